//! AcWing 219: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::games::cutting::{self, Rect};
use sglab::prelude::*;
use pack::problems::acwing219::*;

sglab::suite!(Acwing219);

/// Every sheet with both sides in 2..=n.
fn sheets(n: usize) -> Vec<Rect> {
    (2..=n).flat_map(|w| (2..=n).map(move |h| (w, h))).collect()
}

#[test]
fn reduced_table_decides_every_sheet_up_to_nine_and_sums_of_two_pieces() {
    let g = grundy::table2(BRUTE_SIDE, BRUTE_SIDE, cutting::options);
    let mut p = Acwing219::default();
    let all = sheets(BRUTE_SIDE);
    assert_binary_answers::<Acwing219>(bin(), &all, |&q| WORDS.answer(p.first_wins(&[q])));
    for &(w, h) in &all {
        assert_eq!(p.first_wins(&[(w, h)]), g[w][h] != 0, "{w}x{h}");
    }
    let pieces: Vec<Rect> = (2..=6).flat_map(|w| (w..=6).map(move |h| (w, h))).collect();
    for (k, &a) in pieces.iter().enumerate() {
        for &b in &pieces[k..] {
            let by_table = g[a.0][a.1] ^ g[b.0][b.1] != 0;
            assert_eq!(p.first_wins(&[a, b]), by_table, "{a:?} + {b:?}");
        }
    }
}

#[test]
fn seeding_one_by_one_with_zero_fails_the_sample_and_the_real_game() {
    // The card's trap: every cut (strips included) with 1 x 1 as the
    // terminal piece of value 0, as if whoever cuts last won.
    let wrong = grundy::table2(4, 4, |w, h| {
        let across = (1..=w / 2).map(|i| vec![(i, h), (w - i, h)]);
        across.chain((1..=h / 2).map(|j| vec![(w, j), (w, h - j)])).collect()
    });
    let sample = [(2, 2), (3, 2), (4, 2)];
    let (good, mut p) = (grundy::table2(4, 4, cutting::options), Acwing219::default());
    let real: Vec<bool> = sample.iter().map(|&q| p.first_wins(&[q])).collect();
    assert_eq!(real, [false, false, true], "the card's sample: LOSE LOSE WIN");
    let by_good: Vec<bool> = sample.iter().map(|&(w, h)| good[w][h] != 0).collect();
    let by_wrong: Vec<bool> = sample.iter().map(|&(w, h)| wrong[w][h] != 0).collect();
    assert_eq!(by_good, real);
    // 2 x 2 -> two 1 x 2 strips of value 1 each: value mex{0} = 1, "WIN".
    assert_eq!(wrong[2][2], 1);
    assert_ne!(by_wrong, real);
    assert_eq!(harness::run_ok(bin(), "2 2\n3 2\n4 2\n"), "LOSE\nLOSE\nWIN\n");
}

#[test]
fn every_supported_query_matches_the_reduced_table() {
    let g = grundy::table2(200, 200, cutting::options);
    assert_binary_answers::<Acwing219>(bin(), &sheets(200), |&(w, h)| WORDS.answer(g[w][h] != 0));
}

/// The write-up's figures: up to 200 x 200 the largest value is 9, and 561
/// sheets with w <= h are losses (value 0).
#[test]
fn acwing219_largest_value_and_losing_sheets_up_to_200() {
    use crate::flat;
    let g = grundy::table2(200, 200, sglab::games::cutting::options);
    let sheets = || (2..=200).flat_map(|w| (w..=200).map(move |h| (w, h)));
    assert_eq!(sheets().map(|(w, h)| g[w][h]).max(), Some(9));
    assert_eq!(sheets().filter(|&(w, h)| g[w][h] == 0).count(), 561);
    let page = flat(&write_up());
    assert!(page.contains("Up to $200 \\times 200$ the largest value is 9, and 561 sheets with $w \\le h$ are `LOSE`."));
}
