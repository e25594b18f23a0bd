/* Grundy's game as a rules program in C (split a heap into two unequal
 * non-empty heaps): reads a heap size a line, answers `n-1,1;n-2,2;...`
 * flushed. The benchmark's program: scripts/bench-rules.sh times it alone
 * (`seq 0 10000 | ./grundy > /dev/null`) and driving the explorer to
 * n = 10^4 (about 240 MB of option text); figures in docs/benchmarks.md.
 * Its answers are checked against examples/rules/grundy.py by the same
 * script (the tables must be equal). */
#include <stdio.h>

static char line[1 << 20];

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

int main(void) {
    long n;
    while (scanf("%ld", &n) == 1) {
        char *at = line;
        for (long a = 1; 2 * a < n; a++) {
            if (a > 1) *at++ = ';';
            at = put(at, n - a);
            *at++ = ',';
            at = put(at, a);
        }
        *at++ = '\n';
        fwrite(line, 1, (size_t)(at - line), stdout);
        fflush(stdout);
    }
    return 0;
}
