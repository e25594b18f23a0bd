#!/usr/bin/env python3
# Lasker's Nim: take any number of tokens from a heap, or split a heap into
# two non-empty heaps. A rules program for `explore --rules` and
# `play.sh --rules`: reads a heap size n a line, answers its options.
# Its table is pinned by shared/pack/tests/tools/rules.rs.
import sys

for line in sys.stdin:
    n = int(line)
    options = [str(n - take) if take < n else "-" for take in range(1, n + 1)]
    options += [f"{a},{n - a}" for a in range(1, n // 2 + 1)]
    print(";".join(options), flush=True)
