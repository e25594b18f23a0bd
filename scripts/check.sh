#!/usr/bin/env bash
# The local check. Usage: scripts/check.sh [BINARY...]   (default: all)
# Builds the release binaries, then runs the `check` tool (shared/pack/src/check.rs):
# every golden file against its .out and the judge's time limit, and every
# bundle compiled alone under editions 2015/2018/2021 by rustc and by
# /usr/bin/rustc 1.63. `scripts/check.sh --help` says more.
set -euo pipefail
cd "$(dirname "$0")/.."
packages=(--workspace)
for b in "$@"; do case "$b" in -*) ;; *) packages+=(-p "$b") ;; esac; done
[ $# -gt 0 ] && packages=("${packages[@]:1}" -p pack)
echo "building release binaries..." >&2
cargo build --release --bins --quiet "${packages[@]}" || { echo "check.sh: cargo build failed" >&2; exit 2; }
exec "${CARGO_TARGET_DIR:-target}/release/check" "$@"
