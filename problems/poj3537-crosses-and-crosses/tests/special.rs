//! POJ 3537: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.
//! The losing values up to 2000 are pinned once, in
//! `poj3537_second_player_wins_and_value_bounds` below.

use sglab::games::crosses;
use sglab::octal::Octal;
use sglab::prelude::*;
use pack::problems::poj3537::*;
use sglab::search::sum_mover_wins;

sglab::suite!(Poj3537);

/// The binary answers each length of `ns` as the table `g` says.
fn assert_binary_follows(ns: &[usize], g: &[u32]) {
    assert_binary_answers::<Poj3537>(bin(), ns, |&n| WORDS.answer(g[n] != 0));
}

#[test]
fn the_recurrence_decides_the_real_strip_for_every_n_from_3_to_22() {
    let (g, mut p) = (grundy::table(22, crosses::options), Poj3537::default());
    for (n, &value) in g.iter().enumerate().skip(3) {
        assert_eq!(p.real_mover_wins(n, 0), value != 0, "n = {n}");
    }
    assert_binary_follows(&(3..=22).collect::<Vec<_>>(), &g);
    // The false "second wins iff 3 divides n": 3 divides 3 and 9, yet the
    // first player wins; 3 does not divide 22, yet the second player wins.
    assert!(p.real_mover_wins(3, 0) && p.real_mover_wins(9, 0) && !p.real_mover_wins(22, 0));
}

/// Safe positions of a strip of `n` cells: X's pairwise at distance >= 3.
fn safe_positions(n: usize) -> Vec<u64> {
    (0..1u64 << n).filter(|&xs| xs & (xs >> 1 | xs >> 2) == 0).collect()
}

#[test]
fn every_safe_position_is_the_sum_of_its_runs() {
    let (g, mut p) = (grundy::table(14, crosses::options), Poj3537::default());
    for n in 3..=14 {
        for xs in safe_positions(n) {
            let runs = crosses::safe_runs(n, xs);
            let xor = runs.iter().fold(0, |x, &m| x ^ g[m]);
            assert_eq!(p.real_mover_wins(n, xs), xor != 0, "n = {n}, X's {xs:b}, runs {runs:?}");
            assert_eq!(
                sum_mover_wins(Play::Normal, &runs, crosses::steps),
                xor != 0,
                "runs {runs:?}"
            );
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
    let mut p = Poj3537::default();
    assert!(p.real_mover_wins(1, 0));
    assert!(!p.real_mover_wins(2, 0));
    // The recurrence counts the reply next to the first X as a losing
    // move, so g(1) = g(2) = 1; the judge's accepted solutions print 1 for
    // both, and so does the binary.
    let g = grundy::table(2, crosses::options);
    assert_eq!((g[1], g[2]), (1, 1));
    assert_eq!(harness::run_ok(bin(), "1\n2\n"), "1\n1\n");
    // The judge tool names the difference when a solution plays n = 2 out.
    sglab::assert_fixture_report!(Poj3537, "real_two.c", "Edge cases and traps");
}

#[test]
fn a_run_of_m_cells_is_octal_game_007_on_m_plus_2_tokens() {
    // 0.007: take exactly three tokens from a heap, leaving zero, one or two heaps.
    let game = Octal::parse("0.007").unwrap();
    let g = grundy::table(600, crosses::options);
    let octal = grundy::table(602, |h| game.options(h));
    for (m, &value) in g.iter().enumerate() {
        assert_eq!(value, octal[m + 2], "m = {m}");
    }
}

#[test]
fn every_supported_n_matches_the_table() {
    // Up to the binary's 5000 (the judge's 2000 and more), largest first.
    let all: Vec<usize> = (1..=5000).rev().collect();
    assert_binary_follows(&all, &grundy::table(5000, crosses::options));
}

/// On the real strip the second player wins n = 2 (two X's, no three in a
/// row, no move left) and, for n >= 3, first at n = 6, as the write-up
/// says.
#[test]
fn poj3537_second_player_wins_at_2_then_first_at_6_for_n_at_least_3() {
    use crate::flat;
    let second_wins: Vec<usize> = (1..=14)
        .filter(|&n| !Search::new(Play::Normal, |xs: &u64| crosses::real_steps(n, xs)).mover_wins(&0))
        .collect();
    assert_eq!(second_wins[..2], [2, 6]);
    let page = flat(&write_up());
    assert!(page.contains("for $n \\ge 3$, a second-player win first at $n = 6$"));
}

/// The write-up's figures: for n <= 2000 the second player wins exactly at
/// the 25 listed n (g(n) = 0; up to 400 they are also the list published
/// for this problem), and the values stay below 90 for n <= 2000 and below
/// 171 for n <= 5000.
#[test]
fn poj3537_second_player_wins_and_value_bounds() {
    use crate::flat;
    let g = grundy::table(5000, crosses::options);
    let zeros: Vec<usize> = (1..=2000).filter(|&n| g[n] == 0).collect();
    let listed = [
        6, 12, 22, 30, 32, 44, 54, 64, 76, 86, 98, 110, 118, 130, 132, 162, 170, 184, 194, 202, 282, 290, 302, 356,
        1046,
    ];
    assert_eq!(zeros, listed);
    assert!(g[..=2000].iter().all(|&v| v < 90) && g.iter().all(|&v| v < 171));
    let page = flat(&write_up());
    assert!(page.contains(
        "exactly at these $n$: 6, 12, 22, 30, 32, 44, 54, 64, 76, 86, 98, 110, 118, 130, 132, 162, 170, 184, 194, 202, 282, \
         290, 302, 356 and 1046"
    ));
    assert!(page.contains("below 90 for $n \\le 2000$ and below 171 for $n \\le 5000$"));
}
