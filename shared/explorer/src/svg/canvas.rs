//! The canvas every picture draws on: the SVG header (explicit width,
//! height and viewBox, a white background, the title inside the picture),
//! rectangles, lines, arrows, circles, text, and a legend of keyed swatches.
//! Numbers are written with one decimal, so a picture's text is the same on
//! every machine. Tested through the pictures: the explorer's by
//! shared/pack/tests/tools/explore.rs, the write-ups' by the pack's figures
//! test (`cargo test -p pack --test docs figures`).

use std::fmt::Write;

/// Escapes text for an SVG text node or attribute.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The opening of a picture `width` by `height` pixels with `title` at its
/// top left.
pub fn header(width: usize, height: usize, title: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"12\">\n\
         <rect width=\"{width}\" height=\"{height}\" fill=\"white\"/>\n\
         <text x=\"10\" y=\"18\" font-size=\"14\">{}</text>\n",
        escape(title)
    )
}

/// A point in pixels.
pub type Point = (f64, f64);

/// How a legend entry is drawn.
#[derive(Clone, Copy, Debug)]
pub enum Swatch {
    /// A square of this fill, outlined in the second colour.
    Square(&'static str, &'static str),
    /// A disc of this fill, outlined in the second colour.
    Disc(&'static str, &'static str),
    /// A disc of this fill with a thick black ring.
    Ring(&'static str),
    /// A line of this colour and width; dashed when `true`.
    Line(&'static str, f64, bool),
}

/// One legend entry: its swatch and what it means.
#[derive(Clone, Debug)]
pub struct Key {
    pub swatch: Swatch,
    pub label: String,
}

impl Key {
    pub fn new(swatch: Swatch, label: &str) -> Key {
        Key {
            swatch,
            label: label.to_string(),
        }
    }
}

/// Height of one legend row in pixels.
pub const LEGEND_ROW: f64 = 20.0;

/// A picture being drawn: the header written, elements appended in order
/// (later ones on top), closed by [`Canvas::finish`].
pub struct Canvas {
    out: String,
}

impl Canvas {
    pub fn new(width: usize, height: usize, title: &str) -> Canvas {
        Canvas {
            out: header(width, height, title),
        }
    }

    /// A rectangle; `attrs` are further attributes (fill, stroke, class).
    pub fn rect(&mut self, (x, y): Point, w: f64, h: f64, attrs: &str) {
        let _ = writeln!(
            self.out,
            "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{w:.1}\" height=\"{h:.1}\" {attrs}/>"
        );
    }

    /// A straight line in `colour`, `width` pixels wide; `attrs` add to it.
    pub fn line(&mut self, (x1, y1): Point, (x2, y2): Point, colour: &str, width: f64, attrs: &str) {
        let _ = writeln!(
            self.out,
            "<line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" \
             stroke=\"{colour}\" stroke-width=\"{width:.1}\" {attrs}/>"
        );
    }

    /// A line from `from` to `to` ending in a filled arrowhead at `to`.
    pub fn arrow(&mut self, from: Point, to: Point, colour: &str, width: f64, attrs: &str) {
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let length = (dx * dx + dy * dy).sqrt().max(1e-9);
        let (ux, uy) = (dx / length, dy / length);
        let head = 6.0 + 2.0 * width;
        let base = (to.0 - ux * head, to.1 - uy * head);
        self.line(from, base, colour, width, attrs);
        let half = head * 0.45;
        let _ = writeln!(
            self.out,
            "<polygon points=\"{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}\" fill=\"{colour}\"/>",
            to.0,
            to.1,
            base.0 - uy * half,
            base.1 + ux * half,
            base.0 + uy * half,
            base.1 - ux * half
        );
    }

    /// A circle of radius `r`; `attrs` give its fill and stroke.
    pub fn circle(&mut self, (cx, cy): Point, r: f64, attrs: &str) {
        let _ = writeln!(self.out, "<circle cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{r:.1}\" {attrs}/>");
    }

    /// Text at `at` (its baseline's start unless `attrs` anchor it).
    pub fn text(&mut self, (x, y): Point, text: &str, attrs: &str) {
        let space = if attrs.is_empty() { "" } else { " " };
        let _ = writeln!(
            self.out,
            "<text x=\"{x:.1}\" y=\"{y:.1}\"{space}{attrs}>{}</text>",
            escape(text)
        );
    }

    /// A legend: one row per key from `at` (the top left) downwards.
    pub fn legend(&mut self, (x, y): Point, keys: &[Key]) {
        for (i, key) in keys.iter().enumerate() {
            let top = y + i as f64 * LEGEND_ROW;
            match key.swatch {
                Swatch::Square(fill, stroke) => self.rect(
                    (x, top + 2.0),
                    12.0,
                    12.0,
                    &format!("fill=\"{fill}\" stroke=\"{stroke}\""),
                ),
                Swatch::Disc(fill, stroke) => self.circle(
                    (x + 6.0, top + 8.0),
                    6.0,
                    &format!("fill=\"{fill}\" stroke=\"{stroke}\""),
                ),
                Swatch::Ring(fill) => self.circle(
                    (x + 6.0, top + 8.0),
                    6.0,
                    &format!("fill=\"{fill}\" stroke=\"#111\" stroke-width=\"3\""),
                ),
                Swatch::Line(colour, width, dashed) => {
                    let dash = if dashed { "stroke-dasharray=\"6 4\"" } else { "" };
                    self.line((x - 4.0, top + 8.0), (x + 16.0, top + 8.0), colour, width, dash)
                }
            }
            self.text((x + 22.0, top + 12.0), &key.label, "");
        }
    }

    /// The picture's text, closed.
    pub fn finish(self) -> String {
        self.out + "</svg>\n"
    }
}
