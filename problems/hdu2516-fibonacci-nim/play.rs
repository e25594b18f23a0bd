//! hdu2516's game for `scripts/play.sh hdu2516`: the position read from the
//! command line, refused by name outside the sizes played perfectly, then a
//! game with a person over this lab's `Playing`. Tested by
//! shared/pack/tests/tools/play.rs and
//! shared/pack/tests/tools/play_all.rs.

use sglab::play::{numbers, with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "Fibonacci Nim: POSITION is the pile (default: random 5..=40);
             a move is the number of stones taken; piles of 2 to 2^20",
    play,
};

fn play(position: &[String], person: &mut Person) -> Result<Winner, String> {
    let n = match numbers(position)?[..] {
        [] => person.rng.range(5, 40),
        [n] if (2..=1 << 20).contains(&n) => n,
        _ => return Err("hdu2516: the position is one pile of 2 to 2^20 stones".to_string()),
    };
    let start = sglab::games::fibonacci_nim::start(n);
    with_person(&mut super::Playing, start, person)
}
