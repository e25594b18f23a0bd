//! Be the Winner for `scripts/play.sh hdu2509`: a row played by
//! `sglab::play::heaps` within the sizes it plays perfectly, refused by
//! name beyond them. Tested by shared/pack/tests/tools/play_all.rs against
//! exhaustive search of the whole row.

use sglab::play::heaps::{play_row, Heaps, Limits};
use sglab::play::{Entry, Person, Winner};
use sglab::search::Play;
use std::rc::Rc;

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "lines of apples, misère: whoever takes the last apple loses; a
             move takes a run of apples from one line, which leaves zero, one
             or two lines: `take 2 from line 1, leaving 1 and 3`. POSITION is the
             lines (default: three random 1..=5); up to 4 lines of 0 to 8,
             decided by exhaustive search (no g: P and N only)",
    play,
};

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let game = Heaps::new(Play::Misere, "line", Rc::new(runs), run_words);
    let limits = Limits::new("hdu2509", "lines", 4, 8);
    play_row(game, limits, words, (3, 1, 5), person)
}

/// The lines a line of n leaves when a run is taken: the apples left of the
/// run, then those right of it (none left: an empty line in its place).
fn runs(n: u64) -> Vec<Vec<u64>> {
    let mut moves = Vec::new();
    for left in 0..n {
        for taken in 1..=n - left {
            let right = n - left - taken;
            let mut parts: Vec<u64> = [left, right].into_iter().filter(|&p| p > 0).collect();
            if parts.is_empty() {
                parts.push(0);
            }
            moves.push(parts);
        }
    }
    moves.sort_unstable();
    moves.dedup();
    moves
}

/// `take K from line I, leaving A and B`: the lines left, in their order.
fn run_words(i: usize, from: u64, parts: &[u64]) -> String {
    let kept: u64 = parts.iter().sum();
    format!("take {} from line {i}, leaving {}", from - kept, show(parts))
}

fn show(parts: &[u64]) -> String {
    let parts: Vec<String> = parts.iter().map(u64::to_string).collect();
    parts.join(" and ")
}
