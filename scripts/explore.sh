#!/usr/bin/env bash
# The explorer's front door: scripts/explore.sh [OPTIONS] runs the `explore`
# binary (shared/pack/src/bin/explore.rs) in a release build, built first:
# the build's progress shows on a terminal, nothing when run from a script
# or a pipe. Paths given (a rules program, --svg, --out) are read from the
# directory you run it in. `scripts/explore.sh --help` says more.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [[ "${1:-}" == "-h" || "${1:-}" == "--help" || $# -eq 0 ]]; then
  cat <<'HELP'
scripts/explore.sh: the explorer, built in release mode first (quietly
unless on a terminal). Tables of Grundy values, their pattern, and its
proof where a theorem gives one; for the pack's games, subtraction sets,
octal codes, Grundy's game, and your own game from a rules program:
  scripts/explore.sh --rules 'python3 my_game.py' -n 100
  scripts/explore.sh --rules examples/rules/rook.py --grid 8x8
The explorer's own usage follows.

HELP
fi
quiet=(-q)
[[ -t 2 ]] && quiet=()
cargo build "${quiet[@]}" --release --manifest-path "$root/Cargo.toml" -p pack --bin explore
if [[ $# -eq 0 ]]; then set -- --help; fi
exec "${CARGO_TARGET_DIR:-$root/target}/release/explore" "$@"
