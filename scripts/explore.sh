#!/usr/bin/env bash
# The explorer's front door: scripts/explore.sh [OPTIONS] runs the `explore`
# binary (shared/pack/src/bin/explore.rs) in a release build, built first
# (lib.sh's `build`: progress on a terminal only). Paths given (a rules
# program, --svg, --out) are read from the directory you run it in.
# `scripts/explore.sh --help` says more. Tested by
# shared/pack/tests/tools/scripts.rs.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
if [[ $# -eq 0 ]] || asks_help "$@"; then
  cat <<'HELP'
usage: scripts/explore.sh [OPTIONS]
The explorer, built in release mode first (quietly unless on a terminal).
Tables of Grundy values, their pattern, and its proof where a theorem gives
one; for the pack's games, subtraction sets, octal codes, Grundy's game, and
your own game from a rules program:
  scripts/explore.sh --rules 'python3 my_game.py' -n 100
  scripts/explore.sh --rules examples/rules/rook.py --grid 8x8
The explorer's own options follow.

HELP
  set -- --help
fi
build explore.sh -p pack --bin explore
exec "$target/release/explore" "$@"
