//! Crosses and Crosses for `scripts/play.sh poj3537`: the strip read from
//! the command line (a length, or cells as `..X....`; refused by name
//! beyond 64 cells or with three in a row), then a game with a person over
//! [`Strip`], played by `sglab::play::listed` with this lab's table of safe
//! runs. Tested by shared/pack/tests/tools/play_listed.rs against
//! exhaustive search of the real strip.

use sglab::games::crosses::{has_three_in_a_row, safe_runs, MAX_CELLS};
use sglab::play::listed::{Listed, Rules};
use sglab::play::{with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "Crosses and Crosses: a 1 x n strip; a move puts an X in an empty
             cell, `put an X in cell 4`, and three X's in a row win. POSITION
             is n or the cells, `..X....` (default: random n of 6..=24); up
             to 64 cells, won by the table of safe runs",
    play,
};

/// Why a start is refused.
const SHAPE: &str = "poj3537: the position is a strip of 1 to 64 cells, its length or its cells as `..X..`";

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let strip = match words {
        [] => (person.rng.range(6, 24) as usize, 0),
        [one] => strip(one).ok_or_else(|| format!("{SHAPE}; {one:?} is neither"))?,
        _ => return Err(format!("{SHAPE}; {} words were given", words.len())),
    };
    if has_three_in_a_row(strip.1) {
        return Err("poj3537: the strip already holds three X's in a row".to_string());
    }
    with_person(&mut Listed(Strip(super::Poj3537::default())), strip, person)
}

/// The strip a word gives (its length, or its cells), within 64 cells.
fn strip(word: &str) -> Option<(usize, u64)> {
    let strip = match word.parse::<usize>() {
        Ok(n) => (n, 0),
        Err(_) if word.len() > MAX_CELLS => return None,
        Err(_) => word
            .bytes()
            .enumerate()
            .try_fold((word.len(), 0), |(n, xs), (c, b)| match b {
                b'.' => Some((n, xs)),
                b'X' | b'x' => Some((n, xs | 1 << c)),
                _ => None,
            })?,
    };
    (1..=MAX_CELLS).contains(&strip.0).then_some(strip)
}

/// Whether an X in some empty cell makes three in a row.
fn wins_at_once(n: usize, xs: u64) -> bool {
    (0..n).any(|c| xs >> c & 1 == 0 && has_three_in_a_row(xs | 1 << c))
}

/// The real strip's rules: a position is the length and the X's (bit c is
/// cell c + 1); the lab's table values the runs of safe cells.
pub struct Strip(super::Poj3537);

impl Rules for Strip {
    type Pos = (usize, u64);

    fn moves(&self, &(n, xs): &(usize, u64)) -> Vec<(String, (usize, u64))> {
        if has_three_in_a_row(xs) {
            return Vec::new(); // the last X won
        }
        let empty = (0..n).filter(|&c| xs >> c & 1 == 0);
        empty
            .map(|c| (format!("put an X in cell {}", c + 1), (n, xs | 1 << c)))
            .collect()
    }

    /// On 1 or 2 cells nobody makes three: the last X wins. Else an X that
    /// makes three wins at once; without one, every two X's are 3 or more
    /// cells apart, an X near one hands over three in a row, and the safe
    /// runs are a sum valued by the table.
    fn wins(&mut self, &(n, xs): &(usize, u64)) -> bool {
        if has_three_in_a_row(xs) {
            return false;
        }
        if n <= 2 {
            return (n as u32 - xs.count_ones()) % 2 == 1;
        }
        wins_at_once(n, xs) || safe_runs(n, xs).iter().fold(0, |g, &m| g ^ self.0.run_value(m)) != 0
    }

    /// The safe cells left, none when the other player can win at once.
    fn left(&self, &(n, xs): &(usize, u64)) -> u64 {
        match wins_at_once(n, xs) {
            true => 0,
            false => safe_runs(n, xs).iter().sum::<usize>() as u64,
        }
    }

    fn show(&self, &(n, xs): &(usize, u64)) -> String {
        let cells: String = (0..n).map(|c| if xs >> c & 1 == 1 { 'X' } else { '.' }).collect();
        format!("strip {cells}")
    }
}
