//! A rules program's game as the pack plays it (`scripts/play.sh --rules
//! CMD POSITION...`): a sum of components, each valued by the explorer's
//! table of the program's answers ([`crate::rules`]); the same
//! [`Game`] engine, hints and losing-move report as the pack's games. A
//! move is `I OPTION`: the component numbered I (from 1) and one option as
//! the program writes it (`2 6,1`, `1 -`, `3 2 5`). Time: the table's, then
//! O(options) a move. Tested by shared/pack/tests/tools/rules_play.rs.

use super::{answer, show, tabulate, Ruled};
use sglab::play::Game;
use sglab::rng::Rng;
use std::time::Duration;

/// The game: the table with every position's options kept.
pub struct RulesGame {
    ruled: Ruled,
}

/// The largest one-size component, and the largest x + y of a two-size one.
pub const MAX_COMPONENT: (u64, u64) = (2_000, 200);

impl RulesGame {
    /// Tabulates `cmd` far enough for `components` (each `n`, or `x,y` /
    /// `x y` for a two-size game); returns the game and the start position.
    pub fn new(cmd: &str, components: &[String], cpu: Duration) -> Result<(RulesGame, Vec<u32>), String> {
        let parsed: Vec<Vec<u64>> = components
            .iter()
            .map(|c| {
                c.split([',', ' '])
                    .filter(|t| !t.is_empty())
                    .map(|t| {
                        t.parse::<u64>()
                            .map_err(|_| format!("{c:?}: a component is `n` or `x,y`"))
                    })
                    .collect()
            })
            .collect::<Result<_, _>>()?;
        let dims = parsed.first().map_or(1, Vec::len);
        if !(1..=2).contains(&dims) || parsed.iter().any(|c| c.len() != dims) {
            return Err("give the components all as `n` (one size) or all as `x,y` (two sizes)".to_string());
        }
        let cap = if dims == 1 { MAX_COMPONENT.0 } else { MAX_COMPONENT.1 };
        // Checked: a sum of sizes past u64 is past the cap too.
        let size = |c: &Vec<u64>| c.iter().try_fold(0u64, |s, &v| s.checked_add(v)).filter(|&s| s <= cap);
        let sizes: Option<Vec<u64>> = parsed.iter().map(size).collect();
        let Some(largest) = sizes.map(|s| s.into_iter().max().unwrap_or(0)) else {
            return Err(format!("a component's size is at most {cap} here (n, or x + y)"));
        };
        let ruled = tabulate(cmd, dims, largest as usize, cpu, true)?;
        let start = parsed
            .iter()
            .map(|c| ruled.id([c[0], c.get(1).copied().unwrap_or(0)]) as u32)
            .collect();
        Ok((RulesGame { ruled }, start))
    }

    fn options(&self, c: u32) -> &[Vec<u32>] {
        &self.ruled.options.as_ref().expect("kept")[c as usize]
    }

    fn xor(&self, pos: &[u32]) -> u32 {
        pos.iter().fold(0, |v, &c| v ^ self.ruled.g[c as usize])
    }

    fn all_moves(&self, pos: &[u32]) -> Vec<(usize, usize)> {
        (0..pos.len())
            .flat_map(|i| (0..self.options(pos[i]).len()).map(move |o| (i, o)))
            .collect()
    }

    fn not_an_option(&self, option: &str, i: usize, pos: &[u32]) -> String {
        format!(
            "{} is not an option of component {} ({})",
            option.trim(),
            i + 1,
            self.component(pos[i])
        )
    }

    fn component(&self, c: u32) -> String {
        show(self.ruled.dims, self.ruled.position(c as usize))
    }
}

impl Game for RulesGame {
    type Pos = Vec<u32>;
    /// (component index, option index)
    type Move = (usize, usize, Vec<u32>);

    fn read_move(&self, pos: &Vec<u32>, line: &str) -> Result<Self::Move, String> {
        let (index, option) = line
            .trim()
            .split_once(' ')
            .ok_or("a move is `I OPTION`: a component's number and an option, e.g. `1 6,1` or `2 -`")?;
        let i = match index.parse::<usize>() {
            Ok(i) if (1..=pos.len()).contains(&i) => i - 1,
            _ => return Err(format!("{index:?}: the components are numbered 1 to {}", pos.len())),
        };
        let mut parsed = answer::PositionOptions::default();
        answer::parse(option.as_bytes(), self.ruled.dims, &mut parsed)?;
        if parsed.len() != 1 {
            return Err("name one option (no `;`)".to_string());
        }
        // A component past the table is no option of a position in it
        // (the id of a huge one would wrap).
        let last = self.ruled.last as u64;
        let inside = |c: &[u64; 2]| c[0].checked_add(c[1]).is_some_and(|s| s <= last);
        if !parsed.option(0).iter().all(inside) {
            return Err(self.not_an_option(option, i, pos));
        }
        let mut ids: Vec<u32> = parsed.option(0).iter().map(|&c| self.ruled.id(c) as u32).collect();
        ids.sort_unstable();
        let found = self.options(pos[i]).iter().position(|o| {
            let mut o = o.clone();
            o.sort_unstable();
            o == ids
        });
        match found {
            Some(o) => Ok((i, o, self.options(pos[i])[o].clone())),
            None => Err(self.not_an_option(option, i, pos)),
        }
    }

    fn write_move(&self, (i, _, leaves): &Self::Move) -> String {
        let parts: Vec<String> = leaves.iter().map(|&c| self.component(c)).collect();
        let option = if parts.is_empty() {
            "-".to_string()
        } else {
            parts.join(",")
        };
        format!("{} {option}", i + 1)
    }

    fn after(&mut self, pos: &Vec<u32>, (i, _, leaves): &Self::Move) -> Vec<u32> {
        let mut next = pos.clone();
        next.remove(*i);
        next.extend(leaves.iter().copied().filter(|&c| !self.options(c).is_empty()));
        next
    }

    fn wins(&mut self, pos: &Vec<u32>) -> bool {
        self.xor(pos) != 0
    }

    fn value(&mut self, pos: &Vec<u32>) -> Option<u64> {
        Some(u64::from(self.xor(pos)))
    }

    fn reply(&mut self, pos: &Vec<u32>, rng: &mut Rng) -> Option<Self::Move> {
        let moves = self.all_moves(pos);
        if moves.is_empty() {
            return None;
        }
        let total = self.xor(pos);
        let value = |(i, o): (usize, usize)| {
            let before = self.ruled.g[pos[i] as usize];
            self.options(pos[i])[o]
                .iter()
                .fold(total ^ before, |v, &c| v ^ self.ruled.g[c as usize])
        };
        let winning: Vec<(usize, usize)> = moves.iter().copied().filter(|&m| value(m) == 0).collect();
        let pool = if winning.is_empty() {
            // A P-position: take as little as the game allows (the largest total size left).
            let left = |(i, o): (usize, usize)| -> u64 {
                self.options(pos[i])[o]
                    .iter()
                    .map(|&c| self.ruled.position(c as usize).iter().sum::<u64>())
                    .sum()
            };
            let most = moves.iter().map(|&m| left(m)).max().unwrap_or(0);
            moves.into_iter().filter(|&m| left(m) == most).collect()
        } else {
            winning
        };
        let (i, o) = pool[rng.range(0, pool.len() as u64 - 1) as usize];
        Some((i, o, self.options(pos[i])[o].clone()))
    }

    fn moves(&mut self, pos: &Vec<u32>) -> Option<Vec<Self::Move>> {
        let moves = self.all_moves(pos);
        (moves.len() <= 200).then(|| {
            moves
                .into_iter()
                .map(|(i, o)| (i, o, self.options(pos[i])[o].clone()))
                .collect()
        })
    }

    fn show(&self, pos: &Vec<u32>) -> String {
        if pos.is_empty() {
            return "nothing left".to_string();
        }
        let parts: Vec<String> = pos.iter().map(|&c| format!("[{}]", self.component(c))).collect();
        format!("components {}", parts.join(" "))
    }
}
