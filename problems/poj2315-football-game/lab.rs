//! POJ 2315 Football Game: balls as Bash games (turns mod (k + 1)) under
//! Moore's Nim-M. The brute force plays the real game over whole positions
//! in turns (`games::football::steps`); the reference is the judge's formula
//! on exact integer turns. For M >= 2 they can differ, and the judge expects
//! the formula: see `problems/poj2315-football-game/README.md`, Claim 3.

use super::Problem;
use crate::judge::shrink::smaller_values;
use crate::games::football;
use crate::rng::Rng;
use crate::search::{Play, Search, Step};
use sg::scan::Scanner;
use std::cell::RefCell;
use std::collections::HashMap;
use std::f64::consts::PI;

/// One case as the input gives it: `N M L R`, then the N distances.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    pub per_move: usize,
    pub kick: u64,
    pub radius: u64,
    pub distances: Vec<u64>,
}

/// The judge's bounds on S, L (both below 10^8) and R (below 10^4).
pub const MAX_DISTANCE: u64 = 99_999_999;
pub const MAX_RADIUS: u64 = 9_999;
pub const MAX_BALLS: u64 = 30;

/// Largest case the brute force plays: balls, turns per ball, k.
const SEARCH_BALLS: usize = 5;
const SEARCH_TURNS: u32 = 9;
const SEARCH_ROLLS: u32 = 5;

impl Case {
    /// Turns per ball and the most turns one kick rolls, computed exactly
    /// (football's integer bounds on pi), not with the binary's f64.
    pub fn turns(&self) -> (Vec<u32>, u32) {
        let turns = self
            .distances
            .iter()
            .map(|&s| football::turns_to_reach(s, self.radius) as u32)
            .collect();
        (turns, football::turns_per_kick(self.kick, self.radius) as u32)
    }

    /// The case whose balls are `turns` turns away and whose kick rolls
    /// `rolls` turns, at radius `radius` (each distance half a turn short
    /// of its last whole turn, far from any rounding question).
    pub fn of_turns(per_move: usize, rolls: u32, turns: &[u32], radius: u64) -> Case {
        Case {
            per_move,
            kick: kick_for(rolls, radius),
            radius,
            distances: turns.iter().map(|&a| distance_for(a, radius)).collect(),
        }
    }

    fn searchable(&self) -> bool {
        let (turns, rolls) = self.turns();
        turns.len() <= SEARCH_BALLS && turns.iter().all(|&a| a <= SEARCH_TURNS) && rolls <= SEARCH_ROLLS
    }
}

/// A distance exactly `turns` turns from the goal (half a turn short of
/// `turns` whole turns).
pub fn distance_for(turns: u32, radius: u64) -> u64 {
    let d = ((f64::from(turns) - 0.5) * 2.0 * PI * radius as f64).round() as u64;
    assert_eq!(football::turns_to_reach(d, radius), u64::from(turns));
    d
}

/// A kick length that rolls exactly `rolls` turns.
pub fn kick_for(rolls: u32, radius: u64) -> u64 {
    let l = ((f64::from(rolls) + 0.5) * 2.0 * PI * radius as f64).round() as u64;
    assert_eq!(football::turns_per_kick(l, radius), u64::from(rolls));
    l
}

/// The judge's answer line for "the mover (Alice) wins".
pub fn answer(mover_wins: bool) -> &'static str {
    if mover_wins {
        "Alice\n"
    } else {
        "Bob\n"
    }
}

type Moves = Box<dyn FnMut(&Vec<u32>) -> Vec<Step<Vec<u32>>>>;

/// The real game, searched over whole positions (balls in turns, sorted,
/// none at 0); one memo per (M, k) serves every case.
#[derive(Default)]
pub struct RealGame {
    searches: HashMap<(usize, u32), Search<Vec<u32>, Moves>>,
}

impl RealGame {
    pub fn mover_wins(&mut self, per_move: usize, rolls: u32, turns: &[u32]) -> bool {
        let search = self.searches.entry((per_move, rolls)).or_insert_with(|| {
            let moves: Moves = Box::new(move |p: &Vec<u32>| football::steps(per_move, rolls, p));
            Search::new(Play::Normal, moves)
        });
        search.mover_wins(&position(turns))
    }

    /// A move to a position the opponent loses, if there is one: the balls'
    /// turns after it (sorted, balls in the goal dropped).
    pub fn winning_move(&mut self, per_move: usize, rolls: u32, turns: &[u32]) -> Option<Vec<u32>> {
        football::steps(per_move, rolls, &position(turns))
            .into_iter()
            .find_map(|step| match step {
                Step::To(next) if !self.mover_wins(per_move, rolls, &next) => Some(next),
                _ => None,
            })
    }
}

thread_local! {
    /// One real-game search for explanations and `judge_differs`, kept
    /// between calls.
    static SHARED: RefCell<RealGame> = RefCell::new(RealGame::default());
}

fn with_real_game<T>(f: impl FnOnce(&mut RealGame) -> T) -> T {
    SHARED.with(|game| f(&mut game.borrow_mut()))
}

fn position(turns: &[u32]) -> Vec<u32> {
    let mut start: Vec<u32> = turns.iter().copied().filter(|&a| a > 0).collect();
    start.sort_unstable();
    start
}

/// Values below `x` down to `least`, smallest first (`smaller_values`).
fn lower(x: u32, least: u32) -> Vec<u32> {
    smaller_values(u64::from(x), u64::from(least)).into_iter().map(|v| v as u32).collect()
}

/// Each ball's value under the judge's reduction: turns mod (k + 1).
pub fn values(rolls: u32, turns: &[u32]) -> Vec<u32> {
    turns.iter().map(|&a| a % (rolls + 1)).collect()
}

/// Moore's Nim-M bit counts of `values`: per bit, how many values have it.
pub fn bit_counts(values: &[u32]) -> Vec<usize> {
    (0..32)
        .map(|bit| values.iter().filter(|&&b| b >> bit & 1 == 1).count())
        .collect()
}

/// The judge's formula: the mover wins iff some bit count of the values
/// is not divisible by M + 1.
pub fn formula_mover_wins(per_move: usize, rolls: u32, turns: &[u32]) -> bool {
    bit_counts(&values(rolls, turns))
        .iter()
        .any(|&count| count % (per_move + 1) != 0)
}

pub struct Poj2315;

impl Problem for Poj2315 {
    type Case = Case;
    const NAME: &'static str = "poj2315";

    fn parse(input: &str) -> Result<Vec<Case>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let mut cases = Vec::new();
        let read = |scan: &mut Scanner, cases: &mut Vec<Case>| -> Result<bool, sg::error::Error> {
            let n = match scan.next_case("N", 1, MAX_BALLS)? {
                Some(n) => n,
                None => return Ok(false),
            };
            let per_move = scan.u64_in("M", 1, n)? as usize;
            let kick = scan.u64_in("L", 1, MAX_DISTANCE)?;
            let radius = scan.u64_in("R", 1, MAX_RADIUS)?;
            let distances = (0..n)
                .map(|_| scan.u64_in("S(i)", 1, MAX_DISTANCE))
                .collect::<Result<_, _>>()?;
            cases.push(Case {
                per_move,
                kick,
                radius,
                distances,
            });
            Ok(true)
        };
        while read(&mut scan, &mut cases).map_err(|e| e.to_string())? {}
        Ok(cases)
    }

    fn write(cases: &[Case]) -> String {
        cases
            .iter()
            .map(|c| {
                let n = c.distances.len();
                let row = crate::format::join(&c.distances);
                format!("{n} {} {} {}\n{row}\n", c.per_move, c.kick, c.radius)
            })
            .collect()
    }

    /// One to five balls of 1..=8 turns, k in 0..=4, M = 1 half of the time,
    /// radius 1..=3; each distance 20% to 80% into its last turn.
    fn random_small(rng: &mut Rng) -> Case {
        let n = rng.range(1, 5);
        let per_move = if rng.chance(1, 2) { 1 } else { rng.range(1, n) } as usize;
        let radius = rng.range(1, 3);
        let rolls = rng.range(0, 4);
        let one_turn = 2.0 * PI * radius as f64;
        let into = |rng: &mut Rng| rng.range(20, 80) as f64 / 100.0;
        let kick = ((rolls as f64 + into(rng)) * one_turn).round() as u64;
        let distances = (0..n)
            .map(|_| {
                let turns = rng.range(1, 8);
                ((turns as f64 - 1.0 + into(rng)) * one_turn).round() as u64
            })
            .collect();
        Case {
            per_move,
            kick,
            radius,
            distances,
        }
    }

    /// The real game for up to 5 balls of up to 9 turns with k <= 5 (for
    /// M >= 2 that is not always the judge's answer: see `judge_differs`).
    fn brute(cases: &[Case]) -> Vec<Option<String>> {
        let mut game = RealGame::default();
        cases
            .iter()
            .map(|c| {
                c.searchable().then(|| {
                    let (turns, rolls) = c.turns();
                    answer(game.mover_wins(c.per_move, rolls, &turns)).to_string()
                })
            })
            .collect()
    }

    fn reference(case: &Case) -> String {
        let (turns, rolls) = case.turns();
        answer(formula_mover_wins(case.per_move, rolls, &turns)).to_string()
    }

    /// One ball fewer (M capped by the balls left), M one lower, k lower,
    /// radius 1, each ball closer (first to the fewest turns of the same
    /// value mod (k + 1)), each distance moved to the middle of its last
    /// turn.
    fn shrink(case: &Case) -> Vec<Case> {
        let (turns, rolls) = case.turns();
        let mut smaller = Vec::new();
        for i in 0..turns.len() {
            if turns.len() > 1 {
                let mut c = case.clone();
                c.distances.remove(i);
                c.per_move = c.per_move.min(c.distances.len());
                smaller.push(c);
            }
        }
        if case.per_move > 1 {
            smaller.push(Case {
                per_move: case.per_move - 1,
                ..case.clone()
            });
        }
        for fewer in lower(rolls, 0) {
            smaller.push(Case {
                kick: kick_for(fewer, case.radius),
                ..case.clone()
            });
        }
        if case.radius > 1 {
            smaller.push(Case::of_turns(case.per_move, rolls, &turns, 1));
        }
        for (i, &a) in turns.iter().enumerate() {
            // First the fewest turns with the same value mod (k + 1).
            let same_value = match a % (rolls + 1) {
                0 => rolls + 1,
                b => b,
            };
            let mut closer = lower(a, 1);
            if same_value < a && !closer.contains(&same_value) {
                closer.insert(0, same_value);
            }
            for closer in closer {
                let mut c = case.clone();
                c.distances[i] = distance_for(closer, case.radius);
                smaller.push(c);
            }
            let middle = distance_for(a, case.radius);
            if middle < case.distances[i] {
                let mut c = case.clone();
                c.distances[i] = middle;
                smaller.push(c);
            }
        }
        let tidy = Case::of_turns(case.per_move, rolls, &turns, case.radius);
        if tidy.kick < case.kick {
            smaller.push(Case {
                kick: tidy.kick,
                ..case.clone()
            });
        }
        smaller
    }

    fn explain(case: &Case) -> String {
        let (turns, rolls) = case.turns();
        let m = case.per_move;
        let vals = values(rolls, &turns);
        let mut text = format!(
            "M = {m}, k = floor(L / 2 pi R) = {rolls}; each ball is A = ceil(S / 2 pi R) turns away, value A mod (k + 1):\n"
        );
        for (i, ((&s, &a), &b)) in case.distances.iter().zip(&turns).zip(&vals).enumerate() {
            text.push_str(&format!("  ball {}: S = {s}, A = {a}, value {b}\n", i + 1));
        }
        let counts = bit_counts(&vals);
        let top = counts.iter().rposition(|&c| c > 0).map_or(1, |t| t + 1);
        let shown: Vec<String> = counts[..top].iter().map(usize::to_string).collect();
        let formula = formula_mover_wins(m, rolls, &turns);
        text.push_str(&format!(
            "Moore's Nim-{m}: bit counts (bit 0 first) {}, {} divisible by M + 1 = {}: the formula says {}",
            shown.join(" "),
            if formula { "not all" } else { "all" },
            m + 1,
            answer(formula)
        ));
        if !case.searchable() {
            text.push_str("(too large for the exhaustive search to confirm a move)\n");
            return text;
        }
        let real = with_real_game(|game| game.mover_wins(m, rolls, &turns));
        if real != formula {
            text.push_str(&format!("the real game, searched exhaustively, says {}", answer(real)));
        }
        match with_real_game(|game| game.winning_move(m, rolls, &turns)) {
            Some(next) => text.push_str(&format!(
                "winning move in the real game (confirmed by search): leave the balls at {next:?} turns\n"
            )),
            None => text.push_str("the real game: every move leaves a position the opponent wins\n"),
        }
        text
    }

    fn judge_differs(case: &Case) -> Option<String> {
        if case.per_move < 2 || !case.searchable() {
            return None;
        }
        let (turns, rolls) = case.turns();
        let real = with_real_game(|game| game.mover_wins(case.per_move, rolls, &turns));
        let formula = formula_mover_wins(case.per_move, rolls, &turns);
        (real != formula).then(|| {
            format!(
                "the judge expects Moore's formula on turns mod (k + 1), {}, but the real game gives {}: \
                 for M >= 2 a kick can raise a value (see problems/poj2315-football-game/README.md, Claim 3)",
                answer(formula).trim_end(),
                answer(real).trim_end()
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn write_and_parse_round_trip() {
        let mut rng = Rng::new(1);
        let cases: Vec<Case> = (0..50).map(|_| Poj2315::random_small(&mut rng)).collect();
        assert_eq!(Poj2315::parse(&Poj2315::write(&cases)).unwrap(), cases);
        assert!(Poj2315::parse("2 3 30 1\n8 8\n")
            .unwrap_err()
            .starts_with("M at byte 2"));
    }

    #[test]
    fn shrinking_keeps_cases_valid_and_smaller() {
        let case = Case::of_turns(2, 3, &[1, 1, 4, 6], 2);
        let smaller = Poj2315::shrink(&case);
        assert!(smaller.len() >= 8);
        for c in &smaller {
            assert!(
                Poj2315::parse(&Poj2315::write(std::slice::from_ref(c))).is_ok(),
                "{c:?}"
            );
            assert_ne!(c, &case);
        }
    }

    #[test]
    fn explanation_of_the_write_ups_counterexample() {
        let case = Case::of_turns(2, 3, &[1, 1, 4, 6], 1);
        let text = Poj2315::explain(&case);
        assert!(
            text.contains("value 2") && text.contains("the formula says Alice"),
            "{text}"
        );
        assert!(text.contains("real game, searched exhaustively, says Bob"), "{text}");
        assert!(Poj2315::judge_differs(&case).unwrap().contains("Claim 3"));
        assert!(Poj2315::judge_differs(&Case::of_turns(1, 3, &[1, 1, 4, 6], 1)).is_none());
        let win = Poj2315::explain(&Case::of_turns(1, 2, &[1, 2], 1));
        assert!(win.contains("leave the balls at [1, 1] turns"), "{win}");
    }
}
