#!/usr/bin/env bash
# The rules-program benchmark (docs/benchmarks.md, "Rules programs"): a thin
# front door to `explore --rules-bench` (shared/explorer/src/rules/
# bench.rs), which times a C rules program for Grundy's game
# (examples/rules/grundy.c) alone and driving the explorer. Also checks that
# the C program's table equals the Python example's at n = 300. Usage:
# scripts/bench-rules.sh [N]; `--help` says more. Tested (its help and a
# small run) by shared/pack/tests/tools/scripts.rs.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
if asks_help "$@"; then
  cat <<'HELP'
usage: scripts/bench-rules.sh [N]
The rules-program benchmark: Grundy's game to n = N (default 10000, about
240 MB of option text) from examples/rules/grundy.c compiled with cc -O2,
first the program alone answering 0..N (as `seq 0 N | ./grundy > /dev/null`),
then the explorer driving it; prints both wall times and their ratio (the
target: at most 3x). First checks that the C program's table equals
examples/rules/grundy.py's at n = 300. Figures: docs/benchmarks.md.
HELP
  # Built as a run would be, so that a first build's wait comes here, once.
  build bench-rules.sh -p pack --bin explore
  exit 0
fi
n=${1:-10000}
case "$n" in '' | *[!0-9]*) echo "bench-rules.sh: N must be a number, not '$n'" >&2; exit 2 ;; esac
build bench-rules.sh -p pack --bin explore
out="$target/rules-bench"
mkdir -p "$out"
cc -O2 -o "$out/grundy" "$root/examples/rules/grundy.c"
explore="$target/release/explore"
a=$("$explore" --rules "$out/grundy" -n 300 --csv)
b=$("$explore" --rules "$root/examples/rules/grundy.py" -n 300 --csv)
[[ "$a" == "$b" ]] || { echo "bench-rules.sh: the C and Python tables differ" >&2; exit 1; }
exec "$explore" --rules-bench "$out/grundy" "$n"
