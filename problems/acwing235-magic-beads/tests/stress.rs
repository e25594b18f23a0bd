//! AcWing 235 against the real game searched move by move: seeded random
//! cases, every small position, the common mex bug, the golden files, and
//! the bad-input suite.

use sg::mex::Mex;
use sg::scan::Scanner;
use sglab::format::sized_lists;
use sglab::games::beads;
use sglab::grundy;
use sglab::harness::{self, Frame};
use sglab::rng::Rng;
use sglab::search::{sum_steps, Play, Search, Step};

const BIN: &str = env!("CARGO_BIN_EXE_acwing235");
const A_MAX: usize = 1000;

type Moves = fn(&Vec<u32>) -> Vec<Step<Vec<u32>>>;

/// The real game: whole positions (sorted multisets of piles > 1; piles of
/// one bead never move) searched exhaustively. One search is shared by all
/// the cases of a test, so positions met before are not searched again.
struct Brute(Search<Vec<u32>, Moves>);

impl Brute {
    fn new() -> Brute {
        Brute(Search::new(Play::Normal, |position| sum_steps(position, beads::steps)))
    }

    fn freda_wins(&mut self, piles: &[u32]) -> bool {
        let mut start: Vec<u32> = piles.iter().copied().filter(|&p| p > 1).collect();
        start.sort_unstable();
        self.0.mover_wins(&start)
    }
}

/// Small enough for `Brute`: the search space grows fast with highly
/// composite piles (one pile of 60 alone has 83,000 positions).
fn small(piles: &[u32]) -> bool {
    let top = piles.iter().copied().max().unwrap_or(1);
    (piles.len() <= 3 && top <= 24) || (piles.len() <= 4 && top <= 12)
}

fn answer(freda_wins: bool) -> &'static str {
    if freda_wins {
        "freda\n"
    } else {
        "rainbow\n"
    }
}

fn random_piles(rng: &mut Rng) -> Vec<u32> {
    let (n, top) = if rng.chance(1, 3) {
        (4, 12)
    } else {
        (rng.range(1, 3), 24)
    };
    (0..n).map(|_| rng.range(1, top) as u32).collect()
}

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    let mut brute = Brute::new();
    for seed in 1..=4 {
        let mut rng = Rng::new(seed);
        let cases: Vec<Vec<u32>> = (0..1000).map(|_| random_piles(&mut rng)).collect();
        let expected: String = cases.iter().map(|p| answer(brute.freda_wins(p))).collect();
        assert_eq!(harness::run_ok(BIN, &sized_lists(&cases)), expected, "seed {seed}");
    }
}

#[test]
fn every_pair_of_piles_up_to_thirty_matches_the_brute_force() {
    let mut cases = Vec::new();
    for a in 1..=30 {
        cases.push(vec![a]);
        for b in a..=30 {
            cases.push(vec![a, b]);
        }
    }
    let mut brute = Brute::new();
    let expected: String = cases.iter().map(|p| answer(brute.freda_wins(p))).collect();
    assert_eq!(harness::run_ok(BIN, &sized_lists(&cases)), expected);
}

/// The common bug: sg(p) = mex of the divisors' own values, as if a move
/// went to one divisor instead of to all of them but one.
fn mex_of_divisor_values(limit: usize) -> Vec<u32> {
    let mut mex = Mex::new();
    let mut g = vec![0u32; limit + 1];
    for p in 2..=limit {
        g[p] = mex.of(beads::proper_divisors(p).into_iter().map(|d| g[d]));
    }
    g
}

#[test]
fn mex_of_the_divisors_values_loses_to_the_brute_force() {
    let wrong = mex_of_divisor_values(8);
    // One pile of 8 (divisors 1 2 4): the bug says value 3, Freda wins.
    assert_eq!(wrong[8], 3);
    // The real game: 8 -> {2,4} or {1,4} or {1,2}; each is answered by
    // a move to a position where the mover is stuck, so Freda loses.
    assert!(!Brute::new().freda_wins(&[8]));
    assert_eq!(harness::run_ok(BIN, "1\n8\n"), "rainbow\n");
}

/// The slow reference for inputs too large for `brute`: the Grundy table
/// from the rules (`grundy::table`), compared with `brute` below.
fn reference(piles: &[u32], g: &[u32]) -> bool {
    piles.iter().fold(0, |x, &p| x ^ g[p as usize]) != 0
}

#[test]
fn reference_matches_brute_force() {
    let g = grundy::table(24, beads::options);
    let mut brute = Brute::new();
    let mut rng = Rng::new(235);
    for _ in 0..3000 {
        let piles = random_piles(&mut rng);
        assert_eq!(reference(&piles, &g), brute.freda_wins(&piles), "{piles:?}");
    }
}

#[test]
fn every_single_pile_up_to_the_bound_matches_the_reference() {
    let g = grundy::table(A_MAX, beads::options);
    let cases: Vec<Vec<u32>> = (1..=A_MAX as u32).map(|a| vec![a]).collect();
    let expected: String = cases.iter().map(|p| answer(reference(p, &g))).collect();
    assert_eq!(harness::run_ok(BIN, &sized_lists(&cases)), expected);
    // Single piles only test sg != 0; pairs with equal values test sg itself.
    let pairs: Vec<Vec<u32>> = (1..=A_MAX as u32).map(|a| vec![a, 1 + (a * 7919) % 1000]).collect();
    let expected: String = pairs.iter().map(|p| answer(reference(p, &g))).collect();
    assert_eq!(harness::run_ok(BIN, &sized_lists(&pairs)), expected);
}

/// Expected output for any valid input: `brute` where the case is small,
/// else `reference`.
fn oracle(input: &str) -> String {
    let g = grundy::table(A_MAX, beads::options);
    let mut brute = Brute::new();
    parse(input)
        .iter()
        .map(|piles| {
            answer(if small(piles) {
                brute.freda_wins(piles)
            } else {
                reference(piles, &g)
            })
        })
        .collect()
}

fn parse(input: &str) -> Vec<Vec<u32>> {
    let mut scan = Scanner::new(input.as_bytes());
    let mut cases = Vec::new();
    while let Some(n) = scan.next_u64("n").unwrap() {
        cases.push((0..n).map(|_| scan.u64("a_i").unwrap() as u32).collect());
    }
    cases
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, oracle);
}

#[test]
fn the_table_covers_every_supported_value_and_no_more() {
    let run = |input: &str| harness::run(BIN, input.as_bytes(), std::time::Duration::from_secs(5));
    assert_eq!(harness::run_ok(BIN, "2\n1000 1000\n1\n997\n"), "rainbow\nfreda\n");
    // Answers before a refused value are printed; the value is named.
    let ran = run("1\n2\n1\n1001\n");
    assert_eq!(ran.stdout, "freda\n");
    assert_eq!(ran.code, Some(1));
    assert!(ran.stderr.contains("a_i at byte 6: 1001 is outside"), "{}", ran.stderr);
    let ran = run("1\n3\n0\n");
    assert_eq!(ran.stdout, "freda\n");
    assert!(ran.stderr.contains("n at byte 4: 0 is outside"), "{}", ran.stderr);
}

#[test]
fn bad_input() {
    harness::bad_input_suite(
        BIN,
        Frame::UntilEof,
        &[("3\n2 2 2\n", "freda\n"), ("3\n1 3 5\n", "rainbow\n")],
    );
}
