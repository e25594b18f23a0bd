//! Driving a rules program: it runs through the run layer
//! ([`sglab::talk::interact`], over [`sglab::run`]) like any judged program:
//! in a process group of its own that is killed as a whole at the end,
//! within a CPU budget for it and everything it starts ([`DEFAULT_CPU`],
//! `--cpu S`) and [`MEMORY_MIB`] of memory. Every position asked is written
//! a line at a time, at most [`WINDOW`] bytes ahead of the answers (so a
//! write never waits for a reader that is itself writing), and stdin is
//! closed after the last. Each answer line goes to the caller in order.
//! Every failure is a one-line error naming the position asked and the
//! line received, never a table: the program ended or crashed before
//! answering (a partial last line is not an answer), a limit stopped it, it
//! slept while an answer was awaited (not flushed), a line longer than
//! [`MAX_LINE`], more lines than positions, or an exit status other than 0
//! (or a signal) after its last answer. Time: the program's, plus O(bytes
//! read). Tested by shared/pack/tests/tools/rules.rs with a hostile
//! program for each case
//! (shared/pack/tests/tools/fixtures/rules/hostile.py).

use sglab::quote::cut_middle;
use sglab::run::{End, Limits, Outcome, Timed};
use sglab::talk::{self, Heard, Talk};
use std::time::Duration;

/// The longest answer line accepted (Grundy's game at 10^4 needs 50 KB).
pub const MAX_LINE: usize = 16 << 20;
/// The CPU time a rules program may use in all unless `--cpu S` says.
pub const DEFAULT_CPU: Duration = Duration::from_secs(60);
/// The memory a rules program's process group may hold.
pub const MEMORY_MIB: u64 = 2048;
/// Bytes of positions written ahead of the answers read: well under a
/// pipe's 64 KiB, so a write never blocks.
pub const WINDOW: usize = 16 << 10;

/// How a conversation stopped short of its last answer.
enum Short {
    /// The output ended before the answer to position `i`.
    Ended(usize),
    /// The answer to position `i` is longer than [`MAX_LINE`].
    Long(usize),
    /// A line after the last answer.
    Extra(String),
    /// The caller refused an answer: the whole message.
    Refused(String),
}

/// The positions a conversation asks, which may grow as answers come in
/// (a graph explored from its starts): the text of position `i` once it
/// exists, and what to do with its answer.
pub trait Asked {
    /// Position `i`'s line (without its newline), `None` past the last
    /// one known so far.
    fn position(&self, i: usize) -> Option<&str>;
    /// Whether no position will be added: stdin is then closed as soon as
    /// the last is written.
    fn fixed(&self) -> bool;
    /// Takes the answer `line` to position `i` (and may add positions);
    /// an error stops the run.
    fn answer(&mut self, i: usize, line: &[u8]) -> Result<(), String>;
}

/// A fixed list of positions and a closure for their answers.
struct Listed<'a, F> {
    positions: &'a [String],
    answer: F,
}

impl<F: FnMut(usize, &[u8]) -> Result<(), String>> Asked for Listed<'_, F> {
    fn position(&self, i: usize) -> Option<&str> {
        self.positions.get(i).map(String::as_str)
    }

    fn fixed(&self) -> bool {
        true
    }

    fn answer(&mut self, i: usize, line: &[u8]) -> Result<(), String> {
        (self.answer)(i, line)
    }
}

/// Runs `cmd` (a program and its arguments, separated by spaces) within
/// `cpu` seconds of CPU, asks it `positions` (each a line without its
/// newline) and calls `answer(i, line)` for the answer to position `i`, in
/// order; `answer`'s error stops the run and is returned with the position
/// and line named.
pub fn ask_all(
    cmd: &str,
    positions: Vec<String>,
    cpu: Duration,
    answer: impl FnMut(usize, &[u8]) -> Result<(), String>,
) -> Result<(), String> {
    ask(
        cmd,
        cpu,
        &mut Listed {
            positions: &positions,
            answer,
        },
    )
}

/// [`ask_all`] for positions that may grow: asks `asked`'s positions in
/// order until every one known is answered.
pub fn ask(cmd: &str, cpu: Duration, asked: &mut impl Asked) -> Result<(), String> {
    let words: Vec<String> = cmd.split_whitespace().map(String::from).collect();
    let program = words.first().ok_or("--rules needs a command")?.clone();
    let limits = Limits {
        time: cpu,
        output: usize::MAX,
        stderr: 64 << 10,
        memory_kib: Some(MEMORY_MIB << 10),
    };
    let talked = talk::interact(&words, limits, |talk| Some(converse(talk, asked)));
    let (outcome, short) = match talked {
        Ok((outcome, Some(short))) => (outcome, short),
        Ok((_, None)) => return Err(format!("cannot start the rules program {cmd:?}")),
        Err(e) => {
            return Err(format!(
                "cannot start the rules program {cmd:?}: {}",
                sglab::run::start_error(&program, e)
            ))
        }
    };
    let how = ended(&outcome, cpu);
    let tail = stderr_tail(&outcome.stderr);
    match short {
        Ok(()) if outcome.end == End::Exited && outcome.status.success() => Ok(()),
        Ok(()) => Err(format!(
            "the rules program answered every position, then {how}{tail} (it must exit with status 0 once its input ends)"
        )),
        Err(Short::Ended(i)) => {
            let position = asked.position(i).unwrap_or_default();
            // A clean exit before an answer: most likely a last line cut
            // short, which is no answer.
            let why = match outcome.end == End::Exited && outcome.status.success() {
                true => " (a last line without its newline is no answer)",
                false => "",
            };
            Err(format!(
                "position {position}: the rules program {how} before answering{why}{tail}"
            ))
        }
        Err(Short::Long(i)) => Err(format!(
            "position {}: the answer is longer than {} MiB (a flood of output?)",
            asked.position(i).unwrap_or_default(),
            MAX_LINE >> 20
        )),
        Err(Short::Extra(line)) => Err(format!(
            "the rules program printed more lines than the {} positions asked, first {:?} (one line an answer, always)",
            (0..).take_while(|&i| asked.position(i).is_some()).count(),
            cut_middle(&line)
        )),
        Err(Short::Refused(why)) => Err(why),
    }
}

/// The conversation: positions said at most [`WINDOW`] bytes ahead, each
/// answer heard and handed to `asked` (which may add positions), then
/// stdin closed and the output read to its end.
fn converse(talk: &mut Talk, asked: &mut impl Asked) -> Result<(), Short> {
    talk.limit_lines(MAX_LINE);
    let mut said = 0;
    let mut ahead = 0;
    let mut closed = false;
    let mut i = 0;
    while let Some(length) = asked.position(i).map(str::len) {
        while !closed {
            let Some(next) = asked.position(said) else { break };
            if said > i && ahead + next.len() >= WINDOW {
                break;
            }
            // A program that stops reading is heard from next.
            if !talk.say(next) {
                closed = true;
                break;
            }
            ahead += next.len() + 1;
            said += 1;
            if asked.fixed() && asked.position(said).is_none() {
                talk.close();
                closed = true;
            }
        }
        let line = match talk.hear() {
            Heard::Line(line) => line,
            Heard::End => return Err(Short::Ended(i)),
            Heard::TooMuch => return Err(Short::Long(i)),
        };
        ahead = ahead.saturating_sub(length + 1);
        asked.answer(i, line.as_bytes()).map_err(|e| {
            let position = asked.position(i).unwrap_or_default();
            Short::Refused(format!("position {position}: answer {:?}: {e}", cut_middle(&line)))
        })?;
        i += 1;
    }
    talk.close();
    match talk.hear() {
        Heard::Line(line) => Err(Short::Extra(line)),
        Heard::TooMuch => Err(Short::Extra(
            "(a line longer than the longest answer allowed)".to_string(),
        )),
        Heard::End => Ok(()),
    }
}

/// How the run ended, in words (`exit status 1`, `was stopped at its CPU
/// limit of 60 s`, ...).
fn ended(outcome: &Outcome, cpu: Duration) -> String {
    use std::os::unix::process::ExitStatusExt;
    match outcome.end {
        End::Exited => match (outcome.status.code(), outcome.status.signal()) {
            (Some(code), _) => format!("exited with status {code}"),
            (None, Some(signal)) => format!("was killed by signal {signal}"),
            (None, None) => "ended".to_string(),
        },
        End::Time if outcome.timed == Some(Timed::Wall) => "was stopped at the wall-clock safety net".to_string(),
        End::Time => format!(
            "was stopped at its CPU limit of {} s (--cpu S allows more)",
            cpu.as_secs_f64()
        ),
        End::Memory => format!("was stopped at the memory limit of {MEMORY_MIB} MiB"),
        End::Output => "printed more than the output allowed".to_string(),
        End::Idle => format!(
            "slept for {} s while its answer was awaited (does it flush each line? does it end when its input does?)",
            sglab::run::IDLE.as_secs_f64()
        ),
    }
}

/// `; its stderr ends: ...` when it wrote any.
fn stderr_tail(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    match text.trim().lines().last() {
        Some(last) if !last.trim().is_empty() => format!("; its stderr ends: {}", cut_middle(last.trim())),
        _ => String::new(),
    }
}
