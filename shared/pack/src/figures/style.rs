//! What every figure shares: the [`Figure`] a drawing function returns (the
//! picture and the counts of what it must show, from the data) and the
//! colours (Okabe-Ito, told apart by colour-blind readers too). Tested
//! through the figures by shared/pack/tests/docs/figures.rs.

/// A drawn figure: its SVG text, and for each pattern (`class="P"`, a tag)
/// how many times the data says it must occur in the picture.
pub struct Figure {
    pub svg: String,
    pub counts: Vec<(String, usize)>,
}
use explorer::svg::canvas::Point;
use explorer::svg::graph::{Edge, Node};

impl Figure {
    pub fn new(svg: String, counts: &[(&str, usize)]) -> Figure {
        let counts = counts
            .iter()
            .map(|&(class, n)| (format!("class=\"{class}\""), n))
            .collect();
        Figure { svg, counts }
    }
}

/// A winning position (for the player to move, or for the player named).
pub const WIN: &str = "#009E73";
/// A losing position: P, g = 0.
pub const LOSE: &str = "#D55E00";
/// Neither: a draw by infinite play.
pub const LOOP: &str = "#56B4E9";
/// A P-position cell on a grid.
pub const P_CELL: &str = "#0072B2";
/// A node with nothing to say beyond its label.
pub const PLAIN: &str = "#eeeeee";
/// The ground or a hole: dark, with white labels.
pub const DARK: &str = "#333333";
/// Ink on the dark and coloured fills.
pub const LIGHT_INK: &str = "white";
pub const INK: &str = "#111111";
/// A second line on a grid.
pub const ACCENT: &str = "#CC79A7";

/// A graph figure's node, `WIN`-filled with light ink when `marked`, else
/// plain, and classed `classes[0]` or `classes[1]` to match: the look every
/// figure that marks some vertices gives them.
pub fn marked_node(at: Point, label: String, note: String, marked: bool, classes: [&'static str; 2]) -> Node {
    Node {
        at,
        label,
        note,
        fill: if marked { WIN } else { PLAIN },
        ink: if marked { LIGHT_INK } else { INK },
        ring: false,
        class: if marked { classes[0] } else { classes[1] },
    }
}

/// A graph figure's edge, drawn bold and classed `class` when `bold` (the
/// edges the figure is about: a winning move, a matched edge), else a plain
/// `edge`: the other half of [`marked_node`]'s look.
pub fn marked_edge(from: usize, to: usize, directed: bool, bold: bool, class: &'static str) -> Edge {
    Edge {
        from,
        to,
        directed,
        bold,
        class: if bold { class } else { "edge" },
    }
}

/// The lowest node's y (the largest), from which a figure's height is
/// measured.
pub fn lowest(at: &[Point]) -> f64 {
    at.iter().map(|p| p.1).fold(0.0, f64::max)
}
