//! Tree Game for `scripts/play.sh agc010f`: the tree read from the command
//! line as the judge's input on one line (`N`, the stones, the edges;
//! default: the first sample's path; refused by name beyond 40 vertices,
//! 10^9 stones or edges that are not a tree), then a game with a person over
//! [`Stones`], played by `sglab::play::listed` with this lab's local rule
//! (`rule`, O(N log N) a position, every position). Placing the piece and
//! the first turn are one move: the first player places and then turns at
//! once, so the players alternate from there. Tested by
//! shared/pack/tests/tools/play_listed.rs against exhaustive search of the
//! stones and the piece.

use super::rule;
use sglab::games::stone_tree::adjacency;
use sglab::matching::unreached;
use sglab::play::listed::{Listed, Rules};
use sglab::play::{edges, numbers, with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "Tree Game: stones on a tree's vertices; the first move places
             the piece and takes the first turn, `put the piece on vertex 2,
             take a stone and move to vertex 3`; later turns are `take a stone
             and move to vertex 1` (off the vertex under the piece, onto a
             neighbour). POSITION is the judge's input on one line, N, the N
             stones, the N - 1 edges: `3 1 2 3 1 2 2 3` (the default, sample
             1); 2 to 40 vertices of 0 to 10^9 stones, won by the lab's local
             rule (a neighbour with fewer stones that loses)",
    play,
};

/// Why a start is refused.
const SHAPE: &str = "agc010f: the position is N (2 to 40), N stone counts (0 to 10^9) and N - 1 edges a b";

/// The first sample: a path 1 - 2 - 3 holding 1, 2 and 3 stones.
const SAMPLE: [u64; 8] = [3, 1, 2, 3, 1, 2, 2, 3];

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let mut values = numbers(words).map_err(|e| format!("agc010f: {e}"))?;
    if values.is_empty() {
        values = SAMPLE.to_vec();
    }
    let n = values[0];
    if !(2..=40).contains(&n) {
        return Err(format!("{SHAPE}; N = {n} is not one"));
    }
    let n = n as usize;
    if values.len() != 1 + n + 2 * (n - 1) {
        return Err(format!(
            "{SHAPE}; N = {n} needs {} numbers, {} were given",
            3 * n - 1,
            values.len()
        ));
    }
    let stones = values[1..=n].to_vec();
    if let Some(v) = stones.iter().position(|&a| a > 1_000_000_000) {
        return Err(format!("{SHAPE}; vertex {} holds {} stones", v + 1, stones[v]));
    }
    let ends = &values[n + 1..];
    let edges = edges(ends, n as u64).map_err(|e| format!("{SHAPE}; {e}"))?;
    let adjacent = adjacency(n, &edges);
    if let Some(v) = unreached(&adjacent) {
        return Err(format!(
            "{SHAPE}; the edges are not a tree (vertex {} is not joined to 1)",
            v + 1
        ));
    }
    let game = Stones { adjacent, edges };
    with_person(&mut Listed(game), (stones, None), person)
}

/// The statement's rules on one tree: a position is the stones on each
/// vertex (0-based) and the vertex under the piece, `None` before it is
/// placed; the player to move takes the next turn.
pub struct Stones {
    adjacent: Vec<Vec<usize>>,
    edges: Vec<(usize, usize)>,
}

/// The stones and the piece.
type Position = (Vec<u64>, Option<usize>);

impl Rules for Stones {
    type Pos = Position;

    /// Before the piece is placed, every vertex holding a stone with each
    /// of its neighbours (a vertex with none loses at once); then a stone
    /// off the vertex under the piece and the piece onto each neighbour.
    fn moves(&self, (stones, at): &Position) -> Vec<(String, Position)> {
        let froms: Vec<usize> = match at {
            Some(v) => vec![*v],
            None => (0..stones.len()).collect(),
        };
        let mut moves = Vec::new();
        for v in froms.into_iter().filter(|&v| stones[v] > 0) {
            let mut taken = stones.clone();
            taken[v] -= 1;
            for &w in &self.adjacent[v] {
                let turn = format!("take a stone and move to vertex {}", w + 1);
                let words = match at {
                    Some(_) => turn,
                    None => format!("put the piece on vertex {}, {turn}", v + 1),
                };
                moves.push((words, (taken.clone(), Some(w))));
            }
        }
        moves
    }

    /// The lab's rule: the player to move at v wins iff a neighbour with
    /// strictly fewer stones loses; before placing, iff some vertex wins.
    fn wins(&mut self, (stones, at): &Position) -> bool {
        let good = rule(&self.adjacent, stones);
        match at {
            Some(v) => good[*v].is_some(),
            None => good.iter().any(Option::is_some),
        }
    }

    /// The stones left: every turn takes one, so a losing pack picks among
    /// all its moves.
    fn left(&self, (stones, _): &Position) -> u64 {
        stones.iter().sum()
    }

    fn show(&self, (stones, at): &Position) -> String {
        let edges: Vec<String> = self.edges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        let counts: Vec<String> = stones.iter().map(u64::to_string).collect();
        let piece = match at {
            Some(v) => format!("the piece on vertex {}", v + 1),
            None => "the piece not placed".to_string(),
        };
        format!("tree {}; stones {}; {piece}", edges.join(" "), counts.join(" "))
    }
}
