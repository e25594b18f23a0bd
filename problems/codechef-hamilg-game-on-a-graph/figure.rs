//! CodeChef HAMILG (a game on a graph), the second graph of the judge's
//! sample: one maximum matching drawn bold and the set D of vertices some
//! maximum matching misses (the lab's `missable_vertices`, checked against
//! the exhaustive search `search_winning`: A wins exactly from D) filled.
//! Tested by shared/pack/tests/docs/figures.rs.

use crate::figures::style::{lowest, marked_edge, marked_node, Figure, PLAIN, WIN};
use crate::problems::hamilg::{missable_vertices, search_winning, Hamilg};
use explorer::svg::canvas::{Key, Swatch};
use explorer::svg::graph::{graph, Drawing};
use explorer::svg::layout::{centre, circle, tree};
use sglab::matching::{adjacency, maximum_matching, pairs};
use sglab::suite::golden;

/// The figure's file in this folder, linked from the write-up.
pub const FILE: &str = "sample-graph.svg";

pub fn draw() -> Figure {
    let (cases, _) = golden::<Hamilg>("sample-1");
    let case = &cases[1];
    let n = case.n;
    let d = missable_vertices(case);
    assert_eq!(d, search_winning(case), "HAMILG sample graph 2");
    let adjacent = adjacency(n, &case.edges);
    let matched = pairs(&maximum_matching(&adjacent));
    // A tree is drawn as one (from its centre), any other graph on a circle.
    let at = if case.edges.len() + 1 == n {
        tree(&adjacent, centre(&adjacent), (80.0, 110.0), (90.0, 90.0))
    } else {
        circle(n, (250.0, 250.0), 140.0)
    };
    let nodes = (0..n)
        .map(|v| {
            let missable = d.contains(&(v + 1));
            marked_node(
                at[v],
                (v + 1).to_string(),
                String::new(),
                missable,
                ["missable", "covered"],
            )
        })
        .collect();
    let edges = case
        .edges
        .iter()
        .map(|&(x, y)| {
            let (x, y) = (x - 1, y - 1);
            let bold = matched.contains(&(x.min(y), x.max(y)));
            marked_edge(x, y, false, bold, "matched")
        })
        .collect();
    let shown: Vec<String> = d.iter().map(|v| v.to_string()).collect();
    let bottom = lowest(&at);
    let right = at.iter().map(|p| p.0).fold(0.0, f64::max);
    let drawing = Drawing {
        title: "HAMILG, the sample's second graph: maximum matchings decide the game".to_string(),
        notes: vec![
            format!(
                "A maximum matching has {} edges; D = {{{}}}: the vertices some maximum matching misses.",
                matched.len(),
                shown.join(", ")
            ),
            "The exhaustive search agrees: A wins exactly when the token starts in D.".to_string(),
        ],
        width: (right + 330.0) as usize,
        height: (bottom + 50.0) as usize,
        nodes,
        edges,
        captions: Vec::new(),
        legend_at: (right + 60.0, 110.0),
        legend: vec![
            Key::new(Swatch::Disc(WIN, "#444"), "in D: A wins starting here"),
            Key::new(Swatch::Disc(PLAIN, "#444"), "every maximum matching covers it"),
            Key::new(Swatch::Line("#111", 5.0, false), "one maximum matching"),
        ],
    };
    Figure::new(graph(&drawing), &[("missable", d.len()), ("matched", matched.len())])
}
