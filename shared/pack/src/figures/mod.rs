//! The write-ups' figures: one function per picture, each computing its
//! data from the problem's lab (brute forces checked against references on
//! the spot) and drawing it with `explorer::svg`. [`ALL`] lists every figure
//! with the file it is committed as and the write-up that shows it; the
//! test shared/pack/tests/docs/figures.rs compares each file byte for byte
//! with what its function draws (`SGLAB_BLESS=1` rewrites them).

mod berzerk;
mod colon;
mod dag;
mod fibonacci;
mod kayles;
mod matching;
mod split_nim;
mod stones;
pub mod style;
mod wythoff;

pub use style::Figure;

/// One committed figure.
pub struct Entry {
    /// The SVG file, from the repository's root.
    pub file: &'static str,
    /// The Markdown file that shows it, from the repository's root.
    pub write_up: &'static str,
    pub draw: fn() -> Figure,
}

/// Every figure, in study order.
pub const ALL: [Entry; 9] = [
    Entry {
        file: "docs/kayles.svg",
        write_up: "docs/explorer.md",
        draw: kayles::sequence,
    },
    Entry {
        file: "problems/agc017d-game-on-tree/colon-principle.svg",
        write_up: "problems/agc017d-game-on-tree/README.md",
        draw: colon::collapse,
    },
    Entry {
        file: "problems/hdu5795-a-simple-nim/values.svg",
        write_up: "problems/hdu5795-a-simple-nim/README.md",
        draw: split_nim::values,
    },
    Entry {
        file: "problems/luogu2252-wythoff/p-positions.svg",
        write_up: "problems/luogu2252-wythoff/README.md",
        draw: wythoff::p_positions,
    },
    Entry {
        file: "problems/hdu2516-fibonacci-nim/losing-pairs.svg",
        write_up: "problems/hdu2516-fibonacci-nim/README.md",
        draw: fibonacci::losing_pairs,
    },
    Entry {
        file: "problems/loj10243-move-pieces-on-dag/sample-dag.svg",
        write_up: "problems/loj10243-move-pieces-on-dag/README.md",
        draw: dag::sample,
    },
    Entry {
        file: "problems/cf786a-berzerk/sample-1.svg",
        write_up: "problems/cf786a-berzerk/README.md",
        draw: berzerk::sample,
    },
    Entry {
        file: "problems/agc010f-tree-game/sample-2.svg",
        write_up: "problems/agc010f-tree-game/README.md",
        draw: stones::sample,
    },
    Entry {
        file: "problems/codechef-hamilg-game-on-a-graph/sample-graph.svg",
        write_up: "problems/codechef-hamilg-game-on-a-graph/README.md",
        draw: matching::sample,
    },
];
