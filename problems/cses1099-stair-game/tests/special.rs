//! CSES 1099: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::prelude::*;
use pack::problems::cses1099::*;

sglab::suite!(Cses1099);

/// Every staircase of `n` stairs with at most `top` balls on each: the
/// digits of 0..(top + 1)^n in base top + 1.
fn staircases(n: u32, top: u64) -> Vec<Vec<u64>> {
    let base = top + 1;
    (0..base.pow(n))
        .map(|i| (0..n).map(|k| i / base.pow(k) % base).collect())
        .collect()
}

#[test]
fn every_staircase_of_up_to_five_stairs_of_up_to_three_balls_and_six_of_two() {
    let mut cases: Vec<Vec<u64>> = (1..=5).flat_map(|n| staircases(n, 3)).collect();
    cases.extend(staircases(6, 2));
    assert_eq!(cases.len(), 4 + 16 + 64 + 256 + 1024 + 729);
    assert_binary_is_brute(bin(), &mut Cses1099::default(), &cases);
}

#[test]
fn counting_the_odd_stairs_is_wrong() {
    // 0-based indexing counts stairs 1, 3, 5...: these cases tell it apart.
    let mut cases = vec![vec![1, 0], vec![0, 1], vec![3, 2, 3], vec![2, 3, 2]];
    cases.push(vec![1, 1, 1, 1, 1]);
    let mut p = Cses1099::default();
    for case in &cases {
        let wins = brute_wins(&mut p, case);
        let odd_xor = case.iter().step_by(2).fold(0, |x, &p| x ^ p);
        assert_ne!(odd_xor != 0, wins, "{case:?}");
        let even_xor = evens(case).iter().fold(0, |x, &p| x ^ p);
        assert_eq!(even_xor != 0, wins, "{case:?}");
    }
    assert_binary_is_brute(bin(), &mut p, &cases);
}

#[test]
fn any_u64_ball_count_is_accepted() {
    let max = u64::MAX;
    let input = format!("2\n4\n{max} {max} 0 {max}\n2\n{max} {max}\n");
    assert_eq!(harness::run_ok(bin(), &input), "second\nfirst\n");
}

#[test]
fn explanation_names_the_move_the_search_confirms() {
    let text = Cses1099::default().explain(&vec![0, 2, 1]);
    assert!(text.contains("2 ball(s) from stair 2 to stair 1"), "{text}");
    // No even stair: said once, never an empty list (issue 46).
    let text = Cses1099::default().explain(&vec![5]);
    assert!(
        text.starts_with("even stairs none: no Grundy values (odd stairs do not count; "),
        "{text}"
    );
}

#[test]
fn readme_table_is_the_brute_force() {
    // Outcomes of the staircase (3, p_2, 5, p_4) by exhaustive search, P
    // where the player to move loses.
    let mut p = Cses1099::default();
    let outcome = |wins: bool| if wins { "N" } else { "P" };
    let mut cell = |p2, p4| outcome(brute_wins(&mut p, &vec![3, p2, 5, p4]));
    let rows: Vec<Vec<String>> = (0..=4).map(|p2| row(p2, (0..=4).map(|p4| cell(p2, p4)))).collect();
    let table = markdown_table(&row("$p_2$ \\ $p_4$", 0..=4), &rows);
    assert_write_up_has(&table);
}
