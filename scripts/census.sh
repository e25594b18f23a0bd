#!/usr/bin/env bash
# The census of octal games on Dask: scripts/census.sh --install makes the
# virtual environment (target/census-venv, dask.distributed pinned below);
# scripts/census.sh [OPTIONS] builds the explorer, copies it to a path named
# by its hash (target/census/bin/explore-HASH: a rebuild never rewrites a
# binary a worker is running, and every worker on a shared file system reads
# the same path), then runs scripts/census.py. Tested by
# scripts/census_test.py (shared/pack/tests/tools/census_driver.rs, .ci/run).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
DISTRIBUTED=2026.8.0 # the version the driver's tests run with
venv=${CENSUS_VENV:-$target/census-venv}
if [[ "${1:-}" == "--install" ]]; then
  [[ -x "$venv/bin/python" ]] || python3 -m venv "$venv"
  "$venv/bin/pip" install -q "distributed==$DISTRIBUTED"
  "$venv/bin/python" -c 'import distributed; print("census: dask.distributed", distributed.__version__, "in '"$venv"'")'
  exit 0
fi
if asks_help "$@"; then
  cat <<'HELP'
usage: scripts/census.sh --install     make target/census-venv (dask.distributed, pinned)
       scripts/census.sh [OPTIONS]     run the census (options below; --out is required)
Every octal code of up to --digits D digits (4), one explorer process a
class, on a LocalCluster on 127.0.0.1 (default), a running cluster
(--scheduler tcp://HOST:8786) or no engine (--engine none). Rows go to
--out FILE.csv as each ends; rerun the same command to resume.
  scripts/census.sh --out target/census/rows.csv
  nice -n 19 scripts/census.sh --out docs/octal-census-4.csv --budget 2
HELP
  build census.sh -p pack --bin explore
  exec python3 "$root/scripts/census.py" --help
fi
if [[ ! -x "$venv/bin/python" ]]; then
  echo "error: no $venv: run scripts/census.sh --install first" >&2
  exit 2
fi
build census.sh -p pack --bin explore
hash=$(sha256sum "$target/release/explore" | cut -c1-16)
ship="$target/census/bin/explore-$hash"
if [[ ! -x "$ship" ]]; then
  mkdir -p "$target/census/bin"
  cp "$target/release/explore" "$ship.tmp.$$"
  mv "$ship.tmp.$$" "$ship"
fi
exec "$venv/bin/python" "$root/scripts/census.py" --explorer "$ship" "$@"
