//! The pack's games as the explorer tabulates them (`--game NAME`): each
//! problem's rules from `games`, through `grundy::table` / `table2`, the
//! code the problem tests trust. Time O(N x moves) (O(W H x moves) for a
//! grid). Tested by tests/explore.rs (every game tabulates) and
//! tests/readme_tables.rs (the write-ups' tables).

use super::args::{number, parse_grid, Args};
use super::output::{describe, named_table, one_table, two};
use super::{DEFAULT_GRID, DEFAULT_N, MAX_N, MAX_SIDE};
use crate::{games, grundy, pattern, svg};

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
    /// A game whose table is not a sequence of Grundy values: its own
    /// table from the command line.
    Own(fn(&Args) -> Result<String, String>),
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
        name: "hdu3537",
        title: "Mock Turtles, one heads coin at x (a move turns it and up to two lower coins)",
        rules: Rules::One(games::mock_turtles::options),
        max: 300,
        smallest: 0,
    },
    Game {
        name: "hdu2516",
        title: "Fibonacci Nim, one pile of n (a move takes 1 to twice the last take; the first, not all)",
        rules: Rules::Own(fibonacci_nim),
        max: 1_000,
        smallest: 0,
    },
    Game {
        name: "abc229h",
        title: "Advance or Eat, one column read top to bottom: its value as a surreal number (Takahashi > 0)",
        rules: Rules::Own(advance_or_eat),
        max: 4,
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

/// A pack game through `grundy::table` / `table2`.
pub(super) fn pack_game(name: &str, a: &Args) -> Result<String, String> {
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
        Rules::Own(table) => table(a),
    }
}

/// The game named `name`.
fn game(name: &str) -> &'static Game {
    GAMES.iter().find(|g| g.name == name).expect("listed in GAMES")
}

/// Fibonacci Nim (HDU 2516) for piles 0..=N: the least winning first take
/// of each pile by exhaustive search over (pile, allowance), 0 where the
/// first player loses, then those piles (the Fibonacci numbers, as the
/// write-up proves).
fn fibonacci_nim(a: &Args) -> Result<String, String> {
    use crate::search::Step;
    let g = game("hdu2516");
    let n = a.size.map_or(Ok(100), |v| number("-n", v, 0, g.max))?;
    let mut search = games::fibonacci_nim::search();
    let least = |pile: u64, search: &mut crate::search::Search<_, _>| {
        let steps = games::fibonacci_nim::steps(&games::fibonacci_nim::start(pile));
        steps.into_iter().zip(1..).find_map(|(step, k)| match step {
            Step::To(next) if !search.mover_wins(&next) => Some(k),
            _ => None,
        })
    };
    let takes: Vec<u32> = (0..=n as u64)
        .map(|pile| least(pile, &mut search).unwrap_or(0))
        .collect();
    let losing: Vec<String> = (1..=n).filter(|&p| takes[p] == 0).map(|p| p.to_string()).collect();
    let what = "the least winning first take (0: the first player loses)";
    Ok(named_table(&format!("hdu2516: {}", g.title), what, 0, &takes)
        + &format!("the first player loses at n = {} (n <= {n})\n", losing.join(" ")))
}

/// One column of Advance or Eat (ABC229 H) and its value, or every column
/// of height N (at most 4) with its value.
fn advance_or_eat(a: &Args) -> Result<String, String> {
    use games::advance_or_eat::{all_columns, column_value};
    let show = |col: &[u8]| {
        let (num, den) = column_value(col);
        let value = if den == 1 {
            num.to_string()
        } else {
            format!("{num}/{den}")
        };
        format!("{:<8} {value}\n", String::from_utf8_lossy(col))
    };
    if let Some(col) = a.column {
        let ok = !col.is_empty() && col.len() <= 8 && col.bytes().all(|b| matches!(b, b'W' | b'B' | b'.'));
        if !ok {
            return Err(format!("--column: {col:?} is not 1 to 8 squares of W, B and ."));
        }
        return Ok(format!("abc229h: {}\n", game("abc229h").title) + &show(col.as_bytes()));
    }
    let h = a.size.map_or(Ok(2), |v| number("-n", v, 1, game("abc229h").max))?;
    let rows: String = all_columns(h).iter().map(|c| show(c)).collect();
    Ok(format!("abc229h: {}; every column of height {h}\n", game("abc229h").title) + &rows)
}
