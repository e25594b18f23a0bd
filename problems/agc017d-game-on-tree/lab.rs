//! AtCoder AGC017 D Game on Tree: one tree per input; `Alice` or `Bob`.
//! The brute force searches edge subsets of the tree; the reference is the
//! Colon principle, g(v) = xor over children c of (g(c) + 1).

use super::Problem;
use crate::games::hackenbush;
use crate::rng::Rng;
use crate::search::{Play, Search};
use sg::scan::Scanner;

pub struct Agc017d;

/// Largest N the judge allows.
pub const MAX_N: usize = 100_000;
/// Trees with at most this many vertices are searched exhaustively.
pub const BRUTE_MAX: usize = 12;

/// A tree on vertices 1..=edges.len() + 1, edges as the input gives them.
pub type Edges = Vec<(usize, usize)>;

fn verdict(first_wins: bool) -> String {
    String::from(if first_wins { "Alice\n" } else { "Bob\n" })
}

/// g of the tree rooted at 1 by the Colon principle; `None` if the edges
/// are not a tree on 1..=n.
pub fn colon_value(edges: &[(usize, usize)]) -> Option<u64> {
    let n = edges.len() + 1;
    let mut adjacent = vec![Vec::new(); n + 1];
    for &(x, y) in edges {
        adjacent[x].push(y);
        adjacent[y].push(x);
    }
    // Vertices by breadth-first order from 1, with parents; then leaves up.
    let mut parent = vec![usize::MAX; n + 1];
    parent[1] = 0;
    let mut order = vec![1];
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        i += 1;
        for &w in &adjacent[v] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    if order.len() != n {
        return None;
    }
    let mut g = vec![0u64; n + 1];
    for &v in order.iter().skip(1).rev() {
        g[parent[v]] ^= g[v] + 1;
    }
    Some(g[1])
}

/// The tree left after deleting edge `cut` and everything cut off from 1,
/// relabelled onto 1..=m (vertex 1 stays 1).
pub fn after_cut(edges: &[(usize, usize)], cut: usize) -> Edges {
    let mask = hackenbush::full(edges) & !(1 << cut);
    let kept = hackenbush::rooted_part(edges, mask);
    let mut label = vec![0usize; edges.len() + 2];
    label[1] = 1;
    let mut next = 2;
    let mut left = Vec::new();
    for (i, &(x, y)) in edges.iter().enumerate() {
        if kept >> i & 1 == 1 {
            for v in [x, y] {
                if label[v] == 0 {
                    label[v] = next;
                    next += 1;
                }
            }
            left.push((label[x], label[y]));
        }
    }
    left
}

impl Problem for Agc017d {
    type Case = Edges;
    const NAME: &'static str = "agc017d";
    const CASES_PER_INPUT: usize = 1;

    fn parse(input: &str) -> Result<Vec<Edges>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let fail = |e: sg::error::Error| e.to_string();
        let n = scan.usize_in("N", 2, MAX_N).map_err(fail)?;
        let mut edges = Vec::with_capacity(n - 1);
        for _ in 1..n {
            let x = scan.usize_in("x_i", 1, n).map_err(fail)?;
            let y = scan.usize_in("y_i", 1, n).map_err(fail)?;
            edges.push((x, y));
        }
        if scan.next_u64("end of input").map_err(fail)?.is_some() {
            return Err(format!(
                "a token after the last edge at byte {}",
                scan.last_token_offset()
            ));
        }
        match colon_value(&edges) {
            Some(_) => Ok(vec![edges]),
            None => Err("the edges do not form a tree".to_string()),
        }
    }

    fn write(cases: &[Edges]) -> String {
        assert_eq!(cases.len(), 1, "the judge's input holds one tree");
        let edges = &cases[0];
        let mut text = format!("{}\n", edges.len() + 1);
        for (x, y) in edges {
            text.push_str(&format!("{x} {y}\n"));
        }
        text
    }

    fn random_small(rng: &mut Rng) -> Edges {
        let n = rng.range(2, BRUTE_MAX as u64) as usize;
        hackenbush::random_tree(rng, n)
    }

    fn brute(cases: &[Edges]) -> Vec<Option<String>> {
        cases
            .iter()
            .map(|edges| {
                if edges.len() + 1 > BRUTE_MAX {
                    return None;
                }
                let mut search = Search::new(Play::Normal, |&mask: &u32| hackenbush::steps(edges, mask));
                Some(verdict(search.mover_wins(&hackenbush::full(edges))))
            })
            .collect()
    }

    fn reference(edges: &Edges) -> String {
        verdict(colon_value(edges).expect("a tree") != 0)
    }

    fn shrink(edges: &Edges) -> Vec<Edges> {
        // Delete a leaf other than vertex 1; the highest label takes its name.
        let n = edges.len() + 1;
        let mut degree = vec![0usize; n + 1];
        for &(x, y) in edges {
            degree[x] += 1;
            degree[y] += 1;
        }
        (2..=n)
            .filter(|&v| degree[v] == 1 && n > 2)
            .take(8)
            .map(|leaf| {
                let rename = |v: usize| if v == n { leaf } else { v };
                edges
                    .iter()
                    .filter(|&&(x, y)| x != leaf && y != leaf)
                    .map(|&(x, y)| (rename(x), rename(y)))
                    .collect()
            })
            .collect()
    }

    fn explain(edges: &Edges) -> String {
        let g = colon_value(edges).expect("a tree");
        let mut text = format!(
            "tree of {} vertices: by the Colon principle g(root 1) = {g}: ",
            edges.len() + 1
        );
        if g == 0 {
            text.push_str("Bob wins (every move leaves a non-zero value)\n");
            return text;
        }
        text.push_str("Alice wins");
        if edges.len() < 32 {
            let cut = (0..edges.len())
                .find(|&cut| colon_value(&after_cut(edges, cut)) == Some(0))
                .expect("g > 0 has a move to 0");
            text.push_str(&format!(": delete edge {} {}", edges[cut].0, edges[cut].1));
            if edges.len() < BRUTE_MAX {
                let left = after_cut(edges, cut);
                let loses = Self::brute(std::slice::from_ref(&left))[0].as_deref() == Some("Bob\n");
                text.push_str(if loses {
                    " (the exhaustive search confirms the rest is a loss for Bob to move)"
                } else {
                    " (BUT the search disagrees)"
                });
            }
        }
        text.push('\n');
        text
    }
}
