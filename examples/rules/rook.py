#!/usr/bin/env python3
# A rook moving left or down on a board: from (x, y) to (x', y) with x' < x
# or (x, y') with y' < y; whoever cannot move loses. A two-size rules
# program (`explore --rules rook.py --grid 8x8`): reads `x y` a line.
# Pinned by shared/pack/tests/tools/rules.rs.
import sys

for line in sys.stdin:
    x, y = map(int, line.split())
    options = [f"{a} {y}" for a in range(x)] + [f"{x} {b}" for b in range(y)]
    print(";".join(options), flush=True)
