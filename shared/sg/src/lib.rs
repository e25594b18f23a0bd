//! What every solution in the pack uses, standard library only.
//!
//! - [`scan`]: a scanner over any reader with a fixed-size buffer, so memory
//!   stays constant whatever the input size; a tight loop for plain numbers.
//! - [`out`]: buffered output that is flushed even when the input is bad.
//! - [`error`]: the one-line error a solution returns on bad input.
//! - [`entry`]: `run(solve)`, the `main` of every solution.
//! - [`graph`]: a graph as adjacency lists in one array (compressed sparse
//!   rows), built from an edge list: the trees and graphs of AGC017 D,
//!   AGC010 F, SPOJ COT3, CodeChef HAMILG and LOJ 10243.
//! - [`mex`]: the minimum excluded value, with a reusable buffer, or of a
//!   set of small values kept as bits.
//! - [`nimber`]: the nim product of 64-bit nimbers (Karatsuba over 16-bit
//!   log tables): Library Checker nim_product_64, Codeforces 1310F.
//! - [`subtraction`]: the Grundy table of a subtraction game (HDU 1848,
//!   HDU 1536, AcWing 893).
//! - [`won`]: the memo of a win/lose search, one byte a position: AtCoder
//!   ABC349 E and ABC354 E.
//!
//! `scripts/bundle.sh` (`sglab::bundle`) pastes the items of these modules a
//! solution reaches into one file, so each module refers to its siblings only
//! as `super::name`.

pub mod entry;
pub mod error;
pub mod graph;
pub mod mex;
pub mod nimber;
pub mod out;
pub mod scan;
pub mod subtraction;
pub mod won;
