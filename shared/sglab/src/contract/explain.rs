//! Pieces the problems' explanations share: who wins in words, the line
//! that explains a sum of components by their values (normal play, or
//! misère play by the SJ theorem), and one winning move of a small sum found
//! by the exhaustive search. Tested by the unit tests below.

use crate::search::{sum_steps, Play, Search, Step};
use std::fmt::Display;
use std::hash::Hash;

/// "the first player wins" or "the second player wins".
pub fn winner(first_wins: bool) -> &'static str {
    if first_wins {
        "the first player wins"
    } else {
        "the second player wins"
    }
}

/// Who wins a sum of components with Grundy values `values`: under normal
/// play the xor decides (Sprague-Grundy); under misère play the SJ theorem
/// (valid when every position whose components all have value 0 is
/// terminal; the caller's write-up proves it): with some value above 1 the
/// xor decides as in normal play, with none the parity of the components of
/// value 1 decides the other way.
pub fn sum_first_wins(play: Play, values: &[u64]) -> bool {
    let xor = values.iter().fold(0, |x, &v| x ^ v);
    match play {
        Play::Normal => xor != 0,
        Play::Misere if values.iter().any(|&v| v > 1) => xor != 0,
        Play::Misere => xor == 0,
    }
}

/// One line explaining a sum: `"{parts}: Grundy values {values} ({how}),
/// xor {x}: the first player wins"`, with the SJ rule that decides before
/// the winner under misère play.
pub fn sum_line(parts: &str, values: &[u64], how: &str, play: Play) -> String {
    let xor = values.iter().fold(0, |x, &v| x ^ v);
    let shown: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    let rule = match play {
        Play::Normal => "",
        Play::Misere if values.iter().any(|&v| v > 1) => {
            "; misère play with some value above 1 (SJ theorem): the mover wins iff the xor is not 0"
        }
        Play::Misere => "; misère play with every value at most 1 (SJ theorem): the mover wins iff the xor is 0",
    };
    // An empty sum says so once ("even stairs none: no Grundy values"),
    // never an empty list.
    let listed = if shown.is_empty() {
        "no Grundy values".to_string()
    } else {
        format!("Grundy values {}", shown.join(" "))
    };
    format!(
        "{parts}: {listed} ({how}), xor {xor}{rule}: {}\n",
        winner(sum_first_wins(play, values))
    )
}

/// `text` followed, when the mover wins `start` (a small sum the search can
/// decide), by one winning move that the brute force confirms.
pub fn and_winning_move<C>(
    text: String,
    play: Play,
    start: &[C],
    part_steps: impl Fn(&C) -> Vec<Step<Vec<C>>>,
) -> String
where
    C: Clone + Ord + Hash + std::fmt::Debug + Display,
{
    with_move(text, winning_move(play, start, part_steps))
}

/// `text` followed by the winning move `step`, if there is one.
pub fn with_move(mut text: String, step: Option<String>) -> String {
    if let Some(step) = step {
        text.push_str(&format!("winning move (checked by the brute force): {step}\n"));
    }
    text
}

/// One move from the sum of components `start` after which the opponent
/// loses under `play`, found by searching every move (the brute force):
/// the components before and after, in words. `None` when the player to
/// move loses.
pub fn winning_move<C>(play: Play, start: &[C], part_steps: impl Fn(&C) -> Vec<Step<Vec<C>>>) -> Option<String>
where
    C: Clone + Ord + Hash + std::fmt::Debug + Display,
{
    let mut search = Search::new(play, |p: &Vec<C>| sum_steps(p, &part_steps));
    winning_move_by(&mut search, start, &part_steps)
}

/// [`winning_move`] with the search `search` of the same sum (and so its
/// memo, which a problem keeps across cases).
pub fn winning_move_by<C, F>(
    search: &mut Search<Vec<C>, F>,
    start: &[C],
    part_steps: impl Fn(&C) -> Vec<Step<Vec<C>>>,
) -> Option<String>
where
    C: Clone + Ord + Hash + std::fmt::Debug + Display,
    F: FnMut(&Vec<C>) -> Vec<Step<Vec<C>>>,
{
    let mut position = start.to_vec();
    position.sort();
    for step in sum_steps(&position, &part_steps) {
        match step {
            Step::Win => return Some("a move that wins at once".to_string()),
            Step::To(next) if !search.mover_wins(&next) => return Some(describe(&position, &next)),
            Step::To(_) => {}
        }
    }
    None
}

/// The move from `before` to `after` (sorted components) in words: which
/// component changed into what.
pub fn describe<C: PartialEq + Clone + Display>(before: &[C], after: &[C]) -> String {
    let mut gone = before.to_vec();
    let mut new = Vec::new();
    for c in after {
        match gone.iter().position(|x| x == c) {
            Some(i) => {
                gone.remove(i);
            }
            None => new.push(c.clone()),
        }
    }
    let from = gone.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" and ");
    let to = new.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" + ");
    match (from.is_empty(), to.is_empty()) {
        (_, true) => format!("{from} -> nothing (removed)"),
        (true, _) => format!("add {to}"),
        _ => format!("{from} -> {to}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim;

    #[test]
    fn describes_moves() {
        assert_eq!(describe(&[1, 4], &[1, 1]), "4 -> 1");
        assert_eq!(describe(&[1, 4], &[1]), "4 -> nothing (removed)");
        assert_eq!(describe(&[1, 4], &[1, 1, 1, 2]), "4 -> 1 + 1 + 2");
    }

    #[test]
    fn sums_follow_xor_or_the_sj_rule() {
        assert!(sum_first_wins(Play::Normal, &[1, 2]));
        assert!(!sum_first_wins(Play::Normal, &[3, 1, 2]));
        assert!(!sum_first_wins(Play::Misere, &[1]));
        assert!(sum_first_wins(Play::Misere, &[1, 1]));
        assert!(sum_first_wins(Play::Misere, &[2]));
        assert_eq!(
            sum_line("piles 1 1", &[1, 1], "a pile of x is worth x", Play::Misere),
            "piles 1 1: Grundy values 1 1 (a pile of x is worth x), xor 0; misère play with every value at most 1 \
             (SJ theorem): the mover wins iff the xor is 0: the first player wins\n"
        );
        let text = and_winning_move("x\n".to_string(), Play::Normal, &[1u32, 2], nim::steps);
        assert_eq!(text, "x\nwinning move (checked by the brute force): 2 -> 1\n");
    }

    #[test]
    fn finds_the_nim_move_to_xor_zero() {
        assert_eq!(
            winning_move(Play::Normal, &[1u32, 2, 4], nim::steps).as_deref(),
            Some("4 -> 3")
        );
        assert_eq!(winning_move(Play::Normal, &[1u32, 2, 3], nim::steps), None);
        assert_eq!(
            winning_move(Play::Misere, &[1u32, 1], nim::steps).as_deref(),
            Some("1 -> nothing (removed)")
        );
    }
}
