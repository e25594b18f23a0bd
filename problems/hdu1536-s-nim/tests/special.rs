//! HDU 1536: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::games::set_nim;
use sglab::prelude::*;
use pack::problems::hdu1536::*;

sglab::suite!(Hdu1536);

#[test]
fn order_repeats_and_oversized_sizes_change_no_answer() {
    let mut p = Hdu1536::default();
    let mut rng = Rng::new(1536);
    let mut tests = Vec::new();
    for _ in 0..200 {
        let (set, positions) = Hdu1536::random_small(&mut rng);
        let line = brute_answers(&mut p, &[(set.clone(), positions.clone())]);
        // The brute force plays each rewritten set as given.
        for rewritten in set_nim::rewrites(&set) {
            let test = (rewritten, positions.clone());
            assert_eq!(brute_answers(&mut p, std::slice::from_ref(&test)), line, "{test:?}");
            tests.push(test);
        }
    }
    assert_binary_is_brute(bin(), &mut p, &tests);
}

#[test]
fn heaps_of_zero_and_sets_past_every_heap() {
    let mut p = Hdu1536::default();
    let tests = [
        (vec![3], vec![vec![0], vec![0, 0, 0], vec![0, 3], vec![3, 3]]),
        (
            vec![10_000, 9_999],
            vec![vec![9_998, 5], vec![10_000], vec![10_000, 9_999]],
        ),
    ];
    let expected = "LLWL\nLWL\n";
    assert_eq!(tests.iter().map(|t| p.reference(t)).collect::<String>(), expected);
    assert_eq!(brute_answers(&mut p, &tests[..1]), "LLWL\n");
    assert_eq!(harness::run_ok(bin(), &write::<Hdu1536>(&tests)), expected);
}

#[test]
fn readme_rows_for_the_sample_sets() {
    let mut p = Hdu1536::default();
    let mut rows = Vec::new();
    for set in [vec![2, 5], vec![1, 2, 3, 4, 5]] {
        let g = set_nim::table(&set, 12);
        // The single-heap search: the mover loses exactly where g = 0.
        let single_heaps = (set.clone(), (0..=12).map(|x| vec![x]).collect());
        let wins = answer(g.iter().map(|&v| v != 0));
        assert_eq!(brute_answers(&mut p, &[single_heaps]), wins, "S = {set:?}");
        // The label in TeX: $S = \{2, 5\}$.
        let label = set_nim::show_set(&set).replace('{', "\\{").replace('}', "\\}");
        rows.push(row(format!("$S = {label}$"), &g));
    }
    assert_write_up_has(&markdown_table(&row("$x$", 0..=12), &rows));
    // The worked case of the write-up, far past the rows: g(x) = x mod 6.
    let g = set_nim::table(&[1, 2, 3, 4, 5], 10_000);
    assert!(g.iter().enumerate().all(|(x, &v)| v as usize == x % 6));
}
