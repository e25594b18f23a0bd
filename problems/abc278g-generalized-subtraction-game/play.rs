//! abc278g's game for `scripts/play.sh abc278g`: the position read from the
//! command line, refused by name outside the sizes played perfectly, then a
//! game with a person over this lab's `Playing`. Tested by
//! shared/pack/tests/tools/play.rs and
//! shared/pack/tests/tools/play_all.rs.

use sglab::play::{numbers, with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "Generalized Subtraction Game: POSITION is `N L R`, cards 1..N, take
             L to R in a row (default: N random 5..=12, L = R = 2); a move is
             `x y`, cards x..x+y-1; played perfectly for N <= 2000",
    play,
};

fn play(position: &[String], person: &mut Person) -> Result<Winner, String> {
    let (n, l, r) = match numbers(position)?[..] {
        [] => (person.rng.range(5, 12), 2, 2),
        [n, l, r] if (1..=2000).contains(&n) && 1 <= l && l <= r && r <= n => (n, l, r),
        _ => return Err("abc278g: the position is `N L R` with 1 <= L <= R <= N <= 2000".to_string()),
    };
    with_person(&mut super::Playing::new(n, l, r), super::Table::full(n), person)
}
