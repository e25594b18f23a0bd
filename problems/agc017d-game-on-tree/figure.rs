//! AGC017 D (game on a tree), the judge's sample 3, ground at the bottom:
//! the tree with the value g of the subtree hanging at each vertex (the
//! lab's `colon_value` on that subtree, checked against the Grundy value of
//! the real edge deletions on it, a mex search with no theory
//! (`games::hackenbush_graph::Values`), and its win or loss against the
//! lab's exhaustive search `mover_wins`), then the Colon principle's
//! collapse: each branch at the root replaced by a stalk of g + 1 edges,
//! then those stalks by one stalk of their xor, g(1) edges. Tested by
//! shared/pack/tests/docs/figures.rs.

use crate::figures::style::{Figure, DARK, INK, LIGHT_INK, PLAIN};
use crate::problems::agc017d::{colon_value, mover_wins, Agc017d};
use explorer::svg::canvas::{Key, Point, Swatch};
use explorer::svg::graph::{graph, Edge, Node};
use explorer::svg::layout::tree;
use sglab::games::hackenbush_graph::{Rooted, Values};
use sglab::matching::{adjacency, breadth_first};
use sglab::suite::golden;

/// The figure's file in this folder, linked from the write-up.
pub const FILE: &str = "colon-principle.svg";

/// The edges of the subtree hanging at `v` (tree rooted at 0), renumbered
/// 1.. with `v` as 1, as the lab's functions take them.
fn subtree(adjacent: &[Vec<usize>], parent: &[usize], v: usize) -> Vec<(usize, usize)> {
    let (mut order, mut edges) = (vec![v], Vec::new());
    let mut i = 0;
    while let Some(&u) = order.get(i) {
        i += 1;
        for &w in &adjacent[u] {
            if parent[w] == u && w != parent[u] {
                order.push(w);
                edges.push((i, order.len()));
            }
        }
    }
    edges
}

/// Vertical gap between a stalk's nodes, and between the tree's levels.
const STEP: f64 = 48.0;

pub fn draw() -> Figure {
    let (cases, _) = golden::<Agc017d>("sample-3");
    let edges = &cases[0];
    let n = edges.len() + 1;
    let adjacent = adjacency(n, edges);
    let (parent, _) = breadth_first(&adjacent, 0);
    let mut by_search = Values::default();
    let g: Vec<u64> = (0..n)
        .map(|v| {
            let sub = subtree(&adjacent, &parent, v);
            let value = colon_value(&sub).expect("a subtree is a tree");
            assert_eq!(
                u64::from(by_search.of(&Rooted::new(&sub))),
                value,
                "AGC017 D sample 3, g of the subtree at {}",
                v + 1
            );
            assert_eq!(
                mover_wins(&sub, None),
                value != 0,
                "AGC017 D sample 3, subtree at {}",
                v + 1
            );
            value
        })
        .collect();
    assert_eq!(Some(g[0]), colon_value(edges));
    let tallest = g[0].max(adjacent[0].iter().map(|&c| g[c] + 1).max().unwrap_or(0));
    let ground = 130.0 + STEP * tallest as f64;
    let (mut nodes, mut lines) = (Vec::new(), Vec::new());
    let node = |at: Point, label: String, note: String, root: bool| Node {
        at,
        label,
        note,
        fill: if root { DARK } else { PLAIN },
        ink: if root { LIGHT_INK } else { INK },
        ring: false,
        class: if root { "ground" } else { "vertex" },
    };
    // (a) The tree, root at the bottom.
    let at = tree(&adjacent, 0, (60.0, 0.0), (70.0, STEP * 1.4));
    for v in 0..n {
        let (x, depth) = at[v];
        nodes.push(node(
            (x, ground - depth),
            (v + 1).to_string(),
            format!("g = {}", g[v]),
            v == 0,
        ));
    }
    for &(x, y) in edges.iter() {
        lines.push((x - 1, y - 1, "edge"));
    }
    let left_b = at.iter().map(|p| p.0).fold(0.0, f64::max) + 150.0;
    // (b) Each branch at the root as a stalk of g(c) + 1 edges, side by side.
    let root_b = nodes.len();
    let stalks: Vec<u64> = adjacent[0].iter().map(|&c| g[c] + 1).collect();
    let width_b = 60.0 * (stalks.len() as f64 - 1.0);
    nodes.push(node((left_b + width_b / 2.0, ground), "1".into(), String::new(), true));
    for (k, &length) in stalks.iter().enumerate() {
        let x = left_b + 60.0 * k as f64;
        let mut below = root_b;
        for j in 1..=length {
            nodes.push(node((x, ground - STEP * j as f64), String::new(), String::new(), false));
            lines.push((below, nodes.len() - 1, "edge"));
            below = nodes.len() - 1;
        }
    }
    // (c) One stalk of g(1) edges.
    let x_c = left_b + width_b + 170.0;
    let mut below = nodes.len();
    nodes.push(node((x_c, ground), "1".into(), String::new(), true));
    for j in 1..=g[0] {
        nodes.push(node(
            (x_c, ground - STEP * j as f64),
            String::new(),
            String::new(),
            false,
        ));
        lines.push((below, nodes.len() - 1, "stalk"));
        below = nodes.len() - 1;
    }
    let edges: Vec<Edge> = lines
        .into_iter()
        .map(|(from, to, class)| Edge {
            from,
            to,
            directed: false,
            bold: false,
            class,
        })
        .collect();
    let lengths: Vec<String> = stalks.iter().map(|s| s.to_string()).collect();
    let captions = vec![
        ((at[0].0, ground + 40.0), "the tree: g at each vertex".to_string(), true),
        (
            (left_b + width_b / 2.0, ground + 40.0),
            format!("branches → stalks of g + 1: {}", lengths.join(", ")),
            true,
        ),
        (
            (x_c, ground + 40.0),
            format!("{} = {}: one stalk", lengths.join(" xor "), g[0]),
            true,
        ),
        ((left_b - 75.0, ground - 60.0), "≡ same g ≡".to_string(), true),
        (
            ((left_b + width_b + x_c) / 2.0, ground - 60.0),
            "≡ same g ≡".to_string(),
            true,
        ),
    ];
    let drawing = explorer::svg::graph::Drawing {
        title: format!(
            "Game on a tree (AGC017 D), sample 3: the Colon principle, g(1) = {}",
            g[0]
        ),
        notes: vec![
            "A move deletes an edge and whatever it cuts off from the ground (vertex 1).".to_string(),
            "g(v) = xor over v's children c of (g(c) + 1): each subtree counts only through its value.".to_string(),
        ],
        width: (x_c + 230.0) as usize,
        height: (ground + 60.0) as usize,
        nodes,
        edges,
        captions,
        legend_at: (x_c + 50.0, 100.0),
        legend: vec![
            Key::new(Swatch::Disc(DARK, "#444"), "vertex 1, the ground"),
            Key::new(Swatch::Disc(PLAIN, "#444"), "any other vertex"),
        ],
    };
    Figure::new(graph(&drawing), &[("stalk", g[0] as usize), ("ground", 3)])
}
