//! A game as it went, line by line: who wrote each line, and the player's
//! first move that handed the judge a won position (written by
//! `play::duel::note`). The core of a [`crate::contract::Problem`]'s
//! interactive case, so it lives below the play layer that fills it.
//! Tested through shared/pack/tests/tools/play.rs.

use crate::quote::cut_middle;

/// Who wrote a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Judge,
    Player,
}

/// A game as it went.
#[derive(Clone, Debug, Default)]
pub struct Record {
    /// Each line with who wrote it.
    pub lines: Vec<(Side, String)>,
    /// The player's first move that left the judge an N-position: the move
    /// and the value it left.
    pub losing: Option<String>,
}

impl Record {
    pub fn judge(&mut self, line: &str) {
        self.lines.push((Side::Judge, line.to_string()));
    }

    /// The player's line, its middle cut when long ([`cut_middle`]): a
    /// flood of one line is never kept whole.
    pub fn player(&mut self, line: &str) {
        self.lines.push((Side::Player, cut_middle(line)));
    }

    /// The transcript, one line each, `judge:  ` or `player: ` first
    /// (a long line's middle cut: [`cut_middle`]).
    pub fn text(&self) -> String {
        self.lines
            .iter()
            .map(|(side, line)| match side {
                Side::Judge => format!("judge:  {}\n", cut_middle(line)),
                Side::Player => format!("player: {}\n", cut_middle(line)),
            })
            .collect()
    }
}
