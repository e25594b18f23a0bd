#!/usr/bin/env bash
# Prints the single file to submit for BINARY: the solution's main.rs as
# written (without its tests), then, inside `mod sg`, only the shared `sg`
# modules it reaches through `sg::MODULE` and their `super::MODULE` uses,
# without tests and comments and not indented further: each module gets one
# line saying what it is; the note above `mod sg` says where the full source
# lives. The output depends only on the sources.
# Usage: scripts/bundle.sh BINARY
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:?usage: scripts/bundle.sh BINARY}

dir=$(grep -l "^name = \"$bin\"$" "$root"/problems/*/Cargo.toml 2>/dev/null | head -n 1 || true)
if [ -z "$dir" ]; then
  echo "bundle.sh: no problem has a binary named '$bin'" >&2
  exit 1
fi
dir=$(dirname "$dir")
main="$dir/src/main.rs"
shared="$root/shared/sg/src"

# Everything before the `#[cfg(test)]` module, without trailing blank lines.
untested() {
  awk '/^#\[cfg\(test\)\]/ { exit } { print }' "$1" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'
}

# The first line of a module's `//!` header (a short sentence).
summary() {
  sed -n '1s|^//! ||p' "$1"
}

# The modules main.rs names as sg::MODULE, closed under `super::MODULE`.
modules=$(untested "$main" | grep -oE '\bsg::[a-z_]+' | sed 's/^sg:://' | sort -u)
while :; do
  for m in $modules; do
    [ -f "$shared/$m.rs" ] || { echo "bundle.sh: $main uses sg::$m, which shared/sg/src does not have" >&2; exit 1; }
  done
  more=$(for m in $modules; do untested "$shared/$m.rs" | grep -oE '\bsuper::[a-z_]+' | sed 's/^super:://'; done)
  next=$(printf '%s\n' $modules $more | sort -u)
  [ "$next" = "$modules" ] && break
  modules=$next
done

untested "$main"
echo
echo "// The sg modules this solution uses, from the sg problem pack (scripts/bundle.sh);"
echo "// full source with documentation and tests: shared/sg/src/MODULE.rs."
echo "#[allow(dead_code)]"
echo "mod sg {"
for m in $modules; do
  echo
  echo "// sg::$m: $(summary "$shared/$m.rs")"
  echo "pub mod $m {"
  untested "$shared/$m.rs" | grep -vE '^[[:space:]]*//' | cat -s | sed -e '1{/^$/d}'
  echo "}"
done
echo "}"
