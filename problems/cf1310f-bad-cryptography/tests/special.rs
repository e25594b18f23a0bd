//! Codeforces 1310F Bad Cryptography: the shared suite (`sglab::suite!`,
//! which also defines `bin()` and `write_up()`), then the checks only this
//! problem needs: the statement's product and its examples, the shared fast
//! product against it, the group's order and generator, the checker's
//! verdicts (any valid x, x = 0 for b = 1, -1 exactly when b is not a power
//! of a), the samples and the card's other answers, the traps' figures.

use pack::problems::cf1310f::*;
use sglab::prelude::*;

sglab::suite!(Cf1310f);

/// The checker's verdict on `output` for the pairs `cases`.
fn judged(cases: &[(u64, u64)], output: &str) -> Result<(), (usize, String)> {
    Cf1310f::default().check(cases, output)
}

#[test]
fn the_statements_examples_by_its_pseudo_code() {
    let mut literal = PseudoCode::new(false);
    let examples = [(4, 4, 6), (8, 8, 13), (32, 64, 141), (5, 6, 8), (2, 2, 3)];
    for (a, b, want) in examples {
        assert_eq!(literal.multiply(a, b), want, "{a} (x) {b}");
    }
    // The powers of 8: 1, 8, 10, 13, 14 (ord 5); of 2: 1, 2, 3 (ord 3).
    let mut powers = literal.powers(8, 100).unwrap();
    powers.sort_unstable();
    assert_eq!(powers, [1, 8, 10, 13, 14]);
    assert_eq!(literal.powers(2, 100).unwrap(), [2, 3, 1]);
}

/// The trap's figure: the pseudo-code without a cache makes 616,608 calls
/// of multiply_powers_of_2 for one product of two 64-bit operands (the
/// write-up quotes it), the cached one at most 64 x 64 new results, and
/// both agree on seeded pairs.
#[test]
fn the_pseudo_code_without_a_cache_is_slow_and_the_cache_changes_nothing() {
    let mut literal = PseudoCode::new(false);
    let (a, b) = (0x9e37_79b9_7f4a_7c15, 0xd1b5_4a32_d192_ed03);
    let product = literal.multiply(a, b);
    assert_eq!(literal.calls, CALLS_ONE_PRODUCT);
    let mut cached = PseudoCode::new(true);
    assert_eq!(cached.multiply(a, b), product);
    let mut rng = Rng::new(21);
    for _ in 0..20 {
        let (a, b) = (rng.next_u64(), rng.next_u64());
        assert_eq!(literal.multiply(a, b), cached.multiply(a, b), "{a} (x) {b}");
    }
}

/// The write-up's count of calls for the pair above.
const CALLS_ONE_PRODUCT: u64 = 616_608;

#[test]
fn the_shared_fast_product_is_the_pseudo_code() {
    let (fast, mut code) = (sg::nimber::Field16::new(), PseudoCode::new(true));
    for a in 0..256u64 {
        for b in 0..256u64 {
            assert_eq!(fast.mul64(a, b), code.multiply(a, b), "{a} (x) {b}");
        }
    }
    let mut rng = Rng::new(22);
    for _ in 0..3000 {
        let (a, b) = (rng.next_u64(), rng.next_u64());
        assert_eq!(fast.mul64(a, b), code.multiply(a, b), "{a} (x) {b}");
    }
    let a = rng.next_u64();
    assert_eq!(fast.pow64(a, 12_345_678_901), code.power(a, 12_345_678_901));
}

/// F = 2^64 - 1 is the product of seven distinct primes; 2^32 + 6 (the
/// binary's generator) has order F, as has 321321321321; the elements
/// below 2^32 lie in the subfield of order 2^32 - 1; ord(2) = 3,
/// ord(8) = 5.
#[test]
fn the_group_is_cyclic_of_order_f_and_the_generator_has_full_order() {
    assert_eq!(PRIMES.iter().map(|&p| u128::from(p)).product::<u128>(), u128::from(F));
    for p in PRIMES {
        assert!((2..).take_while(|d| d * d <= p).all(|d| p % d != 0), "{p} is prime");
    }
    let mut code = PseudoCode::new(true);
    assert_eq!(code.order((1 << 32) | 6), F);
    assert_eq!(code.order(321_321_321_321), F);
    assert_eq!((code.order(2), code.order(8)), (3, 5));
    // Below 2^32 every order divides 2^32 - 1; (1 << 32) | 6 is the
    // smallest element of order F from 2^32 on.
    let mut rng = Rng::new(23);
    for _ in 0..20 {
        let a = rng.next_u64() >> 32;
        assert_eq!(((1u64 << 32) - 1) % code.order(a.max(1)), 0, "{a}");
    }
    for a in (1u64 << 32)..(1 << 32) | 6 {
        assert_ne!(code.order(a), F, "{a}");
    }
}

#[test]
fn the_samples_answers_and_the_cards_other_answers_are_accepted() {
    let (cases, sample) = golden::<Cf1310f>("sample-1");
    assert_eq!(judged(&cases, &sample), Ok(()));
    assert_eq!(harness::run_ok(bin(), &write::<Cf1310f>(&cases)), sample);
    // The card's method (x mod F, the CRT over all seven primes) prints
    // other valid answers, 0 for `1 1` among them.
    let other = "12297829382473034410\n0\n6148914691236517205\n11068046444225730969\n-1\n6148914691236517205\n68943624821423112\n";
    assert_eq!(judged(&cases, other), Ok(()));
    // The wrapping CRT's value on sample 7 is refused.
    let wrapped = sample.replace("68943624821423112", "68943624818814402");
    let (at, why) = judged(&cases, &wrapped).unwrap_err();
    assert_eq!(at, 6);
    assert!(why.starts_with("answer 7, a^68943624818814402 = "), "{why}");
}

#[test]
fn the_checker_accepts_any_valid_x_and_minus_one_exactly_without_one() {
    let mut p = Cf1310f::default();
    let mut rng = Rng::new(24);
    let (mut valid, mut none) = (0, 0);
    for _ in 0..sglab::suite::tier::budget(40, 200) {
        let (a, b) = (rng.range(1, 255), rng.range(1, 255));
        let powers = p.code.powers(a, 255).unwrap();
        let order = powers.len() as u64;
        for x in 0..2 * order + 2 {
            // a^0 = 1 (the empty product), a^x = powers[x - 1] cyclically.
            let power = if x == 0 { 1 } else { powers[((x - 1) % order) as usize] };
            let verdict = judge_token(&mut p.code, (a, b), &x.to_string());
            assert_eq!(verdict.is_ok(), power == b, "({a}, {b}) x = {x}: {verdict:?}");
            valid += usize::from(power == b);
        }
        let exists = powers.contains(&b);
        assert_eq!(judge_token(&mut p.code, (a, b), "-1").is_ok(), !exists, "({a}, {b})");
        none += usize::from(!exists);
    }
    assert!(valid > 40 && none > 5, "{valid} {none}");
    // x = 0 is accepted exactly when b = 1, and x up to 2^64 - 1 is read.
    assert_eq!(judged(&[(8, 1)], "0\n"), Ok(()));
    assert!(judged(&[(8, 8)], "0\n").unwrap_err().1.contains("a^0 = 1, not b = 8"));
    assert_eq!(judged(&[(1, 1)], "18446744073709551615\n"), Ok(()));
    for bad in ["-0", "+1", "01", "18446744073709551616", "-2", "x"] {
        assert!(judged(&[(2, 2)], bad).is_err(), "{bad}");
    }
    assert!(judged(&[(2, 2)], "").unwrap_err().1.contains("ends after 0 answers"));
    assert!(judged(&[(2, 2)], "1 1").unwrap_err().1.contains("text after"));
    let why = judged(&[(8, 13)], "-1").unwrap_err().1;
    assert!(why.contains("-1, but a^x = b for x = 2"), "{why}");
}

/// The trap (8, 2): 8^(F/3) = 1 but 2^(F/3) != 1, so the test at p = 3
/// finds that 2 is not a power of 8.
#[test]
fn sample_five_fails_at_the_prime_three() {
    let mut code = PseudoCode::new(true);
    assert_eq!(code.power(8, F / 3), 1);
    assert_ne!(code.power(2, F / 3), 1);
    assert_eq!(pohlig_hellman(&mut code, 8, 2), None);
}

/// Seeded 64-bit pairs: the binary's answers pass the checker, and its
/// -1 answers agree with the reference's.
#[test]
fn seeded_64_bit_pairs_pass_the_checker() {
    let mut rng = Rng::new(25);
    let mut code = PseudoCode::new(true);
    let cases: Vec<(u64, u64)> = (0..40)
        .map(|i| {
            let a = rng.next_u64().max(1);
            let b = if i % 2 == 0 { code.power(a, rng.next_u64()) } else { rng.next_u64().max(1) };
            (a, b)
        })
        .collect();
    let output = harness::run_ok(bin(), &write::<Cf1310f>(&cases));
    assert_eq!(judged(&cases, &output), Ok(()));
    let mut p = Cf1310f::default();
    let want: String = cases.iter().map(|c| p.reference(c)).collect();
    assert_eq!(output, want, "the binary prints the least x >= 1, as the reference");
}

/// The write-up's table: the powers of the nimbers 1..=15 by the
/// pseudo-code (the brute force's enumeration).
#[test]
fn readme_table_is_the_enumeration_of_powers() {
    let mut code = PseudoCode::new(false);
    let rows: Vec<Vec<String>> = (1..16u64)
        .map(|a| {
            let powers = code.powers(a, 15).unwrap();
            vec![a.to_string(), powers.len().to_string(), join(&powers).replace(' ', ", ")]
        })
        .collect();
    let header = [
        "$a$",
        "$\\operatorname{ord}(a)$",
        "$a^1, a^2, \\dots, a^{\\operatorname{ord}(a)}$",
    ];
    assert_write_up_has(&markdown_table(&header, &rows));
    // The largest baby-step table for t = 100: ceil(sqrt(200 * 6700417)).
    let m = (1u64..).find(|m| m * m >= 200 * 6_700_417).unwrap();
    assert_eq!(m, 36_608);
    assert_write_up_has("= 36608$ entries");
}

/// The write-up's shrunk counterexamples of the three wrong fixtures.
#[test]
fn the_wrong_fixtures_shrink_to_the_write_ups_cases() {
    sglab::assert_fixture_report!(
        Cf1310f,
        "crt_wrapping.c",
        shrunk_to("1\n2 3\n", "2\n", "6148914691236517204\n"),
        "a^6148914691236517204 = 2, not b = 3"
    );
    sglab::assert_fixture_report!(
        Cf1310f,
        "signed_io.c",
        shrunk_to("1\n2 2\n", "1\n", "-6148914691236517206\n"),
        "negative"
    );
    sglab::assert_fixture_report!(
        Cf1310f,
        "no_minus_one.c",
        shrunk_to("1\n1 2\n", "-1\n", "0\n"),
        "no x exists"
    );
}
