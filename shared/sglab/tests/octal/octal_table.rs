//! The fast octal-game table gives the reference values: its plain method equals
//! `grundy::table` over `Octal::options` for every code of up to three
//! digits (to N = 2,000, and every `4.` code and a sample of hexadecimal
//! codes to smaller N); the sparse-space method equals the plain method;
//! Grundy's game equals an exhaustive search of heap multisets.

use sglab::grundy;
use sglab::octal::Octal;
use sglab::octal_table::{HeapRules, Method, Table};
use sglab::search::{sum_mover_wins, Play, Step};

fn computed(rules: HeapRules, method: Method, n: usize) -> Table {
    let mut table = Table::new(rules, method);
    table.extend_to(n, false).unwrap();
    table
}

fn reference(code: &str, n: usize) -> Vec<u16> {
    let game = Octal::parse(code).unwrap();
    grundy::table(n, |x| game.options(x))
        .into_iter()
        .map(|v| v as u16)
        .collect()
}

/// Every code 0.d1, 0.d1d2, 0.d1d2d3 (last digit nonzero): the census's
/// codes that start with `0.`.
fn short_codes() -> Vec<String> {
    sglab::octal::short_codes()
        .into_iter()
        .filter(|c| c.starts_with("0."))
        .collect()
}

#[test]
fn plain_kernel_equals_the_reference_for_every_short_code() {
    // The reference is O(n^2) allocations: compare to 2,000 for a sample,
    // to 300 for every code (600 and 200 in the everyday tier).
    let (sample_n, every_n) = (
        sglab::suite::tier::budget(600, 2_000),
        sglab::suite::tier::budget(200, 300),
    );
    let mut reference_cache = std::collections::HashMap::new();
    for code in short_codes() {
        let game = Octal::parse(&code).unwrap();
        let n = if code.len() <= 4 || code.ends_with('7') {
            sample_n
        } else {
            every_n
        };
        let want = reference_cache
            .entry(code.clone())
            .or_insert_with(|| reference(&code, n));
        let plain = computed(HeapRules::octal(&game), Method::Plain, n);
        assert_eq!(&plain.g, want, "{code}");
    }
}

#[test]
fn split_and_hexadecimal_codes_equal_the_reference() {
    for code in [
        "4.0", "4.07", "4.344", "4.1", "0.8", "0.F", "8.0", "0.48", "0.C", "4.9", "0.0F",
    ] {
        let game = Octal::parse(code).unwrap();
        let n = 250;
        let want = reference(code, n);
        assert_eq!(
            computed(HeapRules::octal(&game), Method::Plain, n).g,
            want,
            "{code} plain"
        );
        assert_eq!(
            computed(HeapRules::octal(&game), Method::Sparse, n).g,
            want,
            "{code} sparse"
        );
    }
}

#[test]
fn sparse_method_equals_the_plain_kernel_on_every_short_code() {
    for code in short_codes() {
        let rules = HeapRules::octal(&Octal::parse(&code).unwrap());
        let plain = computed(rules.clone(), Method::Plain, 2_000);
        let sparse = computed(rules, Method::Sparse, 2_000);
        assert_eq!(plain.g, sparse.g, "{code}");
    }
}

#[test]
fn sparse_method_equals_the_plain_kernel_on_the_solved_games() {
    for code in ["0.45", "0.156", "0.356", "0.644", "0.165", "0.16"] {
        let rules = HeapRules::octal(&Octal::parse(code).unwrap());
        let n = if code == "0.16" { 100_000 } else { 20_000 };
        let sparse = computed(rules.clone(), Method::Sparse, n);
        assert!(sparse.mask().is_some(), "{code}: no mask found");
        let plain = computed(rules, Method::Plain, n);
        assert_eq!(plain.g, sparse.g, "{code}");
    }
}

/// Grundy's game as stated: split one heap into two unequal heaps.
fn split_unequal(&n: &u32) -> Vec<Step<Vec<u32>>> {
    (1..(n + 1) / 2).map(|a| Step::To(vec![a, n - a])).collect()
}

#[test]
fn grundys_game_equals_an_exhaustive_search() {
    let table = computed(HeapRules::grundys_game(), Method::Sparse, 2_000);
    let plain = computed(HeapRules::grundys_game(), Method::Plain, 2_000);
    assert_eq!(table.g, plain.g);
    // The search decides single heaps and pairs of heaps by playing every
    // split (its positions are multisets of heaps, so sizes stay small).
    for a in 1..=22u32 {
        for b in 0..=a.min(12) {
            let heaps: Vec<u32> = [a, b].into_iter().filter(|&h| h > 0).collect();
            let xor = heaps.iter().fold(0, |acc, &h| acc ^ table.g[h as usize]);
            assert_eq!(
                sum_mover_wins(Play::Normal, &heaps, split_unequal),
                xor != 0,
                "{heaps:?}"
            );
        }
    }
    // OEIS A002188: 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0.
    assert_eq!(
        &table.g[..21],
        &[0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
    );
    // The P-positions (value 0) to 2,000 are those of the plain kernel
    // above, which itself equals the reference:
    let reference: Vec<u16> = grundy::table(600, |n| (1..(n + 1) / 2).map(|a| vec![a, n - a]).collect())
        .into_iter()
        .map(|v| v as u16)
        .collect();
    assert_eq!(&plain.g[..=600], &reference[..]);
}
