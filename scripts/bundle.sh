#!/usr/bin/env bash
# Prints the single file to submit for BINARY: the solution's main.rs as
# written (without its tests), then, inside `mod sg`, only the shared `sg`
# modules it reaches through `sg::MODULE` and their `super::MODULE` uses,
# without tests and comments and not indented further: each module gets one
# line saying what it is; the note above `mod sg` says where the full source
# lives. Functions of those modules (free, or methods of a type's own impl)
# whose name the solution and the functions kept do not mention are left out. The output depends only on the sources.
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

# Each line of the modules' code, tagged with the name of the function it
# belongs to when that function may be left out, else with "-". Relies on
# rustfmt's layout: a function ends at the `}` at its own indentation.
tagged() {
  for m in $modules; do
    printf -- '-\t\n-\t// sg::%s: %s\n-\tpub mod %s {\n' "$m" "$(summary "$shared/$m.rs")" "$m"
    untested "$shared/$m.rs" | grep -vE '^[[:space:]]*//' | cat -s | sed -e '1{/^$/d}' | awk '
      function emit(tag, text) { printf "%s\t%s\n", tag, text }
      name != "" { emit(name, $0); if ($0 == indent "}") name = ""; next }
      /^[^ ]/ { inherent = $0 ~ /^impl/ && $0 !~ / for / }
      {
        indent = "x"
        if ($0 ~ /^[^ ]/) indent = ""
        else if (inherent && $0 ~ /^    [^ ]/) indent = "    "
        rest = substr($0, length(indent) + 1)
        if (indent != "x" && rest ~ /^#\[/) { held[++n] = $0; next }
        tag = "-"
        if (indent != "x" && match(rest, /^(pub )?fn [a-z_0-9]+/)) {
          tag = name = substr(rest, index(rest, "fn ") + 3, RLENGTH - index(rest, "fn ") - 2)
        }
        for (i = 1; i <= n; i++) emit(tag, held[i])
        n = 0
        emit(tag, $0)
      }'
    printf -- '-\t}\n'
  done
}

# Keeps the "-" lines and every function whose name occurs as a word in the
# solution or in what is kept, until nothing more is added.
keep_used() {
  awk -F '\t' '
    function mentions(text, word) { return text ~ ("(^|[^A-Za-z0-9_])" word "([^A-Za-z0-9_]|$)") }
    FNR == NR { text = text "\n" $0; next }
    {
      tag[++n] = $1
      line[n] = substr($0, length($1) + 2)
      if ($1 == "-") text = text "\n" line[n]
      else names[$1] = 1
    }
    END {
      do {
        grew = 0
        for (name in names) {
          if (!(name in kept) && mentions(text, name)) {
            kept[name] = grew = 1
            for (i = 1; i <= n; i++) if (tag[i] == name) text = text "\n" line[i]
          }
        }
      } while (grew)
      for (i = 1; i <= n; i++) if (tag[i] == "-" || tag[i] in kept) print line[i]
    }' <(untested "$main") - | cat -s
}

untested "$main"
echo
echo "// The sg modules this solution uses, from the sg problem pack (scripts/bundle.sh);"
echo "// full source with documentation and tests: shared/sg/src/MODULE.rs."
echo "#[allow(dead_code)]"
echo "mod sg {"
tagged | keep_used
echo "}"
