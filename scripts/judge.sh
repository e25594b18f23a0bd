#!/usr/bin/env bash
# Judge your own solution: scripts/judge.sh PROBLEM [OPTIONS] -- CMD [ARGS...]
# e.g. scripts/judge.sh hdu5795 -- python3 my.py   (scripts/judge.sh --help)
# PROBLEM is a binary name, a folder name or a unique prefix of one. Builds
# the judge tool, then (release) the pack's solution and its examples, then
# runs the judge (shared/pack/src/bin/judge.rs).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
case "${1:-}" in
  -* | "" | help | list | name | diff | brute | gen | checker | table) build judge.sh -p pack --bin judge ;;
  *)
    if asks_help "$@"; then
      build judge.sh -p pack --bin judge
    else
      bin=$(problems judge.sh "$1") || exit 2
      build judge.sh -p pack -p "$bin" --bins --examples
    fi
    ;;
esac
exec "$target/release/judge" "$@"
