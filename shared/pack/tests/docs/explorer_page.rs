//! docs/explorer.md and the explorer's help say what the explorer does: the
//! octal periodicity theorem's counterexample for n0 = 0 is 0.4 (computed
//! here, and proven by `--prove`), and `--grid WxH` prints what the help
//! says.

use crate::{explore, flat, read};
use sglab::grundy;
use sglab::octal::Octal;

/// The octal periodicity theorem needs n0 >= 1: 0.4 (split a heap into two
/// non-empty heaps after removing one token) has g = 0, 0, 0, 1, ...;
/// period 1 holds on the theorem's range 0 <= n < 2 for n0 = 0 (2 n0 + p +
/// k = 2) and fails at n = 2. 0.31 is not a counterexample: with p = 3 the
/// hypothesis already fails on 0 <= n < 5. The explorer's `--prove` is not
/// fooled: it proves 0.4's true period. docs/explorer.md gives 0.4 as the
/// counterexample, not 0.31.
#[test]
fn octal_0_4_is_the_counterexample_for_n0_0_and_0_31_is_not() {
    let four = Octal::parse("0.4").unwrap();
    let g = grundy::table(40, |n| four.options(n));
    assert_eq!(&g[..4], &[0, 0, 0, 1]);
    let (n0, p, k) = (0, 1, four.length());
    assert_eq!(2 * n0 + p + k, 2);
    assert!(
        (n0..2 * n0 + p + k).all(|n| g[n + p] == g[n]),
        "hypothesis holds for n0 = 0"
    );
    assert_ne!(g[2 + p], g[2], "and the conclusion fails at n = 2");
    let proof = explore("--octal 0.4 --prove");
    assert!(
        proof.contains("proven for all n >= 54 by the octal periodicity theorem"),
        "{proof}"
    );
    assert!(proof.contains("period 34, saltus 0, preperiod 54"), "{proof}");

    let g31 = grundy::table(40, |n| Octal::parse("0.31").unwrap().options(n));
    let (p, k) = (3, 2);
    assert_eq!((g31[2], g31[5]), (2, 0));
    assert!((0..p + k).any(|n| g31[n + p] != g31[n]), "0.31 fails the hypothesis");

    let readme = flat(&read("docs/explorer.md"));
    assert!(
        readme.contains("for $n_0 = 0$ it fails, as 0.4"),
        "the explorer page's counterexample"
    );
    assert!(!readme.contains("fails: 0.31"));
}

/// `--grid WxH` prints x = 0..W and y = 0..H, and the help says so.
#[test]
fn the_grid_help_says_what_it_prints() {
    let usage = flat(explorer::USAGE);
    assert!(usage.contains("x = 0..W by y = 0..H, (W+1) x (H+1) values"), "{usage}");
    assert!(!usage.contains("W x H grid"));
}
