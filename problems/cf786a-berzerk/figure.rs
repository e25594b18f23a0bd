//! Codeforces 786A (Berzerk), the judge's sample 1: the circle of objects
//! twice, once with Rick to move and once with Morty, each object coloured
//! by the outcome for the player to move with the monster on it (the lab's
//! `retrograde`, checked against the brute force's `labels`). Tested by
//! shared/pack/tests/docs/figures.rs.

use crate::figures::style::{Figure, DARK, INK, LIGHT_INK, LOOP, LOSE, WIN};
use crate::problems::cf786a::{labels, retrograde, Cf786a};
use explorer::svg::canvas::{Key, Swatch};
use explorer::svg::graph::{graph, Drawing, Edge, Node};
use explorer::svg::layout::circle;
use sglab::games::berzerk::{Outcome, PLAYERS};
use sglab::suite::golden;

/// The figure's file in this folder, linked from the write-up.
pub const FILE: &str = "sample-1.svg";

pub fn draw() -> Figure {
    let (cases, _) = golden::<Cf786a>("sample-1");
    let game = &cases[0];
    let outcome = retrograde(game);
    let brute = labels(game).expect("a small game");
    for player in 0..2 {
        // Objects 2..=n: index 0 is unused, object 1 the hole.
        assert_eq!(outcome[player][2..], brute[player][2..], "Berzerk sample 1");
    }
    let n = game.n;
    let (mut nodes, mut edges, mut captions) = (Vec::new(), Vec::new(), Vec::new());
    for (player, line) in outcome.iter().enumerate() {
        let centre = (170.0 + 330.0 * player as f64, 230.0);
        let first = nodes.len();
        for (object, &at) in (1..=n).zip(circle(n, centre, 100.0).iter()) {
            let (fill, ink, class) = match (object, line[object]) {
                (1, _) => (DARK, LIGHT_INK, "hole"),
                (_, Outcome::Win) => (WIN, LIGHT_INK, "Win"),
                (_, Outcome::Lose) => (LOSE, LIGHT_INK, "Lose"),
                (_, Outcome::Loop) => (LOOP, INK, "Loop"),
            };
            nodes.push(Node {
                at,
                label: object.to_string(),
                note: String::new(),
                fill,
                ink,
                ring: false,
                class,
            });
        }
        for i in 0..n {
            edges.push(Edge {
                from: first + i,
                to: first + (i + 1) % n,
                directed: true,
                bold: false,
                class: "step",
            });
        }
        let set: Vec<String> = game.sets[player].iter().map(|x| x.to_string()).collect();
        captions.push(((centre.0, 95.0), format!("{} to move", PLAYERS[player]), true));
        captions.push((
            (centre.0, 370.0),
            format!("{} steps {{{}}}", PLAYERS[player], set.join(", ")),
            true,
        ));
    }
    let count = |o: Outcome| {
        outcome
            .iter()
            .map(|line| line[2..].iter().filter(|&&x| x == o).count())
            .sum()
    };
    let drawing = Drawing {
        title: format!("Berzerk, sample 1: n = {n} objects, the monster steps clockwise"),
        notes: vec![
            "Each object: who wins when the monster stands there and the player named above is to move".to_string(),
            "(retrograde analysis from the black hole, checked against the brute force).".to_string(),
        ],
        width: 880,
        height: 400,
        nodes,
        edges,
        captions,
        legend_at: (680.0, 150.0),
        legend: vec![
            Key::new(Swatch::Disc(WIN, "#444"), "Win: the mover wins"),
            Key::new(Swatch::Disc(LOSE, "#444"), "Lose: the mover loses"),
            Key::new(Swatch::Disc(LOOP, "#444"), "Loop: play never ends"),
            Key::new(Swatch::Disc(DARK, "#444"), "object 1: the black hole"),
        ],
    };
    let counts = [
        ("Win", count(Outcome::Win)),
        ("Lose", count(Outcome::Lose)),
        ("Loop", count(Outcome::Loop)),
        ("hole", 2),
    ];
    Figure::new(graph(&drawing), &counts)
}
