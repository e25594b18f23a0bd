//! The explorer: the first two steps of the pack's method (tabulate the SG
//! values by brute force, read the pattern), and for octal and hexadecimal
//! codes the third (prove the period), as a library function wrapped by the
//! `explore` binary and called by the tests. A pack game's values come from
//! `grundy::table` / `table2` over the rules in `games` (the code the
//! problem tests trust); octal, subtraction and Grundy's game from the fast
//! `kernel` (sparse-space method, checked against `grundy::table` by
//! tests/kernel.rs); patterns from `pattern`; pictures from `svg`; misère
//! outcomes from `search`. Time: a pack game O(N x moves); an octal code
//! close to O(N x rare) with a good mask, O(N^2) without; memory 2 bytes a
//! heap size plus the rare list. Tested by tests/explore.rs,
//! tests/known_results.rs, tests/solved_octal.rs and tests/readme_tables.rs.

use crate::kernel::{Method, Rules as KernelRules, Table};
use crate::octal::Octal;
use crate::pattern::{self, Pattern};
use crate::search::{sum_steps, Play, Search, Step};
use crate::{games, grundy, svg};
use std::time::Instant;

pub const USAGE: &str = "\
usage: explore --game NAME [-n N] [--csv]      a one-size game of the pack, sizes 0..N
       explore --game NAME [--grid WxH] [--csv] a two-size game of the pack, W x H grid
       explore --subtract 1,3,4 [-n N] [--csv]  subtraction game: remove s tokens, s in the set
       explore --octal 0.137 [-n N] [--csv]     octal game, code 0.d1d2d3... or 4.d1d2d3...
                                                (hexadecimal digits 8-F: bit 8 = leave three heaps)
       explore --grundys-game [-n N]            split a heap into two unequal heaps
       explore --octal 0.16 --prove [-n MAX]    compute until the period is proven (MAX: give up)
       explore --octal 0.77 --misere [-n N]     misere outcomes by exhaustive search, N <= 30
       explore --solved-table                   prove every solved octal game, with timings
Options: --from A --to B (print g(A..B) only), --out FILE (all values: FILE.bin
as 16-bit little-endian, else CSV), --svg FILE (a picture), --plain (no
sparse-space method), --csv (n,g lines on stdout).
N defaults to 300 (at most 10000 for pack games, 67108864 for codes); WxH to
10x10 (W, H at most 300). Up to N = 1000 the table is printed, above a summary.
The pattern: the smallest period p, with saltus s = 0 first, then s > 0, and
the smallest preperiod n0 with g(n + p) = g(n) + s for n0 <= n <= N - p;
accepted only if that covers n0 <= n < 2 n0 + 2p + k (k: an octal game's code
length, else 0). For a code with s = 0 it is a proof once the octal periodicity
theorem's range n0 <= n < 2 n0 + p + k (n0 >= 1; 3 n0 + 2p + k for codes that
leave three heaps) is covered.
";

/// Largest N for `-n` of a pack game, and largest W, H for `--grid` (less
/// for games whose moves are many: see [`Game::max`]).
pub const MAX_N: usize = 10_000;
/// Largest N for the kernel's games (2 bytes a heap size: 128 MiB).
pub const MAX_KERNEL_N: usize = 1 << 26;
/// Largest N for `--misere` (every sum of heaps below it is searched).
pub const MAX_MISERE_N: usize = 30;
pub const MAX_SIDE: usize = 300;
const DEFAULT_N: usize = 300;
const DEFAULT_GRID: (usize, usize) = (10, 10);
/// Largest N printed as a table by default.
const TABLE_MAX: usize = 1_000;
/// Where `--prove` starts.
const PROVE_START: usize = 4_096;

/// The moves of a one-size component, as `grundy::table` takes them.
pub type Options = fn(usize) -> Vec<Vec<usize>>;
/// The moves of a two-size component, as `grundy::table2` takes them.
pub type Options2 = fn(usize, usize) -> Vec<Vec<(usize, usize)>>;

/// How the explorer tabulates a pack game.
pub enum Rules {
    /// One size n: `options(n)` lists the sizes each move leaves.
    One(Options),
    /// Two sizes (x, y): `options(x, y)`.
    Two(Options2),
    /// The judge's input gives the rules (a subtraction set): how to explore.
    InInput(&'static str),
}

/// A pack game, by its binary name.
pub struct Game {
    pub name: &'static str,
    pub title: &'static str,
    pub rules: Rules,
    /// The largest N (or W, H) the explorer accepts: a few seconds at most.
    pub max: usize,
    /// Two-size games: rows and columns below this are not positions of
    /// the game as posed (shown as `.`, left out of CSV).
    pub smallest: usize,
}

/// The pack's games.
pub const GAMES: &[Game] = &[
    Game {
        name: "hdu1907",
        title: "Nim, one heap of n (the judge plays misère; these are normal-play values)",
        rules: Rules::One(games::nim::options),
        max: MAX_N,
        smallest: 0,
    },
    Game {
        name: "hdu5795",
        title: "Nim with a split into three heaps, one heap of n",
        rules: Rules::One(games::split_nim::options),
        max: 1_000,
        smallest: 0,
    },
    Game {
        name: "hdu2509",
        title: "a line of n apples, take a run (the judge plays misère; these are normal-play values)",
        rules: Rules::One(games::apples::options),
        max: 500,
        smallest: 0,
    },
    Game {
        name: "cf2004e",
        title: "coprime Nim, one pile of n (take y with gcd(n, y) = 1)",
        rules: Rules::One(games::coprime::options),
        max: MAX_N,
        smallest: 0,
    },
    Game {
        name: "hdu1848",
        title: "subtraction game, S = the Fibonacci numbers 1, 2, 3, 5, 8, ...",
        rules: Rules::One(games::subtraction::fibonacci_options),
        max: MAX_N,
        smallest: 0,
    },
    Game {
        name: "acwing235",
        title: "magic beads, one pile of n",
        rules: Rules::One(games::beads::options),
        max: MAX_N,
        smallest: 0,
    },
    Game {
        name: "poj3537",
        title: "Crosses and Crosses, a run of n safe cells (an empty strip of n)",
        rules: Rules::One(games::crosses::options),
        max: MAX_N,
        smallest: 0,
    },
    Game {
        name: "acwing219",
        title: "cutting game, an x by y piece (the reduced game: only cuts leaving both sides >= 2)",
        rules: Rules::Two(games::cutting::options),
        max: MAX_SIDE,
        smallest: 2,
    },
    Game {
        name: "hdu3595",
        title: "Euclid game, piles (x, y) (HDU 3595 plays these as an Every-SG game)",
        rules: Rules::Two(games::euclid::options),
        max: MAX_SIDE,
        smallest: 0,
    },
    Game {
        name: "luogu2252",
        title: "Wythoff's game, heaps (x, y): take from one heap, or the same number from both",
        rules: Rules::Two(games::wythoff::options),
        max: MAX_SIDE,
        smallest: 0,
    },
    Game {
        name: "hdu1536",
        title: "",
        rules: Rules::InInput("the set S is part of the input: use --subtract S, e.g. --subtract 2,5"),
        max: 0,
        smallest: 0,
    },
    Game {
        name: "acwing893",
        title: "",
        rules: Rules::InInput("the set S is part of the input: use --subtract S, e.g. --subtract 2,5"),
        max: 0,
        smallest: 0,
    },
    Game {
        name: "poj2315",
        title: "",
        rules: Rules::InInput(
            "one ball is the subtraction game {1, ..., k}, k = the whole turns one kick can roll: \
             use --subtract 1,2,...,k (kicking up to M balls at once is Moore's Nim-M, not an SG sum)",
        ),
        max: 0,
        smallest: 0,
    },
];

/// The solved nontrivial octal games with their published preperiod and
/// period (Flammenkamp's tables; .16, .56, .127, .354, .376: Gangolli and
/// Plambeck 1989, Flammenkamp 2002).
pub const SOLVED: &[(&str, usize, usize)] = &[
    ("0.45", 498, 20),
    ("0.156", 3479, 349),
    ("0.356", 7315, 142),
    ("0.644", 3256, 442),
    ("0.165", 5181, 1550),
    ("0.16", 105351, 149459),
    ("0.56", 326640, 144),
    ("0.127", 46578, 4),
    ("0.354", 10061916, 1180),
    ("0.376", 2268248, 4),
];

/// The parsed command line.
#[derive(Default)]
struct Args<'a> {
    game: Option<&'a str>,
    subtract: Option<&'a str>,
    octal: Option<&'a str>,
    grundys_game: bool,
    size: Option<&'a str>,
    grid: Option<&'a str>,
    from: Option<&'a str>,
    to: Option<&'a str>,
    out: Option<&'a str>,
    svg: Option<&'a str>,
    csv: bool,
    prove: bool,
    plain: bool,
    misere: bool,
    solved_table: bool,
}

fn parse_args(args: &[String]) -> Result<Option<Args<'_>>, String> {
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
                    _ => return Err(format!("unknown argument {arg:?} (see --help)")),
                };
                let value = rest.next().ok_or_else(|| format!("{arg} needs a value"))?;
                if slot.replace(value.as_str()).is_some() {
                    return Err(format!("{arg} given twice"));
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

/// Runs the explorer on `args` (without the program name): the text to
/// print, or a one-line error. Files named by `--out` and `--svg` are
/// written; progress goes to stderr on runs over a second.
pub fn run(args: &[String]) -> Result<String, String> {
    let a = match parse_args(args)? {
        Some(a) => a,
        None => return Ok(help()),
    };
    let chosen = [
        a.game.is_some(),
        a.subtract.is_some(),
        a.octal.is_some(),
        a.grundys_game,
        a.solved_table,
    ];
    if chosen.iter().filter(|&&c| c).count() != 1 {
        return Err(
            "give exactly one of --game, --subtract, --octal, --grundys-game, --solved-table (see --help)".to_string(),
        );
    }
    let kernel_only = [
        (a.prove, "--prove"),
        (a.plain, "--plain"),
        (a.misere, "--misere"),
        (a.from.is_some(), "--from"),
        (a.to.is_some(), "--to"),
        (a.out.is_some(), "--out"),
    ];
    if a.game.is_some() || a.solved_table {
        if let Some((_, name)) = kernel_only.iter().find(|(given, _)| *given) {
            return Err(format!("{name} is for --octal, --subtract and --grundys-game"));
        }
    }
    if a.solved_table {
        if a.size.is_some() || a.grid.is_some() || a.svg.is_some() || a.csv {
            return Err("--solved-table takes no other option".to_string());
        }
        return Ok(solved_table());
    }
    if a.grid.is_some() && a.game.is_none() {
        return Err("--grid is for two-size games; this one has one size: use -n N".to_string());
    }
    if let Some(name) = a.game {
        return pack_game(name, &a);
    }
    let (title, rules, game) = if let Some(set) = a.subtract {
        let set = parse_set(set)?;
        let game = Octal::subtraction(&set);
        let list: Vec<String> = set.iter().map(|s| s.to_string()).collect();
        let mut title = format!("subtraction game {{{}}}", list.join(", "));
        if game.length() <= 20 {
            title += &format!(" = octal {}", game.code());
        }
        (title, KernelRules::octal(&game), Some(game))
    } else if let Some(code) = a.octal {
        let game = Octal::parse(code)?;
        let title = match game.code().as_str() {
            "0.77" => "Kayles, octal 0.77".to_string(),
            "0.07" => "Dawson's Kayles, octal 0.07".to_string(),
            "0.137" => "Dawson's chess, octal 0.137".to_string(),
            other => format!("octal game {other}"),
        };
        (title, KernelRules::octal(&game), Some(game))
    } else {
        let title = "Grundy's game (split a heap into two unequal heaps)".to_string();
        (title, KernelRules::grundys_game(), None)
    };
    if a.misere {
        let game = game.ok_or("--misere is for --octal and --subtract")?;
        if a.prove || a.from.is_some() || a.to.is_some() || a.out.is_some() || a.svg.is_some() || a.csv {
            return Err("--misere takes only -n".to_string());
        }
        let n = a.size.map_or(Ok(20), |v| number("-n", v, 0, MAX_MISERE_N))?;
        return Ok(misere(&title, &game, n));
    }
    let proof = game.as_ref().map(|g| (g.most_parts(), g.length()));
    let method = if a.plain { Method::Plain } else { Method::Sparse };
    let mut table = Table::new(rules, method);
    let n = if a.prove {
        let proof = proof.ok_or("--prove is for octal codes (Grundy's game is not known to be periodic)")?;
        let cap = a.size.map_or(Ok(MAX_KERNEL_N), |v| number("-n", v, 1, MAX_KERNEL_N))?;
        prove(&mut table, proof, cap)?
    } else {
        let n = a.size.map_or(Ok(DEFAULT_N), |v| number("-n", v, 0, MAX_KERNEL_N))?;
        table.extend_to(n, true)?;
        n
    };
    let window = match (a.from, a.to) {
        (None, None) => None,
        (from, to) => {
            let from = from.map_or(Ok(0), |v| number("--from", v, 0, n))?;
            let to = to.map_or(Ok(n), |v| number("--to", v, from, n))?;
            Some((from, to))
        }
    };
    let g = &table.g;
    let mut out = String::new();
    if let Some(file) = a.out {
        write_values(file, g)?;
    }
    if let Some(file) = a.svg {
        let (from, to) = window.unwrap_or((0, n.min(TABLE_MAX)));
        let found = pattern::find(g, proof.map_or(0, |(_, k)| k)).filter(|p| p.saltus == 0);
        let picture = svg::sequence(
            &format!("{title}: g(n), n = {from}..{to}"),
            from,
            &g[from..=to],
            found.map(|p| (p.preperiod, p.period)),
        );
        std::fs::write(file, picture).map_err(|e| format!("--svg {file}: {e}"))?;
    }
    if a.csv {
        let (from, to) = window.unwrap_or((0, n));
        out += "n,g\n";
        out += &(from..=to).map(|i| format!("{i},{}\n", g[i])).collect::<String>();
        return Ok(out);
    }
    if !a.prove && window.is_none() && n <= TABLE_MAX {
        let values: Vec<u32> = g.iter().map(|&v| v as u32).collect();
        return Ok(
            one_table(&title, 0, &values) + &describe(pattern::find(&values, proof.map_or(0, |(_, k)| k)), n, proof)
        );
    }
    if let Some((from, to)) = window {
        let values: Vec<u32> = g[from..=to].iter().map(|&v| v as u32).collect();
        out += &one_table(&title, from, &values);
    }
    Ok(out + &summary(&title, &table, n, proof, a.prove))
}

/// Computes until the theorem proves a period or `cap` is reached; the N
/// reached.
fn prove(table: &mut Table, (parts, k): (usize, usize), cap: usize) -> Result<usize, String> {
    let mut n = PROVE_START.min(cap);
    loop {
        table.extend_to(n, true)?;
        let next = match pattern::candidate(&table.g, 1) {
            Some(p) => {
                let need = pattern::theorem_end(p.preperiod, p.period, parts, k) + p.period - 1;
                if need <= n {
                    return Ok(n);
                }
                need.max(n + n / 8)
            }
            None => n * 2,
        };
        if n == cap {
            return Ok(n);
        }
        n = next.min(cap);
    }
}

/// The summary of a large table: largest value, rare values, pattern.
fn summary(title: &str, table: &Table, n: usize, proof: Option<(usize, usize)>, prove: bool) -> String {
    let g = &table.g[..=n];
    let mut out = format!("{title}: g(n) computed for n = 0..{n}\n");
    let largest = table.largest();
    let at = g.iter().position(|&v| v == largest).unwrap_or(0);
    out += &format!("largest value {largest}, first at n = {at}\n");
    match table.mask() {
        Some(mask) => {
            let rare = table.rare();
            let mut values: Vec<u16> = rare.iter().map(|&x| g[x as usize]).collect();
            values.sort_unstable();
            values.dedup();
            let list: Vec<String> = values.iter().map(|v| v.to_string()).collect();
            out += &format!(
                "sparse space: mask 0x{mask:x} (rare: an even number of a value's bits under the mask), \
                 rare values {}; {} rare heap sizes counting n = 0, the last at n = {}\n",
                list.join(" "),
                rare.len(),
                rare.last().copied().unwrap_or(0)
            );
        }
        None => out += "sparse space: no mask keeps the rare values few; values from the plain kernel\n",
    }
    if proof.is_none() {
        let zeros: Vec<usize> = (0..=n).filter(|&x| g[x] == 0).collect();
        let shown: Vec<String> = zeros.iter().take(60).map(|z| z.to_string()).collect();
        out += &format!(
            "zeros (P-positions) {}: {}{}\n",
            zeros.len(),
            shown.join(" "),
            if zeros.len() > 60 { " ..." } else { "" }
        );
    }
    let found = if prove {
        pattern::candidate(g, 1)
    } else {
        pattern::find(g, proof.map_or(0, |(_, k)| k))
    };
    match (prove, found) {
        (true, None) => out + &format!("not proven: no period found up to N = {n} (the largest N checked)\n"),
        (true, found) => {
            let text = describe(found, n, proof);
            match text.find(" (try --prove)") {
                Some(i) => format!("{out}{}; not proven: N = {n} is the largest N checked\n", &text[..i]),
                None => out + &text,
            }
        }
        (false, found) => out + &describe(found, n, proof),
    }
}

/// Writes every value: `FILE.bin` as 16-bit little-endian, else CSV.
fn write_values(file: &str, g: &[u16]) -> Result<(), String> {
    let bytes: Vec<u8> = if file.ends_with(".bin") {
        g.iter().flat_map(|v| v.to_le_bytes()).collect()
    } else {
        let mut text = String::from("n,g\n");
        for (i, v) in g.iter().enumerate() {
            text += &format!("{i},{v}\n");
        }
        text.into_bytes()
    };
    std::fs::write(file, bytes).map_err(|e| format!("--out {file}: {e}"))
}

/// A pack game through `grundy::table` / `table2`.
fn pack_game(name: &str, a: &Args) -> Result<String, String> {
    let game = GAMES.iter().find(|g| g.name == name).ok_or_else(|| {
        let names: Vec<&str> = GAMES.iter().map(|g| g.name).collect();
        format!("unknown game {name:?}; the pack's games: {}", names.join(", "))
    })?;
    let title = format!("{}: {}", game.name, game.title);
    match game.rules {
        Rules::One(options) => {
            if a.grid.is_some() {
                return Err("--grid is for two-size games; this one has one size: use -n N".to_string());
            }
            let n = a
                .size
                .map_or(Ok(DEFAULT_N.min(game.max)), |v| number("-n", v, 0, game.max))?;
            let g = grundy::table(n, options);
            let found = pattern::find(&g, 0);
            if let Some(file) = a.svg {
                let small: Vec<u16> = g.iter().map(|&v| v.min(u16::MAX as u32) as u16).collect();
                let p = found.filter(|p| p.saltus == 0).map(|p| (p.preperiod, p.period));
                let picture = svg::sequence(&format!("{title}: g(n), n = 0..{n}"), 0, &small, p);
                std::fs::write(file, picture).map_err(|e| format!("--svg {file}: {e}"))?;
            }
            if a.csv {
                let lines: String = g.iter().enumerate().map(|(i, v)| format!("{i},{v}\n")).collect();
                return Ok(format!("n,g\n{lines}"));
            }
            Ok(one_table(&title, 0, &g) + &describe(found, n, None))
        }
        Rules::Two(options) => {
            if a.size.is_some() {
                return Err(format!("{} has two sizes: use --grid WxH, not -n", game.name));
            }
            let (w, h) = a.grid.map_or(Ok(DEFAULT_GRID), |v| parse_grid(v, game.max))?;
            let g = grundy::table2(w, h, options);
            let shown = |x: usize, y: usize| x >= game.smallest && y >= game.smallest;
            if let Some(file) = a.svg {
                let picture = svg::heatmap(&title, &g, shown);
                std::fs::write(file, picture).map_err(|e| format!("--svg {file}: {e}"))?;
            }
            Ok(two(&title, &g, shown, game.smallest, a.csv))
        }
        Rules::InInput(hint) => Err(format!("{}: {hint}", game.name)),
    }
}

/// The usage, then the pack's games.
fn help() -> String {
    let mut text = format!("{USAGE}\nThe pack's games (--game NAME):\n");
    for game in GAMES {
        let what = match game.rules {
            Rules::InInput(hint) => hint,
            _ => game.title,
        };
        text += &format!("  {:<10} {what}\n", game.name);
    }
    text
}

/// The table of g(from..from + len), ten to a row.
fn one_table(title: &str, from: usize, g: &[u32]) -> String {
    let n = from + g.len() - 1;
    let width = digits(g.iter().copied().max().unwrap_or(0) as usize).max(2);
    let label = digits(n);
    let mut out = format!("{title}: g(n) for n = {from}..{n}\n{:>label$} ", "n");
    out += &(0..10)
        .map(|c| format!(" {:>width$}", format!("+{c}")))
        .collect::<String>();
    let first_row = from / 10 * 10;
    for row in (first_row..=n).step_by(10) {
        out += &format!("\n{row:>label$} ");
        for i in row..row + 10 {
            if i > n {
                break;
            }
            if i < from {
                out += &format!(" {:>width$}", "");
            } else {
                out += &format!(" {:>width$}", g[i - from]);
            }
        }
    }
    out.push('\n');
    out
}

/// The pattern lines. `proof` is (parts, k) of a code the periodicity
/// theorem applies to.
fn describe(found: Option<Pattern>, n: usize, proof: Option<(usize, usize)>) -> String {
    let p = match found {
        Some(p) => p,
        None => return format!("no period found up to N = {n} (try a larger -n)\n"),
    };
    let (n0, period, saltus) = (p.preperiod, p.period, p.saltus);
    let relation = match saltus {
        0 => format!("g(n + {period}) = g(n)"),
        s => format!("g(n + {period}) = g(n) + {s}"),
    };
    let status = match proof {
        Some((parts, k)) if saltus == 0 => {
            let end = pattern::theorem_end(n0, period, parts, k);
            if end + period <= n + 1 {
                format!("proven for all n >= {n0} by the octal periodicity theorem (it needs {n0} <= n < {end})")
            } else {
                format!(
                    "seen for n <= {n} only: the octal periodicity theorem needs {n0} <= n < {end}, \
                     N >= {} (try --prove)",
                    end + period - 1
                )
            }
        }
        _ => format!("seen for n <= {n} only: a conjecture until proven"),
    };
    format!(
        "period {period}, saltus {saltus}, preperiod {n0}: {relation} for {n0} <= n <= {}\n{status}\n",
        n - period
    )
}

/// The table of a two-size game: rows x = 0..w, columns y = 0..h; cells
/// with a side below `smallest` are not positions and print as `.`.
fn two(title: &str, g: &[Vec<u32>], shown: impl Fn(usize, usize) -> bool, smallest: usize, csv: bool) -> String {
    let (w, h) = (g.len() - 1, g[0].len() - 1);
    let mut out = String::new();
    if csv {
        out += "x,y,g\n";
        for (x, row) in g.iter().enumerate() {
            for (y, v) in row.iter().enumerate().filter(|&(y, _)| shown(x, y)) {
                out += &format!("{x},{y},{v}\n");
            }
        }
        return out;
    }
    let most = g.iter().flatten().copied().max().unwrap_or(0) as usize;
    let width = digits(most).max(digits(h));
    let label = digits(w).max(3);
    out += &format!("{title}: g(x, y) for x = 0..{w} (rows), y = 0..{h} (columns)\n");
    out += &format!("{:>label$}", "x\\y");
    out += &(0..=h).map(|y| format!(" {y:>width$}")).collect::<String>();
    for (x, row) in g.iter().enumerate() {
        out += &format!("\n{x:>label$}");
        for (y, v) in row.iter().enumerate() {
            if shown(x, y) {
                out += &format!(" {v:>width$}");
            } else {
                out += &format!(" {:>width$}", ".");
            }
        }
    }
    out.push('\n');
    if smallest > 0 {
        out += &format!(". : not a position of the game as posed (a sheet is at least {smallest} x {smallest})\n");
    }
    out
}

/// Normal and misère outcomes of single heaps 0..=n, each decided by an
/// exhaustive search of every sum of heaps play from it reaches; and how many
/// two-heap sums a + b <= n differ.
fn misere(title: &str, game: &Octal, n: usize) -> String {
    let heap_steps = |&h: &u16| -> Vec<Step<Vec<u16>>> {
        game.options(h as usize)
            .into_iter()
            .map(|parts| Step::To(parts.into_iter().map(|p| p as u16).collect()))
            .collect()
    };
    let mut normal = Search::new(Play::Normal, |p: &Vec<u16>| sum_steps(p, heap_steps));
    let mut misere = Search::new(Play::Misere, |p: &Vec<u16>| sum_steps(p, heap_steps));
    let letter = |wins: bool| if wins { 'N' } else { 'P' };
    let mut out = format!(
        "{title}: outcomes of one heap of n = 0..{n}, normal and misere play \
         (N: the player to move wins; exhaustive search of every sum of heaps reached; n <= {MAX_MISERE_N})\n"
    );
    out += " n  normal misere\n";
    let mut differ = Vec::new();
    for h in 0..=n {
        let heaps: Vec<u16> = if h == 0 { vec![] } else { vec![h as u16] };
        let (a, b) = (normal.mover_wins(&heaps), misere.mover_wins(&heaps));
        if a != b {
            differ.push(h.to_string());
        }
        out += &format!(
            "{h:>2}  {:>6} {:>6}{}\n",
            letter(a),
            letter(b),
            if a != b { "  differ" } else { "" }
        );
    }
    let mut pairs = (0, 0);
    for a in 1..=n / 2 {
        for b in a..=n - a {
            let heaps = vec![a as u16, b as u16];
            pairs.0 += 1;
            pairs.1 += (normal.mover_wins(&heaps) != misere.mover_wins(&heaps)) as usize;
        }
    }
    out += &format!(
        "one heap: outcomes differ at n = {}\ntwo heaps a <= b, a + b <= {n}: {} of {} sums differ\n",
        if differ.is_empty() {
            "none".to_string()
        } else {
            differ.join(", ")
        },
        pairs.1,
        pairs.0
    );
    out
}

/// Proves every solved octal game from scratch, one line each; the games
/// run on two threads when the machine has two cores (each game is one
/// sequential computation: the second core halves the whole table's time).
fn solved_table() -> String {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let start = Instant::now();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(2);
    // Longest first, so the two threads finish together.
    let mut order: Vec<usize> = (0..SOLVED.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(SOLVED[i].1 + SOLVED[i].2));
    let next = AtomicUsize::new(0);
    let mut rows = vec![String::new(); SOLVED.len()];
    let mut seconds = 0.0;
    let mut proven = 0;
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    while let Some(&i) = order.get(next.fetch_add(1, Ordering::Relaxed)) {
                        done.push((i, solved_row(SOLVED[i])));
                    }
                    done
                })
            })
            .collect();
        for worker in workers {
            for (i, (row, secs, ok)) in worker.join().expect("a solved-table thread") {
                rows[i] = row;
                seconds += secs;
                proven += ok as usize;
            }
        }
    });
    format!(
        "code    preperiod     period  published  rare  last rare  seconds\n{}\
         {proven} of {} proven with the published values in {:.2} s on {threads} thread(s) \
         ({seconds:.2} s one game after another)\n",
        rows.concat(),
        SOLVED.len(),
        start.elapsed().as_secs_f64()
    )
}

/// One line of the solved table, the seconds it took, and whether the
/// published period was proven.
fn solved_row((code, n0, p): (&str, usize, usize)) -> (String, f64, bool) {
    let t = Instant::now();
    let game = Octal::parse(code).expect("a valid code");
    let (parts, k) = (game.most_parts(), game.length());
    let mut table = Table::new(KernelRules::octal(&game), Method::Sparse);
    let found = prove(&mut table, (parts, k), MAX_KERNEL_N)
        .ok()
        .and_then(|n| pattern::candidate(&table.g[..=n], 1).map(|f| (f, n)));
    let (preperiod, period, status) = match found {
        Some((f, n)) => {
            let proven = pattern::theorem_end(f.preperiod, f.period, parts, k) + f.period <= n + 1;
            let same = (f.preperiod, f.period) == (n0, p);
            (f.preperiod, f.period, if proven && same { "yes" } else { "NO" })
        }
        None => (0, 0, "NO"),
    };
    let secs = t.elapsed().as_secs_f64();
    let row = format!(
        "{code:<6} {preperiod:>10} {period:>10}  {status:>9} {:>5} {:>10} {secs:>8.2}\n",
        table.rare().len(),
        table.rare().last().copied().unwrap_or(0),
    );
    (row, secs, status == "yes")
}

fn digits(x: usize) -> usize {
    x.to_string().len()
}

/// A number for option `name` in `lo..=hi`.
fn number(name: &str, value: &str, lo: usize, hi: usize) -> Result<usize, String> {
    match value.parse::<usize>() {
        Ok(x) if (lo..=hi).contains(&x) => Ok(x),
        Ok(_) => Err(format!("{name}: {value} is out of range {lo}..={hi}")),
        Err(_) if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) => {
            Err(format!("{name}: {value} is out of range {lo}..={hi}"))
        }
        Err(_) => Err(format!("{name}: {value:?} is not a non-negative integer")),
    }
}

fn parse_grid(value: &str, max: usize) -> Result<(usize, usize), String> {
    let (w, h) = value
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("--grid: {value:?} is not of the form WxH (e.g. 10x10)"))?;
    Ok((number("--grid W", w, 0, max)?, number("--grid H", h, 0, max)?))
}

/// A subtraction set, sorted, without repeats.
fn parse_set(value: &str) -> Result<Vec<usize>, String> {
    let mut set = value
        .split(',')
        .map(|s| number("--subtract", s.trim(), 1, crate::octal::MAX_LENGTH))
        .collect::<Result<Vec<usize>, String>>()?;
    set.sort_unstable();
    set.dedup();
    Ok(set)
}
