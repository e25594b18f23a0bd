//! Shrinking is bounded and visible: the failing input is
//! written before shrinking starts; a shrink spends at most its budget of
//! runs, cases (games) and input bytes, counted, never timed; a case too
//! large to step through is kept whole, with the reason; a crash is shrunk
//! like a wrong answer; a slow interactive player is held to the same
//! budget. The players are small C programs, compiled here.

use pack::problems::cf1934d2::Cf1934d2;
use pack::problems::hdu5795::Hdu5795;
use sglab::contract::shrink::{Budget, STEP_BYTES};
use sglab::contract::Problem;
use sglab::judge::outcome::{Failure, JudgeOptions};
use sglab::judge::phases::Session;
use sglab::judge::Verdict;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// HDU 5795 answered correctly (g(x) is x, but 8k+7 and 8k+8 swap),
/// except where `trap` (a C condition on the case's `n` and `heap`) holds:
/// there `act` runs.
fn hdu5795_player(name: &str, trap: &str, act: &str) -> PathBuf {
    compile(
        name,
        &format!(
            r#"#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
int main(void) {{
    long long t, n, heap;
    if (scanf("%lld", &t) != 1) return 1;
    while (t--) {{
        long long x = 0;
        if (scanf("%lld", &n) != 1) return 1;
        for (long long i = 0; i < n; i++) {{
            if (scanf("%lld", &heap) != 1) return 1;
            if ({trap}) {{ {act} }}
            x ^= heap % 8 == 7 ? heap + 1 : heap % 8 == 0 ? heap - 1 : heap;
        }}
        puts(x ? "First player wins." : "Second player wins.");
    }}
    return 0;
}}
"#
        ),
    )
}

/// Compiles the C program `source` as `name` in the test's scratch folder.
fn compile(name: &str, source: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("shrinking");
    std::fs::create_dir_all(&dir).unwrap();
    let (c, exe) = (dir.join(format!("{name}.c")), dir.join(name));
    std::fs::write(&c, source).unwrap();
    let status = std::process::Command::new("gcc")
        .args(["-O2", "-o"])
        .arg(&exe)
        .arg(&c)
        .status()
        .expect("gcc");
    assert!(status.success(), "gcc cannot compile {}", c.display());
    exe
}

/// The judge's options for a test: small counts, no largest inputs,
/// inside the statement, the counterexample in `target/tmp/shrinking/<out>`.
pub fn options(out: &str, shrink: Budget) -> JudgeOptions {
    JudgeOptions {
        cases: 200,
        runs: 20,
        search_runs: 20,
        cap: Duration::from_secs(600),
        seed: 1,
        batch: 100,
        large: false,
        out_dir: Path::new(env!("CARGO_TARGET_TMPDIR")).join("shrinking").join(out),
        bin_dir: PathBuf::new(),
        memory_mib: None,
        shrink,
        beyond: false,
    }
}

/// Progress that, at its first write (when shrinking starts), reads the
/// saved counterexample.in.
struct Watch {
    file: PathBuf,
    first: Option<Option<String>>,
}

impl Write for Watch {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.first.is_none() && !buf.is_empty() {
            self.first = Some(std::fs::read_to_string(&self.file).ok());
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Judges `exe` on `P` (golden files and random cases, no phase 3, with
/// a time limit no loaded machine reaches); the failure, the report and
/// counterexample.in as it was when shrinking started.
fn judge<P: Problem>(exe: &Path, out: &str, shrink: Budget) -> (Failure, String, Option<String>) {
    let o = options(out, shrink);
    let _ = std::fs::remove_dir_all(&o.out_dir);
    let file = o.out_dir.join("counterexample.in");
    let mut session = Session::<P>::new(vec![exe.display().to_string()], o).unwrap();
    session.meta.time_limit = Duration::from_secs(60);
    let mut report = Vec::new();
    let mut watch = Watch { file, first: None };
    let failure = session.run(&mut report, &mut watch).unwrap();
    let report = String::from_utf8(report).unwrap();
    (
        failure.unwrap_or_else(|| panic!("no failure:\n{report}")),
        report,
        watch.first.flatten(),
    )
}

/// A program that passes the memory limit only on a large case (more than
/// 5000 heaps: the golden `large-1`, three cases of 6000 heaps) gets MLE;
/// its input is saved before shrinking, and the shrink keeps the case
/// whole (each of its steps would still be a large input), in a handful
/// of runs. Before the bound it stepped through the 6000 heaps one at a
/// time, thousands of runs, holding hundreds of copies of the case.
#[test]
fn mle_on_a_large_input_is_saved_first_and_kept_whole() {
    let exe = hdu5795_player(
        "mle_large",
        "n > 5000 && i == 0",
        "char *p = malloc(200 << 20); memset(p, 1, 200 << 20); printf(\"%d\", p[12345]);",
    );
    let (failure, report, saved) = judge::<Hdu5795>(&exe, "mle", Budget::JUDGE);
    assert_eq!(failure.phase, 1, "{report}");
    assert!(matches!(failure.verdict, Verdict::Mle(64)), "{report}");
    assert!(report.contains("  large-1  "), "{report}");
    let golden = sglab::meta::root().join("testdata/hdu5795-a-simple-nim/large-1.in");
    let golden = std::fs::read_to_string(golden).unwrap();
    assert_eq!(
        saved.as_deref(),
        Some(golden.as_str()),
        "not saved before shrinking:\n{report}"
    );
    let c = failure.counterexample.expect("shrunk");
    assert!(matches!(c.verdict, Verdict::Mle(64)), "{report}");
    // One case alone (the first, which fails), kept whole, in few runs.
    assert_eq!(c.input.lines().count(), 3, "{report}");
    assert!(c.input.len() > STEP_BYTES, "{report}");
    assert_eq!(c.spent.too_large, Some(c.input.len()), "{report}");
    assert!(c.spent.runs <= 4, "{} runs:\n{report}", c.spent.runs);
    assert_eq!(c.spent.held, 0, "{report}");
    assert!(
        report.contains("was kept whole: a case over 16 KiB is too large to shrink step by step"),
        "{report}"
    );
}

/// A crash (killed by a signal) on one feature of the input, a heap of
/// 9, is shrunk like a wrong answer: to that heap alone.
#[test]
fn a_crash_on_a_feature_of_the_input_is_shrunk_to_it() {
    let exe = hdu5795_player("crash_nine", "heap == 9", "raise(SIGSEGV);");
    let (failure, report, saved) = judge::<Hdu5795>(&exe, "crash", Budget::JUDGE);
    assert_eq!(
        failure.verdict,
        Verdict::Re("killed by a signal".to_string()),
        "{report}"
    );
    assert!(
        saved.is_some_and(|s| s.len() > 8),
        "not saved before shrinking:\n{report}"
    );
    let c = failure.counterexample.expect("shrunk");
    assert_eq!(c.input, "1\n1\n9\n", "{report}");
    assert_eq!(c.verdict, Verdict::Re("killed by a signal".to_string()), "{report}");
    assert!(
        c.spent.runs <= Budget::JUDGE.runs && c.spent.out_of.is_none(),
        "{report}"
    );
}

/// The write-up's low_bit player (breaks off the lowest set bit, so Bob
/// stretches the game past 63 breaks), in C.
const LOW_BIT: &str = include_str!("../../../../problems/cf1934d2-xor-break-game/tests/fixtures/low_bit.c");

/// A slow interactive player (its games run long: Bob stretches them
/// past 63 breaks) is held to the budget: with a budget of 50 runs it
/// stops there and says so, with its input saved first; with the judge
/// tool's budget it shrinks to the write-up's n = 5121 within it (about
/// 1,040 runs: the full tier only, as cf1934d2's fixtures test shrinks
/// the same player with the fixtures' budget every day).
#[test]
fn a_slow_interactive_player_is_held_to_the_budget() {
    let exe = compile("low_bit", LOW_BIT);
    let small = Budget {
        runs: 50,
        ..Budget::JUDGE
    };
    let (failure, report, saved) = judge::<Cf1934d2>(&exe, "slow_small", small);
    assert!(saved.is_some(), "not saved before shrinking:\n{report}");
    let c = failure.counterexample.expect("shrunk");
    assert_eq!(c.spent.runs, 50, "{report}");
    assert_eq!(c.spent.out_of, Some("runs"), "{report}");
    assert!(
        report.contains("stopped at the budget of 50 runs: a smaller failing case may exist"),
        "{report}"
    );
    if !sglab::suite::tier::full() {
        return;
    }
    let (failure, report, _) = judge::<Cf1934d2>(&exe, "slow_judge", Budget::JUDGE);
    let c = failure.counterexample.expect("shrunk");
    assert_eq!(c.input, "1\n5121\n", "{report}");
    assert!(
        c.spent.runs <= Budget::JUDGE.runs && c.spent.cases <= Budget::JUDGE.cases,
        "{report}"
    );
    assert_eq!(c.spent.out_of, None, "{report}");
}
