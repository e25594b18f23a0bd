//! Running a problem binary from its tests: plain runs, golden files, and the
//! bad-input suite every problem calls with its own sample cases. Runs go
//! through [`crate::run`], as the judge tool's do.

use std::path::{Path, PathBuf};
use std::time::Duration;

/// What one run of a program did.
#[derive(Debug)]
pub struct Ran {
    pub stdout: String,
    pub stderr: String,
    /// Exit code; `None` if a signal ended the process (or the time limit).
    pub code: Option<i32>,
    pub elapsed: Duration,
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
/// within a second, exits non-zero (not by a signal), prints exactly one
/// line `error: ...` naming a byte offset, no panic text, and on stdout
/// exactly `answers_before`. Returns the error line.
pub fn expect_failure(bin: &str, input: &[u8], answers_before: &str) -> String {
    let ran = run(bin, input, Duration::from_secs(1));
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

/// How a problem's input frames its cases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Frame {
    /// A first line with the number of cases.
    Count,
    /// Cases until end of input.
    UntilEof,
    /// Cases until an end marker such as a line `0 0 0`, which the input
    /// must have.
    Terminator(&'static str),
    /// Exactly one case (AcWing 893): give the suite one case.
    Single,
}

fn frame(kind: Frame, declared: usize, complete: &[(&str, &str)], tail: &str, terminated: bool) -> String {
    let mut text = String::new();
    if kind == Frame::Count {
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
/// naming its byte offset; and every token of the last case replaced by a
/// negative number, a value past u64 or a garbage token fails after
/// answering the cases before it.
pub fn bad_input_suite(bin: &str, kind: Frame, cases: &[(&str, &str)]) {
    if kind == Frame::Single {
        assert_eq!(cases.len(), 1, "a single-case format has one case");
    } else {
        assert!(cases.len() >= 2, "the suite needs at least two cases");
    }
    let all_answers: String = cases.iter().map(|c| c.1).collect();
    assert_eq!(run_ok(bin, &frame(kind, cases.len(), cases, "", true)), all_answers);

    for bad in [
        &b""[..],
        b" \r\n\t\n",
        b"\x00\xffgarbage\n",
        b"-1\n",
        b"18446744073709551616\n",
    ] {
        expect_failure(bin, bad, "");
    }

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

    let whole = frame(kind, cases.len(), cases, "", true);
    // In an end-of-input format a number would start one more case.
    let extras: &[&str] = if kind == Frame::UntilEof {
        &["x", "-1"]
    } else {
        &["x", "-1", "7", "0"]
    };
    for extra in extras {
        let error = expect_failure(bin, format!("{whole}{extra}\n").as_bytes(), &all_answers);
        let at = format!(" at byte {}:", whole.len());
        assert!(
            error.contains(&at),
            "text after the last case: {error:?} does not name{at}"
        );
    }
    if let Frame::Terminator(end) = kind {
        let unterminated = frame(kind, cases.len(), cases, "", false);
        let error = expect_failure(bin, unterminated.as_bytes(), &all_answers);
        assert!(
            error.contains("end marker"),
            "input without `{end}`: {error:?} does not say so"
        );
    }

    let last = cases.len() - 1;
    let answers: String = cases[..last].iter().map(|x| x.1).collect();
    let tokens: Vec<&str> = cases[last].0.split_whitespace().collect();
    for i in 0..tokens.len() {
        for wrong in ["-1", "18446744073709551616", "4x"] {
            let mut changed = tokens.clone();
            changed[i] = wrong;
            let tail = changed.join(" ") + "\n";
            let input = frame(kind, cases.len(), &cases[..last], &tail, true);
            expect_failure(bin, input.as_bytes(), &answers);
        }
    }
}

/// A golden test: `NAME.in` and its expected `NAME.out` (CRLF turned to LF).
#[derive(Debug)]
pub struct Golden {
    pub name: String,
    pub input: String,
    pub output: String,
}

/// The testdata folder of the problem whose package is at `manifest_dir`.
pub fn testdata_dir(manifest_dir: &str) -> PathBuf {
    let package = Path::new(manifest_dir);
    let folder = package.file_name().expect("problem folder name");
    package.join("../../testdata").join(folder)
}

/// All golden pairs of a problem, sorted by name. Panics on an `.in`
/// without `.out` or the other way round.
pub fn goldens(manifest_dir: &str) -> Vec<Golden> {
    let dir = testdata_dir(manifest_dir);
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let mut pairs = Vec::new();
    for name in &names {
        let read = |file: &str| {
            std::fs::read_to_string(dir.join(file)).unwrap_or_else(|e| panic!("{}: {e}", dir.join(file).display()))
        };
        if let Some(stem) = name.strip_suffix(".in") {
            pairs.push(Golden {
                name: stem.to_string(),
                input: read(name),
                output: read(&format!("{stem}.out")).replace("\r\n", "\n"),
            });
        } else if let Some(stem) = name.strip_suffix(".out") {
            assert!(names.contains(&format!("{stem}.in")), "{name} has no {stem}.in");
        }
    }
    assert!(!pairs.is_empty(), "no golden files in {}", dir.display());
    pairs
}

/// Checks every golden pair of the problem at `manifest_dir`: the `.out` is
/// what `oracle` (brute force, or a reference tested against it) says for
/// the `.in`, and the binary `bin` prints exactly that. With the environment
/// variable `SGLAB_BLESS=1` it writes each `.out` from the oracle instead,
/// which is how golden outputs are made.
pub fn check_goldens(manifest_dir: &str, bin: &str, oracle: impl Fn(&str) -> String) {
    let bless = std::env::var("SGLAB_BLESS").map_or(false, |v| v == "1");
    if bless {
        create_missing_outputs(&testdata_dir(manifest_dir));
    }
    for golden in goldens(manifest_dir) {
        let expected = oracle(&golden.input);
        if bless {
            let path = testdata_dir(manifest_dir).join(format!("{}.out", golden.name));
            std::fs::write(&path, &expected).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            continue;
        }
        assert_eq!(golden.output, expected, "{}.out differs from the oracle", golden.name);
        assert_eq!(
            run_ok(bin, &golden.input),
            expected,
            "{} prints something else on {}.in",
            bin,
            golden.name
        );
    }
}

fn create_missing_outputs(dir: &Path) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().map_or(false, |e| e == "in") && !path.with_extension("out").exists() {
            std::fs::write(path.with_extension("out"), "").unwrap();
        }
    }
}
