#!/usr/bin/env bash
# A checker problem's checker as a command: scripts/checker.sh PROBLEM
# INPUT OUTPUT [EXPECTED] exits 0 when OUTPUT is a correct answer to INPUT
# (any winning move, say), 1 with the reason on stderr when not, 2 on a
# usage or tool error. The argument order is `oj test --judge-command`'s:
#   oj t -c ./a.out --judge-command 'scripts/checker.sh cf1149e'
# Thin front door to `judge checker` (`scripts/checker.sh --help`).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
build checker.sh -p pack --bin judge
exec "$target/release/judge" checker "$@"
