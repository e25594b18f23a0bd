#!/usr/bin/env bash
# One input for a problem: scripts/gen.sh PROBLEM [SEED] [--max]
# small random cases (the generator's `random` kind, the judge's own), or with
# --max the judge's largest (the first `bench` kind in its Cargo.toml).
# Without SEED a fresh seed, printed on stderr.
# Thin front door to `judge gen`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
[ $# -ge 1 ] || { echo "usage: scripts/gen.sh PROBLEM [SEED] [--max]" >&2; exit 2; }
(cd "$root" && cargo build --release --quiet -p pack --bin judge) || { echo "gen.sh: build failed" >&2; exit 2; }
exec "${CARGO_TARGET_DIR:-$root/target}/release/judge" gen "$@"
