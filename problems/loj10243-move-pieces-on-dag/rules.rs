//! Tokens on a directed acyclic graph (LOJ 10243, AcWing 1319): vertices
//! 1..=n, K tokens on vertices (several may share one); a move slides one
//! token along one outgoing edge of its vertex; normal play. The whole
//! position is the multiset of token vertices, kept sorted so that each
//! multiset has one representation; parallel edges give the same move twice.

use sglab::search::Step;

/// A graph on vertices 1..=n as its list of directed edges (x, y): x -> y.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Dag {
    pub n: usize,
    pub edges: Vec<(usize, usize)>,
}

impl Dag {
    /// The heads of the edges out of `v`, in input order (with repeats).
    pub fn out(&self, v: usize) -> Vec<usize> {
        self.edges.iter().filter(|e| e.0 == v).map(|e| e.1).collect()
    }

    /// A topological order of 1..=n (every edge goes forward in it), or the
    /// vertices left on or behind a cycle if there is one.
    pub fn topological_order(&self) -> Result<Vec<usize>, Vec<usize>> {
        let mut indegree = vec![0usize; self.n + 1];
        for &(_, y) in &self.edges {
            indegree[y] += 1;
        }
        let mut order: Vec<usize> = (1..=self.n).filter(|&v| indegree[v] == 0).collect();
        let mut i = 0;
        while i < order.len() {
            for w in self.out(order[i]) {
                indegree[w] -= 1;
                if indegree[w] == 0 {
                    order.push(w);
                }
            }
            i += 1;
        }
        if order.len() == self.n {
            Ok(order)
        } else {
            Err((1..=self.n).filter(|&v| indegree[v] > 0).collect())
        }
    }

    /// Every move from the position `tokens` (sorted token vertices): one
    /// token slides along one edge out of its vertex.
    pub fn steps(&self, tokens: &[usize]) -> Vec<Step<Vec<usize>>> {
        let mut steps = Vec::new();
        for (i, &v) in tokens.iter().enumerate() {
            if i > 0 && tokens[i - 1] == v {
                continue; // the same moves as the token before
            }
            for w in self.out(v) {
                let mut next = tokens.to_vec();
                next[i] = w;
                next.sort_unstable();
                steps.push(Step::To(next));
            }
        }
        steps
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sglab::search::{Play, Search};

    fn sample() -> Dag {
        let edges = vec![(2, 1), (2, 4), (1, 4), (1, 5), (4, 5), (1, 3), (3, 5), (3, 6)];
        Dag { n: 6, edges }
    }

    #[test]
    fn moves_follow_the_statement() {
        let dag = sample();
        assert_eq!(dag.steps(&[5, 6]), vec![]);
        assert_eq!(dag.steps(&[3, 3]), vec![Step::To(vec![3, 5]), Step::To(vec![3, 6])]);
        assert_eq!(dag.topological_order().unwrap().len(), 6);
        let cyclic = Dag {
            n: 3,
            edges: vec![(1, 2), (2, 3), (3, 2)],
        };
        assert_eq!(cyclic.topological_order(), Err(vec![2, 3]));
    }

    #[test]
    fn the_sample_is_a_first_player_win_and_a_pair_of_tokens_cancels() {
        let dag = sample();
        let mut search = Search::new(Play::Normal, |p: &Vec<usize>| dag.steps(p));
        assert!(search.mover_wins(&vec![1, 2, 4, 6]));
        for v in 1..=6 {
            assert!(!search.mover_wins(&vec![v, v]), "two tokens on {v}");
        }
    }
}
