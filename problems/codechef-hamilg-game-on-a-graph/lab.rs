//! CodeChef HAMILG (undirected vertex geography): count the starts from which
//! A wins. Brute force: the real game over (token, visited set)
//! (`games::geography`); reference: the matching theorem the write-up proves,
//! the vertices some maximum matching misses (`sglab::matching`). Tested by
//! tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

// The write-up's figure, drawn from this lab; pack's figures list it.
#[path = "figure.rs"]
pub mod figure;

use sglab::games::geography::{self, neighbour_sets};
use sglab::games::hackenbush::random_tree;
use sglab::prelude::*;
use sglab::{graph_gen, matching};
use std::collections::HashSet;

/// Graphs with at most this many vertices are searched exhaustively.
pub const BRUTE_MAX: usize = 10;
/// Graphs with at most this many vertices get the exhaustive matching check
/// in explanations.
pub const MATCHING_BRUTE_MAX: usize = 14;
/// The judge's bound on the sum of M over one input.
pub const MAX_SUM_M: usize = 1_000_000;

/// One test: a connected simple graph on 1..=n, edges 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    pub n: usize,
    pub edges: Vec<(usize, usize)>,
}

/// HAMILG. The brute force searches one graph at a time (a position is the
/// token and the visited set, `games::geography`), so it keeps no memo.
#[derive(Default)]
pub struct Hamilg;

/// The start vertices (1-based) from which A wins, by exhaustive search of
/// the real game: B, to move from (start, {start}), loses.
pub fn search_winning(graph: &Graph) -> Vec<usize> {
    let sets = neighbour_sets(graph.n, &graph.edges);
    let mut search = Search::new(Play::Normal, |p: &geography::Position| geography::steps(&sets, p));
    (1..=graph.n)
        .filter(|&v| !search.mover_wins(&geography::start(v - 1)))
        .collect()
}

/// The start vertices (1-based) some maximum matching misses.
pub fn missable_vertices(graph: &Graph) -> Vec<usize> {
    let missable = matching::missable(&matching::adjacency(graph.n, &graph.edges));
    (0..graph.n).filter(|&v| missable[v]).map(|v| v + 1).collect()
}

/// Why `graph` is not a valid test: a loop, a repeated pair, or a vertex
/// not connected to vertex 1.
pub fn invalid(graph: &Graph) -> Option<String> {
    let mut seen = HashSet::new();
    for &(x, y) in &graph.edges {
        if x == y {
            return Some(format!("the edge {x} {y} is a loop"));
        }
        if !seen.insert((x.min(y), x.max(y))) {
            return Some(format!("the edge {x} {y} repeats an earlier edge"));
        }
    }
    let lost = matching::unreached(&matching::adjacency(graph.n, &graph.edges))?;
    Some(format!(
        "the graph is not connected: vertex {} cannot be reached from vertex 1",
        lost + 1
    ))
}

fn shown(pairs: &[(usize, usize)]) -> String {
    let texts: Vec<String> = pairs.iter().map(|&(a, b)| format!("{}-{}", a + 1, b + 1)).collect();
    format!("{{{}}}", texts.join(", "))
}

fn list(vertices: &[usize]) -> String {
    if vertices.is_empty() {
        "none".to_string()
    } else {
        join(vertices)
    }
}

/// `edges` on 1..=n plus random other pairs up to `m` edges in all; labels,
/// edge order and orientation shuffled.
fn filled(rng: &mut Rng, n: usize, mut edges: Vec<(usize, usize)>, m: usize) -> Graph {
    let mut seen: HashSet<(usize, usize)> = edges.iter().map(|&(x, y)| (x.min(y), x.max(y))).collect();
    while edges.len() < m {
        let (x, y) = (rng.range(1, n as u64) as usize, rng.range(1, n as u64) as usize);
        if x != y && seen.insert((x.min(y), x.max(y))) {
            edges.push((x, y));
        }
    }
    let label = graph_gen::random_labels(rng, n, false);
    let edges = graph_gen::scrambled(rng, &edges, &label, true);
    Graph { n, edges }
}

/// A random spanning tree plus random other pairs, `m` edges in all.
pub fn random_graph(rng: &mut Rng, n: usize, m: usize) -> Graph {
    let tree = random_tree(rng, n);
    filled(rng, n, tree, m)
}

/// A path 1 - 2 - ... - n with chords i - (i + 2) or i - (i + 4) closing
/// triangles and pentagons for a third of the i (nested blossoms), then
/// random pairs up to `m` edges.
pub fn blossoms(rng: &mut Rng, n: usize, m: usize) -> Graph {
    let mut edges = graph_gen::path(n);
    for v in 1..n {
        let k = if rng.chance(1, 2) { 2 } else { 4 };
        if rng.chance(1, 3) && v + k <= n {
            edges.push((v, v + k));
        }
    }
    filled(rng, n, edges, m)
}

/// A clique on 1..=k, vertex i's pendant k + i; the clique's edges first.
fn greedy_trap(k: usize) -> Graph {
    let mut edges = graph_gen::complete(k);
    edges.extend((1..=k).map(|i| (i, k + i)));
    Graph { n: 2 * k, edges }
}

impl Problem for Hamilg {
    type Case = Graph;
    const NAME: &'static str = "hamilg";
    const FRAME: Frame = Frame::Count("T");
    const KINDS: &'static [&'static str] = &[
        "medium",
        "dense",
        "complete",
        "many",
        "greedy",
        "blossoms",
        "small-complete",
        "small-greedy",
    ];

    /// A graph that is not simple or not connected is refused naming the
    /// byte where it starts (no single token is out of range).
    fn read_case(r: &mut Reader) -> Result<Graph, String> {
        let (at, n) = (r.offset(), r.u64("N")?);
        let m = r.u64("M")?;
        let edges = (0..m)
            .map(|_| Ok((r.usize_upto("x", n)?, r.usize_upto("y", n)?)))
            .collect::<Result<Vec<_>, String>>()?;
        let graph = Graph { n: n as usize, edges };
        match invalid(&graph) {
            Some(why) => Err(format!("the graph starting at byte {at}: {why}")),
            None => Ok(graph),
        }
    }

    fn write_case(graph: &Graph) -> String {
        let lines: String = graph.edges.iter().map(|(x, y)| format!("{x} {y}\n")).collect();
        format!("{} {}\n{lines}", graph.n, graph.edges.len())
    }

    fn check_input(graphs: &[Graph]) -> Result<(), String> {
        sum_within(graphs, |g| g.edges.len(), MAX_SUM_M, "M", "test")
    }

    /// A connected graph on 1 to 9 vertices: a random spanning tree plus
    /// each other pair with a random density (odd cycles are common), or
    /// now and then an odd cycle or a complete graph.
    fn random_small(rng: &mut Rng) -> Graph {
        let n = rng.range(1, 9) as usize;
        let mut edges = if n == 1 { Vec::new() } else { random_tree(rng, n) };
        let (shape, density) = (rng.range(1, 10), rng.range(0, 6));
        for (x, y) in graph_gen::complete(n) {
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
        rng.shuffle(&mut edges);
        Graph { n, edges }
    }

    /// `medium`: 5 graphs of 100 to 200 vertices, from a tree plus a few
    /// edges to an eighth of all pairs; `dense`: one graph of the largest N
    /// with the sum's bound of edges; `complete`: the complete graph on 1413
    /// vertices (997,578 edges; odd, so every vertex is missable); `many`:
    /// the most tests, each of the largest N and 10,000 edges; `greedy`: a
    /// clique on N/2 vertices, each with a pendant, the clique's edges first
    /// (a greedy matching leaves N/2 pendants exposed); `blossoms`: the most
    /// tests of N - 1 vertices and 10,000 edges, a path with triangles and
    /// pentagons along it (deep trees full of nested blossoms);
    /// `small-complete`, `small-greedy`: the same shapes at 51 and 200
    /// vertices (committable).
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Graph> {
        let (tests, n) = (limits["T"].hi as usize, limits["N"].hi as usize);
        match kind {
            "medium" => (0..5)
                .map(|_| {
                    let n = rng.range(100, 200) as usize;
                    let extra = rng.range(0, 3 * n as u64) as usize;
                    let m = if rng.chance(1, 3) { n * (n - 1) / 8 } else { n + extra };
                    random_graph(rng, n, m)
                })
                .collect(),
            "dense" => vec![random_graph(rng, n, MAX_SUM_M)],
            "complete" => vec![filled(rng, 1413, graph_gen::complete(1413), 0)],
            "many" => (0..tests).map(|_| random_graph(rng, n, MAX_SUM_M / tests)).collect(),
            "greedy" => vec![greedy_trap(n / 2)],
            "blossoms" => (0..tests).map(|_| blossoms(rng, n - 1, MAX_SUM_M / tests)).collect(),
            "small-complete" => vec![filled(rng, 51, graph_gen::complete(51), 0)],
            "small-greedy" => vec![greedy_trap(100)],
            other => unknown_kind(other),
        }
    }

    fn brute(&mut self, graph: &Graph) -> Option<String> {
        (graph.n <= BRUTE_MAX).then(|| format!("{}\n", search_winning(graph).len()))
    }

    fn reference(&mut self, graph: &Graph) -> String {
        format!("{}\n", missable_vertices(graph).len())
    }

    /// An edge dropped, or a vertex deleted (the last label takes its
    /// name), whenever the graph stays connected.
    fn shrink(graph: &Graph) -> Vec<Graph> {
        let n = graph.n;
        let mut smaller = Vec::new();
        for i in 0..graph.edges.len() {
            let mut edges = graph.edges.clone();
            edges.remove(i);
            smaller.push(Graph { n, edges });
        }
        for v in (1..=n).rev().filter(|_| n > 1) {
            let edges = graph_gen::without_vertex(&graph.edges, v, n);
            smaller.push(Graph { n: n - 1, edges });
        }
        smaller.retain(|g| invalid(g).is_none());
        smaller
    }

    /// The maximum matching size, the vertices A wins from with a maximum
    /// matching that misses each, the vertices B wins from with why every
    /// maximum matching covers them, and the checks by exhaustive search.
    fn explain(&mut self, graph: &Graph) -> String {
        let adjacent = matching::adjacency(graph.n, &graph.edges);
        let mate = matching::maximum_matching(&adjacent);
        let nu = matching::size(&mate);
        let winning = missable_vertices(graph);
        let losing: Vec<usize> = (1..=graph.n).filter(|v| !winning.contains(v)).collect();
        let (all, matched) = (list(&winning), shown(&matching::pairs(&mate)));
        let mut text = format!(
            "winning vertices for A: {} ({all}); B, to move, wins from: {}\na maximum matching has {nu} edge(s): {matched}\n",
            winning.len(),
            list(&losing)
        );
        for (v, &partner) in mate.iter().enumerate().take(12) {
            let without = matching::matching_without(&adjacent, v);
            let (m, k) = (shown(&without), without.len());
            let why = if k == nu {
                format!("A wins: the maximum matching {m} misses it, so each B move enters a matched vertex and A answers along its matched edge")
            } else {
                format!("B wins: without it the graph matches only {k} edge(s), so every maximum matching covers it; B moves along its matched edge, to {}", partner + 1)
            };
            text += &format!("vertex {}: {why}\n", v + 1);
        }
        if graph.n <= MATCHING_BRUTE_MAX {
            let missable = |v: usize| matching::brute_maximum(&adjacent, 1 << v).len() == nu;
            let agrees = matching::brute_maximum(&adjacent, 0).len() == nu
                && (0..graph.n).all(|v| missable(v) == winning.contains(&(v + 1)));
            text += match agrees {
                true => "(the exhaustive matching search agrees with every line)\n",
                false => "(THE EXHAUSTIVE MATCHING SEARCH DISAGREES)\n",
            };
        }
        if graph.n <= BRUTE_MAX {
            text += match search_winning(graph) == winning {
                true => "(the game search agrees: A wins from exactly these vertices)\n",
                false => "(THE GAME SEARCH DISAGREES)\n",
            };
        }
        text
    }
}
