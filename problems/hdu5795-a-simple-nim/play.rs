//! hdu5795's game for `scripts/play.sh hdu5795`: the position read from the
//! command line, refused by name outside the sizes played perfectly, then a
//! game with a person over this lab's `Playing`. Tested by
//! shared/pack/tests/tools/play.rs and
//! shared/pack/tests/tools/play_all.rs.

use sglab::play::{numbers, with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "A Simple Nim: POSITION is the heaps (default: three random 1..=9);
             a move is `take I K` or `split I A B C` (heaps numbered from 1);
             1 to 8 heaps of 1 to 60 candies",
    play,
};

fn play(position: &[String], person: &mut Person) -> Result<Winner, String> {
    let given = numbers(position)?;
    let heaps = if given.is_empty() {
        (0..3).map(|_| person.rng.range(1, 9)).collect()
    } else {
        given
    };
    if heaps.is_empty() || heaps.len() > 8 || heaps.iter().any(|&h| h == 0 || h > 60) {
        return Err("hdu5795: the position is 1 to 8 heaps of 1 to 60 candies".to_string());
    }
    with_person(&mut super::Playing::default(), heaps, person)
}
