//! Codeforces 494E Sharti: the shared suite (`sglab::suite!`, which also
//! defines `bin()` and `write_up()`), then the checks only this problem needs.

use pack::problems::cf494e::sharti::{self, cap, cell_value, gray, Board};
use sglab::prelude::*;
use pack::problems::cf494e::*;

sglab::suite!(Cf494e);

/// The values of single white cells on the n x n board for k, by the mex
/// over every board (no lemma): `[i - 1][j - 1]`.
fn single_cells_by_search(n: usize, k: usize) -> Vec<Vec<u32>> {
    let (board, g) = (Board::new(n, k), Board::new(n, k).grundy_table());
    let row = |i| (1..=n).map(|j| g[board.bit(i, j) as usize]).collect();
    (1..=n).map(row).collect()
}

/// Claim 1 and 2 on every board up to 4 x 4 and every k: a single cell is
/// worth min(lowbit i, lowbit j, H), and a whole board (all 2^16 of them)
/// the xor of its white cells' values, both by the mex over the rules.
#[test]
fn every_board_up_to_four_by_four_is_worth_the_xor_of_the_cell_rule() {
    for n in 1..=4usize {
        for k in 1..=n {
            let (board, g) = (Board::new(n, k), Board::new(n, k).grundy_table());
            for (mask, &value) in g.iter().enumerate() {
                let cells = (1..=n).flat_map(|i| (1..=n).map(move |j| (i, j)));
                let white = cells.filter(|&(i, j)| mask as u32 & board.bit(i, j) != 0);
                let xor = white.fold(0, |x, (i, j)| x ^ cell_value(i as u64, j as u64, k as u64));
                assert_eq!(u64::from(value), xor, "n = {n}, k = {k}, board {mask:#b}");
            }
        }
    }
}

/// The single-cell values by the mex over squares (the lemma assumed) on a
/// 64 x 64 board for every k <= 64 (k = 64 is uncapped there).
#[test]
fn single_cells_up_to_64_by_64_follow_the_rule() {
    for k in 1..=64 {
        let g = sharti::single_values_by_mex(64, k);
        for (i, j) in (1..=64).flat_map(|i| (1..=64).map(move |j| (i, j))) {
            assert_eq!(g[i][j], cell_value(i as u64, j as u64, k as u64), "({i}, {j}), k = {k}");
        }
    }
}

/// Claim 3: the cells of the square of side s with lower-right cell (i, j)
/// xor to gray(D), D = ((i - s) xor i) & ((j - s) xor j) & (2H - 1).
#[test]
fn a_square_is_worth_the_gray_code_of_its_parity_mask() {
    for k in [1u64, 2, 3, 5, 8, 13, 32] {
        for (i, j) in (1..=40u64).flat_map(|i| (1..=40).map(move |j| (i, j))) {
            for s in 1..=i.min(j).min(k) {
                let cells = (i - s + 1..=i).flat_map(|x| (j - s + 1..=j).map(move |y| (x, y)));
                let xor = cells.fold(0, |g, (x, y)| g ^ cell_value(x, y, k));
                let d = ((i - s) ^ i) & ((j - s) ^ j) & (2 * cap(k) - 1);
                assert_eq!(xor, gray(d), "({i}, {j}), s = {s}, k = {k}");
                assert_ne!(xor, 0, "no option of a single cell keeps its value");
            }
        }
    }
}

/// Random unions on boards up to 64 x 64: the reference's union-area
/// sweeps and the binary's mask sweep against the cell-by-cell sum.
#[test]
fn sweeps_match_a_cell_by_cell_sum_on_random_unions() {
    let mut rng = Rng::new(494);
    let cases: Vec<Sharti> = (0..300)
        .map(|_| {
            let n = rng.range(1, RASTER_N);
            let k = if rng.chance(1, 3) { n } else { rng.range(1, n) };
            let mut span = || {
                let (x, y) = (rng.range(1, n), rng.range(1, n));
                (x.min(y), x.max(y))
            };
            let rects = (0..1 + n % 5).map(|_| {
                let (rows, cols) = (span(), span());
                [rows.0, cols.0, rows.1, cols.1]
            });
            Sharti {
                n,
                k,
                rects: rects.collect(),
            }
        })
        .collect();
    for case in &cases {
        assert_eq!(Some(value(case)), raster_value(case), "{case:?}");
    }
    for case in &cases {
        assert_binary_answers::<Cf494e>(bin(), std::slice::from_ref(case), |case| {
            WORDS.answer(raster_value(case).unwrap() != 0)
        });
    }
    // Both answers occur.
    let won = cases.iter().filter(|c| value(c) != 0).count();
    assert!(won > 30 && won < 290, "{won} of 300 won");
}

#[test]
fn traps_of_the_card() {
    let traps = traps();
    let answers: Vec<String> = traps.iter().map(|c| WORDS.answer(value(c) != 0)).collect();
    assert_eq!(
        answers.concat(),
        "Malek\nMalek\nHamed\nHamed\nHamed\nHamed\nMalek\nHamed\n"
    );
    for (trap, answer) in traps.iter().zip(&answers) {
        assert_binary_answers::<Cf494e>(bin(), std::slice::from_ref(trap), |_| answer.clone());
    }
    // k = 6: H = 4, and capping at k itself gives 4 xor 6.
    assert_eq!((cell_value(4, 4, 6), cell_value(8, 8, 6)), (4, 4));
    let capped_at_k = |i: u64, j: u64, k: u64| sharti::lowbit(i).min(sharti::lowbit(j)).min(k);
    assert_eq!(capped_at_k(4, 4, 6) ^ capped_at_k(8, 8, 6), 4 ^ 6);
    // No cap: 2^28 twice; uncapped 2^29 xor 2^28.
    let (p28, p29) = (1u64 << 28, 1u64 << 29);
    assert_eq!(cell_value(p29, p29, p29 - 1), p28);
    // The union, not the symmetric difference: 7 cells, not 8 - 2.
    assert_eq!(union_area(&traps[2].rects), 7);
    // The area parity decides only for k = 1: area 2, value 1 xor 2.
    assert_eq!(union_area(&traps[3].rects), 2);
    assert_eq!(value(&traps[3]), 3);
    // The small traps by the search too.
    let mut p = Cf494e::default();
    for t in [2, 3, 4, 5] {
        assert_eq!(p.brute(&traps[t]).unwrap(), answers[t], "trap {t}");
    }
    // The stored public mistakes: the area parity says Malek on sample 2,
    // the uncapped rule Hamed on sample 1.
    let (sample1, _) = golden::<Cf494e>("sample-1");
    let (sample2, _) = golden::<Cf494e>("sample-2");
    assert_eq!(union_area(&sample2[0].rects) % 2, 0);
    assert_ne!(value(&sample2[0]), 0);
    let uncapped = Sharti {
        k: sample1[0].n,
        ..sample1[0].clone()
    };
    assert_eq!((value(&sample1[0]), value(&uncapped) != 0), (0, true));
}

#[test]
fn explained_moves_are_confirmed() {
    // explain panics where the search (or the cell sum) refutes its move.
    let mut p = Cf494e::default();
    assert_explanations_say(&mut p, 4940, 400, &["Malek)", "the search confirms"]);
    let text = p.explain(&traps()[0]);
    assert!(text.contains("2 worth 4") && text.contains("xor g = 0"), "{text}");
    let text = p.explain(&traps()[7]);
    assert!(text.contains("too large to search"), "{text}");
    // The write-up's worked example, sample 2.
    let sample2 = golden::<Cf494e>("sample-2").0.remove(0);
    let text = p.explain(&sample2);
    for part in [
        "54 white cells, the union of 5 rectangles",
        "39 worth 1, 10 worth 2, 5 worth 4; their xor g = 5: the first player wins (Hamed)",
        "invert the 2 x 2 square with lower-right cell (4, 4), worth 4",
        "the cells left xor to 0",
    ] {
        assert!(text.contains(part), "{text}");
    }
    let at_least = at_least(&sample2);
    assert_eq!(at_least, [54, 15, 5]);
    assert_eq!((gray(6), sharti::inverse_gray(5), sharti::winning_side(5)), (5, 6, 2));
}

/// The write-up's tables: single cells on the 4 x 4 board by the mex over
/// all 2^16 boards, for k = 2, 3, 4; an 8 x 8 corner by the mex over
/// squares, k = 8.
#[test]
fn readme_tables_are_the_brute_force() {
    for k in 2..=4 {
        let g = single_cells_by_search(4, k);
        let rows: Vec<Vec<String>> = g.iter().enumerate().map(|(i, r)| row(i + 1, r)).collect();
        let table = markdown_table(&row(format!("$k = {k}$"), 1..=4), &rows);
        assert_write_up_has(&table);
    }
    let g = sharti::single_values_by_mex(8, 8);
    let rows: Vec<Vec<String>> = (1..=8).map(|i| row(i, &g[i][1..])).collect();
    assert_write_up_has(&markdown_table(&row("$k = 8$", 1..=8), &rows));
}

/// The write-up's account of the wrong fixtures: the judge's own report.
#[test]
fn wrong_fixtures_shrink_to_the_write_ups_cases() {
    let no_cap = shrunk_to("2 1 1\n1 1 2 2\n", "Malek\n", "Hamed\n");
    sglab::assert_fixture_report!(Cf494e, "no_cap.py", no_cap, "4 worth 1; their xor g = 0");
    let sym_diff = shrunk_to("1 2 1\n1 1 1 1\n1 1 1 1\n", "Hamed\n", "Malek\n");
    sglab::assert_fixture_report!(Cf494e, "sym_diff.py", sym_diff, "sample-2 ");
}
