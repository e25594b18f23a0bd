// Input generator for HDU 1536 S-Nim, used for golden files and benchmarks:
// `hdu1536-gen KIND SEED` prints one input ending with `0`. KIND:
// `random` (small sets and heaps: the brute force checks them; drawn by
// sglab's Hdu1536::random_small like the stress test and the judge), `max`
// (3 test cases at the limits: k = 100 distinct sizes, m = 100 positions of
// l = 100 heaps up to 10000, one heap of 10000; sizes up to 300 in two of
// them, so every table entry past 300 has all 100 moves, and up to 10000 in
// one; the statement does not bound the number of test cases), and one kind
// per trap:
// `unsorted` (sets in decreasing or shuffled order), `zeros` (heaps of 0,
// positions of only zeros), `big-moves` (sizes larger than every heap of the
// test case, some or all), `duplicates` (sets with repeated sizes).

use sglab::format::join;
use sglab::generator;
use sglab::problems::hdu1536::Hdu1536;
use sglab::problems::Problem;
use sglab::rng::Rng;
use std::fmt::Write;

/// One test case: the set S and the positions (lists of heaps).
struct TestCase {
    set: Vec<u64>,
    positions: Vec<Vec<u64>>,
}

fn main() {
    let (kind, seed) = generator::args(
        "hdu1536-gen",
        &["random", "max", "unsorted", "zeros", "big-moves", "duplicates"],
    );
    let kind = kind.as_str();
    let mut rng = Rng::new(seed);
    if kind == "random" {
        print!(
            "{}",
            Hdu1536::write(&(0..30).map(|_| Hdu1536::random_small(&mut rng)).collect::<Vec<_>>())
        );
        return;
    }
    let tests: Vec<TestCase> = match kind {
        "max" => [300, 10_000, 300].iter().map(|&top| largest(&mut rng, top)).collect(),
        "unsorted" => (0..20)
            .map(|i| {
                let mut test = shaped(&mut rng, 8, 30, 200);
                test.set.sort_unstable_by(|a, b| b.cmp(a));
                if i % 2 == 1 {
                    rng.shuffle(&mut test.set);
                }
                test
            })
            .collect(),
        "zeros" => (0..20)
            .map(|_| {
                let mut test = shaped(&mut rng, 5, 10, 30);
                for heaps in &mut test.positions {
                    for h in heaps.iter_mut() {
                        if rng.chance(1, 2) {
                            *h = 0;
                        }
                    }
                }
                let all_zero = vec![0; rng.range(1, 5) as usize];
                test.positions.push(all_zero);
                test
            })
            .collect(),
        "big-moves" => (0..20)
            .map(|i| {
                let mut test = shaped(&mut rng, 6, 10, 40);
                let top = test.positions.iter().flatten().copied().max().unwrap_or(0);
                for s in &mut test.set {
                    // Every size past every heap (no move at all), or half of them.
                    if i % 2 == 0 || rng.chance(1, 2) {
                        *s = rng.range(top + 1, 10_000);
                    }
                }
                test
            })
            .collect(),
        "duplicates" => (0..20)
            .map(|_| {
                let mut test = shaped(&mut rng, 5, 12, 60);
                let copies: Vec<u64> = (0..rng.range(1, 6))
                    .map(|_| test.set[rng.below(test.set.len())])
                    .collect();
                test.set.extend(copies);
                rng.shuffle(&mut test.set);
                test
            })
            .collect(),
        _ => unreachable!("generator::args checked KIND"),
    };
    let mut text = String::new();
    for test in &tests {
        let _ = writeln!(text, "{} {}", test.set.len(), join(&test.set));
        let _ = writeln!(text, "{}", test.positions.len());
        for heaps in &test.positions {
            let _ = writeln!(text, "{} {}", heaps.len(), join(heaps));
        }
    }
    text.push_str("0\n");
    print!("{text}");
}

/// k = 100 distinct sizes up to `top`, 100 positions of 100 heaps up to
/// 10000, and one heap of exactly 10000 so the table has full length.
fn largest(rng: &mut Rng, top: u64) -> TestCase {
    let mut set = Vec::new();
    while set.len() < 100 {
        let s = rng.range(1, top);
        if !set.contains(&s) {
            set.push(s);
        }
    }
    let mut positions: Vec<Vec<u64>> = (0..100)
        .map(|_| (0..100).map(|_| rng.range(0, 10_000)).collect())
        .collect();
    positions[rng.below(100)][rng.below(100)] = 10_000;
    TestCase { set, positions }
}

/// Up to `k` sizes up to `s`, up to 10 positions of up to 6 heaps up to `h`.
fn shaped(rng: &mut Rng, k: u64, s: u64, h: u64) -> TestCase {
    let set = (0..rng.range(1, k)).map(|_| rng.range(1, s)).collect();
    let positions = (0..rng.range(1, 10))
        .map(|_| (0..rng.range(1, 6)).map(|_| rng.range(0, h)).collect())
        .collect();
    TestCase { set, positions }
}
