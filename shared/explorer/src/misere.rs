//! `--misere`: normal and misère outcomes of one heap and of two-heap sums,
//! each decided by an exhaustive search of every sum of heaps play reaches
//! (no SG theory). Time: exponential in N, hence N <= 30. Tested by
//! shared/pack/tests/tools/explore.rs.

use super::limits::MAX_MISERE_N;
use sglab::search::{sum_steps, Play, Search, Step};

/// The most positions (sums of heaps) the two searches expand in all: a
/// game whose moves leave more than they take (n -> n-1, n-1) reaches
/// exponentially many, and the search stops with an error, not a machine
/// out of memory.
pub const MAX_POSITIONS: usize = 250_000;

/// Normal and misère outcomes of single heaps 0..=n, each decided by an
/// exhaustive search of every sum of heaps play from it reaches; and how many
/// two-heap sums a + b <= n differ.
/// `heap_options(h)` lists the heaps each move from a heap of h leaves.
/// `Err` when the searches pass [`MAX_POSITIONS`].
pub(super) fn misere(title: &str, heap_options: impl Fn(usize) -> Vec<Vec<usize>>, n: usize) -> Result<String, String> {
    let expanded = std::cell::Cell::new(0usize);
    let heap_steps = |&h: &u16| -> Vec<Step<Vec<u16>>> {
        expanded.set(expanded.get() + 1);
        // Past the bound every position reads as having no move: the
        // search unwinds at once, and its answers are thrown away below.
        if expanded.get() > MAX_POSITIONS {
            return Vec::new();
        }
        heap_options(h as usize)
            .into_iter()
            .map(|parts| Step::To(parts.into_iter().map(|p| p as u16).collect()))
            .collect()
    };
    let mut normal = Search::new(Play::Normal, |p: &Vec<u16>| sum_steps(p, heap_steps));
    let mut misere = Search::new(Play::Misere, |p: &Vec<u16>| sum_steps(p, heap_steps));
    let letter = |wins: bool| if wins { 'N' } else { 'P' };
    let mut out = format!(
        "{title}: outcomes of one heap of n = 0..{n}, normal and misere play \
         (N: the player to move wins; exhaustive search of every sum of heaps reached; n <= {MAX_MISERE_N})\n"
    );
    out += " n  normal misere\n";
    let mut differ = Vec::new();
    for h in 0..=n {
        let heaps: Vec<u16> = if h == 0 { vec![] } else { vec![h as u16] };
        let (a, b) = (normal.mover_wins(&heaps), misere.mover_wins(&heaps));
        if expanded.get() > MAX_POSITIONS {
            return Err(too_many(h));
        }
        if a != b {
            differ.push(h.to_string());
        }
        out += &format!(
            "{h:>2}  {:>6} {:>6}{}\n",
            letter(a),
            letter(b),
            if a != b { "  differ" } else { "" }
        );
    }
    let mut pairs = (0, 0);
    for a in 1..=n / 2 {
        for b in a..=n - a {
            let heaps = vec![a as u16, b as u16];
            pairs.0 += 1;
            pairs.1 += (normal.mover_wins(&heaps) != misere.mover_wins(&heaps)) as usize;
        }
    }
    if expanded.get() > MAX_POSITIONS {
        return Err(too_many(n));
    }
    out += &format!(
        "one heap: outcomes differ at n = {}\ntwo heaps a <= b, a + b <= {n}: {} of {} sums differ\n",
        if differ.is_empty() {
            "none".to_string()
        } else {
            differ.join(", ")
        },
        pairs.1,
        pairs.0
    );
    Ok(out)
}

/// The error at the bound, naming the heap size it was reached at.
fn too_many(n: usize) -> String {
    format!(
        "--misere: the search passed {MAX_POSITIONS} positions by n = {n} (do moves leave more than they take?); ask a smaller -n"
    )
}
