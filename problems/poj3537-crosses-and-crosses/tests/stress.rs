//! POJ 3537 against the real strip played out exhaustively: every n up to
//! 22, every safe position of strips up to 14 cells (the reduction to runs),
//! the n = 1, 2 difference, the card's losing values, the false "3 divides
//! n" rule, the octal game 0.007 shift, seeded cases, the whole supported
//! range, the golden files and the bad-input suite.

use sglab::games::crosses;
use sglab::grundy;
use sglab::harness::{self, Frame};
use sglab::judge::expected_output;
use sglab::problems::poj3537::{answer, real_first_wins, Poj3537};
use sglab::problems::Problem;
use sglab::rng::Rng;
use sglab::search::{sum_mover_wins, Play, Search, Step};

const BIN: &str = env!("CARGO_BIN_EXE_poj3537");

/// The largest n the binary answers (its MAX_N).
const SUPPORTED: u64 = 5000;

/// Grundy values of a run of safe cells, g(0..=n), from the rules of the
/// reduced game (`grundy::table`, not the solution's code).
fn run_values(n: usize) -> Vec<u32> {
    grundy::table(n, crosses::options)
}

fn render(values: &[usize]) -> String {
    Poj3537::write(values)
}

#[test]
fn the_recurrence_decides_the_real_strip_for_every_n_from_3_to_22() {
    let g = run_values(22);
    let mut expected = String::new();
    for (n, &value) in g.iter().enumerate().skip(3) {
        let real = real_first_wins(n);
        assert_eq!(real, value != 0, "n = {n}");
        expected.push_str(answer(real));
    }
    assert_eq!(harness::run_ok(BIN, &render(&(3..=22).collect::<Vec<_>>())), expected);
}

/// Safe positions of a strip of `n` cells: X's pairwise at distance >= 3.
fn safe_positions(n: usize) -> Vec<u64> {
    (0..1u64 << n).filter(|&xs| xs & (xs >> 1 | xs >> 2) == 0).collect()
}

#[test]
fn every_safe_position_is_the_sum_of_its_runs() {
    let g = run_values(14);
    for n in 3..=14 {
        let mut real = Search::new(Play::Normal, |xs: &u64| crosses::real_steps(n, xs));
        for xs in safe_positions(n) {
            let runs = crosses::safe_runs(n, xs);
            let xor = runs.iter().fold(0, |x, &m| x ^ g[m]);
            let summed = sum_mover_wins(Play::Normal, &runs, crosses::steps);
            assert_eq!(real.mover_wins(&xs), xor != 0, "n = {n}, X's {xs:b}, runs {runs:?}");
            assert_eq!(summed, xor != 0, "runs {runs:?}");
        }
    }
}

#[test]
fn a_move_near_an_x_hands_over_the_win_on_three_or_more_cells_only() {
    for n in 2..=14 {
        for xs in safe_positions(n).into_iter().filter(|&xs| xs != 0) {
            let near = xs << 1 | xs << 2 | xs >> 1 | xs >> 2;
            for cell in (0..n).filter(|&c| near >> c & 1 == 1 && xs >> c & 1 == 0) {
                let next = xs | 1 << cell;
                let reply_wins = crosses::real_steps(n, &next).contains(&Step::Win);
                // The one exception: X then XX on two cells, which nothing can extend.
                assert_eq!(reply_wins, n >= 3, "n = {n}, X's {next:b}");
            }
        }
    }
}

#[test]
fn n_one_and_two_print_the_recurrence_not_the_played_out_strip() {
    // Nobody can make three in a row. Played to a full strip: on one cell
    // the first player fills it and wins; on two cells the first player
    // faces the full strip XX and loses.
    assert!(real_first_wins(1));
    assert!(!real_first_wins(2));
    // The recurrence counts the reply next to the first X as a losing
    // move, so g(1) = g(2) = 1; the judge's accepted solutions print 1 for
    // both, and so does the binary.
    let g = run_values(2);
    assert_eq!((g[1], g[2]), (1, 1));
    assert_eq!(harness::run_ok(BIN, "1\n2\n"), "1\n1\n");
}

#[test]
fn losing_values_up_to_400_are_the_published_list() {
    let g = run_values(400);
    let losing: Vec<usize> = (1..=400).filter(|&n| g[n] == 0).collect();
    // The list known for this problem, from an external source: a
    // cross-check of the table.
    let published = [
        6, 12, 22, 30, 32, 44, 54, 64, 76, 86, 98, 110, 118, 130, 132, 162, 170, 184, 194, 202, 282, 290, 302, 356,
    ];
    assert_eq!(losing, published);
    let all: Vec<usize> = (1..=400).collect();
    let expected: String = all.iter().map(|&n| answer(g[n] != 0)).collect();
    assert_eq!(harness::run_ok(BIN, &render(&all)), expected);
}

#[test]
fn second_wins_iff_three_divides_n_is_false() {
    // Played out on the real strip: 3 divides 3 and 9, yet the first player
    // wins; 3 does not divide 22, yet the second player wins.
    assert!(real_first_wins(3) && real_first_wins(9));
    assert!(!real_first_wins(22));
    assert_eq!(harness::run_ok(BIN, "3\n9\n22\n"), "1\n1\n2\n");
}

/// The octal game 0.007: take exactly three tokens from a heap, leaving
/// zero, one or two heaps.
fn octal_007(h: usize) -> Vec<Vec<usize>> {
    (3..=h)
        .map(|taken_to| {
            let (left, right) = (taken_to - 3, h - taken_to);
            [left, right].into_iter().filter(|&p| p > 0).collect()
        })
        .collect()
}

#[test]
fn a_run_of_m_cells_is_octal_game_007_on_m_plus_2_tokens() {
    let g = run_values(600);
    let octal = grundy::table(602, octal_007);
    for (m, &value) in g.iter().enumerate() {
        assert_eq!(value, octal[m + 2], "m = {m}");
    }
}

#[test]
fn thousands_of_seeded_cases_match_the_oracle() {
    for seed in 1..=5 {
        let mut rng = Rng::new(seed);
        // Odd seeds: the small cases the brute force plays out; even: any n.
        let values: Vec<usize> = (0..2000)
            .map(|_| match seed % 2 {
                1 => Poj3537::random_small(&mut rng),
                _ => rng.range(1, 2000) as usize,
            })
            .collect();
        let input = render(&values);
        assert_eq!(
            harness::run_ok(BIN, &input),
            expected_output::<Poj3537>(&input),
            "seed {seed}"
        );
    }
}

#[test]
fn every_supported_n_matches_the_table() {
    let g = run_values(SUPPORTED as usize);
    let all: Vec<usize> = (1..=SUPPORTED as usize).rev().collect();
    let expected: String = all.iter().map(|&n| answer(g[n] != 0)).collect();
    assert_eq!(harness::run_ok(BIN, &render(&all)), expected);
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Poj3537>);
}

#[test]
fn bad_input() {
    harness::bad_input_suite(BIN, Frame::UntilEof, &[("3\n", "1\n"), ("6\n", "2\n")]);
}

#[test]
fn n_outside_the_supported_range_is_refused_by_name() {
    let zero = harness::expect_failure(BIN, b"3\n0\n6\n", "1\n");
    assert_eq!(zero, "error: n at byte 2: 0 is outside the supported range 1..=5000");
    let past = format!("6\n{}\n", SUPPORTED + 1);
    let error = harness::expect_failure(BIN, past.as_bytes(), "2\n");
    assert_eq!(
        error,
        "error: n at byte 2: 5001 is outside the supported range 1..=5000"
    );
}
