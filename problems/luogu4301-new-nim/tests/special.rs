//! Luogu P4301: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use pack::problems::luogu4301::*;
use sglab::prelude::*;

sglab::suite!(Luogu4301);

#[test]
fn every_input_of_up_to_five_heaps_of_up_to_seven() {
    // 791 multisets of 1 to 5 heaps of 1 to 7 matches: never -1, the
    // search's answer is the greedy's, and a kept set is a win for the
    // second player exactly when some non-empty part of it has xor 0.
    let mut p = Luogu4301::default();
    let inputs = multisets(5, 7);
    assert_eq!(inputs.len(), 791);
    for heaps in &inputs {
        let heaps: Vec<u64> = heaps.iter().map(|&h| u64::from(h)).collect();
        let best = p.search(&heaps).unwrap();
        assert_eq!(best.map(u128::from), Some(greedy_removed(&heaps)), "{heaps:?}");
        for mask in 1..1usize << heaps.len() {
            let kept = subset(&heaps, mask);
            let dependent = (1..1usize << kept.len()).any(|m| subset(&kept, m).iter().fold(0, |x, h| x ^ h) == 0);
            assert_eq!(p.second_wins(&kept), dependent, "{kept:?}");
        }
    }
    let sample: Vec<Vec<u64>> = inputs.iter().step_by(8).map(|h| h.iter().map(|&x| u64::from(x)).collect()).collect();
    for heaps in &sample {
        assert_binary_is_brute(bin(), &mut p, std::slice::from_ref(heaps));
    }
}

#[test]
fn the_cards_cases_by_search() {
    let mut p = Luogu4301::default();
    assert_eq!(p.search(&[1, 2]).unwrap(), Some(0));
    assert_eq!(p.search(&[3, 3, 3]).unwrap(), Some(6));
    assert_eq!(p.search(&[1, 2, 3]).unwrap(), Some(1));
    assert_eq!(harness::run_ok(bin(), "6\n5 5 6 6 5 5\n"), "21\n");
    assert_eq!(harness::run_ok(bin(), "2\n1 2\n"), "0\n");
    let equal = format!("100\n{}\n", vec!["1000000000"; 100].join(" "));
    assert_eq!(harness::run_ok(bin(), &equal), "99000000000\n");
    assert_eq!(greedy_removed(&[1_000_000_000; 100]), 99_000_000_000);
}

#[test]
fn the_sample_by_search_of_six_heaps() {
    // Six heaps of at most 7: past random_small's bound, still searchable.
    let mut p = Luogu4301::default();
    let heaps = [5, 5, 6, 6, 5, 5];
    let total: u64 = heaps.iter().sum();
    let best = (1..1usize << 6)
        .filter(|&m| !p.second_wins(&subset(&heaps, m)))
        .map(|m| total - subset(&heaps, m).iter().sum::<u64>())
        .min();
    assert_eq!(best, Some(21));
}

#[test]
fn the_trap_values_are_what_the_wrong_fixtures_print() {
    let fixtures = meta::root().join("problems/luogu4301-new-nim/tests/fixtures");
    let run = |fixture: &str, input: &str| {
        let cmd = ["python3".to_string(), fixtures.join(fixture).display().to_string()];
        harness::run_command(&cmd, input.as_bytes(), std::time::Duration::from_secs(60)).unwrap().stdout
    };
    assert_eq!(run("minus_one_for_zero.py", "2\n1 2\n"), "-1\n");
    assert_eq!(run("nonzero_xor.py", "3\n3 3 3\n"), "0\n");
    assert_eq!(run("nonzero_xor.py", "6\n5 5 6 6 5 5\n"), "5\n");
    assert_eq!(run("increasing.py", "3\n1 2 3\n"), "3\n");
    // Keeping 1 and 2 (the increasing greedy) is a win too, but removes 3.
    let mut p = Luogu4301::default();
    assert!(!p.second_wins(&[1, 2]) && !p.second_wins(&[3, 2]) && p.second_wins(&[1, 2, 3]));
}
