//! Interval Game 2 for `scripts/play.sh abc206f`: the listed intervals read
//! from the command line (`L R` pairs, 1 <= L < R <= 100, at most 100),
//! then a game with a person over [`Intervals`], played by
//! `sglab::play::listed` with this lab's table of free segments. Tested by
//! shared/pack/tests/tools/play_listed.rs against exhaustive search of the
//! intervals left to choose.

use super::intervals::{meet, Interval};
use sglab::play::listed::{Listed, Rules};
use sglab::play::{numbers, with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "Interval Game 2: half-open intervals [L, R); a move chooses one
             that shares no point with those chosen, `choose [12, 53)`.
             POSITION is the intervals as L R pairs, `53 98 8 43` (default:
             six random in [1, 30)); up to 100 with 1 <= L < R <= 100,
             valued by the table of free segments",
    play,
};

/// Why a start is refused.
const SHAPE: &str = "abc206f: the position is 1 to 100 intervals as L R pairs, 1 <= L < R <= 100";

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let ends = numbers(words).map_err(|e| format!("abc206f: {e}"))?;
    if ends.len() % 2 == 1 || ends.len() > 200 {
        return Err(format!("{SHAPE}; {} numbers were given", ends.len()));
    }
    let mut list: Vec<Interval> = Vec::new();
    for pair in ends.chunks(2) {
        match (u32::try_from(pair[0]), u32::try_from(pair[1])) {
            (Ok(l), Ok(r)) if 1 <= l && l < r && r <= super::END => list.push((l, r)),
            _ => return Err(format!("{SHAPE}; [{}, {}) is not one", pair[0], pair[1])),
        }
    }
    if list.is_empty() {
        let mut one = || {
            let l = person.rng.range(1, 25) as u32;
            (l, l + person.rng.range(1, 5) as u32)
        };
        list = (0..6).map(|_| one()).collect();
    }
    let table = super::table(&list);
    with_person(&mut Listed(Intervals { list, table }), 0, person)
}

/// The statement's rules: a position is the set of chosen intervals (bit
/// i: the list's interval i); the lab's table values the free segments.
pub struct Intervals {
    list: Vec<Interval>,
    table: Vec<Vec<u32>>,
}

impl Intervals {
    /// The intervals that may be chosen, each listed once: those that meet
    /// no chosen one (an interval meets itself).
    fn choosable(&self, chosen: u128) -> Vec<usize> {
        let taken: Vec<Interval> = self.chosen(chosen).collect();
        let list = &self.list;
        let first = |i: usize| !list[..i].contains(&list[i]);
        (0..list.len())
            .filter(|&i| first(i) && taken.iter().all(|&t| !meet(t, list[i])))
            .collect()
    }

    fn chosen(&self, chosen: u128) -> impl Iterator<Item = Interval> + '_ {
        (0..self.list.len())
            .filter(move |&i| chosen >> i & 1 == 1)
            .map(|i| self.list[i])
    }
}

/// `[l, r)` as the statement writes it.
fn interval((l, r): Interval) -> String {
    format!("[{l}, {r})")
}

impl Rules for Intervals {
    type Pos = u128;

    fn moves(&self, &chosen: &u128) -> Vec<(String, u128)> {
        let choose = |i: usize| (format!("choose {}", interval(self.list[i])), chosen | 1 << i);
        self.choosable(chosen).into_iter().map(choose).collect()
    }

    fn wins(&mut self, chosen: &u128) -> bool {
        self.value(chosen) != Some(0)
    }

    /// The xor of the free segments' values: the gaps of [1, 100) between
    /// the chosen intervals, each a game of its own.
    fn value(&mut self, &chosen: &u128) -> Option<u64> {
        let mut taken: Vec<Interval> = self.chosen(chosen).collect();
        taken.sort_unstable();
        let mut gaps = Vec::new();
        let mut from = 1;
        for (l, r) in taken {
            gaps.push((from, l));
            from = r;
        }
        gaps.push((from, super::END));
        Some(
            gaps.iter()
                .fold(0, |g, &(l, r)| g ^ u64::from(self.table[l as usize][r as usize])),
        )
    }

    fn left(&self, &chosen: &u128) -> u64 {
        self.choosable(chosen).len() as u64
    }

    fn show(&self, &chosen: &u128) -> String {
        let words = |set: Vec<Interval>| match set.is_empty() {
            true => "none".to_string(),
            false => set.into_iter().map(interval).collect::<Vec<_>>().join(" "),
        };
        let choosable = self.choosable(chosen).into_iter().map(|i| self.list[i]).collect();
        format!(
            "chosen {}; choosable {}",
            words(self.chosen(chosen).collect()),
            words(choosable)
        )
    }
}
