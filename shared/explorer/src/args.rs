//! The explorer's command line: the usage text, the parsed arguments and
//! the number, grid and set parsers with their one-line errors. O(length of
//! the arguments). Tested by shared/pack/tests/tools/explore.rs (bad arguments, help).

pub const USAGE: &str = "\
usage: explore --game NAME [-n N] [--csv]      a one-size game of the pack, sizes 0..N
       explore --game NAME [--grid WxH] [--csv] a two-size game, x = 0..W by y = 0..H
       explore --subtract 1,3,4 [-n N] [--csv]  subtraction game: remove s tokens, s in the set
       explore --octal 0.137 [-n N] [--csv]     octal game, code 0.d1d2d3... or 4.d1d2d3...
                                                (hexadecimal digits 8-F: bit 8 = leave three heaps)
       explore --grundys-game [-n N]            split a heap into two unequal heaps
       explore --octal 0.16 --prove [-n MAX]    compute until the period is proven (MAX: give up)
       explore --octal 0.77 --misere [-n N]     misere outcomes by exhaustive search, N <= 30
       explore --solved-table                   prove every solved octal game, with timings
       explore --census [--budget S] [--out FILE.csv] [--md FILE.md]
                                                every octal code 0.d1d2d3 and 4.d1d2d3, S seconds
                                                a game (default 2), on all cores; --md rewrites
                                                the census block of FILE.md
       explore --census-row CODE [--budget S] [-n MAX]
                                                one code's census row (CSV with its header):
                                                S seconds of CPU (default 2), heap sizes up to
                                                MAX (default 67108864; more if memory allows);
                                                ends itself when its parent dies (scripts/census.sh)
       explore --census-classes D               every code of up to D <= 4 digits, its class
                                                (the fully reduced game) and offset, as CSV
       explore --bench-list                     the speed targets scripts/bench.sh explore runs
       explore --rules-bench CMD [N]            the rules program alone on 0..N, then driving
                                                the explorer: both wall times (bench-rules.sh)
       explore --game NAME --column SQUARES     one column of a game whose columns have values
       explore --rules CMD [-n N | --grid WxH]  your own game: a rules program in any language
                                                (CMD: the program and its arguments, one argument,
                                                e.g. --rules 'python3 lasker.py'); see below
       explore --rules CMD --from POS [POS...]  the game graph from these positions (any text;
                                                `,` joins a sum): each start's g, P or N, a
                                                winning move, the positions reached; --csv all
       explore --rules CMD --box A,B,...        every position of k integers in the box: the
                                                table (k = 1, 2) or its 2-D slices, and pattern
       explore --rules CMD --loopy [--from POS... | -n N]
                                                cycles allowed: win, loss or draw, and Smith's
                                                generalized values (a finite g, or ∞{K}: the
                                                finite values it can move to); sums decided
                                                by Smith's rule; -n N asks 0..N and their closure
       --bound N (with --from, --box, --loopy)  stop past N positions (1000000)
Options: -n N --from A --to B (print g(A..B) of the table only; for a rules
program, --from without -n names positions), --out FILE (all values: FILE.bin
as 16-bit little-endian, else CSV), --svg FILE (a picture), --plain (no
sparse-space method), --csv (n,g lines on stdout).
N defaults to 300 (at most 10000 for pack games, 67108864 for codes); WxH to
10x10 (W, H at most 300): --grid WxH is x = 0..W by y = 0..H, (W+1) x (H+1) values. Up to N = 1000 the table is printed, above a summary.
The pattern: the smallest period p, with saltus s = 0 first, then s > 0, and
the smallest preperiod n0 with g(n + p) = g(n) + s for n0 <= n <= N - p;
accepted only if that covers n0 <= n < 2 n0 + 2p + k (k: an octal game's code
length, else 0). For a code with s = 0 it is a proof once the octal periodicity
theorem's range n0 <= n < 2 n0 + p + k (n0 >= 1; 3 n0 + 2p + k for codes that
leave three heaps) is covered.
A rules program (--rules CMD) reads positions, one a line (`n`, or `x y` with
--grid), and answers each with one line, flushed: its options separated by `;`,
each the components it leaves separated by `,`, each component its integers;
`-` leaves nothing; an empty line: no move. Grundy's game at 7: `6,1;5,2;4,3`.
Every component must be smaller (n, or x + y, goes down); with --from, --box or
--loopy a position is any text without `;`, `,` or a line break (blank runs are
one space), components need not be smaller, and a cycle is an error naming it
unless --loopy (where an option leaves one position or nothing). Its pattern is read
from a catalogue: g(n) = n, lowbit(n), the n-th odious or evil number, popcount
parity, each up to a shift g(n) = F(n + a) + b (|a|, |b| <= 16) from a start
n0, on n0 + 9 values or more (the fit with the smallest n0, then the smallest
shift); periods as above; P-positions forming a periodic set; with --grid
x xor y, g(x, 0) xor g(0, y) (a sum's values), periodic in both, Wythoff-type
P-positions, each row (or column) eventually periodic or arithmetic-periodic
by the period rule, with its period and preperiod and how the preperiod grows;
with -n N --loopy, the outcomes' period (and the values' form where every γ is
finite). Each is a conjecture, checked on the table, unless a theorem applies. A proof
is claimed only where a theorem gives one, on what the explorer checked: one
size, the options at every n asked are exactly those of one octal code (named,
or the move that shows it is not octal; a move that takes more than half of N
leaves it a conjecture), whose period the octal periodicity theorem then
proves; two sizes, the options at every position asked are exactly the two
axis games' (the Sprague-Grundy theorem), and only then is it called a sum.
The program runs in a process group of its own, within --cpu S seconds of CPU
in all (60) and 2 GiB; a program asleep for 1 s while an answer is awaited
(output not flushed) is stopped; it must exit with status 0 when its input ends.
";

/// The parsed command line.
#[derive(Default)]
pub struct Args<'a> {
    pub game: Option<&'a str>,
    pub subtract: Option<&'a str>,
    pub octal: Option<&'a str>,
    pub grundys_game: bool,
    pub size: Option<&'a str>,
    pub grid: Option<&'a str>,
    pub from: Option<&'a str>,
    pub to: Option<&'a str>,
    pub out: Option<&'a str>,
    pub svg: Option<&'a str>,
    pub csv: bool,
    pub prove: bool,
    pub plain: bool,
    pub misere: bool,
    pub solved_table: bool,
    pub census: bool,
    pub census_row: Option<&'a str>,
    pub census_classes: Option<&'a str>,
    pub budget: Option<&'a str>,
    pub md: Option<&'a str>,
    pub column: Option<&'a str>,
    pub rules: Option<&'a str>,
    pub cpu: Option<&'a str>,
    /// `--from` and the positions after it (a rules program's starts).
    pub from_all: Vec<&'a str>,
    pub boxed: Option<&'a str>,
    pub bound: Option<&'a str>,
    pub loopy: bool,
}

pub(super) fn parse_args(args: &[String]) -> Result<Option<Args<'_>>, String> {
    let mut a = Args::default();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let flag = match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--csv" => &mut a.csv,
            "--prove" => &mut a.prove,
            "--plain" => &mut a.plain,
            "--misere" => &mut a.misere,
            "--grundys-game" => &mut a.grundys_game,
            "--solved-table" => &mut a.solved_table,
            "--census" => &mut a.census,
            "--loopy" => &mut a.loopy,
            _ => {
                let slot = match arg.as_str() {
                    "--game" => &mut a.game,
                    "--subtract" => &mut a.subtract,
                    "--octal" => &mut a.octal,
                    "-n" => &mut a.size,
                    "--grid" => &mut a.grid,
                    "--from" => &mut a.from,
                    "--to" => &mut a.to,
                    "--out" => &mut a.out,
                    "--svg" => &mut a.svg,
                    "--budget" => &mut a.budget,
                    "--census-row" => &mut a.census_row,
                    "--census-classes" => &mut a.census_classes,
                    "--md" => &mut a.md,
                    "--column" => &mut a.column,
                    "--rules" => &mut a.rules,
                    "--cpu" => &mut a.cpu,
                    "--box" => &mut a.boxed,
                    "--bound" => &mut a.bound,
                    _ => return Err(format!("unknown argument {arg:?} (see --help)")),
                };
                let value = rest.next().ok_or_else(|| format!("{arg} needs a value"))?;
                if slot.replace(value.as_str()).is_some() {
                    return Err(format!("{arg} given twice"));
                }
                if arg == "--from" {
                    // More starts follow, up to the next option.
                    a.from_all.push(value);
                    while let Some(more) = rest.as_slice().first().filter(|m| !m.starts_with('-')) {
                        a.from_all.push(more);
                        rest.next();
                    }
                }
                continue;
            }
        };
        if std::mem::replace(flag, true) {
            return Err(format!("{arg} given twice"));
        }
    }
    Ok(Some(a))
}

/// A number for option `name` in `lo..=hi`.
pub fn number(name: &str, value: &str, lo: usize, hi: usize) -> Result<usize, String> {
    match value.parse::<usize>() {
        Ok(x) if (lo..=hi).contains(&x) => Ok(x),
        Ok(_) => Err(format!("{name}: {value} is out of range {lo}..={hi}")),
        Err(_) if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) => {
            Err(format!("{name}: {value} is out of range {lo}..={hi}"))
        }
        Err(_) => Err(format!("{name}: {value:?} is not a non-negative integer")),
    }
}

/// The window `--from A --to B` asks of a table computed to `n` (`None`
/// when neither is given; A defaults to 0, B to `n`).
pub(super) fn parse_window(a: &Args, n: usize) -> Result<Option<(usize, usize)>, String> {
    match (a.from, a.to) {
        (None, None) => Ok(None),
        (from, to) => {
            let from = from.map_or(Ok(0), |v| number("--from", v, 0, n))?;
            let to = to.map_or(Ok(n), |v| number("--to", v, from, n))?;
            Ok(Some((from, to)))
        }
    }
}

pub(super) fn parse_grid(value: &str, max: usize) -> Result<(usize, usize), String> {
    let (w, h) = value
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("--grid: {value:?} is not of the form WxH (e.g. 10x10)"))?;
    Ok((number("--grid W", w, 0, max)?, number("--grid H", h, 0, max)?))
}

/// A subtraction set, sorted, without repeats.
pub(super) fn parse_set(value: &str) -> Result<Vec<usize>, String> {
    let mut set = value
        .split(',')
        .map(|s| number("--subtract", s.trim(), 1, sglab::octal::MAX_LENGTH))
        .collect::<Result<Vec<usize>, String>>()?;
    set.sort_unstable();
    set.dedup();
    Ok(set)
}
