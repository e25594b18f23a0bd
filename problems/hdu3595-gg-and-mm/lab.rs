//! HDU 3595 GG and MM: a case is one list of Euclid games (p, q), played as
//! an Every-SG game (the mover moves in every unfinished game). The brute
//! force searches whole positions (`games::euclid::every_steps`); the
//! reference takes each game's step count by definition, straight from the
//! move rules, and the Every-SG theorem: MM wins iff the largest is odd.

use super::Problem;
use crate::judge::shrink::{smaller_lists, smaller_values};
use crate::games::euclid;
use crate::rng::Rng;
use crate::search::{Play, Search, Step};
use sg::scan::Scanner;
use std::cell::RefCell;
use std::collections::HashMap;

/// One Euclid game, (p, q).
pub type Game = (usize, usize);

/// The judge's bound on N.
pub const N_MAX: u64 = 1000;

/// The judge's answer line for "MM (the first player) wins".
pub fn answer(mm_wins: bool) -> &'static str {
    if mm_wins {
        "MM\n"
    } else {
        "GG\n"
    }
}

/// The whole position's moves: `games::euclid::every_steps`.
type Moves = fn(&Vec<Game>) -> Vec<Step<Vec<Game>>>;

/// The real game, searched move by move; one memo serves many positions.
pub struct RealGame(Search<Vec<Game>, Moves>);

impl Default for RealGame {
    fn default() -> RealGame {
        RealGame(Search::new(Play::Normal, |position| euclid::every_steps(position)))
    }
}

impl RealGame {
    /// Whether MM, the first player, wins the whole position.
    pub fn mm_wins(&mut self, games: &[Game]) -> bool {
        self.0.mover_wins(&games.to_vec())
    }
}

/// Small enough for [`RealGame`]: up to three games of piles up to 10.
pub fn small(games: &[Game]) -> bool {
    games.len() <= 3 && games.iter().all(|&(p, q)| p <= 10 && q <= 10)
}

/// One Euclid game by the definitions, straight from the move rules:
/// whether the mover wins, and the step count (0 at the end; a won
/// position: 1 + the largest step among lost successors; a lost one:
/// 1 + the smallest step among successors). Memoised on (larger, smaller).
/// Its cost is the sum of the Euclid quotients, so it also handles huge
/// piles whose quotients are small.
#[derive(Default)]
pub struct Definition(HashMap<Game, (bool, u32)>);

impl Definition {
    pub fn game(&mut self, p: usize, q: usize) -> (bool, u32) {
        let key = (p.max(q), p.min(q));
        if let Some(&known) = self.0.get(&key) {
            return known;
        }
        // Smallest successor first, so the recursion follows the Euclid
        // chain and the others find their successors already known.
        let next: Vec<(bool, u32)> = euclid::moves(key.0, key.1)
            .into_iter()
            .rev()
            .map(|(a, b)| self.game(a, b))
            .collect();
        let wins = next.iter().any(|&(w, _)| !w);
        let steps = if next.is_empty() {
            0
        } else if wins {
            1 + next.iter().filter(|&&(w, _)| !w).map(|&(_, s)| s).max().unwrap()
        } else {
            1 + next.iter().map(|&(_, s)| s).min().unwrap()
        };
        self.0.insert(key, (wins, steps));
        (wins, steps)
    }

    /// The Every-SG theorem: MM wins iff the largest step count is odd.
    pub fn mm_wins(&mut self, games: &[Game]) -> bool {
        games.iter().map(|&(p, q)| self.game(p, q).1).max().unwrap_or(0) % 2 == 1
    }

    /// The Every-SG strategy's move in one unfinished game: to a lost
    /// successor with the most steps if the game is won (make it last), to
    /// the successor with the fewest steps if it is lost (end it fast).
    pub fn strategy_move(&mut self, p: usize, q: usize) -> Option<Game> {
        let (wins, _) = self.game(p, q);
        let successors: Vec<(Game, (bool, u32))> = euclid::moves(p, q)
            .into_iter()
            .map(|(a, b)| ((a, b), self.game(a, b)))
            .collect();
        if wins {
            successors
                .into_iter()
                .filter(|(_, (w, _))| !w)
                .max_by_key(|(_, (_, s))| *s)
                .map(|(g, _)| g)
        } else {
            successors.into_iter().min_by_key(|(_, (_, s))| *s).map(|(g, _)| g)
        }
    }
}

thread_local! {
    static DEFINITION: RefCell<Definition> = RefCell::new(Definition::default());
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The unfinished games of the Euclid chain from (p, q): (larger,
/// smaller), then (smaller, larger mod smaller), ... while both are > 0.
fn euclid_chain(p: usize, q: usize) -> Vec<Game> {
    let (mut a, mut b) = (p.max(q), p.min(q));
    let mut chain = Vec::new();
    while b > 0 {
        chain.push((a, b));
        (a, b) = (b, a % b);
    }
    chain
}

fn with_definition<T>(f: impl FnOnce(&mut Definition) -> T) -> T {
    DEFINITION.with(|d| f(&mut d.borrow_mut()))
}

pub struct Hdu3595;

impl Problem for Hdu3595 {
    type Case = Vec<Game>;
    const NAME: &'static str = "hdu3595";

    /// N up to 1000; p and q any u64 (the binary supports them all).
    fn parse(input: &str) -> Result<Vec<Vec<Game>>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let mut cases = Vec::new();
        let mut read = || -> Result<bool, sg::error::Error> {
            match scan.next_case("N", 0, N_MAX)? {
                Some(n) => {
                    let games = (0..n)
                        .map(|_| Ok((scan.u64("p")? as usize, scan.u64("q")? as usize)))
                        .collect::<Result<_, sg::error::Error>>()?;
                    cases.push(games);
                    Ok(true)
                }
                None => Ok(false),
            }
        };
        while read().map_err(|e| e.to_string())? {}
        Ok(cases)
    }

    fn write(cases: &[Vec<Game>]) -> String {
        let mut text = String::new();
        for games in cases {
            text.push_str(&format!("{}\n", games.len()));
            for (p, q) in games {
                text.push_str(&format!("{p} {q}\n"));
            }
        }
        text
    }

    /// Zero to three games of piles up to 6 or 10, sometimes with piles of 0.
    fn random_small(rng: &mut Rng) -> Vec<Game> {
        let top = if rng.chance(1, 2) { 6 } else { 10 };
        let low = if rng.chance(1, 6) { 0 } else { 1 };
        (0..rng.range(0, 3))
            .map(|_| (rng.range(low, top) as usize, rng.range(low, top) as usize))
            .collect()
    }

    fn brute(cases: &[Vec<Game>]) -> Vec<Option<String>> {
        let mut game = RealGame::default();
        cases
            .iter()
            .map(|games| small(games).then(|| answer(game.mm_wins(games)).to_string()))
            .collect()
    }

    fn reference(games: &Vec<Game>) -> String {
        answer(with_definition(|d| d.mm_wins(games))).to_string()
    }

    /// Each half, one game fewer, then each game smaller: divided by the
    /// gcd of its piles (the same game, smaller numbers), a game further
    /// down its own Euclid chain (the last, a quarter from the end, half
    /// way, one division), then each pile smaller (0, half, one less).
    fn shrink(games: &Vec<Game>) -> Vec<Vec<Game>> {
        smaller_lists(games, |&(p, q)| {
            let mut smaller = Vec::new();
            let g = gcd(p, q);
            if g > 1 {
                smaller.push((p / g, q / g));
            }
            let chain = euclid_chain(p, q);
            let last = chain.len().saturating_sub(1);
            for at in [last, last - last / 4, last / 2, 1] {
                if (1..chain.len()).contains(&at) && !smaller.contains(&chain[at]) {
                    smaller.push(chain[at]);
                }
            }
            smaller.extend(smaller_values(p as u64, 0).into_iter().map(|v| (v as usize, q)));
            smaller.extend(smaller_values(q as u64, 0).into_iter().map(|v| (p, v as usize)));
            smaller.retain(|&game| game != (p, q));
            smaller
        })
    }

    fn explain(games: &Vec<Game>) -> String {
        let mut text = String::from(
            "Every-SG: the mover moves in every unfinished game; per game, its step count (a won game lasts as long as \
             its winner can make it, a lost one ends as fast as its loser can); MM wins iff the largest step count is odd\n",
        );
        let counts: Vec<(bool, u32)> = with_definition(|d| games.iter().map(|&(p, q)| d.game(p, q)).collect());
        for (&(p, q), &(wins, steps)) in games.iter().zip(&counts) {
            let state = if steps == 0 {
                "finished"
            } else if wins {
                "won by its mover"
            } else {
                "lost by its mover"
            };
            text.push_str(&format!("  game ({p}, {q}): {state}, {steps} steps\n"));
        }
        let longest = counts.iter().map(|&(_, s)| s).max().unwrap_or(0);
        let mm = longest % 2 == 1;
        text.push_str(&format!(
            "largest step count {longest} ({}): {} wins\n",
            if mm { "odd" } else { "even" },
            if mm { "MM" } else { "GG" }
        ));
        if !mm {
            return text;
        }
        let next: Vec<Game> = with_definition(|d| {
            games
                .iter()
                .filter(|&&(p, q)| !euclid::finished(p, q))
                .map(|&(p, q)| d.strategy_move(p, q).expect("an unfinished game has a move"))
                .collect()
        });
        let shown: Vec<String> = next.iter().map(|(p, q)| format!("({p}, {q})")).collect();
        text.push_str(&format!(
            "winning move: won games to their longest lost successor, lost games to their shortest successor: {}",
            shown.join(" ")
        ));
        if small(games) {
            assert!(
                !RealGame::default().mm_wins(&next),
                "the strategy's move from {games:?} loses"
            );
            text.push_str(" (confirmed by exhaustive search of the real game)");
        }
        text.push('\n');
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explanations_and_shrinking() {
        let text = Hdu3595::explain(&vec![(8, 5), (2, 1)]);
        assert!(text.contains("game (8, 5): lost by its mover, 4 steps"), "{text}");
        assert!(text.contains("largest step count 4 (even): GG wins"), "{text}");
        let text = Hdu3595::explain(&vec![(5, 2), (3, 2)]);
        assert!(
            text.contains("MM wins") && text.contains("(3, 2) (1, 2)") && text.contains("confirmed"),
            "{text}"
        );
        assert_eq!(Hdu3595::shrink(&vec![(6, 4)])[0], vec![(3, 2)]);
        assert_eq!(Hdu3595::shrink(&vec![(7, 2)])[0], vec![(2, 1)]);
        assert_eq!(euclid_chain(8, 13), vec![(13, 8), (8, 5), (5, 3), (3, 2), (2, 1)]);
        assert_eq!(Hdu3595::shrink(&vec![(13, 8)])[0], vec![(2, 1)]);
        assert_eq!(
            Hdu3595::parse("0\n2\n8 5\n2 1\n").unwrap(),
            vec![vec![], vec![(8, 5), (2, 1)]]
        );
        assert_eq!(Hdu3595::write(&[vec![(1, 2)]]), "1\n1 2\n");
    }
}
