//! POJ 3710's game for `scripts/play.sh poj3710`: Green Hackenbush on
//! several graphs rooted at node 1 that the command line gives (edges
//! `a-b`, graphs parted by `/`) or the sample, played by
//! `sglab::play::graph` with this lab's Fusion principle (O(k^2) per
//! graph's value, so O(k^3) per reply over k edges), refused by name past
//! 10 graphs of 99 nodes and 100 edges or with an edge cut off from its
//! root. Any multigraph is played (loops, parallel edges, cycles sharing
//! a node): the Fusion principle's general form values them all. Tested
//! by shared/pack/tests/tools/opponents.rs against exhaustive search.

use sglab::games::hackenbush_graph::grounded;
use sglab::play::graph::{read_graphs, Hackenbush};
use sglab::play::{with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "Green Hackenbush on graphs rooted at node 1 (trees with polygons,
             or any graph): a move cuts one edge, `cut 2-3 in graph 2`, and what
             is cut off from node 1 goes. POSITION is each graph's edges `a-b`,
             graphs parted by `/` (default: the sample, 1-2 / 1-2 2-3 2-4 3-4);
             up to 10 graphs of 99 nodes and 100 edges, valued by the Fusion
             principle",
    play,
};

/// The most graphs, nodes and edges per graph played.
const GRAPHS: usize = 10;
const NODES: usize = 99;
const EDGES: usize = 100;

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let sample = ["1-2", "/", "1-2", "2-3", "2-4", "3-4"].map(String::from);
    let words = if words.is_empty() { &sample[..] } else { words };
    let graphs = read_graphs(words, NODES).map_err(|e| format!("poj3710: {e}"))?;
    if graphs.len() > GRAPHS {
        return Err(format!("poj3710: {} graphs; at most {GRAPHS} are played", graphs.len()));
    }
    for (i, edges) in graphs.iter().enumerate() {
        if edges.len() > EDGES {
            let k = edges.len();
            return Err(format!(
                "poj3710: graph {} has {k} edges; at most {EDGES} are played",
                i + 1
            ));
        }
        if let Some(j) = super::unrooted(edges) {
            let (a, b) = edges[j];
            return Err(format!(
                "poj3710: graph {}: edge {a}-{b} is not connected to node 1",
                i + 1
            ));
        }
    }
    let mut game = Hackenbush::new(value, grounded, false);
    let start = game.start(&graphs);
    with_person(&mut game, start, person)
}

/// g of a graph rooted at node 1 by the Fusion principle.
fn value(graph: &[(usize, usize)]) -> u64 {
    let m = graph.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(1);
    super::fusion_value(&super::Graph::new(m, graph.to_vec()))
}
