#!/usr/bin/env bash
# The brute force (exhaustive search of the game) as a tool:
# scripts/brute.sh PROBLEM < INPUT prints its answers, refusing by number
# and size any case too large to search. Thin front door to `judge brute`
# (`scripts/brute.sh --help`).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
build brute.sh -p pack --bin judge
exec "$target/release/judge" brute "$@"
