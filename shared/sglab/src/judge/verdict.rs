//! One run of the program under test on one input, judged: AC, WA, RE or
//! TLE, with its time. Never panics on what the program does.

use super::diff::{first_difference, Difference};
use crate::harness::{run_command, Ran};
use std::fmt;
use std::time::Duration;

/// The judge's verdict on one run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted: the expected output.
    Ac,
    /// Wrong answer, with the first differing line.
    Wa(Difference),
    /// Runtime error: a non-zero exit or a signal, with the first line of
    /// stderr.
    Re(String),
    /// Time limit exceeded: killed at the limit.
    Tle,
}

impl Verdict {
    /// The two- or three-letter name: `AC`, `WA`, `RE`, `TLE`.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa(_) => "WA",
            Verdict::Re(_) => "RE",
            Verdict::Tle => "TLE",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Verdict::Ac | Verdict::Tle => write!(f, "{}", self.code()),
            Verdict::Wa(difference) => write!(f, "WA  {difference}"),
            Verdict::Re(why) => write!(f, "RE  {why}"),
        }
    }
}

/// A judged run: the verdict, the time, and what the program printed.
#[derive(Debug)]
pub struct Judged {
    pub verdict: Verdict,
    pub elapsed: Duration,
    pub stdout: String,
}

/// Runs `cmd` on `input` with the time `limit` and compares its output with
/// `expected`. `Err` only when the command cannot be started.
pub fn judge(cmd: &[String], input: &str, expected: &str, limit: Duration) -> Result<Judged, String> {
    let ran = run_command(cmd, input.as_bytes(), limit).map_err(|e| format!("cannot run {:?}: {e}", cmd.join(" ")))?;
    Ok(Judged {
        verdict: verdict(&ran, expected),
        elapsed: ran.elapsed,
        stdout: ran.stdout,
    })
}

fn verdict(ran: &Ran, expected: &str) -> Verdict {
    if ran.timed_out {
        return Verdict::Tle;
    }
    if ran.code != Some(0) {
        let how = match ran.code {
            Some(code) => format!("exit code {code}"),
            None => "killed by a signal".to_string(),
        };
        let first = ran.stderr.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
        return Verdict::Re(if first.is_empty() {
            how
        } else {
            format!("{how}: {}", first.trim_end())
        });
    }
    match first_difference(expected, &ran.stdout) {
        None => Verdict::Ac,
        Some(difference) => Verdict::Wa(difference),
    }
}
