//! cf1934d2's game for `scripts/play.sh cf1934d2`: the position read from the
//! command line, refused by name outside the sizes played perfectly, then a
//! game with a person over this lab's `Playing`. Tested by
//! shared/pack/tests/tools/play.rs and
//! shared/pack/tests/tools/play_all.rs.

use sglab::play::{numbers, with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "XOR Break: POSITION is n (default: random 1..=1000); a move is a
             break `p1 p2` of n or of one of the pack's two numbers (the xor
             says which); --second lets the pack break n first; n up to 10^18",
    play,
};

fn play(position: &[String], person: &mut Person) -> Result<Winner, String> {
    let n = match numbers(position)?[..] {
        [] => person.rng.range(1, 1000),
        [n] if (1..=1_000_000_000_000_000_000).contains(&n) => n,
        _ => return Err("cf1934d2: the position is one number n, 1 to 10^18".to_string()),
    };
    with_person(&mut super::Playing::default(), vec![n], person)
}
