//! AtCoder AGC010 F Tree Game: stones on a tree, one piece; print every
//! start vertex from which Takahashi (who places the piece and moves first)
//! wins. The brute force plays the turns on the whole (stones, piece)
//! position; the reference is the local rule proven in the write-up: v wins
//! iff some neighbour w has A_w < A_v and w loses, decided for all vertices
//! in ascending order of stones.

use super::Problem;
use crate::games::stone_tree::{self, Position};
use crate::judge::shrink::smaller_values;
use crate::rng::Rng;
use crate::search::{Play, Search};
use sg::scan::Scanner;

/// Largest N and A_i the judge allows.
pub const MAX_N: usize = 3000;
pub const MAX_A: u64 = 1_000_000_000;
/// Positions the brute force may visit per case: N times the stone vectors.
pub const SEARCH_LIMIT: u64 = 200_000;

/// One input: the stones on vertices 1..=N and the N - 1 edges (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    pub stones: Vec<u64>,
    pub edges: Vec<(usize, usize)>,
}

/// The problem; the memo lives in the search of each case.
#[derive(Default)]
pub struct Agc010f {}

/// The judge's line: the vertices in ascending order (1-based), or empty.
pub fn answer(winning: &[usize]) -> String {
    let shown: Vec<String> = winning.iter().map(|v| v.to_string()).collect();
    format!("{}\n", shown.join(" "))
}

/// Whether the search over (stones, piece) is small enough for `tree`.
pub fn searchable(tree: &Tree) -> bool {
    let mut states = tree.stones.len() as u64;
    for &a in &tree.stones {
        states = states.saturating_mul(a.saturating_add(1));
    }
    states <= SEARCH_LIMIT
}

/// The start vertices (1-based) from which the first player wins, by
/// exhaustive search of the real turns.
pub fn search_starts(tree: &Tree) -> Vec<usize> {
    let n = tree.stones.len();
    let adjacent = stone_tree::adjacency(n, &tree.edges);
    let stones: Vec<u32> = tree.stones.iter().map(|&a| a as u32).collect();
    let mut search = Search::new(Play::Normal, |p: &Position| stone_tree::steps(&adjacent, p));
    (0..n)
        .filter(|&v| search.mover_wins(&(stones.clone(), v)))
        .map(|v| v + 1)
        .collect()
}

/// The local rule for every vertex at once (0-based): `wins[v]` says the
/// player to move with the piece on v wins, `good[v]` names a winning
/// neighbour. wins[v] holds iff some neighbour w has A_w < A_v and not
/// wins[w]; the stones strictly fall along such a chain, so deciding the
/// vertices in ascending order of stones finds every wins[w] it needs.
pub fn rule(adjacent: &[Vec<usize>], stones: &[u64]) -> (Vec<bool>, Vec<Option<usize>>) {
    let n = adjacent.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&v| stones[v]);
    let mut wins = vec![false; n];
    let mut good = vec![None; n];
    for v in order {
        good[v] = adjacent[v].iter().copied().find(|&w| stones[w] < stones[v] && !wins[w]);
        wins[v] = good[v].is_some();
    }
    (wins, good)
}

/// The winning start vertices (1-based) by the local rule.
pub fn rule_starts(tree: &Tree) -> Vec<usize> {
    let adjacent = stone_tree::adjacency(tree.stones.len(), &tree.edges);
    let (wins, _) = rule(&adjacent, &tree.stones);
    (0..wins.len()).filter(|&v| wins[v]).map(|v| v + 1).collect()
}

/// Whether `edges` form a tree on 1..=n.
fn is_tree(n: usize, edges: &[(usize, usize)]) -> bool {
    let adjacent = stone_tree::adjacency(n, edges);
    let mut seen = vec![false; n];
    let mut stack = vec![0];
    seen[0] = true;
    let mut count = 1;
    while let Some(v) = stack.pop() {
        for &w in &adjacent[v] {
            if !seen[w] {
                seen[w] = true;
                count += 1;
                stack.push(w);
            }
        }
    }
    edges.len() + 1 == n && count == n
}

impl Agc010f {
    pub fn brute_one(&mut self, tree: &Tree) -> Option<String> {
        searchable(tree).then(|| answer(&search_starts(tree)))
    }

    pub fn reference_one(&mut self, tree: &Tree) -> String {
        answer(&rule_starts(tree))
    }

    pub fn explain_one(&mut self, tree: &Tree) -> String {
        let n = tree.stones.len();
        let adjacent = stone_tree::adjacency(n, &tree.edges);
        let starts = rule_starts(tree);
        let (_, good) = rule(&adjacent, &tree.stones);
        let mut text = if starts.is_empty() {
            "Takahashi wins from no vertex\n".to_string()
        } else {
            format!("Takahashi wins from vertices {}", answer(&starts))
        };
        for v in 0..n.min(12) {
            let a = tree.stones[v];
            match good[v] {
                Some(w) => {
                    text.push_str(&format!(
                        "start {}: win: move to {} (A = {} < {a}), a losing vertex",
                        v + 1,
                        w + 1,
                        tree.stones[w]
                    ));
                    if searchable(tree) {
                        let stones: Vec<u32> = tree.stones.iter().map(|&s| s as u32).collect();
                        let mut after = stones.clone();
                        after[v] -= 1;
                        let mut search = Search::new(Play::Normal, |p: &Position| stone_tree::steps(&adjacent, p));
                        text.push_str(if search.mover_wins(&(after, w)) {
                            " (THE SEARCH DISAGREES)"
                        } else {
                            " (the search confirms: Aoki, to move, loses)"
                        });
                    }
                    text.push('\n');
                }
                None if a == 0 => text.push_str(&format!("start {}: loss: no stone under the piece\n", v + 1)),
                None => text.push_str(&format!(
                    "start {}: loss: every neighbour has at least {a} stones (Aoki moves straight back) or is a winning vertex\n",
                    v + 1
                )),
            }
        }
        text
    }
}

impl Problem for Agc010f {
    type Case = Tree;
    const NAME: &'static str = "agc010f";
    const CASES_PER_INPUT: usize = 1;

    fn parse(input: &str) -> Result<Vec<Tree>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let fail = |e: sg::error::Error| e.to_string();
        let n = scan.usize_in("N", 2, MAX_N).map_err(fail)?;
        let stones = (0..n)
            .map(|_| scan.u64_in("A_i", 0, MAX_A))
            .collect::<Result<Vec<u64>, _>>()
            .map_err(fail)?;
        let mut edges = Vec::with_capacity(n - 1);
        for _ in 1..n {
            let a = scan.usize_in("a_i", 1, n).map_err(fail)?;
            let b = scan.usize_in("b_i", 1, n).map_err(fail)?;
            edges.push((a, b));
        }
        scan.finish().map_err(fail)?;
        if !is_tree(n, &edges) {
            return Err("the edges do not form a tree".to_string());
        }
        Ok(vec![Tree { stones, edges }])
    }

    fn write(cases: &[Tree]) -> String {
        assert_eq!(cases.len(), 1, "the judge's input holds one tree");
        let tree = &cases[0];
        let mut text = format!("{}\n{}\n", tree.stones.len(), crate::format::join(&tree.stones));
        for (a, b) in &tree.edges {
            text.push_str(&format!("{a} {b}\n"));
        }
        text
    }

    /// Two to six vertices holding at most four stones each; ties between
    /// neighbours are common (the strict inequality is the trap).
    fn random_small(rng: &mut Rng) -> Tree {
        let n = rng.range(2, 6) as usize;
        let top = if n <= 4 { 5 } else { 3 };
        let stones = (0..n).map(|_| rng.range(0, top)).collect();
        Tree {
            stones,
            edges: crate::games::hackenbush::random_tree(rng, n),
        }
    }

    fn brute(cases: &[Tree]) -> Vec<Option<String>> {
        let mut problem = Self::default();
        cases.iter().map(|tree| problem.brute_one(tree)).collect()
    }

    fn reference(tree: &Tree) -> String {
        Self::default().reference_one(tree)
    }

    /// A leaf deleted (the last label takes its name), or fewer stones on
    /// one vertex.
    fn shrink(tree: &Tree) -> Vec<Tree> {
        let n = tree.stones.len();
        let mut smaller = Vec::new();
        let mut degree = vec![0usize; n + 1];
        for &(a, b) in &tree.edges {
            degree[a] += 1;
            degree[b] += 1;
        }
        for leaf in (1..=n).filter(|&v| degree[v] == 1 && n > 2) {
            let rename = |v: usize| if v == n { leaf } else { v };
            let edges = tree
                .edges
                .iter()
                .filter(|&&(a, b)| a != leaf && b != leaf)
                .map(|&(a, b)| (rename(a), rename(b)))
                .collect();
            let mut stones = tree.stones.clone();
            stones.swap_remove(leaf - 1);
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

    fn explain(tree: &Tree) -> String {
        Self::default().explain_one(tree)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_write_and_explain() {
        let sample = "3\n1 2 3\n1 2\n2 3\n";
        let cases = Agc010f::parse(sample).unwrap();
        assert_eq!(
            cases,
            vec![Tree {
                stones: vec![1, 2, 3],
                edges: vec![(1, 2), (2, 3)]
            }]
        );
        assert_eq!(Agc010f::write(&cases), sample);
        let text = Agc010f::explain(&cases[0]);
        assert!(text.starts_with("Takahashi wins from vertices 2\n"), "{text}");
        assert!(text.contains("start 2: win: move to 1 (A = 1 < 2), a losing vertex (the search confirms"));
        assert!(text.contains("start 3: loss"));
        assert!(Agc010f::parse("3\n1 1 1\n1 2\n1 2\n").is_err());
        assert!(Agc010f::parse("2\n1 1\n1 2\n3\n").is_err());
    }

    #[test]
    fn explained_moves_are_confirmed_by_the_search() {
        let mut rng = Rng::new(6);
        for _ in 0..500 {
            let tree = Agc010f::random_small(&mut rng);
            let text = Agc010f::explain(&tree);
            assert!(!text.contains("DISAGREES"), "{tree:?}\n{text}");
            let wins = text.matches(": win:").count();
            assert_eq!(wins, text.matches("the search confirms").count(), "{text}");
            assert_eq!(wins, search_starts(&tree).len(), "{tree:?}\n{text}");
        }
    }

    #[test]
    fn shrinking_keeps_trees() {
        let tree = Tree {
            stones: vec![3, 1, 4, 1],
            edges: vec![(4, 1), (1, 2), (2, 3)],
        };
        let smaller = Agc010f::shrink(&tree);
        assert!(smaller.iter().all(|t| is_tree(t.stones.len(), &t.edges)));
        assert!(smaller.contains(&Tree {
            stones: vec![3, 1, 4],
            edges: vec![(1, 2), (2, 3)]
        }));
    }
}
