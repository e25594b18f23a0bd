//! One run of the program under test on one input, judged: AC, WA, RE,
//! TLE, OLE or MLE, with its time and peak memory (the runner is
//! [`crate::run`]). Never panics on what the program does.

use super::diff::{first_difference, Difference};
use crate::run::{self, End, Limits, Outcome};
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
    /// Output limit exceeded: killed when stdout passed this many bytes
    /// (see [`output_limit`]).
    Ole(usize),
    /// Memory limit exceeded: the peak memory passed this many MiB (killed
    /// at once, or measured at the exit).
    Mle(u64),
}

impl Verdict {
    /// The two- or three-letter name: `AC`, `WA`, `RE`, `TLE`, `OLE`, `MLE`.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa(_) => "WA",
            Verdict::Re(_) => "RE",
            Verdict::Tle => "TLE",
            Verdict::Ole(_) => "OLE",
            Verdict::Mle(_) => "MLE",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Verdict::Ac | Verdict::Tle => write!(f, "{}", self.code()),
            Verdict::Wa(difference) => write!(f, "WA  {difference}"),
            Verdict::Re(why) => write!(f, "RE  {why}"),
            Verdict::Ole(bytes) => write!(f, "OLE  stdout past the limit of {}", mib(*bytes as u64 / 1024)),
            Verdict::Mle(limit) => write!(f, "MLE  peak memory past the limit of {limit} MiB"),
        }
    }
}

/// A judged run: the verdict, the time, the peak memory and what the
/// program printed.
#[derive(Debug)]
pub struct Judged {
    pub verdict: Verdict,
    pub elapsed: Duration,
    /// Peak resident memory of the program and everything it started, KiB.
    pub peak_kib: u64,
    /// `peak_kib` is only an upper bound (see [`crate::run::Outcome::peak_bound`]).
    pub peak_bound: bool,
    pub stdout: String,
}

impl Judged {
    /// The peak memory as a verdict line shows it: `12.3 MiB`, or
    /// `<=4.6 MiB` when it is only an upper bound.
    pub fn memory(&self) -> String {
        let bound = if self.peak_bound { "<=" } else { "" };
        format!("{bound}{}", mib(self.peak_kib))
    }
}

/// The output limit for an expected output: twice its length (room for
/// another whitespace layout) plus 8 MiB. Real judges' limits differ and are
/// seldom stated; this one keeps the judge tool's own memory small whatever
/// the program prints.
pub fn output_limit(expected: &str) -> usize {
    2 * expected.len() + (8 << 20)
}

/// Bytes of stderr kept: the first line is all a verdict shows.
pub const STDERR_KEPT: usize = 1024;

/// `kib` as `12.3 MiB`.
pub fn mib(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
}

/// Runs `cmd` on `input` with the time limit `time`, the memory limit
/// `memory_mib` and the [`output_limit`] of `expected`, and compares its
/// output with `expected`. `Err` only when the command cannot be started.
pub fn judge(cmd: &[String], input: &str, expected: &str, time: Duration, memory_mib: u64) -> Result<Judged, String> {
    let limits = Limits {
        time,
        output: output_limit(expected),
        stderr: STDERR_KEPT,
        memory_kib: Some(memory_mib.saturating_mul(1024)),
    };
    let mut ran =
        run::run(cmd, input.as_bytes(), limits).map_err(|e| format!("cannot run {:?}: {e}", cmd.join(" ")))?;
    let stdout = std::mem::take(&mut ran.stdout);
    let stdout = String::from_utf8(stdout).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    let verdict = verdict(&ran, &stdout, expected, &limits, memory_mib);
    Ok(Judged {
        verdict,
        elapsed: ran.elapsed,
        peak_kib: ran.peak_kib,
        peak_bound: ran.peak_bound,
        stdout,
    })
}

fn verdict(ran: &Outcome, stdout: &str, expected: &str, limits: &Limits, memory_mib: u64) -> Verdict {
    match ran.end {
        End::Time => return Verdict::Tle,
        End::Output => return Verdict::Ole(limits.output),
        End::Memory => return Verdict::Mle(memory_mib),
        End::Exited => {}
    }
    if !ran.status.success() {
        let how = match ran.status.code() {
            Some(code) => format!("exit code {code}"),
            None => "killed by a signal".to_string(),
        };
        let stderr = String::from_utf8_lossy(&ran.stderr);
        let first = stderr.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
        return Verdict::Re(if first.is_empty() {
            how
        } else {
            format!("{how}: {}", first.trim_end())
        });
    }
    match first_difference(expected, stdout) {
        None => Verdict::Ac,
        Some(difference) => Verdict::Wa(difference),
    }
}
