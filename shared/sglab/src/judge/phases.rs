//! The judge's three phases, stopping at the first failing one:
//!
//! 1. golden files: every `testdata/<folder>/*.in` (samples first) against
//!    its `.out`, with the judge's time and memory limits;
//! 2. random small cases from [`Problem::random_small`], `batch` per run,
//!    answered by the brute force (else the reference; the report says
//!    which);
//! 3. the largest inputs: the generator's `bench` kinds (seed 1), whose
//!    expected output is the pack's own release binary's (proven by its
//!    stress tests against the brute force), against the limits (for a
//!    checker or interactive problem the checker or the judge's side
//!    decides, as in every phase: [`super::kinds`]).
//!
//! Phases 1 to 3 stay inside the judge's statement; with
//! [`JudgeOptions::beyond`] what goes beyond it is judged as phase 4
//! ([`super::scope`]).
//!
//! The session is generic over the problem, so it works on parsed cases: a
//! failing input is carried into shrinking as its cases with their expected
//! answers, and the failing case's index comes from those answers. The
//! failing input is written to `counterexample.in`, `expected.out` and
//! `got.out` at once; then a WA, RE, OLE or MLE is shrunk (re-running the
//! program each step, within `JudgeOptions::shrink`: runs, cases and bytes,
//! [`shrink::Budget`]), and random cases none of which was run yet are
//! searched for a smaller failing case; the smallest overwrites those
//! files, is printed, and explained in the game's terms.
//! What the report says is rendered in `report`. Tested by
//! `shared/pack/tests/tools/judge.rs` and `shared/pack/tests/tools/hostile.rs`, and every problem's
//! fixtures (the shared suite's `fixtures` test).

use super::diff;
use super::kinds::judge_as;
use super::outcome::{Counterexample, Failure, JudgeOptions};
use super::report::{self, say};
use super::scope::{self, Side};
use super::verdict::{Judged, Verdict, Wrong};
use crate::contract::erased::Erased;
use crate::contract::{cases_per_input, generate, shrink, write, AnyProblem, Expected, Kind, Problem, Source};
use crate::harness::run_command;
use crate::meta::Meta;
use crate::rng::Rng;
use std::cell::Cell;
use std::io::Write;
use std::time::{Duration, Instant};

/// A counterexample larger than this is not explained in the game's terms.
const EXPLAIN_BYTES: usize = 1 << 20;

/// The least time limit while shrinking (see `Session::judge_loosely`).
const SHRINK_LIMIT: Duration = Duration::from_secs(10);

/// At most this many further random cases, in at most `search_runs` runs
/// of the program, are searched for a smaller counterexample than the
/// shrunk one.
pub const SEARCH_CASES: usize = 1000;
/// The judge tool's `search_runs`: the write-ups' shrunk counterexamples
/// are what it finds with this many.
pub const SEARCH_RUNS: usize = 100;

/// A failing input as its cases, with their expected answers, and where a
/// stream of random cases none of which was run yet starts.
struct Failing<C> {
    cases: Vec<C>,
    expected: Vec<Expected>,
    fresh: Rng,
}

fn answers(expected: &[Expected]) -> String {
    expected.iter().map(|e| e.answer.as_str()).collect()
}

/// How large `cases` are as one input, to pick the smaller counterexample
/// ([`shrink::Size::smaller_than`]).
fn size<P: Problem>(cases: &[P::Case]) -> shrink::Size {
    shrink::Size::of(&write::<P>(cases))
}

/// The indices of the cases whose answers differ in `got` (by lines), when
/// `got` has as many lines as the expected answers; else the case holding
/// the first differing line.
fn failing_cases(expected: &[Expected], judged: &Judged, rule: crate::comparison::Rule) -> Vec<usize> {
    if let Some(case) = judged.case {
        return vec![case];
    }
    let (got, verdict) = (judged.stdout.as_str(), &judged.verdict);
    let want_all: usize = expected.iter().map(|e| diff::lines(&e.answer).len()).sum();
    if matches!(verdict, Verdict::Wa(Wrong::Differs(_))) && got.lines().count() == want_all {
        let got = diff::lines(got);
        let mut line = 0;
        let mut failing = Vec::new();
        for (i, e) in expected.iter().enumerate() {
            let want = diff::lines(&e.answer);
            let got = &got[line..line + want.len()];
            if !got.iter().zip(&want).all(|(h, w)| diff::same_line(rule, w, h)) {
                failing.push(i);
            }
            line += want.len();
        }
        return failing;
    }
    let first = match verdict {
        Verdict::Wa(Wrong::Differs(difference)) => difference.line,
        _ => 1,
    };
    let mut line = 0;
    for (i, e) in expected.iter().enumerate() {
        line += e.answer.lines().count();
        if line >= first {
            return vec![i];
        }
    }
    vec![expected.len().saturating_sub(1)]
}

/// One judging of one command on the problem `P`.
pub struct Session<P: Problem> {
    pub problem: Erased<P>,
    /// The problem's metadata (the limits the runs get).
    pub meta: Meta,
    /// The program under test and its arguments.
    pub cmd: Vec<String>,
    pub options: JudgeOptions,
    /// The side of the statement being judged ([`scope`]).
    side: Cell<Side>,
}

impl<P: Problem> Session<P> {
    pub fn new(cmd: Vec<String>, options: JudgeOptions) -> Result<Session<P>, String> {
        let problem = Erased::<P>::new()?;
        let mut meta = problem.meta().clone();
        if let Some(mib) = options.memory_mib {
            meta.memory_limit_mib = mib;
        }
        Ok(Session {
            problem,
            meta,
            cmd,
            options,
            side: Cell::new(Side::Inside),
        })
    }

    /// Runs the phases; writes the report to `report` and progress to
    /// `progress`. `Ok(None)` when all pass; `Err` for a tool error (the
    /// command cannot start, a file is missing).
    pub fn run(&self, report: &mut dyn Write, progress: &mut dyn Write) -> Result<Option<Failure>, String> {
        self.side.set(Side::Inside);
        if let Some(note) = scope::note(&self.meta, &self.options) {
            say(report, note);
        }
        let failure = match self.phases(report, progress)? {
            None if self.options.beyond => self.beyond(report, progress)?,
            failure => failure,
        };
        say(report, scope::verdict(&failure, &self.options));
        Ok(failure)
    }

    /// Phases 1 to 3 on the current side, stopping at the first failure.
    fn phases(&self, report: &mut dyn Write, progress: &mut dyn Write) -> Result<Option<Failure>, String> {
        let side = self.side.get();
        if let Some(failure) = self.goldens(report, progress)? {
            return Ok(Some(failure));
        }
        if scope::random(&self.meta, side) {
            if let Some(failure) = self.random(report, progress)? {
                return Ok(Some(failure));
            }
        }
        if self.options.large && !scope::kinds(&self.meta, side).is_empty() {
            return self.largest(report, progress);
        }
        Ok(None)
    }

    /// Phase 4: what goes beyond the statement, as phases 1 to 3 judge.
    fn beyond(&self, report: &mut dyn Write, progress: &mut dyn Write) -> Result<Option<Failure>, String> {
        if self.meta.beyond.is_empty() {
            return Ok(None);
        }
        self.side.set(Side::Beyond);
        say(report, scope::beyond_header(&self.meta));
        self.phases(report, progress)
    }

    fn judge(&self, input: &str, expected: &str) -> Result<Judged, String> {
        self.judge_within(input, expected, self.meta.time_limit)
    }

    /// Judges with a looser time limit: while shrinking only WA, RE, OLE
    /// and MLE matter, and a loaded machine must not turn them into TLE.
    fn judge_loosely(&self, input: &str, expected: &str) -> Result<Judged, String> {
        self.judge_within(input, expected, (self.meta.time_limit * 4).max(SHRINK_LIMIT))
    }

    fn judge_within(&self, input: &str, expected: &str, limit: Duration) -> Result<Judged, String> {
        let memory = self.meta.memory_limit_mib;
        judge_as(
            &self.problem,
            &self.cmd,
            input,
            expected,
            limit,
            memory,
            self.options.seed,
        )
    }

    fn goldens(&self, report: &mut dyn Write, progress: &mut dyn Write) -> Result<Option<Failure>, String> {
        let (side, goldens) = (self.side.get(), scope::goldens(&self.meta, self.side.get())?);
        if goldens.is_empty() && side == Side::Beyond {
            return Ok(None);
        }
        say(report, side.header(report::goldens_header(&self.meta)));
        for golden in goldens {
            let judged = self.judge(&golden.input, &golden.output)?;
            say(report, report::run_line(&golden.name, &judged));
            if judged.verdict != Verdict::Ac {
                let cases = self.problem.parse(&golden.input)?;
                let failing = self.failing(cases, Rng::new(self.options.seed));
                return self
                    .fail(side.phase(1), failing, judged, golden.input, report, progress)
                    .map(Some);
            }
        }
        Ok(None)
    }

    fn random(&self, report: &mut dyn Write, progress: &mut dyn Write) -> Result<Option<Failure>, String> {
        let o = &self.options;
        let per_run = o.batch.min(cases_per_input::<P>()).max(1);
        let planned = o.cases.min(o.runs.saturating_mul(per_run));
        let side = self.side.get();
        say(report, side.header(report::random_header(o, planned, per_run)));
        let started = Instant::now();
        let mut rng = Rng::new(o.seed);
        let (mut done, mut by_brute) = (0, 0);
        while done < planned && started.elapsed() < o.cap {
            let cases: Vec<P::Case> = (0..per_run.min(planned - done))
                .map_while(|_| scope::draw::<P>(&mut rng, &self.meta, side))
                .collect();
            if cases.is_empty() {
                break;
            }
            let expected = self.problem.expected_cases(&cases);
            let input = write::<P>(&cases);
            let judged = self.judge(&input, &answers(&expected))?;
            if judged.verdict != Verdict::Ac {
                let _ = writeln!(progress);
                say(
                    report,
                    report::run_line(&format!("cases {}..={}", done + 1, done + cases.len()), &judged),
                );
                let failing = Failing {
                    cases,
                    expected,
                    fresh: rng.clone(),
                };
                return self
                    .fail(side.phase(2), failing, judged, input, report, progress)
                    .map(Some);
            }
            done += cases.len();
            by_brute += expected.iter().filter(|e| e.source == Source::Brute).count();
            let _ = write!(
                progress,
                "\rphase 2: {done} cases AC, {:.1} s",
                started.elapsed().as_secs_f64()
            );
            let _ = progress.flush();
        }
        let _ = writeln!(progress);
        say(report, report::random_summary(done, planned, by_brute, o));
        Ok(None)
    }

    fn largest(&self, report: &mut dyn Write, progress: &mut dyn Write) -> Result<Option<Failure>, String> {
        let solution = self.options.bin_dir.join(&self.meta.bin).display().to_string();
        let side = self.side.get();
        let kinds = scope::kinds(&self.meta, side);
        let shown = Meta {
            bench: kinds.clone(),
            ..self.meta.clone()
        };
        say(report, side.header(report::largest_header(&shown)));
        let long = Duration::from_secs(120);
        for kind in &kinds {
            say(progress, format!("phase 3: generating {kind}..."));
            let cases = generate::<P>(kind, 1, &self.meta.limits)?;
            let input = write::<P>(&cases);
            // A largest input is held once, as text, while it is judged (the
            // judge's own memory stays small): read again if it fails.
            let reference = if P::KIND == Kind::Exact {
                None
            } else {
                Some(answers(&self.problem.expected_cases(&cases)))
            };
            drop(cases);
            let expected = if P::KIND == Kind::Exact {
                let solved = run_command(std::slice::from_ref(&solution), input.as_bytes(), long)
                    .map_err(|e| format!("cannot run the pack's {solution}: {e}"))?;
                if solved.code != Some(0) {
                    return Err(format!("the pack's {solution} failed: {}", solved.stderr.trim_end()));
                }
                solved.stdout
            } else {
                // A checker or the judge's side decides; the reference's
                // answer only sets the output limit.
                reference.unwrap_or_default()
            };
            let judged = self.judge(&input, &expected)?;
            say(report, report::largest_line(kind, &judged, input.len()));
            if judged.verdict != Verdict::Ac {
                drop(expected);
                let cases = self.problem.parse(&input)?;
                let failing = self.failing(cases, Rng::new(self.options.seed.wrapping_add(1)));
                return self
                    .fail(side.phase(3), failing, judged, input, report, progress)
                    .map(Some);
            }
        }
        Ok(None)
    }

    /// `cases` that failed, with their expected answers.
    fn failing(&self, cases: Vec<P::Case>, fresh: Rng) -> Failing<P::Case> {
        let expected = self.problem.expected_cases(&cases);
        Failing { cases, expected, fresh }
    }

    /// The failing input is written first (as `counterexample.in`, with
    /// `expected.out` and `got.out`), then shrunk within the budget
    /// (`JudgeOptions::shrink`), and the smallest found overwrites it.
    fn fail(
        &self,
        phase: usize,
        failing: Failing<P::Case>,
        judged: Judged,
        input: String,
        report: &mut dyn Write,
        progress: &mut dyn Write,
    ) -> Result<Failure, String> {
        let verdict = judged.verdict.clone();
        std::fs::create_dir_all(&self.options.out_dir)
            .map_err(|e| format!("cannot create {}: {e}", self.options.out_dir.display()))?;
        self.save(&input, &answers(&failing.expected), &judged.stdout)?;
        drop(input);
        // Each try of a TLE or ILE costs the time limit: not shrunk. A
        // game's transcript so far is kept as got.out.
        if judged.not_started || matches!(verdict, Verdict::Tle | Verdict::Ile) {
            let why = if judged.not_started {
                report::not_started(&self.options)
            } else {
                report::not_shrunk(&self.options)
            };
            say(report, why);
            return Ok(Failure {
                phase,
                verdict,
                counterexample: None,
            });
        }
        say(report, report::saved(&self.options));
        let failing_indices = failing_cases(&failing.expected, &judged, self.meta.comparison);
        drop(judged);
        let hint = failing_indices.first().copied().unwrap_or(0);
        let Failing { cases, fresh, .. } = failing;
        let (smallest, spent, capped) = self.shrink_failure(cases, hint, fresh, progress)?;
        say(report, report::shrunk(&spent, &self.options.shrink));
        let counterexample = self.counterexample(smallest, spent, capped)?;
        self.save(&counterexample.input, &counterexample.expected, &counterexample.got)?;
        say(report, report::counterexample(&counterexample, &self.options));
        Ok(Failure {
            phase,
            verdict,
            counterexample: Some(counterexample),
        })
    }

    /// Shrinks the failing `cases` (the first failing one at `hint`) within
    /// the budget, showing its runs on `progress`; then shrinks a smaller
    /// failing case among further random ones from `fresh`, if one turns
    /// up. Returns the smallest failing cases, the budget spent, and
    /// whether the random search was capped.
    fn shrink_failure(
        &self,
        cases: Vec<P::Case>,
        hint: usize,
        fresh: Rng,
        progress: &mut dyn Write,
    ) -> Result<(Vec<P::Case>, shrink::Spent, bool), String> {
        let budget = self.options.shrink;
        let mut spent = shrink::Spent::default();
        let (mut runs, mut games) = (0, 0);
        let mut still_fails = |cases: &[P::Case], text: &str| {
            runs += 1;
            games += cases.len();
            let _ = write!(
                progress,
                "\rshrinking: run {runs} of at most {}, {games} cases",
                budget.runs
            );
            let _ = progress.flush();
            self.fails(cases, text)
        };
        let mut smallest = shrink::shrink::<P>(cases, hint, &budget, &mut spent, &mut still_fails);
        // Greedy steps stop at a local minimum (a random heap's xor breaks
        // with any change): a smaller failing case among further random
        // ones, shrunk, may be smaller still.
        let (further, capped) = self.further_failure(&smallest, fresh)?;
        if let Some(small) = further {
            let small = shrink::shrink::<P>(vec![small], 0, &budget, &mut spent, &mut still_fails);
            if size::<P>(&small).smaller_than(&size::<P>(&smallest)) {
                smallest = small;
            }
        }
        let _ = writeln!(progress);
        Ok((smallest, spent, capped))
    }

    /// The counterexample the report shows: the `smallest` failing cases
    /// judged again, with the brute force's answers and an explanation
    /// (none for a case of megabytes: its explanation would be as long,
    /// and no one reads it; the files hold the case).
    fn counterexample(
        &self,
        smallest: Vec<P::Case>,
        spent: shrink::Spent,
        capped: bool,
    ) -> Result<Counterexample, String> {
        let expected = self.problem.expected_cases(&smallest);
        let input = write::<P>(&smallest);
        let rerun = self.judge_loosely(&input, &answers(&expected))?;
        let explanation = if input.len() > EXPLAIN_BYTES {
            format!(
                "not explained: the case is {:.1} MiB (counterexample.in holds it)\n",
                input.len() as f64 / (1 << 20) as f64
            )
        } else {
            self.problem.explain_cases(&smallest)
        };
        Ok(Counterexample {
            explanation,
            input,
            expected: answers(&expected),
            got: rerun.stdout,
            verdict: rerun.verdict,
            sources: expected.into_iter().map(|e| e.source).collect(),
            capped,
            spent,
        })
    }

    /// Whether `cases` (written as `input`) get a WA, RE, OLE or MLE (a
    /// TLE or ILE, verdicts of time, does not count while shrinking).
    fn fails(&self, cases: &[P::Case], input: &str) -> bool {
        if !scope::keeps::<P>(input, &self.meta, self.side.get()) {
            return false;
        }
        let expected = answers(&self.problem.expected_cases(cases));
        self.judge_loosely(input, &expected)
            .is_ok_and(|j| !matches!(j.verdict, Verdict::Ac | Verdict::Tle | Verdict::Ile))
    }

    /// The smallest failing case, if smaller than `than`, among at most
    /// [`SEARCH_CASES`] random cases drawn from `rng` (a stream none of
    /// whose cases was run before: phase 2's own after a phase 1 failure,
    /// its continuation after a phase 2 failure). A batch whose output has
    /// a different number of lines tells nothing case by case and is
    /// skipped. Also whether the cap stopped the search early.
    fn further_failure(&self, than: &[P::Case], mut rng: Rng) -> Result<(Option<P::Case>, bool), String> {
        let o = &self.options;
        let per_run = o.batch.min(cases_per_input::<P>()).max(1);
        let started = Instant::now();
        let (mut done, mut runs, mut best): (usize, usize, Option<P::Case>) = (0, 0, None);
        while done < SEARCH_CASES && runs < o.search_runs {
            runs += 1;
            if started.elapsed() >= o.cap {
                return Ok((best, true));
            }
            let cases: Vec<P::Case> = (0..per_run)
                .filter_map(|_| scope::further::<P>(&mut rng, &self.meta, self.side.get()))
                .collect();
            if cases.is_empty() {
                continue;
            }
            let expected = self.problem.expected_cases(&cases);
            let judged = self.judge_loosely(&write::<P>(&cases), &answers(&expected))?;
            done += cases.len();
            // A checker or the judge's side of a game names the failing
            // case; a WA is located only when the line counts agree.
            let named = matches!(judged.verdict, Verdict::Wa(Wrong::Said(_))) && judged.case.is_some();
            // A crash, or a limit passed, on a single case is that case's.
            let alone = cases.len() == 1 && !matches!(judged.verdict, Verdict::Ac | Verdict::Tle | Verdict::Ile);
            let want: usize = expected.iter().map(|e| diff::lines(&e.answer).len()).sum();
            let located =
                matches!(judged.verdict, Verdict::Wa(Wrong::Differs(_))) && judged.stdout.lines().count() == want;
            if !named && !located && !alone {
                continue;
            }
            let failing = if alone {
                vec![0]
            } else {
                failing_cases(&expected, &judged, self.meta.comparison)
            };
            for i in failing {
                let case = &cases[i];
                let smaller_than_best = best.as_ref().map_or(true, |b| {
                    size::<P>(std::slice::from_ref(case)).smaller_than(&size::<P>(std::slice::from_ref(b)))
                });
                if smaller_than_best && size::<P>(std::slice::from_ref(case)).smaller_than(&size::<P>(than)) {
                    best = Some(case.clone());
                }
            }
        }
        Ok((best, false))
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
}
