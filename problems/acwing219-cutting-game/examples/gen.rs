// Input generator for AcWing 219 = POJ 2311, used for golden files and
// benchmarks: `acwing219-gen KIND SEED` prints one input. KIND: `random`
// (300 sheets up to 9 x 9 from `Problem::random_small`, which the brute
// force checks), `max` (40,000 sheets up to 200 x 200), `traps` (every sheet with a side of 2 or 3, in
// both orientations, shuffled: the terminal pieces 2 x 2, 2 x 3, 3 x 2 and
// 3 x 3, and the sheets a wrong seeding of sg(1, 1) gets wrong).

use sglab::generator;
use sglab::problems::acwing219::Acwing219;
use sglab::problems::Problem;
use sglab::rng::Rng;
use std::fmt::Write;

const SIDE_MAX: u64 = 200;

fn main() {
    let (kind, seed) = generator::args("acwing219-gen", &["random", "max", "traps"]);
    let kind = kind.as_str();
    let mut rng = Rng::new(seed);
    let sheets: Vec<(u64, u64)> = match kind {
        "random" => (0..300)
            .map(|_| {
                let (w, h) = Acwing219::random_small(&mut rng);
                (w as u64, h as u64)
            })
            .collect(),
        "max" => (0..40_000)
            .map(|_| (rng.range(2, SIDE_MAX), rng.range(2, SIDE_MAX)))
            .collect(),
        "traps" => {
            let mut sheets: Vec<(u64, u64)> = (2..=3)
                .flat_map(|short| (2..=SIDE_MAX).flat_map(move |long| [(short, long), (long, short)]))
                .collect();
            for i in (1..sheets.len()).rev() {
                sheets.swap(i, rng.below(i + 1));
            }
            sheets
        }
        _ => unreachable!("generator::args checked KIND"),
    };
    let mut text = String::new();
    for (w, h) in &sheets {
        let _ = writeln!(text, "{w} {h}");
    }
    print!("{text}");
}
