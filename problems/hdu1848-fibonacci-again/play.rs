//! Fibonacci again and again for `scripts/play.sh hdu1848`: a row played by
//! `sglab::play::heaps` within the sizes it plays perfectly, refused by
//! name beyond them. Tested by shared/pack/tests/tools/play_all.rs against
//! exhaustive search of the whole row.

use sglab::play::heaps::{play_row, take_words, takes, Heaps, Limits};
use sglab::play::{Entry, Seat, Winner};
use sglab::rng::Rng;
use sglab::search::Play;
use std::io::{BufRead, Write};
use std::rc::Rc;

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "three heaps (normal play); a move takes a Fibonacci number of
             stones (1, 2, 3, 5, 8, ...) from one heap: `take 3 from heap 2`.
             POSITION is the heaps (default: three random 1..=30); up to 3
             heaps of 0 to 1000, valued by the mex",
    play,
};

fn play(
    words: &[String],
    seat: Seat,
    rng: &mut Rng,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Winner, String> {
    let fib = sglab::games::subtraction::fibonacci(1000);
    let is_fib = move |k: u64| fib.contains(&(k as usize));
    let game = Heaps::new(Play::Normal, "heap", Rc::new(move |n| takes(n, &is_fib)), take_words);
    let limits = Limits {
        name: "hdu1848",
        what: "heaps",
        count: 3,
        size: 1000,
    };
    play_row(
        game,
        limits,
        words,
        |rng| (0..3).map(|_| rng.range(1, 30)).collect(),
        seat,
        rng,
        input,
        out,
    )
}
