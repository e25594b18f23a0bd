//! HDU 3537: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::games::mock_turtles;
use sglab::prelude::*;
use pack::problems::hdu3537::*;

sglab::suite!(Hdu3537);

#[test]
fn every_set_of_heads_below_coin_ten_matches_the_brute_force() {
    let cases: Vec<Vec<u64>> = (0..1u64 << 10)
        .map(|mask| (0..10).filter(|&c| mask >> c & 1 == 1).collect())
        .collect();
    let mut p = Hdu3537::default();
    assert_binary_is_brute(bin(), &mut p, &cases);
    // Lost sets exist in numbers: the test is not all `No`.
    assert_eq!(
        brute_answers(&mut p, &cases).lines().filter(|&a| a == "Yes").count(),
        1 << 10 >> 5
    );
}

#[test]
fn a_coin_listed_twice_is_one_coin() {
    // The card's trap: `2` / `0 0` is one head at 0, a win; a xor over the
    // list as given cancels the two and says `Yes`.
    let cases = vec![vec![0, 0], vec![3, 1, 3], vec![0, 1, 2, 3, 2], vec![4, 4, 4, 4]];
    let brute = brute_answers(&mut Hdu3537::default(), &cases);
    assert_eq!(brute, "No\nNo\nYes\nNo\n");
    assert_eq!(harness::run_ok(bin(), &write::<Hdu3537>(&cases)), brute);
    for case in &cases {
        let naive = case.iter().fold(0, |x, &c| x ^ mock_turtles::value(c));
        assert_ne!(naive, mock_turtles::set_value(case), "{case:?}");
    }
    let text = Hdu3537::default().explain(&vec![0, 0]);
    assert!(
        text.contains("repeated positions dropped): coin 0 -> 1; xor = 1"),
        "{text}"
    );
    // The write-up's account of the wrong fixture: shrunk to `2` / `0 0`.
    sglab::assert_fixture_report!(
        Hdu3537,
        "no_dedup.py",
        ":\n  2\n  0 0\n",
        "repeated positions dropped"
    );
}

#[test]
fn positions_up_to_two_to_the_63_are_exact() {
    let top = u64::MAX >> 1;
    // value(top) = 2 top + 1 when top (63 ones) is odious: 2^64 - 2.
    assert_eq!(mock_turtles::value(top), u64::MAX - 1);
    assert_eq!(harness::run_ok(bin(), &format!("2\n{top} {top}\n1\n{top}\n")), "No\nNo\n");
}

#[test]
fn explained_moves_are_confirmed_by_the_search() {
    let mut p = Hdu3537::default();
    assert_explanations_say(&mut p, 3537, 500, &["Yes", "the search confirms"]);
    assert!(p.explain(&vec![99_999_999, 5]).contains("too large to search"));
}

/// The write-up's table: the values of single heads at coins 0..16 from
/// the rules (mex over every set of heads, no lemma), and the rule.
#[test]
fn readme_figures_are_the_brute_force() {
    let readme = write_up();
    let ones = (0..16u64).map(|x| x.count_ones());
    let rows = [
        row("$g$, by search", mock_turtles::values_by_search(16)),
        row("one bits of $x$", ones),
    ];
    let table = markdown_table(&row("coin $x$", 0..16), &rows);
    assert!(readme.contains(&table), "README.md lacks the table:\n{table}");
    // The worked example: heads at 2, 3, 5 by search and by the rule; the
    // move leaves the sample's lost position 0 1 2 3.
    let mut search = mock_turtles::search();
    assert!(search.mover_wins(&0b101100));
    assert_eq!([2, 3, 5].map(mock_turtles::value), [4, 7, 11]);
    assert_eq!(mock_turtles::set_value(&[2, 3, 5]), 8);
    assert_eq!(mock_turtles::winning_move(&[2, 3, 5]), Some(vec![5, 1, 0]));
    assert!(!search.mover_wins(&0b001111));
    assert!(readme.contains("$4 \\oplus 7 \\oplus 11 = 8$"));
    assert!(readme.contains("turn over coins 5, 1 and 0"));
}

/// HDU 3537's hint points at the statement's sentence about repeated
/// positions by what it says, not by a position in the statement (it is not
/// the last one); Berzerk's Lemma 1 has the winner follow his own forcing
/// strategy.
#[test]
fn hdu3537_hint_and_cf786a_lemma_1_wording() {
    use crate::{flat, read};
    let coins = flat(&write_up());
    assert!(!coins.contains("last sentence"));
    assert!(
        coins.contains("The input may list a position more than once. Read the statement's sentence about that twice")
    );
    assert!(coins.contains("a position may be listed more than once, and it is still one coin"));
    let berzerk = flat(&read("problems/cf786a-berzerk/README.md"));
    assert!(!berzerk.contains("taken over by himself"));
    assert!(berzerk.contains("then following his own forcing strategy from that Lose position"));
}
