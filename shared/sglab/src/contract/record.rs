//! A game as it went, line by line: who wrote each line, and the player's
//! first move that handed the judge a won position (written by
//! `play::duel::note`). The core of a [`crate::contract::Problem`]'s
//! interactive case, so it lives below the play layer that fills it.
//! Tested through shared/pack/tests/tools/play.rs.

use crate::quote::{cut_middle, SHOWN};

/// Who wrote a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Judge,
    Player,
}

/// A game as it went.
#[derive(Clone, Debug, Default)]
pub struct Record {
    /// Who wrote each line.
    sides: Vec<Side>,
    /// The transcript so far ([`Record::text`]), written a line at a
    /// time: no allocation a line (a conversation is 50,000 lines).
    text: String,
    /// The player's first move that left the judge an N-position: the move
    /// and the value it left.
    pub losing: Option<String>,
}

impl Record {
    pub fn judge(&mut self, line: &str) {
        self.add(Side::Judge, "judge:  ", line);
    }

    /// The player's line, its middle cut when long ([`cut_middle`]): a
    /// flood of one line is never kept whole.
    pub fn player(&mut self, line: &str) {
        self.add(Side::Player, "player: ", line);
    }

    fn add(&mut self, side: Side, mark: &str, line: &str) {
        self.sides.push(side);
        self.text.push_str(mark);
        // At most SHOWN bytes: at most SHOWN characters, never cut.
        if line.len() <= SHOWN {
            self.text.push_str(line);
        } else {
            self.text.push_str(&cut_middle(line));
        }
        self.text.push('\n');
    }

    /// Who wrote each line, in order.
    pub fn sides(&self) -> &[Side] {
        &self.sides
    }

    /// The transcript, one line each, `judge:  ` or `player: ` first
    /// (a long line's middle cut: [`cut_middle`]).
    pub fn text(&self) -> String {
        self.text.clone()
    }
}
