#!/usr/bin/env bash
# Prints the single file to submit for BINARY: the solution's main.rs as
# written (without its tests), then, inside `mod sg`, only the items of the
# shared `sg` modules it reaches (shared/sglab/src/bundle.rs says how).
# Usage: scripts/bundle.sh BINARY
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
target=${CARGO_TARGET_DIR:-target}
cargo build --release --quiet -p sglab --bin bundle || { echo "bundle.sh: cargo build failed" >&2; exit 1; }
exec "$target/release/bundle" "$@"
