//! What a judging is asked to do ([`JudgeOptions`]) and what it finds
//! ([`Failure`], [`Counterexample`]): shared by the phases that run it and
//! the report that says it.

use super::verdict::Verdict;
use crate::contract::shrink::{Budget, Spent};
use crate::contract::Source;
use std::path::PathBuf;
use std::time::Duration;

/// How much to judge, and where things are.
#[derive(Clone, Debug)]
pub struct JudgeOptions {
    /// Phase 2: this many cases (and the search for a smaller
    /// counterexample, [`SEARCH_CASES`](super::phases::SEARCH_CASES)): budgets in
    /// cases, so a loaded machine judges exactly what a quiet one does.
    pub cases: usize,
    /// ...in at most this many runs of the program (a format of one case
    /// an input runs once per case).
    pub runs: usize,
    /// The search for a smaller counterexample: at most this many runs
    /// (and [`SEARCH_CASES`](super::phases::SEARCH_CASES) cases).
    pub search_runs: usize,
    /// A safety cap on the wall time of each of those two searches, for a
    /// program so slow it would take hours; the report says when it cut
    /// one short (and only then can two runs differ).
    pub cap: Duration,
    /// Phase 2's seed: the same seed gives the same cases.
    pub seed: u64,
    /// Phase 2: cases per run of the program.
    pub batch: usize,
    /// Run phase 3.
    pub large: bool,
    /// Also judge what goes beyond the judge's statement, in phase 4
    /// ([`super::scope`]); by default phases 1 to 3 stay inside it.
    pub beyond: bool,
    /// Where the counterexample files go.
    pub out_dir: PathBuf,
    /// Where the pack's binary `<bin>` is.
    pub bin_dir: PathBuf,
    /// The memory limit in MiB, instead of the judge's.
    pub memory_mib: Option<u64>,
    /// What shrinking a failing input may spend, in runs, cases and bytes
    /// ([`Budget::JUDGE`] for the judge tool).
    pub shrink: Budget,
}

/// The smallest failing input found, with everything the report says.
#[derive(Clone, Debug)]
pub struct Counterexample {
    pub input: String,
    pub expected: String,
    pub got: String,
    pub verdict: Verdict,
    /// Who gave each case's expected answer.
    pub sources: Vec<Source>,
    /// The cases in the game's terms.
    pub explanation: String,
    /// Whether the cap cut the search for a smaller case short.
    pub capped: bool,
    /// What the shrinking spent, and why it stopped early if it did.
    pub spent: Spent,
}

/// The first failing phase.
#[derive(Clone, Debug)]
pub struct Failure {
    /// 1, 2 or 3; 4 beyond the statement ([`super::scope`]).
    pub phase: usize,
    /// The verdict on the input as first met (before shrinking).
    pub verdict: Verdict,
    /// `None` for a TLE (not shrunk: each step would cost the time limit).
    pub counterexample: Option<Counterexample>,
}
