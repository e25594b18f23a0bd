#!/usr/bin/env bash
# An interactive problem's judge side as a program of its own, for
# online-judge-tools: oj t/r -c ./a.out 'scripts/interactor.sh PROBLEM
# INPUT'. A front door to the `interactor` binary
# (shared/pack/src/interactor.rs); `scripts/interactor.sh --help` says more.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
(cd "$root" && cargo build -q --release -p pack --bin interactor) >&2
exec "${CARGO_TARGET_DIR:-$root/target}/release/interactor" "$@"
