//! The explorer's two pictures: the nim-sequence of a one-size game (value
//! against n, the preperiod and one period marked) and a heatmap of a
//! two-size game. Tested by shared/pack/tests/tools/explore.rs (well-formed,
//! one mark per value or cell) and, byte for byte, by the pack's figures
//! test, which pins docs/kayles.svg.

use super::canvas::header;

/// g(n) for n = `from`..`from + g.len()`: one dot per value; the periodic
/// part shaded from n0, its first period darker, when `period` = (n0, p).
pub fn sequence(title: &str, from: usize, g: &[u16], period: Option<(usize, usize)>) -> String {
    let (left, top, plot_h) = (50.0, 30.0, 240.0);
    let step = (900.0 / g.len().max(1) as f64).clamp(0.5, 12.0);
    let plot_w = step * g.len() as f64;
    let most = g.iter().copied().max().unwrap_or(0).max(1) as f64;
    let x = |n: usize| left + (n - from) as f64 * step;
    let y = |v: f64| top + plot_h - v / most * plot_h;
    let (width, height) = ((left + plot_w + 20.0) as usize, (top + plot_h + 40.0) as usize);
    let mut out = header(width, height, title);
    let end = from + g.len();
    if let Some((n0, p)) = period {
        if n0 < end {
            let a = n0.max(from);
            out += &format!(
                "<rect x=\"{:.1}\" y=\"{top}\" width=\"{:.1}\" height=\"{plot_h}\" fill=\"#e8f0ff\"/>\n",
                x(a),
                x(end - 1) + step - x(a)
            );
            let b = (n0 + p).min(end);
            if n0 >= from {
                out += &format!(
                    "<rect x=\"{:.1}\" y=\"{top}\" width=\"{:.1}\" height=\"{plot_h}\" fill=\"#c0d4ff\"/>\n\
                     <text x=\"{:.1}\" y=\"{:.1}\">n0 = {n0}, one period p = {p}</text>\n",
                    x(n0),
                    x(b - 1) + step - x(n0),
                    x(n0),
                    top + plot_h + 30.0
                );
            }
        }
    }
    // Axes and value ticks.
    out += &format!(
        "<line x1=\"{left}\" y1=\"{0}\" x2=\"{1:.1}\" y2=\"{0}\" stroke=\"black\"/>\n\
         <line x1=\"{left}\" y1=\"{top}\" x2=\"{left}\" y2=\"{0}\" stroke=\"black\"/>\n\
         <text x=\"5\" y=\"{2:.1}\">{3}</text><text x=\"5\" y=\"{0}\">0</text>\n\
         <text x=\"{left}\" y=\"{4:.1}\">n = {from}</text>\
         <text x=\"{1:.1}\" y=\"{4:.1}\" text-anchor=\"end\">{5}</text>\n",
        top + plot_h,
        left + plot_w,
        top + 10.0,
        most as u16,
        top + plot_h + 15.0,
        end - 1
    );
    out += "<g fill=\"#203080\">\n";
    let r = (step / 2.0).clamp(0.6, 3.0);
    for (i, &v) in g.iter().enumerate() {
        out += &format!(
            "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"{r:.1}\"/>\n",
            x(from + i) + step / 2.0,
            y(v as f64)
        );
    }
    out + "</g>\n</svg>\n"
}

/// A heatmap of `g[x][y]`: rows x, columns y, one cell per value (white for
/// cells `shown` rejects); values written in when the cells are large.
pub fn heatmap(title: &str, g: &[Vec<u32>], shown: impl Fn(usize, usize) -> bool) -> String {
    let rows = g.len();
    let cols = g.first().map_or(0, |r| r.len());
    let cell = (600 / rows.max(cols).max(1)).clamp(2, 28);
    let (left, top) = (40, 40);
    let mut out = header(left + cols * cell + 20, top + rows * cell + 20, title);
    let most = g.iter().flatten().copied().max().unwrap_or(0).max(1) as f64;
    for (x, row) in g.iter().enumerate() {
        for (y, &v) in row.iter().enumerate() {
            let (px, py) = (left + y * cell, top + x * cell);
            if !shown(x, y) {
                out += &format!(
                    "<rect x=\"{px}\" y=\"{py}\" width=\"{cell}\" height=\"{cell}\" fill=\"white\" stroke=\"#ddd\"/>\n"
                );
                continue;
            }
            // 0 (a P-position) black, then blue to yellow as the value grows.
            let fill = if v == 0 {
                "#000000".to_string()
            } else {
                let t = v as f64 / most;
                let (r, gr, b) = (40.0 + 215.0 * t, 60.0 + 180.0 * t, 200.0 - 160.0 * t);
                format!("#{:02x}{:02x}{:02x}", r as u8, gr as u8, b as u8)
            };
            out += &format!("<rect x=\"{px}\" y=\"{py}\" width=\"{cell}\" height=\"{cell}\" fill=\"{fill}\"/>\n");
            if cell >= 18 {
                let ink = if v == 0 { "white" } else { "black" };
                out += &format!(
                    "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"10\" fill=\"{ink}\">{v}</text>\n",
                    px + cell / 2,
                    py + cell / 2 + 4
                );
            }
        }
    }
    out += &format!(
        "<text x=\"{left}\" y=\"{}\">y (columns) 0..{} across, x (rows) 0..{} down</text>\n",
        top - 6,
        cols.saturating_sub(1),
        rows.saturating_sub(1)
    );
    out + "</svg>\n"
}
