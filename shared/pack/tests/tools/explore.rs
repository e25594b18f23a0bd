//! The explorer's interface: the exact text and CSV layouts on games whose
//! values are known by theory (the subtraction game {1, 2}: g(n) = n mod 3;
//! the Euclid game: 0 once a pile is empty, g(1, 1) = 1, g(2, 1) = 2), and a one-line error with
//! exit code 2, never a panic, for every kind of bad argument.

use crate::{assert_expected, explore};
use std::process::Command;

#[test]
fn plain_text_layout() {
    assert_eq!(
        explore(&["--subtract", "2,1", "-n", "12"]).unwrap(),
        "subtraction game {1, 2} = octal 0.33: g(n) for n = 0..12\n \
         n  +0 +1 +2 +3 +4 +5 +6 +7 +8 +9\n \
         0   0  1  2  0  1  2  0  1  2  0\n\
         10   1  2  0\n\
         period 3, saltus 0, preperiod 0: g(n + 3) = g(n) for 0 <= n <= 9\n\
         proven for all n >= 0 by the octal periodicity theorem (it needs 0 <= n < 3)\n"
    );
    // One value short of the evidence rule: no period is claimed.
    assert!(explore(&["--subtract", "1,2", "-n", "9"])
        .unwrap()
        .ends_with("\nno period found up to N = 9 (try a larger -n)\n"));
    assert_eq!(
        explore(&["--game", "hdu1907", "-n", "1"]).unwrap().lines().last(),
        Some("no period found up to N = 1 (try a larger -n)")
    );
}

#[test]
fn csv_layout() {
    assert_eq!(
        explore(&["--csv", "--subtract", "1,2", "-n", "5"]).unwrap(),
        "n,g\n0,0\n1,1\n2,2\n3,0\n4,1\n5,2\n"
    );
    let grid = explore(&["--game", "hdu3595", "--grid", "2x1", "--csv"]).unwrap();
    assert_eq!(grid, "x,y,g\n0,0,0\n0,1,0\n1,0,0\n1,1,1\n2,0,0\n2,1,2\n");
}

#[test]
fn grid_layout() {
    let text = explore(&["--game", "hdu3595", "--grid", "2x1"]).unwrap();
    let lines: Vec<&str> = text.lines().skip(1).collect();
    assert_eq!(lines[..4], ["x\\y 0 1", "  0 0 0", "  1 0 1", "  2 0 2"]);
    // The table, then the catalogue's word on it and its P-positions.
    assert_eq!(
        lines[4..],
        [
            "no pattern found for 0 <= x <= 2, 0 <= y <= 1: no form of the catalogue fits, nothing is claimed",
            "P-positions (g = 0), 4 for 0 <= x <= 2, 0 <= y <= 1: (0, 0) (0, 1) (1, 0) (2, 0)"
        ]
    );
    assert!(
        text.starts_with("hdu3595: ")
            && text
                .lines()
                .next()
                .unwrap()
                .ends_with("x = 0..2 (rows), y = 0..1 (columns)")
    );
}

const BAD: &[&[&str]] = &[
    &["--census", "-n", "5"],
    &["--census", "--budget", "soon"],
    &["--census", "--budget", "0"],
    &["--census", "--md"],
    &["--octal", "0.77", "--budget", "2"],
    &["--census", "--solved-table"],
    &[],
    &["--bogus"],
    &["--octal"],
    &["--octal", "0.G"],
    &["--octal", "2.7"],
    &["--octal", "0.7", "--prove", "--prove"],
    &["--grundys-game", "--prove"],
    &["--grundys-game", "--misere"],
    &["--octal", "0.7", "--misere", "-n", "31"],
    &["--octal", "0.7", "--from", "5", "--to", "4", "-n", "10"],
    &["--octal", "0.7", "--to", "11", "-n", "10"],
    &["--game", "hdu1907", "--prove"],
    &["--solved-table", "-n", "5"],
    &["--octal", "0.7", "--out", "/nonexistent/dir/file.csv"],
    &["--octal", "1.7"],
    &["--octal", "07"],
    &["--octal", "0."],
    &["--octal", "0.7", "--octal", "0.7"],
    &["--octal", "0.7", "--subtract", "1"],
    &["--octal", "0.7", "--grid", "3x3"],
    &["--octal", "0.7", "-n", "x"],
    &["--octal", "0.7", "-n", "-1"],
    &["--octal", "0.7", "-n", "67108865"],
    &["--octal", "0.7", "-n", "99999999999999999999999"],
    &["--subtract", ""],
    &["--subtract", "0,1"],
    &["--subtract", "1,,2"],
    &["--subtract", "1000001"],
    &["--game", "nosuchgame"],
    &["--game", "hdu1536"],
    &["--game", "poj2315"],
    &["--game", "acwing893"],
    &["--game", "hdu1907", "--grid", "3x3"],
    &["--game", "hdu5795", "-n", "1001"],
    &["--game", "hdu2509", "-n", "501"],
    &["--game", "hdu3595", "-n", "5"],
    &["--game", "hdu3595", "--grid", "3y3"],
    &["--game", "hdu3595", "--grid", "301x3"],
    &["--game", "hdu3595", "--grid", "3x"],
];

#[test]
fn bad_arguments_are_refused_in_one_line() {
    for args in BAD {
        let message = explore(args).expect_err(&format!("{args:?} accepted"));
        assert!(!message.contains('\n') && !message.is_empty(), "{args:?}: {message:?}");
    }
    assert!(explore(&["--game", "hdu1536"]).unwrap_err().contains("--subtract"));
    assert_expected("explore-help.txt", &explore(&["--help"]).unwrap());
    assert_eq!(
        explore(&["--octal", "0.77", "--md", "x.md"]).unwrap_err(),
        "--md is for --census"
    );
}

#[test]
fn the_speed_targets_are_one_list() {
    let list = explore(&["--bench-list"]).unwrap();
    assert_eq!(list.lines().count(), explorer::bench::TARGETS.len());
    assert!(list.contains("110 s|--grundys-game -n 16777216\n"), "{list}");
    assert!(list.contains("12 s|--octal 0.354 --prove\n"), "{list}");
}

#[test]
fn the_binary_exits_with_code_2_and_one_error_line() {
    let bin = env!("CARGO_BIN_EXE_explore");
    for args in BAD {
        let out = Command::new(bin).args(*args).output().unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(
            stderr.starts_with("error: ") && stderr.lines().count() == 1,
            "{args:?}: {stderr}"
        );
    }
    let out = Command::new(bin)
        .args(["--octal", "0.07", "-n", "5", "--csv"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "n,g\n0,0\n1,0\n2,1\n3,1\n4,2\n5,0\n"
    );
}

#[test]
fn every_pack_game_tabulates() {
    use explorer::Rules;
    use pack::catalogue::GAMES;
    for game in GAMES {
        let s = game.smallest;
        let sizes: &[(&str, &str, usize)] = match game.rules {
            Rules::One(_) => &[("-n", "60", 61)],
            Rules::Two(_) => &[
                ("--grid", "7x3", (8 - s) * (4 - s)),
                ("--grid", "3x7", (4 - s) * (8 - s)),
            ],
            // Their own tables: tested in fibonacci_nim_mock_turtles_and_advance_or_eat_columns.
            Rules::InInput(_) | Rules::Own(_) => continue,
        };
        for &(option, value, cells) in sizes {
            let csv = explore(&["--game", game.name, option, value, "--csv"]).unwrap();
            assert_eq!(csv.lines().count(), cells + 1, "{} {value}", game.name);
            let text = explore(&["--game", game.name, option, value]).unwrap();
            assert!(text.starts_with(&format!("{}: ", game.name)), "{}", game.name);
        }
    }
}

#[test]
fn cutting_game_grid_marks_what_is_not_a_position() {
    let text = explore(&["--game", "acwing219", "--grid", "4x4"]).unwrap();
    let rows: Vec<&str> = text.lines().skip(1).collect();
    assert_eq!(rows[1], "  0 . . . . .");
    assert_eq!(rows[3], "  2 . . 0 0 1");
    assert!(rows
        .last()
        .unwrap()
        .starts_with(". : not a position of the game as posed"));
    assert!(explore(&["--game", "acwing219", "--grid", "2x2", "--csv"]).unwrap() == "x,y,g\n2,2,0\n");
}

#[test]
fn wythoff_grid_is_registered() {
    let text = explore(&["--game", "luogu2252", "--grid", "3x3"]).unwrap();
    let rows: Vec<&str> = text.lines().skip(1).take(5).collect();
    // g(a, b) of Wythoff's game (the Wythoff array's first rows).
    assert_eq!(
        rows,
        [
            "x\\y 0 1 2 3",
            "  0 0 1 2 3",
            "  1 1 2 0 4",
            "  2 2 0 1 5",
            "  3 3 4 5 6"
        ]
    );
}

/// A pack grid game gets the rules programs' catalogue and P-positions:
/// Wythoff's game reads as Wythoff-type with c = 1, a conjecture (its moves
/// are not inspected).
#[test]
fn pack_grid_games_get_the_catalogue_s_pattern() {
    let text = explore(&["--game", "luogu2252", "--grid", "12x12"]).unwrap();
    assert!(
        text.contains(
            "Wythoff-type P-positions with c = 1: the pairs (a_k, b_k) and (b_k, a_k), a_k the mex of the earlier \
             pairs' numbers, b_k = a_k + k; a_k / k tends to 1.6180 and b_k / k to 2.6180 (Beatty's theorem), \
             here a_4 = 6, b_4 = 10\nconjecture, checked for 0 <= x <= 12, 0 <= y <= 12\n"
        ),
        "{text}"
    );
    // The P-positions: (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)
    // cut at 12, and their mirror images.
    assert!(
        text.ends_with(
            "P-positions (g = 0), 9 for 0 <= x <= 12, 0 <= y <= 12: (0, 0) (1, 2) (2, 1) (3, 5) (4, 7) \
             (5, 3) (6, 10) (7, 4) (10, 6)\n"
        ),
        "{text}"
    );
    // Too small a grid for the evidence rule: no form, nothing claimed.
    let small = explore(&["--game", "luogu2252", "--grid", "3x3"]).unwrap();
    assert!(
        small.contains("no pattern found for 0 <= x <= 3, 0 <= y <= 3"),
        "{small}"
    );
    assert!(!explore(&["--game", "luogu2252", "--grid", "3x3", "--csv"])
        .unwrap()
        .contains("pattern"));
}

#[test]
fn large_tables_are_summarised_and_windows_printed() {
    let kayles = kayles(5000);
    let text = explore(&["--octal", "0.77", "-n", "5000"]).unwrap();
    assert_expected("kayles-5000.txt", &text);
    let largest = *kayles.iter().max().unwrap();
    let first = kayles.iter().position(|&g| g == largest).unwrap();
    assert!(
        text.contains(&format!("\nlargest value {largest}, first at n = {first}\n")),
        "{text}"
    );
    // Sparse under the mask 0xf: an even number of a value's low four bits.
    let sparse: Vec<usize> = (1..=5000)
        .filter(|&n| (kayles[n] & 0xf).count_ones() % 2 == 0)
        .collect();
    let said = format!(
        "{} sparse heap sizes besides n = 0, the last at n = {}\n",
        sparse.len(),
        sparse[sparse.len() - 1]
    );
    assert!(text.contains(&said), "{text}");
    let window = explore(&["--octal", "0.77", "-n", "5000", "--from", "15", "--to", "21"]).unwrap();
    assert_expected("kayles-15-21.txt", &window);
    let shown: Vec<(usize, u32)> = (15..=21).map(|n| (n, kayles[n])).collect();
    assert_eq!(table_values(&window), shown, "{window}");
    let csv = explore(&["--octal", "0.77", "--csv", "--from", "3", "--to", "5"]).unwrap();
    assert_eq!(csv, "n,g\n3,3\n4,1\n5,4\n");
}

#[test]
fn prove_reports_the_theorem_and_grundys_game_its_rare_values() {
    let text = explore(&["--octal", "0.45", "--prove"]).unwrap();
    assert!(text.contains("period 20, saltus 0, preperiod 498:"), "{text}");
    assert!(text.contains("proven for all n >= 498 by the octal periodicity theorem (it needs 498 <= n < 1018)"));
    // A cap below what the theorem needs: the largest N checked, no proof.
    let capped = explore(&["--octal", "0.45", "--prove", "-n", "600"]).unwrap();
    assert!(!capped.contains("proven for all"), "{capped}");
    assert!(capped.contains("600"));
    let grundy = explore(&["--grundys-game", "-n", "3000"]).unwrap();
    assert!(grundy.contains("zeros (P-positions) "), "{grundy}");
    // OEIS A002188 (Grundy's game): its first zeros.
    assert!(grundy.contains(": 0 1 2 4 7 10 20 23 26 50 53 270 "), "{grundy}");
}

#[test]
fn misere_outcomes_part_from_normal_play() {
    let text = explore(&["--octal", "0.77", "--misere", "-n", "8"]).unwrap();
    assert_expected("kayles-misere-8.txt", &text);
    // Kayles: a heap of 0 is P in normal play, N in misere; a heap of 1 the reverse.
    assert!(
        text.contains("\n 0       P      N  differ\n 1       N      P  differ\n 2       N      N\n"),
        "{text}"
    );
}

#[test]
fn files_and_pictures_are_written() {
    let dir = std::env::temp_dir().join(format!("sglab-explore-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bin = dir.join("g.bin");
    let svg = dir.join("g.svg");
    let grid = dir.join("grid.svg");
    explore(&[
        "--octal",
        "0.07",
        "-n",
        "40",
        "--out",
        bin.to_str().unwrap(),
        "--svg",
        svg.to_str().unwrap(),
    ])
    .unwrap();
    let bytes = std::fs::read(&bin).unwrap();
    assert_eq!(bytes.len(), 41 * 2);
    assert_eq!(&bytes[..10], &[0, 0, 0, 0, 1, 0, 1, 0, 2, 0]);
    let picture = std::fs::read_to_string(&svg).unwrap();
    assert!(picture.starts_with("<svg ") && picture.ends_with("</svg>\n"));
    assert_eq!(picture.matches("<circle").count(), 41);
    explore(&["--game", "acwing219", "--grid", "5x5", "--svg", grid.to_str().unwrap()]).unwrap();
    let heatmap = std::fs::read_to_string(&grid).unwrap();
    assert_eq!(heatmap.matches("<rect").count(), 1 + 36);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The three tables issue-20's games add: Fibonacci Nim's losing piles are
/// the Fibonacci numbers (from 1, 2), Mock Turtles' single heads are worth
/// the odious numbers in order, and an Advance or Eat column is a fraction.
#[test]
fn fibonacci_nim_mock_turtles_and_advance_or_eat_columns() {
    let fib = explore(&["--game", "hdu2516", "-n", "100"]).unwrap();
    assert!(
        fib.ends_with("\nthe first player loses at n = 1 2 3 5 8 13 21 34 55 89 (n <= 100)\n"),
        "{fib}"
    );
    let csv = explore(&["--game", "hdu3537", "-n", "40", "--csv"]).unwrap();
    let values: Vec<u32> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(1).unwrap().parse().unwrap())
        .collect();
    let odious: Vec<u32> = (0..).filter(|x: &u32| x.count_ones() % 2 == 1).take(41).collect();
    assert_eq!(values, odious);
    assert_eq!(
        explore(&["--game", "abc229h", "--column", "W.B"])
            .unwrap()
            .lines()
            .last(),
        Some("W.B      -1/2")
    );
    let heights = explore(&["--game", "abc229h", "-n", "1"]).unwrap();
    assert!(heights.ends_with(".        0\nW        -1\nB        1\n"), "{heights}");
    assert!(explore(&["--game", "abc229h", "--column", "WX"])
        .unwrap_err()
        .contains("--column"));
}

/// Kayles' values g(0..=n) by the mex loop: a move takes one pin or two
/// adjacent ones and leaves two rows of a + b = n - 1 or n - 2 pins.
fn kayles(n: usize) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    for m in 1..=n {
        let mut seen = vec![false; 2 * m + 2];
        for taken in 1..=m.min(2) {
            for a in 0..=m - taken {
                seen[(g[a] ^ g[m - taken - a]) as usize] = true;
            }
        }
        g[m] = seen.iter().position(|&s| !s).unwrap() as u32;
    }
    g
}

/// The (n, g) pairs of a text table in tens: a row starts with its tens,
/// and a value stands under the `+k` of the header that ends where it does.
fn table_values(text: &str) -> Vec<(usize, u32)> {
    let ends = |line: &str| -> Vec<(usize, String)> {
        let mut tokens = Vec::new();
        let mut start = None;
        for (i, c) in line.char_indices().chain([(line.len(), ' ')]) {
            match (c == ' ', start) {
                (false, None) => start = Some(i),
                (true, Some(s)) => {
                    tokens.push((i, line[s..i].to_string()));
                    start = None;
                }
                _ => {}
            }
        }
        tokens
    };
    let mut lines = text.lines().skip_while(|l| !l.trim_start().starts_with("n  +0"));
    let header = ends(lines.next().expect("a table header"));
    let mut values = Vec::new();
    for line in lines.take_while(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit())) {
        let row = ends(line);
        let tens: usize = row[0].1.parse().unwrap();
        for (end, value) in &row[1..] {
            let (_, k) = header.iter().find(|(e, _)| e == end).expect("a value under a column");
            values.push((tens + k[1..].parse::<usize>().unwrap(), value.parse().unwrap()));
        }
    }
    values
}
