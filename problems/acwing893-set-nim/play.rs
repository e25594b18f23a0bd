//! Set-Nim for `scripts/play.sh acwing893`: the set and the heaps, played by
//! `sglab::games::set_nim::play`. Tested by shared/pack/tests/tools/play_all.rs
//! against exhaustive search of the whole row.

use sglab::play::{Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: sglab::games::set_nim::PLAY_ABOUT,
    play,
};

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    sglab::games::set_nim::play("acwing893", words, person)
}
