//! AcWing 893 Set-Nim against the exhaustive game: seeded random cases, the
//! traps as set rewrites that must not change the answer (order, repeats,
//! sizes past every heap), heaps of 0, the golden files, the supported
//! ranges, and the bad-input suite.

use sg::scan::Scanner;
use sglab::games::subtraction;
use sglab::grundy;
use sglab::harness::{self, Frame};
use sglab::rng::Rng;
use sglab::search::{sum_mover_wins, Play};

const BIN: &str = env!("CARGO_BIN_EXE_acwing893");

/// The real game, searched move by move with no SG theory.
fn brute(set: &[usize], heaps: &[usize]) -> bool {
    sum_mover_wins(Play::Normal, heaps, |heap| subtraction::steps(set, heap))
}

/// The Sprague-Grundy reference: xor of Grundy values tabulated from the
/// rules by `sglab::grundy` (checked against `brute` below).
fn reference(set: &[usize], heaps: &[usize]) -> bool {
    let largest = heaps.iter().copied().max().unwrap_or(0);
    let g = grundy::table(largest, |x| subtraction::options(set, x));
    heaps.iter().fold(0, |x, &h| x ^ g[h]) != 0
}

fn answer(first_wins: bool) -> &'static str {
    if first_wins {
        "Yes\n"
    } else {
        "No\n"
    }
}

fn render(set: &[usize], heaps: &[usize]) -> String {
    let join = |values: &[usize]| values.iter().map(usize::to_string).collect::<Vec<_>>().join(" ");
    format!("{}\n{}\n{}\n{}\n", set.len(), join(set), heaps.len(), join(heaps))
}

/// Up to 4 distinct sizes up to 8 in any order, up to 4 heaps up to 12.
fn random_case(rng: &mut Rng) -> (Vec<usize>, Vec<usize>) {
    let mut set = Vec::new();
    for _ in 0..rng.range(1, 4) {
        let s = rng.range(1, 8) as usize;
        if !set.contains(&s) {
            set.push(s);
        }
    }
    let heaps = (0..rng.range(1, 4)).map(|_| rng.range(1, 12) as usize).collect();
    (set, heaps)
}

/// Runs the binary on every case, four at a time, and checks each answer.
fn check_all(cases: &[(Vec<usize>, Vec<usize>)]) {
    std::thread::scope(|scope| {
        for chunk in cases.chunks((cases.len() + 3) / 4) {
            scope.spawn(move || {
                for (set, heaps) in chunk {
                    let input = render(set, heaps);
                    assert_eq!(harness::run_ok(BIN, &input), answer(brute(set, heaps)), "{input}");
                }
            });
        }
    });
}

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    let mut rng = Rng::new(893);
    let cases: Vec<_> = (0..2000).map(|_| random_case(&mut rng)).collect();
    check_all(&cases);
}

#[test]
fn order_repeats_and_oversized_sizes_change_nothing() {
    let mut rng = Rng::new(8930);
    let mut cases = Vec::new();
    for _ in 0..200 {
        let (set, heaps) = random_case(&mut rng);
        let mut reversed = set.clone();
        reversed.reverse();
        let repeated = [set.clone(), set.clone()].concat();
        let oversized = [set.clone(), vec![13, 10_000]].concat();
        // The brute force plays each rewritten set as given.
        for rewritten in [reversed, repeated, oversized] {
            assert_eq!(
                brute(&rewritten, &heaps),
                brute(&set, &heaps),
                "{rewritten:?} {heaps:?}"
            );
            cases.push((rewritten, heaps.clone()));
        }
    }
    check_all(&cases);
}

#[test]
fn heaps_of_zero_are_empty_and_unreachable_sizes_lose() {
    // A heap of 0 (beyond the statement's h_i >= 1) has no move.
    assert_eq!(harness::run_ok(BIN, "1\n3\n2\n0 3\n"), "Yes\n");
    assert_eq!(harness::run_ok(BIN, "1\n3\n3\n0 0 0\n"), "No\n");
    // No size fits any heap: the first player cannot move.
    assert!(!brute(&[10_000, 9_999], &[9_998, 5]));
    assert_eq!(harness::run_ok(BIN, "2\n10000 9999\n2\n9998 5\n"), "No\n");
    assert_eq!(harness::run_ok(BIN, "2\n10000 9999\n1\n10000\n"), "Yes\n");
}

#[test]
fn reference_matches_brute_force() {
    let mut rng = Rng::new(895);
    for _ in 0..2000 {
        let (set, heaps) = random_case(&mut rng);
        assert_eq!(reference(&set, &heaps), brute(&set, &heaps), "{set:?} {heaps:?}");
    }
}

#[test]
fn readme_table_for_the_sample_set() {
    // The Table evidence rows: g(0..=13) for S = {2, 5}, and whether the
    // mover wins a single heap, by exhaustive search.
    let g = grundy::table(13, |x| subtraction::options(&[2, 5], x));
    assert_eq!(g, [0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2, 1]);
    let mover_wins: Vec<bool> = (0..=13).map(|x| brute(&[2, 5], &[x])).collect();
    let non_zero: Vec<bool> = g.iter().map(|&v| v != 0).collect();
    assert_eq!(mover_wins, non_zero);
}

#[test]
fn values_past_the_statement_are_refused_by_name() {
    for (input, error) in [
        ("101\n", "k at byte 0: 101 is outside the supported range 1..=100"),
        ("0\n", "k at byte 0: 0 is outside the supported range 1..=100"),
        ("2\n2 0\n", "s_i at byte 4: 0 is outside the supported range 1..=10000"),
        (
            "1\n10001\n",
            "s_i at byte 2: 10001 is outside the supported range 1..=10000",
        ),
        ("1\n2\n101\n", "n at byte 4: 101 is outside the supported range 1..=100"),
        (
            "1\n2\n2\n3 10001\n",
            "h_i at byte 8: 10001 is outside the supported range 0..=10000",
        ),
    ] {
        assert_eq!(
            harness::expect_failure(BIN, input.as_bytes(), ""),
            format!("error: {error}")
        );
    }
}

/// Expected output for any valid input: the brute force for small cases,
/// else the Sprague-Grundy reference.
fn oracle(input: &str) -> String {
    let mut scan = Scanner::new(input.as_bytes());
    let mut next = || scan.u64("x").unwrap() as usize;
    let k = next();
    let set: Vec<usize> = (0..k).map(|_| next()).collect();
    let n = next();
    let heaps: Vec<usize> = (0..n).map(|_| next()).collect();
    let small = heaps.len() <= 4 && heaps.iter().sum::<usize>() <= 48;
    answer(if small {
        brute(&set, &heaps)
    } else {
        reference(&set, &heaps)
    })
    .to_string()
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, oracle);
}

#[test]
fn bad_input() {
    harness::bad_input_suite(BIN, Frame::Single, &[("2\n2 5\n3\n2 4 7\n", "Yes\n")]);
}
