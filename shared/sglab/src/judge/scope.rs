//! Inside the judge's statement by default: phases 1 to 3 judge only the
//! golden files, random cases and largest kinds that stay inside it (the
//! problem's metadata names what goes beyond: [`crate::contract::scope`]),
//! and shrink only to inputs inside it, so a program right on the online
//! judge's tests passes and a wrong one's real mistake is shown. With
//! `--beyond` ([`JudgeOptions::beyond`]) the rest is judged in phase 4, "beyond
//! the statement", whose failure is no verdict on the online judge's
//! tests. Tested by POJ 3710's tests (its in-statement peer) and
//! shared/pack/tests/tools/scope.rs (the exit status).

use super::outcome::{Failure, JudgeOptions};
use crate::contract::scope::{golden_beyond, inside_input, kind_beyond};
use crate::contract::Problem;
use crate::meta::{self, Golden, Meta};
use crate::rng::Rng;

/// The side of the statement a phase judges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Inside,
    Beyond,
}

/// The phase beyond the statement.
pub const BEYOND_PHASE: usize = 4;

/// What the report calls phase 4.
pub const BEYOND: &str = "beyond the statement";

impl Side {
    /// The number of phase `inside_phase`'s part on this side.
    pub fn phase(self, inside_phase: usize) -> usize {
        match self {
            Side::Inside => inside_phase,
            Side::Beyond => BEYOND_PHASE,
        }
    }

    /// A phase's header on this side: phase 4's parts are named as such.
    pub fn header(self, header: String) -> String {
        match (self, header.split_once(": ")) {
            (Side::Beyond, Some((phase, rest))) if phase.starts_with("phase ") => {
                format!("phase {BEYOND_PHASE}, {BEYOND}: {rest}")
            }
            _ => header,
        }
    }
}

/// The golden files on `side`, in the judging order.
pub fn goldens(meta: &Meta, side: Side) -> Result<Vec<Golden>, String> {
    let all = meta::goldens(meta)?;
    Ok(all
        .into_iter()
        .filter(|g| golden_beyond(meta, &g.name).is_none() == (side == Side::Inside))
        .collect())
}

/// The largest kinds (`meta.bench`) on `side`.
pub fn kinds(meta: &Meta, side: Side) -> Vec<String> {
    let wanted = |kind: &String| kind_beyond(meta, kind).is_none() == (side == Side::Inside);
    meta.bench.iter().filter(|k| wanted(k)).cloned().collect()
}

/// Whether random cases are drawn on `side`: beyond only where the
/// `random` kind is marked beyond.
pub fn random(meta: &Meta, side: Side) -> bool {
    side == Side::Inside || kind_beyond(meta, "random").is_some()
}

/// A random small case on `side`; `None` when a thousand draws give none.
pub fn draw<P: Problem>(rng: &mut Rng, meta: &Meta, side: Side) -> Option<P::Case> {
    crate::contract::scope::draw::<P>(rng, &meta.limits, side == Side::Inside)
}

/// A random case for the search for a smaller counterexample: inside the
/// statement while judging inside, any case beyond it.
pub fn further<P: Problem>(rng: &mut Rng, meta: &Meta, side: Side) -> Option<P::Case> {
    match side {
        Side::Inside => draw::<P>(rng, meta, side),
        Side::Beyond => Some(P::random_small(rng)),
    }
}

/// Whether shrinking may go to the cases written as `input`: inside the
/// statement while judging inside (a smaller input beyond it would hide the
/// real mistake). It reads the text the shrinker wrote, not a second copy.
pub fn keeps<P: Problem>(input: &str, meta: &Meta, side: Side) -> bool {
    side == Side::Beyond || inside_input::<P>(input, &meta.limits).is_ok()
}

/// The report's first line on scope, where the problem has anything beyond
/// its statement: what phases 1 to 3 leave out, or that phase 4 judges it.
pub fn note(meta: &Meta, o: &JudgeOptions) -> Option<String> {
    if meta.beyond.is_empty() {
        return None;
    }
    let names: Vec<String> = meta
        .beyond
        .keys()
        .map(|k| k.trim_end_matches(".in").to_string())
        .collect();
    Some(if o.beyond {
        format!(
            "inside the statement first; then phase {BEYOND_PHASE}, {BEYOND}: {} (--beyond)",
            names.join(", ")
        )
    } else {
        format!(
            "judged inside the statement: {} go beyond it, left out (--beyond adds them)",
            names.join(", ")
        )
    })
}

/// Phase 4's first line: what it judges, each with why it is beyond, and
/// what its failure means.
pub fn beyond_header(meta: &Meta) -> String {
    let mut text =
        format!("phase {BEYOND_PHASE}: {BEYOND} (a failure here is no verdict on the online judge's tests):");
    for (name, why) in &meta.beyond {
        text += &format!("\n  {}: {why}", name.trim_end_matches(".in"));
    }
    text
}

/// The report's last line: a failure beyond the statement says it is no
/// verdict on the online judge's tests.
pub fn verdict(failure: &Option<Failure>, o: &JudgeOptions) -> String {
    match failure {
        Some(f) if f.phase == BEYOND_PHASE => format!(
            "verdict: AC inside the statement; {} {BEYOND} (phase {BEYOND_PHASE}): no verdict on the online judge's tests",
            f.verdict.code()
        ),
        None if o.beyond => "verdict: AC (every phase passes, beyond the statement too)".to_string(),
        _ => super::report::verdict(failure),
    }
}
