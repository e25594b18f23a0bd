//! The documents' tests, in one test binary: the registry against the
//! problem folders, LEARN.md's path and worked example, the write-ups'
//! tables and figures (each figure pinned byte for byte).

mod book;
mod book_math;
mod commands;
mod corrected_sentences;
mod figures;
mod learn_example;
mod layers;
mod learn_path;
mod practice_page;
mod readme_tables;
mod registry;
mod results_page;
mod sources;
mod third_pass;
mod writeup_facts;
mod writeup_shape;

use std::fs;

/// A file of the repository, by its path from the root.
fn read(path: &str) -> String {
    fs::read_to_string(sglab::meta::root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The text with line breaks and runs of spaces made single spaces, so a
/// phrase wrapped across lines is still found.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
