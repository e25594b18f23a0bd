//! AcWing 893: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::games::set_nim;
use sglab::prelude::*;
use pack::problems::acwing893::*;

sglab::suite!(Acwing893);

#[test]
fn order_repeats_and_oversized_sizes_change_nothing() {
    let mut p = Acwing893::default();
    let mut rng = Rng::new(8930);
    for _ in 0..100 {
        let (set, heaps) = Acwing893::random_small(&mut rng);
        let wins = brute_wins(&mut p, &(set.clone(), heaps.clone()));
        // The brute force plays each rewritten set as given; so does the binary.
        for rewritten in set_nim::rewrites(&set) {
            let case = (rewritten, heaps.clone());
            assert_eq!(brute_wins(&mut p, &case), wins, "{case:?}");
            let input = write::<Acwing893>(&[case]);
            assert_eq!(harness::run_ok(bin(), &input), WORDS.line(wins), "{input}");
        }
    }
}

#[test]
fn heaps_of_zero_are_empty_and_unreachable_sizes_lose() {
    let mut p = Acwing893::default();
    // A heap of 0 (beyond the statement's h_i >= 1) has no move.
    assert!(brute_wins(&mut p, &(vec![3], vec![0, 3])) && !brute_wins(&mut p, &(vec![3], vec![0, 0, 0])));
    assert_eq!(harness::run_ok(bin(), "1\n3\n2\n0 3\n"), "Yes\n");
    assert_eq!(harness::run_ok(bin(), "1\n3\n3\n0 0 0\n"), "No\n");
    // No size fits any heap: the first player cannot move (the search
    // decides it at once, past the brute force's usual bound).
    assert!(!set_nim::search().mover_wins(&set_nim::start(&[10_000, 9_999], &[9_998, 5])));
    assert_eq!(harness::run_ok(bin(), "2\n10000 9999\n2\n9998 5\n"), "No\n");
    assert_eq!(harness::run_ok(bin(), "2\n10000 9999\n1\n10000\n"), "Yes\n");
}

#[test]
fn readme_table_for_the_sample_set() {
    // The Table evidence rows: g(0..=13) for S = {2, 5}, and whether the
    // mover wins a single heap, by exhaustive search.
    let mut p = Acwing893::default();
    let g = set_nim::table(&[2, 5], 13);
    let mut lines = ["$x$", "$g(x)$", "mover"].map(|name| vec![name.to_string()]);
    for (x, v) in g.iter().enumerate() {
        let wins = brute_wins(&mut p, &(vec![2, 5], vec![x]));
        assert_eq!(wins, *v != 0, "x = {x}");
        lines[0].push(x.to_string());
        lines[1].push(v.to_string());
        lines[2].push(if wins { "wins" } else { "loses" }.to_string());
    }
    assert_write_up_has(&markdown_table(&lines[0], &lines[1..]));
}
