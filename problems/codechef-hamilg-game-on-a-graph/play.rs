//! A Game on a Graph for `scripts/play.sh hamilg`: the graph read from the
//! command line as one test of the judge's input (`N M` and the M edges;
//! default: the first sample's complete graph on 4 vertices; refused by
//! name beyond 32 vertices, or where the lab's `invalid` names a loop, a
//! repeated pair or a vertex not joined), then a game with a person over
//! [`Geography`], played by `sglab::play::listed`: A places the token, then
//! B slides it first. Won by the matching theorem the lab proves, applied
//! to the vertices not yet visited (one blossom matching a position).
//! Tested by shared/pack/tests/tools/play_listed.rs against exhaustive
//! search of the token and the visited vertices.

use super::{invalid, Graph};
use sglab::games::geography::{self, neighbour_sets};
use sglab::matching::{adjacency, missable};
use sglab::play::listed::{Listed, Rules};
use sglab::play::{edges, numbers, with_person, Entry, Person, Winner};
use sglab::search::Step;

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "A Game on a Graph (undirected vertex geography): the first player
             places the token, `put the token on vertex 3`; then from the
             second player on, a move slides it along an edge to a vertex
             never visited, `slide the token to vertex 2`. POSITION is one
             test of the judge's input on one line, N M and the M edges:
             `3 2 1 2 2 3` (default: sample 1's first graph, K4); 1 to 32
             vertices, a connected simple graph, won by the lab's matching
             theorem on the vertices not visited",
    play,
};

/// Why a start is refused.
const SHAPE: &str = "hamilg: the position is N (1 to 32), M and M edges x y of a connected simple graph";

/// The first test of the sample: the complete graph on 4 vertices.
const SAMPLE: [u64; 14] = [4, 6, 1, 2, 1, 3, 4, 1, 4, 2, 4, 3, 2, 3];

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let mut values = numbers(words).map_err(|e| format!("hamilg: {e}"))?;
    if values.is_empty() {
        values = SAMPLE.to_vec();
    }
    let (n, m) = (values[0], values.get(1).copied().unwrap_or(0));
    if !(1..=32).contains(&n) {
        return Err(format!("{SHAPE}; N = {n} is not one"));
    }
    if values.len() as u64 != 2 + 2 * m {
        return Err(format!(
            "{SHAPE}; M = {m} needs {} numbers, {} were given",
            2 + 2 * m,
            values.len()
        ));
    }
    let ends = &values[2..];
    let edges = edges(ends, n).map_err(|e| format!("{SHAPE}; {e}"))?;
    let graph = Graph { n: n as usize, edges };
    if let Some(why) = invalid(&graph) {
        return Err(format!("{SHAPE}; {why}"));
    }
    with_person(&mut Listed(Geography { graph }), None, person)
}

/// The statement's rules on one graph: a position is `None` before the
/// token is placed, then the token and the visited set (`games::geography`).
pub struct Geography {
    graph: Graph,
}

/// The token not placed, or the token and the visited vertices.
type Position = Option<geography::Position>;

impl Geography {
    /// The vertices (bits) the token may still reach from its vertex, and
    /// it: those not visited, and the token's own.
    fn open(&self, &(at, visited): &geography::Position) -> u32 {
        let all = if self.graph.n == 32 {
            u32::MAX
        } else {
            (1 << self.graph.n) - 1
        };
        all & !visited | 1 << at
    }
}

impl Rules for Geography {
    type Pos = Position;

    fn moves(&self, pos: &Position) -> Vec<(String, Position)> {
        let Some(placed) = pos else {
            let put = |v: usize| (format!("put the token on vertex {}", v + 1), Some(geography::start(v)));
            return (0..self.graph.n).map(put).collect();
        };
        let sets = neighbour_sets(self.graph.n, &self.graph.edges);
        let slide = |step: Step<geography::Position>| match step {
            Step::To(next) => Some((format!("slide the token to vertex {}", next.0 + 1), Some(next))),
            Step::Win => None,
        };
        geography::steps(&sets, placed).into_iter().filter_map(slide).collect()
    }

    /// The lab's theorem on the graph the token can still walk: the player
    /// to move wins iff every maximum matching of it covers the token's
    /// vertex. Before placing, the placer wins iff some vertex is missed
    /// (the other player moves first from it).
    fn wins(&mut self, pos: &Position) -> bool {
        let Some(placed) = pos else {
            return missable(&adjacency(self.graph.n, &self.graph.edges)).contains(&true);
        };
        let open = self.open(placed);
        let inside = |&&(x, y): &&(usize, usize)| open >> (x - 1) & open >> (y - 1) & 1 == 1;
        let edges: Vec<(usize, usize)> = self.graph.edges.iter().filter(inside).copied().collect();
        !missable(&adjacency(self.graph.n, &edges))[placed.0]
    }

    /// The vertices not yet visited: the losing pack keeps the most.
    fn left(&self, pos: &Position) -> u64 {
        pos.map_or(self.graph.n as u64, |placed| u64::from(self.open(&placed).count_ones()))
    }

    fn show(&self, pos: &Position) -> String {
        let edges: Vec<String> = self.graph.edges.iter().map(|(x, y)| format!("{x}-{y}")).collect();
        let token = match pos {
            None => "the token not placed".to_string(),
            Some((at, visited)) => {
                let seen: Vec<String> = (0..32)
                    .filter(|v| visited >> v & 1 == 1)
                    .map(|v| (v + 1).to_string())
                    .collect();
                format!("the token on vertex {}; visited {}", at + 1, seen.join(" "))
            }
        };
        format!("graph {}; {token}", edges.join(" "))
    }
}
