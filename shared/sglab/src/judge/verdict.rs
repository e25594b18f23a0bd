//! One run of the program under test on one input, judged: AC, WA, RE,
//! TLE, OLE, MLE or ILE, with its CPU time, wall time and peak memory, of
//! the program and everything it started (the runner is
//! [`crate::run`], or [`crate::talk`] for a game played with the judge).
//! The output is compared with the expected one ([`judge`]), given to a
//! checker ([`judge_checked`]), or is the game itself ([`judge_played`]).
//! Never panics on what the program does; a program that cannot start is
//! an `Err` saying why ([`cannot_start`]), never a verdict on its time.
//! What a verdict quotes of the program's output is bounded
//! ([`crate::quote`]).

use super::diff::{first_difference, Difference};
use crate::comparison::Rule;
use crate::contract::problem::{Lost, Played};
use crate::quote::{cut_middle, cut_middle_lines};
use crate::run::{self, End, Limits, Outcome, Timed};
use crate::talk::{self, Talk};
use std::fmt;
use std::time::Duration;

/// The judge's verdict on one run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted: the expected output.
    Ac,
    /// Wrong answer: the first differing line, or a checker's or the
    /// game's reason ([`Wrong`]).
    Wa(Wrong),
    /// Runtime error: a non-zero exit or a signal, with the first line of
    /// stderr.
    Re(String),
    /// Time limit exceeded: the CPU time passed the limit (or the
    /// wall-clock safety net acted: [`Judged::timed`]).
    Tle,
    /// Output limit exceeded: killed when stdout passed this many bytes
    /// (see [`output_limit`]).
    Ole(usize),
    /// Memory limit exceeded: the peak memory passed this many MiB (killed
    /// at once, or measured at the exit).
    Mle(u64),
    /// Idleness limit exceeded: at the time limit the program was waiting
    /// while the judge waited for its next line (it forgot to flush, or
    /// waits for input that will not come).
    Ile,
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
            Verdict::Ile => "ILE",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Verdict::Ac | Verdict::Tle => write!(f, "{}", self.code()),
            Verdict::Wa(Wrong::Differs(difference)) => write!(f, "WA  {difference}"),
            Verdict::Wa(Wrong::Said(why)) => write!(f, "WA  {}", cut_middle_lines(why)),
            Verdict::Re(why) => write!(f, "RE  {why}"),
            Verdict::Ole(bytes) => write!(f, "OLE  stdout past the limit of {}", mib(*bytes as u64 / 1024)),
            Verdict::Mle(limit) => write!(f, "MLE  peak memory past the limit of {limit} MiB"),
            Verdict::Ile => write!(
                f,
                "ILE  asleep for a second while the judge waited for its line (not flushed?)"
            ),
        }
    }
}

/// Why an answer is wrong: one verdict, WA, whose reason comes from one
/// of two places. Where it came from decides what the judge can do with
/// it: a differing line locates the failing case by counting lines, a
/// checker or the judge's side of a game names the case itself
/// ([`Judged::case`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wrong {
    /// The output differs from the expected one ([`judge`]): the first
    /// differing line.
    Differs(Difference),
    /// A checker ([`judge_checked`]) or the judge's side of a game
    /// ([`judge_played`]) says so: the answer's fault in the game's terms.
    Said(String),
}

/// A judged run: the verdict, the time, the peak memory and what the
/// program printed.
#[derive(Debug)]
pub struct Judged {
    pub verdict: Verdict,
    /// CPU time of the program and everything it started.
    pub cpu: Duration,
    /// Wall time.
    pub elapsed: Duration,
    /// At a TLE, the clock that ended the run.
    pub timed: Option<Timed>,
    /// A game with the judge: its wall time holds the judge's turns too.
    pub game: bool,
    /// Peak resident memory of the program and everything it started, KiB.
    pub peak_kib: u64,
    /// `peak_kib` is only an upper bound (see [`crate::run::Outcome::peak_bound`]).
    pub peak_bound: bool,
    /// What the program printed; for a game, the transcript.
    pub stdout: String,
    /// The index of the failing case, where a checker or the judge's side
    /// of a game named it.
    pub case: Option<usize>,
    /// A runtime error before the program read any of its (non-empty)
    /// input: it fails whatever the input, so it did not start as given
    /// (a missing script under its interpreter, say). Never shrunk.
    pub not_started: bool,
}

impl Judged {
    /// The peak memory as a verdict line shows it: `12.3 MiB`, or
    /// `<=4.6 MiB` when it is only an upper bound.
    pub fn memory(&self) -> String {
        let bound = if self.peak_bound { "<=" } else { "" };
        format!("{bound}{}", mib(self.peak_kib))
    }

    /// The wall time as a verdict line notes it after the CPU time: where
    /// it is much larger for a batch run (the program waited for a CPU: a
    /// busy machine); else nothing.
    pub fn wall(&self) -> String {
        if !self.game && self.elapsed > self.cpu * 2 + Duration::from_secs(1) {
            format!(" (wall {} ms: machine busy?)", self.elapsed.as_millis())
        } else {
            String::new()
        }
    }

    /// What ended a TLE, in words (empty for other verdicts).
    pub fn clock(&self) -> &'static str {
        match (&self.verdict, self.timed) {
            (Verdict::Tle, Some(Timed::Cpu)) => "  CPU time past the limit",
            (Verdict::Tle, Some(Timed::Asleep)) => "  asleep, using no CPU, past the limit (waiting for what?)",
            (Verdict::Tle, Some(Timed::Wall)) => {
                "  stopped by the wall-clock safety cap, its CPU time under the limit (machine busy?)"
            }
            _ => "",
        }
    }
}

/// Why `cmd` could not start, in words: the error of [`judge`] and its
/// kin, never a verdict on the program's time.
pub fn cannot_start(cmd: &[String], e: &std::io::Error) -> String {
    let why = match (e.kind(), e.raw_os_error()) {
        (std::io::ErrorKind::NotFound, _) => {
            "no such file (or its interpreter, named by its `#!` line, is missing)".to_string()
        }
        // The run layer's words, with the fix (crate::run::start_error).
        (std::io::ErrorKind::PermissionDenied, _) => e.to_string(),
        // ENOEXEC
        (_, Some(8)) => "not a program this system runs (exec format error; a script without `#!`?)".to_string(),
        _ => e.to_string(),
    };
    format!("cannot start {:?}: {why}", cmd.join(" "))
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

/// The limits of one judged run.
fn limits(time: Duration, output: usize, memory_mib: u64) -> Limits {
    Limits {
        time,
        output,
        stderr: STDERR_KEPT,
        memory_kib: Some(memory_mib.saturating_mul(1024)),
    }
}

fn judged(ran: &Outcome, verdict: Verdict, stdout: String, case: Option<usize>) -> Judged {
    Judged {
        verdict,
        cpu: ran.cpu,
        elapsed: ran.elapsed,
        timed: ran.timed,
        game: false,
        peak_kib: ran.peak_kib,
        peak_bound: ran.peak_bound,
        stdout,
        case,
        not_started: false,
    }
}

fn text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// Runs `cmd` on `input` with the time limit `time`, the memory limit
/// `memory_mib` and the [`output_limit`] of `expected`, and compares its
/// output with `expected` as `rule` says. `Err` only when the command
/// cannot be started.
pub fn judge(
    cmd: &[String],
    input: &str,
    expected: &str,
    time: Duration,
    memory_mib: u64,
    rule: Rule,
) -> Result<Judged, String> {
    let limits = limits(time, output_limit(expected), memory_mib);
    let mut ran = run::run(cmd, input.as_bytes(), limits).map_err(|e| cannot_start(cmd, &e))?;
    let stdout = text(std::mem::take(&mut ran.stdout));
    let verdict =
        stopped(&ran, &limits, memory_mib).unwrap_or_else(|| match first_difference(rule, expected, &stdout) {
            None => Verdict::Ac,
            Some(difference) => Verdict::Wa(Wrong::Differs(difference)),
        });
    Ok(started(judged(&ran, verdict, stdout, None), &ran, input))
}

/// `judged` with [`Judged::not_started`] set from the run and its input.
fn started(mut judged: Judged, ran: &Outcome, input: &str) -> Judged {
    judged.not_started = matches!(judged.verdict, Verdict::Re(_)) && !input.is_empty() && ran.input_read == Some(0);
    judged
}

/// As [`judge`], with `check` deciding on the output (an index and a
/// reason when a case is wrong); `expected` is one correct answer, which
/// sets the output limit.
pub fn judge_checked(
    cmd: &[String],
    input: &str,
    expected: &str,
    time: Duration,
    memory_mib: u64,
    check: impl FnOnce(&str) -> Result<(), (usize, String)>,
) -> Result<Judged, String> {
    let limits = limits(time, output_limit(expected), memory_mib);
    let mut ran = run::run(cmd, input.as_bytes(), limits).map_err(|e| cannot_start(cmd, &e))?;
    let stdout = text(std::mem::take(&mut ran.stdout));
    let (verdict, case) = match stopped(&ran, &limits, memory_mib) {
        Some(verdict) => (verdict, None),
        None => match check(&stdout) {
            Ok(()) => (Verdict::Ac, None),
            Err((case, why)) => (Verdict::Wa(Wrong::Said(why)), Some(case)),
        },
    };
    Ok(started(judged(&ran, verdict, stdout, case), &ran, input))
}

/// Runs `cmd` while `play` plays the judge's side with it; the output is
/// the transcript. A lost game is WA with the reason; a run stopped at a
/// limit (ILE included) or failing takes that verdict first, since the
/// game did not end by itself.
pub fn judge_played(
    cmd: &[String],
    time: Duration,
    memory_mib: u64,
    play: impl FnOnce(&mut Talk) -> Played,
) -> Result<Judged, String> {
    let limits = limits(time, 8 << 20, memory_mib);
    let (ran, played) = talk::interact(cmd, limits, play).map_err(|e| cannot_start(cmd, &e))?;
    let transcript = played.record.text();
    // A limit comes first; then a game the judge ended (the program's
    // failure after that, say on the closed pipe, is its consequence);
    // then a failing exit (a crash is why the output ended).
    let stop = stopped(&ran, &limits, memory_mib);
    let at_limit = !matches!(ran.end, End::Exited);
    let (verdict, case) = match (stop, played.lost) {
        (Some(verdict), lost) if at_limit => (verdict, lost.map(|l| l.0)),
        (Some(verdict), Some((case, Lost::Ended))) => (verdict, Some(case)),
        (_, Some((case, why))) => {
            let losing = played.record.losing.map_or(String::new(), |m| format!("; {m}"));
            (Verdict::Wa(Wrong::Said(format!("{why}{losing}"))), Some(case))
        }
        (Some(verdict), None) => (verdict, None),
        (None, None) => (Verdict::Ac, None),
    };
    let mut judged = judged(&ran, verdict, transcript, case);
    judged.game = true;
    Ok(judged)
}

/// The verdict of a run that did not end cleanly: killed at a limit, or a
/// non-zero exit (RE with the first line of stderr); `None` otherwise.
fn stopped(ran: &Outcome, limits: &Limits, memory_mib: u64) -> Option<Verdict> {
    match ran.end {
        End::Time => return Some(Verdict::Tle),
        End::Idle => return Some(Verdict::Ile),
        End::Output => return Some(Verdict::Ole(limits.output)),
        End::Memory => return Some(Verdict::Mle(memory_mib)),
        End::Exited => {}
    }
    if ran.status.success() {
        return None;
    }
    let how = match ran.status.code() {
        Some(code) => format!("exit code {code}"),
        None => "killed by a signal".to_string(),
    };
    let stderr = String::from_utf8_lossy(&ran.stderr);
    let first = stderr.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    Some(Verdict::Re(if first.is_empty() {
        how
    } else {
        format!("{how}: {}", cut_middle(first.trim_end()))
    }))
}
