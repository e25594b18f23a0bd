//! Running a problem binary from its tests: plain runs, golden files, and the
//! bad-input suite every problem calls with its own sample cases. Runs go
//! through [`crate::run`], as the judge tool's do.

use crate::contract::Frame;
use std::time::Duration;

/// What one run of a program did.
#[derive(Debug)]
pub struct Ran {
    pub stdout: String,
    pub stderr: String,
    /// Exit code; `None` if a signal ended the process (or the time limit).
    pub code: Option<i32>,
    pub elapsed: Duration,
    /// CPU time of the program and all it started (what a judge's time
    /// limit counts).
    pub cpu: Duration,
    /// Killed at the time limit.
    pub timed_out: bool,
}

/// Runs `bin` on `input`; kills it and panics if it takes longer than `limit`.
pub fn run(bin: &str, input: &[u8], limit: Duration) -> Ran {
    let ran = run_command(&[bin.to_string()], input, limit).unwrap_or_else(|e| panic!("cannot start {bin}: {e}"));
    if ran.timed_out {
        panic!("{bin} ran longer than {limit:?} on input starting {:?}", preview(input));
    }
    ran
}

/// Runs the command `cmd` (program and arguments) on `input`, killing it at
/// `limit` (then `timed_out` is set), with everything it started (see
/// [`crate::run`]). Never panics on what the program does; `Err` only when
/// it cannot be started.
pub fn run_command(cmd: &[String], input: &[u8], limit: Duration) -> std::io::Result<Ran> {
    let limits = crate::run::Limits {
        time: limit,
        output: usize::MAX,
        stderr: 1 << 20,
        memory_kib: None,
    };
    let ran = crate::run::run(cmd, input, limits)?;
    let timed_out = ran.end == crate::run::End::Time;
    Ok(Ran {
        stdout: String::from_utf8_lossy(&ran.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&ran.stderr).into_owned(),
        code: if timed_out { None } else { ran.status.code() },
        elapsed: ran.elapsed,
        cpu: ran.cpu,
        timed_out,
    })
}

fn preview(input: &[u8]) -> String {
    String::from_utf8_lossy(&input[..input.len().min(80)]).into_owned()
}

/// Runs `bin` on valid `input` and returns its stdout, asserting a clean exit.
pub fn run_ok(bin: &str, input: &str) -> String {
    let ran = run(bin, input.as_bytes(), Duration::from_secs(120));
    assert!(
        ran.code == Some(0) && ran.stderr.is_empty(),
        "{bin} failed on valid input {:?}: exit {:?}, stderr {}",
        preview(input.as_bytes()),
        ran.code,
        ran.stderr
    );
    ran.stdout
}

/// Runs `bin` on bad `input` and checks the failure contract: finishes
/// (never hangs: a minute's limit, which no loaded machine needs), exits non-zero (not by a signal), prints exactly one
/// line `error: ...` naming a byte offset, no panic text, and on stdout
/// exactly `answers_before`. Returns the error line.
pub fn expect_failure(bin: &str, input: &[u8], answers_before: &str) -> String {
    let ran = run(bin, input, Duration::from_secs(60));
    let shown = preview(input);
    assert!(
        matches!(ran.code, Some(c) if c != 0),
        "exit {:?} on bad input {shown:?}",
        ran.code
    );
    assert!(
        ran.stderr.starts_with("error: ") && ran.stderr.ends_with('\n') && ran.stderr.lines().count() == 1,
        "stderr is not one `error: ` line on {shown:?}: {:?}",
        ran.stderr
    );
    assert!(
        ran.stderr.contains(" at byte "),
        "error names no byte offset: {:?}",
        ran.stderr
    );
    assert!(!ran.stderr.contains("panicked"), "panic on {shown:?}: {}", ran.stderr);
    assert_eq!(ran.stdout, answers_before, "answers before the fault on {shown:?}");
    ran.stderr.trim_end().to_string()
}

fn frame(kind: Frame, declared: usize, complete: &[(&str, &str)], tail: &str, terminated: bool) -> String {
    let mut text = String::new();
    if let Frame::Count(_) = kind {
        text.push_str(&format!("{declared}\n"));
    }
    for (input, _) in complete {
        text.push_str(input);
    }
    text.push_str(tail);
    if let (Frame::Terminator(end), true) = (kind, terminated) {
        text.push_str(end);
        text.push('\n');
    }
    text
}

/// The bad-input suite. `cases` are at least two complete valid cases with
/// their exact outputs, as the problem's frame lays them out (exactly one
/// for `Frame::Single`). Checks:
/// the whole input passes; empty, blank and garbage input fail; the input
/// cut after every token fails (or, at a case boundary of an end-of-input
/// format, passes) with exactly the complete cases answered; an input
/// without its end marker fails after answering every case; text after the
/// last case (or after the end marker) fails after answering every case,
/// naming its byte offset; every token of the last case replaced by a
/// negative number (with `signed`, where a token may be negative, one below
/// every range), a value past u64 or a garbage token fails after
/// answering the cases before it; and with two neighbouring tokens of the
/// last case swapped, the input either passes or fails with one `error:`
/// line naming a byte offset (a swap can break a check across tokens, such
/// as L_i < R_i, while each token stays in its range).
pub fn bad_input_suite(bin: &str, kind: Frame, cases: &[(&str, &str)], signed: bool) {
    if kind == Frame::Single {
        assert_eq!(cases.len(), 1, "a single-case format has one case");
    } else {
        assert!(cases.len() >= 2, "the suite needs at least two cases");
    }
    let all_answers: String = cases.iter().map(|c| c.1).collect();
    assert_eq!(run_ok(bin, &frame(kind, cases.len(), cases, "", true)), all_answers);
    garbage_fails(bin);
    cuts_fail(bin, kind, cases);
    trailing_text_fails(bin, kind, cases, &all_answers);
    wrong_tokens_fail(bin, kind, cases, signed);
    swaps_fail_cleanly(bin, kind, cases);
}

/// Empty, blank and garbage input (and a lone -1 or a number past u64) fail.
fn garbage_fails(bin: &str) {
    for bad in [
        &b""[..],
        b" \r\n\t\n",
        b"\x00\xffgarbage\n",
        b"-1\n",
        b"18446744073709551616\n",
    ] {
        expect_failure(bin, bad, "");
    }
}

/// The input cut after every token fails (or passes at a case boundary of an end-of-input format), answering the complete cases.
fn cuts_fail(bin: &str, kind: Frame, cases: &[(&str, &str)]) {
    for c in 0..cases.len() {
        let answers: String = cases[..c].iter().map(|x| x.1).collect();
        let tokens: Vec<&str> = cases[c].0.split_whitespace().collect();
        for cut in 0..tokens.len() {
            let input = frame(kind, cases.len(), &cases[..c], &tokens[..cut].join(" "), false);
            if cut == 0 && c > 0 && kind == Frame::UntilEof {
                assert_eq!(run_ok(bin, &input), answers, "input ending after case {c}");
            } else {
                expect_failure(bin, input.as_bytes(), &answers);
            }
        }
    }
}

/// Text after the last case fails naming its byte, and a missing end marker fails saying so, after every answer.
fn trailing_text_fails(bin: &str, kind: Frame, cases: &[(&str, &str)], all_answers: &str) {
    let whole = frame(kind, cases.len(), cases, "", true);
    // In an end-of-input format a number would start one more case.
    let extras: &[&str] = if kind == Frame::UntilEof {
        &["x", "-1"]
    } else {
        &["x", "-1", "7", "0"]
    };
    for extra in extras {
        let error = expect_failure(bin, format!("{whole}{extra}\n").as_bytes(), all_answers);
        let at = format!(" at byte {}:", whole.len());
        assert!(
            error.contains(&at),
            "text after the last case: {error:?} does not name{at}"
        );
    }
    if let Frame::Terminator(end) = kind {
        let unterminated = frame(kind, cases.len(), cases, "", false);
        let error = expect_failure(bin, unterminated.as_bytes(), all_answers);
        assert!(
            error.contains("end marker"),
            "input without `{end}`: {error:?} does not say so"
        );
    }
}

/// Each token of the last case made negative, past u64 or garbage fails after the cases before it.
fn wrong_tokens_fail(bin: &str, kind: Frame, cases: &[(&str, &str)], signed: bool) {
    let last = cases.len() - 1;
    let answers: String = cases[..last].iter().map(|x| x.1).collect();
    let tokens: Vec<&str> = cases[last].0.split_whitespace().collect();
    for i in 0..tokens.len() {
        // Where a token may be negative (a coordinate), -1 may be valid:
        // a number below every signed range stands for "negative" there.
        let negative = if signed { "-18446744073709551616" } else { "-1" };
        for wrong in [negative, "18446744073709551616", "4x"] {
            let mut changed = tokens.clone();
            changed[i] = wrong;
            let tail = changed.join(" ") + "\n";
            let input = frame(kind, cases.len(), &cases[..last], &tail, true);
            expect_failure(bin, input.as_bytes(), &answers);
        }
    }
}

/// Two neighbouring tokens of the last case swapped: the input passes or fails with one `error:` line naming a byte.
fn swaps_fail_cleanly(bin: &str, kind: Frame, cases: &[(&str, &str)]) {
    let last = cases.len() - 1;
    let tokens: Vec<&str> = cases[last].0.split_whitespace().collect();
    for i in 1..tokens.len() {
        let mut swapped = tokens.clone();
        swapped.swap(i - 1, i);
        let input = frame(kind, cases.len(), &cases[..last], &(swapped.join(" ") + "\n"), true);
        let ran = run(bin, input.as_bytes(), Duration::from_secs(1));
        if ran.code != Some(0) {
            assert!(
                matches!(ran.code, Some(c) if c != 0)
                    && ran.stderr.starts_with("error: ")
                    && ran.stderr.lines().count() == 1
                    && ran.stderr.contains(" at byte ")
                    && !ran.stderr.contains("panicked"),
                "{bin} refuses {:?} (tokens {} and {} of the last case swapped) without one error line naming a byte: \
                 exit {:?}, {:?}",
                preview(input.as_bytes()),
                i,
                i + 1,
                ran.code,
                ran.stderr
            );
        }
    }
}
