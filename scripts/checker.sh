#!/usr/bin/env bash
# A checker problem's checker as a command: scripts/checker.sh PROBLEM
# INPUT OUTPUT [EXPECTED] exits 0 when OUTPUT is a correct answer to INPUT
# (any winning move, say), 1 with the reason on stderr when not, 2 on a
# usage or tool error. The argument order is `oj test --judge-command`'s:
#   oj t -c ./a.out --judge-command 'scripts/checker.sh cf1149e'
# Thin front door to `judge checker`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
(cd "$root" && cargo build --release --quiet -p pack --bin judge) || { echo "checker.sh: build failed" >&2; exit 2; }
exec "${CARGO_TARGET_DIR:-$root/target}/release/judge" checker "$@"
