//! John (misère Nim) for `scripts/play.sh hdu1907`: a row played by
//! `sglab::play::heaps` within the sizes it plays perfectly, refused by
//! name beyond them. Tested by shared/pack/tests/tools/play_all.rs against
//! exhaustive search of the whole row.

use sglab::play::heaps::{play_row, take_words, takes, Heaps, Limits};
use sglab::play::{Entry, Person, Winner};
use sglab::search::Play;
use std::rc::Rc;

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "heaps of candies, misère: whoever eats the last candy loses; a move
             eats any number from one heap: `take 3 from heap 2`. POSITION is
             the heaps (default: three random 1..=7); up to 6 heaps of 0 to
             12, decided by exhaustive search (no g: P and N only)",
    play,
};

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let game = Heaps::new(Play::Misere, "heap", Rc::new(|n| takes(n, |_| true)), take_words);
    let limits = Limits::new("hdu1907", "heaps", 6, 12);
    play_row(game, limits, words, (3, 1, 7), person)
}
