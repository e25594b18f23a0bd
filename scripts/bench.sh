#!/usr/bin/env bash
# Time and peak memory of every binary at its judge's largest inputs.
# Usage: scripts/bench.sh [BINARY...]   (default: all)   RUNS=N (default 9)
#        scripts/bench.sh explore [TEXT] (the explorer's speed targets; those whose command contains TEXT)
#
# For each problem, the generator kinds listed as `bench` in its Cargo.toml
# (package.metadata.judge) are generated with seed 1 by
# `target/release/examples/<binary>-gen KIND 1` into target/bench/ (not
# committed). Each input is run RUNS times: wall time best and median (bash's
# EPOCHREALTIME around the run, so process start is included, as on a
# judge); then once more under GNU time for the peak resident memory (%M),
# input size and throughput, the judge's limits, and the headroom: limit
# divided by measurement. Numbers are reported, not asserted; the exit code
# is non-zero only when a binary fails or exceeds a judge limit. A problem
# may name a dev-only baseline example as `compare` (nim_product_64: the
# plain recursive product); it runs once on the same inputs, in a row of its
# own, for comparison (never against the limits).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
target=${CARGO_TARGET_DIR:-target}
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
  cargo build --release --quiet -p sglab --bin explore || { echo "bench.sh: build failed" >&2; exit 1; }
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

packages=()
for b in "$@"; do packages+=(-p "$b"); done
[ $# -gt 0 ] || packages=(--workspace)
echo "building release binaries and generators..."
cargo build --release --bins --examples --quiet "${packages[@]}" || { echo "bench.sh: build failed" >&2; exit 1; }

meta() { sed -n "s/^$1 = \"\{0,1\}\([^\"]*\)\"\{0,1\}$/\1/p" "$2" | head -n 1; }

echo
echo "machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -n 1), $(date -u +%Y-%m-%d); $runs runs per input"
printf '%-9s %-11s %9s %9s %9s %9s %10s %16s %14s\n' binary input size best median MB/s "peak mem" "judge limits" "headroom t/m"
# Runs $1 on $2 $3 times: sets times (ms per run), peak (KiB, one more run
# under GNU time, untimed) and status; fails on a non-zero exit.
measure() {
  local exe=$1 input=$2 n=$3 start end
  times=()
  status=0
  for _ in $(seq "$n"); do
    start=$EPOCHREALTIME
    "$exe" < "$input" > /dev/null 2> "$work/err"
    status=$?
    end=$EPOCHREALTIME
    [ $status -eq 0 ] || return 1
    times+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", (b - a) * 1000 }')")
  done
  /usr/bin/time -f '%M' -o "$work/mem" "$exe" < "$input" > /dev/null 2> "$work/err"
  status=$?
  peak=$(tail -n 1 "$work/mem")
  [ $status -eq 0 ]
}

failed=0
for manifest in problems/*/Cargo.toml; do
  bin=$(meta name "$manifest")
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$bin"; then continue; fi
  limit_ms=$(meta time_limit_ms "$manifest")
  limit_mib=$(meta memory_limit_mib "$manifest")
  kinds=$(meta bench "$manifest")
  compare=$(meta compare "$manifest")
  gen=$target/release/examples/$bin-gen
  if [ -z "$kinds" ] || [ ! -x "$gen" ]; then
    printf '%-9s %s\n' "$bin" "no bench kinds or no generator ($gen)"
    failed=1
    continue
  fi
  for kind in $kinds; do
    input=$work/$bin-$kind.in
    if ! "$gen" "$kind" 1 > "$input"; then
      printf '%-9s %-11s %s\n' "$bin" "$kind" "GENERATOR FAILED"; failed=1; continue
    fi
    bytes=$(wc -c < "$input")
    measure "$target/release/$bin" "$input" "$runs" || { printf '%-9s %-11s %s\n' "$bin" "$kind" "FAILED (exit $status): $(head -n 1 "$work/err")"; failed=1; continue; }
    read -r best median < <(printf '%s\n' "${times[@]}" | sort -g | awk '{ t[NR] = $1 } END { print t[1], t[int((NR + 1) / 2)] }')
    row=$(awk -v b="$bytes" -v best="$best" -v med="$median" -v kib="$peak" -v lt="$limit_ms" -v lm="$limit_mib" 'BEGIN {
      size = b >= 1048576 ? sprintf("%.1fMiB", b / 1048576) : b >= 1024 ? sprintf("%.0fKiB", b / 1024) : sprintf("%dB", b)
      printf "%9s %7.1fms %7.1fms %9.0f %7.1fMiB %7sms/%sMiB %6.0fx/%.0fx", size, best, med, b / best / 1000, kib / 1024, lt, lm, lt / best, lm * 1024 / kib
      if (best > lt || kib > lm * 1024) printf "  OVER LIMIT"
    }')
    case "$row" in *"OVER LIMIT"*) failed=1 ;; esac
    printf '%-9s %-11s %s\n' "$bin" "$kind" "$row"
    if [ -n "$compare" ]; then
      if measure "$target/release/examples/$compare" "$input" 1; then
        read -r best median < <(printf '%s\n' "${times[@]}" | sort -g | awk '{ t[NR] = $1 } END { print t[1], t[int((NR + 1) / 2)] }')
        printf '%-9s %-11s %9s %7.1fms %9s %9s %7.1fMiB  (baseline %s, one run)\n' "" "$kind" "" "$best" "" "" "$(awk -v k="$peak" 'BEGIN { print k / 1024 }')" "$compare"
      else
        printf '%-9s %-11s %s\n' "" "$kind" "baseline $compare FAILED"
      fi
    fi
  done
done
exit $failed
