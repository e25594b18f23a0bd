// Input generator for HDU 3537 Daizhenyang's Coin: `hdu3537-gen KIND SEED`
// prints one input. KIND:
//   random  200 small cases the brute force checks (Problem::random_small);
//   traps   repeated positions (a naive xor cancels them), position 0,
//           n = 0, the largest positions, sets of xor 0 with repeats added;
//   max     10^4 cases of n = 100 positions below 10^8: the judge's largest
//           kind of input (its case count is not stated);
//   large   30 such cases and 10 lost ones (a committable golden).

use sglab::games::mock_turtles::{set_value, value};
use sglab::generator;
use sglab::problems::hdu3537::{Hdu3537, MAX_N, MAX_POSITION};
use sglab::problems::Problem;
use sglab::rng::Rng;

fn main() {
    let (kind, seed) = generator::args("hdu3537-gen", &["random", "traps", "max", "large"]);
    let mut rng = Rng::new(seed);
    let cases: Vec<Vec<u64>> = match kind.as_str() {
        "random" => (0..200).map(|_| Hdu3537::random_small(&mut rng)).collect(),
        "traps" => traps(&mut rng),
        "max" => (0..10_000).map(|_| positions(&mut rng, MAX_N as usize)).collect(),
        "large" => (0..40)
            .map(|i| {
                if i % 4 == 0 {
                    lost(&mut rng, MAX_N as usize)
                } else {
                    positions(&mut rng, MAX_N as usize)
                }
            })
            .collect(),
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{}", Hdu3537::write(&cases));
}

fn positions(rng: &mut Rng, n: usize) -> Vec<u64> {
    (0..n).map(|_| rng.range(0, MAX_POSITION)).collect()
}

/// `n` (even) distinct random positions of xor 0: the last head is the one
/// whose value is the xor of the others' (an odd number of odious values
/// xors to an odious one; redrawn until its coin is in range and new).
fn lost(rng: &mut Rng, n: usize) -> Vec<u64> {
    assert!(n % 2 == 0, "n - 1 odious values xor to an odious one only for n even");
    loop {
        let mut heads = positions(rng, n - 1);
        heads.sort_unstable();
        heads.dedup();
        let x = set_value(&heads);
        let last = x / 2;
        if x != 0 && value(last) == x && last <= MAX_POSITION && !heads.contains(&last) {
            heads.push(last);
            rng.shuffle(&mut heads);
            return heads;
        }
    }
}

fn traps(rng: &mut Rng) -> Vec<Vec<u64>> {
    let top = MAX_POSITION;
    let mut cases = vec![
        vec![],
        vec![0],
        vec![0, 0],
        vec![0, 0, 0],
        vec![5, 5],
        vec![1, 2, 1],
        vec![0, 1, 2, 3],
        vec![0, 1, 2, 3, 3],
        vec![top],
        vec![top, top],
        vec![top, top - 1, 0],
        vec![7; MAX_N as usize],
    ];
    for n in [4, 10, 50, 98] {
        // A lost set, then the same set with one head listed twice: still
        // lost (a naive xor says won), and with one head listed three times.
        let heads = lost(rng, n);
        let mut twice = heads.clone();
        twice.push(heads[rng.below(heads.len())]);
        let mut thrice = twice.clone();
        thrice.push(*twice.last().unwrap());
        cases.extend([heads, twice, thrice]);
    }
    assert!(cases
        .iter()
        .all(|c| c.len() as u64 <= MAX_N && c.iter().all(|&a| a <= top)));
    cases
}
