//! Exhaustive game search: who wins from a position, found by trying every
//! move, with nothing but the rules. Positions must not repeat along a line
//! of play (every pack game is finite and acyclic); a cycle is a bug in the
//! move generator and panics.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// The memo's hasher: rustc's Fx (per word: rotate, xor, multiply). Std's
/// SipHash resists inputs chosen to collide, which the pack's own positions
/// are not, and cost a tenth of a search's time.
#[derive(Clone, Copy, Default)]
pub struct FxHasher(u64);

impl FxHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.add(n.into());
    }
    fn write_u32(&mut self, n: u32) {
        self.add(n.into());
    }
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

/// A hash map with [`FxHasher`], for memos keyed by positions.
pub type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// Who wins when the player to move has no move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// The player who cannot move loses.
    Normal,
    /// The player who cannot move wins (whoever makes the last move loses).
    Misere,
}

/// One move of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step<P> {
    /// The game goes on from this position, the other player to move.
    To(P),
    /// The game ends at once and the player who made this move wins
    /// (three X in a row, cutting out a 1 x 1 square).
    Win,
}

impl<P> Step<P> {
    /// The same move with its position mapped by `f` (for positions that
    /// carry what the moves do not change, such as the listed intervals).
    pub fn map<Q>(self, f: impl FnOnce(P) -> Q) -> Step<Q> {
        match self {
            Step::To(p) => Step::To(f(p)),
            Step::Win => Step::Win,
        }
    }
}

/// A move generator kept in a box, so that a problem can hold its search
/// (and so its memo) in a field of its own type.
pub type Moves<P> = Box<dyn FnMut(&P) -> Vec<Step<P>>>;

/// A search with a boxed move generator: see [`Search::boxed`].
pub type Memo<P> = Search<P, Moves<P>>;

/// Memoised search over whole positions.
pub struct Search<P, F> {
    play: Play,
    moves: F,
    memo: FxMap<P, Option<bool>>,
}

impl<P: Clone + Eq + Hash + std::fmt::Debug> Search<P, Moves<P>> {
    /// A search whose memo a problem keeps across cases.
    pub fn boxed(play: Play, moves: impl FnMut(&P) -> Vec<Step<P>> + 'static) -> Memo<P> {
        Search::new(play, Box::new(moves))
    }
}

impl<P, F> Search<P, F>
where
    P: Clone + Eq + Hash + std::fmt::Debug,
    F: FnMut(&P) -> Vec<Step<P>>,
{
    pub fn new(play: Play, moves: F) -> Search<P, F> {
        Search {
            play,
            moves,
            memo: FxMap::default(),
        }
    }

    /// Whether the player to move from `position` can force a win.
    pub fn mover_wins(&mut self, position: &P) -> bool {
        match self.memo.get(position) {
            Some(Some(known)) => return *known,
            Some(None) => panic!("the move generator returned to {position:?}: the game has a cycle"),
            None => {}
        }
        self.memo.insert(position.clone(), None);
        let steps = (self.moves)(position);
        let wins = if steps.is_empty() {
            self.play == Play::Misere
        } else {
            steps.iter().any(|step| match step {
                Step::Win => true,
                Step::To(next) => !self.mover_wins(next),
            })
        };
        // The entry made above: no second clone of the position.
        if let Some(entry) = self.memo.get_mut(position) {
            *entry = Some(wins);
        }
        wins
    }

    /// Number of positions solved so far (to keep test cases small).
    pub fn positions(&self) -> usize {
        self.memo.len()
    }
}

/// The moves of a sum of games: move in exactly one component, which the
/// component's own move replaces by zero or more components. Positions are
/// sorted, so a multiset of components has one representation.
pub fn sum_steps<C: Clone + Ord>(parts: &[C], part_steps: impl Fn(&C) -> Vec<Step<Vec<C>>>) -> Vec<Step<Vec<C>>> {
    let mut steps = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        if i > 0 && parts[i - 1] == *part {
            continue; // same component, same moves
        }
        for step in part_steps(part) {
            steps.push(step.map(|replacement| {
                let mut next = Vec::with_capacity(parts.len() - 1 + replacement.len());
                next.extend(parts[..i].iter().chain(&parts[i + 1..]).cloned());
                next.extend(replacement);
                next.sort();
                next
            }));
        }
    }
    steps
}

/// Whether the first player wins the sum of `parts` under `play`.
pub fn sum_mover_wins<C>(play: Play, parts: &[C], part_steps: impl Fn(&C) -> Vec<Step<Vec<C>>>) -> bool
where
    C: Clone + Ord + Hash + std::fmt::Debug,
{
    let mut start = parts.to_vec();
    start.sort();
    Search::new(play, |p: &Vec<C>| sum_steps(p, &part_steps)).mover_wins(&start)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Nim heap moves, written out for the test.
    fn heap(h: &u32) -> Vec<Step<Vec<u32>>> {
        (0..*h)
            .map(|left| Step::To(if left == 0 { vec![] } else { vec![left] }))
            .collect()
    }

    #[test]
    fn nim_is_decided_by_xor_in_normal_play() {
        for a in 0..5u32 {
            for b in 0..5 {
                for c in 0..5 {
                    assert_eq!(
                        sum_mover_wins(Play::Normal, &[a, b, c], heap),
                        a ^ b ^ c != 0,
                        "{a} {b} {c}"
                    );
                }
            }
        }
    }

    #[test]
    fn misere_flips_only_the_terminal_rule() {
        assert!(sum_mover_wins(Play::Misere, &[], heap));
        assert!(!sum_mover_wins(Play::Misere, &[1], heap));
        assert!(sum_mover_wins(Play::Misere, &[1, 1], heap));
        assert!(sum_mover_wins(Play::Misere, &[2], heap));
    }

    #[test]
    fn a_winning_move_ends_the_game() {
        // A counter that can step down by one, or jump to a win from 3.
        let mut s = Search::new(Play::Normal, |&n: &u32| {
            let mut v = Vec::new();
            if n > 0 {
                v.push(Step::To(n - 1));
            }
            if n == 3 {
                v.push(Step::Win);
            }
            v
        });
        assert!(s.mover_wins(&3));
        assert!(!s.mover_wins(&4)); // 4 -> 3 hands the win over
        assert!(s.mover_wins(&5));
        assert!(s.positions() >= 5);
        assert_eq!(Step::To(2).map(|n| (n, 'x')), Step::To((2, 'x')));
        assert_eq!(Step::<u32>::Win.map(|n| n + 1), Step::Win);
    }

    #[test]
    #[should_panic(expected = "cycle")]
    fn cycles_are_reported() {
        Search::new(Play::Normal, |&n: &u32| vec![Step::To((n + 1) % 3)]).mover_wins(&0);
    }
}
