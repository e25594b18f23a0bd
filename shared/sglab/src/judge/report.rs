//! The judge's report in words, apart from the control flow of
//! [`super::phases`]: each function renders one thing the report says.

use super::outcome::{Counterexample, Failure, JudgeOptions};
use super::verdict::Judged;
use crate::contract::shrink::{Budget, Spent, STEP_BYTES};
use crate::contract::Source;
use crate::meta::{self, Meta};
use std::io::Write;
use std::time::Duration;

/// The most lines, and characters per line, of a text in the report.
const SHOWN_LINES: usize = 24;
const SHOWN_CHARS: usize = 160;

/// Writes one line (or several) of the report and flushes it.
pub fn say(out: &mut dyn Write, text: impl std::fmt::Display) {
    let _ = writeln!(out, "{text}");
    let _ = out.flush();
}

pub fn ms(d: Duration) -> String {
    format!("{} ms", d.as_millis())
}

/// `text` indented by two spaces, long lines and long texts cut (the
/// files hold everything).
pub fn indent(text: &str) -> String {
    let mut shown = String::new();
    for line in text.lines().take(SHOWN_LINES) {
        match line.char_indices().nth(SHOWN_CHARS) {
            Some((cut, _)) => shown.push_str(&format!("  {} ... ({} characters)\n", &line[..cut], line.len())),
            None => shown.push_str(&format!("  {line}\n")),
        }
    }
    let more = text.lines().skip(SHOWN_LINES).count();
    if more > 0 {
        shown.push_str(&format!("  ... ({more} more lines)\n"));
    }
    shown
}

pub fn goldens_header(meta: &Meta) -> String {
    format!(
        "phase 1: golden files in {} (CPU time limit {}, memory limit {} MiB)",
        meta::shown(&meta.testdata),
        ms(meta.time_limit),
        meta.memory_limit_mib
    )
}

/// One judged run: its name, CPU time (and wall time where it is much
/// larger), peak memory and verdict (for a TLE, which clock ended it).
pub fn run_line(name: &str, judged: &Judged) -> String {
    format!(
        "  {name:<16} {:>8}{} {:>10}  {}{}",
        ms(judged.cpu),
        judged.wall(),
        judged.memory(),
        judged.verdict,
        judged.clock()
    )
}

pub fn random_header(o: &JudgeOptions, planned: usize, per_run: usize) -> String {
    format!(
        "phase 2: random small cases (seed {}, {planned} cases, {per_run} per run)",
        o.seed
    )
}

/// Phase 2's end: how many cases passed and who answered them; whether
/// the safety cap stopped it before the `planned` ones.
pub fn random_summary(done: usize, planned: usize, by_brute: usize, o: &JudgeOptions) -> String {
    let mut text = format!(
        "  {done} cases AC (expected answers: {by_brute} by the brute force, {} by the reference)",
        done - by_brute
    );
    if done < planned {
        text += &format!(
            "\n  stopped by the safety cap of {} s after {done} of {planned} cases: a rerun may judge more",
            o.cap.as_secs()
        );
    }
    text
}

pub fn largest_header(meta: &Meta) -> String {
    format!(
        "phase 3: largest inputs (generator kinds {}, seed 1; expected output from the pack's solution; CPU time limit {})",
        meta.bench.join(" "),
        ms(meta.time_limit)
    )
}

pub fn largest_line(kind: &str, judged: &Judged, bytes: usize) -> String {
    let size = bytes as f64 / (1 << 20) as f64;
    format!("{}  ({size:.1} MiB of input)", run_line(kind, judged))
}

pub fn not_shrunk(o: &JudgeOptions) -> String {
    format!(
        "the input is in {} (not shrunk: each try would cost the time limit)",
        meta::shown(&o.out_dir.join("counterexample.in"))
    )
}

/// Said for a program that failed before reading any of its input
/// ([`crate::judge::verdict::Judged::not_started`]): any input fails alike,
/// so nothing is shrunk or explained.
pub fn not_started(o: &JudgeOptions) -> String {
    format!(
        "the program failed before reading any of its input: it did not start as given \
         (check the command: the file's path, its interpreter or launcher); the input is in {} (not shrunk: \
         any input fails alike)",
        meta::shown(&o.out_dir.join("counterexample.in"))
    )
}

/// Said before shrinking starts: the failing input is already saved.
pub fn saved(o: &JudgeOptions) -> String {
    format!(
        "the failing input is in {} (expected.out and got.out beside it); shrinking it (at most {} runs, {} cases, {} MiB of input)",
        meta::shown(&o.out_dir.join("counterexample.in")),
        o.shrink.runs,
        o.shrink.cases,
        o.shrink.bytes >> 20
    )
}

/// What shrinking spent, and why it stopped where it did if not at a
/// smallest case.
pub fn shrunk(spent: &Spent, budget: &Budget) -> String {
    let mut text = format!(
        "shrunk the failing input in {} runs of the program ({} cases, {:.1} MiB of input)",
        spent.runs,
        spent.cases,
        spent.bytes as f64 / (1 << 20) as f64
    );
    if let Some(what) = spent.out_of {
        let most = match what {
            "runs" => budget.runs,
            "cases" => budget.cases,
            _ => budget.bytes >> 20,
        };
        let unit = if what == "bytes of input" {
            "MiB of input".to_string()
        } else {
            what.to_string()
        };
        text += &format!("\n  stopped at the budget of {most} {unit}: a smaller failing case may exist");
    }
    if let Some(bytes) = spent.too_large {
        text += &format!(
            "\n  a case of {:.1} KiB was kept whole: a case over {} KiB is too large to shrink step by step",
            bytes as f64 / 1024.0,
            STEP_BYTES >> 10
        );
    }
    text
}

/// A counterexample's input, expected output (with where it comes from)
/// and the program's output, indented.
pub fn case_block(input: &str, source: &str, expected: &str, got: &str) -> String {
    format!(
        "{}expected, from {source}:\n{}got:\n{}",
        indent(input),
        indent(expected),
        indent(got)
    )
}

pub fn counterexample(c: &Counterexample, o: &JudgeOptions) -> String {
    let mut sources: Vec<String> = c.sources.iter().map(Source::describe).collect();
    sources.dedup();
    format!(
        "{}counterexample ({}, with expected.out and got.out beside it):\n{}{}\nwhy:\n{}",
        if c.capped {
            format!(
                "the search for a smaller case stopped at the safety cap of {} s: a rerun may shrink further\n",
                o.cap.as_secs()
            )
        } else {
            String::new()
        },
        meta::shown(&o.out_dir.join("counterexample.in")),
        case_block(&c.input, &sources.join("; "), &c.expected, &c.got),
        c.verdict,
        c.explanation
            .lines()
            .map(|line| format!("  {line}\n"))
            .collect::<String>()
    )
}

pub fn verdict(failure: &Option<Failure>) -> String {
    match failure {
        None => "verdict: AC (every phase passes)".to_string(),
        Some(f) => format!("verdict: {} in phase {}", f.verdict.code(), f.phase),
    }
}
