//! luogu2252's game for `scripts/play.sh luogu2252`: the position read from the
//! command line, refused by name outside the sizes played perfectly, then a
//! game with a person over this lab's `Playing`. Tested by
//! shared/pack/tests/tools/play.rs and
//! shared/pack/tests/tools/play_all.rs.

use sglab::play::{numbers, with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "Wythoff's game: POSITION is the two heaps (default: random 0..=20);
             a move is the two heaps it leaves, `3 5`; 2^16 stones in all",
    play,
};

fn play(position: &[String], person: &mut Person) -> Result<Winner, String> {
    let heaps = match numbers(position)?[..] {
        [] => (person.rng.range(0, 20), person.rng.range(0, 20)),
        [a, b] if a + b <= 1 << 16 => (a, b),
        _ => return Err("luogu2252: the position is two heaps, 2^16 stones at most in all".to_string()),
    };
    with_person(&mut super::Playing, heaps, person)
}
