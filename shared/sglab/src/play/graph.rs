//! [`Hackenbush`]: Green Hackenbush on a row of graphs rooted at vertex 1,
//! as `scripts/play.sh` plays it for AGC017 D (one tree) and POJ 3710
//! (several graphs with cycles). A move cuts one edge, written by its ends
//! (`cut 2-3`, `cut 2-3 in graph 2`); what no longer reaches vertex 1 goes,
//! as the problem's `ground` says (`games::hackenbush_graph::grounded`,
//! passed in: `games` is this module's own layer). Each graph is valued by
//! the problem's own function (the Colon or the Fusion principle),
//! memoised, and the row by their xor. A reply tries every distinct edge:
//! one cut and one value each. [`read_graphs`] reads the graphs from the
//! command line. Tested by shared/pack/tests/tools/opponents.rs against
//! exhaustive search.

use super::game::Game;
use crate::rng::Rng;
use std::collections::HashMap;

/// One graph: its edges connected to vertex 1, each (smaller end, larger
/// end), sorted.
pub type Edges = Vec<(usize, usize)>;

/// Green Hackenbush on the graphs of a row, each valued by `value`.
pub struct Hackenbush {
    value: fn(&[(usize, usize)]) -> u64,
    ground: fn(&[(usize, usize)]) -> Edges,
    values: HashMap<Edges, u64>,
    /// One graph only: moves and positions name no graph.
    single: bool,
}

/// One move: the graph's place (from 0) and the edge's ends (smaller first).
pub type Cut = (usize, (usize, usize));

impl Hackenbush {
    /// The game on rows of graphs (`single`: of exactly one graph), each
    /// worth `value`; `ground` keeps the edges still connected to vertex 1
    /// (each smaller end first, sorted), and makes a start's graphs so.
    pub fn new(
        value: fn(&[(usize, usize)]) -> u64,
        ground: fn(&[(usize, usize)]) -> Edges,
        single: bool,
    ) -> Hackenbush {
        Hackenbush {
            value,
            ground,
            values: HashMap::new(),
            single,
        }
    }

    /// The start: each graph's edges as `ground` keeps them.
    pub fn start(&self, graphs: &[Vec<(usize, usize)>]) -> Vec<Edges> {
        graphs.iter().map(|edges| (self.ground)(edges)).collect()
    }

    fn graph_value(&mut self, graph: &Edges) -> u64 {
        if let Some(&g) = self.values.get(graph) {
            return g;
        }
        let g = (self.value)(graph);
        self.values.insert(graph.clone(), g);
        g
    }

    fn xor(&mut self, row: &[Edges]) -> u64 {
        row.iter().fold(0, |x, graph| x ^ self.graph_value(graph))
    }

    /// Every distinct cut (parallel edges once).
    fn cuts(&self, row: &[Edges]) -> Vec<Cut> {
        let mut cuts = Vec::new();
        for (i, graph) in row.iter().enumerate() {
            let mut edges = graph.clone();
            edges.dedup();
            cuts.extend(edges.into_iter().map(|e| (i, e)));
        }
        cuts
    }

    /// `row` after the legal cut (an edge not there leaves it as it is).
    fn cut(&self, row: &[Edges], &(i, edge): &Cut) -> Vec<Edges> {
        let mut next = row.to_vec();
        if let Some(at) = row[i].iter().position(|&e| e == edge) {
            next[i].remove(at);
            next[i] = (self.ground)(&next[i]);
        }
        next
    }
}

/// `1-2 2-3 1-3`, or `no edge`.
fn edge_words(edges: &[(usize, usize)]) -> String {
    if edges.is_empty() {
        return "no edge".to_string();
    }
    let words: Vec<String> = edges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
    words.join(" ")
}

/// `a-b` as two vertex numbers, either way round; `None` if it is not one.
fn ends(word: &str) -> Option<(usize, usize)> {
    let (a, b) = word.split_once('-')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

impl Game for Hackenbush {
    type Pos = Vec<Edges>;
    type Move = Cut;

    fn read_move(&self, row: &Vec<Edges>, line: &str) -> Result<Cut, String> {
        let example = if self.single {
            "write a move as `cut 2-3` (the edge's two ends)"
        } else {
            "write a move as `cut 2-3 in graph 1` (the edge's two ends)"
        };
        let line = line.to_lowercase();
        let words: Vec<&str> = line.split_whitespace().collect();
        let (edge, place) = match words[..] {
            ["cut", edge] if self.single => (edge, "1"),
            ["cut", edge, "in", "graph", place] => (edge, place),
            _ => return Err(example.to_string()),
        };
        let (a, b) = ends(edge).ok_or_else(|| format!("`{edge}`: {example}"))?;
        let i: usize = place
            .parse()
            .map_err(|_| format!("graph {place:?}: not a graph number"))?;
        let Some(graph) = i.checked_sub(1).and_then(|i| row.get(i)) else {
            return Err(format!("there is no graph {i} (graphs 1 to {})", row.len()));
        };
        let edge = (a.min(b), a.max(b));
        if !graph.contains(&edge) {
            let whose = if self.single {
                String::new()
            } else {
                format!(" in graph {i}")
            };
            let edges = edge_words(graph);
            return Err(format!("there is no edge {a}-{b}{whose} (its edges: {edges})"));
        }
        Ok((i - 1, edge))
    }

    fn write_move(&self, &(i, (a, b)): &Cut) -> String {
        if self.single {
            format!("cut {a}-{b}")
        } else {
            format!("cut {a}-{b} in graph {}", i + 1)
        }
    }

    fn after(&mut self, row: &Vec<Edges>, mv: &Cut) -> Vec<Edges> {
        self.cut(row, mv)
    }

    fn wins(&mut self, row: &Vec<Edges>) -> bool {
        self.xor(row) != 0
    }

    fn value(&mut self, row: &Vec<Edges>) -> Option<u64> {
        Some(self.xor(row))
    }

    fn reply(&mut self, row: &Vec<Edges>, rng: &mut Rng) -> Option<Cut> {
        let cuts = self.cuts(row);
        let after: Vec<Vec<Edges>> = cuts.iter().map(|c| self.cut(row, c)).collect();
        let winning: Vec<&Cut> = (cuts.iter().zip(&after))
            .filter(|(_, next)| self.xor(next) == 0)
            .map(|(c, _)| c)
            .collect();
        if !winning.is_empty() {
            return Some(*winning[rng.below(winning.len())]);
        }
        // Lost: a cut that takes the fewest edges, to keep the game long.
        let left: Vec<usize> = (cuts.iter().zip(&after)).map(|(c, next)| next[c.0].len()).collect();
        let most = *left.iter().max()?;
        let longest: Vec<&Cut> = (cuts.iter().zip(&left))
            .filter(|(_, &l)| l == most)
            .map(|(c, _)| c)
            .collect();
        Some(*longest[rng.below(longest.len())])
    }

    fn moves(&mut self, row: &Vec<Edges>) -> Option<Vec<Cut>> {
        let cuts = self.cuts(row);
        (cuts.len() <= 80).then_some(cuts)
    }

    fn show(&self, row: &Vec<Edges>) -> String {
        if self.single {
            return match row[0].is_empty() {
                true => "no edge left".to_string(),
                false => format!("edges {}", edge_words(&row[0])),
            };
        }
        let shown: Vec<String> = (row.iter().enumerate())
            .map(|(i, graph)| format!("graph {}: {}", i + 1, edge_words(graph)))
            .collect();
        shown.join(", ")
    }
}

/// The graphs the words give: edges `a-b`, graphs parted by a `/` word;
/// vertices 1 to `vertices`. The first word that is no edge or breaks
/// that bound is named.
pub fn read_graphs(words: &[String], vertices: usize) -> Result<Vec<Vec<(usize, usize)>>, String> {
    let mut graphs = vec![Vec::new()];
    for word in words {
        if word == "/" {
            graphs.push(Vec::new());
            continue;
        }
        let (a, b) = ends(word).ok_or_else(|| format!("{word:?}: not an edge `a-b` (or `/` between graphs)"))?;
        if let Some(v) = [a, b].into_iter().find(|v| !(1..=vertices).contains(v)) {
            return Err(format!("edge {word}: vertex {v} is not in 1 to {vertices}"));
        }
        graphs.last_mut().expect("one graph at least").push((a, b));
    }
    Ok(graphs)
}
