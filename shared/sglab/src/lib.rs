//! Dev-only helpers for the pack's tests and study tools; never submitted.
//!
//! - [`search`]: exhaustive win/lose search straight from a move generator,
//!   normal or misère play, with moves that win at once. No SG theory: it is
//!   the oracle every stress test compares a solution with.
//! - [`grundy`]: Grundy tables from component rules (mex of xors): the SG
//!   theory the explorer and the write-ups' tables use, itself tested against
//!   [`search`].
//! - [`games`]: each pack game's rules as move generators, written once and
//!   shared by the brute forces, the references and the explorer.
//! - [`octal`]: octal and hexadecimal games in the standard notation (and
//!   subtraction games); [`octal_table`]: their fast Grundy table
//!   (allocation-free, plain and sparse-space), and Grundy's game.
//! - [`pattern`]: eventual and arithmetic periodicity read off a table, and
//!   the periodicity theorem's proof bound.
//! - [`svg`]: the small SVG writer behind the explorer's pictures.
//! - [`explore`]: the explorer (tables, patterns, proofs, the census of
//!   octal codes), behind `bin/explore`.
//! - [`rng`]: a small seeded PRNG for generators; [`generator`]: their
//!   shared command line.
//! - [`enumerate`]: every small position (partitions, multisets); [`format`]:
//!   inputs in the judges' shapes.
//! - [`harness`]: runs a problem binary; golden files; the bad-input suite.
//! - [`judge`]: judge a learner's solution (the `judge` binary): three
//!   phases, shrinking, explanations.
//! - [`problems`]: each judge problem once: parse, write, brute force,
//!   reference, small cases, shrinking, explanations.
//! - [`bundle`]: the single file to submit, behind `bin/bundle.rs`
//!   (`scripts/bundle.sh`): the solution and the `sg` items it reaches.
//! - [`scaffold`]: a new problem's files, behind `bin/new-problem.rs`
//!   (`scripts/new.sh`).

pub mod bundle;
pub mod enumerate;
pub mod explore;
pub mod format;
pub mod games;
pub mod generator;
pub mod grundy;
pub mod harness;
pub mod judge;
pub mod octal;
pub mod octal_table;
pub mod pattern;
pub mod problems;
pub mod rng;
pub mod scaffold;
pub mod search;
pub mod svg;
