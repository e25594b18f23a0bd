#!/usr/bin/env bash
# Creates a new problem's skeleton: scripts/new.sh FOLDER [BINARY]
# (e.g. scripts/new.sh cses1099-stair-game). A front door to the `new-problem`
# binary (shared/pack/src/scaffold.rs does the work); `scripts/new.sh --help`
# says what it writes. scripts/check.sh reports the new problem INCOMPLETE
# until every TODO(new-problem) in its files is gone.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
build new.sh -p pack --bin new-problem
(cd "$root" && "$target/release/new-problem" "$@")
asks_help "$@" || (cd "$root" && cargo fmt --all)
