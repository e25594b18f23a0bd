//! HDU 2516: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::games::fibonacci_nim::{self, fibonacci_up_to};
use sglab::prelude::*;
use pack::problems::hdu2516::*;

sglab::suite!(Hdu2516);

#[test]
fn every_pile_up_to_the_search_limit_matches_the_brute_force() {
    let cases: Vec<u64> = (1..=SEARCH_LIMIT).collect();
    assert_binary_is_brute(bin(), &mut Hdu2516::default(), &cases);
}

#[test]
fn explanations_name_the_least_winning_take() {
    let mut p = Hdu2516::default();
    for n in 2..=60 {
        let text = p.explain(&n);
        match fibonacci_nim::least_winning_take(n) {
            Some(k) => {
                assert!(text.contains(&format!("take {k} ")), "{n}: {text}");
                assert!(text.contains("the search confirms"), "{n}: {text}");
            }
            None => assert!(text.contains("the second player wins"), "{n}: {text}"),
        }
        assert!(!text.contains("DISAGREES"), "{n}: {text}");
    }
    assert!(p.explain(&10).contains("10 = 8 + 2 (Zeckendorf)"));
    assert!(p.explain(&10000).contains("too large to search"));
}

#[test]
fn fibonacci_numbers_past_i32_and_up_to_u64_are_exact() {
    // 1836311903 is the last Fibonacci number below 2^31; 2971215073 is the
    // first past it (an i32 generator overflows reaching it).
    let fib = fibonacci_up_to(u64::MAX);
    let input = format!(
        "1836311903\n2147483647\n2971215073\n{}\n{}\n{}\n1\n0\n",
        fib[91],
        fib[91] + 1,
        u64::MAX
    );
    assert_eq!(
        harness::run_ok(bin(), &input),
        "Second win\nFirst win\nSecond win\nSecond win\nFirst win\nFirst win\nSecond win\n"
    );
}

#[test]
fn taking_the_whole_pile_first_is_forbidden() {
    // With the take-all first move allowed, every pile would be a first
    // player win; the rules forbid it, and 2 and 3 are lost.
    let expected = "Second win\nSecond win\n";
    assert_eq!(brute_answers(&mut Hdu2516::default(), &[2, 3]), expected);
    assert_eq!(harness::run_ok(bin(), "2\n3\n0\n"), expected);
}

#[test]
fn readme_figures_are_the_brute_force() {
    // For n = 2..=21, the least winning first take by exhaustive search
    // (`-` where the first player loses), and n's smallest Zeckendorf term.
    let take = |n| fibonacci_nim::least_winning_take(n).map_or("-".to_string(), |k| k.to_string());
    let term = |n| *fibonacci_nim::zeckendorf(n).last().unwrap();
    let rows = [
        row("least winning take", (2..=21).map(take)),
        row("smallest Zeckendorf term", (2..=21).map(term)),
    ];
    assert_write_up_has(&markdown_table(&row("$n$", 2..=21), &rows));
    let losing: Vec<String> = fibonacci_nim::losing_sizes(200).iter().map(|n| n.to_string()).collect();
    let line = format!("losing pile sizes 1 to 200: {}", losing.join(", "));
    assert_write_up_has(&line);
}

#[test]
fn the_wrapped_i32_table_shrinks_to_its_wrapped_entry() {
    // The write-up's account of the wrong fixture: the one line 512559680,
    // explained by the winning first take.
    let (input, take) = (":\n  512559680\n  0\n", "take 1 (the smallest term)");
    sglab::assert_fixture_report!(Hdu2516, "wrapped_i32.c", input, take);
}

/// Zeckendorf uniqueness, by count: every r in 1..=10^4 is a sum of
/// distinct, pairwise non-consecutive terms of 1, 2, 3, 5, 8, ... in
/// exactly one way; and the proof rules out the case where one side is
/// empty once the common terms are removed.
#[test]
fn hdu2516_zeckendorf_representations_are_unique_and_the_proof_covers_an_empty_side() {
    use crate::flat;
    const LIMIT: usize = 10_000;
    let mut fib = vec![1usize, 2];
    while fib[fib.len() - 1] + fib[fib.len() - 2] <= LIMIT {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    // ways[i][r]: representations of r with terms among fib[..i] (no two
    // consecutive): term i - 1 used (then none of i - 2) or not.
    let mut ways = vec![vec![0u64; LIMIT + 1]; fib.len() + 1];
    ways[0][0] = 1;
    for i in 1..=fib.len() {
        for r in 0..=LIMIT {
            let without = ways[i - 1][r];
            let with = match r.checked_sub(fib[i - 1]) {
                Some(rest) if i >= 2 => ways[i - 2][rest],
                Some(rest) => u64::from(rest == 0),
                None => 0,
            };
            ways[i][r] = without + with;
        }
    }
    assert!((1..=LIMIT).all(|r| ways[fib.len()][r] == 1));
    let page = flat(&write_up());
    assert!(page.contains("Neither is empty: the other would be a non-empty sum of positive terms equal to 0."));
}
