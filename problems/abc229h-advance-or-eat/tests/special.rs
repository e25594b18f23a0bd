//! ABC229 H: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.
//! Every explained move is confirmed by the search inside `explain` (the
//! suite explains 300 boards).

use sg::mex::Mex;
use sglab::games::advance_or_eat::{self, all_columns, column_value, column_value_scaled, show};
use sglab::prelude::*;
use pack::problems::abc229h::*;
use std::collections::HashMap;

sglab::suite!(Abc229h);

/// Every board of N = `n`.
fn boards(n: usize) -> Vec<Board> {
    all_columns(n * n).into_iter().map(|cells| Board { n, cells }).collect()
}

#[test]
fn binary_and_column_values_match_the_brute_force() {
    // Every board of N <= 2, one board per input (the format holds one).
    let mut p = Abc229h::default();
    let boards = [boards(1), boards(2)].concat();
    assert_eq!(boards.len(), 3 + 81);
    let run = |b| harness::run_ok(bin(), &write_one::<Abc229h>(b));
    let binary: String = boards.iter().map(run).collect();
    assert_eq!(binary, brute_answers(&mut p, &boards));
    // The suite runs the binary on 400 seeded boards; the reference is
    // checked in process on 3000 more.
    let (mut rng, mut takahashi) = (Rng::new(2), 0);
    for b in (0..3000).map(|_| Abc229h::random_small(&mut rng)) {
        let brute = p.brute(&b).expect("small enough to search");
        assert_eq!(p.reference(&b), brute, "{b:?}");
        takahashi += usize::from(brute == "Takahashi\n");
    }
    // Both winners occur often: the comparison is not one-sided.
    assert!((600..2400).contains(&takahashi), "{takahashi}");
}

/// The impartial mistake: each column's Grundy value with every move of
/// either player allowed to the player to move, xored (no memo: the
/// columns here have two squares).
fn impartial_xor(b: &Board) -> u32 {
    fn grundy(col: &[u8]) -> u32 {
        let moves = [true, false].map(|takahashi| advance_or_eat::moves(col, 1, takahashi));
        Mex::new().of(moves.iter().flatten().map(|(_, next)| grundy(next)))
    }
    let columns = (0..b.n).map(|c| advance_or_eat::column(&b.cells, b.n, c));
    columns.fold(0, |x, col| x ^ grundy(&col))
}

#[test]
fn the_xor_of_grundy_values_and_a_zero_sum_give_the_wrong_winner() {
    // The write-up's board ../BB (golden traps-1: Takahashi by the brute
    // force): columns 1/2 and 1/2; the impartial values (2 and 2) xor to 0.
    assert_eq!(impartial_xor(&Board::new(&["..", "BB"])), 0);
    // It is no accident: on the boards of N = 2 the xor is often wrong.
    let boards = boards(2);
    let brute = brute_answers(&mut Abc229h::default(), &boards);
    let mut wrong = 0;
    for (b, answer) in boards.iter().zip(brute.lines()) {
        wrong += usize::from((impartial_xor(b) != 0) != (answer == "Takahashi"));
    }
    assert_eq!(wrong, 33);
    // WB/BW (golden traps-2: Snuke by the brute force): both columns are 0,
    // a zero sum, and Takahashi moves first and loses.
    assert_eq!((column_value(b"WB"), column_value(b"BW")), ((0, 1), (0, 1)));
}

#[test]
fn every_column_up_to_height_eight_is_a_number() {
    // Checked from the rules: at every column, each Takahashi option is
    // below each Snuke option (`column_value` panics naming the column
    // otherwise); the largest denominator of height h is 2^(h - 1).
    for h in 1..=8 {
        let largest = all_columns(h).iter().map(|col| column_value(col).1).max();
        assert_eq!(largest, Some(1 << (h - 1)), "height {h}");
        // A lone black piece below d empty squares is worth 1/2^d.
        for d in 0..h {
            let mut col = vec![b'.'; h];
            col[d] = b'B';
            assert_eq!(column_value(&col), (1, 1 << d), "{col:?}");
        }
    }
}

#[test]
fn the_rows_are_checked_by_the_binary_and_the_tools() {
    // Rows are words, not numbers: the shared limits test leaves them here.
    let must = "must be 2 characters from W, B, .";
    let end = "expected a word, found end of input";
    for (input, error) in [
        ("2\n..\nWX\n", format!("row at byte 5: {must} (row 2)")),
        ("2\n...\nWW\n", format!("row at byte 2: {must} (row 1)")),
        ("2\n..\n", format!("row at byte 5: {end}")),
    ] {
        let got = harness::expect_failure(bin(), input.as_bytes(), "");
        assert_eq!(got, format!("error: {error}"));
        assert_eq!(parsed::<Abc229h>(input).unwrap_err(), error);
    }
}

#[test]
fn readme_figures_are_the_brute_force() {
    // The value of every column of height 3, from the rules: a row per
    // top two squares, a column per bottom square.
    let value = |col: Vec<u8>| show(column_value_scaled(&col, &mut HashMap::new()).unwrap());
    let mut rows = Vec::new();
    for top in all_columns(2) {
        let cells = b".WB".map(|bottom| value([top.as_slice(), &[bottom]].concat()));
        rows.push(row(format!("`{}`", String::from_utf8_lossy(&top)), cells));
    }
    let header = ["top two squares \\ bottom square", "`.`", "`W`", "`B`"];
    assert_write_up_has(&markdown_table(&header, &rows));
    // The samples' explanations, quoted in the write-up.
    let mut p = Abc229h::default();
    for (input, line) in [
        ("3\nBB.\n.B.\n...\n", "1, 2, 0; sum = 3"),
        ("2\n..\nWW\n", "-1/2, -1/2; sum = -1"),
        ("4\nWWBW\nWWWW\nBWB.\nBBBB\n", "-1/2, -2, 3/2, -3/2; sum = -5/2"),
    ] {
        let text = p.explain(&parsed::<Abc229h>(input).unwrap()[0]);
        assert!(text.contains(line), "{text}");
        assert_write_up_has(line);
        // Sample 1 is Takahashi's: its move is searched (explain asserts the
        // search agrees; the suite's contract test explains 300 boards).
        if line.ends_with("sum = 3") {
            assert!(text.contains("the search confirms"), "{text}");
        }
    }
}

#[test]
fn wrong_fixtures_shrink_to_one_square() {
    // The write-up's account of the wrong fixtures: N = 1 `W` and N = 1 `.`.
    sglab::assert_fixture_report!(Abc229h, "grundy_xor.py", ":\n  1\n  W\n");
    sglab::assert_fixture_report!(Abc229h, "zero_is_takahashi.py", ":\n  1\n  .\n", "sum = 0");
}

/// Every column of height h <= 8 is worth k/2^j with j <= h - 1 and |k/2^j|
/// <= h, so a board (at most 8 columns of height 8) sums to m/128 with |m|
/// <= 8192, which a double holds exactly: the pack's integers are a choice,
/// not a necessity, and the write-up says so.
#[test]
fn abc229h_board_sums_are_m_over_128_with_m_at_most_8192() {
    use crate::flat;
    use sglab::games::advance_or_eat::{all_columns, column_value_scaled, fraction};
    let mut memo = std::collections::HashMap::new();
    let mut largest = (0i64, 0u64); // (largest |value|, largest denominator)
    for h in 1..=8usize {
        let values: Vec<(i64, u64)> = all_columns(h)
            .iter()
            .map(|c| fraction(column_value_scaled(c, &mut memo).unwrap()))
            .collect();
        let biggest = values
            .iter()
            .map(|&(k, d)| k.abs() as f64 / d as f64)
            .fold(0.0, f64::max);
        let denominator = values.iter().map(|v| v.1).max().unwrap();
        assert_eq!((biggest, denominator), (h as f64, 1 << (h - 1)), "height {h}");
        largest = (biggest as i64, denominator);
    }
    let m = 8 * largest.0 * 128;
    assert_eq!((largest, m), ((8, 128), 8192));
    // Every m/128 with |m| <= 8192 is a double, exactly: 14 bits of m.
    assert!((-8192i64..=8192).all(|m| ((m as f64) / 128.0 * 128.0) as i64 == m));
    let page = flat(&write_up());
    assert!(page.contains("so its sum is $m/128$ with $\\lvert m \\rvert \\le 8 \\cdot 8 \\cdot 128 = 8192$"));
    assert!(page.contains("the binary uses integers anyway, so that its correctness needs no argument about rounding"));
    assert!(!page.contains("not floating point guesses"));
}
