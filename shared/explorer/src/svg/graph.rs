//! A node-link drawing: nodes at given positions (a `layout`), each a disc
//! with its label inside, its fill and class, an optional note beside it
//! (up and to the right, or at the first other corner or side where it
//! meets no edge, disc or earlier note); edges plain, bold or directed (an
//! arrow stopping at the node's rim);
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
    /// Written beside the disc (empty for none): up and to the right
    /// unless an edge, another disc or another note is in the way there.
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

/// A box in pixels: left, top, right, bottom.
type Box = (f64, f64, f64, f64);

/// Whether the segment from `a` to `b` meets the box (Liang-Barsky
/// clipping: the part of the segment inside each slab, intersected).
fn crosses((a, b): (Point, Point), (left, top, right, bottom): Box) -> bool {
    let (mut t0, mut t1) = (0.0f64, 1.0f64);
    for (p, q) in [
        (a.0 - b.0, a.0 - left),
        (b.0 - a.0, right - a.0),
        (a.1 - b.1, a.1 - top),
        (b.1 - a.1, bottom - a.1),
    ] {
        if p == 0.0 {
            if q < 0.0 {
                return false;
            }
        } else if p < 0.0 {
            t0 = t0.max(q / p);
        } else {
            t1 = t1.min(q / p);
        }
    }
    t0 <= t1
}

/// Whether two boxes overlap.
fn overlap(a: Box, b: Box) -> bool {
    a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3
}

/// Where each node's note goes: its baseline's start, and whether the text
/// ends there (anchored at its end, to the node's left). The first of up
/// right, up left, right, left, down right, down left whose box (12-pixel
/// text, about 7 pixels a character, 2 pixels to spare) meets no edge, no
/// other disc and no note placed before it; up right if none is clear.
fn note_places(d: &Drawing, segments: &[(Point, Point)]) -> Vec<(Point, bool)> {
    let mut placed: Vec<Box> = Vec::new();
    let mut places = Vec::new();
    for (i, n) in d.nodes.iter().enumerate() {
        let (x, y) = n.at;
        let (high, low, side) = (y - RADIUS + 2.0, y + RADIUS + 8.0, RADIUS + 3.0);
        let candidates = [
            ((x + side, high), false),
            ((x - side, high), true),
            ((x + side + 3.0, y + 4.0), false),
            ((x - side - 3.0, y + 4.0), true),
            ((x + side, low), false),
            ((x - side, low), true),
        ];
        let width = 7.0 * n.note.chars().count() as f64;
        let area = |((bx, by), end): (Point, bool)| -> Box {
            let left = if end { bx - width } else { bx };
            (left - 2.0, by - 11.0, left + width + 2.0, by + 4.0)
        };
        let clear = |place: &(Point, bool)| {
            let area = area(*place);
            !n.note.is_empty()
                && segments.iter().all(|&s| !crosses(s, area))
                && placed.iter().all(|&p| !overlap(p, area))
                && d.nodes.iter().enumerate().all(|(j, m)| {
                    j == i
                        || !overlap(
                            (m.at.0 - RADIUS, m.at.1 - RADIUS, m.at.0 + RADIUS, m.at.1 + RADIUS),
                            area,
                        )
                })
        };
        let place = candidates.iter().copied().find(clear).unwrap_or(candidates[0]);
        if !n.note.is_empty() {
            placed.push(area(place));
        }
        places.push(place);
    }
    places
}

/// The drawing as an SVG picture.
pub fn graph(d: &Drawing) -> String {
    let mut c = Canvas::new(d.width, d.height, &d.title);
    for (i, note) in d.notes.iter().enumerate() {
        c.text((10.0, 36.0 + 16.0 * i as f64), note, "fill=\"#333\"");
    }
    // Each edge's drawn segment, from rim to rim.
    let segments: Vec<(Point, Point)> = (d.edges.iter())
        .map(|e| {
            let (a, b) = (d.nodes[e.from].at, d.nodes[e.to].at);
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let length = (dx * dx + dy * dy).sqrt().max(1e-9);
            let (ux, uy) = (dx / length, dy / length);
            let rim = RADIUS + 2.0;
            ((a.0 + ux * rim, a.1 + uy * rim), (b.0 - ux * rim, b.1 - uy * rim))
        })
        .collect();
    for (e, &(from, to)) in d.edges.iter().zip(&segments) {
        let (colour, width) = if e.bold { ("#111", 5.0) } else { ("#777", 1.5) };
        let class = format!("class=\"{}\"", e.class);
        if e.directed {
            c.arrow(from, to, colour, width, &class);
        } else {
            c.line(from, to, colour, width, &format!("{class} stroke-linecap=\"round\""));
        }
    }
    for (n, &(at, end)) in d.nodes.iter().zip(&note_places(d, &segments)) {
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
            let anchor = if end { " text-anchor=\"end\"" } else { "" };
            c.text(at, &n.note, &format!("fill=\"#222\"{anchor}"));
        }
    }
    for (at, text, centred) in &d.captions {
        let anchor = if *centred { "text-anchor=\"middle\"" } else { "" };
        c.text(*at, text, anchor);
    }
    c.legend(d.legend_at, &d.legend);
    c.finish()
}
