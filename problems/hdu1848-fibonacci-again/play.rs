//! Fibonacci again and again for `scripts/play.sh hdu1848`: a row played by
//! `sglab::play::heaps` within the sizes it plays perfectly, refused by
//! name beyond them. Tested by shared/pack/tests/tools/play_all.rs against
//! exhaustive search of the whole row.

use sglab::play::heaps::{play_row, take_words, takes, Heaps, Limits};
use sglab::play::{Entry, Person, Winner};
use sglab::search::Play;
use std::rc::Rc;

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "three heaps (normal play); a move takes a Fibonacci number of
             stones (1, 2, 3, 5, 8, ...) from one heap: `take 3 from heap 2`.
             POSITION is the heaps (default: three random 1..=30); up to 3
             heaps of 0 to 1000, valued by the mex",
    play,
};

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let fib = sglab::games::subtraction::fibonacci(1000);
    let is_fib = move |k: u64| fib.contains(&(k as usize));
    let game = Heaps::new(Play::Normal, "heap", Rc::new(move |n| takes(n, &is_fib)), take_words);
    let limits = Limits::new("hdu1848", "heaps", 3, 1000);
    play_row(game, limits, words, (3, 1, 30), person)
}
