//! Wythoff's game (Luogu P2252, POJ 1067): two heaps; a move takes any
//! positive number of stones from one heap, or the same positive number
//! from both. Not a sum of games: the diagonal move touches both heaps, so
//! the position is the pair. (`wythoff_rules`: the explorer's own Wythoff
//! module tabulates the Grundy values.)

use crate::search::Step;

/// Two heaps, kept as `(smaller, larger)`: the order does not matter.
pub type Heaps = (u32, u32);

/// The heaps in order, so a position and its mirror share one memo entry.
pub fn ordered((a, b): Heaps) -> Heaps {
    (a.min(b), a.max(b))
}

/// Every move from `(a, b)`: take 1..=a from the first, 1..=b from the
/// second, or 1..=min(a, b) from both.
pub fn steps(&(a, b): &Heaps) -> Vec<Step<Heaps>> {
    let from_a = (0..a).map(|left| (left, b));
    let from_b = (0..b).map(|left| (a, left));
    let from_both = (1..=a.min(b)).map(|taken| (a - taken, b - taken));
    from_a
        .chain(from_b)
        .chain(from_both)
        .map(|heaps| Step::To(ordered(heaps)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Play, Search};

    #[test]
    fn moves_follow_the_statement() {
        assert!(steps(&(0, 0)).is_empty());
        assert_eq!(steps(&(0, 2)), vec![Step::To((0, 0)), Step::To((0, 1))]);
        assert_eq!(
            steps(&(1, 2)),
            vec![Step::To((0, 2)), Step::To((0, 1)), Step::To((1, 1)), Step::To((0, 1))]
        );
    }

    #[test]
    fn first_losing_positions() {
        let mut search = Search::new(Play::Normal, steps);
        let losing: Vec<Heaps> = (0..=13)
            .flat_map(|a| (a..=13).map(move |b| (a, b)))
            .filter(|p| !search.mover_wins(p))
            .collect();
        assert_eq!(losing, vec![(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]);
    }
}
