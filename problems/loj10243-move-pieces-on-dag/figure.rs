//! LOJ 10243 (moving tokens on a DAG), the judge's sample: the graph in
//! layers (every edge pointing down), each vertex with its g (the lab's
//! `grundy`; with one token on v the search says the mover wins iff
//! g(v) != 0) and the sample's tokens ringed. Tested by
//! shared/pack/tests/docs/figures.rs.

use crate::figures::style::{lowest, Figure, INK, LIGHT_INK, LOSE, PLAIN};
use crate::problems::loj10243::{grundy, search, Loj10243, Tokens};
use explorer::svg::canvas::{Key, Swatch};
use explorer::svg::graph::{graph, Drawing, Edge, Node};
use explorer::svg::layout::layered;
use sglab::suite::golden;

/// The figure's file in this folder, linked from the write-up.
pub const FILE: &str = "sample-dag.svg";

pub fn draw() -> Figure {
    let (cases, _) = golden::<Loj10243>("sample-1");
    let case = &cases[0];
    let dag = &case.dag;
    let g = grundy(dag);
    for (v, &value) in g.iter().enumerate().skip(1) {
        let one = Tokens {
            dag: dag.clone(),
            tokens: vec![v],
        };
        assert_eq!(search(&one), Some(value != 0), "LOJ 10243 sample, one token on {v}");
    }
    let total = case.tokens.iter().fold(0, |x, &v| x ^ g[v]);
    assert_eq!(search(case), Some(total != 0), "LOJ 10243 sample");
    let edges: Vec<(usize, usize)> = dag.edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
    let at = layered(dag.n, &edges, (260.0, 100.0), (110.0, 85.0)).expect("a DAG");
    let nodes = (1..=dag.n)
        .map(|v| {
            let lost = g[v] == 0;
            Node {
                at: at[v - 1],
                label: v.to_string(),
                note: format!("g = {}", g[v]),
                fill: if lost { LOSE } else { PLAIN },
                ink: if lost { LIGHT_INK } else { INK },
                ring: case.tokens.contains(&v),
                class: if lost { "P" } else { "N" },
            }
        })
        .collect();
    let edges = edges
        .iter()
        .map(|&(from, to)| Edge {
            from,
            to,
            directed: true,
            bold: false,
            class: "edge",
        })
        .collect();
    let tokens: Vec<String> = case.tokens.iter().map(|v| v.to_string()).collect();
    let values: Vec<String> = case.tokens.iter().map(|&v| g[v].to_string()).collect();
    let bottom = lowest(&at);
    let drawing = Drawing {
        title: "Tokens on a DAG, the sample: g(v) = mex of g over v's successors".to_string(),
        notes: vec!["Sinks have g = 0; each vertex one layer below its lowest predecessor.".to_string()],
        width: 640,
        height: (bottom + 80.0) as usize,
        nodes,
        edges,
        captions: vec![(
            (20.0, bottom + 50.0),
            format!(
                "Tokens on {}: {} = {total}, not 0, so the first player wins.",
                tokens.join(", "),
                values.join(" xor ")
            ),
            false,
        )],
        legend_at: (440.0, 90.0),
        legend: vec![
            Key::new(Swatch::Disc(LOSE, "#444"), "g = 0: P, the mover loses"),
            Key::new(Swatch::Disc(PLAIN, "#444"), "g > 0: N"),
            Key::new(Swatch::Ring("white"), "thick ring: holds a token"),
        ],
    };
    let p = g[1..].iter().filter(|&&x| x == 0).count();
    Figure::new(
        graph(&drawing),
        &[("P", p), ("N", dag.n - p), ("edge", dag.edges.len())],
    )
}
