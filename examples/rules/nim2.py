#!/usr/bin/env python3
# Moore's Nim_2 on three heaps: a move takes tokens from one heap or from
# two heaps (any number from each, at least one in all); whoever cannot
# move loses. Not a sum of its heaps (a move may touch two), so its
# position is all three sizes, `a b c` (`explore --rules nim2.py --from
# '3 4 5'`, or `--box 3,3,3` for the table). Moore (1910): a position is P
# exactly when every binary digit column sums to a multiple of 3. Pinned
# by shared/pack/tests/tools/rules_from.rs.
import sys

for line in sys.stdin:
    heaps = list(map(int, line.split()))
    options = set()
    for i in range(3):
        for j in range(i, 3):
            for take_i in range(heaps[i] + 1):
                for take_j in range(heaps[j] + 1 if j != i else 1):
                    if take_i + take_j == 0:
                        continue
                    left = heaps[:]
                    left[i] -= take_i
                    left[j] -= take_j
                    options.add(" ".join(map(str, left)))
    print(";".join(sorted(options)), flush=True)
