#!/usr/bin/env bash
# The local check. Usage: scripts/check.sh [PROBLEM...]   (default: all)
# Builds the release binaries, then runs the `check` tool (shared/pack/src/check.rs):
# every golden file against its .out and the judge's time limit, and every
# bundle compiled alone under editions 2015/2018/2021 by rustc and by
# /usr/bin/rustc 1.63. `scripts/check.sh --help` says more.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$root"
packages=(--workspace)
if asks_help "$@"; then
  packages=(-p pack --bin check)
elif [ $# -gt 0 ]; then
  bins=$(problems check.sh "$@") || exit 2
  packages=(-p pack --bins)
  for b in $bins; do packages+=(-p "$b"); done
else
  packages+=(--bins)
fi
asks_help "$@" || echo "building release binaries..." >&2
build check.sh "${packages[@]}"
exec "$target/release/check" "$@"
