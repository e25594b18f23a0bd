//! The documents' tests, in one test binary: the registry against the
//! problem folders, LEARN.md's path and worked example, the write-ups'
//! tables and figures (each figure pinned byte for byte).

mod book;
mod book_math;
mod commands;
mod figures;
mod learn_example;
mod learn_path;
mod practice_page;
mod readme_tables;
mod registry;
mod results_page;
mod sources;
mod corrected_sentences;
mod third_pass;
mod writeup_facts;
mod writeup_shape;
