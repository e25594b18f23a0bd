//! LOJ 10243's game for `scripts/play.sh loj10243`: tokens on a DAG that
//! the command line gives (edges `X-Y`, then the token vertices) or the
//! sample's graph, refused by name past the statement's sizes or with a
//! cycle. Played perfectly by the lab's g(v) (mex over out-neighbours, in
//! reverse topological order, O(N + M) once) and the xor over the tokens;
//! each reply tries every move, O(K + M). Tested by
//! shared/pack/tests/tools/opponents.rs against a search of its own.

use super::dag_tokens::Dag;
use sglab::play::{with_person, Entry, Game, Person, Winner};
use sglab::rng::Rng;

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "tokens on a directed acyclic graph (normal play); a move slides
             one token along an edge out of its vertex: `move token 2 from 4
             to 5` (or `move token 2 to 5`). POSITION is the edges `X-Y` (X to
             Y) and the tokens' vertices (default: the sample's graph, 2-1 2-4
             1-4 1-5 4-5 1-3 3-5 3-6, and 2 to 4 random tokens); up to 2000
             vertices, 6000 edges and 2000 tokens, valued by the mex",
    play,
};

/// The sample's graph.
const SAMPLE: [(usize, usize); 8] = [(2, 1), (2, 4), (1, 4), (1, 5), (4, 5), (1, 3), (3, 5), (3, 6)];

/// The statement's bounds: N, M and K <= N.
const VERTICES: usize = 2000;
const EDGES: usize = 6000;

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let (edges, mut tokens) = read(words).map_err(|e| format!("loj10243: {e}"))?;
    let edges = if edges.is_empty() { SAMPLE.to_vec() } else { edges };
    let n = edges
        .iter()
        .map(|&(x, y)| x.max(y))
        .chain(tokens.iter().copied())
        .max()
        .unwrap_or(0);
    if tokens.is_empty() {
        let count = person.rng.range(2, 4);
        tokens = (0..count).map(|_| person.rng.range(1, n as u64) as usize).collect();
    }
    if tokens.len() > n {
        return Err(format!(
            "loj10243: {} tokens on {n} vertices; K is at most N",
            tokens.len()
        ));
    }
    let dag = Dag { n, edges };
    if let Err(stuck) = dag.topological_order() {
        let stuck: Vec<String> = stuck.iter().map(usize::to_string).collect();
        return Err(format!(
            "loj10243: the graph has a cycle: vertices {} lie on one or after one",
            stuck.join(" ")
        ));
    }
    let values = super::grundy(&dag);
    with_person(&mut Tokens { dag, values }, tokens, person)
}

/// Directed edges (x, y): x -> y.
type Edges = Vec<(usize, usize)>;

/// The edges `X-Y` and the token vertices among `words`, or the first word
/// that is neither or breaks a bound, named.
fn read(words: &[String]) -> Result<(Edges, Vec<usize>), String> {
    let vertex = |w: &str, what: &str| -> Result<usize, String> {
        match w.parse::<usize>() {
            Ok(v) if (1..=VERTICES).contains(&v) => Ok(v),
            Ok(v) => Err(format!("{what}: vertex {v} is not in 1 to {VERTICES}")),
            Err(_) => Err(format!("{what}: {w:?} is not a vertex number")),
        }
    };
    let (mut edges, mut tokens) = (Vec::new(), Vec::new());
    for word in words {
        match word.split_once('-') {
            Some((x, y)) => {
                let edge = format!("edge {word}");
                edges.push((vertex(x, &edge)?, vertex(y, &edge)?));
            }
            None => tokens.push(vertex(word, "token")?),
        }
    }
    if edges.len() > EDGES {
        return Err(format!("{} edges; at most {EDGES} are played", edges.len()));
    }
    Ok((edges, tokens))
}

/// A move: the token's place (from 0), the vertex it leaves, the vertex
/// it slides to.
pub type Slide = (usize, usize, usize);

/// Tokens on `dag`, whose vertex v has g = `values[v]`. A position is each
/// token's vertex, in the tokens' places.
pub struct Tokens {
    dag: Dag,
    values: Vec<u32>,
}

impl Tokens {
    /// Every move, parallel edges once.
    fn slides(&self, tokens: &[usize]) -> Vec<Slide> {
        let mut moves = Vec::new();
        for (i, &v) in tokens.iter().enumerate() {
            let mut to = self.dag.out(v);
            to.sort_unstable();
            to.dedup();
            moves.extend(to.into_iter().map(|w| (i, v, w)));
        }
        moves
    }

    fn xor(&self, tokens: &[usize]) -> u64 {
        tokens.iter().fold(0, |x, &v| x ^ u64::from(self.values[v]))
    }
}

impl Game for Tokens {
    type Pos = Vec<usize>;
    type Move = Slide;

    fn read_move(&self, tokens: &Vec<usize>, line: &str) -> Result<Slide, String> {
        let line = line.to_lowercase();
        let words: Vec<&str> = line.split_whitespace().collect();
        let (i, from, to) = match words[..] {
            ["move", "token", i, "from", v, "to", w] => (i, Some(v), w),
            ["move", "token", i, "to", w] => (i, None, w),
            _ => return Err("write a move as `move token 2 from 4 to 5`".to_string()),
        };
        let number = |w: &str| w.parse::<usize>().map_err(|_| format!("{w:?}: not a number"));
        let i = number(i)?;
        let Some(&at) = i.checked_sub(1).and_then(|i| tokens.get(i)) else {
            return Err(format!("there is no token {i} (tokens 1 to {})", tokens.len()));
        };
        if let Some(v) = from.map(number).transpose()? {
            if v != at {
                return Err(format!("token {i} is on vertex {at}, not {v}"));
            }
        }
        let w = number(to)?;
        if !self.dag.out(at).contains(&w) {
            return Err(format!("no edge goes from vertex {at} (token {i}) to {w}"));
        }
        Ok((i - 1, at, w))
    }

    fn write_move(&self, &(i, v, w): &Slide) -> String {
        format!("move token {} from {v} to {w}", i + 1)
    }

    fn after(&mut self, tokens: &Vec<usize>, &(i, _, w): &Slide) -> Vec<usize> {
        let mut next = tokens.clone();
        next[i] = w;
        next
    }

    fn wins(&mut self, tokens: &Vec<usize>) -> bool {
        self.xor(tokens) != 0
    }

    fn value(&mut self, tokens: &Vec<usize>) -> Option<u64> {
        Some(self.xor(tokens))
    }

    fn reply(&mut self, tokens: &Vec<usize>, rng: &mut Rng) -> Option<Slide> {
        let moves = self.slides(tokens);
        let g = self.xor(tokens);
        // A winning slide changes its token's g by exactly the xor.
        let winning: Vec<&Slide> = (moves.iter())
            .filter(|&&(_, v, w)| u64::from(self.values[v] ^ self.values[w]) == g)
            .collect();
        if g != 0 && !winning.is_empty() {
            return Some(*winning[rng.below(winning.len())]);
        }
        (!moves.is_empty()).then(|| moves[rng.below(moves.len())])
    }

    fn moves(&mut self, tokens: &Vec<usize>) -> Option<Vec<Slide>> {
        let moves = self.slides(tokens);
        (moves.len() <= 80).then_some(moves)
    }

    fn show(&self, tokens: &Vec<usize>) -> String {
        let shown: Vec<String> = (tokens.iter().enumerate())
            .map(|(i, v)| format!("token {}: {v}", i + 1))
            .collect();
        shown.join(", ")
    }
}
