//! What only POJ 2315 needs beyond the shared suite (tests/suite.rs): one
//! ball is a Bash game; for M = 1 every small position against the real
//! game; for M >= 2 the formula is the real game when no ball exceeds k,
//! and not in general (the write-up's {1, 1, 4, 6}, its disagreement
//! table, the smallest counterexamples); the formula across the judge's
//! bounds; the f64 conversion at every near-integer quotient; k = 0; the
//! real-game golden; the plain-Nim fixture's report.

use sglab::contract::{parse, write};
use sglab::enumerate::multisets;
use sglab::games::football;
use sglab::grundy;
use sglab::harness;
use sglab::judge::testing::Fixtures;
use sglab::meta;
use sglab::problems::poj2315::{
    distance_for, formula_mover_wins, kick_for, near_integer_quotients, Case, Poj2315, WORDS,
};
use sglab::rng::Rng;
use std::f64::consts::PI;

const BIN: &str = env!("CARGO_BIN_EXE_poj2315");

fn render(cases: &[Case]) -> String {
    write::<Poj2315>(cases)
}

fn answer(mover_wins: bool) -> &'static str {
    WORDS.line(mover_wins)
}

#[test]
fn one_ball_is_a_bash_game_of_value_turns_mod_k_plus_1() {
    for k in 0..=7 {
        let g = grundy::table(60, |n| football::options(k, n));
        let expected: Vec<u32> = (0..=60).map(|n| (n % (k + 1)) as u32).collect();
        assert_eq!(g, expected, "k = {k}");
    }
}

#[test]
fn m1_every_position_of_up_to_four_balls_of_up_to_seven_turns() {
    let game = Poj2315::default();
    let mut cases = Vec::new();
    let mut expected = String::new();
    for rolls in 0..=5 {
        for turns in multisets(4, 7) {
            cases.push(Case::of_turns(1, rolls, &turns, 1));
            expected.push_str(answer(game.mover_wins(1, rolls, &turns)));
        }
    }
    assert_eq!(harness::run_ok(BIN, &render(&cases)), expected);
}

#[test]
fn m_at_least_2_formula_is_the_real_game_when_no_ball_exceeds_k() {
    // Then every kick lowers a ball's value and the game is Moore's Nim-M.
    let game = Poj2315::default();
    let mut cases = Vec::new();
    let mut expected = String::new();
    for rolls in 1..=5 {
        for turns in multisets(5, rolls).into_iter().filter(|t| t.len() >= 2) {
            for per_move in 2..=turns.len() {
                let real = game.mover_wins(per_move, rolls, &turns);
                assert_eq!(
                    formula_mover_wins(per_move, rolls, &turns),
                    real,
                    "M = {per_move}, k = {rolls}, {turns:?}"
                );
                cases.push(Case::of_turns(per_move, rolls, &turns, 2));
                expected.push_str(answer(real));
            }
        }
    }
    assert!(cases.len() > 1000);
    assert_eq!(harness::run_ok(BIN, &render(&cases)), expected);
}

#[test]
fn m2_k3_balls_1_1_4_6_the_formula_says_win_the_real_game_says_loss() {
    let game = Poj2315::default();
    let start = [1, 1, 4, 6];
    assert!(!game.mover_wins(2, 3, &start), "the real game: the mover loses");
    assert!(formula_mover_wins(2, 3, &start), "the formula: the mover wins");
    // Distances 3, 3, 22, 35 and L = 20 with R = 1 are 1, 1, 4, 6 turns, k = 3.
    let case = Case::new(2, 20, 1, vec![3, 3, 22, 35]);
    assert_eq!(case.turns(), (start.to_vec(), 3));
    assert_eq!(harness::run_ok(BIN, &render(&[case])), "Alice\n", "the judge's answer");
    // Why: the formula's move 6 -> 5 leaves values 1 1 0 1 (a Moore loss),
    // but the reply that kicks 1 -> 0 and 4 -> 1 leaves 1 1 5, values
    // 1 1 1: a Moore loss again. A kick raised a value (0 -> 1).
    assert!(!formula_mover_wins(2, 3, &[1, 1, 4, 5]) && game.mover_wins(2, 3, &[1, 1, 4, 5]));
    assert!(!formula_mover_wins(2, 3, &[1, 1, 5]) && !game.mover_wins(2, 3, &[1, 1, 5]));
}

#[test]
fn disagreement_table_of_the_write_up() {
    // Positions of max(2, M)..=5 balls with 1..=6 turns each; per (M, k),
    // how many the formula decides differently from the real game. M = 2,
    // k = 1 was also counted by a separate Python search: the same 94.
    let expected: [(usize, u32, usize, usize); 16] = [
        (1, 1, 0, 455),
        (1, 2, 0, 455),
        (1, 3, 0, 455),
        (1, 4, 0, 455),
        (2, 1, 94, 455),
        (2, 2, 65, 455),
        (2, 3, 41, 455),
        (2, 4, 33, 455),
        (3, 1, 39, 434),
        (3, 2, 19, 434),
        (3, 3, 13, 434),
        (3, 4, 8, 434),
        (4, 1, 0, 378),
        (4, 2, 0, 378),
        (4, 3, 0, 378),
        (4, 4, 0, 378),
    ];
    let all = multisets(5, 6);
    let game = Poj2315::default();
    for (per_move, rolls, disagree, total) in expected {
        let fit: Vec<&Vec<u32>> = all.iter().filter(|t| t.len() >= per_move.max(2)).collect();
        let differ = fit
            .iter()
            .filter(|t| game.mover_wins(per_move, rolls, t) != formula_mover_wins(per_move, rolls, t))
            .count();
        assert_eq!((differ, fit.len()), (disagree, total), "M = {per_move}, k = {rolls}");
    }
    // The rate depends on the positions sampled: 2..=4 balls of 1..=4 turns.
    let small: Vec<Vec<u32>> = multisets(4, 4).into_iter().filter(|t| t.len() >= 2).collect();
    let differ = small
        .iter()
        .filter(|t| game.mover_wins(2, 1, t) != formula_mover_wins(2, 1, t))
        .count();
    assert_eq!((differ, small.len()), (7, 65));
    // The smallest disagreement for M = 2: balls 1, 1, 1, k + 1. Values
    // 1 1 1 0 pass Moore's test, yet kicking a 1 in and k + 1 down to 1
    // leaves 1 1 1, a real loss for the opponent.
    for rolls in 1..=4 {
        let turns = [1, 1, 1, rolls + 1];
        assert!(game.mover_wins(2, rolls, &turns) && !formula_mover_wins(2, rolls, &turns));
        assert!(!game.mover_wins(2, rolls, &[1, 1, 1]));
    }
}

#[test]
fn m1_and_m_at_least_2_follow_the_formula_across_the_judges_bounds() {
    for seed in 1..=5 {
        let mut rng = Rng::new(100 + seed);
        let cases: Vec<Case> = (0..2000)
            .map(|_| {
                let n = rng.range(1, 30);
                let (per_move, kick, radius) =
                    (rng.range(1, n) as usize, rng.range(1, 99_999_999), rng.range(1, 9_999));
                Case::new(
                    per_move,
                    kick,
                    radius,
                    (0..n).map(|_| rng.range(1, 99_999_999)).collect(),
                )
            })
            .collect();
        let expected: String = cases
            .iter()
            .map(|c| {
                let (turns, rolls) = c.turns();
                answer(formula_mover_wins(c.per_move, rolls, &turns))
            })
            .collect();
        assert_eq!(harness::run_ok(BIN, &render(&cases)), expected, "seed {seed}");
    }
}

#[test]
fn f64_conversion_is_exact_at_every_near_integer_quotient() {
    let found = near_integer_quotients(99_999_999, 9_999, 40);
    assert!(found.len() > 10_000, "{}", found.len());
    let mut cases = Vec::new();
    let mut expected = String::new();
    for &(d, radius, n) in &found {
        // D as a ball, with k = 1: the verdict is the parity of its turns,
        // so a ceil off by one flips it.
        let ball = Case::new(1, kick_for(1, radius), radius, vec![d]);
        let turns = football::turns_to_reach(d, radius);
        assert!(turns == n || turns == n + 1);
        expected.push_str(answer(turns % 2 == 1));
        cases.push(ball);
        // D as a kick, against a ball of n turns: n mod (k + 1) is 0 for
        // k = n - 1, n for k = n, so a floor off by one flips the verdict.
        let kick = Case::new(1, d, radius, vec![distance_for(n as u32, radius)]);
        let rolls = football::turns_per_kick(d, radius);
        assert!(rolls == n || rolls + 1 == n);
        expected.push_str(answer(n % (rolls + 1) != 0));
        cases.push(kick);
    }
    assert_eq!(harness::run_ok(BIN, &render(&cases)), expected);
}

#[test]
fn kick_of_one_turn_is_the_boundary_of_k_zero_for_every_radius() {
    // L = floor(2 pi R) < c gives k = 0 (no move: Bob); one more gives
    // k = 1 and a single ball of 1 turn is a win.
    let mut cases = Vec::new();
    let mut expected = String::new();
    for radius in 1..=9_999 {
        let under = (2.0 * PI * radius as f64).floor() as u64;
        for (kick, rolls) in [(under, 0), (under + 1, 1)] {
            assert_eq!(football::turns_per_kick(kick, radius), rolls);
            cases.push(Case::new(1, kick, radius, vec![1]));
            expected.push_str(answer(rolls == 1));
        }
    }
    assert_eq!(harness::run_ok(BIN, &render(&cases)), expected);
}

#[test]
fn golden_real_game_cases_are_all_disagreements() {
    let meta = meta::find("poj2315").unwrap();
    let dir = &meta.testdata;
    let input = std::fs::read_to_string(dir.join("real-game-1.in")).unwrap();
    let judge = std::fs::read_to_string(dir.join("real-game-1.out")).unwrap();
    let game = Poj2315::default();
    let cases = parse::<Poj2315>(&input, &meta.accepts).unwrap();
    assert!(cases.len() >= 50);
    for (c, verdict) in cases.iter().zip(judge.lines()) {
        let (turns, rolls) = c.turns();
        assert!(c.per_move >= 2);
        let real = answer(game.mover_wins(c.per_move, rolls, &turns));
        assert_ne!(real.trim_end(), verdict, "{c:?}");
    }
}

/// Every real-game counterexample to the judge's formula with at most
/// `total` turns in all: (turns, M, k, the real game's verdict), for every
/// k (k >= the largest ball is Claim 2's agreement, searched anyway) and
/// every M from 2 to the number of balls.
fn counterexamples_up_to(total: u64) -> Vec<(Vec<u32>, usize, u32, bool)> {
    let game = Poj2315::default();
    let mut found = Vec::new();
    for sum in 1..=total {
        for balls in sglab::enumerate::partitions(sum) {
            let mut turns: Vec<u32> = balls.iter().map(|&a| a as u32).collect();
            turns.sort_unstable();
            for rolls in 0..=sum as u32 {
                for per_move in 2..=turns.len() {
                    let real = game.mover_wins(per_move, rolls, &turns);
                    if real != formula_mover_wins(per_move, rolls, &turns) {
                        found.push((turns.clone(), per_move, rolls, real));
                    }
                }
            }
        }
    }
    found
}

#[test]
fn smallest_counterexample_is_1_1_1_2_with_m2_k1() {
    // Smallest: the least total distance S(1) + ... + S(N) of an input.
    // A ball of A turns needs S > 2 pi R (A - 1), so S >= A, and S = 1 for
    // A = 1, S = 7 for A = 2 at R = 1: every input of total distance <= 10
    // has at most 10 turns in all, and all of those are searched here.
    let found = counterexamples_up_to(10);
    let least_turns = found.iter().map(|(t, ..)| t.iter().sum::<u32>()).min().unwrap();
    let smallest: Vec<_> = found
        .iter()
        .filter(|(t, ..)| t.iter().sum::<u32>() == least_turns)
        .collect();
    assert_eq!(smallest, [&(vec![1, 1, 1, 2], 2, 1, true)], "the only one with 5 turns");
    // Its least distances (R = 1): 1 1 1 7, total 10; L = 7 is the shortest
    // kick with k = 1. Every other counterexample has a ball of >= 2 turns
    // (all balls at 1 turn is Claim 2) and at least five balls, or a ball of
    // >= 3 turns (>= 13): total distance >= 11.
    let distance = |t: &[u32]| t.iter().map(|&a| distance_for_least(a)).sum::<u64>();
    let by_distance: Vec<_> = found.iter().filter(|(t, ..)| distance(t) <= 10).collect();
    assert_eq!(by_distance, smallest);
    let case = Case::new(2, 7, 1, vec![1, 1, 1, 7]);
    assert_eq!(case.turns(), (vec![1, 1, 1, 2], 1));
    assert_eq!(football::turns_per_kick(6, 1), 0, "L = 6 would make k = 0");
    assert_eq!(harness::run_ok(BIN, &render(&[case])), "Bob\n", "the judge's answer");
    // Why: values 1 1 1 0 put three 1s at bit 0, divisible by M + 1 = 3.
    // Kicking one ball of 1 into the goal and the ball of 2 down to 1 leaves
    // {1, 1, 1}: a loss for the opponent (any 1 or 2 kicks leave 2 or 1
    // balls of 1, which the mover then clears). The value of the ball of 2
    // went 0 -> 1: a kick raised it.
    let game = Poj2315::default();
    assert!(!game.mover_wins(2, 1, &[1, 1, 1]));
    // The smallest of the other kind (the formula says win, the real game
    // loss, like {1, 1, 4, 6}): 6 turns, {1, 1, 1, 1, 2} with M = 2, k = 1.
    let other: Vec<_> = found.iter().filter(|(.., real)| !real).collect();
    let least_other = other.iter().map(|(t, ..)| t.iter().sum::<u32>()).min().unwrap();
    let smallest_other: Vec<_> = other
        .iter()
        .filter(|(t, ..)| t.iter().sum::<u32>() == least_other)
        .collect();
    assert_eq!(smallest_other, [&&(vec![1, 1, 1, 1, 2], 2, 1, false)]);
}

/// The least distance of a ball `turns` turns from the goal at R = 1:
/// floor(2 pi (turns - 1)) + 1, checked exactly.
fn distance_for_least(turns: u32) -> u64 {
    let s = (2.0 * PI * f64::from(turns - 1)).floor() as u64 + 1;
    assert_eq!(football::turns_to_reach(s, 1), u64::from(turns));
    assert!(s == 1 || football::turns_to_reach(s - 1, 1) == u64::from(turns - 1));
    s
}

#[test]
fn plain_nim_ignoring_m_is_caught_with_m_2() {
    let fixtures = Fixtures::<Poj2315>::new(env!("CARGO_MANIFEST_DIR"), BIN, env!("CARGO_TARGET_TMPDIR"));
    let report = fixtures.wrong("plain_nim.py", 16);
    assert!(report.contains("M = 2"), "{report}");
}
