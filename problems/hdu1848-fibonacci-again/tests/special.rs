//! HDU 1848: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::prelude::*;
use pack::problems::hdu1848::*;

sglab::suite!(Hdu1848);

#[test]
fn every_position_with_piles_up_to_fifteen() {
    // Every [m, n, p] in 0..=15 but [0, 0, 0], as the digits of i in base 16.
    let cases: Vec<[usize; 3]> = (1..16 * 16 * 16).map(|i| [i / 256, i / 16 % 16, i % 16]).collect();
    assert_binary_is_brute(bin(), &mut Hdu1848::default(), &cases);
}

#[test]
fn readme_table_is_the_games_table() {
    // Rows `| 10-19 | g(10) | ... | g(19) |` for x = 0..=79.
    let g = grundy_values();
    let header = ["$x$", "+0", "+1", "+2", "+3", "+4", "+5", "+6", "+7", "+8", "+9"];
    let rows: Vec<Vec<String>> = (0..8)
        .map(|r| row(format!("{}-{}", 10 * r, 10 * r + 9), &g[10 * r..10 * r + 10]))
        .collect();
    assert_write_up_has(&markdown_table(&header, &rows));
}

#[test]
fn values_up_to_1000_are_as_the_readme_says() {
    let g = grundy_values();
    let first_with = |v: u32| g.iter().position(|&x| x == v).unwrap();
    // Where g(x) = g(x - 10) fails: runs of consecutive x, (first, last).
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for x in (10..=MAX_PILE).filter(|&x| g[x] != g[x - 10]) {
        match runs.last_mut() {
            Some(run) if run.1 + 1 == x => run.1 = x,
            _ => runs.push((x, x)),
        }
    }
    let shown: Vec<String> = runs
        .iter()
        .map(|&(a, b)| if a == b { a.to_string() } else { format!("{a}..={b}") })
        .collect();
    let failures: usize = runs.iter().map(|&(a, b)| b - a + 1).sum();
    // The write-up's sentences, its line breaks read as spaces.
    let readme = write_up().split_whitespace().collect::<Vec<_>>().join(" ");
    for sentence in [
        format!("there are {} runs, {failures} failures in all", runs.len()),
        format!("each run, first..=last: ```text {} ```", shown.join(", ")),
        format!("values are $0, \\dots, {}$", g.iter().max().unwrap()),
        format!(
            "$g(x) = 6, 7, 8, 9$ are {}, {}, {} and {}.",
            first_with(6),
            first_with(7),
            first_with(8),
            first_with(9)
        ),
    ] {
        assert!(readme.contains(&sentence), "README.md lacks: {sentence}");
    }
}

#[test]
fn terminator_ends_the_input_and_zero_piles_are_empty() {
    // Only whitespace may follow `0 0 0`, and the input must have it.
    harness::expect_failure(bin(), b"1 1 1\n0 0 0\n1 4 1\n", "Fibo\n");
    harness::expect_failure(bin(), b"1 1 1\n1 4 1", "Fibo\nNacci\n");
    // A zero pile is an empty pile (beyond the statement's 1 <= m, n, p).
    // g(1) = 1, g(3) = 3, g(4) = 0, g(5) = 1, g(6) = 2.
    let cases = [[0, 1, 1], [0, 0, 5], [4, 0, 0], [0, 3, 6]];
    let mut p = Hdu1848::default();
    assert_eq!(
        brute_answers(&mut p, &cases),
        [WORDS.second, WORDS.first, WORDS.second, WORDS.first].concat()
    );
    assert_binary_is_brute(bin(), &mut p, &cases);
}

/// A pile of 4 is worth 0 (every move leaves 1, 2 or 3 stones, of values 1,
/// 2, 3), so `1 4 1` is a loss for the mover, while plain Nim counts the 4
/// as 4 and calls it a win; the write-up says so.
#[test]
fn hdu1848_a_pile_of_4_is_worth_0_and_plain_nim_misjudges_1_4_1() {
    use crate::flat;
    use sglab::games::subtraction;
    use sglab::search::sum_mover_wins;
    let g = grundy::table(1000, subtraction::fibonacci_options);
    assert_eq!(&g[..5], &[0, 1, 2, 3, 0]);
    assert_ne!(1 ^ 4 ^ 1, 0, "plain Nim calls 1 4 1 a win");
    let fib = subtraction::fibonacci(1000);
    let mover_wins = sum_mover_wins(Play::Normal, &[1usize, 4, 1], |n| subtraction::steps(&fib, n));
    assert!(!mover_wins, "1 4 1 is a loss for the mover (Nacci)");
    let page = flat(&write_up());
    assert!(page.contains("a pile of 4 is worth 0"));
    assert!(!page.contains("4 is worth 1"));
}
