#!/usr/bin/env bash
# Prints the single file to submit for PROBLEM: the solution's main.rs as
# written (without its tests), then, inside `mod sg`, only the items of the
# shared `sg` modules it reaches (shared/sglab/src/bundle.rs says how).
# Usage: scripts/bundle.sh PROBLEM   (`scripts/bundle.sh --help`)
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$root"
build bundle.sh -p pack --bin bundle
exec "$target/release/bundle" "$@"
