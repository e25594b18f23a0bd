# WRONG on purpose: the three-turn construction with `print` never flushed
# (the card's trap): on a pipe Python buffers stdout, the judge waits for
# `First` and the player for the judge's pile, Idleness limit exceeded.
# Not in tests/fixtures (a fixture there is AC or WA): tests/special.rs
# judges it and expects ILE.
import sys


def main():
    piles = list(map(int, sys.stdin.readline().split()))
    print("First")
    last = -1
    while True:
        order = sorted(range(3), key=lambda i: piles[i])
        x, m, z = (piles[i] for i in order)
        if last == order[2] and m - x == z - m:
            y = z - m
        elif last == order[2]:
            y = 2 * z - x - m
        else:
            y = z
        print(y)
        r = int(sys.stdin.readline())
        if r <= 0:
            return
        last = r - 1
        piles[last] += y


main()
