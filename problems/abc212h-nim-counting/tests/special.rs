//! AtCoder ABC212 H: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use pack::problems::abc212h::*;
use sglab::prelude::*;

sglab::suite!(Abc212h);

fn case(n: u64, sizes: &[u64]) -> Case {
    Case { n, sizes: sizes.to_vec() }
}

#[test]
fn bouton_xor_zero_is_the_searchs_lost_positions() {
    // Every position of 1 to 4 heaps of 1 to 7 stones: the search's P
    // positions are exactly those of xor 0.
    let mut p = Abc212h::default();
    let positions = multisets(4, 7);
    assert_eq!(positions.len(), 329); // 7 + 28 + 84 + 210, and the empty position:
    assert!(!p.mover_wins(&[]));
    for heaps in &positions {
        let heaps: Vec<u64> = heaps.iter().map(|&h| u64::from(h)).collect();
        let xor = heaps.iter().fold(0, |x, h| x ^ h);
        assert_eq!(p.mover_wins(&heaps), xor != 0, "{heaps:?}");
    }
}

#[test]
fn every_input_with_two_sizes_up_to_five_and_n_up_to_four() {
    let mut cases = Vec::new();
    for n in 1..=4 {
        for a in 1..=5 {
            cases.push(case(n, &[a]));
            for b in a + 1..=5 {
                cases.push(case(n, &[b, a]));
            }
        }
    }
    assert_eq!(cases.len(), 60);
    // One input per case: the format holds a single case.
    let mut p = Abc212h::default();
    for c in &cases {
        assert_binary_is_brute(bin(), &mut p, std::slice::from_ref(c));
    }
}

#[test]
fn the_transform_agrees_with_a_xor_count_dp() {
    // The reference (transform, series by doubling) against the DP over
    // lengths on 300 seeded inputs, the binary on a third of them.
    let mut rng = Rng::new(2120);
    let mut cases = Vec::new();
    for i in 0..300 {
        let top = rng.pick(&[1, 3, 7, 31, 63]);
        let k = rng.range(1, top.min(9));
        let mut all: Vec<u64> = (1..=top).collect();
        rng.shuffle(&mut all);
        let c = case(rng.range(1, 40), &all[..k as usize]);
        assert_eq!(by_transform(&c), by_xor_dp(&c), "{c:?}");
        if i % 3 == 0 {
            cases.push(c);
        }
    }
    let answers: Vec<String> = cases.iter().map(|c| format!("{}\n", by_xor_dp(c))).collect();
    for (c, answer) in cases.iter().zip(&answers) {
        assert_eq!(&harness::run_ok(bin(), &write_one::<Abc212h>(c)), answer, "{c:?}");
    }
}

#[test]
fn samples_by_search_and_by_the_dp() {
    // Sample 1: six arrangements, four won (the search lists them all).
    let mut p = Abc212h::default();
    assert_eq!(p.count_by_search(&case(2, &[1, 2])), Some((6, 4)));
    // Sample 2 by the DP over lengths (too many arrangements to list).
    assert_eq!(by_xor_dp(&case(100, &[3, 5, 7])), 112184936);
    assert_eq!(harness::run_ok(bin(), "100 3\n3 5 7\n"), "112184936\n");
}

#[test]
fn readme_tables_from_the_search_and_the_transform() {
    let mut p = Abc212h::default();
    let mut rows = Vec::new();
    for n in 1..=4 {
        let c = case(n, &[1, 2]);
        let (arrangements, won) = p.count_by_search(&c).unwrap();
        assert_eq!(harness::run_ok(bin(), &write_one::<Abc212h>(&c)), format!("{won}\n"));
        rows.push(vec![n, arrangements, won]);
    }
    assert_write_up_has(&markdown_table(&["$n$", "arrangements", "won by the first player"], &rows));
    let f = |s: u64| [3u64, 5, 7].iter().map(|&a| if (s & a).count_ones() % 2 == 0 { 1 } else { -1 }).sum::<i64>();
    let header: Vec<String> = row("$s$", 0..8);
    assert_write_up_has(&markdown_table(&header, &[row("$F(s)$", (0..8).map(f))]));
}

#[test]
fn series_by_doubling_is_the_plain_sum() {
    for x in [0, 1, 2, 3, P - 1, P - 2, 65_535] {
        let mut sum = 0;
        let mut power = 1;
        for n in 0..=40u64 {
            assert_eq!(series_by_doubling(x, n), sum, "x = {x}, n = {n}");
            power = power * x % P;
            sum = (sum + power) % P;
        }
    }
}

#[test]
fn a_transformed_value_of_one_is_the_series_special_case() {
    // {3, 5, 7} on 8 values: F(3) = 1 (3&3, 5&3, 7&3 have 2, 1, 2 bits).
    let f = |s: u64| [3u64, 5, 7].iter().map(|&a| if (s & a).count_ones() % 2 == 0 { 1 } else { -1 }).sum::<i64>();
    assert_eq!(f(3), 1);
    assert_eq!((0..8).map(f).collect::<Vec<_>>(), vec![3, -3, -1, 1, -1, 1, -1, 1]);
    // The smallest inputs, by search: `1 1 / 1` has one arrangement, won;
    // `2 1 / 1` adds (1, 1), lost.
    let mut p = Abc212h::default();
    assert_eq!(p.count_by_search(&case(1, &[1])), Some((1, 1)));
    assert_eq!(p.count_by_search(&case(2, &[1])), Some((2, 1)));
    assert_eq!(harness::run_ok(bin(), "1 1\n1\n"), "1\n");
    assert_eq!(harness::run_ok(bin(), "2 1\n1\n"), "1\n");
}

#[test]
fn the_card_trap_values_are_what_the_wrong_fixtures_print() {
    // The write-up's figures: what each wrong solution prints where the
    // right answer is known (by search or the DP).
    let fixtures = meta::root().join("problems/abc212h-nim-counting/tests/fixtures");
    let run = |fixture: &str, input: &str| {
        let cmd = ["python3".to_string(), fixtures.join(fixture).display().to_string()];
        harness::run_command(&cmd, input.as_bytes(), std::time::Duration::from_secs(60)).unwrap().stdout
    };
    assert_eq!(run("no_case_for_one.py", "100 3\n3 5 7\n"), "611307150\n");
    assert_eq!(run("no_case_for_one.py", "1 1\n1\n"), "499122178\n");
    assert_eq!(run("no_case_for_one.py", "2 1\n1\n"), "2\n");
    assert_eq!(run("no_case_for_one.py", "2 2\n1 2\n"), "4\n");
    assert_eq!(run("total_k_one.py", "1 1\n1\n"), "0\n");
    assert_eq!(run("total_k_one.py", "2 1\n1\n"), "998244352\n");
    assert_eq!(run("series_from_zero.py", "2 2\n1 2\n"), "3\n");
    assert_eq!(run("count_lost.py", "2 2\n1 2\n"), "2\n");
    sglab::assert_fixture_report!(Abc212h, "no_case_for_one.py", "611307150");
}

#[test]
fn a_repeated_size_counts_as_one_more_choice() {
    // Beyond the statement: sizes 1, 1 are two choices per heap, so the
    // four sequences of two heaps are all (1, 1), lost, and both of one heap won.
    let c = case(2, &[1, 1]);
    assert_eq!(Abc212h::default().count_by_search(&c), Some((6, 2)));
    assert_eq!(by_xor_dp(&c), 2);
    assert_eq!(by_transform(&c), 2);
    assert_eq!(harness::run_ok(bin(), "2 2\n1 1\n"), "2\n");
}
