//! Magic Beads for `scripts/play.sh acwing235`: a row played by
//! `sglab::play::heaps` within the sizes it plays perfectly, refused by
//! name beyond them. Tested by shared/pack/tests/tools/play_all.rs against
//! exhaustive search of the whole row.

use sglab::play::heaps::{play_row, Heaps, Limits};
use sglab::play::{Entry, Person, Winner};
use sglab::search::Play;
use std::rc::Rc;

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "piles of beads (normal play); a move replaces a pile of p > 1 by
             one pile per proper divisor of p, less one of them: 6 (divisors 1 2
             3) becomes `split pile 1 into 1 2`, `1 3` or `2 3`. POSITION is the piles (default: two random 2..=30);
             up to 6 piles of 0 to 1000, valued by the mex",
    play,
};

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let options = |p: u64| {
        let parts = sglab::games::beads::options(p as usize).into_iter();
        parts.map(|v| v.into_iter().map(|x| x as u64).collect()).collect()
    };
    let game = Heaps::new(Play::Normal, "pile", Rc::new(options), split_words);
    let limits = Limits::new("acwing235", "piles", 6, 1000);
    play_row(game, limits, words, (2, 2, 30), person)
}

/// `split pile I into A B C`.
fn split_words(i: usize, _from: u64, parts: &[u64]) -> String {
    let parts: Vec<String> = parts.iter().map(u64::to_string).collect();
    format!("split pile {i} into {}", parts.join(" "))
}
