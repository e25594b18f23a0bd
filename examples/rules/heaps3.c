/* Three heaps, a rules program in C for the `--from` benchmark
 * (scripts/bench.sh explore): a move takes 1 or 2 tokens from one heap, or
 * one token from each of two heaps; whoever cannot move loses. Not a sum
 * (a move may touch two heaps), so a position is all three sizes, `a b c`;
 * from `100 100 100` the explorer reaches all 101^3 = 1,030,301 positions,
 * at most 9 options each. Reads a position a line, answers flushed.
 * Compiled by scripts/bench.sh explore with gcc -O2 (never committed as a
 * binary), which first checks its values from `6 6 6` against the same
 * rules in Python (examples/rules/heaps3.py). */
#include <stdio.h>
#include <string.h>

static char *put(char *at, long v) {
    char digits[24];
    int k = 0;
    do {
        digits[k++] = (char)('0' + v % 10);
        v /= 10;
    } while (v > 0);
    while (k > 0) *at++ = digits[--k];
    return at;
}

static char *position(char *at, const long h[3]) {
    at = put(at, h[0]);
    *at++ = ' ';
    at = put(at, h[1]);
    *at++ = ' ';
    return put(at, h[2]);
}

int main(void) {
    static char line[256], out[1024];
    while (fgets(line, sizeof line, stdin)) {
        long h[3];
        if (sscanf(line, "%ld %ld %ld", &h[0], &h[1], &h[2]) != 3) return 2;
        char *at = out;
        for (int i = 0; i < 3; i++) {
            for (long take = 1; take <= 2 && take <= h[i]; take++) {
                long o[3] = {h[0], h[1], h[2]};
                o[i] -= take;
                if (at != out) *at++ = ';';
                at = position(at, o);
            }
        }
        for (int i = 0; i < 3; i++) {
            for (int j = i + 1; j < 3; j++) {
                if (h[i] == 0 || h[j] == 0) continue;
                long o[3] = {h[0], h[1], h[2]};
                o[i]--;
                o[j]--;
                if (at != out) *at++ = ';';
                at = position(at, o);
            }
        }
        *at++ = '\n';
        fwrite(out, 1, (size_t)(at - out), stdout);
        fflush(stdout);
    }
    return 0;
}
