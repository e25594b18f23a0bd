//! The pack's games as the explorer tabulates them (`--game NAME`): each
//! problem's rules from `games`, through `grundy::table` / `table2`, the
//! code the problem tests trust. Time O(N x moves) (O(W H x moves) for a
//! grid). Tested by tests/explore.rs (every game tabulates) and
//! tests/readme_tables.rs (the write-ups' tables).

use super::args::{number, parse_grid, Args};
use super::output::{describe, one_table, two};
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
    }
}
