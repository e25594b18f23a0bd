//! HDU 3595 GG and MM: Euclid games played as an Every-SG game. Brute force:
//! whole positions (`games::euclid::every_steps`); reference: each game's step
//! count by definition and the Every-SG theorem (MM wins iff the largest is
//! odd). Tested by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::euclid;
use sglab::prelude::*;
use std::collections::HashMap;

/// One Euclid game, (p, q).
pub type Game = (usize, usize);

pub const WORDS: Words = Words::new("MM\n", "GG\n");

/// The whole position's search and the games' step counts by definition,
/// kept across cases.
pub struct Hdu3595 {
    search: Memo<Vec<Game>>,
    pub definition: Definition,
}

impl Default for Hdu3595 {
    fn default() -> Hdu3595 {
        Hdu3595 {
            search: Search::boxed(Play::Normal, |p: &Vec<Game>| euclid::every_steps(p)),
            definition: Definition::default(),
        }
    }
}

impl Hdu3595 {
    /// Whether MM, the first player, wins the whole position, by search.
    pub fn mm_wins(&mut self, games: &[Game]) -> bool {
        self.search.mover_wins(&games.to_vec())
    }
}

/// Small enough for the search: up to three games of piles up to 10.
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
        let next = Definition::choose(self.successors(key.0, key.1));
        let known = next.map_or((false, 0), |(_, (wins, steps))| (!wins, steps + 1));
        self.0.insert(key, known);
        known
    }

    /// The successors of (p, q) with their (wins, steps). Smallest first,
    /// so the recursion follows the Euclid chain and the others find their
    /// successors already known.
    fn successors(&mut self, p: usize, q: usize) -> Vec<(Game, (bool, u32))> {
        let moves = euclid::moves(p, q).into_iter().rev();
        moves.map(|(a, b)| ((a, b), self.game(a, b))).collect()
    }

    /// The Every-SG strategy's successor: a lost one with the most steps if
    /// there is one (a won game made to last), else the one with the fewest
    /// (a lost game ended fast); `None` for a finished game.
    fn choose(next: Vec<(Game, (bool, u32))>) -> Option<(Game, (bool, u32))> {
        let lost = next.iter().filter(|(_, (wins, _))| !wins).max_by_key(|(_, (_, s))| *s);
        lost.or_else(|| next.iter().min_by_key(|(_, (_, s))| *s)).copied()
    }

    /// The Every-SG theorem: MM wins iff the largest step count is odd.
    pub fn mm_wins(&mut self, games: &[Game]) -> bool {
        games.iter().map(|&(p, q)| self.game(p, q).1).max().unwrap_or(0) % 2 == 1
    }

    /// The Every-SG strategy's move in one unfinished game.
    pub fn strategy_move(&mut self, p: usize, q: usize) -> Option<Game> {
        Definition::choose(self.successors(p, q)).map(|(g, _)| g)
    }
}

/// The unfinished games of the Euclid chain from (p, q): (larger,
/// smaller), then (smaller, larger mod smaller), ... while both are > 0.
/// The last one's smaller pile is the gcd.
fn euclid_chain(p: usize, q: usize) -> Vec<Game> {
    let (mut a, mut b) = (p.max(q), p.min(q));
    let mut chain = Vec::new();
    while b > 0 {
        chain.push((a, b));
        (a, b) = (b, a % b);
    }
    chain
}

/// The statement's most test cases in one input.
pub const MAX_CASES: usize = 100;

impl Problem for Hdu3595 {
    type Case = Vec<Game>;
    const NAME: &'static str = "hdu3595";
    const FRAME: Frame = Frame::UntilEof;
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["max", "zeros", "traps"];

    fn read_case(r: &mut Reader) -> Result<Vec<Game>, String> {
        let n = r.u64("N")?;
        (0..n).map(|_| Ok((r.usize("p")?, r.usize("q")?))).collect()
    }

    fn write_case(games: &Vec<Game>) -> String {
        let lines: String = games.iter().map(|(p, q)| format!("{p} {q}\n")).collect();
        format!("{}\n{lines}", games.len())
    }

    /// The statement: at most 100 test cases in one input.
    fn statement(cases: &[Vec<Game>]) -> Result<(), String> {
        match cases.len() {
            0..=MAX_CASES => Ok(()),
            more => Err(format!("{more} test cases, more than the statement's {MAX_CASES}")),
        }
    }

    /// Zero to three games of piles up to 6 or 10, sometimes with piles of 0.
    fn random_small(rng: &mut Rng) -> Vec<Game> {
        let top = if rng.chance(1, 2) { 6 } else { 10 };
        let low = if rng.chance(1, 6) { 0 } else { 1 };
        let pile = |rng: &mut Rng| rng.range(low, top) as usize;
        (0..rng.range(0, 3)).map(|_| (pile(rng), pile(rng))).collect()
    }

    /// `max`: 100 cases of the largest N and piles; `zeros`: N = 0,
    /// finished games (a pile of 0) next to live ones, equal piles;
    /// `traps`: won games next to longer lost ones and the other way round
    /// (multiples, consecutive Fibonacci numbers), where "MM wins some
    /// game" and the xor of Grundy values answer wrongly.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Vec<Game>> {
        let (n, top) = (limits["N"].hi, limits["p"].hi.min(limits["q"].hi) as usize);
        let pile = |rng: &mut Rng, lo: usize, hi: usize| rng.range(lo as u64, hi as u64) as usize;
        let fibonacci = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];
        let consecutive = |i: usize| (fibonacci[i + 1], fibonacci[i]);
        let multiple = |b: usize, rng: &mut Rng| (b * pile(rng, 2, top / b), b);
        (0..100)
            .map(|i| match kind {
                "max" => (0..n).map(|_| (pile(rng, 0, top), pile(rng, 0, top))).collect(),
                "zeros" => {
                    // Finished games (a pile of 0) next to live ones must not count.
                    let finished = |rng: &mut Rng| [(0, pile(rng, 0, top)), (pile(rng, 0, top), 0)][rng.below(2)];
                    let k = pile(rng, 1, 3);
                    let mut games: Vec<Game> = match i % 4 {
                        0 => Vec::new(),
                        1 => (0..k).map(|_| finished(rng)).collect(),
                        2 => (0..k).map(|_| pile(rng, 1, top)).map(|v| (v, v)).collect(),
                        _ => (0..k).map(|_| (pile(rng, 1, 30), pile(rng, 1, 30))).collect(),
                    };
                    if i % 4 >= 2 {
                        games.insert(rng.below(games.len() + 1), finished(rng));
                    }
                    games
                }
                "traps" => (0..pile(rng, 2, 4))
                    .map(|_| match rng.below(3) {
                        0 => multiple(pile(rng, 1, 100), rng),
                        1 => consecutive(rng.below(fibonacci.len() - 1)),
                        _ => (pile(rng, 1, top), pile(rng, 1, top)),
                    })
                    .collect(),
                other => unknown_kind(other),
            })
            .collect()
    }

    fn brute(&mut self, games: &Vec<Game>) -> Option<String> {
        small(games).then(|| WORDS.answer(self.mm_wins(games)))
    }

    fn reference(&mut self, games: &Vec<Game>) -> String {
        WORDS.answer(self.definition.mm_wins(games))
    }

    /// Each half, one game fewer, then each game smaller: divided by the
    /// gcd of its piles (the same game, smaller numbers), a game further
    /// down its own Euclid chain (the last, a quarter from the end, half
    /// way, one division), then each pile smaller (0, half, one less).
    fn shrink(games: &Vec<Game>) -> Vec<Vec<Game>> {
        smaller_lists(games, |&(p, q)| {
            let mut smaller = Vec::new();
            let chain = euclid_chain(p, q);
            if let Some(&(_, g)) = chain.last().filter(|&&(_, g)| g > 1) {
                smaller.push((p / g, q / g));
            }
            let last = chain.len().saturating_sub(1);
            for at in [last, last - last / 4, last / 2, 1] {
                if (1..chain.len()).contains(&at) && !smaller.contains(&chain[at]) {
                    smaller.push(chain[at]);
                }
            }
            smaller.extend(smaller_values(p as u64, 0).into_iter().map(|v| (v as usize, q)));
            smaller.extend(smaller_values(q as u64, 0).into_iter().map(|v| (p, v as usize)));
            smaller
        })
    }

    fn explain(&mut self, games: &Vec<Game>) -> String {
        let mut text = String::from(
            "Every-SG: the mover moves in every unfinished game; per game, its step count (a won game lasts as long as \
             its winner can make it, a lost one ends as fast as its loser can); MM wins iff the largest step count is odd\n",
        );
        let counts: Vec<(bool, u32)> = games.iter().map(|&(p, q)| self.definition.game(p, q)).collect();
        for (&(p, q), &(wins, steps)) in games.iter().zip(&counts) {
            let state = match (steps, wins) {
                (0, _) => "finished",
                (_, true) => "won by its mover",
                _ => "lost by its mover",
            };
            text.push_str(&format!("  game ({p}, {q}): {state}, {steps} steps\n"));
        }
        let longest = counts.iter().map(|&(_, s)| s).max().unwrap_or(0);
        let mm = longest % 2 == 1;
        let (parity, who, word) = (if mm { "odd" } else { "even" }, winner(mm), WORDS.line(mm).trim_end());
        text += &format!("largest step count {longest} ({parity}): {who} ({word})\n");
        if !mm {
            return text;
        }
        // Finished games have no move and no strategy move.
        let moves = games.iter().map(|&(p, q)| self.definition.strategy_move(p, q));
        let next: Vec<Game> = moves.flatten().collect();
        let shown: String = next.iter().map(|(p, q)| format!(" ({p}, {q})")).collect();
        text += &format!(
            "winning move: won games to their longest lost successor, lost games to their shortest successor:{shown}"
        );
        if !small(games) {
            return text + "\n";
        }
        assert!(!self.mm_wins(&next), "the strategy's move from {games:?} loses");
        text + " (confirmed by exhaustive search of the real game)\n"
    }
}
