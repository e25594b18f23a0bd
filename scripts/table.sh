#!/usr/bin/env bash
# Prints the README's problem table from the registry and the problems'
# metadata (`judge table`, shared/pack/src/table.rs). Paste it between the
# problem-table markers of README.md; tests/registry.rs checks the copy.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
build table.sh -p pack --bin judge
exec "$target/release/judge" table "$@"
