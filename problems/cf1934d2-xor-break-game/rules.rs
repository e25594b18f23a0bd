//! XOR Break (Codeforces 1934 D2): the player holding p breaks it into p1,
//! p2 with 0 < p1 < p, 0 < p2 < p and p1 xor p2 = p; the opponent selects
//! one of the two and must break it in turn; whoever cannot break loses
//! (normal play). The rules as the statement gives them ([`is_break`],
//! [`breaks`]), and [`steps`] for `search`, where a turn is split in
//! three positions so that the selection, which the next breaker makes,
//! is a move of its own: [`Turn::Break`] (the mover breaks p) leads to
//! [`Turn::Select`] (the opponent picks a part), which leads to
//! [`Turn::Pass`] (the first player passes: the same breaker, now on the
//! picked part). Passing keeps the alternation of `search` exact.

use sglab::search::{Memo, Play, Search, Step};

/// A break as the statement defines it.
pub fn is_break(p: u64, p1: u64, p2: u64) -> bool {
    0 < p1 && p1 < p && 0 < p2 && p2 < p && p1 ^ p2 == p
}

/// Every break (p1, p2) of p, both orders, by trying every p1 < p: for
/// small p only.
pub fn breaks(p: u64) -> Vec<(u64, u64)> {
    (1..p)
        .map(|p1| (p1, p1 ^ p))
        .filter(|&(p1, p2)| is_break(p, p1, p2))
        .collect()
}

/// A position of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// The mover must break this number.
    Break(u64),
    /// The mover selects one of the two parts, which it then breaks.
    Select(u64, u64),
    /// The mover passes; the opponent then breaks this number.
    Pass(u64),
}

/// The moves of `turn` for `search`.
pub fn steps(turn: &Turn) -> Vec<Step<Turn>> {
    match *turn {
        Turn::Break(p) => breaks(p)
            .into_iter()
            .filter(|&(p1, p2)| p1 > p2)
            .map(|(p1, p2)| Step::To(Turn::Select(p1, p2)))
            .collect(),
        Turn::Select(a, b) => vec![Step::To(Turn::Pass(a)), Step::To(Turn::Pass(b))],
        Turn::Pass(p) => vec![Step::To(Turn::Break(p))],
    }
}

/// A search of the game (normal play).
pub fn search() -> Memo<Turn> {
    Search::boxed(Play::Normal, steps)
}

/// Whether the player who must break `p` wins, by the search.
pub fn holder_wins(search: &mut Memo<Turn>, p: u64) -> bool {
    search.mover_wins(&Turn::Break(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn breaks_follow_the_statement() {
        assert!(breaks(1).is_empty() && breaks(2).is_empty() && breaks(8).is_empty());
        assert_eq!(breaks(3), vec![(1, 2), (2, 1)]);
        // 13 = 0b1101: a part below the top bit has top bit 2 or 0.
        assert_eq!(
            breaks(13),
            vec![
                (1, 12),
                (4, 9),
                (5, 8),
                (6, 11),
                (7, 10),
                (8, 5),
                (9, 4),
                (10, 7),
                (11, 6),
                (12, 1)
            ]
        );
        assert!(!is_break(3, 3, 0) && !is_break(5, 6, 3));
    }

    #[test]
    fn the_selecting_player_breaks_next() {
        let mut s = search();
        // 3 -> (2, 1): the opponent cannot break either part.
        assert!(holder_wins(&mut s, 3));
        assert!(!holder_wins(&mut s, 1) && !holder_wins(&mut s, 4));
        // From (2, 1) the mover has no break; from (3, 1) it picks 3.
        assert!(!s.mover_wins(&Turn::Select(2, 1)));
        assert!(s.mover_wins(&Turn::Select(3, 1)));
    }
}
