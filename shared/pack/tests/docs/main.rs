//! The documents' tests, in one test binary: the registry against the
//! problem folders, LEARN.md's path and worked example, the write-ups'
//! tables and figures (each figure pinned byte for byte).

mod book;
mod commands;
mod figures;
mod learn_example;
mod learn_path;
mod readme_tables;
mod registry;
mod sources;
mod second_review;
mod third_pass;
mod writeup_facts;
