//! `explore --rules CMD --from POS...`, `--box` and `--loopy`: the
//! examples' values against independent computations here (Moore's rule
//! for Nim_2, the xor of the heads' places for Turning Turtles, a plain
//! retrograde analysis of the loopy game's sums over their own product
//! graph, with no generalized values), the cycle and bound errors, the
//! box's table against the one-size path's words, and hostile rules
//! programs refused by name on the new path. Short Python programs; counts,
//! never clocks.

use super::rules::{example, fixture};
use super::rules_forms::your_own_game_page;
use crate::explore;

/// `--csv` rows: position, value, outcome letter.
fn rows(args: &[&str]) -> Vec<(String, String, String)> {
    let mut all = args.to_vec();
    all.push("--csv");
    let csv = explore(&all).unwrap();
    assert!(csv.starts_with("position,g,outcome\n"), "{csv}");
    csv.lines()
        .skip(1)
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            (f[0].to_string(), f[1].to_string(), f[2].to_string())
        })
        .collect()
}

#[test]
fn moore_s_nim_2_on_three_heaps_has_moore_s_p_positions() {
    let nim2 = format!("python3 {}", example("nim2.py"));
    let all = rows(&["--rules", &nim2, "--from", "4 4 5"]);
    assert_eq!(all.len(), 5 * 5 * 6, "every a b c below the start is reached");
    for (position, g, outcome) in &all {
        let heaps: Vec<u32> = position.split(' ').map(|h| h.parse().unwrap()).collect();
        // Moore (1910): P exactly when each binary digit column sums to a
        // multiple of 3.
        let p = (0..4).all(|bit| heaps.iter().map(|h| (h >> bit) & 1).sum::<u32>() % 3 == 0);
        assert_eq!(outcome == "P", p, "{position}");
        assert_eq!(g == "0", p, "{position}");
    }
    let text = explore(&["--rules", &nim2, "--from", "3 4 5", "1 2 3"]).unwrap();
    assert_eq!(
        text,
        format!(
            "rules program {nim2}: 120 positions reached from 2 starts\n\
             3 4 5: g = 12, N (the player to move wins); a winning move leaves 3 3 3\n\
             1 2 3: g = 6, N (the player to move wins); a winning move leaves 1 1 1\n"
        )
    );
}

#[test]
fn turning_turtles_is_the_xor_of_the_heads_places() {
    let turtles = format!("python3 {}", example("turtles.py"));
    let all = rows(&["--rules", &turtles, "--from", "HTTHTH"]);
    assert!(
        all.iter().any(|(row, g, _)| row == "TTTTTT" && g == "0"),
        "the end is reached"
    );
    for (row, g, _) in &all {
        let xor = row
            .bytes()
            .enumerate()
            .filter(|&(_, c)| c == b'H')
            .fold(0, |x, (i, _)| x ^ (i + 1));
        assert_eq!(g, &xor.to_string(), "{row}");
    }
    let text = explore(&["--rules", &turtles, "--from", "HTTH", "HTTH,THH"]).unwrap();
    assert!(text.ends_with(
        ": 15 positions reached from 2 starts\n\
         HTTH: g = 5, N (the player to move wins); a winning move leaves TTTT\n\
         HTTH,THH: g = 4, N (the player to move wins); a winning move leaves HTTT,THH\n"
    ));
}

/// The loopy example's moves: take 1 or 2, add 1 to a heap of 3k + 1.
fn grow(n: usize) -> Vec<usize> {
    let mut o: Vec<usize> = [1, 2].iter().filter(|&&t| t <= n).map(|t| n - t).collect();
    if n % 3 == 1 {
        o.push(n + 1);
    }
    o
}

/// Win, loss or draw of the sum of two heaps of the loopy game, by plain
/// fixed-point iteration over the pairs (no generalized values).
fn grow_pairs(top: usize) -> Vec<Vec<&'static str>> {
    let size = top + 3;
    let mut out = vec![vec![""; size]; size];
    loop {
        let mut changed = false;
        for a in 0..size {
            for b in 0..size {
                if !out[a][b].is_empty() {
                    continue;
                }
                let moves: Vec<(usize, usize)> = grow(a)
                    .into_iter()
                    .map(|x| (x, b))
                    .chain(grow(b).into_iter().map(|y| (a, y)))
                    .filter(|&(x, y)| x < size && y < size)
                    .collect();
                if moves.iter().any(|&(x, y)| out[x][y] == "P") {
                    out[a][b] = "N";
                    changed = true;
                } else if moves.iter().all(|&(x, y)| out[x][y] == "N") {
                    out[a][b] = "P";
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    out
}

#[test]
fn a_loopy_game_s_sums_match_their_product_graph() {
    let cmd = format!("python3 {}", example("grow.py"));
    let top = 7;
    let starts: Vec<String> = (0..=top)
        .flat_map(|a| (0..=top).map(move |b| format!("{a},{b}")))
        .collect();
    let mut args = vec!["--rules", cmd.as_str(), "--loopy", "--from"];
    args.extend(starts.iter().map(String::as_str));
    let text = explore(&args).unwrap();
    let brute = grow_pairs(top);
    let mut kinds = std::collections::BTreeSet::new();
    for (line, start) in text.lines().skip(1).zip(&starts) {
        let (a, b) = start.split_once(',').unwrap();
        let expected = brute[a.parse::<usize>().unwrap()][b.parse::<usize>().unwrap()];
        let word = match expected {
            "P" => "P (",
            "N" => "N (",
            _ => "draw (",
        };
        assert!(
            line.starts_with(&format!("{start}: γ = ")) && line.contains(word),
            "{line} vs {expected}"
        );
        kinds.insert(word);
    }
    assert_eq!(kinds.len(), 3, "wins, losses and draws all met");
    let table = explore(&["--rules", &cmd, "--loopy", "-n", "12"]).unwrap();
    assert!(table.ends_with(
        ": γ(n) for n = 0..12 (Smith's generalized values; 13 positions reached)\n   \
         0     0 ∞{0} ∞{0}    0 ∞{0} ∞{0}    0 ∞{0} ∞{0}    0\n  \
         10  ∞{0} ∞{0}    0\n\
         P, 5 for n <= 12: 0 3 6 9 12\n\
         N, 8 for n <= 12: 1 2 4 5 7 8 10 11\n\
         draw: none for n <= 12\n\
         outcomes periodic, period 3, preperiod 0: P at n ≡ 0; N at n ≡ 1, 2 (mod 3) for 0 <= n <= 12\n\
         conjecture, checked for n <= 12\n"
    ));
    // The period line against the plain analysis: one heap is the pair
    // (n, 0), and no heap up to 12 moves past 11.
    let one: Vec<&str> = grow_pairs(12).iter().take(13).map(|row| row[0]).collect();
    assert!(
        one.iter()
            .enumerate()
            .all(|(n, &o)| (o == "P") == (n % 3 == 0) && ["P", "N"].contains(&o)),
        "{one:?}"
    );
}

/// A loopy table drawn from n = 2 on (the ladder: step down one, or up one
/// from 1 to 4), by hand: 0 lost, 1 won (to 0), and from 2 neither side can
/// be forced down to 1; the period is the plain fact, and no form is read
/// from values that are not all finite.
#[test]
fn a_loopy_table_s_outcomes_are_read_by_the_catalogue() {
    let text = explore(&["--rules", &fixture("games ladder"), "--loopy", "-n", "12"]).unwrap();
    assert!(
        text.ends_with(
            "draw, 11 for n <= 12: 2 3 4 5 6 7 8 9 10 11 12\n\
             outcomes periodic, period 1, preperiod 2: draw at every n for 2 <= n <= 12\n\
             conjecture, checked for n <= 12\n"
        ),
        "{text}"
    );
    assert!(!text.contains("every γ(n) finite"));
    // A game without cycles, asked as loopy: every γ is its g, n mod 3 for
    // the subtraction set {1, 2}, and the catalogue reads it.
    let text = explore(&["--rules", &fixture("games subtract 1,2"), "--loopy", "-n", "12"]).unwrap();
    assert!(text.contains("\n   0  0 1 2 0 1 2 0 1 2 0\n  10  1 2 0\n"), "{text}");
    assert!(
        text.ends_with(
            "every γ(n) finite: period 3, saltus 0, preperiod 0: g(n + 3) = g(n) for 0 <= n <= 9\n\
             conjecture, checked for n <= 12\n"
        ),
        "{text}"
    );
}

#[test]
fn cycles_bounds_and_sums_in_loopy_options_are_errors_that_say_where() {
    let cmd = format!("python3 {}", example("grow.py"));
    let err = explore(&["--rules", &cmd, "--from", "1"]).unwrap_err();
    assert!(
        err.starts_with(
            "position 1: a cycle, 1 -> 2 -> 1 (every option must lead away for good; --loopy allows cycles)"
        ),
        "{err}"
    );
    // The table path asks each size in turn: it meets grow's option 2 of
    // position 1 before any cycle (docs/your-own-game.md quotes both).
    let err = explore(&["--rules", &cmd, "-n", "12"]).unwrap_err();
    let not_smaller = "position 1: answer \"0;2\": option 2 leaves 2, not smaller than the position";
    assert!(err.starts_with(not_smaller), "{err}");
    let page = your_own_game_page();
    for said in ["`position 1: a cycle, 1 -> 2 -> 1`", &format!("`{not_smaller}`")] {
        assert!(page.contains(said), "docs/your-own-game.md does not quote {said}");
    }
    let nim2 = format!("python3 {}", example("nim2.py"));
    let err = explore(&["--rules", &nim2, "--from", "4 4 4", "--bound", "50"]).unwrap_err();
    assert!(
        err.contains(": more than 50 positions reached (--bound N allows more"),
        "{err}"
    );
    let lasker = format!("python3 {}", example("lasker.py"));
    let err = explore(&["--rules", &lasker, "--loopy", "--from", "3"]).unwrap_err();
    assert!(
        err.starts_with("position 3: option 4 leaves 2 components; with --loopy"),
        "{err}"
    );
    let err = explore(&["--rules", &lasker, "--from", "3;4"]).unwrap_err();
    assert!(err.contains("holds `;`"), "{err}");
}

#[test]
fn a_one_size_box_says_what_the_table_path_says() {
    let cmd = fixture("games subtract 1,3,4");
    let boxed = explore(&["--rules", &cmd, "--box", "30"]).unwrap();
    let table = explore(&["--rules", &cmd, "-n", "30"]).unwrap();
    let (_, tail) = boxed.split_once('\n').unwrap();
    assert_eq!(tail, table);
    let rook = format!("python3 {}", example("rook.py"));
    let two = explore(&["--rules", &rook, "--box", "8,8"]).unwrap();
    assert!(
        two.contains("\ng(x, y) = x xor y for 0 <= x <= 8, 0 <= y <= 8"),
        "{two}"
    );
}

#[test]
fn hostile_rules_programs_are_refused_on_the_from_path() {
    let cases = [
        (
            "crash 3",
            "position 3: the rules program exited with status 3 before answering; its stderr ends: boom",
        ),
        (
            "partial 2",
            "position 2: the rules program exited with status 0 before answering (a last line without its newline is no answer)",
        ),
        ("status 99", "the rules program answered every position, then exited with status 3"),
        ("twice 99", "the rules program printed more lines than the 6 positions asked"),
        ("cycle 2", "position 2: a cycle, 2 -> 2 "),
    ];
    for (how, expected) in cases {
        let err = explore(&["--rules", &fixture(&format!("hostile {how}")), "--from", "5"]).unwrap_err();
        assert!(err.starts_with(expected), "{how}: {err}");
    }
}
