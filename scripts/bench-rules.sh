#!/usr/bin/env bash
# The rules-program benchmark (docs/benchmarks.md, "Rules programs"):
# Grundy's game to n = 10^4 from a C rules program (examples/rules/grundy.c),
# the program alone answering the same positions, then the explorer driving
# it; prints both wall times and their ratio (the target: at most 3x).
# Also checks that the C program's table equals the Python example's at
# n = 300. Usage: scripts/bench-rules.sh [N] (default 10000).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
n=${1:-10000}
out="${CARGO_TARGET_DIR:-$root/target}/rules-bench"
mkdir -p "$out"
cc -O2 -o "$out/grundy" "$root/examples/rules/grundy.c"
cargo build -q --release --manifest-path "$root/Cargo.toml" -p pack --bin explore
explore="${CARGO_TARGET_DIR:-$root/target}/release/explore"
a=$("$explore" --rules "$out/grundy" -n 300 --csv)
b=$("$explore" --rules "$root/examples/rules/grundy.py" -n 300 --csv)
[[ "$a" == "$b" ]] || { echo "bench-rules.sh: the C and Python tables differ" >&2; exit 1; }
seconds() { local s e; s=$(date +%s.%N); "$@" > /dev/null; e=$(date +%s.%N); echo "$e - $s" | bc -l; }
alone=$(seconds bash -c "seq 0 $n | '$out/grundy'")
bytes=$(seq 0 "$n" | "$out/grundy" | wc -c)
driven=$(seconds "$explore" --rules "$out/grundy" -n "$n")
printf 'Grundy'"'"'s game to n = %s, %s MB of option text\n' "$n" "$((bytes / 1000000))"
printf 'the C rules program alone:   %.2f s\n' "$alone"
printf 'the explorer driving it:     %.2f s (%.2fx)\n' "$driven" "$(echo "$driven / $alone" | bc -l)"
