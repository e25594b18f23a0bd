// Input generator for HDU 3595, used for golden files and benchmarks:
// `hdu3595-gen KIND SEED` prints one input (cases until end of input).
// KIND: `random` (`Problem::random_small`: up to 3 games of piles <= 10,
// which the exhaustive search checks), `max` (100 cases of N = 1000 games,
// p, q <= 1000: the judge's largest), `zeros` (N = 0, finished games with p or q = 0, p = q),
// `traps` (win/lose families mixed so that "some game is won" and the xor of
// Grundy values answer wrongly), `huge` (p, q up to 2^64 - 1 with long
// Euclid chains of small quotients, as the binary supports them).

use sglab::generator;
use sglab::problems::hdu3595::Hdu3595;
use sglab::problems::Problem;
use sglab::rng::Rng;
use std::fmt::Write as _;
use std::io::Write as _;

fn main() {
    let (kind, seed) = generator::args("hdu3595-gen", &["random", "max", "zeros", "traps", "huge"]);
    let kind = kind.as_str();
    let mut rng = Rng::new(seed);
    let cases: Vec<Vec<(u64, u64)>> = match kind {
        "random" => (0..200)
            .map(|_| {
                let games = Hdu3595::random_small(&mut rng);
                games.into_iter().map(|(p, q)| (p as u64, q as u64)).collect()
            })
            .collect(),
        "max" => (0..100)
            .map(|_| (0..1000).map(|_| (rng.range(0, 1000), rng.range(0, 1000))).collect())
            .collect(),
        "zeros" => (0..100).map(|i| zeros_case(&mut rng, i)).collect(),
        "traps" => (0..100).map(|_| traps_case(&mut rng)).collect(),
        "huge" => (0..100).map(|_| huge_case(&mut rng)).collect(),
        _ => unreachable!("generator::args checked KIND"),
    };
    let mut text = String::new();
    for games in &cases {
        let _ = writeln!(text, "{}", games.len());
        for (p, q) in games {
            let _ = writeln!(text, "{p} {q}");
        }
    }
    // A closed pipe (`| head`) is not an error here.
    let _ = std::io::stdout().write_all(text.as_bytes());
}

/// Cases where finished games, empty cases and equal piles decide.
fn zeros_case(rng: &mut Rng, i: usize) -> Vec<(u64, u64)> {
    let mut games: Vec<(u64, u64)> = match i % 5 {
        0 => Vec::new(),
        1 => (0..rng.range(1, 4)).map(|_| (0, rng.range(0, 1000))).collect(),
        2 => (0..rng.range(1, 4)).map(|_| (rng.range(0, 1000), 0)).collect(),
        3 => (0..rng.range(1, 4))
            .map(|_| {
                let v = rng.range(1, 1000);
                (v, v)
            })
            .collect(),
        _ => (0..rng.range(1, 4))
            .map(|_| (rng.range(1, 30), rng.range(1, 30)))
            .collect(),
    };
    if i % 5 >= 3 {
        // Finished games next to live ones must not count.
        let at = rng.below(games.len() + 1);
        games.insert(
            at,
            if rng.chance(1, 2) {
                (0, rng.range(0, 1000))
            } else {
                (rng.range(0, 1000), 0)
            },
        );
    }
    games
}

/// Games from families with known outcomes (multiples: won in one move;
/// consecutive Fibonacci numbers: long forced chains that alternate), mixed
/// so that a won game sits next to a longer lost one and the other way round.
fn traps_case(rng: &mut Rng) -> Vec<(u64, u64)> {
    let fibonacci = [1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];
    (0..rng.range(2, 5))
        .map(|_| match rng.below(3) {
            0 => {
                let b = rng.range(1, 100);
                (b * rng.range(2, 1000 / b), b)
            }
            1 => {
                let i = rng.below(fibonacci.len() - 1);
                (fibonacci[i + 1], fibonacci[i])
            }
            _ => (rng.range(1, 1000), rng.range(1, 1000)),
        })
        .collect()
}

/// Pairs far past the judge's 1000 whose Euclid chains have small quotients
/// (so a by-definition search can still check them): built from the last
/// division up with random quotients, then scaled.
fn huge_case(rng: &mut Rng) -> Vec<(u64, u64)> {
    (0..rng.range(1, 6))
        .map(|_| {
            let to_the_top = rng.chance(1, 2);
            let (mut big, mut small) = (rng.range(1, 3), 1u64);
            loop {
                let quotient = if rng.chance(3, 4) { 1 } else { rng.range(2, 5) };
                match big.checked_mul(quotient).and_then(|v| v.checked_add(small)) {
                    Some(next) => {
                        small = big;
                        big = next;
                    }
                    None => break,
                }
                if !to_the_top && rng.chance(1, 20) {
                    break;
                }
            }
            let scale = rng.range(1, u64::MAX / big);
            let (p, q) = (big * scale, small * scale);
            if rng.chance(1, 2) {
                (p, q)
            } else {
                (q, p)
            }
        })
        .collect()
}
