//! AGC010 F (tree game), the judge's sample 2: the tree with each vertex's
//! stones, the start vertices from which the first player wins (the lab's
//! `search_starts`, an exhaustive search of the real turns, checked against
//! the local rule) filled, and from each the rule's winning first move drawn
//! as a bold arrow. Tested by shared/pack/tests/docs/figures.rs.

use super::style::{Figure, INK, LIGHT_INK, PLAIN, WIN};
use crate::problems::agc010f::{rule, rule_starts, search_starts, Agc010f};
use sglab::matching::adjacency;
use sglab::suite::golden;
use sglab::svg::canvas::{Key, Swatch};
use sglab::svg::graph::{graph, Drawing, Edge, Node};
use sglab::svg::layout::tree;

pub fn sample() -> Figure {
    let (cases, _) = golden::<Agc010f>("sample-2");
    let case = &cases[0];
    let n = case.stones.len();
    let winning = search_starts(case);
    assert_eq!(winning, rule_starts(case), "AGC010 F sample 2");
    let adjacent = adjacency(n, &case.edges);
    let good = rule(&adjacent, &case.stones);
    let at = tree(&adjacent, 0, (90.0, 110.0), (120.0, 95.0));
    let nodes = (0..n)
        .map(|v| {
            let wins = winning.contains(&(v + 1));
            Node {
                at: at[v],
                label: (v + 1).to_string(),
                note: format!("{} stone{}", case.stones[v], if case.stones[v] == 1 { "" } else { "s" }),
                fill: if wins { WIN } else { PLAIN },
                ink: if wins { LIGHT_INK } else { INK },
                ring: false,
                class: if wins { "win" } else { "lose" },
            }
        })
        .collect();
    let edges = case
        .edges
        .iter()
        .map(|&(x, y)| {
            let (x, y) = (x - 1, y - 1);
            // The winning move, when one end takes it to the other.
            let (from, to, bold) = if good[x] == Some(y) {
                (x, y, true)
            } else if good[y] == Some(x) {
                (y, x, true)
            } else {
                (x, y, false)
            };
            Edge {
                from,
                to,
                directed: bold,
                bold,
                class: if bold { "move" } else { "edge" },
            }
        })
        .collect();
    let starts: Vec<String> = winning.iter().map(|v| v.to_string()).collect();
    let bottom = at.iter().map(|p| p.1).fold(0.0, f64::max);
    let drawing = Drawing {
        title: "Tree game (AGC010 F), sample 2: where the first player wins".to_string(),
        notes: vec![
            "A turn takes one stone from the piece's vertex, then moves the piece to a neighbour.".to_string(),
            format!(
                "Winning starts by exhaustive search of the real turns: {}.",
                starts.join(", ")
            ),
        ],
        width: 680,
        height: (bottom + 60.0) as usize,
        nodes,
        edges,
        captions: Vec::new(),
        legend_at: (400.0, 100.0),
        legend: vec![
            Key::new(Swatch::Disc(WIN, "#444"), "the first player wins from here"),
            Key::new(Swatch::Disc(PLAIN, "#444"), "the first player loses"),
            Key::new(Swatch::Line("#111", 4.0, false), "the winning first move (local rule)"),
        ],
    };
    Figure::new(graph(&drawing), &[("win", winning.len()), ("lose", n - winning.len())])
}
