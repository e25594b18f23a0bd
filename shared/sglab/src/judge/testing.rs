//! The assertions of each problem's `tests/judge.rs`: its deliberately
//! wrong solutions get WA with a small counterexample whose explanation
//! names the right winner, and its independent correct solution passes.
//!
//! ```ignore
//! fn fixtures() -> Fixtures<Hdu5795> {
//!     Fixtures::new(env!("CARGO_MANIFEST_DIR"), env!("CARGO_BIN_EXE_hdu5795"), env!("CARGO_TARGET_TMPDIR"))
//! }
//! #[test]
//! fn plain_nim_is_caught() {
//!     fixtures().wrong("plain_nim.py", |cases| cases.len() == 1 && cases[0].len() <= 3, winner);
//! }
//! ```
//!
//! Fixtures live in `tests/fixtures/`: `.py` runs under `python3`, `.sh`
//! under `bash`, `.c` and `.cpp` are compiled with `gcc`/`g++ -O2` first.

use super::meta;
use super::phases::{Failure, Options, Session};
use super::registry::erase;
use super::verdict::Verdict;
use crate::problems::Problem;
use std::marker::PhantomData;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

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
    /// `manifest_dir`, `bin` and `tmp`: `env!("CARGO_MANIFEST_DIR")`,
    /// `env!("CARGO_BIN_EXE_<binary>")` and `env!("CARGO_TARGET_TMPDIR")`.
    pub fn new(manifest_dir: &str, bin: &str, tmp: &str) -> Fixtures<P> {
        Fixtures {
            dir: Path::new(manifest_dir).join("tests/fixtures"),
            bin_dir: Path::new(bin).parent().expect("binary folder").to_path_buf(),
            tmp: Path::new(tmp).join(P::NAME),
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
        std::fs::create_dir_all(&self.tmp).unwrap();
        // Not the name of the output folder `judge` gives the same fixture.
        let exe = self.tmp.join(format!("{}.bin", fixture.replace('.', "_")));
        let status = Command::new(compiler)
            .args(["-O2", "-o"])
            .arg(&exe)
            .arg(&path)
            .status()
            .unwrap_or_else(|e| panic!("cannot run {compiler}: {e}"));
        assert!(status.success(), "{compiler} cannot compile {shown}");
        vec![exe.display().to_string()]
    }

    /// Judges `cmd`; phase 3 only when `large`. Without it the time limit
    /// is at least [`SLOW_LIMIT`]: a wrong solution in Python must get its
    /// WA even on a loaded machine. Returns the failure (if any) and the
    /// report.
    pub fn judge(&self, cmd: Vec<String>, name: &str, large: bool) -> (Option<Failure>, String) {
        let problem = erase::<P>();
        let mut meta = meta::find(P::NAME).expect("the problem's folder");
        if !large {
            meta.time_limit = meta.time_limit.max(SLOW_LIMIT);
        }
        let session = Session {
            problem: problem.as_ref(),
            meta,
            cmd,
            options: Options {
                cases: TEST_CASES.min(TEST_RUNS.saturating_mul(P::CASES_PER_INPUT)),
                time: Duration::from_secs(20),
                seed: 1,
                batch: 100,
                large,
                out_dir: self.tmp.join(name.replace('.', "_")),
                bin_dir: self.bin_dir.clone(),
            },
        };
        let mut report = Vec::new();
        let failure = session.run(&mut report, &mut std::io::sink()).expect("no tool error");
        (failure, String::from_utf8(report).unwrap())
    }

    /// Asserts the wrong solution `fixture` gets WA, shrunk to cases for
    /// which `small` holds, explained with the phrase `winner(expected)`
    /// for each case. Returns the report.
    pub fn wrong(&self, fixture: &str, small: impl Fn(&[P::Case]) -> bool, winner: impl Fn(&str) -> String) -> String {
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
        let cases = P::parse(&c.input).expect("the counterexample parses");
        assert!(
            small(&cases),
            "{fixture}: counterexample too large: {cases:?}\n{report}"
        );
        let phrase = winner(&c.expected);
        assert!(
            c.explanation.contains(&phrase),
            "{fixture}: the explanation does not say {phrase:?}:\n{report}"
        );
        report
    }

    /// Asserts the solution `fixture` passes every phase. Phase 3 needs
    /// the generator, which `cargo test` builds unless one test target is
    /// named (`--test judge`): then `cargo build -p <binary> --examples`.
    pub fn correct(&self, fixture: &str) -> String {
        let generator = self.bin_dir.join("examples").join(format!("{}-gen", P::NAME));
        assert!(
            generator.exists(),
            "no {}: run `cargo build -p {} --examples` (cargo test builds it unless a single test target is named)",
            generator.display(),
            P::NAME
        );
        let (failure, report) = self.judge(self.command(fixture), fixture, true);
        assert!(failure.is_none(), "{fixture} fails:\n{report}");
        report
    }
}
