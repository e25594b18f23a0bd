//! The pack's small SVG writer (no crates), one job per file: `canvas` (the
//! header, shapes, text, arrows and a legend), `plot` (the explorer's
//! nim-sequence plot and heatmap), `grid` (a grid of marked cells with lines
//! across it), `graph` (a node-link drawing) and `layout` (where a graph's
//! nodes go: a circle, layers of a DAG, a tree). Plain SVG 1.1 with explicit
//! size, a white background and no fonts, CSS or scripts to fetch, so a code
//! host shows it through `<img>`. Tested by shared/pack/tests/tools/explore.rs
//! (the explorer's pictures) and by the pack's figures test, byte for byte
//! (`cargo test -p pack --test docs figures`: the write-ups' figures).

pub mod canvas;
pub mod graph;
pub mod grid;
pub mod layout;
pub mod plot;

pub use plot::{heatmap, sequence};
