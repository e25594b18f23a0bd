#!/usr/bin/env bash
# Play one of the pack's games against the pack: scripts/play.sh GAME
# [--second] [--hints] [--seed N] [POSITION...]. A front door to the `play`
# binary (shared/pack/src/play_tool.rs); `scripts/play.sh --help` lists the
# games. Moves come from the terminal or from piped input.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build -q --release -p pack --bin play
exec "${CARGO_TARGET_DIR:-target}/release/play" "$@"
