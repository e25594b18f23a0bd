//! Green Hackenbush on a rooted graph (POJ 3710 Christmas Game): a graph on
//! vertices 1, 2, ..., loops and parallel edges allowed, grounded at vertex
//! one. A move deletes one edge, and every edge no longer connected to the
//! ground goes with it. Normal play. A position is the sorted list of the
//! edges still there, each written (smaller end, larger end), so one graph
//! has one position whatever its input order, and a memo serves every
//! input. No theory here: [`Values`] is the mex over these moves, nothing
//! more. (`games::hackenbush` is the same game on a tree, as a bit mask.)

use crate::search::Step;
use std::collections::HashMap;
use std::fmt;

/// The edges still there, sorted, each as (smaller end, larger end); every
/// one connected to vertex 1.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rooted(Vec<(usize, usize)>);

impl Rooted {
    /// The edges of `edges` connected to vertex 1 through edges of `edges`:
    /// the position they make.
    pub fn new(edges: &[(usize, usize)]) -> Rooted {
        let top = edges.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(1);
        let mut reached = vec![false; top.max(1) + 1];
        reached[1] = true;
        let mut kept = vec![false; edges.len()];
        loop {
            let mut grew = false;
            for (i, &(a, b)) in edges.iter().enumerate() {
                if !kept[i] && (reached[a] || reached[b]) {
                    kept[i] = true;
                    reached[a] = true;
                    reached[b] = true;
                    grew = true;
                }
            }
            if !grew {
                break;
            }
        }
        let mut rooted: Vec<(usize, usize)> = (edges.iter().zip(&kept))
            .filter(|(_, &k)| k)
            .map(|(&(a, b), _)| (a.min(b), a.max(b)))
            .collect();
        rooted.sort_unstable();
        Rooted(rooted)
    }

    /// The edges, sorted.
    pub fn edges(&self) -> &[(usize, usize)] {
        &self.0
    }

    /// Whether no edge is left.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The position after deleting edge `i` (of [`Rooted::edges`]).
    pub fn cut(&self, i: usize) -> Rooted {
        let rest: Vec<(usize, usize)> = (self.0.iter().enumerate())
            .filter(|&(j, _)| j != i)
            .map(|(_, &e)| e)
            .collect();
        Rooted::new(&rest)
    }

    /// Every position one move leads to, one per distinct edge (two equal
    /// parallel edges give the same position).
    pub fn options(&self) -> Vec<Rooted> {
        (0..self.0.len())
            .filter(|&i| i == 0 || self.0[i] != self.0[i - 1])
            .map(|i| self.cut(i))
            .collect()
    }
}

/// The edges of `edges` connected to vertex 1, each (smaller end, larger
/// end), sorted: [`Rooted::new`]'s edges, for `play::graph`.
pub fn grounded(edges: &[(usize, usize)]) -> Vec<(usize, usize)> {
    Rooted::new(edges).0
}

/// `1-2 2-3 1-3`, or `no edge`.
impl fmt::Display for Rooted {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("no edge");
        }
        let edges: Vec<String> = self.0.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        f.write_str(&edges.join(" "))
    }
}

/// The moves of one graph as a component of a sum (`search::sum_steps`):
/// it becomes the graph left, or nothing once no edge is left.
pub fn steps(graph: &Rooted) -> Vec<Step<Vec<Rooted>>> {
    let left = |g: Rooted| if g.is_empty() { vec![] } else { vec![g] };
    graph.options().into_iter().map(|g| Step::To(left(g))).collect()
}

/// Grundy values of rooted graphs by the definition, g = mex of the
/// options' values, memoised across calls. Recursion depth at most the
/// number of edges (each move deletes at least one).
#[derive(Default)]
pub struct Values(HashMap<Rooted, u32>);

impl Values {
    pub fn of(&mut self, graph: &Rooted) -> u32 {
        if let Some(&g) = self.0.get(graph) {
            return g;
        }
        let mut seen: Vec<u32> = graph.options().iter().map(|o| self.of(o)).collect();
        seen.sort_unstable();
        seen.dedup();
        let g = seen
            .iter()
            .enumerate()
            .find(|&(i, &v)| v != i as u32)
            .map_or(seen.len(), |(i, _)| i) as u32;
        self.0.insert(graph.clone(), g);
        g
    }
}

/// Every multigraph on vertices 1..=n with `edges` edges (pairs x <= y,
/// loops and parallel edges included, as multisets) whose edges are all
/// connected to vertex 1: the small shapes the tests enumerate.
pub fn connected_multigraphs(n: usize, edges: usize) -> Vec<Vec<(usize, usize)>> {
    let pairs: Vec<(usize, usize)> = (1..=n).flat_map(|x| (x..=n).map(move |y| (x, y))).collect();
    let mut all = Vec::new();
    let mut pick = vec![0usize; edges];
    loop {
        let graph: Vec<(usize, usize)> = pick.iter().map(|&i| pairs[i]).collect();
        if Rooted::new(&graph).edges().len() == edges {
            all.push(graph);
        }
        // The next non-decreasing index sequence, like an odometer.
        match pick.iter().rposition(|&i| i + 1 < pairs.len()) {
            Some(i) => {
                let next = pick[i] + 1;
                for p in &mut pick[i..] {
                    *p = next;
                }
            }
            None => return all,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(edges: &[(usize, usize)]) -> u32 {
        Values::default().of(&Rooted::new(edges))
    }

    #[test]
    fn a_cut_drops_what_hangs_below() {
        // 1 - 2 - 3 with a triangle 3 - 4 - 5 - 3 and 6 - 7 nowhere near 1.
        let g = Rooted::new(&[(2, 1), (2, 3), (3, 4), (5, 4), (3, 5), (6, 7)]);
        assert_eq!(g.edges(), [(1, 2), (2, 3), (3, 4), (3, 5), (4, 5)]);
        assert_eq!(g.to_string(), "1-2 2-3 3-4 3-5 4-5");
        assert!(g.cut(0).is_empty());
        assert_eq!(g.cut(1).to_string(), "1-2");
        assert_eq!(g.cut(2).to_string(), "1-2 2-3 3-5 4-5");
        assert_eq!(Rooted::new(&[]).to_string(), "no edge");
    }

    #[test]
    fn parallel_edges_and_loops_are_edges() {
        // A 2-gon: cutting either edge leaves the other.
        let two = Rooted::new(&[(1, 2), (2, 1)]);
        assert_eq!(two.options(), vec![Rooted::new(&[(1, 2)])]);
        assert_eq!(steps(&two), vec![Step::To(vec![Rooted::new(&[(1, 2)])])]);
        // A loop at 1 is one move to nothing.
        assert_eq!(steps(&Rooted::new(&[(1, 1)])), vec![Step::To(vec![])]);
    }

    /// The values the card names, by the mex alone.
    #[test]
    fn small_values_by_the_definition() {
        assert_eq!(value(&[(1, 2)]), 1);
        assert_eq!(value(&[(1, 1)]), 1);
        assert_eq!(value(&[(1, 2), (1, 2)]), 0);
        assert_eq!(value(&[(1, 2), (1, 2), (1, 2)]), 1);
        assert_eq!(value(&[(1, 2), (2, 3), (3, 1)]), 1);
        assert_eq!(value(&[(1, 2), (2, 3), (3, 4), (4, 1)]), 0);
        // A triangle at the root with a 2-edge path from another corner.
        assert_eq!(value(&[(1, 2), (2, 3), (3, 1), (2, 4), (4, 5)]), 3);
    }

    #[test]
    fn multigraph_counts() {
        // On 1..=2 the pairs are 1-1, 1-2, 2-2: of the 6 multisets of 2,
        // {1-1, 2-2} and {2-2, 2-2} leave a loop away from 1.
        assert_eq!(connected_multigraphs(2, 2).len(), 4);
        assert_eq!(connected_multigraphs(1, 3), vec![vec![(1, 1); 3]]);
        for g in connected_multigraphs(3, 3) {
            assert_eq!(Rooted::new(&g).edges().len(), 3);
        }
    }
}
