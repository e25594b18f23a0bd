#!/usr/bin/env bash
# One input for a problem: scripts/gen.sh PROBLEM [SEED] [--max]
# small random cases (the generator's `random` kind, the judge's own), or with
# --max the judge's largest (the first `bench` kind in its Cargo.toml).
# Without SEED a fresh seed, printed on stderr.
# Thin front door to `judge gen` (`scripts/gen.sh --help`).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
build gen.sh -p pack --bin judge
exec "$target/release/judge" gen "$@"
