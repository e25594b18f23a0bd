//! What only ABC229 H needs beyond the shared suite (tests/suite.rs): every
//! board of N <= 2 against the brute force, the partizan traps (Grundy xor,
//! the zero sum), every column of height <= 8 a number, the row errors, the
//! explained moves the search confirms, and the write-up's figures.

use sglab::contract::{parse, write, Problem};
use sglab::games::advance_or_eat::{self, all_columns, column_value_scaled, fraction};
use sglab::harness;
use sglab::judge::testing::Fixtures;
use sglab::meta;
use sglab::problems::abc229h::{Abc229h, Board};
use sglab::rng::Rng;
use sglab::suite::{brute_answers, write_up};
use std::collections::HashMap;

const BIN: &str = env!("CARGO_BIN_EXE_abc229h");

/// The binary's answer on one board.
fn run(b: &Board) -> String {
    harness::run_ok(BIN, &write::<Abc229h>(std::slice::from_ref(b)))
}

#[test]
fn every_board_up_to_two_by_two_matches_the_brute_force() {
    let boards: Vec<Board> = (1..=2)
        .flat_map(|n| all_columns(n * n).into_iter().map(move |cells| Board { n, cells }))
        .collect();
    assert_eq!(boards.len(), 3 + 81);
    let brute = brute_answers(&mut Abc229h::default(), &boards);
    let got: String = boards.iter().map(run).collect();
    assert_eq!(got, brute);
}

#[test]
fn column_values_match_the_brute_force_on_thousands_of_seeded_boards() {
    // The suite runs the binary on 400 boards (one board per input); the
    // reference is checked in process on many more.
    let mut p = Abc229h::default();
    let mut rng = Rng::new(2);
    let mut takahashi = 0;
    for _ in 0..3000 {
        let b = Abc229h::random_small(&mut rng);
        let brute = p.brute(&b).expect("small enough to search");
        assert_eq!(p.reference(&b), brute, "{b:?}");
        takahashi += usize::from(brute == "Takahashi\n");
    }
    // Both winners occur often: the comparison is not one-sided.
    assert!((600..2400).contains(&takahashi), "{takahashi}");
}

/// The impartial mistake: each column's Grundy value with every move of
/// either player allowed to the player to move, xored.
fn impartial_xor(b: &Board) -> u32 {
    fn grundy(col: &[u8], memo: &mut HashMap<Vec<u8>, u32>) -> u32 {
        if let Some(&g) = memo.get(col) {
            return g;
        }
        let mut options: Vec<u32> = [true, false]
            .iter()
            .flat_map(|&t| advance_or_eat::moves(col, 1, t))
            .map(|(_, next)| next)
            .collect::<Vec<_>>()
            .iter()
            .map(|next| grundy(next, memo))
            .collect();
        options.sort_unstable();
        let g = (0..).find(|g| options.binary_search(g).is_err()).unwrap();
        memo.insert(col.to_vec(), g);
        g
    }
    let mut memo = HashMap::new();
    (0..b.n)
        .map(|c| grundy(&advance_or_eat::column(&b.cells, b.n, c), &mut memo))
        .fold(0, |x, g| x ^ g)
}

#[test]
fn the_xor_of_grundy_values_gives_the_wrong_winner() {
    // The write-up's board: columns 1/2 and 1/2, Takahashi wins; the
    // impartial Grundy values (2 and 2) xor to 0 and say Snuke.
    let b = Board::new(&["..", "BB"]);
    assert_eq!(
        brute_answers(&mut Abc229h::default(), std::slice::from_ref(&b)),
        "Takahashi\n"
    );
    assert_eq!(impartial_xor(&b), 0);
    // It is no accident: on the boards of N = 2 the xor is often wrong.
    let boards: Vec<Board> = all_columns(4).into_iter().map(|cells| Board { n: 2, cells }).collect();
    let brute = brute_answers(&mut Abc229h::default(), &boards);
    let wrong = boards
        .iter()
        .zip(brute.lines())
        .filter(|(b, answer)| (impartial_xor(b) != 0) != (*answer == "Takahashi"))
        .count();
    assert_eq!(wrong, 33);
}

#[test]
fn a_zero_sum_is_a_snuke_win() {
    // WB / BW: both columns are 0; Takahashi moves first and loses.
    let b = Board::new(&["WB", "BW"]);
    let mut values = HashMap::new();
    for c in 0..2 {
        let col = advance_or_eat::column(&b.cells, 2, c);
        assert_eq!(column_value_scaled(&col, &mut values), Ok(0));
    }
    // The binary on it: every_board_up_to_two_by_two_matches_the_brute_force.
    assert_eq!(
        brute_answers(&mut Abc229h::default(), std::slice::from_ref(&b)),
        "Snuke\n"
    );
}

#[test]
fn every_column_up_to_height_eight_is_a_number() {
    // Checked from the rules: at every column, each Takahashi option is
    // below each Snuke option (Err otherwise); the largest denominator.
    let mut denominators = Vec::new();
    for h in 1..=8 {
        let mut memo = HashMap::new();
        let mut largest = 1;
        for col in all_columns(h) {
            let v = column_value_scaled(&col, &mut memo).unwrap_or_else(|e| panic!("{e}"));
            largest = largest.max(fraction(v).1);
        }
        denominators.push(largest);
    }
    assert_eq!(denominators, [1, 2, 4, 8, 16, 32, 64, 128]);
    // A lone black piece below d empty squares is worth 1/2^d.
    for h in 1..=8 {
        for d in 0..h {
            let mut col = vec![b'.'; h];
            col[d] = b'B';
            let v = column_value_scaled(&col, &mut HashMap::new()).unwrap();
            assert_eq!(fraction(v), (1, 1 << d), "{col:?}");
        }
    }
}

#[test]
fn the_rows_are_checked_by_the_binary_and_the_tools() {
    // Rows are words, not numbers: the shared limits test leaves them here.
    let accepts = meta::find("abc229h").unwrap().accepts;
    for (input, error) in [
        (
            "2\n..\nWX\n",
            "row at byte 5: must be 2 characters from W, B, . (row 2)",
        ),
        (
            "2\n...\nWW\n",
            "row at byte 2: must be 2 characters from W, B, . (row 1)",
        ),
        ("2\n..\n", "row at byte 5: expected a word, found end of input"),
    ] {
        assert_eq!(
            harness::expect_failure(BIN, input.as_bytes(), ""),
            format!("error: {error}")
        );
        assert_eq!(parse::<Abc229h>(input, &accepts).unwrap_err(), error);
    }
}

#[test]
fn readme_figures_are_the_brute_force() {
    let readme = write_up(env!("CARGO_MANIFEST_DIR"));
    // The value of every column of height 3, from the rules: a row per
    // top two squares, a column per bottom square.
    let mut table = String::from("| top two squares \\ bottom square | `.` | `W` | `B` |\n|---|---|---|---|\n");
    let mut memo = HashMap::new();
    for top in all_columns(2) {
        table.push_str(&format!("| `{}` |", String::from_utf8_lossy(&top)));
        for bottom in [b'.', b'W', b'B'] {
            let mut col = top.clone();
            col.push(bottom);
            let v = column_value_scaled(&col, &mut memo).unwrap();
            table.push_str(&format!(" {} |", advance_or_eat::show(v)));
        }
        table.push('\n');
    }
    assert!(readme.contains(&table), "README.md lacks the table:\n{table}");
    // The samples' explanations, quoted in the write-up.
    let accepts = meta::find("abc229h").unwrap().accepts;
    let mut p = Abc229h::default();
    for (input, line) in [
        ("3\nBB.\n.B.\n...\n", "1, 2, 0; sum = 3"),
        ("2\n..\nWW\n", "-1/2, -1/2; sum = -1"),
        ("4\nWWBW\nWWWW\nBWB.\nBBBB\n", "-1/2, -2, 3/2, -3/2; sum = -5/2"),
    ] {
        let board = parse::<Abc229h>(input, &accepts).unwrap().remove(0);
        let text = p.explain(&board);
        assert!(text.contains(line), "{text}");
        assert!(readme.contains(line), "README.md lacks {line:?}");
    }
}

#[test]
fn explained_moves_are_confirmed_by_the_search() {
    let mut p = Abc229h::default();
    let mut rng = Rng::new(229);
    for _ in 0..300 {
        let board = Abc229h::random_small(&mut rng);
        let text = p.explain(&board);
        assert!(!text.contains("DISAGREES"), "{board:?}: {text}");
    }
    let text = p.explain(&Board::new(&["BB.", ".B.", "..."]));
    assert!(text.contains("the search confirms"), "{text}");
}

#[test]
fn wrong_fixtures_shrink_to_one_square() {
    // The write-up's account of the wrong fixtures: N = 1 `W` and N = 1 `.`.
    let fixtures = Fixtures::<Abc229h>::new(env!("CARGO_MANIFEST_DIR"), BIN, env!("CARGO_TARGET_TMPDIR"));
    let report = fixtures.wrong("grundy_xor.py", 4);
    assert!(report.contains(":\n  1\n  W\n"), "{report}");
    let report = fixtures.wrong("zero_is_takahashi.py", 4);
    assert!(
        report.contains(":\n  1\n  .\n") && report.contains("sum = 0"),
        "{report}"
    );
}
