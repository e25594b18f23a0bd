//! Grundy's game for `scripts/play.sh cses2207`: a row played by
//! `sglab::play::heaps` within the sizes it plays perfectly, refused by
//! name beyond them. Tested by shared/pack/tests/tools/play_all.rs against
//! exhaustive search of the whole row.

use sglab::play::heaps::{play_row, Heaps, Limits};
use sglab::play::{Entry, Person, Winner};
use sglab::search::Play;
use std::rc::Rc;

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "one heap of coins (normal play); a move splits a heap into two
             non-empty heaps of different sizes: `split heap 1 into 3 and 7`.
             POSITION is the heap (default: random 5..=20); one heap of 0 to
             300, valued by the mex",
    play,
};

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let options = |n: u64| {
        let splits = sglab::games::grundys::splits(n as usize).into_iter();
        splits.map(|[a, b]| vec![a as u64, b as u64]).collect()
    };
    let words_of = |i: usize, _from: u64, parts: &[u64]| format!("split heap {i} into {} and {}", parts[0], parts[1]);
    let game = Heaps::new(Play::Normal, "heap", Rc::new(options), words_of);
    let limits = Limits::new("cses2207", "heap", 1, 300);
    play_row(game, limits, words, (1, 5, 20), person)
}
