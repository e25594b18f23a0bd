// Input generator for HDU 1848, used for golden files and benchmarks:
// `hdu1848-gen KIND SEED` prints one input ending with `0 0 0`. KIND:
// `random` (300 cases, piles <= 60: the brute force checks them; drawn by
// sglab's Hdu1848::random_small like the stress test and the judge), `max`
// (10000 cases, piles up to 1000; the statement does not bound the number
// of cases), `losing` (piles up to 1000 where the third pile balances the
// other two, so about half the answers are Nacci), `edges` (piles of 1,
// 1000, Fibonacci numbers and their neighbours).

use sglab::games::subtraction;
use sglab::generator;
use sglab::grundy;
use sglab::problems::hdu1848::Hdu1848;
use sglab::problems::Problem;
use sglab::rng::Rng;
use std::fmt::Write;

const MAX_PILE: usize = 1000;

fn main() {
    let (kind, seed) = generator::args("hdu1848-gen", &["random", "max", "losing", "edges"]);
    let kind = kind.as_str();
    let mut rng = Rng::new(seed);
    if kind == "random" {
        print!(
            "{}",
            Hdu1848::write(&(0..300).map(|_| Hdu1848::random_small(&mut rng)).collect::<Vec<_>>())
        );
        return;
    }
    let mut pile = |top: usize| rng.range(1, top as u64) as usize;
    let cases: Vec<[usize; 3]> = match kind {
        "max" => (0..10_000)
            .map(|_| [pile(MAX_PILE), pile(MAX_PILE), pile(MAX_PILE)])
            .collect(),
        "losing" => {
            let g = grundy::table(MAX_PILE, subtraction::fibonacci_options);
            (0..2000)
                .map(|_| {
                    let (m, n) = (pile(MAX_PILE), pile(MAX_PILE));
                    let want = g[m] ^ g[n];
                    // A pile whose value cancels the first two where some pile
                    // up to 1000 has that value, else any pile.
                    let tries: Vec<usize> = (1..=MAX_PILE).filter(|&p| g[p] == want).collect();
                    let p = if tries.is_empty() {
                        pile(MAX_PILE)
                    } else {
                        tries[pile(tries.len()) - 1]
                    };
                    [m, n, p]
                })
                .collect()
        }
        "edges" => {
            let mut sizes = vec![1, 2, MAX_PILE - 1, MAX_PILE];
            for f in subtraction::fibonacci(MAX_PILE) {
                sizes.extend([f - 1, f, f + 1].iter().filter(|&&s| (1..=MAX_PILE).contains(&s)));
            }
            (0..2000)
                .map(|_| {
                    let mut three = [0; 3];
                    for p in &mut three {
                        *p = sizes[pile(sizes.len()) - 1];
                    }
                    three
                })
                .collect()
        }
        _ => unreachable!("generator::args checked KIND"),
    };
    let mut text = String::new();
    for [m, n, p] in &cases {
        let _ = writeln!(text, "{m} {n} {p}");
    }
    text.push_str("0 0 0\n");
    print!("{text}");
}
