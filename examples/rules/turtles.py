#!/usr/bin/env python3
# Turning Turtles, a row of coins written as a string (`HTTH`): a move turns
# one heads coin (H) to tails (T) and may also turn over any one coin to
# its left; whoever cannot move loses. A position is the whole row, any
# text (`explore --rules turtles.py --from HTTH`). Winning Ways (ch. 14)
# and Ferguson's Game Theory (I.5): g is the xor of the heads' places,
# counted from 1 at the left, so it plays as Nim. Pinned by
# shared/pack/tests/tools/rules_from.rs.
import sys

flip = {"H": "T", "T": "H"}
for line in sys.stdin:
    row = line.strip()
    options = []
    for i, coin in enumerate(row):
        if coin != "H":
            continue
        once = row[:i] + "T" + row[i + 1:]
        options.append(once)
        for j in range(i):
            options.append(once[:j] + flip[once[j]] + once[j + 1:])
    print(";".join(options), flush=True)
