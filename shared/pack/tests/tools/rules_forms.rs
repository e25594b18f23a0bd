//! The catalogue's shifted closed forms and its row/column form, each on a
//! rules program (fixtures/rules/games.py, examples/rules/piece.py) whose table is computed here
//! too, by a plain mex loop over the game's moves; every number the
//! explorer's sentence states (a shift, a start, each row's preperiod and
//! how it grows) is checked on that table, and a table too short for a
//! form, or not of it, is not reported as it. Counts, never clocks.

use crate::explore;
use std::path::PathBuf;

fn games(args: &str) -> String {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/tools/fixtures/rules/games.py");
    format!("python3 {} {args}", file.display())
}

fn example(name: &str) -> String {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/rules")
        .join(name);
    file.canonicalize().unwrap().display().to_string()
}

/// docs/your-own-game.md on one line, where its sentences about these
/// forms are checked.
pub(super) fn your_own_game_page() -> String {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/your-own-game.md");
    std::fs::read_to_string(file).unwrap().replace('\n', " ")
}

fn mex(reached: &[u32]) -> u32 {
    (0..).find(|v| !reached.contains(v)).unwrap()
}

/// The explorer's line that starts with `start`.
fn line<'a>(text: &'a str, start: &str) -> &'a str {
    text.lines()
        .find(|l| l.starts_with(start))
        .unwrap_or_else(|| panic!("no line starting {start:?} in\n{text}"))
}

/// A two-size table by a mex loop over `options`.
fn grid(w: usize, h: usize, options: impl Fn(usize, usize) -> Vec<(usize, usize)>) -> Vec<Vec<u32>> {
    let mut g = vec![vec![0u32; h + 1]; w + 1];
    for x in 0..=w {
        for y in 0..=h {
            let reached: Vec<u32> = options(x, y).into_iter().map(|(a, b)| g[a][b]).collect();
            g[x][y] = mex(&reached);
        }
    }
    g
}

/// The preperiod of `line` for the period `p` and saltus `s` (the
/// smallest n0 from which line[n + p] = line[n] + s to the end).
fn preperiod(line: &[u32], p: usize, s: u32) -> usize {
    (0..line.len() - p)
        .rev()
        .take_while(|&n| line[n + p] == line[n] + s)
        .last()
        .unwrap_or(line.len() - p)
}

/// The numbers after `label` in `text`, up to the next `;`.
fn numbers(text: &str, label: &str) -> Vec<usize> {
    let at = text.find(label).unwrap_or_else(|| panic!("{label:?} in {text}")) + label.len();
    text[at..]
        .split(';')
        .next()
        .unwrap()
        .split(' ')
        .map(|t| t.parse().unwrap())
        .collect()
}

/// Heaps that must keep 3 tokens: g(n) = n - 3 from n = 3 on, after
/// three zeros; with fewer values than the rule needs (n0 + 9), not that
/// form but the period it also has.
#[test]
fn nim_keeping_three_is_n_minus_3_from_3() {
    let n = 40;
    let mut g = vec![0u32; n + 1];
    for h in 0..=n {
        g[h] = mex(&(3..h).map(|m| g[m]).collect::<Vec<_>>());
    }
    assert!((3..=n).all(|h| g[h] as usize == h - 3) && g[..3] == [0, 0, 0]);
    let text = explore(&["--rules", &games("nim3"), "-n", "40"]).unwrap();
    let enough = explore(&["--rules", &games("nim3"), "-n", "14"]).unwrap();
    assert!(enough.contains("\ng(n) = n - 3, for 3 <= n <= 14 "), "{enough}");
    assert!(
        text.contains("\ng(n) = n - 3, for 3 <= n <= 40 (before it, g(0) to g(2): 0 0 0)\n"),
        "{text}"
    );
    let page = your_own_game_page();
    assert!(page.contains("every move leaves at least 3 tokens gets $g(n) = n - 3$ for $n \\ge 3$"));
    // n = 13: 11 values from n = 3, fewer than n0 + 9 = 12; n = 14 has 12.
    let short = explore(&["--rules", &games("nim3"), "-n", "13"]).unwrap();
    assert!(
        short.contains("\nperiod 1, saltus 1, preperiod 3: g(n + 1) = g(n) + 1 for 3 <= n <= 12\n"),
        "{short}"
    );
}

/// The Ruler game with the coins numbered from 0: g(n) = lowbit(n + 1).
#[test]
fn the_ruler_game_from_zero_is_lowbit_of_n_plus_1() {
    let n = 40;
    let mut g = vec![0u32; n + 1];
    for h in 0..=n {
        let reached: Vec<u32> = (0..=h).map(|m| (m..h).fold(0, |v, c| v ^ g[c])).collect();
        g[h] = mex(&reached);
    }
    assert!((0..=n).all(|h| g[h] as usize == (h + 1) & (h + 1).wrapping_neg()));
    let text = explore(&["--rules", &games("ruler0"), "-n", "40"]).unwrap();
    assert!(text.contains(
        "\ng(n) = lowbit(n + 1), lowbit(m) the largest power of two dividing m (lowbit(0) = 0), for 0 <= n <= 40\n"
    ));
}

/// The piece of issue 43: each row is periodic in y with period 4 from a
/// preperiod that grows by 3 every 3 rows, and each column (to y = 10,
/// as far as x <= 30 shows) periodic in x with period 2 from a preperiod
/// that grows the same way: the table is two periodic regions meeting
/// along a line of slope 1. Each preperiod the explorer lists is the
/// table's own, and so is each growth it states.
#[test]
fn the_piece_s_rows_and_columns_are_periodic_from_growing_preperiods() {
    let (w, h) = (30, 120);
    let g = grid(w, h, |x, y| {
        [(1, 0), (0, 2), (2, 1), (3, 3)]
            .into_iter()
            .filter(|&(a, b)| a <= x && b <= y)
            .map(|(a, b)| (x - a, y - b))
            .collect()
    });
    let text = explore(&["--rules", &example("piece.py"), "--grid", "30x120"]).unwrap();
    let rows = line(&text, "rows 0 <= x <= 30 are each eventually periodic in y: ");
    assert!(rows.contains(
        "g(x, y + 4) = g(x, y) for n0(x) <= y <= 116, period 4 and saltus 0 in every row; the preperiods n0(x) for \
         x = 0..30: 0 0 0 0 0 1 3 3 4 6 6 7 9 9 10 12 12 13 15 15 16 18 18 19 21 21 22 24 24 25 27; n0(x + 3) = \
         n0(x) + 3 for 3 <= x <= 27: it grows by 3 every 3 rows"
    ));
    let n0 = numbers(rows, "for x = 0..30: ");
    for x in 0..=w {
        assert_eq!(preperiod(&g[x], 4, 0), n0[x], "row {x}");
    }
    assert!((3..=27).all(|x| n0[x + 3] == n0[x] + 3) && n0[5] != n0[2] + 3);
    let columns = line(&text, "columns 0 <= y <= 10 are each eventually periodic in x: ");
    assert!(columns.contains("g(x + 2, y) = g(x, y) for n0(y) <= x <= 28, period 2 and saltus 0 in every column"));
    assert!(columns.ends_with("column y = 11 has no pattern by the rule within x <= 30, nor is one claimed past it"));
    let m0 = numbers(columns, "for y = 0..10: ");
    for y in 0..=10 {
        let column: Vec<u32> = (0..=w).map(|x| g[x][y]).collect();
        assert_eq!(preperiod(&column, 2, 0), m0[y], "column {y}");
    }
    assert!((0..=7).all(|y| m0[y + 3] == m0[y] + 3));
    assert!(text.contains("\nconjecture, checked for 0 <= x <= 30, 0 <= y <= 120\n"));
    // What docs/your-own-game.md says of it: n0(x) is x - 4 or x - 3 from
    // x = 5, and below the line the rows repeat 0 1 3 or 1 0 2.
    assert!((5..=w).all(|x| x - n0[x] == 3 || x - n0[x] == 4));
    assert!((0..=w).all(|x| (0..n0[x]).all(|y| g[x][y] == [[0, 1, 3], [1, 0, 2]][x % 2][y % 3])));
    let page = your_own_game_page();
    for said in [
        "every row $x \\le 30$ is periodic in $y$ with period 4 from a preperiod $n_0(x)$ that grows by 3 every 3 rows",
        "every column $y \\le 10$ is periodic in $x$ with period 2",
        "$n_0(x)$ is $x - 4$ or $x - 3$ for $5 \\le x \\le 30$",
        "the rows repeat 0 1 3 (even $x$) or 1 0 2 (odd $x$)",
    ] {
        assert!(page.contains(said), "docs/your-own-game.md: {said}");
    }
    // On the default grid the rows are too short for a period of 4 after
    // their preperiods: nothing is claimed.
    let small = explore(&["--rules", &example("piece.py"), "--grid", "10x10"]).unwrap();
    assert!(
        small.contains("\nno pattern found for 0 <= x <= 10, 0 <= y <= 10"),
        "{small}"
    );
}

/// Wythoff's game on 5 rows: too few pairs for the Wythoff form, but each
/// row is arithmetic-periodic (as Dress, Flammenkamp and Pink proved for
/// every row), period and saltus equal; each (period, saltus, preperiod)
/// the explorer lists holds on the table here.
#[test]
fn wythoff_s_rows_are_arithmetic_periodic() {
    let (w, h) = (4, 100);
    let g = grid(w, h, |x, y| {
        let rook = (0..x).map(|a| (a, y)).chain((0..y).map(|b| (x, b)));
        rook.chain((1..=x.min(y)).map(|t| (x - t, y - t))).collect()
    });
    let text = explore(&["--rules", &games("wythoff 1"), "--grid", "4x100"]).unwrap();
    let rows = line(&text, "rows 0 <= x <= 4 are each eventually arithmetic-periodic in y: ");
    assert!(rows.contains(
        "g(x, y + p(x)) = g(x, y) + s(x) for n0(x) <= y <= 100 - p(x); (period, saltus, preperiod) by row x = 0..4: \
         (1, 1, 0) (3, 3, 0) (3, 3, 0) (6, 6, 8) (12, 12, 9)"
    ));
    for (x, (p, n0)) in [(1, 0), (3, 0), (3, 0), (6, 8), (12, 9)].into_iter().enumerate() {
        assert_eq!(preperiod(&g[x], p, p as u32), n0, "row {x}");
    }
}

/// A table that is not of the row form is not reported as it: take a
/// square from y, 1 from x, or 1 from both. Row 0 is the subtraction game
/// of the squares, which no pure period fits (checked here with the
/// rule's evidence: for no p with 3p <= 61 does g(0, y + p) = g(0, y) hold
/// from an n0 with 2 n0 + 2p <= 61 - p); not a sum either.
#[test]
fn rows_without_a_period_get_no_row_form() {
    let (w, h) = (9, 60);
    let g = grid(w, h, |x, y| {
        let squares = (1..=y).take_while(|s| s * s <= y).map(|s| (x, y - s * s));
        squares
            .chain((0..=1).filter(|&b| x >= 1 && b <= y).map(|b| (x - 1, y - b)))
            .collect()
    });
    assert!((1..=20).all(|p| 2 * preperiod(&g[0], p, 0) + 2 * p > h + 1 - p));
    assert!((0..=w).any(|x| (0..=h).any(|y| g[x][y] != g[x][0] ^ g[0][y])));
    let text = explore(&["--rules", &games("squares"), "--grid", "9x60"]).unwrap();
    assert!(!text.contains("rows 0 <= x"), "{text}");
}
