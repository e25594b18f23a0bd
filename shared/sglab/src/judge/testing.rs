//! The judge tool on a problem's fixtures, for the suite's `fixtures` test
//! ([`crate::suite::fixtures`]): a deliberately wrong solution gets WA with a
//! counterexample of at most a stated size whose explanation names the
//! right winner, and an independent correct solution passes all three
//! phases. Fixtures live in `tests/fixtures/`: `.py` runs under `python3`,
//! `.sh` under `bash`, `.c` and `.cpp` are compiled with `gcc`/`g++ -O2`.

use super::phases::{Failure, Options, Session};
use super::report::case_block;
use super::verdict::Verdict;
use crate::contract::{cases_per_input, Problem};
use crate::suite::Ctx;
use std::marker::PhantomData;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// In a problem's `tests/special.rs` (after its `sglab::suite!` line, whose
/// `ctx()` it uses): the judge tool on the wrong fixture `$fixture`
/// ([`Fixtures::wrong`]: WA, shrunk to at most `$bytes` bytes) writes a
/// report containing each of `$says`.
#[macro_export]
macro_rules! assert_fixture_report {
    ($problem:ty, $fixture:expr, $bytes:expr, $($says:expr),+ $(,)?) => {{
        let fixtures = $crate::judge::testing::Fixtures::<$problem>::new(&ctx());
        let report = fixtures.wrong($fixture, $bytes);
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
/// The least time limit for a wrong solution's test.
pub const SLOW_LIMIT: Duration = Duration::from_secs(10);

impl<P: Problem + 'static> Fixtures<P> {
    /// The fixtures of the problem whose test environment is `ctx`.
    pub fn new(ctx: &Ctx) -> Fixtures<P> {
        Fixtures {
            dir: Path::new(ctx.manifest).join("tests/fixtures"),
            bin_dir: Path::new(ctx.bin).parent().expect("binary folder").to_path_buf(),
            tmp: Path::new(ctx.tmp).join(P::NAME),
            problem: PhantomData,
        }
    }

    /// The command that runs `fixture`, compiling it first if needed.
    pub fn command(&self, fixture: &str) -> Vec<String> {
        let path = self.dir.join(fixture);
        assert!(path.exists(), "no fixture {}", path.display());
        let shown = path.display().to_string();
        let compiler = match path.extension().and_then(|e| e.to_str()) {
            Some("py") => return vec!["python3".to_string(), shown],
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

    /// Judges `cmd`; phase 3 only when `large`. Without it the time limit
    /// is at least [`SLOW_LIMIT`]: a wrong solution in Python must get its
    /// WA even on a loaded machine. Returns the failure (if any) and the
    /// report.
    pub fn judge(&self, cmd: Vec<String>, name: &str, large: bool) -> (Option<Failure>, String) {
        let options = Options {
            cases: TEST_CASES.min(TEST_RUNS.saturating_mul(cases_per_input::<P>())),
            time: Duration::from_secs(20),
            seed: 1,
            batch: 100,
            large,
            // Its own folder: two test threads may judge one fixture at once.
            out_dir: self.tmp.join(format!(
                "{}-{}",
                name.replace('.', "_"),
                JUDGED.fetch_add(1, Ordering::Relaxed)
            )),
            bin_dir: self.bin_dir.clone(),
            memory_mib: None,
        };
        let mut session = Session::<P>::new(cmd, options).unwrap_or_else(|e| panic!("{e}"));
        if !large {
            session.meta.time_limit = session.meta.time_limit.max(SLOW_LIMIT);
        }
        let mut report = Vec::new();
        let failure = session.run(&mut report, &mut std::io::sink()).expect("no tool error");
        (failure, String::from_utf8(report).unwrap())
    }

    /// Asserts the wrong solution `fixture` gets WA, shrunk to an input of
    /// at most `bytes` bytes, whose explanation names the winner of each
    /// case (for a who-wins problem). Returns the report.
    pub fn wrong(&self, fixture: &str, bytes: usize) -> String {
        let (failure, report) = self.judge(self.command(fixture), fixture, false);
        let failure = failure.unwrap_or_else(|| panic!("{fixture} passes:\n{report}"));
        assert!(
            matches!(failure.verdict, Verdict::Wa(_)),
            "{fixture}: not WA:\n{report}"
        );
        let c = failure.counterexample.expect("a WA is shrunk");
        assert!(
            matches!(c.verdict, Verdict::Wa(_)),
            "{fixture}: shrunk to a non-WA:\n{report}"
        );
        assert!(
            c.input.len() <= bytes,
            "{fixture}: the counterexample has {} bytes, more than {bytes}:\n{report}",
            c.input.len()
        );
        if let Some(words) = P::WORDS {
            for answer in c.expected.split_inclusive('\n') {
                let phrase = words
                    .phrase(answer)
                    .unwrap_or_else(|| panic!("{answer:?} is neither of the WORDS"));
                assert!(
                    c.explanation.contains(phrase),
                    "{fixture}: the explanation does not say {phrase:?}:\n{report}"
                );
            }
        }
        report
    }

    /// Asserts the solution `fixture` passes every phase.
    pub fn correct(&self, fixture: &str) -> String {
        let (failure, report) = self.judge(self.command(fixture), fixture, true);
        assert!(failure.is_none(), "{fixture} fails:\n{report}");
        report
    }
}
