//! Not a Nim Problem (coprime Nim) for `scripts/play.sh cf2004e`: a row played by
//! `sglab::play::heaps` within the sizes it plays perfectly, refused by
//! name beyond them. Tested by shared/pack/tests/tools/play_all.rs against
//! exhaustive search of the whole row.

use sglab::play::heaps::{play_row, take_words, takes, Heaps, Limits};
use sglab::play::{Entry, Person, Winner};
use sglab::search::Play;
use std::rc::Rc;

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "piles of stones (normal play); a move takes y stones from a pile
             of x with gcd(x, y) = 1: `take 3 from heap 2`. POSITION is the
             piles (default: three random 1..=30); up to 6 piles of 0 to
             2000, valued by the mex",
    play,
};

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let coprime = |n: u64| takes(n, |k| sglab::games::coprime::gcd(n as u32, k as u32) == 1);
    let game = Heaps::new(Play::Normal, "heap", Rc::new(coprime), take_words);
    let limits = Limits::new("cf2004e", "piles", 6, 2000);
    play_row(game, limits, words, (3, 1, 30), person)
}
