//! cf1375f's game for `scripts/play.sh cf1375f`: the position read from the
//! command line, refused by name outside the sizes played perfectly, then a
//! game with a person over this lab's `Playing`. Tested by
//! shared/pack/tests/tools/play.rs and
//! shared/pack/tests/tools/play_all.rs.

use sglab::play::{numbers, with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "Integer Game: POSITION is three distinct piles (default: three
             random 1..=20); you are First against the adversarial judge and
             a move is y, or with --second the pack is First and a move is the
             pile (1 to 3) that takes its y; piles up to 10^9",
    play,
};

fn play(position: &[String], person: &mut Person) -> Result<Winner, String> {
    let piles = match numbers(position)?[..] {
        [] => loop {
            let t = (
                person.rng.range(1, 20),
                person.rng.range(1, 20),
                person.rng.range(1, 20),
            );
            if t.0 != t.1 && t.1 != t.2 && t.0 != t.2 {
                break t;
            }
        },
        [a, b, c] if a != b && b != c && a != c && [a, b, c].iter().all(|v| (1..=1_000_000_000).contains(v)) => {
            (a, b, c)
        }
        _ => return Err("cf1375f: the position is three distinct piles, 1 to 10^9".to_string()),
    };
    let start = super::Turn::start(&piles);
    with_person(&mut super::Playing::default(), start, person)
}
