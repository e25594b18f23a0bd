#!/usr/bin/env bash
# The local judge. Usage: scripts/check.sh [BINARY...]   (default: all)
#
# For each problem: runs the release binary on every testdata/<problem>/*.in
# and compares with the .out exactly (after CRLF -> LF), timing each case
# against the judge's time limit (package.metadata.judge in the problem's
# Cargo.toml); then bundles it (scripts/bundle.sh), checks the bundle is
# under 64 KiB (the column shows its size, its lines, and what the shared
# modules add to the solution), compiles it alone, warnings denied, under
# editions 2015, 2018 and 2021 with the rustup rustc and with
# /usr/bin/rustc (Debian's 1.63), and runs each compiler's 2021 binary on
# the same golden files. A problem whose files still hold TODO(new-problem)
# (a skeleton from scripts/new.sh) is INCOMPLETE. Prints one row per
# problem; exits non-zero on any failure.
# Without /usr/bin/rustc the rows say so; that fails only under CI=true.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
target=${CARGO_TARGET_DIR:-target}
work=$target/check
mkdir -p "$work"
old_rustc=/usr/bin/rustc
bundle_limit=65536

echo "building release binaries..."
packages=()
for b in "$@"; do packages+=(-p "$b"); done
[ $# -gt 0 ] && packages+=(-p sglab) || packages=(--workspace)  # sglab: `judge diff` on a wrong answer
cargo build --release --bins --quiet "${packages[@]}" || { echo "check.sh: cargo build failed" >&2; exit 1; }

have_old=yes
[ -x "$old_rustc" ] || have_old=no

# Runs binary $1 on every golden pair in $2; prints "cases failures slowest_ms
# first_failure" (first_failure "-" when none) and, if $3 is given, appends
# "name ms" per case to the file $3.
judge() {
  local bin=$1 data=$2 times=${3:-/dev/null} cases=0 fails=0 slowest=0 first=- input expected got start ms
  for expected in "$data"/*.out; do
    [ -e "$expected" ] || continue
    [ -e "${expected%.out}.in" ] || { fails=$((fails + 1)); [ "$first" = - ] && first="$(basename "$expected"):no-.in"; }
  done
  for input in "$data"/*.in; do
    [ -e "$input" ] || continue
    cases=$((cases + 1))
    expected=${input%.in}.out
    got="$work/got.$$"
    start=$(date +%s%N)
    "$bin" < "$input" > "$got" 2> "$work/err.$$"
    local status=$?
    ms=$(( ($(date +%s%N) - start) / 1000000 ))
    [ "$ms" -gt "$slowest" ] && slowest=$ms
    printf '%s %s\n' "$(basename "${input%.in}")" "$ms" >> "$times"
    if [ ! -e "$expected" ]; then
      fails=$((fails + 1)); [ "$first" = - ] && first="$(basename "$input"):no-.out"
    elif [ $status -ne 0 ]; then
      fails=$((fails + 1)); [ "$first" = - ] && first="$(basename "$input"):exit-$status"
    elif ! cmp -s <(sed 's/\r$//' "$expected") <(sed 's/\r$//' "$got"); then
      fails=$((fails + 1)); [ "$first" = - ] && first="$(basename "$input"): wrong answer, $("$target/release/judge" diff "$expected" "$got")"
    fi
  done
  rm -f "$work/got.$$" "$work/err.$$"
  echo "$cases $fails $slowest $first"
}

# Compiles the bundle $src of $bin with compiler $1 (tag $2) under each
# edition, warnings denied, and judges the 2021 binary on the golden files;
# prints one word per edition (ok, NO-BUILD or FAIL(n)), joined by '/'.
# It runs in a subshell ($(...)), so its details go to a file read at the end.
compile_all() {
  local compiler=$1 tag=$2 edition out cell cells=
  for edition in $editions; do
    out="$work/$bin-$tag-$edition"
    cell=ok
    if ! "$compiler" --edition "$edition" -D warnings -O -o "$out" "$src" 2> "$out.log"; then
      cell=NO-BUILD
      echo "$name: bundle does not compile without warnings with $("$compiler" --version) --edition $edition: see $out.log" >> "$work/details.$$"
    elif [ "$edition" = 2021 ]; then
      read -r c f s fb < <(judge "$out" "$data")
      if [ "$f" -gt 0 ]; then
        cell="FAIL($f)"
        echo "$name: bundle ($("$compiler" --version), edition $edition): $fb" >> "$work/details.$$"
      fi
    fi
    cells="$cells${cells:+/}$cell"
  done
  echo "$cells"
}

failed=0
details=()
: > "$work/details.$$"
case_times=()
editions="2015 2018 2021"
printf '%-30s %5s  %-8s %-20s %-24s %-14s %s\n' problem cases verdict "slowest / limit" "bundle (+ shared part)" \
  "rustc 2015/18/21" "rustc 1.63 2015/18/21"
for manifest in problems/*/Cargo.toml; do
  dir=$(dirname "$manifest")
  name=$(basename "$dir")
  bin=$(sed -n 's/^name = "\(.*\)"$/\1/p' "$manifest" | head -n 1)
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$bin"; then continue; fi
  limit=$(sed -n 's/^time_limit_ms = \([0-9]*\)$/\1/p' "$manifest")
  limit=${limit:-1000}
  data=testdata/$name
  verdict=AC

  : > "$work/$bin.times"
  read -r cases fails slowest first < <(judge "$target/release/$bin" "$data" "$work/$bin.times")
  case_times+=("$name (limit $limit ms): $(awk '{ printf "%s%s %s ms", sep, $1, $2; sep = ", " }' "$work/$bin.times")")
  if [ "$cases" -eq 0 ]; then verdict=NO-DATA; details+=("$name: no golden files in $data");
  elif [ "$fails" -gt 0 ]; then verdict="FAIL($fails)"; details+=("$name: release binary: $first");
  elif [ "$slowest" -gt "$limit" ]; then verdict=TLE; details+=("$name: slowest case ${slowest} ms > ${limit} ms"); fi
  # A skeleton from scripts/new.sh is not done while one of its markers is left.
  todo=$(cat "$dir"/Cargo.toml "$dir"/README.md "$dir"/src/*.rs "$dir"/tests/*.rs "$dir"/examples/*.rs \
    "shared/sglab/src/problems/$bin.rs" 2> /dev/null | grep -c 'TODO(new-problem)')
  if [ "$todo" -gt 0 ]; then verdict=INCOMPLETE; details+=("$name: $todo TODO(new-problem) left (scripts/new.sh skeleton): grep -rn 'TODO(new-problem)' $dir shared/sglab/src/problems"); fi

  # Bundle: size, then compile alone under each edition with both compilers
  # and judge the edition-2021 binaries again.
  bundle_cell=ok
  new_cell=-
  old_cell=-
  src="$work/$bin.rs"
  if ! scripts/bundle.sh "$bin" > "$src"; then
    bundle_cell=FAIL; details+=("$name: bundle.sh failed")
  else
    size=$(wc -c < "$src")
    lines=$(wc -l < "$src")
    own=$(awk '/^\/\/ The sg modules this solution uses/ { exit } { n += length($0) + 1 } END { print n + 0 }' "$src")
    bundle_cell=$(awk -v b="$size" -v l="$lines" -v a="$((size - own))" 'BEGIN { printf "%.1fKiB %dL +%.1fKiB", b / 1024, l, a / 1024 }')
    if [ "$size" -ge "$bundle_limit" ]; then bundle_cell="TOO-BIG"; details+=("$name: bundle is $size bytes"); fi
    new_cell=$(compile_all rustc new)
    if [ $have_old = no ]; then
      old_cell="MISSING:$old_rustc"
    else
      old_cell=$(compile_all "$old_rustc" 163)
    fi
  fi
  case "$verdict/$bundle_cell/$new_cell/$old_cell" in
    AC/*KiB/ok/ok/ok/ok/ok/ok | AC/*KiB/ok/ok/ok/MISSING*) ;;
    *) failed=1 ;;
  esac
  printf '%-30s %5s  %-8s %-20s %-24s %-14s %s\n' "$name" "$cases" "$verdict" "$slowest ms / $limit ms" "$bundle_cell" \
    "$new_cell" "$old_cell"
done

echo
echo "time of each golden case (release binary, including process start):"
printf '  %s\n' "${case_times[@]}"

if [ $have_old = no ]; then
  echo
  echo "!!! $old_rustc (rustc 1.63) is MISSING: bundles were NOT checked against the oldest judge compiler."
  echo "!!! Install it: apt-get install -y --no-install-recommends rustc"
  [ "${CI:-}" = true ] && failed=1
fi
while IFS= read -r line; do details+=("$line"); done < "$work/details.$$"
rm -f "$work/details.$$"
if [ ${#details[@]} -gt 0 ]; then
  echo
  printf '%s\n' "${details[@]}"
fi
if [ $failed -ne 0 ]; then
  echo "check.sh: FAILED" >&2
  exit 1
fi
echo "check.sh: all problems pass"
