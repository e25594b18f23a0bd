//! Playing a game out: against a program, as an interactive problem's
//! judge ([`duel`], with [`crate::talk`]), or against a person
//! (`scripts/play.sh`). [`Game`] is what a game gives: moves as protocol
//! lines, positions after moves, who wins, and the judge's perfect reply;
//! [`rules_game`] is any rules program's game as one.

pub mod duel;
pub mod game;
pub mod person;
pub mod rules_game;

pub use duel::{duel, Markers, Record, Side};
pub use game::{describe, Game};
pub use person::{against_person, Seat, Winner};
