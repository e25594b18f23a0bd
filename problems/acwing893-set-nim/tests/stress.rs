//! AcWing 893 Set-Nim against the exhaustive game: seeded random cases, the
//! traps as set rewrites that must not change the answer (order, repeats,
//! sizes past every heap), heaps of 0, the golden files, the supported
//! ranges, and the bad-input suite.

use sglab::games::subtraction;
use sglab::grundy;
use sglab::harness::{self, Frame};
use sglab::judge::expected_output;
use sglab::problems::acwing893::{answer, Acwing893};
use sglab::problems::set_nim;
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_acwing893");

/// The real game, searched move by move with no SG theory
/// (sglab::problems::set_nim).
fn brute(set: &[usize], heaps: &[usize]) -> bool {
    set_nim::search_wins(set, &[heaps.to_vec()])[0]
}

/// The Sprague-Grundy reference: xor of Grundy values tabulated from the
/// rules (checked against `brute` below).
fn reference(set: &[usize], heaps: &[usize]) -> bool {
    set_nim::reference_wins(set, &[heaps.to_vec()])[0]
}

fn render(set: &[usize], heaps: &[usize]) -> String {
    Acwing893::write(&[(set.to_vec(), heaps.to_vec())])
}

fn random_case(rng: &mut Rng) -> (Vec<usize>, Vec<usize>) {
    Acwing893::random_small(rng)
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

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Acwing893>);
}

#[test]
fn bad_input() {
    harness::bad_input_suite(BIN, Frame::Single, &[("2\n2 5\n3\n2 4 7\n", "Yes\n")]);
}
