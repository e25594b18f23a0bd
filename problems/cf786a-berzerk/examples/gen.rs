// Input generator for Codeforces 786A Berzerk: `cf786a-gen KIND SEED`
// prints one input (one game). KIND:
//   random  2 to 10 objects, random non-empty sets (the brute force labels it);
//   max     n = 7000, both players own every length 1..6999 (the most
//           counter steps: every position is decided);
//   half    n = 7000, each set a random half of 1..6999;
//   even    n = 7000, random even lengths only: the monster never leaves the
//           even objects, half the positions are Loop;
//   medium  40 to 60 objects, random sets (the brute force still labels it);
//   large   n = 1000, random sets of random sizes (committable).
// Set orders are shuffled.

use sglab::games::berzerk::Berzerk;
use sglab::generator;
use sglab::problems::cf786a::{Cf786a, MAX_N};
use sglab::problems::Problem;
use sglab::rng::Rng;

const KINDS: [&str; 6] = ["random", "medium", "max", "half", "even", "large"];

fn main() {
    let (kind, seed) = generator::args("cf786a-gen", &KINDS);
    let mut rng = Rng::new(seed);
    let game = match kind.as_str() {
        "random" => Cf786a::random_small(&mut rng),
        "max" => Berzerk {
            n: MAX_N,
            sets: [all(&mut rng, MAX_N, |_| true), all(&mut rng, MAX_N, |_| true)],
        },
        "half" => Berzerk {
            n: MAX_N,
            sets: [some(&mut rng, MAX_N, MAX_N / 2), some(&mut rng, MAX_N, MAX_N / 2)],
        },
        "even" => {
            let even = |rng: &mut Rng| {
                let mut set = all(rng, MAX_N, |x| x % 2 == 0);
                set.truncate(rng.range(1, set.len() as u64) as usize);
                set
            };
            Berzerk {
                n: MAX_N,
                sets: [even(&mut rng), even(&mut rng)],
            }
        }
        "medium" => {
            let n = rng.range(40, 60) as usize;
            let k = [rng.range(1, 6) as usize, rng.range(1, n as u64 - 1) as usize];
            Berzerk {
                n,
                sets: [some(&mut rng, n, k[0]), some(&mut rng, n, k[1])],
            }
        }
        "large" => {
            let n = 1000;
            let k = [rng.range(1, 40) as usize, rng.range(1, 999) as usize];
            Berzerk {
                n,
                sets: [some(&mut rng, n, k[0]), some(&mut rng, n, k[1])],
            }
        }
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{}", Cf786a::write(&[game]));
}

/// The lengths 1..n that `keep` accepts, shuffled.
fn all(rng: &mut Rng, n: usize, keep: impl Fn(usize) -> bool) -> Vec<usize> {
    let mut set: Vec<usize> = (1..n).filter(|&x| keep(x)).collect();
    rng.shuffle(&mut set);
    set
}

/// `k` random distinct lengths in 1..n.
fn some(rng: &mut Rng, n: usize, k: usize) -> Vec<usize> {
    let mut set = all(rng, n, |_| true);
    set.truncate(k);
    set
}
