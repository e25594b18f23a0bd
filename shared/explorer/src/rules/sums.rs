//! The sums a loopy game reaches from one start, for play: every multiset
//! of components reachable from the start, as a position of the sum's own
//! product graph, with its outcome and remoteness by retrograde analysis
//! ([`loopy::outcomes_and_remoteness`]). Exact for any graph (no theory of
//! sums: a draw is a draw of the whole sum), so the pack plays a loopy
//! sum perfectly and, winning, by the nearest win, which ends the game.
//! Time and memory O(sums reached + their moves), at most [`MOST_SUMS`]
//! sums. Tested by shared/pack/tests/tools/rules_play.rs.

use super::graph::{Graph, Id};
use super::loopy::{self, Digraph, Outcome};
use std::collections::HashMap;

/// The most sums explored before a game.
pub const MOST_SUMS: usize = 1_000_000;

/// Every sum reached, by its components sorted.
pub struct Sums {
    index: HashMap<Vec<Id>, u32>,
    outcome: Vec<Outcome>,
    remoteness: Vec<u32>,
}

/// `parts` sorted: a sum does not depend on its components' places.
fn key(parts: &[Id]) -> Vec<Id> {
    let mut key = parts.to_vec();
    key.sort_unstable();
    key
}

impl Sums {
    /// The sums reached from `start` in `graph` (every component answered).
    pub fn explore(graph: &Graph, start: &[Id]) -> Result<Sums, String> {
        let mut index: HashMap<Vec<Id>, u32> = HashMap::new();
        let mut order: Vec<Vec<Id>> = vec![key(start)];
        index.insert(order[0].clone(), 0);
        let mut product = Digraph::default();
        let mut next = 0;
        while next < order.len() {
            let sum = order[next].clone();
            next += 1;
            let mut successors = Vec::new();
            for (i, &c) in sum.iter().enumerate() {
                if i > 0 && sum[i - 1] == c {
                    continue;
                }
                for option in graph.options(c) {
                    let mut after: Vec<Id> = sum[..i].iter().chain(&sum[i + 1..]).copied().collect();
                    after.extend(option);
                    let after = key(&after);
                    let id = match index.get(&after) {
                        Some(&id) => id,
                        None => {
                            if order.len() == MOST_SUMS {
                                return Err(format!(
                                    "more than {MOST_SUMS} sums reached from the start: too large to play \
                                     perfectly"
                                ));
                            }
                            let id = order.len() as u32;
                            index.insert(after.clone(), id);
                            order.push(after);
                            id
                        }
                    };
                    successors.push(id);
                }
            }
            product.push(successors);
        }
        let (outcome, remoteness) = loopy::outcomes_and_remoteness(&product);
        let outcome = outcome.into_iter().map(|o| o.unwrap_or(Outcome::Draw)).collect();
        Ok(Sums {
            index,
            outcome,
            remoteness,
        })
    }

    /// The outcome and remoteness of the sum `parts` (any order), which was
    /// reached.
    pub fn of(&self, parts: &[Id]) -> (Outcome, u32) {
        let i = self.index[&key(parts)] as usize;
        (self.outcome[i], self.remoteness[i])
    }
}
