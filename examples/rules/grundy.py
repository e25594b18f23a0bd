#!/usr/bin/env python3
# Grundy's game: split a heap into two unequal non-empty heaps. The rules
# program the README shows (its text is checked to be the README's by
# shared/pack/tests/tools/rules.rs). Reads a heap size a line, answers
# its options: at 7, `6,1;5,2;4,3`.
import sys
for line in sys.stdin:
    n = int(line)
    print(";".join(f"{n - a},{a}" for a in range(1, (n + 1) // 2)), flush=True)
