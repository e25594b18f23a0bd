//! Judge your own solution: the logic behind `scripts/judge.sh`,
//! `scripts/brute.sh` and `scripts/gen.sh` (the `judge` binary).
//!
//! - [`verdict`]: run a command within the time, memory and output
//!   limits ([`crate::run`]), AC / WA / RE / TLE / MLE / OLE;
//! - [`diff`]: the first differing line (missing, extra, whitespace or
//!   letter case only);
//! - [`phases`]: golden files, random small cases, largest inputs; on a
//!   failure shrink, save and explain the counterexample;
//! - [`report`]: what the report says, rendered apart from the phases;
//! - [`testing`]: the judge on a problem's fixtures, for the shared suite.
//!
//! Every registered problem ([`crate::problems`]) is known to the judge.
//!
//! Expected answers: the brute force where it answers, else the reference;
//! where [`Problem::judge_differs`](crate::contract::Problem::judge_differs)
//! is `Some`, the reference (the judge's answer), and the report says so.

pub mod diff;
pub mod phases;
pub mod report;
pub mod testing;
pub mod verdict;

pub use verdict::Verdict;
