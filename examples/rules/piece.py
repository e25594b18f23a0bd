#!/usr/bin/env python3
# A piece on a board moving by (-1, 0), (0, -2), (-2, -1) or (-3, -3),
# never off the board; whoever cannot move loses (issue 43's example). A
# two-size rules program (`explore --rules piece.py --grid 30x120`): its
# rows are each periodic in y from a preperiod that grows with x, its
# columns periodic in x from one that grows with y.
# Pinned by shared/pack/tests/tools/rules_forms.rs.
import sys

STEPS = ((1, 0), (0, 2), (2, 1), (3, 3))

for line in sys.stdin:
    x, y = map(int, line.split())
    options = [f"{x - a} {y - b}" for a, b in STEPS if a <= x and b <= y]
    print(";".join(options), flush=True)
