//! ABC229 H against the whole board searched with the player to move:
//! seeded random boards, every board of N <= 2, the golden files, the
//! partizan traps (Grundy xor, the zero sum), every column of height <= 8
//! a number, the exact output strings, the range limits and the bad-input
//! suite.

use sglab::games::advance_or_eat::{self, all_columns, column_value_scaled, fraction};
use sglab::harness::{self, Frame};
use sglab::judge::{brute_output, expected_output};
use sglab::problems::abc229h::{Abc229h, Board};
use sglab::problems::Problem;
use sglab::rng::Rng;
use std::collections::HashMap;

const BIN: &str = env!("CARGO_BIN_EXE_abc229h");

fn board(rows: &[&str]) -> Board {
    Board {
        n: rows.len(),
        cells: rows.concat().into_bytes(),
    }
}

/// The binary's answer on one board.
fn run(b: &Board) -> String {
    harness::run_ok(BIN, &Abc229h::write(std::slice::from_ref(b)))
}

#[test]
fn thousands_of_seeded_boards_match_the_brute_force() {
    let mut rng = Rng::new(1);
    let boards: Vec<Board> = (0..1500).map(|_| Abc229h::random_small(&mut rng)).collect();
    let brute = brute_output::<Abc229h>(&boards);
    let got: String = boards.iter().map(run).collect();
    assert_eq!(got, brute);
    // Both winners occur often: the comparison is not one-sided.
    let takahashi = brute.lines().filter(|&a| a == "Takahashi").count();
    assert!((300..1200).contains(&takahashi), "{takahashi}");
}

#[test]
fn every_board_up_to_two_by_two_matches_the_brute_force() {
    let boards: Vec<Board> = (1..=2)
        .flat_map(|n| all_columns(n * n).into_iter().map(move |cells| Board { n, cells }))
        .collect();
    assert_eq!(boards.len(), 3 + 81);
    let brute = brute_output::<Abc229h>(&boards);
    for (b, answer) in boards.iter().zip(brute.lines()) {
        assert_eq!(Abc229h::reference(b), format!("{answer}\n"), "{b:?}");
    }
    let got: String = boards.iter().map(run).collect();
    assert_eq!(got, brute);
}

#[test]
fn reference_matches_the_brute_force_on_seeded_boards() {
    let mut rng = Rng::new(2);
    let boards: Vec<Board> = (0..3000).map(|_| Abc229h::random_small(&mut rng)).collect();
    for (b, brute) in boards.iter().zip(Abc229h::brute(&boards)) {
        assert_eq!(Some(Abc229h::reference(b)), brute, "{b:?}");
    }
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
    let b = board(&["..", "BB"]);
    assert_eq!(brute_output::<Abc229h>(std::slice::from_ref(&b)), "Takahashi\n");
    assert_eq!(impartial_xor(&b), 0);
    assert_eq!(run(&b), "Takahashi\n");
    // It is no accident: on the boards of N = 2 the xor is often wrong.
    let boards: Vec<Board> = all_columns(4).into_iter().map(|cells| Board { n: 2, cells }).collect();
    let brute = brute_output::<Abc229h>(&boards);
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
    let b = board(&["WB", "BW"]);
    let mut values = HashMap::new();
    for c in 0..2 {
        let col = advance_or_eat::column(&b.cells, 2, c);
        assert_eq!(column_value_scaled(&col, &mut values), Ok(0));
    }
    assert_eq!(brute_output::<Abc229h>(std::slice::from_ref(&b)), "Snuke\n");
    assert_eq!(run(&b), "Snuke\n");
    assert_eq!(run(&board(&["."])), "Snuke\n");
    assert_eq!(run(&board(&["W"])), "Snuke\n");
    assert_eq!(run(&board(&["B"])), "Takahashi\n");
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
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Abc229h>);
}

#[test]
fn output_strings_are_byte_exact() {
    assert_eq!(harness::run_ok(BIN, "1\nB\n").as_bytes(), b"Takahashi\n");
    assert_eq!(harness::run_ok(BIN, "1\r\nW").as_bytes(), b"Snuke\n");
}

#[test]
fn the_range_and_the_rows_are_checked() {
    let error = harness::expect_failure(BIN, b"9\n", "");
    assert_eq!(error, "error: N at byte 0: 9 is outside the supported range 1..=8");
    let error = harness::expect_failure(BIN, b"2\n..\nWX\n", "");
    assert_eq!(error, "error: row at byte 5: must be 2 characters from W, B, . (row 2)");
    let error = harness::expect_failure(BIN, b"2\n...\nWW\n", "");
    assert!(
        error.starts_with("error: row at byte 2: must be 2 characters"),
        "{error}"
    );
    let error = harness::expect_failure(BIN, b"2\n..\n", "");
    assert_eq!(error, "error: row at byte 5: expected a word, found end of input");
}

#[test]
fn bad_input() {
    harness::bad_input_suite(BIN, Frame::Single, &[("3\nBB.\n.B.\n...\n", "Takahashi\n")]);
}

#[test]
fn readme_figures_are_the_brute_force() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
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
    for (input, line) in [
        ("3\nBB.\n.B.\n...\n", "1, 2, 0; sum = 3"),
        ("2\n..\nWW\n", "-1/2, -1/2; sum = -1"),
        ("4\nWWBW\nWWWW\nBWB.\nBBBB\n", "-1/2, -2, 3/2, -3/2; sum = -5/2"),
    ] {
        let text = Abc229h::explain(&Abc229h::parse(input).unwrap()[0]);
        assert!(text.contains(line), "{text}");
        assert!(readme.contains(line), "README.md lacks {line:?}");
    }
}
