//! [`Game`]: a two-player game as the pack plays it against a program (an
//! interactive problem's judge side) or a person (`scripts/play.sh`): the
//! moves a protocol line names, the position after a move, who wins, and
//! the judge's own choice of move. One implementation per game serves both,
//! so there is one game engine. Tested through the interactive problems'
//! tests and shared/pack/tests/tools/play.rs.

use crate::rng::Rng;
use std::fmt::Debug;

/// A game between the judge (the pack) and a player.
pub trait Game {
    /// A position, with the player to move implied by whose turn it is.
    type Pos: Clone + Debug;
    /// One move.
    type Move: Clone + Debug + PartialEq;

    /// The move a protocol line names, checked against `pos`: `Err` says
    /// why the line is malformed or the move illegal, in the game's terms.
    fn read_move(&self, pos: &Self::Pos, line: &str) -> Result<Self::Move, String>;

    /// A move as the protocol writes it.
    fn write_move(&self, mv: &Self::Move) -> String;

    /// `pos` after the legal move `mv`.
    fn after(&mut self, pos: &Self::Pos, mv: &Self::Move) -> Self::Pos;

    /// Whether the side to move from `pos` wins with perfect play (an
    /// N-position).
    fn wins(&mut self, pos: &Self::Pos) -> bool;

    /// g of `pos`, where the game has one (hints and reports).
    fn value(&mut self, _pos: &Self::Pos) -> Option<u64> {
        None
    }

    /// The judge's move from `pos`, `None` when there is none. From an
    /// N-position: a winning move, drawn with `rng` among the winning ones
    /// (so a player cannot count on one reply). From a P-position: a legal
    /// move that keeps the game as long as the game allows it simply (the
    /// fewest stones or cards taken), drawn with `rng` among those. From a
    /// draw ([`Game::drawn`]): a move that keeps it a draw.
    fn reply(&mut self, pos: &Self::Pos, rng: &mut Rng) -> Option<Self::Move>;

    /// Every legal move from `pos`, or `None` when there are too many to
    /// list (hints show the values of these).
    fn moves(&mut self, pos: &Self::Pos) -> Option<Vec<Self::Move>>;

    /// Whether the player left without a move wins (misère play).
    fn misere(&self) -> bool {
        false
    }

    /// `pos` in a few words, for a person.
    fn show(&self, pos: &Self::Pos) -> String;

    /// Whether neither side can force a win from `pos` (a loopy game's
    /// draw: play goes on for ever); never, in a game without cycles.
    fn drawn(&mut self, _pos: &Self::Pos) -> bool {
        false
    }

    /// The most moves a game with a person lasts, both sides counted, for
    /// a game that may go on for ever; at the limit it is drawn.
    fn move_limit(&self) -> Option<usize> {
        None
    }

    /// Whether a person's screen shows the position after every move, for
    /// a game whose moves name a place and an option rather than say what
    /// the whole position becomes (a rules program's); the others show it
    /// at each prompt.
    fn shows_each_position(&self) -> bool {
        false
    }
}

/// A value in words: `g = 3 (an N-position)`, `a P-position` when the
/// game has no values, or a draw.
pub fn describe<G: Game>(game: &mut G, pos: &G::Pos) -> String {
    if game.drawn(pos) {
        return "a draw: neither side can force a win".to_string();
    }
    let kind = if game.wins(pos) {
        "an N-position"
    } else {
        "a P-position"
    };
    match game.value(pos) {
        Some(g) => format!("g = {g}, {kind}"),
        None => kind.to_string(),
    }
}
