//! Judge your own solution: the logic behind `scripts/judge.sh`,
//! `scripts/brute.sh` and `scripts/gen.sh` (the `judge` binary).
//!
//! - [`verdict`]: run a command within the time, memory and output
//!   limits ([`crate::run`]), AC / WA / RE / TLE / MLE / OLE;
//! - [`diff`]: the first differing line (missing, extra, whitespace or
//!   letter case only);
//! - [`phases`]: golden files, random small cases, largest inputs; on a
//!   failure shrink, save and explain the counterexample;
//! - [`shrink`]: the shrinking, from each problem's [`Problem::shrink`](crate::problems::Problem::shrink);
//! - [`registry`]: each [`Problem`](crate::problems::Problem) behind the
//!   object-safe [`AnyProblem`], listed in [`crate::problems::all`];
//! - [`meta`]: a problem's folder, golden files, time limit, largest kinds;
//! - [`testing`]: the few-line assertions of each problem's `tests/judge.rs`.
//!
//! Adding a problem to the judge: implement [`Problem`](crate::problems::Problem)
//! in `src/problems/<binary>.rs` and add its one line to the list in
//! `src/problems/mod.rs`; then `tests/judge.rs` in the problem's folder with
//! fixtures under `tests/fixtures/` (see [`testing`]).
//!
//! Expected answers: the brute force where it answers, else the reference;
//! where [`Problem::judge_differs`](crate::problems::Problem::judge_differs)
//! is `Some`, the reference (the judge's answer), and the report says so.

pub mod diff;
pub mod meta;
pub mod phases;
pub mod registry;
pub mod shrink;
pub mod testing;
pub mod verdict;

pub use registry::{brute_output, erase, expected_output, AnyProblem, Erased, Expected, Source};
pub use verdict::Verdict;
