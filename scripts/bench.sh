#!/usr/bin/env bash
# Time and peak memory of every binary at its judge's largest inputs.
# Usage: scripts/bench.sh [BINARY...]   (default: all)   RUNS=N (default 9)
#        scripts/bench.sh BINARY --peer CMD [--peer CMD...]  (ours against peers, CPU time)
#        scripts/bench.sh explore [TEXT] (the explorer's speed targets; those whose command contains TEXT)
#        scripts/bench.sh --help
#
# The problems' part is a front door to the `bench` tool
# (shared/pack/src/bench.rs; `scripts/bench.sh --help`): each problem's
# `bench` generator kinds, seed 1, timed RUNS times, peak memory under GNU
# time, against the judge's limits.
set -uo pipefail
. "$(dirname "$0")/lib.sh"
cd "$root"
# --help: the bench tool's own usage (only the tool is built).
if asks_help "$@"; then
  build bench.sh -p pack --bin bench
  exec "$target/release/bench" --help
fi
work=$target/bench
runs=${RUNS:-9}
mkdir -p "$work"

if [ ! -x /usr/bin/time ]; then
  echo "bench.sh: GNU time (/usr/bin/time) is needed for peak memory: apt-get install -y time" >&2
  exit 2
fi

# `scripts/bench.sh explore`: the explorer's speed targets, listed once in
# Rust (shared/sglab/src/explore/bench.rs, printed by `explore --bench-list`),
# one process per command: wall time of the whole process (best of RUNS; one
# run for the long ones), then one more run under GNU time for the CPU time
# (user + system: what the process itself used, a fairer figure on a shared
# machine) and the peak memory. A command whose CPU time exceeds its target
# is marked MISSED (the exit code stays 0: figures are for reading).
if [ "${1:-}" = explore ]; then
  build bench.sh -p pack --bin explore
  bin=$target/release/explore
  echo "machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -n 1), $(date -u +%Y-%m-%d)"
  printf '%-34s %9s %9s %10s  %s\n' command "best wall" cpu "peak mem" result
  while IFS='|' read -r goal args; do
    [ -n "$args" ] || continue
    case "$args" in *"${2:-}"*) ;; *) continue ;; esac
    n=$runs
    case "$args" in *0.354*|*0.376*|*0.127*|*grundys*|*solved*) n=1 ;; esac
    best=
    for _ in $(seq "$n"); do
      start=$EPOCHREALTIME
      # shellcheck disable=SC2086
      "$bin" $args > "$work/explore.out" 2> /dev/null || { echo "FAILED: explore $args"; break; }
      end=$EPOCHREALTIME
      t=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
      best=$(awk -v a="$t" -v b="${best:-$t}" 'BEGIN { print (a < b ? a : b) }')
    done
    # shellcheck disable=SC2086
    /usr/bin/time -f '%M %U %S' -o "$work/mem" "$bin" $args > /dev/null 2>&1
    read -r kib user sys < <(tail -n 1 "$work/mem")
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')
    result=$(grep -o 'proven for all n >= [0-9]*\|[0-9]* of [0-9]* proven with the published values in [0-9.]* s on [0-9]* thread(s)' "$work/explore.out" | head -n 1)
    [ -n "$result" ] || result=$(grep -o '[0-9]* sparse heap sizes[^;]*' "$work/explore.out" | head -n 1)
    period=$(grep -m1 -o '^period [0-9]*' "$work/explore.out")
    # The solved table runs on two threads: its target is wall time.
    measured=$cpu
    case "$args" in *solved*) measured=$best ;; esac
    verdict=$(awk -v m="$measured" -v g="${goal% s}" 'BEGIN { print (m <= g ? "met" : "MISSED") }')
    printf '%-34s %8ss %8.2fs %7.1fMiB  %s %s (target %s: %s)\n' "$args" "$best" "$cpu" "$(awk -v k="$kib" 'BEGIN { print k / 1024 }')" "$result" "$period" "$goal" "$verdict"
  done < <("$bin" --bench-list)
  exit 0
fi

# The problems named (not the options, nor --peer's command) are built.
packages=(--workspace)
# The problems named (by binary or folder name or a unique prefix; not the
# options, nor --peer's command) are built.
names=()
skip=
for arg in "$@"; do
  if [ -n "$skip" ]; then skip=; continue; fi
  case "$arg" in
    --peer) skip=1 ;;
    -*) ;;
    *) names+=("$arg") ;;
  esac
done
if [ ${#names[@]} -gt 0 ]; then
  bins=$(problems bench.sh "${names[@]}") || exit 2
  packages=(-p pack)
  for b in $bins; do packages+=(-p "$b"); done
fi
echo "building release binaries..." >&2
build bench.sh --bins --examples "${packages[@]}"
exec "$target/release/bench" "$@"
