#!/usr/bin/env python3
# The rules of examples/rules/heaps3.c (the --from benchmark's program) in
# Python: take 1 or 2 tokens from one heap, or one token from each of two
# heaps. scripts/bench.sh explore checks that both give the same values.
import sys

for line in sys.stdin:
    h = list(map(int, line.split()))
    options = []
    for i in range(3):
        for take in (1, 2):
            if take <= h[i]:
                options.append(h[:i] + [h[i] - take] + h[i + 1:])
    for i in range(3):
        for j in range(i + 1, 3):
            if h[i] and h[j]:
                o = h[:]
                o[i] -= 1
                o[j] -= 1
                options.append(o)
    print(";".join(" ".join(map(str, o)) for o in options), flush=True)
