//! S-Nim for `scripts/play.sh hdu1536`: the set and the heaps, played by
//! acwing893's `set_nim` (the same game). Tested by shared/pack/tests/tools/play_all.rs
//! against exhaustive search of the whole row.

use sglab::play::{Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: crate::problems::acwing893::play::PLAY_ABOUT,
    play,
};

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    crate::problems::acwing893::play::set_nim("hdu1536", words, person)
}
