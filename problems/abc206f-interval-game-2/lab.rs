//! AtCoder ABC206 F Interval Game 2: a move chooses a listed half-open
//! interval meeting no chosen one. Brute force: the sets of chosen intervals;
//! reference: the Grundy table of free segments [l, r) (a move splits one into
//! two). Tested by tests/special.rs.

// The game's rules as the statement gives them (its moves, for the brute
// force), in this folder's rules.rs.
#[path = "rules.rs"]
pub mod intervals;

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use intervals::Interval;
use sglab::prelude::*;

/// The judge's line: intervals lie in [1, 100).
pub const END: u32 = 100;
/// Cases with more intervals than this are not searched (2^N chosen sets).
const SEARCH_MAX: usize = 16;

/// Alice moves first.
pub const WORDS: Words = Words::new("Alice\n", "Bob\n");

/// A position of the search: the list and the chosen set (a bit mask).
type Position = (Vec<Interval>, u128);

/// The search's memo (positions carry their list), kept across cases.
pub struct Abc206f(Memo<Position>);

impl Default for Abc206f {
    fn default() -> Abc206f {
        Abc206f(Search::boxed(Play::Normal, |(list, chosen): &Position| {
            let steps = intervals::steps(list, *chosen).into_iter();
            steps.map(|step| step.map(|next| (list.clone(), next))).collect()
        }))
    }
}

/// Grundy values `g[l][r]` of the free segment `[l, r)`, 1 <= l <= r <= END:
/// the mex over the listed intervals `[L, R)` inside it of
/// `g[l][L] xor g[R][r]`, the two free segments the move leaves.
pub fn table(list: &[Interval]) -> Vec<Vec<u32>> {
    let n = END as usize;
    let mut g = vec![vec![0u32; n + 1]; n + 1];
    for width in 1..n {
        for l in 1..=n - width {
            let r = l + width;
            let options: Vec<u32> = list
                .iter()
                .filter(|&&(a, b)| l <= a as usize && b as usize <= r)
                .map(|&(a, b)| g[l][a as usize] ^ g[b as usize][r])
                .collect();
            g[l][r] = (0..).find(|v| !options.contains(v)).unwrap();
        }
    }
    g
}

impl Problem for Abc206f {
    /// The listed intervals [L, R).
    type Case = Vec<Interval>;
    const NAME: &'static str = "abc206f";
    const FRAME: Frame = Frame::Count("T");
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["max", "dense", "traps"];

    /// Each end in its stated range, then L_i < R_i (named by the byte of
    /// L_i: the binary names the test and the interval instead).
    fn read_case(r: &mut Reader) -> Result<Vec<Interval>, String> {
        let n = r.u64("N")?;
        (0..n)
            .map(|_| {
                let at = r.offset();
                let (lo, hi) = (r.u64("L_i")?, r.u64("R_i")?);
                if lo >= hi {
                    return Err(format!("interval at byte {at}: L_i = {lo} is not below R_i = {hi}"));
                }
                Ok((lo as u32, hi as u32))
            })
            .collect()
    }

    fn write_case(list: &Vec<Interval>) -> String {
        let lines: String = list.iter().map(|(l, r)| format!("{l} {r}\n")).collect();
        format!("{}\n{lines}", list.len())
    }

    /// One to eight intervals with ends in 1..=12, sometimes repeated.
    fn random_small(rng: &mut Rng) -> Vec<Interval> {
        let mut list: Vec<Interval> = Vec::new();
        for _ in 0..rng.range(1, 8) {
            let l = rng.range(1, 11);
            let fresh = (l as u32, rng.range(l + 1, (l + 4).min(12)) as u32);
            let repeat = !list.is_empty() && rng.chance(1, 8);
            list.push(if repeat { rng.pick(&list) } else { fresh });
        }
        list
    }

    /// `max`: the most tests of the most intervals of any length; `dense`:
    /// as many short intervals (length 1 to 4: the largest Grundy values,
    /// the most options per segment); `traps`: touching ends ([a, b) and
    /// [b, c) do not meet: a closed-interval reading answers wrong),
    /// repeated intervals, the whole line.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Vec<Interval>> {
        let (t, n) = (limits["T"].hi, limits["N"].hi as usize);
        match kind {
            "max" => (0..t).map(|_| spread(rng, n, u64::from(END))).collect(),
            "dense" => (0..t).map(|_| spread(rng, n, 4)).collect(),
            "traps" => traps(rng, n),
            other => unknown_kind(other),
        }
    }

    fn brute(&mut self, list: &Vec<Interval>) -> Option<String> {
        (list.len() <= SEARCH_MAX).then(|| WORDS.answer(self.0.mover_wins(&(list.clone(), 0))))
    }

    fn reference(&mut self, list: &Vec<Interval>) -> String {
        WORDS.answer(table(list)[1][END as usize] != 0)
    }

    /// The ends numbered 1, 2, ... in order first (the game depends only
    /// on their order, equal ends touching: the same game, small), then
    /// fewer intervals, then one interval lowered.
    fn shrink(list: &Vec<Interval>) -> Vec<Vec<Interval>> {
        let mut ends: Vec<u32> = list.iter().flat_map(|&(l, r)| [l, r]).collect();
        ends.sort_unstable();
        ends.dedup();
        let rank = |x: u32| ends.binary_search(&x).unwrap() as u32 + 1;
        let compressed: Vec<Interval> = list.iter().map(|&(l, r)| (rank(l), rank(r))).collect();
        let lowered = |&(l, r): &Interval| {
            let options = [(l, r - 1), (l - 1, r - 1)];
            options.into_iter().filter(|&(a, b)| 1 <= a && a < b).collect()
        };
        let mut smaller = smaller_lists(list, lowered);
        if compressed != *list {
            smaller.insert(0, compressed);
        }
        smaller
    }

    /// The whole line's value; for a win, an interval that leaves two parts
    /// of equal value, confirmed by the search where the list is small.
    fn explain(&mut self, list: &Vec<Interval>) -> String {
        let g = table(list);
        let end = END as usize;
        let whole = g[1][end];
        let mut text = format!(
            "g[1, {END}) = {whole} (mex over the intervals of g(left part) xor g(right part)); \
             the mover wins iff it is not 0: {}\n",
            winner(whole != 0)
        );
        let split = |&(a, b): &Interval| g[1][a as usize] ^ g[b as usize][end] == 0;
        let mover = (0..list.len()).find(|&i| whole != 0 && split(&list[i]));
        let small = list.len() <= SEARCH_MAX;
        if let Some(i) = mover.filter(|&i| small && !self.0.mover_wins(&(list.clone(), 1 << i))) {
            let (a, b) = list[i];
            text.push_str(&format!(
                "winning move (checked by the brute force): choose [{a}, {b}), leaving g[1, {a}) = {} and \
                 g[{b}, {END}) = {}, xor 0\n",
                g[1][a as usize], g[b as usize][end]
            ));
        }
        text
    }
}

/// `count` intervals in [1, END) of length 1..=`longest`.
fn spread(rng: &mut Rng, count: usize, longest: u64) -> Vec<Interval> {
    (0..count)
        .map(|_| {
            let l = rng.range(1, u64::from(END) - 1);
            let r = rng.range(l + 1, (l + longest).min(u64::from(END)));
            (l as u32, r as u32)
        })
        .collect()
}

fn traps(rng: &mut Rng, most: usize) -> Vec<Vec<Interval>> {
    let mut cases = vec![
        vec![(1, 2), (2, 3)],     // half-open: both fit, Bob wins
        vec![(1, END)],           // the whole line, once
        vec![(1, END), (1, END)], // repeated: still one move
        vec![(5, 9); most],       // one interval as often as allowed
        vec![(12, 53), (53, 98)], // the statement's example of touching ends
        vec![(1, 2), (2, 3), (3, 4), (4, 5)],
    ];
    for count in [2, 3, 4, 6, 8, 12] {
        // `count` touching intervals [a, b), [b, c), ... from a random start.
        let mut ends = vec![rng.range(1, 40) as u32];
        for i in 0..count {
            ends.push(ends[i] + rng.range(1, 5) as u32);
        }
        let mut list: Vec<Interval> = ends.windows(2).map(|w| (w[0], w[1])).collect();
        if rng.chance(1, 2) {
            let copy = rng.pick(&list);
            list.push(copy);
        }
        rng.shuffle(&mut list);
        cases.push(list);
    }
    cases.extend((0..8).map(|_| spread(rng, most, 3)));
    cases
}
