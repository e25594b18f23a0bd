//! The Colouring Game for `scripts/play.sh cf1704f`: a row of red and blue
//! cells read from the command line (up to 16 cells), then a game with a
//! person played by `sglab::play::listed`, decided by this lab's exhaustive
//! search of the partizan game itself (no reduction). You are Alice and
//! move first; with --second the pack is Alice. Tested by
//! shared/pack/tests/tools/play_listed.rs against an exhaustive search of
//! its own.

use super::{painted, Cf1704f, Row};
use sglab::play::listed::{Listed, Rules};
use sglab::play::{with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "the Colouring Game: a row of red (R) and blue (B) cells; Alice (first)
             paints two neighbouring cells white, one of them red, Bob two, one of
             them blue; whoever cannot move loses: `paint cells 2 and 3`. POSITION
             is the row (default: RBRBRB, sample 1's third); you are Alice (--second:
             Bob); up to 16 cells, decided by exhaustive search",
    play,
};

/// The longest row played.
pub const MOST_CELLS: usize = 16;

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let row = match words {
        [] => "RBRBRB",
        [row] => row.as_str(),
        _ => return Err("cf1704f: the position is one row of R and B".to_string()),
    };
    if !(2..=MOST_CELLS).contains(&row.len()) || !row.bytes().all(|c| c == b'R' || c == b'B') {
        return Err(format!(
            "cf1704f: the position is a row of 2 to {MOST_CELLS} cells, each R or B; {row:?} is not one"
        ));
    }
    with_person(
        &mut Listed(Colouring(Cf1704f::default())),
        Row::start(row.as_bytes()),
        person,
    )
}

/// The statement's game, decided by the lab's search.
pub struct Colouring(Cf1704f);

impl Rules for Colouring {
    type Pos = Row;

    fn moves(&self, row: &Row) -> Vec<(String, Row)> {
        let words = |i: u8| format!("paint cells {} and {}", i + 1, i + 2);
        painted(row).into_iter().map(|(i, after)| (words(i), after)).collect()
    }

    fn wins(&mut self, row: &Row) -> bool {
        self.0.real_mover_wins(row)
    }

    /// The coloured cells left.
    fn left(&self, row: &Row) -> u64 {
        u64::from((row.red | row.blue).count_ones())
    }

    fn show(&self, row: &Row) -> String {
        let mover = if row.alice_to_move { "Alice" } else { "Bob" };
        format!("row {}, {mover} to move", row.show())
    }
}
