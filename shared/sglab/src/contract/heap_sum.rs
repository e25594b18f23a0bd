//! A sum of heaps (components), the shape many problems share: the
//! exhaustive search of the whole sum with its memo kept across cases (the
//! brute force), the verdict from the components' Grundy values (normal
//! play: xor; misère: the SJ theorem), and the explanation line with a
//! winning move the search confirms. Tested by the unit tests below and by
//! the suites of the problems that use it.

use crate::contract::explain::{sum_first_wins, sum_line, winning_move_by, with_move};
use crate::search::{sum_steps, Memo, Play, Search, Step};
use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::rc::Rc;

/// One component's moves: each replaces it by zero or more components.
type PartSteps<C> = Rc<dyn Fn(&C) -> Vec<Step<Vec<C>>>>;

/// A sum of components of type `C` under one [`Play`], with the search's
/// memo (a problem keeps it in a field) and, where the problem has one, a
/// heap's Grundy values tabulated from the rules.
pub struct HeapSum<C> {
    play: Play,
    steps: PartSteps<C>,
    search: Memo<Vec<C>>,
    table: Vec<u32>,
}

impl<C> HeapSum<C>
where
    C: Clone + Ord + Hash + Debug + Display + 'static,
{
    /// The sum whose components move by `steps`, played under `play`.
    pub fn new(play: Play, steps: impl Fn(&C) -> Vec<Step<Vec<C>>> + 'static) -> HeapSum<C> {
        let steps: PartSteps<C> = Rc::new(steps);
        let moves = Rc::clone(&steps);
        HeapSum {
            play,
            search: Search::boxed(play, move |p: &Vec<C>| sum_steps(p, &*moves)),
            steps,
            table: Vec::new(),
        }
    }

    /// The same sum with `table`: g(0), g(1), ... of one heap, computed
    /// from the rules (`grundy::table`), for the reference.
    pub fn with_table(self, table: Vec<u32>) -> HeapSum<C> {
        HeapSum { table, ..self }
    }

    /// The table of [`HeapSum::with_table`].
    pub fn table(&self) -> &[u32] {
        &self.table
    }

    /// The table's values of heaps of sizes `sizes` (each within it).
    pub fn values(&self, sizes: impl IntoIterator<Item = usize>) -> Vec<u64> {
        sizes.into_iter().map(|x| u64::from(self.table[x])).collect()
    }

    /// Whether the first player wins the sum of `parts` (any order), found
    /// by searching every move of the whole sum: the brute force.
    pub fn mover_wins(&mut self, parts: impl IntoIterator<Item = C>) -> bool {
        let mut start: Vec<C> = parts.into_iter().collect();
        start.sort();
        self.search.mover_wins(&start)
    }

    /// Whether the first player wins a sum whose components have Grundy
    /// values `values`: the xor, or the SJ theorem under misère play.
    pub fn first_wins(&self, values: &[u64]) -> bool {
        sum_first_wins(self.play, values)
    }

    /// The explanation: the line from the values ([`sum_line`]: `parts`
    /// names the components, `how` says where the values come from), then,
    /// where `search` gives the components of a sum small enough to search,
    /// a winning move that the search confirms.
    pub fn explain(&mut self, parts: &str, values: &[u64], how: &str, search: Option<Vec<C>>) -> String {
        let text = sum_line(parts, values, how, self.play);
        match search {
            Some(start) => {
                // The brute force's own search: its memo is kept across cases.
                let steps = Rc::clone(&self.steps);
                with_move(text, winning_move_by(&mut self.search, &start, |c: &C| steps(c)))
            }
            None => text,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim;

    #[test]
    fn searches_decides_and_explains_nim_sums() {
        let mut normal = HeapSum::new(Play::Normal, nim::steps);
        assert!(normal.mover_wins([2u32, 1]));
        assert!(!normal.mover_wins([3u32, 2, 1]));
        assert!(!normal.first_wins(&[3, 2, 1]));
        assert_eq!(
            normal.explain("piles 1 2", &[1, 2], "a pile of x is worth x", Some(vec![2, 1])),
            "piles 1 2: Grundy values 1 2 (a pile of x is worth x), xor 3: the first player wins\n\
             winning move (checked by the brute force): 2 -> 1\n"
        );
        assert_eq!(
            normal.explain("piles 1 2", &[1, 2], "worth x", None),
            "piles 1 2: Grundy values 1 2 (worth x), xor 3: the first player wins\n"
        );
        let mut misere = HeapSum::new(Play::Misere, nim::steps);
        assert!(!misere.mover_wins([1u32]));
        assert!(misere.mover_wins([1u32, 1]));
        assert!(misere.first_wins(&[1, 1]));
        assert!(!misere.first_wins(&[1]));
        let tabled = HeapSum::new(Play::Normal, nim::steps).with_table(crate::grundy::table(5, nim::options));
        assert_eq!((tabled.table().len(), tabled.values([3, 5, 0])), (6, vec![3, 5, 0]));
    }
}
