//! The write-ups' figures: one function per picture, each computing its
//! data from the problem's lab (brute forces checked against references on
//! the spot) and drawing it with `explorer::svg`. [`all`] lists every figure
//! with the file it is committed as and the write-up that shows it (a
//! problem's figure is its folder's `figure.rs`, declared by its lab and
//! listed by `build.rs`); the
//! test shared/pack/tests/docs/figures.rs compares each file byte for byte
//! with what its function draws (`SGLAB_BLESS=1` rewrites them).

mod kayles;
pub mod style;

pub use style::Figure;

/// One committed figure.
pub struct Entry {
    /// The SVG file, from the repository's root.
    pub file: &'static str,
    /// The Markdown file that shows it, from the repository's root.
    pub write_up: &'static str,
    pub draw: fn() -> Figure,
}

/// The figures of the pages outside the problem folders.
pub static OF_PAGES: [Entry; 1] = [Entry {
    file: "docs/kayles.svg",
    write_up: "docs/explorer.md",
    draw: kayles::sequence,
}];

/// Each problem's own figure, `problems/<folder>/figure.rs` as its lab
/// declares it, listed by `build.rs` (no list to edit): `IN_FOLDERS`, in
/// study order.
pub mod in_folders {
    use super::Entry;
    include!(concat!(env!("OUT_DIR"), "/problem_figures.rs"));
}

/// Every figure: the pages' first, then the problems' in study order.
pub fn all() -> impl Iterator<Item = &'static Entry> {
    OF_PAGES.iter().chain(in_folders::IN_FOLDERS.iter())
}
