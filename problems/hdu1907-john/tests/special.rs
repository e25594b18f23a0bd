//! HDU 1907: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::games::nim;
use sglab::prelude::*;
use pack::problems::hdu1907::*;

sglab::suite!(Hdu1907);

#[test]
fn every_position_of_up_to_four_piles_of_up_to_six() {
    let cases: Vec<Vec<u64>> = multisets(4, 6)
        .into_iter()
        .map(|c| c.into_iter().map(u64::from).collect())
        .collect();
    assert_binary_is_brute(bin(), &mut Hdu1907::default(), &cases);
}

#[test]
fn plain_xor_is_wrong_when_every_pile_is_one() {
    // xor says "first wins" for one pile of 1 and "first loses" for two;
    // misère play says the opposite, and so must the binary.
    let expected = "Brother\nJohn\nBrother\n";
    let ones = [vec![1], vec![1, 1], vec![1, 1, 1]];
    assert_eq!(brute_answers(&mut Hdu1907::default(), &ones), expected);
    assert_eq!(harness::run_ok(bin(), "3\n1\n1\n2\n1 1\n3\n1 1 1\n"), expected);
}

#[test]
fn nim_values_from_the_rules_are_the_sizes() {
    // The reference's SJ theorem reads Grundy values as pile sizes.
    assert_eq!(grundy::table(300, nim::options), (0..=300).collect::<Vec<u32>>());
}

/// Misère Nim: with no stones at all the player to move has no move and, in
/// misère play, wins (`John`), by the misère convention the write-up names.
#[test]
fn hdu1907_no_stones_is_a_win_for_the_mover_by_the_misere_convention() {
    use crate::flat;
    use sglab::search::sum_mover_wins;
    let no_heaps: [u32; 0] = [];
    assert!(sum_mover_wins(Play::Misere, &no_heaps, nim::steps));
    assert!(!sum_mover_wins(Play::Normal, &no_heaps, nim::steps));
    let page = flat(&write_up());
    assert!(page.contains("misère convention"));
    assert!(!page.contains("his brother took the last stone"));
}

/// The SJ rule needs its condition (every position whose components all
/// have value 0 is terminal): a component whose only move leads to a Nim
/// heap of 2 has value mex{2} = 0, the rule (xor 0, no value above 1) says
/// the mover wins, and misère search says the mover loses. HDU 1907 states
/// the condition where it first states the rule.
#[test]
fn sj_rule_fails_without_its_condition_and_hdu1907_states_it() {
    use crate::flat;
    // Positions: 3 is the special component; 0, 1, 2 are Nim heaps.
    let steps = |&p: &u32| -> Vec<sglab::search::Step<u32>> {
        let to = if p == 3 { vec![2] } else { (0..p).collect() };
        to.into_iter().map(sglab::search::Step::To).collect()
    };
    let g = grundy::table(3, |p| if p == 3 { vec![vec![2]] } else { nim::options(p) });
    assert_eq!(g[3], 0, "mex {{2}} = 0");
    // Alone, the component has xor 0 and no value above 1: the rule says
    // the mover wins.
    assert!(
        !Search::new(Play::Misere, steps).mover_wins(&3),
        "the mover really loses"
    );
    let page = flat(&write_up());
    let condition = "every position whose components all have value 0 is terminal";
    let rule = page.find("This is the SJ theorem").expect("the rule's statement");
    assert!(page[rule..].starts_with(&format!(
        "This is the SJ theorem (Anti-SG; Jia Zhihao, 2009) for Nim. Its condition: {condition}"
    )));
}
