//! The explorer reproduces the classic results (Winning Ways ch. 4, Siegel's
//! Combinatorial Game Theory IV.2, OEIS): Kayles, Dawson's Kayles, Dawson's
//! chess and its shift, HDU 5795's split Nim, and the subtraction games
//! {1..k}; both through `pattern::find` and through the explorer's output.

use crate::explore;
use sglab::games::{split_nim, subtraction};
use sglab::grundy;
use sglab::octal::Octal;
use sglab::pattern::{find, Pattern};

/// Long enough for the octal periodicity theorem to apply to all three
/// octal games below (Kayles needs N >= 179, Dawson's Kayles N >= 209).
const N: usize = 1000;

fn octal_table(code: &str) -> Vec<u32> {
    let game = Octal::parse(code).unwrap();
    grundy::table(N, |n| game.options(n))
}

fn pattern(preperiod: usize, period: usize, saltus: u32) -> Option<Pattern> {
    Some(Pattern {
        preperiod,
        period,
        saltus,
    })
}

#[test]
fn kayles_has_period_12_from_71() {
    let g = octal_table("0.77");
    assert_eq!(find(&g, 2), pattern(71, 12, 0));
    // OEIS A002186, and the period from Winning Ways: 4 1 2 8 1 4 7 2 1 8 2 7
    // for n = 0..11 (mod 12), from n = 72 on; g(70) = 6 is the last exception.
    assert_eq!(&g[..20], &[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2]);
    let period = [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7];
    assert!((71..=N).all(|n| g[n] == period[n % 12]));
    assert_eq!(g[70], 6);
    assert!(explore(&["--octal", "0.77", "-n", "1000"]).unwrap().contains(
        "period 12, saltus 0, preperiod 71: g(n + 12) = g(n) for 71 <= n <= 988\n\
         proven for all n >= 71 by the octal periodicity theorem (it needs 71 <= n < 156)\n"
    ));
}

#[test]
fn dawsons_kayles_has_period_34_from_53_and_chess_is_it_shifted_by_one() {
    let kayles = octal_table("0.07");
    let chess = octal_table("0.137");
    assert_eq!(find(&kayles, 2), pattern(53, 34, 0));
    assert_eq!(find(&chess, 3), pattern(52, 34, 0));
    // Dawson's chess on n files is Dawson's Kayles on n + 1 pins.
    assert!((0..N).all(|n| chess[n] == kayles[n + 1]));
    // OEIS A002187 (Dawson's chess).
    let a002187 = [
        0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    ];
    assert_eq!(&chess[..30], &a002187);
    assert!(explore(&["--octal", "0.07", "-n", "1000"])
        .unwrap()
        .contains("period 34, saltus 0, preperiod 53:"));
    assert!(explore(&["--octal", "0.137", "-n", "1000"])
        .unwrap()
        .contains("period 34, saltus 0, preperiod 52:"));
}

#[test]
fn hdu5795_split_nim_has_period_8_saltus_8_from_1() {
    let g = grundy::table(300, split_nim::options);
    assert_eq!(find(&g, 0), pattern(1, 8, 8));
    // The write-up's claim: g(8m + 7) = 8m + 8, g(8m + 8) = 8m + 7, else n.
    let claim = |n: usize| match n % 8 {
        7 => n + 1,
        0 => n - 1,
        _ => n,
    };
    assert!((1..=300).all(|n| g[n] as usize == claim(n)));
    assert!(explore(&["--game", "hdu5795", "-n", "300"]).unwrap().contains(
        "period 8, saltus 8, preperiod 1: g(n + 8) = g(n) + 8 for 1 <= n <= 292\n\
         seen for n <= 300 only: a conjecture until proven\n"
    ));
}

#[test]
fn subtraction_one_to_k_has_period_k_plus_1_from_0() {
    for k in 1..=12 {
        let set: Vec<usize> = (1..=k).collect();
        let as_octal = Octal::subtraction(&set);
        let g = grundy::table(300, |n| as_octal.options(n));
        assert_eq!(g, grundy::table(300, |n| subtraction::options(&set, n)), "k = {k}");
        assert!((0..=300).all(|n| g[n] as usize == n % (k + 1)), "k = {k}");
        assert_eq!(find(&g, k), pattern(0, k + 1, 0), "k = {k}");
        let list: Vec<String> = set.iter().map(|s| s.to_string()).collect();
        let out = explore(&["--subtract", &list.join(","), "-n", "300"]).unwrap();
        assert!(
            out.contains(&format!("period {}, saltus 0, preperiod 0:", k + 1)),
            "k = {k}: {out}"
        );
        assert!(out.contains("proven for all n >= 0"), "k = {k}");
    }
}
