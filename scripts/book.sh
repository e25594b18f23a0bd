#!/usr/bin/env bash
# Builds the study book into target/book/ with mdbook: scripts/book.sh
# [--serve [PORT] | --test]. A front door to the `book` binary
# (shared/pack/src/bin/book.rs, which stages the pages with
# shared/pack/src/book.rs); `scripts/book.sh --help` says more.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build -q --release -p pack --bin book
exec "${CARGO_TARGET_DIR:-target}/release/book" "$@"
