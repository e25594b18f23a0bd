//! A named game as the explorer tabulates it (`--game NAME`): its rules
//! as move lists, through `grundy::table` / `table2`, the code the problem
//! tests trust. The list of games is the caller's (the pack's catalogue).
//! Time O(N x moves) (O(W H x moves) for a grid). Tested by
//! shared/pack/tests/tools/explore.rs.

use super::args::{number, parse_grid, Args};
use super::limits::{DEFAULT_GRID, DEFAULT_N};
use super::output::{describe, one_table, two};
use crate::svg;
use sglab::{grundy, pattern};

/// The moves of a one-size component, as `grundy::table` takes them.
pub type Moves = fn(usize) -> Vec<Vec<usize>>;

/// The moves of a two-size component, as `grundy::table2` takes them.
pub type Moves2 = fn(usize, usize) -> Vec<Vec<(usize, usize)>>;

/// How the explorer tabulates a pack game.
pub enum Rules {
    /// One size n: `options(n)` lists the sizes each move leaves.
    One(Moves),
    /// Two sizes (x, y): `options(x, y)`.
    Two(Moves2),
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

/// The game of `games` named `name`, else an error naming them all.
pub fn find<'g>(games: &'g [Game], name: &str) -> Result<&'g Game, String> {
    games.iter().find(|g| g.name == name).ok_or_else(|| {
        let names: Vec<&str> = games.iter().map(|g| g.name).collect();
        format!("unknown game {name:?}; the pack's games: {}", names.join(", "))
    })
}

/// The game of `games` named `name` through `grundy::table` / `table2`.
pub(super) fn tabulate(games: &[Game], name: &str, a: &Args) -> Result<String, String> {
    let game = find(games, name)?;
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
            let table = two(&title, &g, shown, game.smallest, a.csv);
            if a.csv || game.smallest > 0 {
                // The catalogue reads a table from (0, 0); a game posed from
                // a larger size shows its table only.
                return Ok(table);
            }
            // The pack game's moves are not inspected: no theorem's
            // condition is claimed, so a pattern is a conjecture.
            Ok(table + &super::rules::forms::two_size(&g, &super::rules::Seen::default()))
        }
        Rules::InInput(hint) => Err(format!("{}: {hint}", game.name)),
        Rules::Own(table) => table(a),
    }
}
