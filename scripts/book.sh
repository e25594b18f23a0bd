#!/usr/bin/env bash
# Builds the study book into target/book/ with mdbook and mdbook-katex:
# scripts/book.sh [--test]. A front door to the `book` binary
# (shared/pack/src/bin/book.rs, which stages the pages with
# shared/pack/src/book.rs); `scripts/book.sh --help` says more.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$root"
build book.sh -p pack --bin book
exec "$target/release/book" "$@"
