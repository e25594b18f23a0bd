//! AtCoder AGC017 D Game on Tree (Green Hackenbush on a rooted tree). Brute
//! force: the sets of remaining edges (`games::hackenbush`); reference: the
//! Colon principle, g(v) = xor over children c of (g(c) + 1). Tested by
//! tests/special.rs.

// The write-up's figure, drawn from this lab; pack's figures list it.
#[path = "figure.rs"]
pub mod figure;

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::hackenbush;
use sglab::graph_gen;
use sglab::matching::adjacency;
use sglab::prelude::*;

/// Trees with at most this many vertices are searched exhaustively.
pub const BRUTE_MAX: usize = 12;

pub const WORDS: Words = Words::new("Alice\n", "Bob\n");

/// A tree on vertices 1..=edges.len() + 1, edges as the input gives them.
pub type Edges = Vec<(usize, usize)>;

/// AGC017 D. The brute force searches one tree at a time (a position is
/// the set of remaining edges as a bit mask), so it keeps no memo.
#[derive(Default)]
pub struct Agc017d;

/// Whether the player to move wins the tree `edges` (Alice on the whole
/// tree; with `cut`, whoever moves after that edge's deletion), by search.
pub fn mover_wins(edges: &[(usize, usize)], cut: Option<usize>) -> bool {
    let mut search = Search::new(Play::Normal, |&mask: &u32| hackenbush::steps(edges, mask));
    let full = hackenbush::full(edges);
    match cut {
        None => search.mover_wins(&full),
        Some(cut) => search.mover_wins(&hackenbush::rooted_part(edges, full & !(1 << cut))),
    }
}

/// g of the tree rooted at 1 by the Colon principle; `None` if the edges
/// are not a tree on 1..=n.
pub fn colon_value(edges: &[(usize, usize)]) -> Option<u64> {
    let adjacent = adjacency(edges.len() + 1, edges);
    let (g, reached) = hackenbush::colon_value(&adjacent, 0, vec![0; adjacent.len()]);
    (reached == adjacent.len()).then_some(g)
}

impl Problem for Agc017d {
    type Case = Edges;
    const NAME: &'static str = "agc017d";
    const FRAME: Frame = Frame::Single;
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["path", "star", "max", "large-path", "large-star"];

    fn read_case(r: &mut Reader) -> Result<Edges, String> {
        let (at, n) = (r.offset(), r.u64("N")?);
        let edges = (1..n)
            .map(|_| Ok((r.usize_upto("x_i", n)?, r.usize_upto("y_i", n)?)))
            .collect::<Result<Edges, String>>()?;
        let not_a_tree = || format!("N at byte {at}: the {} edges that follow do not form a tree", n - 1);
        colon_value(&edges).map(|_| edges).ok_or_else(not_a_tree)
    }

    fn write_case(edges: &Edges) -> String {
        let lines: String = edges.iter().map(|(x, y)| format!("{x} {y}\n")).collect();
        format!("{}\n{lines}", edges.len() + 1)
    }

    fn random_small(rng: &mut Rng) -> Edges {
        let n = rng.range(2, BRUTE_MAX as u64) as usize;
        hackenbush::random_tree(rng, n)
    }

    /// `path`, `star`, `max`: the judge's largest N as a path from vertex 1
    /// (a recursive walk overflows the stack), a star whose centre is not
    /// vertex 1, a random tree; `large-path`, `large-star`: 60,000 vertices
    /// (committable). Labels other than 1, edge order and orientation are
    /// shuffled.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Edges> {
        let n = if kind.starts_with("large") {
            60_000
        } else {
            limits["N"].hi as usize
        };
        let edges = match kind {
            "max" => return vec![hackenbush::random_tree(rng, n)],
            "path" | "large-path" => graph_gen::path(n),
            "star" | "large-star" => graph_gen::star(n, 2),
            other => unknown_kind(other),
        };
        let label = graph_gen::random_labels(rng, n, true);
        vec![graph_gen::scrambled(rng, &edges, &label, true)]
    }

    fn brute(&mut self, edges: &Edges) -> Option<String> {
        (edges.len() < BRUTE_MAX).then(|| WORDS.answer(mover_wins(edges, None)))
    }

    fn reference(&mut self, edges: &Edges) -> String {
        WORDS.answer(colon_value(edges).expect("a tree") != 0)
    }

    /// Delete a leaf other than vertex 1; the highest label takes its name.
    fn shrink(edges: &Edges) -> Vec<Edges> {
        let n = edges.len() + 1;
        let adjacent = adjacency(n, edges);
        (2..=n)
            .filter(|&v| adjacent[v - 1].len() == 1 && n > 2)
            .take(8)
            .map(|leaf| graph_gen::without_vertex(edges, leaf, n))
            .collect()
    }

    fn explain(&mut self, edges: &Edges) -> String {
        let g = colon_value(edges).expect("a tree");
        let mut text = format!(
            "tree of {} vertices: by the Colon principle g(root 1) = {g}: {} ({})",
            edges.len() + 1,
            winner(g != 0),
            if g != 0 {
                "Alice"
            } else {
                "Bob: every move leaves a non-zero value"
            }
        );
        if g != 0 && edges.len() < BRUTE_MAX {
            let cut = (0..edges.len()).find(|&cut| !mover_wins(edges, Some(cut)));
            let (x, y) = edges[cut.expect("a winning move")];
            text += &format!("; winning move (checked by the brute force): delete edge {x} {y}");
        }
        text + "\n"
    }
}
