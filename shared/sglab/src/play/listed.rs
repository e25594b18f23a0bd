//! [`Listed`]: a [`Game`] over any position whose moves can all be listed,
//! each in the game's own words (`move 2 balls from stair 3 to stair 2`,
//! `put an X in cell 4`), for games that are not a row of heaps: a strip,
//! a staircase, a set of coins, sheets of paper. A game gives its [`Rules`]:
//! the listed moves and the position each leaves, and whether the player to
//! move wins (from the solution's values or a search). [`Listed`] reads a
//! move by its words (any spacing or case), refuses any other line by
//! showing a legal one, and plays perfectly: from an N-position a winning
//! move drawn among all winning ones, from a P-position a move that keeps
//! the most game ([`Rules::left`]). A game that ends with a winning move
//! (three in a row) lists no moves from the position that move leaves, so
//! the player to move there has lost. Time: each call lists the moves once
//! and asks [`Rules::wins`] of each. Tested below against exhaustive search
//! and by shared/pack/tests/tools/play_listed.rs.

use super::canonical;
use super::game::Game;
use crate::rng::Rng;
use std::fmt::Debug;

/// What a game gives [`Listed`].
pub trait Rules {
    /// A whole position (the player to move implied).
    type Pos: Clone + Debug + PartialEq;

    /// Every legal move from `pos`, in words, with the position it leaves;
    /// none once the game is over.
    fn moves(&self, pos: &Self::Pos) -> Vec<(String, Self::Pos)>;

    /// Whether the player to move from `pos` wins with perfect play.
    fn wins(&mut self, pos: &Self::Pos) -> bool;

    /// g of `pos` under the real rules, where the game knows it.
    fn value(&mut self, _pos: &Self::Pos) -> Option<u64> {
        None
    }

    /// How much game `pos` has left: the pack, losing, keeps the most.
    fn left(&self, _pos: &Self::Pos) -> u64 {
        0
    }

    /// `pos` in a few words, for a person.
    fn show(&self, pos: &Self::Pos) -> String;
}

/// The [`Game`] of a game's [`Rules`].
pub struct Listed<R>(pub R);

/// Hints list at most this many moves (more: "too many to list").
const HINTS: usize = 80;

impl<R: Rules> Game for Listed<R> {
    type Pos = R::Pos;
    /// A move's words and the position it leaves.
    type Move = (String, R::Pos);

    fn read_move(&self, pos: &R::Pos, line: &str) -> Result<Self::Move, String> {
        let moves = self.0.moves(pos);
        let wanted = canonical(line);
        if let Some(mv) = moves.iter().find(|(words, _)| canonical(words) == wanted) {
            return Ok(mv.clone());
        }
        match moves.first() {
            None => Err("no move is left".to_string()),
            Some((example, _)) => Err(format!(
                "not a legal move here; write one as `{example}` (--hints lists them)"
            )),
        }
    }

    fn write_move(&self, (words, _): &Self::Move) -> String {
        words.clone()
    }

    fn after(&mut self, _pos: &R::Pos, (_, next): &Self::Move) -> R::Pos {
        next.clone()
    }

    fn wins(&mut self, pos: &R::Pos) -> bool {
        self.0.wins(pos)
    }

    fn value(&mut self, pos: &R::Pos) -> Option<u64> {
        self.0.value(pos)
    }

    fn reply(&mut self, pos: &R::Pos, rng: &mut Rng) -> Option<Self::Move> {
        let moves = self.0.moves(pos);
        let winning: Vec<&Self::Move> = moves.iter().filter(|(_, next)| !self.0.wins(next)).collect();
        if !winning.is_empty() {
            return Some(winning[rng.below(winning.len())].clone());
        }
        let most = moves.iter().map(|(_, next)| self.0.left(next)).max()?;
        let longest: Vec<&Self::Move> = moves.iter().filter(|(_, next)| self.0.left(next) == most).collect();
        Some(longest[rng.below(longest.len())].clone())
    }

    fn moves(&mut self, pos: &R::Pos) -> Option<Vec<Self::Move>> {
        let moves = self.0.moves(pos);
        (moves.len() <= HINTS).then_some(moves)
    }

    fn show(&self, pos: &R::Pos) -> String {
        self.0.show(pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Play, Search, Step};

    /// A pile of n: take 1 or 2; taking the last stone wins at once (the
    /// game is over, the next player has no move).
    struct Pile;

    impl Rules for Pile {
        type Pos = u64;
        fn moves(&self, &n: &u64) -> Vec<(String, u64)> {
            [1, 2]
                .into_iter()
                .filter(|&k| k <= n)
                .map(|k| (format!("take {k}"), n - k))
                .collect()
        }
        fn wins(&mut self, &n: &u64) -> bool {
            n % 3 != 0
        }
        fn left(&self, &n: &u64) -> u64 {
            n
        }
        fn show(&self, &n: &u64) -> String {
            format!("{n} stones")
        }
    }

    fn search_wins(n: u64) -> bool {
        let steps = |&n: &u64| {
            let take = |k: u64| if k == n { Step::Win } else { Step::To(n - k) };
            [1, 2].into_iter().filter(|&k| k <= n).map(take).collect()
        };
        Search::new(Play::Normal, steps).mover_wins(&n)
    }

    #[test]
    fn the_reply_wins_from_every_won_position_and_moves_are_read_by_their_words() {
        let mut game = Listed(Pile);
        let mut rng = Rng::new(3);
        for n in 0..12 {
            assert_eq!(game.wins(&n), search_wins(n), "{n}");
            match game.reply(&n, &mut rng) {
                Some((_, next)) if search_wins(n) => assert!(!search_wins(next), "{n}"),
                // Lost: the longest game, one stone.
                Some((words, next)) => assert_eq!((words.as_str(), next), ("take 1", n - 1)),
                None => assert_eq!(n, 0),
            }
        }
        assert_eq!(game.read_move(&5, "  TAKE   2 ").unwrap(), ("take 2".to_string(), 3));
        let refused = game.read_move(&5, "take 3").unwrap_err();
        assert_eq!(
            refused,
            "not a legal move here; write one as `take 1` (--hints lists them)"
        );
        assert_eq!(game.read_move(&0, "take 1").unwrap_err(), "no move is left");
    }
}
