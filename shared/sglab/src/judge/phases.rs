//! The judge's three phases, stopping at the first failing one:
//!
//! 1. golden files: every `testdata/<folder>/*.in` (samples first) against
//!    its `.out`, with the judge's time limit;
//! 2. random small cases from [`Problem::random_small`](crate::problems::Problem::random_small),
//!    `batch` per run, answered by the brute force (else the reference;
//!    the report says which);
//! 3. the largest inputs: the generator's `bench` kinds (seed 1), whose
//!    expected output is the pack's own release binary's (proven by its
//!    stress tests against the brute force), against the time limit.
//!
//! A WA, RE, OLE or MLE is shrunk to a smallest failing input (re-running the program
//! each step), written to `counterexample.in`, `expected.out` and `got.out`
//! in the output folder, printed, and explained in the game's terms.

use super::diff;
use super::meta::{self, Meta};
use super::registry::{AnyProblem, Source};
use super::verdict::{judge, Judged, Verdict};
use crate::harness::run_command;
use crate::rng::Rng;
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// How much to judge, and where things are.
#[derive(Clone, Debug)]
pub struct Options {
    /// Phase 2: at most this many cases...
    pub cases: usize,
    /// ...or this much time, whichever comes first.
    pub time: Duration,
    /// Phase 2's seed: the same seed gives the same cases.
    pub seed: u64,
    /// Phase 2: cases per run of the program.
    pub batch: usize,
    /// Run phase 3.
    pub large: bool,
    /// Where the counterexample files go.
    pub out_dir: PathBuf,
    /// Where the pack's binary `<bin>` and its generator
    /// `examples/<bin>-gen` are.
    pub bin_dir: PathBuf,
}

/// The smallest failing input found, with everything the report says.
#[derive(Debug)]
pub struct Counterexample {
    pub input: String,
    pub expected: String,
    pub got: String,
    pub verdict: Verdict,
    /// Who gave each case's expected answer.
    pub sources: Vec<Source>,
    /// The cases in the game's terms.
    pub explanation: String,
}

/// The first failing phase.
#[derive(Debug)]
pub struct Failure {
    /// 1, 2 or 3.
    pub phase: usize,
    /// The verdict on the input as first met (before shrinking).
    pub verdict: Verdict,
    /// `None` for a TLE (not shrunk: each step would cost the time limit).
    pub counterexample: Option<Counterexample>,
}

/// One judging of one command on one problem.
pub struct Session<'a> {
    pub problem: &'a dyn AnyProblem,
    pub meta: Meta,
    /// The program under test and its arguments.
    pub cmd: Vec<String>,
    pub options: Options,
}

fn say(out: &mut dyn Write, text: impl std::fmt::Display) {
    let _ = writeln!(out, "{text}");
    let _ = out.flush();
}

/// The most lines, and characters per line, of a text in the report.
const SHOWN_LINES: usize = 24;
const SHOWN_CHARS: usize = 160;

/// `text` indented by two spaces, long lines and long texts cut (the
/// files hold everything).
fn indent(text: &str) -> String {
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

/// The least time limit while shrinking (see `Session::judge_loosely`).
const SHRINK_LIMIT: Duration = Duration::from_secs(10);

/// At most this many small random cases are searched for a smaller
/// counterexample than the shrunk one.
const SEARCH_CASES: usize = 1000;

/// How large an input is, to pick the smaller counterexample: its number
/// of tokens, then the sum of its numbers.
fn size(input: &str) -> (usize, u128) {
    let tokens: Vec<&str> = input.split_whitespace().collect();
    (tokens.len(), tokens.iter().filter_map(|t| t.parse::<u128>().ok()).sum())
}

fn ms(d: Duration) -> String {
    format!("{} ms", d.as_millis())
}

impl Session<'_> {
    /// Runs the phases; writes the report to `report` and progress to
    /// `progress`. `Ok(None)` when all pass; `Err` for a tool error (the
    /// command cannot start, a file is missing).
    pub fn run(&self, report: &mut dyn Write, progress: &mut dyn Write) -> Result<Option<Failure>, String> {
        let failure = match self.goldens(report, progress)? {
            Some(failure) => Some(failure),
            None => match self.random(report, progress)? {
                Some(failure) => Some(failure),
                None if self.options.large => self.largest(report, progress)?,
                None => None,
            },
        };
        match &failure {
            None => say(report, "verdict: AC (every phase passes)"),
            Some(f) => say(report, format!("verdict: {} in phase {}", f.verdict.code(), f.phase)),
        }
        Ok(failure)
    }

    fn judge(&self, input: &str, expected: &str) -> Result<Judged, String> {
        judge(
            &self.cmd,
            input,
            expected,
            self.meta.time_limit,
            self.meta.memory_limit_mib,
        )
    }

    /// Judges with a looser time limit: while shrinking only WA and RE
    /// matter, and a loaded machine must not turn them into TLE.
    fn judge_loosely(&self, input: &str, expected: &str) -> Result<Judged, String> {
        let limit = (self.meta.time_limit * 4).max(SHRINK_LIMIT);
        judge(&self.cmd, input, expected, limit, self.meta.memory_limit_mib)
    }

    fn expected(&self, input: &str) -> Result<(String, Vec<Source>), String> {
        let answers = self.problem.expected(input)?;
        let text = answers.iter().map(|a| a.answer.as_str()).collect();
        Ok((text, answers.into_iter().map(|a| a.source).collect()))
    }

    fn goldens(&self, report: &mut dyn Write, progress: &mut dyn Write) -> Result<Option<Failure>, String> {
        let limit = self.meta.time_limit;
        say(
            report,
            format!(
                "phase 1: golden files in {} (time limit {}, memory limit {} MiB)",
                meta::shown(&self.meta.testdata),
                ms(limit),
                self.meta.memory_limit_mib
            ),
        );
        for (name, input, expected) in meta::goldens(&self.meta)? {
            let judged = self.judge(&input, &expected)?;
            say(
                report,
                format!(
                    "  {name:<16} {:>8} {:>10}  {}",
                    ms(judged.elapsed),
                    judged.memory(),
                    judged.verdict
                ),
            );
            if judged.verdict != Verdict::Ac {
                return self.fail(1, &input, judged, report, progress).map(Some);
            }
        }
        Ok(None)
    }

    fn random(&self, report: &mut dyn Write, progress: &mut dyn Write) -> Result<Option<Failure>, String> {
        let o = &self.options;
        say(
            report,
            format!(
                "phase 2: random small cases (seed {}, up to {} cases or {} s, {} per run)",
                o.seed,
                o.cases,
                o.time.as_secs_f64(),
                o.batch.min(self.problem.cases_per_input())
            ),
        );
        let started = Instant::now();
        let mut rng = Rng::new(o.seed);
        let (mut done, mut by_brute) = (0, 0);
        while done < o.cases && started.elapsed() < o.time {
            let input = self.problem.random_input(&mut rng, o.batch.min(o.cases - done));
            let (expected, sources) = self.expected(&input)?;
            let judged = self.judge(&input, &expected)?;
            if judged.verdict != Verdict::Ac {
                let _ = writeln!(progress);
                say(
                    report,
                    format!(
                        "  cases {}..={}: {} {}  {}",
                        done + 1,
                        done + sources.len(),
                        ms(judged.elapsed),
                        judged.memory(),
                        judged.verdict
                    ),
                );
                return self.fail(2, &input, judged, report, progress).map(Some);
            }
            done += sources.len();
            by_brute += sources.iter().filter(|s| **s == Source::Brute).count();
            let _ = write!(
                progress,
                "\rphase 2: {done} cases AC, {:.1} s",
                started.elapsed().as_secs_f64()
            );
            let _ = progress.flush();
        }
        let _ = writeln!(progress);
        say(
            report,
            format!(
                "  {done} cases AC in {:.1} s (expected answers: {by_brute} by the brute force, {} by the reference)",
                started.elapsed().as_secs_f64(),
                done - by_brute
            ),
        );
        Ok(None)
    }

    fn largest(&self, report: &mut dyn Write, progress: &mut dyn Write) -> Result<Option<Failure>, String> {
        let bin = &self.meta.bin;
        let solution = self.options.bin_dir.join(bin).display().to_string();
        let generator = self.options.bin_dir.join("examples").join(format!("{bin}-gen"));
        say(
            report,
            format!(
                "phase 3: largest inputs (generator kinds {}, seed 1; expected output from the pack's solution; time limit {})",
                self.meta.bench.join(" "),
                ms(self.meta.time_limit)
            ),
        );
        let long = Duration::from_secs(120);
        for kind in &self.meta.bench {
            say(progress, format!("phase 3: generating {kind}..."));
            let cmd = [generator.display().to_string(), kind.clone(), "1".to_string()];
            let made = run_command(&cmd, b"", long).map_err(|e| format!("cannot run {}: {e}", generator.display()))?;
            if made.code != Some(0) {
                return Err(format!(
                    "{} {kind} 1 failed: {}",
                    generator.display(),
                    made.stderr.trim_end()
                ));
            }
            let solved = run_command(std::slice::from_ref(&solution), made.stdout.as_bytes(), long)
                .map_err(|e| format!("cannot run the pack's {solution}: {e}"))?;
            if solved.code != Some(0) {
                return Err(format!("the pack's {solution} failed: {}", solved.stderr.trim_end()));
            }
            let judged = self.judge(&made.stdout, &solved.stdout)?;
            let size = made.stdout.len() as f64 / (1 << 20) as f64;
            say(
                report,
                format!(
                    "  {kind:<16} {:>8} {:>10}  {}  ({size:.1} MiB of input)",
                    ms(judged.elapsed),
                    judged.memory(),
                    judged.verdict
                ),
            );
            if judged.verdict != Verdict::Ac {
                return self.fail(3, &made.stdout, judged, report, progress).map(Some);
            }
        }
        Ok(None)
    }

    /// The index of the case whose answer holds the first differing line.
    fn failing_case(&self, input: &str, verdict: &Verdict) -> usize {
        let (difference, answers) = match (verdict, self.problem.expected(input)) {
            (Verdict::Wa(difference), Ok(answers)) => (difference, answers),
            _ => return 0,
        };
        let mut line = 0;
        for (i, answer) in answers.iter().enumerate() {
            line += answer.answer.lines().count();
            if line >= difference.line {
                return i;
            }
        }
        answers.len().saturating_sub(1)
    }

    fn fail(
        &self,
        phase: usize,
        input: &str,
        judged: Judged,
        report: &mut dyn Write,
        progress: &mut dyn Write,
    ) -> Result<Failure, String> {
        let verdict = judged.verdict;
        std::fs::create_dir_all(&self.options.out_dir)
            .map_err(|e| format!("cannot create {}: {e}", self.options.out_dir.display()))?;
        if verdict == Verdict::Tle {
            self.save(input, "", "")?;
            say(
                report,
                format!(
                    "the input is in {} (not shrunk: each try would cost the time limit)",
                    meta::shown(&self.options.out_dir.join("counterexample.in"))
                ),
            );
            return Ok(Failure {
                phase,
                verdict,
                counterexample: None,
            });
        }
        let hint = self.failing_case(input, &verdict);
        let mut runs = 0;
        let mut still_fails = |candidate: &str| {
            runs += 1;
            let _ = write!(progress, "\rshrinking: run {runs}");
            let _ = progress.flush();
            self.fails(candidate)
        };
        let mut smallest = self.problem.shrink(input, hint, &mut still_fails)?;
        // Greedy steps stop at a local minimum (a random heap's xor breaks
        // with any change): the smallest failing small random case, shrunk,
        // may be smaller still.
        if let Some(small) = self.small_failures()?.into_iter().next() {
            if size(&small) < size(&smallest) {
                let small = self.problem.shrink(&small, 0, &mut still_fails)?;
                if size(&small) < size(&smallest) {
                    smallest = small;
                }
            }
        }
        say(
            report,
            format!("shrunk the failing input in {runs} runs of the program"),
        );
        let (expected, sources) = self.expected(&smallest)?;
        let rerun = self.judge_loosely(&smallest, &expected)?;
        let counterexample = Counterexample {
            explanation: self.problem.explain(&smallest)?,
            input: smallest,
            expected,
            got: rerun.stdout,
            verdict: rerun.verdict,
            sources,
        };
        self.save(&counterexample.input, &counterexample.expected, &counterexample.got)?;
        self.show(&counterexample, report);
        Ok(Failure {
            phase,
            verdict,
            counterexample: Some(counterexample),
        })
    }

    /// Whether `input` gets a WA, RE, OLE or MLE (a TLE does not count
    /// while shrinking).
    fn fails(&self, input: &str) -> bool {
        match self.expected(input) {
            Ok((expected, _)) => self
                .judge_loosely(input, &expected)
                .map_or(false, |j| !matches!(j.verdict, Verdict::Ac | Verdict::Tle)),
            Err(_) => false,
        }
    }

    /// The cases among phase 2's small random ones (at most
    /// [`SEARCH_CASES`] of them) that fail, each as an input of its own,
    /// smallest first. A batch with a runtime error, a time-out or a wrong
    /// number of lines tells nothing case by case and is skipped.
    fn small_failures(&self) -> Result<Vec<String>, String> {
        let o = &self.options;
        let started = Instant::now();
        let mut rng = Rng::new(o.seed);
        let (mut done, mut failing) = (0, Vec::new());
        while done < o.cases.min(SEARCH_CASES) && started.elapsed() < o.time {
            let input = self.problem.random_input(&mut rng, o.batch);
            let answers = self.problem.expected(&input)?;
            let expected: String = answers.iter().map(|a| a.answer.as_str()).collect();
            let judged = self.judge_loosely(&input, &expected)?;
            done += answers.len();
            // Count before listing: a flood of lines is not listed.
            let count = judged.stdout.lines().count();
            if !matches!(judged.verdict, Verdict::Wa(_)) || count != diff::lines(&expected).len() {
                continue;
            }
            let got = diff::lines(&judged.stdout);
            let mut line = 0;
            for (case, answer) in self.problem.split(&input)?.into_iter().zip(&answers) {
                let want = diff::lines(&answer.answer);
                if got[line..line + want.len()] != want[..] {
                    failing.push(case);
                }
                line += want.len();
            }
        }
        failing.sort_by_key(|case| size(case));
        Ok(failing)
    }

    fn save(&self, input: &str, expected: &str, got: &str) -> Result<(), String> {
        for (file, text) in [
            ("counterexample.in", input),
            ("expected.out", expected),
            ("got.out", got),
        ] {
            let path = self.options.out_dir.join(file);
            std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        Ok(())
    }

    fn show(&self, c: &Counterexample, report: &mut dyn Write) {
        let mut sources: Vec<String> = c.sources.iter().map(Source::describe).collect();
        sources.dedup();
        say(
            report,
            format!(
                "counterexample ({}, with expected.out and got.out beside it):\n{}expected, from {}:\n{}got:\n{}{}\nwhy:\n{}",
                meta::shown(&self.options.out_dir.join("counterexample.in")),
                indent(&c.input),
                sources.join("; "),
                indent(&c.expected),
                indent(&c.got),
                c.verdict,
                c.explanation.lines().map(|line| format!("  {line}\n")).collect::<String>()
            ),
        );
    }
}
