//! AcWing 219 against the real game (a 1 x 1 cut wins at once) searched
//! move by move: seeded random queries, every small sheet, sums of two
//! pieces for the reduced table, the wrong 1 x 1 seeding, every query of
//! the supported range against that table, the golden files, and the
//! bad-input suite.

use sglab::games::cutting::{self, Rect};
use sglab::grundy;
use sglab::harness::{self, Frame};
use sglab::judge::expected_output;
use sglab::problems::acwing219::{answer, Acwing219, RealGame, BRUTE_SIDE, SIDE_MAX};
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_acwing219");

fn render(queries: &[Rect]) -> String {
    Acwing219::write(queries)
}

#[test]
fn thousands_of_seeded_queries_match_the_brute_force() {
    let mut brute = RealGame::default();
    for seed in 1..=3 {
        let mut rng = Rng::new(seed);
        let queries: Vec<Rect> = (0..1000).map(|_| Acwing219::random_small(&mut rng)).collect();
        let expected: String = queries.iter().map(|&q| answer(brute.first_wins(&[q]))).collect();
        assert_eq!(harness::run_ok(BIN, &render(&queries)), expected, "seed {seed}");
    }
}

#[test]
fn every_sheet_up_to_nine_by_nine_matches_the_brute_force() {
    let mut brute = RealGame::default();
    let queries: Vec<Rect> = (2..=BRUTE_SIDE)
        .flat_map(|w| (2..=BRUTE_SIDE).map(move |h| (w, h)))
        .collect();
    let expected: String = queries.iter().map(|&q| answer(brute.first_wins(&[q]))).collect();
    assert_eq!(harness::run_ok(BIN, &render(&queries)), expected);
}

/// The reduced game's table (cuts keeping both sides >= 2), from the rules.
fn reduced_table(n: usize) -> Vec<Vec<u32>> {
    grundy::table2(n, n, cutting::options)
}

#[test]
fn reduced_table_decides_single_sheets_and_sums_of_two_pieces() {
    let g = reduced_table(BRUTE_SIDE);
    let mut brute = RealGame::default();
    let pieces: Vec<Rect> = (2..=6).flat_map(|w| (w..=6).map(move |h| (w, h))).collect();
    let sheets = (2..=BRUTE_SIDE).flat_map(|w| (2..=BRUTE_SIDE).map(move |h| (w, h)));
    for (w, h) in sheets {
        assert_eq!(brute.first_wins(&[(w, h)]), g[w][h] != 0, "{w}x{h}");
    }
    for (k, &p) in pieces.iter().enumerate() {
        for &q in &pieces[k..] {
            let by_table = g[p.0][p.1] ^ g[q.0][q.1] != 0;
            assert_eq!(brute.first_wins(&[p, q]), by_table, "{p:?} + {q:?}");
        }
    }
}

/// The card's trap: play every cut (strips included) with 1 x 1 as the
/// terminal piece of value 0, as if whoever cuts last won.
fn seeded_with_one_by_one(n: usize) -> Vec<Vec<u32>> {
    grundy::table2(n, n, |w, h| {
        let across = (1..=w / 2).map(|i| vec![(i, h), (w - i, h)]);
        let along = (1..=h / 2).map(|j| vec![(w, j), (w, h - j)]);
        across.chain(along).collect()
    })
}

#[test]
fn seeding_one_by_one_with_zero_fails_the_sample_and_the_real_game() {
    let sample = [(2, 2), (3, 2), (4, 2)];
    let good = reduced_table(4);
    let wrong = seeded_with_one_by_one(4);
    let mut brute = RealGame::default();
    let real: Vec<bool> = sample.iter().map(|&q| brute.first_wins(&[q])).collect();
    assert_eq!(real, [false, false, true], "the card's sample: LOSE LOSE WIN");
    let by_good: Vec<bool> = sample.iter().map(|&(w, h)| good[w][h] != 0).collect();
    let by_wrong: Vec<bool> = sample.iter().map(|&(w, h)| wrong[w][h] != 0).collect();
    assert_eq!(by_good, real);
    // 2 x 2 -> two 1 x 2 strips of value 1 each: value mex{0} = 1, "WIN".
    assert_eq!(wrong[2][2], 1);
    assert_ne!(by_wrong, real);
    assert_eq!(harness::run_ok(BIN, "2 2\n3 2\n4 2\n"), "LOSE\nLOSE\nWIN\n");
}

#[test]
fn every_supported_query_matches_the_reduced_table() {
    let g = reduced_table(SIDE_MAX);
    let queries: Vec<Rect> = (2..=SIDE_MAX)
        .flat_map(|w| (2..=SIDE_MAX).map(move |h| (w, h)))
        .collect();
    let expected: String = queries.iter().map(|&(w, h)| answer(g[w][h] != 0)).collect();
    assert_eq!(harness::run_ok(BIN, &render(&queries)), expected);
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Acwing219>);
}

#[test]
fn sides_outside_two_to_two_hundred_are_refused_after_earlier_answers() {
    let run = |input: &str| harness::run(BIN, input.as_bytes(), std::time::Duration::from_secs(5));
    for (input, what) in [
        ("4 2\n1 5\n", "W at byte 4: 1 is outside the supported range 2..=200"),
        (
            "4 2\n5 201\n",
            "H at byte 6: 201 is outside the supported range 2..=200",
        ),
    ] {
        let ran = run(input);
        assert_eq!((ran.stdout.as_str(), ran.code), ("WIN\n", Some(1)), "{input:?}");
        assert!(ran.stderr.contains(what), "{input:?}: {}", ran.stderr);
    }
}

#[test]
fn bad_input() {
    harness::bad_input_suite(
        BIN,
        Frame::UntilEof,
        &[("2 2\n", "LOSE\n"), ("3 2\n", "LOSE\n"), ("4 2\n", "WIN\n")],
    );
}
