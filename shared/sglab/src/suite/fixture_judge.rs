//! The judge tool on a problem's fixtures, for the suite's `fixtures` check
//! and a problem's own tests: a deliberately wrong solution gets WA with a
//! counterexample of at most a stated size whose explanation names the
//! right winner, and an independent correct solution passes all three
//! phases. Fixtures live in `tests/fixtures/`: `.py` runs under `python3`,
//! `.sh` under `bash`, `.c` and `.cpp` are compiled with `gcc`/`g++ -O2`.

use super::binaries::{bin_dir, scratch};
use crate::contract::Problem;
use crate::judge::outcome::{Failure, JudgeOptions};
use crate::judge::phases::{Session, SEARCH_RUNS};
use crate::judge::report::case_block;
use crate::judge::verdict::Verdict;
use crate::meta;
use std::marker::PhantomData;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

/// In a problem's `tests/special.rs`: the judge tool on the wrong fixture `$fixture`
/// ([`Fixtures::wrong`]: WA, shrunk to at most `$bytes` bytes) writes a
/// report containing each of `$says`.
#[macro_export]
macro_rules! assert_fixture_report {
    ($problem:ty, $fixture:expr, $($says:expr),+ $(,)?) => {{
        let fixtures = $crate::suite::Fixtures::<$problem>::new();
        let report = fixtures.wrong($fixture);
        $(assert!(report.contains(&*$says), "the report lacks {:?}:\n{report}", $says);)+
    }};
}

/// How a report shows a counterexample the brute force decided: `input`,
/// then the `expected` and `got` outputs, as the judge tool prints them
/// (for [`assert_fixture_report!`], pinning a write-up's shrunk case).
pub fn shrunk_to(input: &str, expected: &str, got: &str) -> String {
    let source = crate::contract::erased::Source::Brute.describe();
    format!(":\n{}", case_block(input, &source, expected, got))
}

/// The Python interpreter itself, found once: `python3` on PATH may be a
/// version manager's shim (pyenv's runs two shell scripts per start), and a
/// fixture's judging starts it hundreds of times, so it starts without
/// `site` too (see [`Fixtures::command`]).
fn python() -> &'static str {
    static PYTHON: OnceLock<String> = OnceLock::new();
    PYTHON.get_or_init(|| {
        let asked = Command::new("python3")
            .args(["-c", "import sys; print(sys.executable)"])
            .output();
        match asked {
            Ok(out) if out.status.success() && !out.stdout.is_empty() => {
                String::from_utf8_lossy(&out.stdout).trim().to_string()
            }
            _ => "python3".to_string(),
        }
    })
}

/// A fixture's judging, shared within the process: the suite's `fixtures`
/// check and a problem's own test of the same fixture read one report (the
/// judging is deterministic, so a second would only repeat it).
type Judging = Arc<OnceLock<(Option<Failure>, String)>>;
/// A judging's problem, fixture, whether phase 3 ran and whether phase 4
/// (beyond the statement) did.
type JudgingKey = (&'static str, String, bool, bool);
static JUDGINGS: Mutex<Vec<(JudgingKey, Judging)>> = Mutex::new(Vec::new());

/// The fixtures compiled so far in this process.
static COMPILED: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());
/// Judge runs started so far in this process, naming their report folders.
static JUDGED: AtomicUsize = AtomicUsize::new(0);

/// A problem's fixtures and where its built binaries are.
pub struct Fixtures<P> {
    dir: PathBuf,
    bin_dir: PathBuf,
    tmp: PathBuf,
    problem: PhantomData<fn() -> P>,
}

/// Phase 2 in tests: few cases, so all judge tests stay fast...
pub const TEST_CASES: usize = 200;
/// ...and few runs (a single-case format runs once per case).
pub const TEST_RUNS: usize = 20;
/// The least time limit in a fixture's test: the tests judge answers, not
/// speed (the benchmark does), so a machine busy with other work must not
/// turn a right answer into a TLE. Timing verdicts have their own tests,
/// with programs that sleep or spin far past the limit.
pub const TEST_TIME_LIMIT: Duration = Duration::from_secs(60);

/// How a wrong fixture's expectation ends when the everyday tier must
/// search as long as the judge tool does (`Fixtures::search_runs`).
pub const WHOLE_SEARCH: &str = ", after the judge tool's whole search";

/// What a fixture expects, from its first lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expectation {
    /// `expect: AC`: a correct solution, passing all three phases.
    Accepted,
    /// `expect: AC inside the statement, WA beyond, counterexample at most
    /// N bytes`: right on every input the judge's statement allows, wrong
    /// only beyond it (phase 4).
    InsideOnly(usize),
    /// `expect: WA, counterexample at most N bytes`.
    WrongWithin(usize),
    /// `expect: TLE at the statement's time limit`: right, but so slow
    /// that it cannot finish a golden file within the judge's own limit
    /// (a trap of speed, such as running a statement's pseudo-code); judged
    /// by CPU time with that limit, and meant to be hundreds of times past
    /// it, so that no load on the machine changes the verdict.
    TooSlow,
    /// `expect: ILE`: an interactive player that waits for the judge's
    /// reply with its own line unflushed (a trap of output, such as a
    /// missing flush): the judge finds the whole group asleep while it
    /// waits for that line and ends the game as ILE. The verdict needs no
    /// speed: such a player never goes on, however quiet the machine; the
    /// wait costs [`crate::run::IDLE`] of wall time and no CPU.
    Idle,
}

/// What follows `expect: ` in the fixture at `path`, within its first
/// ten lines.
fn expect_line(path: &Path) -> Option<String> {
    let text = std::fs::read_to_string(path).ok()?;
    let line = text.lines().take(10).find_map(|l| l.split_once("expect: "))?.1;
    Some(line.to_string())
}

impl Expectation {
    /// The expectation the fixture at `path` states, if it states one.
    pub fn of(path: &Path) -> Option<Expectation> {
        let line = expect_line(path)?;
        let line = line.as_str();
        let at_most = |rest: &str| rest.split_whitespace().next()?.parse().ok();
        if let Some(rest) = line.strip_prefix("AC inside the statement, WA beyond, counterexample at most ") {
            return Some(Expectation::InsideOnly(at_most(rest)?));
        }
        if line.starts_with("AC") {
            return Some(Expectation::Accepted);
        }
        if line.starts_with("TLE at the statement's time limit") {
            return Some(Expectation::TooSlow);
        }
        if line.starts_with("ILE") {
            return Some(Expectation::Idle);
        }
        let bytes = line
            .strip_prefix("WA, counterexample at most ")?
            .split_whitespace()
            .next()?;
        Some(Expectation::WrongWithin(bytes.parse().ok()?))
    }
}

impl<P: Problem + 'static> Default for Fixtures<P> {
    fn default() -> Fixtures<P> {
        Fixtures::new()
    }
}

impl<P: Problem + 'static> Fixtures<P> {
    /// The fixtures of the problem `P`.
    pub fn new() -> Fixtures<P> {
        let meta = meta::find(P::NAME).unwrap_or_else(|e| panic!("{e}"));
        Fixtures {
            dir: meta.dir.join("tests/fixtures"),
            bin_dir: bin_dir().to_path_buf(),
            tmp: scratch().join(P::NAME),
            problem: PhantomData,
        }
    }

    /// The command that runs `fixture`, compiling it first if needed.
    pub fn command(&self, fixture: &str) -> Vec<String> {
        let path = self.dir.join(fixture);
        assert!(path.exists(), "no fixture {}", path.display());
        let shown = path.display().to_string();
        let compiler = match path.extension().and_then(|e| e.to_str()) {
            // `-S`: no `site` (a fixture imports only the standard
            // library), which costs most of a start; `-I`: no user site
            // and no PYTHON* variables, so each run is the same anywhere.
            Some("py") => return vec![python().to_string(), "-I".to_string(), "-S".to_string(), shown],
            Some("sh") => return vec!["bash".to_string(), shown],
            Some("c") => "gcc",
            Some("cpp") => "g++",
            other => panic!("fixture {fixture}: unknown kind {other:?}"),
        };
        // Not in `self.tmp` itself: a judged fixture's report folder is
        // `self.tmp/<fixture>-<n>` (a compiled wrong solution would collide).
        let bin = self.tmp.join("bin");
        let exe = bin.join(fixture.replace('.', "_"));
        // Once per process, and never while another test thread runs it (a
        // problem's suite and its own tests share one test binary).
        let mut compiled = COMPILED.lock().unwrap_or_else(|e| e.into_inner());
        if !compiled.contains(&exe) {
            std::fs::create_dir_all(&bin).unwrap();
            let status = Command::new(compiler)
                .args(["-O2", "-o"])
                .arg(&exe)
                .arg(&path)
                .status()
                .unwrap_or_else(|e| panic!("cannot run {compiler}: {e}"));
            assert!(status.success(), "{compiler} cannot compile {shown}");
            compiled.push(exe.clone());
        }
        vec![exe.display().to_string()]
    }

    /// Judges `cmd`; phase 3 only when `large` and in the full tier (the
    /// everyday tier leaves the largest inputs to each binary's own
    /// `goldens` and to CI), phase 4 (beyond the statement) only when
    /// `beyond`. The time limit is at least `TEST_TIME_LIMIT`, so the
    /// verdicts are the same on a loaded machine. Returns the failure (if
    /// any) and the report.
    pub fn judge(&self, cmd: Vec<String>, name: &str, large: bool, beyond: bool) -> (Option<Failure>, String) {
        self.judge_within(cmd, name, large, beyond, |limit| limit.max(TEST_TIME_LIMIT))
    }

    /// [`Fixtures::judge`] with the time limit `limit` makes of the
    /// statement's.
    fn judge_within(
        &self,
        cmd: Vec<String>,
        name: &str,
        large: bool,
        beyond: bool,
        limit: impl Fn(Duration) -> Duration,
    ) -> (Option<Failure>, String) {
        let large = large && super::tier::full();
        let options = JudgeOptions {
            cases: TEST_CASES,
            runs: TEST_RUNS,
            search_runs: self.search_runs(name),
            cap: Duration::from_secs(600),
            seed: 1,
            batch: 100,
            large,
            beyond,
            // Its own folder: two test threads may judge one fixture at once.
            out_dir: self.tmp.join(format!(
                "{}-{}",
                name.replace('.', "_"),
                JUDGED.fetch_add(1, Ordering::Relaxed)
            )),
            bin_dir: self.bin_dir.clone(),
            memory_mib: None,
            shrink: crate::contract::shrink::Budget::FIXTURES,
        };
        let mut session = Session::<P>::new(cmd, options).unwrap_or_else(|e| panic!("{e}"));
        session.meta.time_limit = limit(session.meta.time_limit);
        let mut report = Vec::new();
        let failure = session.run(&mut report, &mut std::io::sink()).expect("no tool error");
        (failure, String::from_utf8(report).unwrap())
    }

    /// How many runs the judging of `fixture` searches for a smaller
    /// counterexample than the shrunk one: the judge tool's
    /// [`SEARCH_RUNS`] in the full tier and for a fixture whose expectation
    /// ends with [`WHOLE_SEARCH`] (its write-up's counterexample is found
    /// only so), a fifth of them in the everyday tier (a Python run costs
    /// about 25 ms, and most counterexamples are found by the shrink).
    fn search_runs(&self, fixture: &str) -> usize {
        let whole = expect_line(&self.dir.join(fixture)).is_some_and(|line| line.ends_with(WHOLE_SEARCH));
        if whole {
            SEARCH_RUNS
        } else {
            super::tier::budget(SEARCH_RUNS / 5, SEARCH_RUNS)
        }
    }

    /// The judge tool on `fixture` ([`Fixtures::judge`]), once per process.
    fn judged(&self, fixture: &str, large: bool, beyond: bool) -> (Option<Failure>, String) {
        let key = (P::NAME, fixture.to_string(), large, beyond);
        let judging = {
            let mut all = JUDGINGS.lock().unwrap_or_else(|e| e.into_inner());
            match all.iter().find(|(k, _)| *k == key) {
                Some((_, judging)) => judging.clone(),
                None => {
                    let judging = Judging::default();
                    all.push((key, judging.clone()));
                    judging
                }
            }
        };
        let done = judging.get_or_init(|| self.judge(self.command(fixture), fixture, large, beyond));
        done.clone()
    }

    /// The bound `N` of the `expect:` line of `fixture`, which must be the
    /// kind `kind` names (`WrongWithin` or `InsideOnly`).
    fn stated_bound(&self, fixture: &str, kind: fn(Expectation) -> Option<usize>) -> usize {
        let expectation = Expectation::of(&self.dir.join(fixture));
        expectation
            .and_then(kind)
            .unwrap_or_else(|| panic!("{fixture}: its `expect:` line states no such bound ({expectation:?})"))
    }

    /// Asserts the wrong solution `fixture` gets WA, shrunk to an input of
    /// at most the bytes its `expect:` line states, whose explanation names
    /// the winner of each case (for a who-wins problem). Returns the report.
    pub fn wrong(&self, fixture: &str) -> String {
        let bytes = self.stated_bound(fixture, |e| match e {
            Expectation::WrongWithin(bytes) => Some(bytes),
            _ => None,
        });
        let (failure, report) = self.judged(fixture, false, true);
        let failure = failure.unwrap_or_else(|| panic!("{fixture} passes:\n{report}"));
        // A checker's or a game's WA says why in the game's terms.
        let wrong = |v: &Verdict| matches!(v, Verdict::Wa(_));
        assert!(wrong(&failure.verdict), "{fixture}: not WA:\n{report}");
        let c = failure.counterexample.expect("a WA is shrunk");
        assert!(wrong(&c.verdict), "{fixture}: shrunk to a non-WA:\n{report}");
        assert!(
            c.input.len() <= bytes,
            "{fixture}: the counterexample has {} bytes, more than {bytes}:\n{report}",
            c.input.len()
        );
        if let Some(words) = P::WORDS {
            // One answer after another; an answer may take two lines
            // (the winner with each player starting, say).
            let mut rest = c.expected.as_str();
            while !rest.is_empty() {
                let answer = [words.first, words.second]
                    .into_iter()
                    .find(|answer| rest.starts_with(answer))
                    .unwrap_or_else(|| panic!("{rest:?} starts with neither of the WORDS"));
                let phrase = words.phrase(answer).unwrap();
                assert!(
                    c.explanation.contains(phrase),
                    "{fixture}: the explanation does not say {phrase:?}:\n{report}"
                );
                rest = &rest[answer.len()..];
            }
        }
        report
    }

    /// Asserts the solution `fixture` gets TLE on the golden files, judged
    /// with the statement's own time limit (CPU time; a TLE is not shrunk,
    /// so this costs one run of that limit). Returns the report.
    pub fn too_slow(&self, fixture: &str) -> String {
        let (failure, report) = self.judge_within(self.command(fixture), fixture, false, false, |limit| limit);
        let failure =
            failure.unwrap_or_else(|| panic!("{fixture} passes within the statement's time limit:\n{report}"));
        assert_eq!(failure.verdict, Verdict::Tle, "{fixture}: not TLE:\n{report}");
        assert_eq!(failure.phase, 1, "{fixture}: TLE past the golden files:\n{report}");
        report
    }

    /// Asserts the interactive player `fixture` gets ILE on the first
    /// golden file (an ILE is not shrunk, so this costs one game). Returns
    /// the report.
    pub fn idle(&self, fixture: &str) -> String {
        let (failure, report) = self.judge_within(self.command(fixture), fixture, false, false, |limit| limit);
        let failure = failure.unwrap_or_else(|| panic!("{fixture} passes:\n{report}"));
        assert_eq!(failure.verdict, Verdict::Ile, "{fixture}: not ILE:\n{report}");
        assert_eq!(failure.phase, 1, "{fixture}: ILE past the golden files:\n{report}");
        report
    }

    /// Asserts the solution `fixture` passes every phase, beyond the
    /// statement too.
    pub fn correct(&self, fixture: &str) -> String {
        let (failure, report) = self.judged(fixture, true, true);
        assert!(failure.is_none(), "{fixture} fails:\n{report}");
        report
    }

    /// Asserts the solution `fixture` passes every phase inside the
    /// statement (the judge tool's default), and fails beyond it with a
    /// WA in phase 4, shrunk to at most the bytes its `expect:` line
    /// states. Returns both reports, inside first.
    pub fn inside_only(&self, fixture: &str) -> (String, String) {
        let bytes = self.stated_bound(fixture, |e| match e {
            Expectation::InsideOnly(bytes) => Some(bytes),
            _ => None,
        });
        let (failure, inside) = self.judged(fixture, true, false);
        assert!(failure.is_none(), "{fixture} fails inside the statement:\n{inside}");
        let (failure, beyond) = self.judged(fixture, false, true);
        let failure = failure.unwrap_or_else(|| panic!("{fixture} passes beyond the statement too:\n{beyond}"));
        assert_eq!(failure.phase, crate::judge::scope::BEYOND_PHASE, "{beyond}");
        let wrong = |v: &Verdict| matches!(v, Verdict::Wa(_));
        assert!(
            wrong(&failure.verdict),
            "{fixture}: not WA beyond the statement:\n{beyond}"
        );
        let c = failure.counterexample.expect("a WA is shrunk");
        assert!(
            c.input.len() <= bytes,
            "{fixture}: the counterexample has {} bytes, more than {bytes}:\n{beyond}",
            c.input.len()
        );
        (inside, beyond)
    }
}
