//! AGC017 D's game for `scripts/play.sh agc017d`: Green Hackenbush on a
//! tree the command line gives (edges `x-y`) or a random one, played by
//! `sglab::play::graph` with the Colon principle (O(N) per value, O(N^2)
//! per reply), refused by name when the edges are no tree on 1..=N or N
//! is past 200. Tested by shared/pack/tests/tools/opponents.rs against
//! exhaustive search of the remaining edges.

use sglab::games::hackenbush::{colon_value, random_tree};
use sglab::games::hackenbush_graph::grounded;
use sglab::matching::adjacency;
use sglab::play::graph::{read_graphs, Hackenbush};
use sglab::play::{with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "Green Hackenbush on a tree rooted at vertex 1: a move deletes one
             edge, `cut 2-4`, and the part cut off from vertex 1 goes with it.
             POSITION is the edges `x-y` of a tree on 1..=N (default: a random
             tree of 5 to 9 vertices); N up to 200, valued by the Colon principle",
    play,
};

/// The most vertices played.
const VERTICES: usize = 200;

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let graphs = read_graphs(words, VERTICES).map_err(|e| format!("agc017d: {e}"))?;
    let edges = match &graphs[..] {
        [edges] if edges.is_empty() => {
            let n = person.rng.range(5, 9) as usize;
            random_tree(person.rng, n)
        }
        [edges] => edges.clone(),
        _ => return Err("agc017d: the position is one tree (no `/`)".to_string()),
    };
    // Every vertex named first: colon_value indexes 1..=N.
    if edges.iter().any(|&(x, y)| x.max(y) > edges.len() + 1) || super::colon_value(&edges).is_none() {
        let n = edges.len() + 1;
        return Err(format!("agc017d: the edges do not form a tree on vertices 1 to {n}"));
    }
    let mut game = Hackenbush::new(value, grounded, true);
    let start = game.start(&[edges]);
    with_person(&mut game, start, person)
}

/// g of a tree rooted at 1 (vertices named as in the start) by the Colon
/// principle.
fn value(tree: &[(usize, usize)]) -> u64 {
    let n = tree.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(1);
    colon_value(&adjacency(n, tree), 0, vec![0; n]).0
}
