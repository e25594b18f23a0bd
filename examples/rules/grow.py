#!/usr/bin/env python3
# A loopy heap game: take 1 or 2 tokens, or add 1 token to a heap of size
# 3k + 1; whoever cannot move loses. Adding makes cycles (1 -> 2 -> 1), so
# play may go on for ever: `explore --rules grow.py --loopy --from 1,1`
# gives win, loss or draw and Smith's generalized values. Pinned by
# shared/pack/tests/tools/rules_from.rs.
import sys

for line in sys.stdin:
    n = int(line)
    options = [str(n - take) for take in (1, 2) if take <= n]
    if n % 3 == 1:
        options.append(str(n + 1))
    print(";".join(options), flush=True)
