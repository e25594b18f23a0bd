#!/usr/bin/env bash
# Time and peak memory of every binary at its judge's largest inputs.
# Usage: scripts/bench.sh [BINARY...]   (default: all)   RUNS=N (default 9)
#        scripts/bench.sh BINARY --peer CMD [--peer CMD...]  (ours against peers, CPU time)
#        scripts/bench.sh explore [TEXT] (the explorer's speed targets; those whose command contains TEXT)
#        scripts/bench.sh explore --peer ANALYZE (Grundy's game and .354 against T. Czajka's analyze)
#        scripts/bench.sh talk PROBLEM INPUT [PLAYER...] (an interactive conversation: each side's CPU and syscalls)
#        scripts/bench.sh --help
#
# The problems' part is a front door to the `bench` tool
# (shared/pack/src/benchmark.rs; `scripts/bench.sh --help`): each problem's
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
# Rust (shared/explorer/src/bench.rs, printed by `explore --bench-list`),
# one process per command: wall time of the whole process (best of RUNS; one
# run for the long ones), then one more run under GNU time for the CPU time
# (user + system: what the process itself used, a fairer figure on a shared
# machine) and the peak memory. A command whose CPU time exceeds its target
# is marked MISSED (the exit code stays 0: figures are for reading).
# `scripts/bench.sh explore --peer ANALYZE`: Grundy's game to 2^22 and .354
# to 2^23 against T. Czajka's `analyze` (tczajka/octal-games, old/src,
# `g++ -O2 -o ANALYZE analyze_exec.cc game.cc hadamard.cc`, built locally,
# never committed; docs/benchmarks.md names the commit), which prints a
# line `n=2^K ...` each time its table reaches 2^K heap sizes and runs on:
# it is stopped at that line. Interleaved, RUNS rounds (default 3 here),
# CPU time (user + system, GNU time) of each, ours / theirs of the best.
# `scripts/bench.sh talk PROBLEM INPUT [PLAYER...]`: the standalone judge
# side (`interactor PROBLEM INPUT`, as `oj` runs it) and the player
# (default: the pack's binary) joined by two pipes, RUNS rounds (default 9
# here): each side's CPU time (task-clock under `perf stat` when it works,
# else GNU time's 10 ms ticks), best and median, and with strace, one more
# run's system calls of each side per line (lines counted on the pipes).
if [ "${1:-}" = talk ]; then
  problem=${2:?"usage: scripts/bench.sh talk PROBLEM INPUT [PLAYER...]"}
  input=${3:?"usage: scripts/bench.sh talk PROBLEM INPUT [PLAYER...]"}
  shift 3
  bin=$(problems bench.sh "$problem") || exit 2
  # Two builds: one `--bin interactor` would select only that binary in
  # the problem's package too, and build no player.
  build bench.sh -p pack --bin interactor
  build bench.sh -p "$bin"
  player=("$@")
  [ ${#player[@]} -gt 0 ] || player=("$target/release/$bin")
  judge=("$target/release/interactor" "$problem" "$input")
  runs=${RUNS:-9}
  fifo=$work/talk.fifo
  rm -f "$fifo" && mkfifo "$fifo"
  # cpu_of FILE: ms of CPU in a perf stat -x, or GNU time output file.
  if perf stat -x, -e task-clock -o "$work/probe" true 2> /dev/null; then
    timer() { perf stat -x, -e task-clock -o "$1" "${@:2}"; }
    cpu_of() { awk -F, '/task-clock/ { printf "%.1f", $1 }' "$1"; }
  else
    timer() { /usr/bin/time -f '%U %S' -o "$1" "${@:2}"; }
    cpu_of() { tail -n 1 "$1" | awk '{ printf "%.1f", ($1 + $2) * 1000 }'; }
  fi
  echo "machine: $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M UTC'), load $(cut -d ' ' -f 1-3 /proc/loadavg)"
  echo "judge: ${judge[*]}; player: ${player[*]}"
  : > "$work/talk.cpu"
  for _ in $(seq "$runs"); do
    timer "$work/judge.t" "${judge[@]}" < "$fifo" 2> /dev/null | timer "$work/player.t" "${player[@]}" > "$fifo"
    echo "$(cpu_of "$work/judge.t") $(cpu_of "$work/player.t")" >> "$work/talk.cpu"
  done
  sort -n -k 1 "$work/talk.cpu" | awk -v n="$runs" '{ j[NR] = $1 } END { printf "judge side CPU:  best %s ms, median %s ms\n", j[1], j[int((n + 1) / 2)] }'
  sort -n -k 2 "$work/talk.cpu" | awk -v n="$runs" '{ p[NR] = $2 } END { printf "player CPU:      best %s ms, median %s ms\n", p[1], p[int((n + 1) / 2)] }'
  awk '{ r = $1 / $2; print r }' "$work/talk.cpu" | sort -n | awk -v n="$runs" '{ r[NR] = $1 } END { printf "judge / player:  %.2f to %.2f, median %.2f (per run)\n", r[1], r[n], r[int((n + 1) / 2)] }'
  if command -v strace > /dev/null; then
    "${judge[@]}" < "$fifo" 2> /dev/null | tee "$work/judge.lines" | "${player[@]}" | tee "$work/player.lines" > "$fifo"
    jl=$(wc -l < "$work/judge.lines") pl=$(wc -l < "$work/player.lines")
    strace -c -f -o "$work/judge.strace" "${judge[@]}" < "$fifo" 2> /dev/null | strace -c -f -o "$work/player.strace" "${player[@]}" > "$fifo"
    # A side's reads and polls per line it hears, writes per line it says.
    for side in "judge $pl $jl" "player $jl $pl"; do
      read -r who heard said <<< "$side"
      awk -v who="$who" -v h="$heard" -v s="$said" '$NF ~ /^(read|write|poll|futex)$/ { c[$NF] = $4 }
        END { printf "%-6s hears %d lines, says %d: %d reads (%.2f a line heard), %d writes (%.2f a line said), %d polls (%.2f), %d futex calls\n", who, h, s, c["read"], c["read"] / h, c["write"], c["write"] / s, c["poll"], c["poll"] / h, c["futex"] }' "$work/$who.strace"
    done
  fi
  exit 0
fi

if [ "${1:-}" = explore ] && [ "${2:-}" = --peer ]; then
  peer=${3:?"usage: scripts/bench.sh explore --peer ANALYZE"}
  build bench.sh -p pack --bin explore
  bin=$target/release/explore
  runs=${RUNS:-3}
  # CPU seconds of `ANALYZE GAME` up to its line n=2^K.
  peer_cpu() {
    local fifo=$work/peer.fifo tpid line
    rm -f "$fifo" && mkfifo "$fifo"
    /usr/bin/time -f '%U %S %M' -o "$work/peer.time" "$peer" "$1" > "$fifo" 2> /dev/null &
    tpid=$!
    while read -r line; do
      case $line in "n=2^$2 "*) break ;; esac
    done < "$fifo"
    # analyze is GNU time's only child.
    kill "$(cat "/proc/$tpid/task/$tpid/children")" 2> /dev/null
    wait "$tpid"
    tail -n 1 "$work/peer.time"
  }
  echo "machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -n 1), $(date -u '+%Y-%m-%d %H:%M UTC'), load $(cut -d ' ' -f 1-3 /proc/loadavg)"
  printf '%-30s %6s %9s %9s %9s %8s\n' command round ours peer ratio "our mem"
  for row in "--grundys-game -n 4194304|grundy|22" "--octal 0.354 -n 8388608|.354|23"; do
    IFS='|' read -r args game k <<< "$row"
    best_ours= best_peer=
    for round in $(seq "$runs"); do
      # shellcheck disable=SC2086
      /usr/bin/time -f '%U %S %M' -o "$work/ours.time" "$bin" $args > /dev/null 2>&1 || { echo "FAILED: explore $args"; exit 1; }
      read -r u s kib < <(tail -n 1 "$work/ours.time")
      ours=$(awk -v u="$u" -v s="$s" 'BEGIN { print u + s }')
      read -r u s _ < <(peer_cpu "$game" "$k")
      theirs=$(awk -v u="$u" -v s="$s" 'BEGIN { print u + s }')
      printf '%-30s %6s %8.2fs %8.2fs %9.2f %6.1fMiB\n' "$args" "$round" "$ours" "$theirs" "$(awk -v a="$ours" -v b="$theirs" 'BEGIN { print a / b }')" "$(awk -v k="$kib" 'BEGIN { print k / 1024 }')"
      best_ours=$(awk -v a="$ours" -v b="${best_ours:-$ours}" 'BEGIN { print (a < b ? a : b) }')
      best_peer=$(awk -v a="$theirs" -v b="${best_peer:-$theirs}" 'BEGIN { print (a < b ? a : b) }')
    done
    printf '%-30s %6s %8.2fs %8.2fs %9.2f  (analyze %s, to its n=2^%s line)\n' "$args" best "$best_ours" "$best_peer" "$(awk -v a="$best_ours" -v b="$best_peer" 'BEGIN { print a / b }')" "$game" "$k"
  done
  echo "load at the end: $(cut -d ' ' -f 1-3 /proc/loadavg)"
  exit 0
fi

if [ "${1:-}" = explore ]; then
  build bench.sh -p pack --bin explore
  bin=$target/release/explore
  echo "machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -n 1), $(date -u +%Y-%m-%d)"
  # The --from target's C rules program, compiled here, checked first
  # against the same rules in Python.
  gcc -O2 -o "$work/heaps3" "$root/examples/rules/heaps3.c"
  c=$("$bin" --rules "$work/heaps3" --from '6 6 6' --csv)
  py=$("$bin" --rules "$root/examples/rules/heaps3.py" --from '6 6 6' --csv)
  [[ "$c" == "$py" ]] || { echo "bench.sh: heaps3.c and heaps3.py give different values" >&2; exit 1; }
  printf '%-34s %9s %9s %10s  %s\n' command "best wall" cpu "peak mem" result
  while IFS='|' read -r goal line; do
    [ -n "$line" ] || continue
    case "$line" in *"${2:-}"*) ;; *) continue ;; esac
    # Quoted words (a position with spaces) stay whole: the list is ours.
    eval "words=(${line//@heaps3@/$work/heaps3})"
    args=("${words[@]}")
    n=$runs
    case "$line" in *0.354*|*0.376*|*0.127*|*grundys*|*solved*) n=1 ;; esac
    best=
    for _ in $(seq "$n"); do
      start=$EPOCHREALTIME
      # shellcheck disable=SC2086
      "$bin" "${args[@]}" > "$work/explore.out" 2> /dev/null || { echo "FAILED: explore $line"; break; }
      end=$EPOCHREALTIME
      t=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
      best=$(awk -v a="$t" -v b="${best:-$t}" 'BEGIN { print (a < b ? a : b) }')
    done
    # shellcheck disable=SC2086
    /usr/bin/time -f '%M %U %S' -o "$work/mem" "$bin" "${args[@]}" > /dev/null 2>&1
    read -r kib user sys < <(tail -n 1 "$work/mem")
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')
    result=$(grep -o 'proven for all n >= [0-9]*\|[0-9]* of [0-9]* proven with the published values in [0-9.]* s on [0-9]* thread(s)' "$work/explore.out" | head -n 1)
    [ -n "$result" ] || result=$(grep -o '[0-9]* sparse heap sizes[^;]*' "$work/explore.out" | head -n 1)
    [ -n "$result" ] || result=$(grep -o '[0-9]* positions reached' "$work/explore.out" | head -n 1)
    period=$(grep -m1 -o '^period [0-9]*' "$work/explore.out")
    # The solved table runs on two threads: its target is wall time.
    measured=$cpu
    case "$line" in *solved*) measured=$best ;; esac
    verdict=$(awk -v m="$measured" -v g="${goal% s}" 'BEGIN { print (m <= g ? "met" : "MISSED") }')
    printf '%-34s %8ss %8.2fs %7.1fMiB  %s %s (target %s: %s)\n' "$line" "$best" "$cpu" "$(awk -v k="$kib" 'BEGIN { print k / 1024 }')" "$result" "$period" "$goal" "$verdict"
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
