//! SPOJ COT3 Combat on a tree: every winning first move of the game that
//! blackens a root path. Brute force: the sets of white nodes under the
//! statement's moves (`rules.rs`), trees up to 12 nodes;
//! reference: the recurrence on explicit successor sets, S(u) = union over
//! the children c of S(c) xor X(u) xor g(c), plus X(u) when u is white,
//! g(u) = mex S(u), then the path criterion for each first move. The
//! search visits at most 2^12 positions; the reference pours smaller sets
//! into larger ones (O(n log n) insertions) and resumes each mex search
//! where it stopped until a shift, so paths and stars of 10^5 nodes take
//! O(n) mex steps (shapes whose sets are shifted often can take up to
//! O(n^2)). Tested by
//! tests/special.rs.

// The game's rules as the statement gives them (its moves, for the brute
// force), in this folder's rules.rs.
#[path = "rules.rs"]
pub mod root_path;

use sglab::games::hackenbush::random_tree;
use sglab::graph_gen;
use sglab::matching::adjacency;
use sglab::prelude::*;
use std::collections::HashSet;

/// Trees with at most this many nodes are searched exhaustively.
pub const BRUTE_MAX: usize = 12;

/// One input: the colours of nodes 1..=n (0 white, 1 black) and the n - 1
/// edges as the input gives them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    pub colours: Vec<u64>,
    pub edges: Vec<(usize, usize)>,
}

impl Tree {
    /// A tree with every node white.
    pub fn white(edges: Vec<(usize, usize)>) -> Tree {
        Tree {
            colours: vec![0; edges.len() + 1],
            edges,
        }
    }

    pub fn n(&self) -> usize {
        self.colours.len()
    }

    /// Whether node `v` (0-based) is white.
    pub fn is_white(&self, v: usize) -> bool {
        self.colours[v] == 0
    }

    /// Parents and breadth-first order from node 1 (0-based); `None` if the
    /// edges are not a tree on 1..=n.
    pub fn rooted(&self) -> Option<(Vec<usize>, Vec<usize>)> {
        root_path::parents(&adjacency(self.n(), &self.edges), 0)
    }

    /// The white nodes as a position of `rules.rs`.
    pub fn white_mask(&self) -> u32 {
        (0..self.n()).filter(|&v| self.is_white(v)).fold(0, |m, v| m | 1 << v)
    }
}

/// COT3. The brute force searches one tree at a time (its positions are
/// that tree's sets of white nodes), so it keeps no memo.
#[derive(Default)]
pub struct Cot3;

/// The winning first moves (1-based, ascending) by exhaustive search of
/// the literal rules; `None` past [`BRUTE_MAX`] nodes.
pub fn search_moves(tree: &Tree) -> Option<Vec<usize>> {
    let (parent, _) = tree.rooted().expect("a tree");
    (tree.n() <= BRUTE_MAX).then(|| {
        let moves = root_path::winning_moves(&root_path::root_paths(&parent), tree.white_mask());
        moves.into_iter().map(|v| v + 1).collect()
    })
}

/// The judge's lines: the moves one per line, or -1 when there is none.
pub fn answer(moves: &[usize]) -> String {
    match moves {
        [] => "-1\n".to_string(),
        _ => moves.iter().map(|v| format!("{v}\n")).collect(),
    }
}

/// A set of values with a lazy xor: the set is { k xor tag : k in keys };
/// `known` is a value below which every value is in the set (the set only
/// grows between two shifts, so the mex search resumes there).
#[derive(Default)]
struct Values {
    keys: HashSet<u32>,
    tag: u32,
    known: u32,
}

impl Values {
    fn shift(&mut self, by: u32) {
        if by != 0 {
            self.tag ^= by;
            self.known = 0;
        }
    }

    fn insert(&mut self, value: u32) {
        self.keys.insert(value ^ self.tag);
    }

    fn mex(&mut self) -> u32 {
        while self.keys.contains(&(self.known ^ self.tag)) {
            self.known += 1;
        }
        self.known
    }

    /// The union of `self` and `other`, the smaller poured into the larger.
    fn union(mut self, mut other: Values) -> Values {
        if self.keys.len() < other.keys.len() {
            std::mem::swap(&mut self, &mut other);
        }
        for key in other.keys {
            self.insert(key ^ other.tag);
        }
        self
    }
}

/// The recurrence on a tree, per node (0-based): `x[u]`, the xor of its
/// children's values; `g[u] = mex S(u)`; `size[u] = |S(u)|`; `set[u]`,
/// S(u) sorted, where it has at most `keep` values.
pub struct Recurrence {
    pub x: Vec<u32>,
    pub g: Vec<u32>,
    pub size: Vec<usize>,
    pub set: Vec<Option<Vec<u32>>>,
}

/// S(u) for every node, from the leaves up: each child's set shifted by
/// X(u) xor g(c) and united (small into large), u's own move X(u) added
/// when u is white, g(u) its mex (no shortcut for black nodes).
pub fn recurrence(tree: &Tree, keep: usize) -> Recurrence {
    let (parent, order) = tree.rooted().expect("a tree");
    let n = tree.n();
    let (mut x, mut g, mut size) = (vec![0u32; n], vec![0u32; n], vec![0usize; n]);
    let mut set: Vec<Option<Vec<u32>>> = vec![None; n];
    let mut below: Vec<Vec<(u32, Values)>> = (0..n).map(|_| Vec::new()).collect();
    for &u in order.iter().rev() {
        x[u] = below[u].iter().fold(0, |x, (g, _)| x ^ g);
        let mut s = Values::default();
        for (gc, mut child) in std::mem::take(&mut below[u]) {
            child.shift(x[u] ^ gc);
            s = s.union(child);
        }
        if tree.is_white(u) {
            s.insert(x[u]);
        }
        g[u] = s.mex();
        size[u] = s.keys.len();
        if size[u] <= keep {
            let mut values: Vec<u32> = s.keys.iter().map(|k| k ^ s.tag).collect();
            values.sort_unstable();
            set[u] = Some(values);
        }
        if u != 0 {
            below[parent[u]].push((g[u], s));
        }
    }
    Recurrence { x, g, size, set }
}

/// What a first move at each node leaves (0-based): the xor over the root
/// path's nodes w above v of X(w) xor g(next node on the path), and X(v).
pub fn left_by_moves(tree: &Tree, r: &Recurrence) -> Vec<u32> {
    let (parent, order) = tree.rooted().expect("a tree");
    let mut above = vec![0u32; tree.n()];
    for &v in &order[1..] {
        above[v] = above[parent[v]] ^ r.x[parent[v]] ^ r.g[v];
    }
    (0..tree.n()).map(|v| above[v] ^ r.x[v]).collect()
}

/// The winning first moves (1-based) by the recurrence: the white nodes
/// whose move leaves 0.
pub fn reference_moves(tree: &Tree) -> Vec<usize> {
    let r = recurrence(tree, 0);
    let left = left_by_moves(tree, &r);
    (0..tree.n())
        .filter(|&v| tree.is_white(v) && left[v] == 0)
        .map(|v| v + 1)
        .collect()
}

/// A caterpillar on 1..=n: a spine 1 - 2 - ... - k, every other node hung
/// on a random spine node.
pub fn caterpillar(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let spine = 1 + rng.below(n.max(1));
    let mut edges = graph_gen::path(spine);
    edges.extend((spine + 1..=n).map(|leaf| (1 + rng.below(spine), leaf)));
    edges
}

/// The path 1 - 2 - ... - n with node 1 renamed to sit at position `at`
/// (1-based), the node there taking the name 1.
pub fn path_with_root_at(n: usize, at: usize) -> Vec<(usize, usize)> {
    let name = |v: usize| match v {
        1 => at,
        _ if v == at => 1,
        _ => v,
    };
    graph_gen::path(n)
        .into_iter()
        .map(|(a, b)| (name(a), name(b)))
        .collect()
}

/// Colours with each node white with probability `white` / 4.
fn colours(rng: &mut Rng, n: usize, white: u64) -> Vec<u64> {
    (0..n).map(|_| u64::from(!rng.chance(white, 4))).collect()
}

/// `tree` with node `v` (not 1) contracted into its parent `p` (1-based):
/// v's other neighbours join p, and node n takes v's name.
pub fn contracted(tree: &Tree, v: usize, p: usize) -> Tree {
    let n = tree.n();
    let moved = tree.edges.iter().map(|&(a, b)| match (a == v, b == v) {
        (true, _) if b != p => (p, b),
        (_, true) if a != p => (a, p),
        _ => (a, b),
    });
    let rename = |w: usize| if w == n { v } else { w };
    let kept = moved.filter(|&(a, b)| a != v && b != v);
    let edges = kept.map(|(a, b)| (rename(a), rename(b))).collect();
    let mut colours = tree.colours.clone();
    colours.swap_remove(v - 1);
    Tree { colours, edges }
}

/// The card's traps (README.md, Edge cases and traps), in that order.
pub fn traps() -> Vec<Tree> {
    let tree = |colours: &[u64], edges: &[(usize, usize)]| Tree {
        colours: colours.to_vec(),
        edges: edges.to_vec(),
    };
    vec![
        // Every leaf of an odd star wins, not one of them, and not the root.
        Tree::white(graph_gen::star(4, 1)),
        // Node 1 in the middle of a path: 2 - 3 - 1 - 4 - 5.
        Tree::white(vec![(2, 3), (3, 1), (1, 4), (4, 5)]),
        // Node 1 black: its children are a sum.
        tree(&[1, 0, 0, 0], &[(1, 2), (1, 3), (3, 4)]),
        // n = 1: no edge lines; white and black.
        tree(&[0], &[]),
        tree(&[1], &[]),
        // Every node black: no move at all.
        tree(&[1, 1, 1], &[(2, 1), (3, 2)]),
        // The shift: unshifted, black node 2 seems worth mex {0} = 1, not
        // X(2) = 0, and the move at 1 seems to lose.
        tree(&[0, 1, 0, 0], &[(1, 2), (2, 3), (2, 4)]),
    ]
}

impl Problem for Cot3 {
    type Case = Tree;
    const NAME: &'static str = "cot3";
    const FRAME: Frame = Frame::Single;
    const KINDS: &'static [&'static str] = &[
        "traps",
        "path-end",
        "path-middle",
        "star",
        "path-colours",
        "star-colours",
        "max",
    ];

    /// Edges that are not a tree are refused naming n's byte.
    fn read_case(r: &mut Reader) -> Result<Tree, String> {
        let (at, n) = (r.offset(), r.u64("n")?);
        let colours = r.list(n, "c_i")?;
        let edges = (1..n)
            .map(|_| Ok((r.usize_upto("u", n)?, r.usize_upto("v", n)?)))
            .collect::<Result<Vec<_>, String>>()?;
        let tree = Tree { colours, edges };
        match tree.rooted() {
            Some(_) => Ok(tree),
            None => Err(format!(
                "n at byte {at}: the {} edges that follow do not form a tree",
                n - 1
            )),
        }
    }

    fn write_case(tree: &Tree) -> String {
        let lines: String = tree.edges.iter().map(|(u, v)| format!("{u} {v}\n")).collect();
        format!("{}\n{}\n{lines}", tree.n(), join(&tree.colours))
    }

    /// One to 12 nodes: a random tree, a path or a star with node 1
    /// anywhere, a star centred at 1, or a caterpillar; every node white,
    /// or each white with probability 1/4, 1/2 or 3/4.
    fn random_small(rng: &mut Rng) -> Tree {
        let n = rng.range(1, BRUTE_MAX as u64) as usize;
        let edges = match rng.below(5) {
            0 => random_tree(rng, n),
            1 => graph_gen::path(n),
            2 => graph_gen::star(n, 1 + rng.below(n)),
            3 => graph_gen::star(n, 1),
            _ => caterpillar(rng, n),
        };
        let label = graph_gen::random_labels(rng, n, false);
        let edges = graph_gen::scrambled(rng, &edges, &label, true);
        let white = rng.range(1, 4);
        Tree {
            colours: colours(rng, n, white),
            edges,
        }
    }

    /// `traps`: one of [`traps`]. The judge's largest n: `path-end`, a path
    /// with node 1 at an end, all white (g = n, depth n: no recursion);
    /// `path-middle`, node 1 in its middle; `star`, centre 1 and n - 1
    /// white leaves (odd: n - 1 answer lines); `path-colours`,
    /// `star-colours`: the same path and star, each node white with
    /// probability 1/2; `max`: a random tree, random colours. Labels other
    /// than 1, edge order and orientation are shuffled.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Tree> {
        let n = limits["n"].hi as usize;
        let (edges, white) = match kind {
            "traps" => {
                let traps = traps();
                return vec![traps[rng.below(traps.len())].clone()];
            }
            "path-end" => (graph_gen::path(n), 4),
            "path-middle" => (path_with_root_at(n, n / 2), 4),
            "star" => (graph_gen::star(n, 1), 4),
            "path-colours" => (graph_gen::path(n), 2),
            "star-colours" => (graph_gen::star(n, 1), 2),
            "max" => (random_tree(rng, n), 2),
            other => unknown_kind(other),
        };
        let label = graph_gen::random_labels(rng, n, true);
        let edges = graph_gen::scrambled(rng, &edges, &label, true);
        vec![Tree {
            colours: colours(rng, n, white),
            edges,
        }]
    }

    fn brute(&mut self, tree: &Tree) -> Option<String> {
        search_moves(tree).map(|moves| answer(&moves))
    }

    fn reference(&mut self, tree: &Tree) -> String {
        answer(&reference_moves(tree))
    }

    /// A node other than 1 contracted into its parent (a leaf deleted, or
    /// its children handed to its parent), or two leaves of one parent
    /// deleted (an odd star stays odd), kept when the input's numbers do
    /// not add up to more; or a black node made white.
    fn shrink(tree: &Tree) -> Vec<Tree> {
        let n = tree.n();
        let (parent, _) = tree.rooted().expect("a tree");
        let weight = |t: &Tree| -> usize {
            t.colours.iter().sum::<u64>() as usize + t.edges.iter().map(|(u, v)| u + v).sum::<usize>()
        };
        let mut smaller: Vec<Tree> = (2..=n).map(|v| contracted(tree, v, parent[v - 1] + 1)).collect();
        let leaf = |v: usize| v > 1 && !parent.contains(&(v - 1));
        for (a, b) in (2..=n).flat_map(|a| (a + 1..=n).map(move |b| (a, b))).take(64) {
            if leaf(a) && leaf(b) && parent[a - 1] == parent[b - 1] {
                // b > a: deleting b renames node n (maybe their parent), never a.
                let p = parent[b - 1] + 1;
                let fewer = contracted(tree, b, p);
                smaller.push(contracted(&fewer, a, if p == n { b } else { p }));
            }
        }
        smaller.retain(|t| weight(t) <= weight(tree));
        for v in (0..n).filter(|&v| !tree.is_white(v)) {
            let mut whiter = tree.clone();
            whiter.colours[v] = 0;
            smaller.push(whiter);
        }
        smaller
    }

    /// g(1) and the winner; per node (the first 12), X, S and g; then each
    /// winning first move with what it leaves, confirmed by the search up to
    /// 12 nodes.
    fn explain(&mut self, tree: &Tree) -> String {
        let r = recurrence(tree, 8);
        let left = left_by_moves(tree, &r);
        let moves = reference_moves(tree);
        let whites = (0..tree.n()).filter(|&v| tree.is_white(v)).count();
        let mut text = format!(
            "{} nodes, {whites} white; rooted at node 1, g(1) = {}: {}\n",
            tree.n(),
            r.g[0],
            winner(r.g[0] != 0)
        );
        for v in 0..tree.n().min(12) {
            let set = match &r.set[v] {
                Some(values) => format!(
                    "{{{}}}",
                    values.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
                ),
                None => format!("{} values", r.size[v]),
            };
            text += &format!(
                "node {} ({}): X = {}, S = {set}, g = {}\n",
                v + 1,
                if tree.is_white(v) { "white" } else { "black" },
                r.x[v],
                r.g[v]
            );
        }
        if moves.is_empty() {
            return text + "no first move wins: every white node's move leaves a non-zero value (-1)\n";
        }
        let searched = search_moves(tree);
        for &v in moves.iter().take(12) {
            let checked = match &searched {
                Some(found) if found.contains(&v) => " (the search confirms: the opponent loses)",
                Some(_) => " (THE SEARCH DISAGREES)",
                None => "",
            };
            text += &format!("winning move: node {v}, leaving {}{checked}\n", left[v - 1]);
        }
        if moves.len() > 12 {
            text += &format!("... {} winning moves in all\n", moves.len());
        }
        text
    }
}
