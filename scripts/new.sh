#!/usr/bin/env bash
# Creates a new problem's skeleton: scripts/new.sh <judge><id>-<title>
# (e.g. scripts/new.sh cses1099-stair-game). A front door to the `new-problem`
# binary (shared/pack/src/scaffold.rs does the work); `scripts/new.sh --help`
# says what it writes. scripts/check.sh reports the new problem INCOMPLETE
# until every TODO(new-problem) in its files is gone.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run -q -p pack --bin new-problem -- "$@"
case "${1:-}" in -h | --help) ;; *) cargo fmt --all ;; esac
