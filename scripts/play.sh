#!/usr/bin/env bash
# Play one of the pack's games against the pack: scripts/play.sh GAME
# [--second] [--hints] [--seed N] [POSITION...]. A front door to the `play`
# binary (shared/pack/src/play_tool.rs); `scripts/play.sh --help` lists the
# games. Moves come from the terminal or from piped input.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$root"
build play.sh -p pack --bin play
exec "$target/release/play" "$@"
