//! Set-Nim for `scripts/play.sh acwing893`: the set and the heaps, played by
//! `sglab::games::set_nim::play`. Tested by shared/pack/tests/tools/play_all.rs
//! against exhaustive search of the whole row.

use sglab::play::{Entry, Seat, Winner};
use sglab::rng::Rng;
use std::io::{BufRead, Write};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "heaps and a set S of sizes (normal play); a move takes a size of S
             from one heap: `take 5 from heap 2`. POSITION is S joined by `,`
             then the heaps, `2,5 7 9 4` (default: S = 2,5, three random heaps
             1..=20); 1 to 10 sizes of 1 to 100, up to 10 heaps of 0 to
             1000, valued by the mex",
    play,
};

fn play(
    words: &[String],
    seat: Seat,
    rng: &mut Rng,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Winner, String> {
    sglab::games::set_nim::play("acwing893", words, seat, rng, input, out)
}
