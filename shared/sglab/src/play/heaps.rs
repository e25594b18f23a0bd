//! [`Heaps`]: a game of components in a row (heaps, strips, piles), each
//! replaced in its place by the components a move leaves, written in the
//! game's own words. Normal play is valued by the Sprague-Grundy theorem
//! (g of a component by the mex of its options, memoised; g of the row the
//! xor); misère play is decided by exhaustive search of the whole row
//! ([`crate::search`]), so it is played only where that search is small.
//! Time: g of a component costs its options once; a row's outcome is one
//! xor (normal) or the search of the multisets it reaches (misère). Tested
//! by shared/pack/tests/tools/play_all.rs against exhaustive search.

use super::canonical;
use super::game::Game;
use crate::rng::Rng;
use crate::search::{sum_steps, Memo, Play, Search, Step};
use sg::mex::Mex;
use std::collections::HashMap;
use std::rc::Rc;

/// The components one component becomes, for each of its moves.
pub type Options = Rc<dyn Fn(u64) -> Vec<Vec<u64>>>;

/// A move in words: the component's place (from 1), its size, and what it
/// becomes.
pub type Words = fn(usize, u64, &[u64]) -> String;

/// A row of components played as a sum, under normal or misère play.
pub struct Heaps {
    play: Play,
    options: Options,
    words: Words,
    /// What one component is called on the screen (`heap`, `strip`).
    noun: &'static str,
    values: HashMap<u64, u64>,
    misere: Memo<Vec<u64>>,
}

/// One move: the component at `place` (from 0), of size `from`, becomes
/// `parts`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    pub place: usize,
    pub from: u64,
    pub parts: Vec<u64>,
}

impl Heaps {
    /// The game whose component of size n has the moves `options(n)`.
    pub fn new(play: Play, noun: &'static str, options: Options, words: Words) -> Heaps {
        let part = options.clone();
        let misere = Search::boxed(play, move |row: &Vec<u64>| {
            sum_steps(row, |&h| part(h).into_iter().map(Step::To).collect())
        });
        Heaps {
            play,
            options,
            words,
            noun,
            values: HashMap::new(),
            misere,
        }
    }

    /// g of one component: the mex of its options' xors.
    pub fn component(&mut self, n: u64) -> u64 {
        if let Some(&g) = self.values.get(&n) {
            return g;
        }
        let xors: Vec<u64> = (self.options)(n)
            .iter()
            .map(|parts| parts.iter().fold(0, |x, &p| x ^ self.component(p)))
            .collect();
        // A value past u32 cannot be the mex (at most the option count).
        let g = u64::from(Mex::new().of(xors.iter().map(|&x| u32::try_from(x).unwrap_or(u32::MAX))));
        self.values.insert(n, g);
        g
    }

    fn all_moves(&self, row: &[u64]) -> Vec<Move> {
        let mut moves = Vec::new();
        for (i, &h) in row.iter().enumerate() {
            moves.extend((self.options)(h).into_iter().map(|parts| Move {
                place: i,
                from: h,
                parts,
            }));
        }
        moves
    }
}

/// `row` with its component `i` replaced, in place, by `parts`.
fn replaced(row: &[u64], mv: &Move) -> Vec<u64> {
    let mut next = row[..mv.place].to_vec();
    next.extend(&mv.parts);
    next.extend(&row[mv.place + 1..]);
    next
}

impl Game for Heaps {
    type Pos = Vec<u64>;
    type Move = Move;

    fn read_move(&self, row: &Vec<u64>, line: &str) -> Result<Move, String> {
        let moves = self.all_moves(row);
        let wanted = canonical(line);
        if let Some(mv) = moves.iter().find(|mv| canonical(&self.write_move(mv)) == wanted) {
            return Ok(mv.clone());
        }
        match moves.first() {
            None => Err("no move is left".to_string()),
            Some(example) => Err(format!(
                "not a legal move here; write one as `{}` (--hints lists them all)",
                self.write_move(example)
            )),
        }
    }

    fn write_move(&self, mv: &Move) -> String {
        (self.words)(mv.place + 1, mv.from, &mv.parts)
    }

    fn after(&mut self, row: &Vec<u64>, mv: &Move) -> Vec<u64> {
        replaced(row, mv)
    }

    fn wins(&mut self, row: &Vec<u64>) -> bool {
        match self.play {
            Play::Normal => self.value(row) != Some(0),
            Play::Misere => {
                let mut sorted = row.clone();
                sorted.sort_unstable();
                self.misere.mover_wins(&sorted)
            }
        }
    }

    fn value(&mut self, row: &Vec<u64>) -> Option<u64> {
        (self.play == Play::Normal).then(|| row.iter().fold(0, |x, &h| x ^ self.component(h)))
    }

    fn reply(&mut self, row: &Vec<u64>, rng: &mut Rng) -> Option<Move> {
        let moves = self.all_moves(row);
        let winning: Vec<&Move> = moves.iter().filter(|mv| !self.wins(&replaced(row, mv))).collect();
        if !winning.is_empty() {
            return Some(winning[rng.below(winning.len())].clone());
        }
        // Lost: a move that leaves the most behind, to keep the game long.
        let most = moves.iter().map(|mv| mv.parts.iter().sum::<u64>()).max()?;
        let longest: Vec<&Move> = moves.iter().filter(|mv| mv.parts.iter().sum::<u64>() == most).collect();
        Some(longest[rng.below(longest.len())].clone())
    }

    fn moves(&mut self, row: &Vec<u64>) -> Option<Vec<Move>> {
        let moves = self.all_moves(row);
        (moves.len() <= 80).then_some(moves)
    }

    fn misere(&self) -> bool {
        self.play == Play::Misere
    }

    fn show(&self, row: &Vec<u64>) -> String {
        let parts: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(i, h)| format!("{} {}: {h}", self.noun, i + 1))
            .collect();
        parts.join(", ")
    }
}

/// The moves of a heap of n that take k stones for each k that `allowed`
/// admits; an emptied heap stays in its place, as 0.
pub fn takes(n: u64, allowed: impl Fn(u64) -> bool) -> Vec<Vec<u64>> {
    (1..=n).filter(|&k| allowed(k)).map(|k| vec![n - k]).collect()
}

/// `take K from heap I`, for [`takes`].
pub fn take_words(i: usize, from: u64, parts: &[u64]) -> String {
    format!("take {} from heap {i}", from - parts.iter().sum::<u64>())
}

/// The sizes a row may have: at most `count` components of 0 to `size`.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The problem, for the messages.
    pub name: &'static str,
    /// What the row holds, for the messages (`heaps of stones`).
    pub what: &'static str,
    pub count: usize,
    pub size: u64,
}

impl Limits {
    /// `count` components of 0 to `size` of `what`, for problem `name`.
    pub const fn new(name: &'static str, what: &'static str, count: usize, size: u64) -> Limits {
        Limits {
            name,
            what,
            count,
            size,
        }
    }
}

/// The row `words` give (the default when empty), or the limit it breaks,
/// named.
pub fn start(words: &[String], limits: Limits, default: impl FnOnce() -> Vec<u64>) -> Result<Vec<u64>, String> {
    let row = super::numbers(words).map_err(|e| format!("{}: {e}", limits.name))?;
    let row = if row.is_empty() { default() } else { row };
    let shape = format!(
        "{}: the position is 1 to {} {} of 0 to {}",
        limits.name, limits.count, limits.what, limits.size
    );
    if row.len() > limits.count {
        return Err(format!("{shape}; {} were given", row.len()));
    }
    match row.iter().position(|&h| h > limits.size) {
        Some(i) => Err(format!("{shape}; number {} is {}", i + 1, row[i])),
        None => Ok(row),
    }
}

/// Plays `game` with a person from the row `words` give (when none,
/// `count` components drawn from `lo..=hi` as `default` is), refused by
/// name outside `limits`.
pub fn play_row(
    mut game: Heaps,
    limits: Limits,
    words: &[String],
    (count, lo, hi): (usize, u64, u64),
    person: &mut super::Person,
) -> Result<super::Winner, String> {
    let row = start(words, limits, || (0..count).map(|_| person.rng.range(lo, hi)).collect())?;
    super::with_person(&mut game, row, person)
}
