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
