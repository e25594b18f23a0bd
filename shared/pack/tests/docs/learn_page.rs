//! What LEARN.md states about the games, computed here: HDU 1848's table
//! fits no period up to 1000, AGC010 F's rule needs the losing neighbour,
//! and g is defined by induction on options.

use crate::{explore, flat, read};
use sglab::games::subtraction;
use sglab::grundy;
use sglab::pattern;
use sglab::search::{Play, Search};

/// HDU 1848's table is not periodic as far as it is computed: up to 1000
/// the explorer's rule finds no period (no p and n0 with g(n + p) = g(n)
/// over n0 <= n < 2 n0 + 2p), and no period p <= 100 holds even on the last
/// half of the table; LEARN.md says no period up to 1000 fits.
#[test]
fn hdu1848_no_period_fits_up_to_1000() {
    let g = grundy::table(1000, subtraction::fibonacci_options);
    assert_eq!(pattern::find(&g, 0), None);
    for p in 1..=100 {
        assert!((500..=1000 - p).any(|n| g[n + p] != g[n]), "p = {p}");
    }
    assert!(explore("--game hdu1848 -n 1000").contains("no period found up to N = 1000"));
    let learn = flat(&read("LEARN.md"));
    assert!(learn.contains("no period up to 1000 fits"));
    assert!(!learn.contains("looks periodic and is not"));
}

/// LEARN.md states AGC010 F's rule with the losing neighbour (on the path
/// 1-2-3 with stones 0 1 2, vertex 3 has a neighbour with fewer stones and
/// still loses), and defines g by induction on options, which needs only
/// that every play ends.
#[test]
fn learn_md_states_the_losing_neighbour_and_induction_on_options() {
    use sglab::games::stone_tree;
    let adjacent = stone_tree::adjacency(3, &[(1, 2), (2, 3)]);
    let mut search = Search::new(Play::Normal, |p: &stone_tree::Position| stone_tree::steps(&adjacent, p));
    assert!(!search.mover_wins(&(vec![0, 1, 2], 2)), "vertex 3 loses");
    assert!(search.mover_wins(&(vec![0, 1, 2], 1)), "its smaller neighbour 2 wins");
    let learn = flat(&read("LEARN.md"));
    assert!(learn.contains("move to a *losing* neighbour with fewer stones"));
    assert!(!learn.contains("(move to a neighbour with fewer stones)"));
    assert!(!learn.contains("induction on the length of the longest play"));
    assert!(!learn.contains("by induction on the longest play"));
    assert!(learn.contains("defined by induction on options"));
}
