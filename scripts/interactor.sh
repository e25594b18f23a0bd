#!/usr/bin/env bash
# An interactive problem's judge side as a program of its own, for
# online-judge-tools: oj t/r -c ./a.out 'scripts/interactor.sh PROBLEM
# INPUT'. A front door to the `interactor` binary
# (shared/pack/src/interactor.rs); `scripts/interactor.sh --help` says more.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
build interactor.sh -p pack --bin interactor
exec "$target/release/interactor" "$@"
