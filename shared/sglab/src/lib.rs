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
//! - [`rng`]: a small seeded PRNG for generators.
//! - [`harness`]: runs a problem binary; golden files; the bad-input suite.

pub mod games;
pub mod grundy;
pub mod harness;
pub mod rng;
pub mod search;
