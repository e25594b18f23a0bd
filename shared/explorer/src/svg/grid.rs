//! A grid of marked cells: x across, y up (as on paper), one square per
//! marked cell in its kind's colour, straight lines y = slope x + intercept
//! drawn across in the same coordinates, labelled ticks (some columns
//! stressed), axis names and a legend beside the grid. Each mark carries its
//! kind as its class, so a test can count what was drawn. Tested through the
//! write-ups' figures by the pack's figures test
//! (`cargo test -p pack --test docs figures`).

use super::canvas::{Canvas, Key, Swatch, LEGEND_ROW};

/// One kind of mark: its class (counted by the tests), fill and legend text.
#[derive(Clone, Debug)]
pub struct Kind {
    pub class: &'static str,
    pub fill: &'static str,
    pub label: String,
}

/// A line y = slope x + intercept in the grid's coordinates.
#[derive(Clone, Debug)]
pub struct Ray {
    pub slope: f64,
    pub intercept: f64,
    pub colour: &'static str,
    pub dashed: bool,
    pub label: String,
}

/// What to draw: cells (x, y) for x in `x_min`..=`x_max`, y in
/// `y_min`..=`y_max`.
#[derive(Clone, Debug)]
pub struct Grid {
    pub title: String,
    /// Lines under the title (what the picture shows, where it comes from).
    pub notes: Vec<String>,
    pub x_name: String,
    pub y_name: String,
    pub x_min: usize,
    pub x_max: usize,
    pub y_min: usize,
    pub y_max: usize,
    pub kinds: Vec<Kind>,
    /// (x, y, index into `kinds`).
    pub marks: Vec<(usize, usize, usize)>,
    pub rays: Vec<Ray>,
    /// Tick values labelled on each axis.
    pub x_ticks: Vec<usize>,
    pub y_ticks: Vec<usize>,
    /// Columns whose tick is stressed (bold, with a faint band up the grid).
    pub stressed: Vec<usize>,
}

/// Pixels per cell.
const CELL: f64 = 14.0;

/// Where the plot sits on the page: its top-left corner, its size, and the
/// grid's smallest coordinates (cell (x, y) is centred at `px(x)`, `py(y)`).
struct Plot {
    left: f64,
    top: f64,
    cols: usize,
    rows: usize,
    w: f64,
    h: f64,
    x_min: usize,
    y_min: usize,
}

impl Plot {
    /// The page x of grid x (a cell's centre at a whole x).
    fn px(&self, x: f64) -> f64 {
        self.left + (x - self.x_min as f64 + 0.5) * CELL
    }

    /// The page y of grid y (y up, so larger y is higher on the page).
    fn py(&self, y: f64) -> f64 {
        self.top + self.h - (y - self.y_min as f64 + 0.5) * CELL
    }
}

/// The grid as an SVG picture.
pub fn grid(g: &Grid) -> String {
    let (cols, rows) = (g.x_max + 1 - g.x_min, g.y_max + 1 - g.y_min);
    let left = 60.0;
    let top = 40.0 + 16.0 * g.notes.len() as f64;
    let (w, h) = (cols as f64 * CELL, rows as f64 * CELL);
    let plot = Plot {
        left,
        top,
        cols,
        rows,
        w,
        h,
        x_min: g.x_min,
        y_min: g.y_min,
    };
    let legend_w = 16.0
        + 6.5
            * (g.kinds.iter().map(|k| k.label.len()))
                .chain(g.rays.iter().map(|r| r.label.len()))
                .max()
                .unwrap_or(0) as f64;
    let keys = g.kinds.len() + g.rays.len();
    let width = (left + w + 30.0 + legend_w + 20.0) as usize;
    let height = (top + h.max(keys as f64 * LEGEND_ROW) + 50.0) as usize;
    let mut c = Canvas::new(width, height, &g.title);
    for (i, note) in g.notes.iter().enumerate() {
        c.text((10.0, 36.0 + 16.0 * i as f64), note, "fill=\"#333\"");
    }
    cells(&mut c, g, &plot);
    rays(&mut c, g, &plot);
    axes(&mut c, g, &plot);
    legend(&mut c, g, &plot);
    c.finish()
}

/// The stressed columns' bands, the cell lines, the frame and the marks.
fn cells(c: &mut Canvas, g: &Grid, p: &Plot) {
    let (left, top) = (p.left, p.top);
    for &x in &g.stressed {
        c.rect((p.px(x as f64) - CELL / 2.0, top), CELL, p.h, "fill=\"#fff3c4\"");
    }
    // Light cell lines, then the frame.
    for i in 0..=p.cols {
        let x = left + i as f64 * CELL;
        c.line((x, top), (x, top + p.h), "#e4e4e4", 1.0, "");
    }
    for j in 0..=p.rows {
        let y = top + j as f64 * CELL;
        c.line((left, y), (left + p.w, y), "#e4e4e4", 1.0, "");
    }
    c.rect((left, top), p.w, p.h, "fill=\"none\" stroke=\"#555\"");
    for &(x, y, kind) in &g.marks {
        let k = &g.kinds[kind];
        c.rect(
            (p.px(x as f64) - CELL / 2.0 + 1.0, p.py(y as f64) - CELL / 2.0 + 1.0),
            CELL - 2.0,
            CELL - 2.0,
            &format!("fill=\"{}\" class=\"{}\"", k.fill, k.class),
        );
    }
}

/// Each ray, clipped to the grid's box in grid coordinates.
fn rays(c: &mut Canvas, g: &Grid, p: &Plot) {
    let (x_lo, x_hi): (f64, f64) = (g.x_min as f64 - 0.5, g.x_max as f64 + 0.5);
    let (y_lo, y_hi) = (g.y_min as f64 - 0.5, g.y_max as f64 + 0.5);
    for ray in &g.rays {
        let (mut a, mut b) = (x_lo, x_hi);
        if ray.slope != 0.0 {
            let (ya, yb) = ((y_lo - ray.intercept) / ray.slope, (y_hi - ray.intercept) / ray.slope);
            a = a.max(ya.min(yb));
            b = b.min(ya.max(yb));
        }
        if a < b {
            let y = |x: f64| ray.slope * x + ray.intercept;
            let dash = if ray.dashed { "stroke-dasharray=\"6 4\"" } else { "" };
            c.line((p.px(a), p.py(y(a))), (p.px(b), p.py(y(b))), ray.colour, 2.0, dash);
        }
    }
}

/// The labelled ticks (stressed columns in bold) and the axis names.
fn axes(c: &mut Canvas, g: &Grid, p: &Plot) {
    let (left, top) = (p.left, p.top);
    for &x in &g.x_ticks {
        let bold = if g.stressed.contains(&x) {
            " font-weight=\"bold\""
        } else {
            ""
        };
        c.text(
            (p.px(x as f64), top + p.h + 14.0),
            &x.to_string(),
            &format!("text-anchor=\"middle\" font-size=\"10\"{bold}"),
        );
    }
    for &y in &g.y_ticks {
        c.text(
            (left - 4.0, p.py(y as f64) + 4.0),
            &y.to_string(),
            "text-anchor=\"end\" font-size=\"10\"",
        );
    }
    c.text(
        (left + p.w / 2.0, top + p.h + 32.0),
        &g.x_name,
        "text-anchor=\"middle\"",
    );
    let (yx, yy) = (18.0, top + p.h / 2.0);
    c.text(
        (yx, yy),
        &g.y_name,
        &format!("text-anchor=\"middle\" transform=\"rotate(-90 {yx:.1} {yy:.1})\""),
    );
}

/// The legend beside the grid: a swatch for each kind, then each ray.
fn legend(c: &mut Canvas, g: &Grid, p: &Plot) {
    let mut keys: Vec<Key> = g
        .kinds
        .iter()
        .map(|k| Key::new(Swatch::Square(k.fill, k.fill), &k.label))
        .collect();
    keys.extend(
        g.rays
            .iter()
            .map(|r| Key::new(Swatch::Line(r.colour, 2.0, r.dashed), &r.label)),
    );
    c.legend((p.left + p.w + 30.0, p.top), &keys);
}
