//! The answer lines of a who-wins problem, written once per problem:
//! `Words::new("Alice\n", "Bob\n")`.

use super::explain::winner;

/// The two lines a who-wins problem prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    /// The line when the first player (the one to move) wins.
    pub first: &'static str,
    /// The line when the second player wins.
    pub second: &'static str,
}

impl Words {
    /// The lines `first` (the first player wins) and `second`.
    pub const fn new(first: &'static str, second: &'static str) -> Words {
        Words { first, second }
    }

    /// The line for the winner.
    pub fn line(&self, first_wins: bool) -> &'static str {
        if first_wins {
            self.first
        } else {
            self.second
        }
    }

    /// The line for the winner, owned (the `Problem` methods return `String`).
    pub fn answer(&self, first_wins: bool) -> String {
        self.line(first_wins).to_string()
    }

    /// Whether `answer` says the first player wins; `None` for any other text.
    pub fn first_wins(&self, answer: &str) -> Option<bool> {
        match answer {
            a if a == self.first => Some(true),
            a if a == self.second => Some(false),
            _ => None,
        }
    }

    /// The phrase an explanation of `answer` must contain.
    pub fn phrase(&self, answer: &str) -> Option<&'static str> {
        self.first_wins(answer).map(winner)
    }
}
