//! AtCoder ABC206 F: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use pack::problems::abc206f::intervals::Interval;
use sglab::prelude::*;
use pack::problems::abc206f::*;

sglab::suite!(Abc206f);

#[test]
fn every_list_of_up_to_three_intervals_in_1_to_6() {
    let all: Vec<Interval> = (1..6).flat_map(|l| (l + 1..=6).map(move |r| (l, r))).collect();
    let picks = multisets(3, all.len() as u32);
    let cases: Vec<Vec<Interval>> = picks
        .iter()
        .map(|m| m.iter().map(|&i| all[i as usize - 1]).collect())
        .collect();
    assert_eq!(cases.len(), 15 + 120 + 680);
    assert_binary_is_brute(bin(), &mut Abc206f::default(), &cases);
}

#[test]
fn touching_ends_do_not_meet() {
    // Closed intervals would make [1, 2) and [2, 3) meet: one move, Alice.
    let cases = vec![vec![(1, 2), (2, 3)], vec![(12, 53), (53, 98)], vec![(1, 3), (2, 4)]];
    assert_eq!(brute_answers(&mut Abc206f::default(), &cases), "Bob\nBob\nAlice\n");
    assert_eq!(harness::run_ok(bin(), &write::<Abc206f>(&cases)), "Bob\nBob\nAlice\n");
}

#[test]
fn empty_intervals_are_refused_and_a_full_list_is_read() {
    // Named by test, interval and the byte where it starts (no token is out
    // of its own range).
    let ran = harness::run(bin(), b"2\n1\n5 9\n1\n9 5\n", std::time::Duration::from_secs(10));
    assert!(matches!(ran.code, Some(c) if c != 0));
    assert_eq!(ran.stdout, "Alice\n");
    assert_eq!(
        ran.stderr,
        "error: test 2, interval 1: the interval 9 5 at byte 10 is empty: L_i = 9 is not below R_i = 5\n"
    );
    let error = parsed::<Abc206f>("1\n2\n1 2\n7 7\n").unwrap_err();
    assert_eq!(error, "interval at byte 8: L_i = 7 is not below R_i = 7");
    let hundred = format!("1\n100\n{}", "1 100\n".repeat(100));
    assert_eq!(harness::run_ok(bin(), &hundred), "Alice\n");
}

#[test]
fn shrinking_numbers_the_ends_without_changing_the_game() {
    let list = vec![(53, 98), (8, 43), (12, 53)];
    let compressed = vec![(4, 5), (1, 3), (2, 4)];
    assert!(Abc206f::shrink(&list).contains(&compressed));
    assert_eq!(table(&list)[1][100], table(&compressed)[1][100]);
}

/// The write-up's table: g(l, r) for the sample's second test, 1 <= l < r
/// <= 10, each cell zero exactly when the game on the segment alone (the
/// intervals inside it) is lost for the player to move, by search.
#[test]
fn readme_table_is_the_segment_table_and_the_search_agrees() {
    let list = golden::<Abc206f>("sample-1").0.remove(1);
    let (g, mut p) = (table(&list), Abc206f::default());
    let mut cell = |l: u32, r: u32| {
        if r <= l {
            return ".".to_string();
        }
        let inside: Vec<Interval> = list.iter().copied().filter(|&(a, b)| l <= a && b <= r).collect();
        let value = g[l as usize][r as usize];
        assert_eq!(brute_wins(&mut p, &inside), value != 0, "[{l}, {r})");
        value.to_string()
    };
    let rows: Vec<Vec<String>> = (1..10).map(|l| row(l, (2..=10).map(|r| cell(l, r)))).collect();
    let text = markdown_table(&row("$l$ \\ $r$", 2..=10), &rows);
    assert_write_up_has(&text);
}
