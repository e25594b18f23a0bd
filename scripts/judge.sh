#!/usr/bin/env bash
# Judge your own solution: scripts/judge.sh PROBLEM [OPTIONS] -- CMD [ARGS...]
# e.g. scripts/judge.sh hdu5795 -- python3 my.py   (scripts/judge.sh --help)
# Builds the judge tool, the pack's solution and its generator (release,
# quietly), then runs the judge (shared/pack/src/bin/judge.rs).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
packages=(-p pack)
case "${1:-}" in -* | "" | help | list | diff | brute) ;; *) packages+=(-p "$1") ;; esac
(cd "$root" && cargo build --release --quiet --bins --examples "${packages[@]}") || { echo "judge.sh: build failed (is ${1:-} a problem's binary name?)" >&2; exit 2; }
exec "${CARGO_TARGET_DIR:-$root/target}/release/judge" "$@"
