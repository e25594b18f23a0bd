#!/usr/bin/env bash
# Prints the single file to submit for BINARY: the solution's main.rs, then
# the shared `sg` modules it uses (and those they use) inside `mod sg`, with
# tests (`#[cfg(test)]` to the end of a file) and doc comments stripped.
# The output depends only on the sources. Usage: scripts/bundle.sh BINARY
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

# Source without tests and doc comments.
strip() {
  awk '/^#\[cfg\(test\)\]/ { exit } { print }' "$1" | grep -vE '^[[:space:]]*//[/!]' || true
}

# The modules main.rs names as sg::MODULE, closed under `super::MODULE`.
modules=$(grep -oE '\bsg::[a-z_]+' "$main" | sed 's/^sg:://' | sort -u)
while :; do
  more=$(for m in $modules; do grep -oE '\bsuper::[a-z_]+' "$shared/$m.rs" | sed 's/^super:://'; done)
  next=$(printf '%s\n' $modules $more | sort -u)
  [ "$next" = "$(printf '%s\n' $modules | sort -u)" ] && break
  modules=$next
done

echo "// $bin: $(basename "$dir"), bundled with scripts/bundle.sh from the sg problem pack."
echo "// Standard library only; compiles with rustc 1.63+ (--edition 2021)."
echo
strip "$main"
echo
echo "#[allow(dead_code)]"
echo "mod sg {"
for m in $modules; do
  [ -f "$shared/$m.rs" ] || { echo "bundle.sh: $main uses sg::$m, which shared/sg/src does not have" >&2; exit 1; }
  echo "    pub mod $m {"
  strip "$shared/$m.rs" | sed -e 's/^\(.\)/        \1/'
  echo "    }"
done
echo "}"
