//! The explorer: the first two steps of the pack's method (tabulate the SG
//! values by brute force, read the pattern) as a library function, wrapped
//! by the `explore` binary and called by the tests. Values come from
//! `grundy::table` / `table2` over the rules in `games` (the code the problem
//! tests trust), or over an octal or subtraction game (`octal`); patterns
//! from `pattern::find`. Time: one table, O(N x moves) plus O(N^2) for the
//! pattern; memory O(N) or O(W x H). Tested by tests/explore.rs,
//! tests/known_results.rs and tests/readme_tables.rs.

use crate::octal::Octal;
use crate::pattern::{self, Pattern};
use crate::{games, grundy};

pub const USAGE: &str = "\
usage: explore --game NAME [-n N] [--csv]      a one-size game of the pack, sizes 0..N
       explore --game NAME [--grid WxH] [--csv] a two-size game of the pack, W x H grid
       explore --subtract 1,3,4 [-n N] [--csv]  subtraction game: remove s tokens, s in the set
       explore --octal 0.137 [-n N] [--csv]     octal game, code 0.d1d2d3... or 4.d1d2d3...
N defaults to 300 (at most 10000, less for some games); WxH to 10x10 (W, H at most 300).
Prints g(0..N), then the pattern: the smallest period p, with saltus s = 0
first, then s > 0, and the smallest preperiod n0 with g(n + p) = g(n) + s for
n0 <= n <= N - p; accepted only if that covers n0 <= n < 2 n0 + 2p + k (k: an
octal game's code length, else 0), which for octal codes 0.d1...dk with s = 0
proves the period for all n (octal periodicity theorem).
--csv prints n,g (or x,y,g) lines instead.
";

/// Largest N for `-n`, and largest W, H for `--grid` (less for games
/// whose moves are many: see [`Game::max`]).
pub const MAX_N: usize = 10_000;
pub const MAX_SIDE: usize = 300;
const DEFAULT_N: usize = 300;
const DEFAULT_GRID: (usize, usize) = (10, 10);

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
}

/// The pack's games.
pub const GAMES: &[Game] = &[
    Game {
        name: "hdu1907",
        title: "Nim, one heap of n (the judge plays misère; these are normal-play values)",
        rules: Rules::One(games::nim::options),
        max: MAX_N,
    },
    Game {
        name: "hdu5795",
        title: "Nim with a split into three heaps, one heap of n",
        rules: Rules::One(games::split_nim::options),
        max: 1_000,
    },
    Game {
        name: "hdu2509",
        title: "a line of n apples, take a run (the judge plays misère; these are normal-play values)",
        rules: Rules::One(games::apples::options),
        max: 500,
    },
    Game {
        name: "cf2004e",
        title: "coprime Nim, one pile of n (take y with gcd(n, y) = 1)",
        rules: Rules::One(games::coprime::options),
        max: MAX_N,
    },
    Game {
        name: "hdu1848",
        title: "subtraction game, S = the Fibonacci numbers 1, 2, 3, 5, 8, ...",
        rules: Rules::One(games::subtraction::fibonacci_options),
        max: MAX_N,
    },
    Game {
        name: "acwing235",
        title: "magic beads, one pile of n",
        rules: Rules::One(games::beads::options),
        max: MAX_N,
    },
    Game {
        name: "poj3537",
        title: "Crosses and Crosses, a run of n safe cells (an empty strip of n)",
        rules: Rules::One(games::crosses::options),
        max: MAX_N,
    },
    Game {
        name: "acwing219",
        title: "cutting game, an x by y piece (the reduced game: only cuts leaving both sides >= 2)",
        rules: Rules::Two(games::cutting::options),
        max: MAX_SIDE,
    },
    Game {
        name: "hdu3595",
        title: "Euclid game, piles (x, y) (HDU 3595 plays these as an Every-SG game)",
        rules: Rules::Two(games::euclid::options),
        max: MAX_SIDE,
    },
    Game {
        name: "hdu1536",
        title: "",
        rules: Rules::InInput("the set S is part of the input: use --subtract S, e.g. --subtract 2,5"),
        max: 0,
    },
    Game {
        name: "acwing893",
        title: "",
        rules: Rules::InInput("the set S is part of the input: use --subtract S, e.g. --subtract 2,5"),
        max: 0,
    },
    Game {
        name: "poj2315",
        title: "",
        rules: Rules::InInput(
            "one ball is the subtraction game {1, ..., k}, k = the whole turns one kick can roll: \
             use --subtract 1,2,...,k (kicking up to M balls at once is Moore's Nim-M, not an SG sum)",
        ),
        max: 0,
    },
];

/// Runs the explorer on `args` (without the program name): the text to
/// print, or a one-line error.
pub fn run(args: &[String]) -> Result<String, String> {
    let mut game = None;
    let mut subtract = None;
    let mut octal = None;
    let mut size = None;
    let mut grid = None;
    let mut csv = false;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let slot = match arg.as_str() {
            "-h" | "--help" => return Ok(help()),
            "--csv" => {
                csv = true;
                continue;
            }
            "--game" => &mut game,
            "--subtract" => &mut subtract,
            "--octal" => &mut octal,
            "-n" => &mut size,
            "--grid" => &mut grid,
            _ => return Err(format!("unknown argument {arg:?} (see --help)")),
        };
        let value = rest.next().ok_or_else(|| format!("{arg} needs a value"))?;
        if slot.replace(value.as_str()).is_some() {
            return Err(format!("{arg} given twice"));
        }
    }
    let one_size = |title: String, max: usize, options: &dyn Fn(usize) -> Vec<Vec<usize>>, k: Option<usize>| {
        if grid.is_some() {
            return Err("--grid is for two-size games; this one has one size: use -n N".to_string());
        }
        let n = size.map_or(Ok(DEFAULT_N.min(max)), |v| number("-n", v, 0, max))?;
        Ok(one(&title, n, options, k, csv))
    };
    match (game, subtract, octal) {
        (Some(name), None, None) => {
            let game = GAMES.iter().find(|g| g.name == name).ok_or_else(|| {
                let names: Vec<&str> = GAMES.iter().map(|g| g.name).collect();
                format!("unknown game {name:?}; the pack's games: {}", names.join(", "))
            })?;
            let title = format!("{}: {}", game.name, game.title);
            match game.rules {
                Rules::One(options) => one_size(title, game.max, &options, None),
                Rules::Two(options) => {
                    if size.is_some() {
                        return Err(format!("{} has two sizes: use --grid WxH, not -n", game.name));
                    }
                    let (w, h) = grid.map_or(Ok(DEFAULT_GRID), |v| parse_grid(v, game.max))?;
                    Ok(two(&title, w, h, options, csv))
                }
                Rules::InInput(hint) => Err(format!("{}: {hint}", game.name)),
            }
        }
        (None, Some(set), None) => {
            let set = parse_set(set)?;
            let game = Octal::subtraction(&set);
            let list: Vec<String> = set.iter().map(|s| s.to_string()).collect();
            let mut title = format!("subtraction game {{{}}}", list.join(", "));
            if game.length() <= 20 {
                title += &format!(" = octal {}", game.code());
            }
            one_size(title, MAX_N, &|x| game.options(x), Some(game.length()))
        }
        (None, None, Some(code)) => {
            let game = Octal::parse(code)?;
            let title = match game.code().as_str() {
                "0.77" => "Kayles, octal 0.77".to_string(),
                "0.07" => "Dawson's Kayles, octal 0.07".to_string(),
                "0.137" => "Dawson's chess, octal 0.137".to_string(),
                other => format!("octal game {other}"),
            };
            let k = (!game.splits_in_place()).then(|| game.length());
            one_size(title, MAX_N, &|x| game.options(x), k)
        }
        _ => Err("give exactly one of --game, --subtract, --octal (see --help)".to_string()),
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

/// The table of a one-size game and its pattern. `k` is the code length of
/// an octal game the periodicity theorem applies to.
fn one(title: &str, n: usize, options: &dyn Fn(usize) -> Vec<Vec<usize>>, k: Option<usize>, csv: bool) -> String {
    let g = grundy::table(n, options);
    if csv {
        let lines: String = g.iter().enumerate().map(|(i, v)| format!("{i},{v}\n")).collect();
        return format!("n,g\n{lines}");
    }
    let width = digits(g.iter().copied().max().unwrap_or(0) as usize).max(2);
    let label = digits(n);
    let mut out = format!("{title}: g(n) for n = 0..{n}\n{:>label$} ", "n");
    out += &(0..10)
        .map(|c| format!(" {:>width$}", format!("+{c}")))
        .collect::<String>();
    for (row, values) in g.chunks(10).enumerate() {
        out += &format!("\n{:>label$} ", row * 10);
        out += &values.iter().map(|v| format!(" {v:>width$}")).collect::<String>();
    }
    out.push('\n');
    out + &describe(pattern::find(&g, k.unwrap_or(0)), n, k)
}

/// The pattern lines.
fn describe(found: Option<Pattern>, n: usize, k: Option<usize>) -> String {
    let p = match found {
        Some(p) => p,
        None => return format!("no period found up to N = {n} (try a larger -n)\n"),
    };
    let (n0, period, saltus) = (p.preperiod, p.period, p.saltus);
    let relation = match saltus {
        0 => format!("g(n + {period}) = g(n)"),
        s => format!("g(n + {period}) = g(n) + {s}"),
    };
    let status = match k {
        Some(k) if saltus == 0 => format!(
            "proven for all n >= {n0} by the octal periodicity theorem (it needs {n0} <= n < {})",
            p.needed_until(k)
        ),
        _ => format!("seen for n <= {n} only: a conjecture until proven"),
    };
    format!(
        "period {period}, saltus {saltus}, preperiod {n0}: {relation} for {n0} <= n <= {}\n{status}\n",
        n - period
    )
}

/// The table of a two-size game: rows x = 0..w, columns y = 0..h.
fn two(title: &str, w: usize, h: usize, options: Options2, csv: bool) -> String {
    let g = grundy::table2(w, h, options);
    let mut out = String::new();
    if csv {
        out += "x,y,g\n";
        for (x, row) in g.iter().enumerate() {
            out += &row
                .iter()
                .enumerate()
                .map(|(y, v)| format!("{x},{y},{v}\n"))
                .collect::<String>();
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
        out += &row.iter().map(|v| format!(" {v:>width$}")).collect::<String>();
    }
    out.push('\n');
    out
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
