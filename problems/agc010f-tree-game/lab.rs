//! AtCoder AGC010 F Tree Game: every start vertex from which Takahashi wins.
//! Brute force: the turns on the whole (stones, piece) position
//! (`games::stone_tree`); reference: the local rule the write-up proves (v wins
//! iff a neighbour w with A_w < A_v loses). Tested by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

// The write-up's figure, drawn from this lab; pack's figures list it.
#[path = "figure.rs"]
pub mod figure;

use sglab::games::hackenbush::random_tree;
use sglab::games::stone_tree::{self, adjacency, Position};
use sglab::graph_gen;
use sglab::matching::unreached;
use sglab::prelude::*;

/// Positions the brute force may visit per case: N times the stone vectors.
pub const SEARCH_LIMIT: u64 = 200_000;

/// One input: the stones on vertices 1..=N and the N - 1 edges (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    pub stones: Vec<u64>,
    pub edges: Vec<(usize, usize)>,
}

/// AGC010 F. The brute force searches one tree at a time (a position is
/// the stones and the piece, `games::stone_tree`), so it keeps no memo.
#[derive(Default)]
pub struct Agc010f;

/// The exhaustive search of the real turns on `tree`: whether the player to
/// move with these stones and the piece on `at` (0-based) wins.
pub fn search(tree: &Tree) -> impl FnMut(&[u64], usize) -> bool {
    let adjacent = adjacency(tree.stones.len(), &tree.edges);
    let mut search = Search::new(Play::Normal, move |p: &Position| stone_tree::steps(&adjacent, p));
    move |stones, at| search.mover_wins(&(stones.iter().map(|&a| a as u32).collect(), at))
}

/// The start vertices (1-based) from which the first player wins, by
/// exhaustive search of the real turns.
pub fn search_starts(tree: &Tree) -> Vec<usize> {
    let mut mover_wins = search(tree);
    (1..=tree.stones.len())
        .filter(|&v| mover_wins(&tree.stones, v - 1))
        .collect()
}

/// The judge's line: the vertices in ascending order (1-based), or empty.
pub fn answer(winning: &[usize]) -> String {
    format!("{}\n", join(winning))
}

/// Whether the search over (stones, piece) is small enough for `tree`.
pub fn searchable(tree: &Tree) -> bool {
    let states = (tree.stones.iter()).fold(tree.stones.len() as u64, |s, &a| s.saturating_mul(a.saturating_add(1)));
    states <= SEARCH_LIMIT
}

/// The local rule for every vertex at once (0-based): `good[v]` names a
/// neighbour w with A_w < A_v from which the player to move loses, so v
/// wins iff it is `Some`. Stones strictly fall along such a chain, so
/// deciding the vertices in ascending order of stones finds every w first.
pub fn rule(adjacent: &[Vec<usize>], stones: &[u64]) -> Vec<Option<usize>> {
    let mut order: Vec<usize> = (0..adjacent.len()).collect();
    order.sort_by_key(|&v| stones[v]);
    let mut good: Vec<Option<usize>> = vec![None; adjacent.len()];
    for v in order {
        good[v] = adjacent[v]
            .iter()
            .copied()
            .find(|&w| stones[w] < stones[v] && good[w].is_none());
    }
    good
}

/// The winning start vertices (1-based) by the local rule.
pub fn rule_starts(tree: &Tree) -> Vec<usize> {
    let good = rule(&adjacency(tree.stones.len(), &tree.edges), &tree.stones);
    (0..good.len()).filter(|&v| good[v].is_some()).map(|v| v + 1).collect()
}

impl Problem for Agc010f {
    type Case = Tree;
    const NAME: &'static str = "agc010f";
    const FRAME: Frame = Frame::Single;
    const KINDS: &'static [&'static str] = &["ties", "path", "star", "max"];

    /// Edges that are not a tree are refused naming the byte where they
    /// start (no single token is out of range).
    fn read_case(r: &mut Reader) -> Result<Tree, String> {
        let n = r.u64("N")?;
        let stones = r.list(n, "A_i")?;
        let at = r.offset();
        let edges = (1..n)
            .map(|_| Ok((r.usize_upto("a_i", n)?, r.usize_upto("b_i", n)?)))
            .collect::<Result<Vec<_>, String>>()?;
        if unreached(&adjacency(n as usize, &edges)).is_some() {
            return Err(format!("the {} edges starting at byte {at} do not form a tree", n - 1));
        }
        Ok(Tree { stones, edges })
    }

    fn write_case(tree: &Tree) -> String {
        let lines: String = tree.edges.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
        format!("{}\n{}\n{lines}", tree.stones.len(), join(&tree.stones))
    }

    /// Two to six vertices holding at most five stones each (three from
    /// five vertices on); ties between neighbours are common (the strict
    /// inequality is the trap).
    fn random_small(rng: &mut Rng) -> Tree {
        let n = rng.range(2, 6) as usize;
        let top = if n <= 4 { 5 } else { 3 };
        Tree {
            stones: (0..n).map(|_| rng.range(0, top)).collect(),
            edges: random_tree(rng, n),
        }
    }

    /// The judge's largest N: `ties`, a random tree with 0 to 2 stones per
    /// vertex (the strict inequality decides everywhere); `path`, stones
    /// falling along a path with random dips (depth N for every start: no
    /// recursion allowed); `star`, random stones around one centre; `max`,
    /// a random tree with random stones. Labels, edge order and orientation
    /// are shuffled.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Tree> {
        let (n, top) = (limits["N"].hi as usize, limits["A_i"].hi);
        let label = graph_gen::random_labels(rng, n, false);
        let top = if kind == "ties" { 2 } else { top };
        let mut stones: Vec<u64> = (0..n).map(|_| rng.range(0, top)).collect();
        let edges = match kind {
            "path" => {
                for v in 1..=n {
                    let fall = ((n + 1 - v) as u64 * 1000).min(top);
                    stones[label[v] - 1] = if rng.chance(1, 10) { rng.range(0, fall) } else { fall };
                }
                graph_gen::scrambled(rng, &graph_gen::path(n), &label, true)
            }
            "star" => graph_gen::scrambled(rng, &graph_gen::star(n, 1), &label, true),
            "ties" | "max" => random_tree(rng, n),
            other => unknown_kind(other),
        };
        vec![Tree { stones, edges }]
    }

    fn brute(&mut self, tree: &Tree) -> Option<String> {
        searchable(tree).then(|| answer(&search_starts(tree)))
    }

    fn reference(&mut self, tree: &Tree) -> String {
        answer(&rule_starts(tree))
    }

    /// A leaf deleted (the last label takes its name), or fewer stones on
    /// one vertex.
    fn shrink(tree: &Tree) -> Vec<Tree> {
        let n = tree.stones.len();
        let mut smaller = Vec::new();
        let adjacent = adjacency(n, &tree.edges);
        for leaf in (1..=n).filter(|&v| adjacent[v - 1].len() == 1 && n > 2) {
            let mut stones = tree.stones.clone();
            stones.swap_remove(leaf - 1);
            let edges = graph_gen::without_vertex(&tree.edges, leaf, n);
            smaller.push(Tree { stones, edges });
        }
        for v in 0..n {
            for fewer in smaller_values(tree.stones[v], 0) {
                let mut next = tree.clone();
                next.stones[v] = fewer;
                smaller.push(next);
            }
        }
        smaller
    }

    /// The winning starts, then for each of the first 12 vertices the
    /// rule's reason; each winning move is confirmed by the search where
    /// the tree is small enough.
    fn explain(&mut self, tree: &Tree) -> String {
        let good = rule(&adjacency(tree.stones.len(), &tree.edges), &tree.stones);
        let starts = rule_starts(tree);
        let mut text = match starts.is_empty() {
            true => "Takahashi wins from no vertex\n".to_string(),
            false => format!("Takahashi wins from vertices {}", answer(&starts)),
        };
        let mut mover_wins = search(tree);
        for (v, &a) in tree.stones.iter().enumerate().take(12) {
            text.push_str(&match good[v] {
                Some(w) => {
                    let b = tree.stones[w];
                    let mut line = format!("start {}: win: move to {} (A = {b} < {a}), a losing vertex", v + 1, w + 1);
                    if searchable(tree) {
                        let mut after = tree.stones.clone();
                        after[v] -= 1;
                        line.push_str(match mover_wins(&after, w) {
                            true => " (THE SEARCH DISAGREES)",
                            false => " (the search confirms: Aoki, to move, loses)",
                        });
                    }
                    line + "\n"
                }
                None if a == 0 => format!("start {}: loss: no stone under the piece\n", v + 1),
                None => format!(
                    "start {}: loss: every neighbour has at least {a} stones (Aoki moves straight back) or is a winning vertex\n",
                    v + 1
                ),
            });
        }
        text
    }
}
