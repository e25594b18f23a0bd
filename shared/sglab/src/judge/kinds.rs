//! One run judged as the problem's [`Kind`] says: the output against the
//! expected answer, the output given to the problem's checker, or a game
//! played with the problem's judge side (seeded by the input, so the same
//! input gives the same game). Used by the judge tool's phases and the
//! local check; tested by shared/pack/tests/tools/play.rs and every
//! checker or interactive problem's fixtures.

use super::verdict::{judge, judge_checked, judge_played, Judged};
use crate::contract::erased::{AnyProblem, Erased};
use crate::contract::problem::{Kind, Problem};
use crate::rng::Rng;
use std::time::Duration;

/// A seed from `input` and `seed`: FNV-1a over the input's bytes.
pub fn game_seed(seed: u64, input: &str) -> u64 {
    input.bytes().fold(0xcbf2_9ce4_8422_2325 ^ seed, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

/// Judges `cmd` on `input` as `P`'s kind asks. `expected` is the expected
/// answer (compared as the problem's judge compares, its metadata's
/// `comparison`), or for a checker one correct answer, or for a game what a
/// winning player says first (not compared). `Err` when the command cannot
/// be started or the input cannot be read.
pub fn judge_as<P: Problem>(
    problem: &Erased<P>,
    cmd: &[String],
    input: &str,
    expected: &str,
    time: Duration,
    memory_mib: u64,
    seed: u64,
) -> Result<Judged, String> {
    match P::KIND {
        Kind::Exact => judge(cmd, input, expected, time, memory_mib, problem.meta().comparison),
        Kind::Checker => {
            let cases = problem.parse(input)?;
            judge_checked(cmd, input, expected, time, memory_mib, |out| problem.check(&cases, out))
        }
        Kind::Interactive => {
            let cases = problem.parse(input)?;
            let mut rng = Rng::new(game_seed(seed, input));
            judge_played(cmd, time, memory_mib, |talk| problem.interact(&cases, talk, &mut rng))
        }
    }
}
