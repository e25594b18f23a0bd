//! New Nim for `scripts/play.sh luogu4301`: the heaps read from the
//! command line (default: the sample's `5 5 6 6 5 5`; refused by name
//! beyond 10 heaps or outside 1 to 1000 matches, so that a round of
//! removals lists at most 2^10 choices and a Nim turn at most 10^4), then
//! a game with a person over [`NewNim`], played by `sglab::play::listed`:
//! round 1 (the first player) and round 2 (the second) remove whole heaps,
//! then Nim. Valued by this lab's facts: the second player wins round 2
//! iff the kept heaps are dependent over GF(2) (the lab's rank), Nim by
//! the xor. Tested by shared/pack/tests/tools/play_listed.rs against
//! exhaustive search of the three phases.

use super::rank;
use sglab::play::listed::{Listed, Rules};
use sglab::play::{numbers, with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "New Nim: in round 1 the first player removes whole heaps, `remove
             heaps 1 3` or `remove no heap`, never all; in round 2 the second
             does the same; then Nim, `take 2 from heap 1`, the last match
             wins. POSITION is the heaps, `5 5 6 6 5 5` (the default, the
             sample's); up to 10 heaps of 1 to 1000, valued by GF(2) rank",
    play,
};

/// Why a start is refused.
const SHAPE: &str = "luogu4301: the position is 1 to 10 heaps of 1 to 1000 matches";

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let mut heaps = numbers(words).map_err(|e| format!("luogu4301: {e}"))?;
    if heaps.len() > 10 {
        return Err(format!("{SHAPE}; {} heaps were given", heaps.len()));
    }
    if let Some(i) = heaps.iter().position(|&h| !(1..=1000).contains(&h)) {
        return Err(format!("{SHAPE}; heap {} has {}", i + 1, heaps[i]));
    }
    if heaps.is_empty() {
        heaps = vec![5, 5, 6, 6, 5, 5];
    }
    with_person(&mut Listed(NewNim), (1, heaps), person)
}

/// The statement's rules: a position is the round (1 and 2 remove whole
/// heaps, 3 is Nim) and the heaps in their places, 0 where a heap was
/// removed or emptied.
pub struct NewNim;

/// `remove heaps 1 3`, `remove heap 2`, `remove no heap`.
fn removal(places: &[usize]) -> String {
    let named: Vec<String> = places.iter().map(|p| (p + 1).to_string()).collect();
    match named.len() {
        0 => "remove no heap".to_string(),
        1 => format!("remove heap {}", named[0]),
        _ => format!("remove heaps {}", named.join(" ")),
    }
}

impl Rules for NewNim {
    type Pos = (u8, Vec<u64>);

    fn moves(&self, (round, heaps): &(u8, Vec<u64>)) -> Vec<(String, (u8, Vec<u64>))> {
        let on: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
        if *round == 3 {
            let take = |i: usize| {
                (1..=heaps[i]).map(move |k| {
                    let mut next = heaps.clone();
                    next[i] -= k;
                    (format!("take {k} from heap {}", i + 1), (3, next))
                })
            };
            return on.into_iter().flat_map(take).collect();
        }
        // Every set of heaps on the table but the whole of them.
        let remove = |mask: usize| {
            let places: Vec<usize> = (0..on.len()).filter(|b| mask >> b & 1 == 1).map(|b| on[b]).collect();
            let mut next = heaps.clone();
            places.iter().for_each(|&p| next[p] = 0);
            (removal(&places), (round + 1, next))
        };
        (0..(1usize << on.len()) - 1).map(remove).collect()
    }

    /// Round 1 is won whenever a heap is left (one heap alone is
    /// independent); round 2 iff the kept heaps are dependent (the second
    /// player keeps a part of xor 0); Nim iff the xor is not 0.
    fn wins(&mut self, (round, heaps): &(u8, Vec<u64>)) -> bool {
        let kept: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        match round {
            1 => !kept.is_empty(),
            2 => rank(&kept) < kept.len(),
            _ => kept.iter().fold(0, |x, &h| x ^ h) != 0,
        }
    }

    fn value(&mut self, (round, heaps): &(u8, Vec<u64>)) -> Option<u64> {
        (*round == 3).then(|| heaps.iter().fold(0, |x, &h| x ^ h))
    }

    /// The matches left.
    fn left(&self, (_, heaps): &(u8, Vec<u64>)) -> u64 {
        heaps.iter().sum()
    }

    fn show(&self, (round, heaps): &(u8, Vec<u64>)) -> String {
        let shown: Vec<String> = heaps.iter().map(u64::to_string).collect();
        let phase = match round {
            1 => "round 1, removing heaps",
            2 => "round 2, removing heaps",
            _ => "Nim",
        };
        format!("{phase}: heaps {}", shown.join(" "))
    }
}
