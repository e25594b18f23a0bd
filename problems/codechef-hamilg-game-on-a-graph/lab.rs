//! CodeChef HAMILG A Game on a Graph: undirected vertex geography. A puts
//! the token on a start vertex, B moves first; count the starts from which
//! A wins. The brute force plays the real game over (token, visited set);
//! the reference is the matching theorem proven in the write-up: B, to
//! move, wins iff every maximum matching covers the start, so the answer is
//! the number of vertices some maximum matching misses (Edmonds' blossom
//! algorithm, `crate::matching`).

use super::Problem;
use crate::games::geography::{self, Position};
use crate::matching;
use crate::rng::Rng;
use crate::search::{Play, Search};
use sg::scan::Scanner;

/// The judge's limits.
pub const MAX_T: u64 = 100;
pub const MAX_N: usize = 2000;
pub const MAX_SUM_M: usize = 1_000_000;
/// Graphs with at most this many vertices are searched exhaustively.
pub const BRUTE_MAX: usize = 10;
/// Graphs with at most this many vertices get the exhaustive matching check
/// in explanations.
pub const MATCHING_BRUTE_MAX: usize = 14;

/// One test: a connected simple graph on 1..=n, edges 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    pub n: usize,
    pub edges: Vec<(usize, usize)>,
}

/// The problem (its memo lives in each case's search).
#[derive(Default)]
pub struct Hamilg {}

fn answer(count: usize) -> String {
    format!("{count}\n")
}

/// The start vertices (1-based) from which A wins, by exhaustive search of
/// the real game: B, to move from (start, {start}), loses.
pub fn search_winning(graph: &Graph) -> Vec<usize> {
    let sets = geography::neighbour_sets(graph.n, &graph.edges);
    let mut search = Search::new(Play::Normal, |p: &Position| geography::steps(&sets, p));
    (0..graph.n)
        .filter(|&v| !search.mover_wins(&geography::start(v)))
        .map(|v| v + 1)
        .collect()
}

/// The start vertices (1-based) some maximum matching misses.
pub fn missable_vertices(graph: &Graph) -> Vec<usize> {
    let adjacent = matching::adjacency(graph.n, &graph.edges);
    let missable = matching::missable(&adjacent);
    (0..graph.n).filter(|&v| missable[v]).map(|v| v + 1).collect()
}

/// Why `graph` is not a valid test: a loop, a repeated pair, or a vertex
/// not connected to vertex 1.
pub fn invalid(graph: &Graph) -> Option<String> {
    let mut seen = std::collections::HashSet::new();
    for &(x, y) in &graph.edges {
        if x == y {
            return Some(format!("the edge {x} {y} is a loop"));
        }
        if !seen.insert((x.min(y), x.max(y))) {
            return Some(format!("the edge {x} {y} is repeated"));
        }
    }
    let adjacent = matching::adjacency(graph.n, &graph.edges);
    let mut reached = vec![false; graph.n];
    let mut stack = vec![0];
    reached[0] = true;
    while let Some(v) = stack.pop() {
        for &w in &adjacent[v] {
            if !reached[w] {
                reached[w] = true;
                stack.push(w);
            }
        }
    }
    let lost = (0..graph.n).find(|&v| !reached[v])?;
    Some(format!("vertex {} is not connected to vertex 1", lost + 1))
}

fn shown(pairs: &[(usize, usize)]) -> String {
    let texts: Vec<String> = pairs.iter().map(|&(a, b)| format!("{}-{}", a + 1, b + 1)).collect();
    format!("{{{}}}", texts.join(", "))
}

fn list(vertices: &[usize]) -> String {
    if vertices.is_empty() {
        "none".to_string()
    } else {
        crate::format::join(vertices)
    }
}

impl Hamilg {
    pub fn brute_one(&mut self, graph: &Graph) -> Option<String> {
        (graph.n <= BRUTE_MAX).then(|| answer(search_winning(graph).len()))
    }

    pub fn reference_one(&mut self, graph: &Graph) -> String {
        answer(missable_vertices(graph).len())
    }

    /// The maximum matching size, the vertices A wins from with a maximum
    /// matching that misses each, the vertices B wins from with why every
    /// maximum matching covers them, and the checks by exhaustive search.
    pub fn explain_one(&mut self, graph: &Graph) -> String {
        let adjacent = matching::adjacency(graph.n, &graph.edges);
        let mate = matching::maximum_matching(&adjacent);
        let nu = matching::size(&mate);
        let winning = missable_vertices(graph);
        let losing: Vec<usize> = (1..=graph.n).filter(|v| !winning.contains(v)).collect();
        let mut text = format!(
            "winning vertices for A: {} ({}); B, to move, wins from: {}\n",
            winning.len(),
            list(&winning),
            list(&losing)
        );
        text.push_str(&format!(
            "a maximum matching has {nu} edge(s): {}\n",
            shown(&matching::pairs(&mate))
        ));
        for (v, &partner) in mate.iter().enumerate().take(12) {
            let without = matching::matching_without(&adjacent, v);
            if without.len() == nu {
                text.push_str(&format!(
                    "vertex {}: A wins: the maximum matching {} misses it, so each B move enters a matched vertex and A answers along its matched edge\n",
                    v + 1,
                    shown(&without)
                ));
            } else {
                text.push_str(&format!(
                    "vertex {}: B wins: without it the graph matches only {} edge(s), so every maximum matching covers it; B moves along its matched edge, to {}\n",
                    v + 1,
                    without.len(),
                    partner + 1
                ));
            }
        }
        if graph.n <= MATCHING_BRUTE_MAX {
            let agrees = matching::brute_maximum(&adjacent, 0).len() == nu
                && (0..graph.n).all(|v| {
                    let left = matching::brute_maximum(&adjacent, 1 << v).len();
                    (left == nu) == winning.contains(&(v + 1))
                });
            text.push_str(if agrees {
                "(the exhaustive matching search agrees with every line)\n"
            } else {
                "(THE EXHAUSTIVE MATCHING SEARCH DISAGREES)\n"
            });
        }
        if graph.n <= BRUTE_MAX {
            text.push_str(if search_winning(graph) == winning {
                "(the game search agrees: A wins from exactly these vertices)\n"
            } else {
                "(THE GAME SEARCH DISAGREES)\n"
            });
        }
        text
    }
}

impl Problem for Hamilg {
    type Case = Graph;
    const NAME: &'static str = "hamilg";

    fn parse(input: &str) -> Result<Vec<Graph>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let fail = |e: sg::error::Error| e.to_string();
        let tests = scan.u64_in("T", 1, MAX_T).map_err(fail)?;
        let mut sum = 0;
        let mut graphs = Vec::new();
        for test in 1..=tests {
            let n = scan.usize_in("N", 1, MAX_N).map_err(fail)?;
            let m = scan.usize_in("M", n - 1, n * (n - 1) / 2).map_err(fail)?;
            sum += m;
            if sum > MAX_SUM_M {
                return Err(format!("test {test}: the sum of M exceeds {MAX_SUM_M}"));
            }
            let mut edges = Vec::with_capacity(m);
            for _ in 0..m {
                let x = scan.usize_in("x", 1, n).map_err(fail)?;
                let y = scan.usize_in("y", 1, n).map_err(fail)?;
                edges.push((x, y));
            }
            let graph = Graph { n, edges };
            if let Some(why) = invalid(&graph) {
                return Err(format!("test {test}: {why}"));
            }
            graphs.push(graph);
        }
        scan.finish().map_err(fail)?;
        Ok(graphs)
    }

    fn write(cases: &[Graph]) -> String {
        let mut text = format!("{}\n", cases.len());
        for graph in cases {
            text.push_str(&format!("{} {}\n", graph.n, graph.edges.len()));
            for (x, y) in &graph.edges {
                text.push_str(&format!("{x} {y}\n"));
            }
        }
        text
    }

    /// A connected graph on 1 to 9 vertices: a random spanning tree plus
    /// each other pair with a random density (odd cycles are common), or
    /// now and then an odd cycle or a complete graph.
    fn random_small(rng: &mut Rng) -> Graph {
        let n = rng.range(1, 9) as usize;
        let mut edges = if n == 1 {
            Vec::new()
        } else {
            crate::games::hackenbush::random_tree(rng, n)
        };
        let shape = rng.range(1, 10);
        let density = rng.range(0, 6);
        for x in 1..=n {
            for y in x + 1..=n {
                let present = edges.contains(&(x, y)) || edges.contains(&(y, x));
                let wanted = match shape {
                    1 => y == x + 1 || x == 1 && y == n,
                    2 => true,
                    _ => rng.range(1, 10) <= density,
                };
                if wanted && !present && n > 2 {
                    edges.push(if rng.chance(1, 2) { (x, y) } else { (y, x) });
                }
            }
        }
        rng.shuffle(&mut edges);
        Graph { n, edges }
    }

    fn brute(cases: &[Graph]) -> Vec<Option<String>> {
        let mut problem = Self::default();
        cases.iter().map(|graph| problem.brute_one(graph)).collect()
    }

    fn reference(graph: &Graph) -> String {
        Self::default().reference_one(graph)
    }

    /// An edge dropped, or a vertex deleted (the last label takes its
    /// name), whenever the graph stays connected.
    fn shrink(graph: &Graph) -> Vec<Graph> {
        let mut smaller = Vec::new();
        for i in 0..graph.edges.len() {
            let mut edges = graph.edges.clone();
            edges.remove(i);
            smaller.push(Graph { n: graph.n, edges });
        }
        for v in (1..=graph.n).rev().filter(|_| graph.n > 1) {
            let n = graph.n;
            let rename = |w: usize| if w == n { v } else { w };
            let edges = graph
                .edges
                .iter()
                .filter(|&&(x, y)| x != v && y != v)
                .map(|&(x, y)| (rename(x), rename(y)))
                .collect();
            smaller.push(Graph { n: n - 1, edges });
        }
        smaller.retain(|g| invalid(g).is_none());
        smaller
    }

    fn explain(graph: &Graph) -> String {
        Self::default().explain_one(graph)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str =
        "3\n4 6\n1 2\n1 3\n4 1\n4 2\n4 3\n2 3\n8 7\n3 2\n1 2\n4 2\n5 1\n6 3\n7 1\n8 3\n3 2\n1 2\n2 3\n";

    #[test]
    fn parse_write_and_explain() {
        let cases = Hamilg::parse(SAMPLE).unwrap();
        assert_eq!(cases.len(), 3);
        assert_eq!(Hamilg::write(&cases), SAMPLE);
        let answers: Vec<String> = cases.iter().map(Hamilg::reference).collect();
        assert_eq!(answers, ["0\n", "4\n", "2\n"]);
        let text = Hamilg::explain(&cases[2]);
        assert!(
            text.starts_with("winning vertices for A: 2 (1 3); B, to move, wins from: 2\n"),
            "{text}"
        );
        assert!(
            text.contains("vertex 2: B wins: without it the graph matches only 0 edge(s)"),
            "{text}"
        );
        assert!(text.contains("exhaustive matching search agrees"), "{text}");
        assert!(text.contains("game search agrees"), "{text}");
        assert!(Hamilg::parse("1\n3 2\n1 2\n1 2\n").is_err());
        assert!(Hamilg::parse("1\n3 2\n1 1\n2 3\n").is_err());
        assert!(Hamilg::parse("1\n4 3\n1 2\n2 1\n3 4\n").is_err());
    }

    #[test]
    fn explanations_are_confirmed_by_both_exhaustive_searches() {
        let mut rng = Rng::new(5);
        for _ in 0..500 {
            let graph = Hamilg::random_small(&mut rng);
            let text = Hamilg::explain(&graph);
            assert!(text.contains("exhaustive matching search agrees"), "{graph:?}\n{text}");
            assert!(text.contains("game search agrees"), "{graph:?}\n{text}");
            assert!(!text.contains("DISAGREES"), "{graph:?}\n{text}");
        }
    }

    #[test]
    fn random_graphs_are_valid_and_shrink_to_valid_graphs() {
        let mut rng = Rng::new(4);
        for _ in 0..300 {
            let graph = Hamilg::random_small(&mut rng);
            assert_eq!(invalid(&graph), None, "{graph:?}");
            assert!(Hamilg::shrink(&graph).iter().all(|g| invalid(g).is_none() && g.n >= 1));
        }
    }
}
