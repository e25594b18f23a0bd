//! A node-link drawing: nodes at given positions (a `layout`), each a disc
//! with its label inside, its fill and class, an optional note beside it;
//! edges plain, bold or directed (an arrow stopping at the node's rim);
//! captions anywhere; notes under the title and a legend. Each node and
//! edge carries its class, so a test can count what was drawn. Tested
//! through the write-ups' figures by the pack's figures test
//! (`cargo test -p pack --test docs figures`).

use super::canvas::{Canvas, Key, Point};

/// A node's radius in pixels.
pub const RADIUS: f64 = 15.0;

/// One node.
#[derive(Clone, Debug)]
pub struct Node {
    pub at: Point,
    /// Written inside the disc.
    pub label: String,
    /// Written beside the disc, up and to the right (empty for none).
    pub note: String,
    pub fill: &'static str,
    /// The label's colour.
    pub ink: &'static str,
    /// A thick outline (a token, a start vertex).
    pub ring: bool,
    pub class: &'static str,
}

/// One edge between nodes `from` and `to` (indices into the nodes).
#[derive(Clone, Debug)]
pub struct Edge {
    pub from: usize,
    pub to: usize,
    pub directed: bool,
    pub bold: bool,
    pub class: &'static str,
}

/// What to draw.
#[derive(Clone, Debug)]
pub struct Drawing {
    pub title: String,
    pub notes: Vec<String>,
    pub width: usize,
    pub height: usize,
    pub nodes: Vec<Node>,
    pub edges: Vec<Edge>,
    /// (where, text, centred): panel titles and remarks.
    pub captions: Vec<(Point, String, bool)>,
    pub legend_at: Point,
    pub legend: Vec<Key>,
}

/// The drawing as an SVG picture.
pub fn graph(d: &Drawing) -> String {
    let mut c = Canvas::new(d.width, d.height, &d.title);
    for (i, note) in d.notes.iter().enumerate() {
        c.text((10.0, 36.0 + 16.0 * i as f64), note, "fill=\"#333\"");
    }
    for e in &d.edges {
        let (a, b) = (d.nodes[e.from].at, d.nodes[e.to].at);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let length = (dx * dx + dy * dy).sqrt().max(1e-9);
        let (ux, uy) = (dx / length, dy / length);
        let rim = RADIUS + 2.0;
        let (from, to) = ((a.0 + ux * rim, a.1 + uy * rim), (b.0 - ux * rim, b.1 - uy * rim));
        let (colour, width) = if e.bold { ("#111", 5.0) } else { ("#777", 1.5) };
        let class = format!("class=\"{}\"", e.class);
        if e.directed {
            c.arrow(from, to, colour, width, &class);
        } else {
            c.line(from, to, colour, width, &format!("{class} stroke-linecap=\"round\""));
        }
    }
    for n in &d.nodes {
        let stroke = if n.ring {
            "stroke=\"#111\" stroke-width=\"3\""
        } else {
            "stroke=\"#444\" stroke-width=\"1\""
        };
        c.circle(
            n.at,
            RADIUS,
            &format!("fill=\"{}\" {stroke} class=\"{}\"", n.fill, n.class),
        );
        c.text(
            (n.at.0, n.at.1 + 4.5),
            &n.label,
            &format!(
                "text-anchor=\"middle\" font-size=\"13\" font-weight=\"bold\" fill=\"{}\"",
                n.ink
            ),
        );
        if !n.note.is_empty() {
            c.text((n.at.0 + RADIUS + 3.0, n.at.1 - RADIUS + 2.0), &n.note, "fill=\"#222\"");
        }
    }
    for (at, text, centred) in &d.captions {
        let anchor = if *centred { "text-anchor=\"middle\"" } else { "" };
        c.text(*at, text, anchor);
    }
    c.legend(d.legend_at, &d.legend);
    c.finish()
}
