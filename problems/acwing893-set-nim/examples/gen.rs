// Input generator for AcWing 893 Set-Nim, used for golden files and
// benchmarks: `acwing893-gen KIND SEED` prints one input (one case). KIND:
// `random` (k <= 4 distinct sizes up to 8, n <= 4 heaps up to 12: the brute
// force checks it; drawn by sglab's Acwing893::random_small like the stress
// test and the judge), `max` (k = 100 distinct sizes up to 300, so every table entry
// past 300 has all 100 moves, n = 100 heaps up to 10000, one of 10000),
// and one kind per trap: `unsorted` (sizes in decreasing or shuffled order),
// `big-moves` (sizes larger than every heap, some or all), `duplicates`
// (repeated sizes; the statement promises distinct ones, the binary accepts
// repeats), `zeros` (heaps of 0, beyond the statement's h_i >= 1).

use sglab::format::join;
use sglab::generator;
use sglab::problems::acwing893::Acwing893;
use sglab::problems::Problem;
use sglab::rng::Rng;

fn main() {
    let (kind, seed) = generator::args(
        "acwing893-gen",
        &["random", "max", "unsorted", "big-moves", "duplicates", "zeros"],
    );
    let kind = kind.as_str();
    let mut rng = Rng::new(seed);
    let (set, heaps) = match kind {
        "random" => {
            let (set, heaps) = Acwing893::random_small(&mut rng);
            let wide = |values: Vec<usize>| values.into_iter().map(|v| v as u64).collect();
            (wide(set), wide(heaps))
        }
        "max" => {
            let set = distinct(&mut rng, 100, 300);
            let mut heaps: Vec<u64> = (0..100).map(|_| rng.range(1, 10_000)).collect();
            heaps[rng.below(100)] = 10_000;
            (set, heaps)
        }
        "unsorted" => {
            let (mut set, heaps) = shaped(&mut rng, 10, 40, 20, 300);
            set.sort_unstable_by(|a, b| b.cmp(a));
            if seed % 2 == 0 {
                rng.shuffle(&mut set);
            }
            (set, heaps)
        }
        "big-moves" => {
            let (mut set, heaps) = shaped(&mut rng, 8, 20, 20, 60);
            let top = heaps.iter().copied().max().unwrap_or(0);
            for s in &mut set {
                // Seed odd: every size past every heap (no move at all).
                if seed % 2 == 1 || rng.chance(1, 2) {
                    *s = rng.range(top + 1, 10_000);
                }
            }
            (set, heaps)
        }
        "duplicates" => {
            let (mut set, heaps) = shaped(&mut rng, 6, 15, 20, 100);
            let copies: Vec<u64> = (0..rng.range(1, 6)).map(|_| set[rng.below(set.len())]).collect();
            set.extend(copies);
            rng.shuffle(&mut set);
            (set, heaps)
        }
        "zeros" => {
            let (set, mut heaps) = shaped(&mut rng, 4, 10, 20, 50);
            for h in &mut heaps {
                if rng.chance(1, 2) {
                    *h = 0;
                }
            }
            (set, heaps)
        }
        _ => unreachable!("generator::args checked KIND"),
    };
    println!("{}\n{}\n{}\n{}", set.len(), join(&set), heaps.len(), join(&heaps));
}

/// Up to `k` distinct sizes up to `s`, up to `n` heaps from 1 up to `h`.
fn shaped(rng: &mut Rng, k: u64, s: u64, n: u64, h: u64) -> (Vec<u64>, Vec<u64>) {
    let count = rng.range(1, k) as usize;
    let set = distinct(rng, count, s);
    let heaps = (0..rng.range(1, n)).map(|_| rng.range(1, h)).collect();
    (set, heaps)
}

/// `count` distinct sizes from 1 up to `top` (count <= top), in random order.
fn distinct(rng: &mut Rng, count: usize, top: u64) -> Vec<u64> {
    let mut set = Vec::new();
    while set.len() < count {
        let s = rng.range(1, top);
        if !set.contains(&s) {
            set.push(s);
        }
    }
    set
}
