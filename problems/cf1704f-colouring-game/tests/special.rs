//! Codeforces 1704F: the shared suite (`sglab::suite!`, which also defines
//! `bin()` and `write_up()`), then the checks only this problem needs.

use pack::problems::cf1704f::*;
use sglab::prelude::*;

sglab::suite!(Cf1704f);

/// Every row of `n` cells over R and B.
fn rows(n: usize) -> Vec<Vec<u8>> {
    (0..1u32 << n)
        .map(|bits| (0..n).map(|i| if bits >> i & 1 == 1 { b'R' } else { b'B' }).collect())
        .collect()
}

/// g(0..=n) of Dawson's Kayles straight from its recurrence, the mex kept
/// in a 64-bit mask: independent of the octal machinery and of the binary.
fn recurrence(n: usize) -> Vec<u8> {
    let mut g = vec![0u8; n + 1];
    for m in 2..=n {
        let mut seen = 0u64;
        for j in 0..=(m - 2) / 2 {
            seen |= 1 << (g[j] ^ g[m - 2 - j]);
        }
        g[m] = seen.trailing_ones() as u8;
    }
    g
}

#[test]
fn every_row_up_to_11_cells_is_the_search() {
    let cases: Vec<Vec<u8>> = (2..=11).flat_map(rows).collect();
    assert_eq!(cases.len(), 4092);
    assert_binary_is_brute(bin(), &mut Cf1704f::default(), &cases);
}

#[test]
fn the_rule_is_the_search_on_every_row_up_to_13_cells() {
    let mut p = Cf1704f::default();
    for s in (2..=13).flat_map(rows) {
        assert_eq!(
            p.rule_alice_wins(&s),
            p.real_alice_wins(&s),
            "{}",
            String::from_utf8_lossy(&s)
        );
    }
}

/// The proof's induction claim on every row with white cells, either player
/// to move: the mover wins iff they have more cells of their colour, or as
/// many and the xor of g over the alternating runs of coloured cells is not 0.
#[test]
fn the_claim_holds_on_every_position_with_white_cells_up_to_9() {
    let p = Cf1704f::default();
    let mut search = Search::new(Play::Normal, real_moves);
    let mut checked = 0;
    for n in 2..=9u32 {
        for code in 0..3u32.pow(n) {
            let (mut red, mut blue) = (0, 0);
            let mut digits = code;
            for i in 0..n {
                match digits % 3 {
                    1 => red |= 1 << i,
                    2 => blue |= 1 << i,
                    _ => {}
                }
                digits /= 3;
            }
            for alice_to_move in [true, false] {
                let row = Row {
                    n: n as u8,
                    red,
                    blue,
                    alice_to_move,
                };
                let (own, other) = if alice_to_move { (red, blue) } else { (blue, red) };
                let d = own.count_ones() as i32 - other.count_ones() as i32;
                let shown = row.show();
                let x = shown
                    .split('W')
                    .map(|piece| p.runs_xor(piece.as_bytes()))
                    .fold(0, |x, v| x ^ v);
                let claim = d > 0 || (d == 0 && x != 0);
                assert_eq!(
                    search.mover_wins(&row),
                    claim,
                    "{shown}, Alice to move: {alice_to_move}"
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 2 * (2..=9).map(|n| 3u32.pow(n)).sum::<u32>());
}

#[test]
fn the_table_and_its_period_to_20000() {
    let g = recurrence(20_000);
    // The octal machinery (0.07) agrees, and the reference reads the same period off it.
    let octal = kayles_table(5000);
    assert!(octal.iter().zip(&g).all(|(&a, &b)| a == u16::from(b)));
    let p = Cf1704f::default();
    assert_eq!(
        (p.pattern().preperiod, p.pattern().period, p.pattern().saltus),
        (53, 34, 0)
    );
    let first: Vec<u8> = g[..=40].to_vec();
    assert_eq!(
        first,
        [
            0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0,
            1, 1, 2, 0, 3
        ]
    );
    assert!((53..=20_000 - 34).all(|m| g[m] == g[m + 34]));
    // The last failure of the period is at 52: g(52) = 2, g(86) = 9.
    assert_eq!((g[52], g[86]), (2, 9));
    assert_eq!(g.iter().max(), Some(&9));
    // The theorem's range for two heaps and 2 cells removed: 53 <= m < 142.
    assert_eq!(sglab::pattern::theorem_end(53, 34, 2, 2), 142);
    // Folding by m mod 34 is wrong first at 34.
    assert_eq!((1..=20_000).find(|&m| g[m] != g[m % 34]), Some(34));
    assert_eq!((g[34], g[0]), (4, 0));
    for (m, &v) in g.iter().enumerate().take(20_001) {
        assert_eq!(p.run_value(m), u32::from(v), "g({m})");
    }
}

#[test]
fn the_binary_folds_long_runs_right() {
    // Alternating rows of every even length to 400, each a single run: the
    // answer is g(n) != 0, from the recurrence.
    let g = recurrence(400);
    let cases: Vec<Vec<u8>> = (1..=200).map(|k| b"RB".repeat(k)).collect();
    assert_binary_answers::<Cf1704f>(bin(), &cases, |s| WORDS.answer(g[s.len()] != 0).to_string());
}

#[test]
fn readme_table_is_the_recurrence() {
    let g = recurrence(101);
    let rows: Vec<Vec<String>> = (0..6).map(|r| row(17 * r, (0..17).map(|c| g[17 * r + c]))).collect();
    let header = row("$m$", (0..17).map(|c| format!("+{c}")));
    assert_write_up_has(&markdown_table(&header, &rows));
}

#[test]
fn the_traps_on_the_card() {
    let mut p = Cf1704f::default();
    let wins = |p: &mut Cf1704f, s: &str| p.real_alice_wins(s.as_bytes());
    // BR: a tie, one alternating run of 2 (g = 1); equal-colour runs 1, 1
    // would xor to 0.
    assert!(wins(&mut p, "BR"));
    assert_eq!(alternating_runs(b"BR"), [2]);
    // BRBBRR: 3 R-B adjacencies (odd), runs 3, 2, 1, xor 0: Bob.
    assert!(!wins(&mut p, "BRBBRR"));
    assert_eq!(alternating_runs(b"BRBBRR"), [3, 2, 1]);
    assert_eq!(b"BRBBRR".windows(2).filter(|w| w[0] != w[1]).count(), 3);
    // RBR: the counts decide, Alice, whatever a third-party page says.
    assert!(wins(&mut p, "RBR"));
    // RBRBRB (sample 3): a tie that Alice wins.
    assert!(wins(&mut p, "RBRBRB"));
    // n = 1 breaks the rule ("R": Alice cannot move), and is refused.
    assert!(!p.real_alice_wins(b"R") && p.rule_alice_wins(b"R"));
    let err = harness::expect_failure(bin(), b"1\n1\nR\n", "");
    assert!(err.contains("n at byte 2"), "{err}");
}

#[test]
fn a_bad_row_is_refused_by_name() {
    let err = harness::expect_failure(bin(), b"2\n2\nRB\n3\nRGB\n", "Alice\n");
    assert!(
        err.contains("s at byte 9") && err.contains("3 letters R or B (test 2)"),
        "{err}"
    );
    let err = harness::expect_failure(bin(), b"1\n4\nRB\n", "");
    assert!(err.contains("4 letters R or B"), "{err}");
}

#[test]
fn explanation_names_a_kayles_move_the_search_confirms() {
    let text = Cf1704f::default().explain(&b"RBRBRB".to_vec());
    assert!(text.contains("winning move: Alice paints cells"), "{text}");
    assert!(text.contains("(confirmed by exhaustive search)"), "{text}");
}

#[test]
fn runs_of_equal_colour_are_caught_at_rb() {
    sglab::assert_fixture_report!(Cf1704f, "equal_colour_runs.py", ":\n  1\n  2\n  RB\n");
}

#[test]
fn a_tie_given_to_bob_is_caught() {
    sglab::assert_fixture_report!(Cf1704f, "tie_to_bob.py", ":\n  1\n  2\n  RB\n");
}

#[test]
fn the_parity_of_adjacencies_is_caught() {
    sglab::assert_fixture_report!(Cf1704f, "adjacency_parity.py", ":\n  1\n  6\n  BRBRRB\n");
}

#[test]
fn folding_mod_34_is_caught_at_34() {
    sglab::assert_fixture_report!(
        Cf1704f,
        "fold_mod_34.c",
        ":\n  1\n  34\n",
        "from the proven reference"
    );
}

#[test]
fn folding_from_52_is_caught_at_86() {
    sglab::assert_fixture_report!(
        Cf1704f,
        "fold_from_52.c",
        ":\n  1\n  90\n",
        "from the proven reference"
    );
}

#[test]
fn bob_on_rbr_is_caught() {
    sglab::assert_fixture_report!(Cf1704f, "rbr_for_bob.py", ":\n  1\n  3\n  RBR\n");
}
