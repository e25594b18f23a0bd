// Input generator for AtCoder ABC206 F, used for golden files and
// benchmarks: `abc206f-gen KIND SEED` prints one input. KIND:
//   random  T = 20 small cases the brute force checks (Problem::random_small);
//   max     T = 20, N = 100 intervals of any length in [1, 100);
//   dense   T = 20, N = 100 short intervals (length 1 to 4): the largest
//           Grundy values, the most options per segment;
//   traps   touching ends ([a, b) and [b, c) do not meet: a closed-interval
//           reading answers wrong), repeated intervals, the whole line.

use sglab::generator;
use sglab::problems::abc206f::{Abc206f, END};
use sglab::problems::Problem;
use sglab::rng::Rng;

type Interval = (u32, u32);

fn main() {
    let (kind, seed) = generator::args("abc206f-gen", &["random", "max", "dense", "traps"]);
    let mut rng = Rng::new(seed);
    let cases: Vec<Vec<Interval>> = match kind.as_str() {
        "random" => (0..20).map(|_| Abc206f::random_small(&mut rng)).collect(),
        "max" => (0..20).map(|_| intervals(&mut rng, u64::from(END))).collect(),
        "dense" => (0..20).map(|_| intervals(&mut rng, 4)).collect(),
        "traps" => traps(&mut rng),
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{}", Abc206f::write(&cases));
}

/// 100 intervals in [1, END) of length 1..=`longest`.
fn intervals(rng: &mut Rng, longest: u64) -> Vec<Interval> {
    (0..100)
        .map(|_| {
            let l = rng.range(1, u64::from(END) - 1);
            let r = rng.range(l + 1, (l + longest).min(u64::from(END)));
            (l as u32, r as u32)
        })
        .collect()
}

/// `count` touching intervals [a, b), [b, c), ... from a random start.
fn chain(rng: &mut Rng, count: usize) -> Vec<Interval> {
    let mut at = rng.range(1, 40) as u32;
    (0..count)
        .map(|_| {
            let next = at + rng.range(1, 5) as u32;
            let piece = (at, next);
            at = next;
            piece
        })
        .collect()
}

fn traps(rng: &mut Rng) -> Vec<Vec<Interval>> {
    let mut cases = vec![
        vec![(1, 2), (2, 3)],     // half-open: both fit, Bob wins
        vec![(1, 100)],           // the whole line, once
        vec![(1, 100), (1, 100)], // repeated: still one move
        vec![(5, 9); 100],        // one interval a hundred times
        vec![(12, 53), (53, 98)], // the statement's example of touching ends
        vec![(1, 2), (2, 3), (3, 4), (4, 5)],
    ];
    for count in [2, 3, 4, 6, 8, 12] {
        let mut list = chain(rng, count);
        if rng.chance(1, 2) {
            let copy = list[rng.below(list.len())];
            list.push(copy);
        }
        rng.shuffle(&mut list);
        cases.push(list);
    }
    cases.extend((0..8).map(|_| intervals(rng, 3)));
    cases
}
