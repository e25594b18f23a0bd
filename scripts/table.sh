#!/usr/bin/env bash
# Prints the README's problem table from the registry and the problems'
# metadata (`judge table`, shared/pack/src/table.rs). Paste it between the
# problem-table markers of README.md; tests/registry.rs checks the copy.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
(cd "$root" && cargo build --release --quiet -p pack --bin judge) || { echo "table.sh: build failed" >&2; exit 2; }
exec "${CARGO_TARGET_DIR:-$root/target}/release/judge" table
