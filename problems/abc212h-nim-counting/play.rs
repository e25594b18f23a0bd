//! Nim, the game ABC212 H counts, for `scripts/play.sh abc212h`: one of the
//! arrangements it counts, played by `sglab::play::heaps` within the sizes
//! it plays perfectly, refused by name beyond them. Tested by
//! shared/pack/tests/tools/play_all.rs against exhaustive search of the
//! whole row.

use sglab::play::heaps::{play_row, take_words, takes, Heaps, Limits};
use sglab::play::{Entry, Person, Winner};
use sglab::search::Play;
use std::rc::Rc;

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "Nim on one arrangement the problem counts (Takahashi is the first
             player): a move takes 1 to X stones from a heap of X, `take 3 from
             heap 2`. POSITION is the heaps (default: two random 1..=2, sample
             1's sizes); up to 6 heaps of 0 to 1000, valued by the mex",
    play,
};

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let nim = |n: u64| takes(n, |_| true);
    let game = Heaps::new(Play::Normal, "heap", Rc::new(nim), take_words);
    let limits = Limits::new("abc212h", "heaps", 6, 1000);
    play_row(game, limits, words, (2, 1, 2), person)
}
