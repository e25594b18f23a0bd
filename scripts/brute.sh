#!/usr/bin/env bash
# The brute force (exhaustive search of the game) as a tool:
# scripts/brute.sh PROBLEM < INPUT prints its answers, refusing by name any
# case too large to search. Thin front door to `judge brute`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
(cd "$root" && cargo build --release --quiet -p pack --bin judge) || { echo "brute.sh: build failed" >&2; exit 2; }
exec "${CARGO_TARGET_DIR:-$root/target}/release/judge" brute "$@"
