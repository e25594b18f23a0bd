#!/usr/bin/env python3
# The Ruler game: a row of coins; a move turns over a run of consecutive
# coins whose rightmost goes from heads to tails. A position is one heads
# coin at place n (1, 2, 3, ...; 0 is no coin), its value g(n); a move
# turning coins m..n leaves heads at m..n-1 (each a component), since in a
# sum of single coins a coin turned twice cancels (Ferguson, Game Theory,
# Part I, section 5).
# A rules program for `explore --rules`; pinned by shared/pack/tests/tools/rules.rs.
import sys

for line in sys.stdin:
    n = int(line)
    options = []
    for m in range(1, n + 1):
        options.append(",".join(str(c) for c in range(m, n)) or "-")
    print(";".join(options), flush=True)
