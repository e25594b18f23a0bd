//! AGC010 F (tree game), the judge's sample 2: the tree with each vertex's
//! stones, the start vertices from which the first player wins (the lab's
//! `search_starts`, an exhaustive search of the real turns, checked against
//! the local rule) filled, and from each every winning first move drawn as
//! a bold arrow: v to a neighbour u wins iff the search says the player to
//! move after it (one stone fewer on v, the piece on u) loses; the rule's
//! move is checked to be one of them. Tested by
//! shared/pack/tests/docs/figures.rs.

use crate::figures::style::{lowest, marked_edge, marked_node, Figure, PLAIN, WIN};
use crate::problems::agc010f::{rule, rule_starts, search, search_starts, Agc010f};
use explorer::svg::canvas::{Key, Swatch};
use explorer::svg::graph::{graph, Drawing};
use explorer::svg::layout::tree;
use sglab::matching::adjacency;
use sglab::suite::golden;

/// The figure's file in this folder, linked from the write-up.
pub const FILE: &str = "sample-2.svg";

pub fn draw() -> Figure {
    let (cases, _) = golden::<Agc010f>("sample-2");
    let case = &cases[0];
    let n = case.stones.len();
    let winning = search_starts(case);
    assert_eq!(winning, rule_starts(case), "AGC010 F sample 2");
    let adjacent = adjacency(n, &case.edges);
    let good = rule(&adjacent, &case.stones);
    // Every winning first move (v, u), 0-based, by search: a turn takes a
    // stone from v, so v needs one.
    let mut mover_wins = search(case);
    let mut moves = Vec::new();
    for v in (0..n).filter(|&v| case.stones[v] > 0) {
        let mut after = case.stones.clone();
        after[v] -= 1;
        moves.extend(adjacent[v].iter().filter(|&&u| !mover_wins(&after, u)).map(|&u| (v, u)));
    }
    for (v, rule_move) in good.iter().enumerate() {
        let from_v: Vec<usize> = moves.iter().filter(|m| m.0 == v).map(|m| m.1).collect();
        assert_eq!(
            !from_v.is_empty(),
            winning.contains(&(v + 1)),
            "AGC010 F sample 2, start {}",
            v + 1
        );
        assert!(
            rule_move.map_or(true, |w| from_v.contains(&w)),
            "AGC010 F sample 2, the rule's move from {}",
            v + 1
        );
    }
    let at = tree(&adjacent, 0, (90.0, 110.0), (120.0, 95.0));
    let nodes = (0..n)
        .map(|v| {
            let wins = winning.contains(&(v + 1));
            let stones = format!("{} stone{}", case.stones[v], if case.stones[v] == 1 { "" } else { "s" });
            marked_node(at[v], (v + 1).to_string(), stones, wins, ["win", "lose"])
        })
        .collect();
    let edges = case
        .edges
        .iter()
        .map(|&(x, y)| {
            let (x, y) = (x - 1, y - 1);
            // A winning first move along this edge, if either end has one
            // (never both: asserted, one arrow per edge).
            let (there, back) = (moves.contains(&(x, y)), moves.contains(&(y, x)));
            assert!(
                !(there && back),
                "AGC010 F sample 2: winning moves both ways on {}-{}",
                x + 1,
                y + 1
            );
            let (from, to, bold) = if back { (y, x, true) } else { (x, y, there) };
            marked_edge(from, to, bold, bold, "move")
        })
        .collect();
    let starts: Vec<String> = winning.iter().map(|v| v.to_string()).collect();
    let bottom = lowest(&at);
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
            Key::new(Swatch::Line("#111", 4.0, false), "the winning first moves (by search)"),
        ],
    };
    Figure::new(
        graph(&drawing),
        &[
            ("win", winning.len()),
            ("lose", n - winning.len()),
            ("move", moves.len()),
        ],
    )
}
