//! The judge tool: judges anyone's solution on a problem, as an online
//! judge would, then shrinks and explains what failed. The logic behind
//! `scripts/judge.sh` (the pack's `judge` binary, which knows the problems).
//!
//! - [`verdict`]: run a command within the time, memory and output
//!   limits ([`crate::run`]), AC / WA / RE / TLE / MLE / OLE / ILE;
//! - [`kinds`]: one run judged as the problem's kind says (exact answer,
//!   checker, or a game played with the judge's side);
//! - [`diff`]: the first differing line (missing, extra, whitespace or
//!   letter case only);
//! - [`phases`]: golden files, random small cases, largest inputs; on a
//!   failure shrink, save and explain the counterexample;
//! - [`scope`]: inside the judge's statement by default, the rest in
//!   phase 4 with `--beyond`;
//! - [`outcome`]: what a judging is asked and what it finds;
//! - `report`: what the report says, rendered apart from the phases.
//!
//! The suite's fixture tests drive it too (`suite::fixture_judge`).
//!
//! Expected answers: the brute force where it answers, else the reference;
//! where [`Problem::judge_differs`](crate::contract::Problem::judge_differs)
//! is `Some`, the reference (the judge's answer), and the report says so.

pub mod diff;
pub mod kinds;
pub mod outcome;
pub mod phases;
pub(crate) mod report;
pub mod scope;
pub mod verdict;

pub use verdict::{Verdict, Wrong};
