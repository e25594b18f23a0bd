//! What only HDU 1536 needs beyond the shared suite (tests/suite.rs): the
//! traps as set rewrites that must not change an answer (order, repeats,
//! sizes past every heap), heaps of 0, and the write-up's rows for the
//! sample's sets.

use sglab::contract::{write, Problem};
use sglab::games::subtraction;
use sglab::grundy;
use sglab::harness;
use sglab::problems::hdu1536::{answer, Hdu1536, TestCase};
use sglab::rng::Rng;
use sglab::suite::{assert_binary_is_brute, brute_answers};

const BIN: &str = env!("CARGO_BIN_EXE_hdu1536");

#[test]
fn order_repeats_and_oversized_sizes_change_no_answer() {
    let mut p = Hdu1536::default();
    let mut rng = Rng::new(1536);
    let mut tests = Vec::new();
    for _ in 0..200 {
        let test = Hdu1536::random_small(&mut rng);
        let mut reversed = test.clone();
        reversed.set.reverse();
        let mut repeated = test.clone();
        repeated.set.extend(test.set.clone());
        let mut oversized = test.clone();
        oversized.set.extend([13, 10_000]);
        let line = brute_answers(&mut p, &[test]);
        // The brute force plays each rewritten set as given.
        for rewritten in [reversed, repeated, oversized] {
            assert_eq!(
                brute_answers(&mut p, std::slice::from_ref(&rewritten)),
                line,
                "{rewritten:?}"
            );
            tests.push(rewritten);
        }
    }
    assert_binary_is_brute(BIN, &mut p, &tests);
}

#[test]
fn heaps_of_zero_and_sets_past_every_heap() {
    let mut p = Hdu1536::default();
    let tests = [
        TestCase {
            set: vec![3],
            positions: vec![vec![0], vec![0, 0, 0], vec![0, 3], vec![3, 3]],
        },
        TestCase {
            set: vec![10_000, 9_999],
            positions: vec![vec![9_998, 5], vec![10_000], vec![10_000, 9_999]],
        },
    ];
    let expected = "LLWL\nLWL\n";
    assert_eq!(tests.iter().map(|t| p.reference(t)).collect::<String>(), expected);
    assert_eq!(brute_answers(&mut p, &tests[..1]), "LLWL\n");
    assert_eq!(harness::run_ok(BIN, &write::<Hdu1536>(&tests)), expected);
}

#[test]
fn readme_rows_for_the_sample_sets() {
    let mut p = Hdu1536::default();
    let rows: [(&[usize], [u32; 13]); 2] = [
        (&[2, 5], [0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2]),
        (&[1, 2, 3, 4, 5], [0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0]),
    ];
    for (set, row) in rows {
        let g = grundy::table(12, |x| subtraction::options(set, x));
        assert_eq!(g, row, "S = {set:?}");
        let test = TestCase {
            set: set.to_vec(),
            positions: (0..=12).map(|x| vec![x]).collect(),
        };
        assert_eq!(
            brute_answers(&mut p, &[test]),
            answer(g.iter().map(|&v| v != 0)),
            "S = {set:?}"
        );
    }
    // The worked case of the write-up, far past the rows: g(x) = x mod 6.
    let g = grundy::table(10_000, |x| subtraction::options(&[1, 2, 3, 4, 5], x));
    assert!(g.iter().enumerate().all(|(x, &v)| v as usize == x % 6));
}
