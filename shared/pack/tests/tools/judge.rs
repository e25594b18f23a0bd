//! The judge tool's verdicts on programs that misbehave: a sleeping one
//! gets TLE long before it would wake, a crashing one RE (shrunk
//! to a one-case input), both without the tool failing; and the `judge`
//! binary's exit codes.

use pack::problems::cses1099::Cses1099;
use pack::problems::hdu5795::Hdu5795;
use pack::problems::luogu2252::Luogu2252;
use sglab::contract::shrink::Budget;
use sglab::judge::outcome::Failure;
use sglab::judge::phases::Session;
use sglab::judge::{Verdict, Wrong};
use std::process::Command;
use std::time::{Duration, Instant};

const JUDGE: &str = env!("CARGO_BIN_EXE_judge");

fn judge(cmd: &[&str], out: &str) -> (Option<Failure>, String) {
    let options = super::shrinking::options(out, sglab::contract::shrink::Budget::JUDGE);
    let session = Session::<Hdu5795>::new(cmd.iter().map(|s| s.to_string()).collect(), options).unwrap();
    let mut report = Vec::new();
    let failure = session.run(&mut report, &mut std::io::sink()).unwrap();
    (failure, String::from_utf8(report).unwrap())
}

#[test]
fn a_sleeping_program_gets_tle_long_before_it_wakes() {
    let started = Instant::now();
    let (failure, report) = judge(&["sleep", "1000"], "sleeping");
    let failure = failure.expect("a failure");
    assert_eq!(failure.verdict, Verdict::Tle, "{report}");
    // The limit is 2 s; even a loaded machine ends it far sooner than 1000 s.
    assert!(started.elapsed() < Duration::from_secs(60), "{:?}", started.elapsed());
    assert!(report.contains("verdict: TLE in phase 1"), "{report}");
}

#[test]
fn a_crashing_program_gets_re_with_its_first_error_line() {
    let (failure, report) = judge(&["sh", "-c", "read t; echo 'Traceback: boom' >&2; exit 3"], "crashing");
    let failure = failure.expect("a failure");
    assert_eq!(
        failure.verdict,
        Verdict::Re("exit code 3: Traceback: boom".to_string()),
        "{report}"
    );
    let counterexample = failure.counterexample.expect("shrunk");
    assert_eq!(counterexample.input, "1\n1\n1\n", "{report}");
}

/// A program that cannot start under its launcher (`python3 missing.py`
/// exits 2 before reading anything) is said to be so, and neither shrunk
/// nor explained: any input fails alike.
#[test]
fn a_program_that_cannot_start_under_its_launcher_is_named_never_shrunk() {
    let (failure, report) = judge(&["python3", "/nonexistent/missing.py"], "missing");
    let failure = failure.expect("a failure");
    assert!(
        matches!(&failure.verdict, Verdict::Re(why) if why.starts_with("exit code 2")),
        "{report}"
    );
    assert!(failure.counterexample.is_none(), "{report}");
    assert!(
        report.contains("the program failed before reading any of its input: it did not start as given"),
        "{report}"
    );
    assert!(
        !report.contains("shrunk the failing input") && !report.contains("why:"),
        "{report}"
    );
}

#[test]
fn a_killed_program_gets_re() {
    let (failure, report) = judge(&["sh", "-c", "kill -SEGV $$"], "killed");
    let verdict = failure.expect("a failure").verdict;
    assert_eq!(verdict, Verdict::Re("killed by a signal".to_string()), "{report}");
}

#[test]
fn exit_codes_and_diff() {
    let status = |args: &[&str]| Command::new(JUDGE).args(args).output().unwrap();
    let help = status(&["--help"]);
    assert_eq!(help.status.code(), Some(0));
    crate::assert_expected("judge-help.txt", &String::from_utf8_lossy(&help.stdout));
    assert_eq!(status(&[]).status.code(), Some(2));
    assert_eq!(status(&["nosuch", "--", "true"]).status.code(), Some(2));
    assert_eq!(status(&["hdu5795", "true"]).status.code(), Some(2));
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let (want, got) = (dir.join("want.out"), dir.join("got.out"));
    std::fs::write(&want, "First player wins.\nSecond player wins.\n").unwrap();
    std::fs::write(&got, "First player wins.\r\nSecond Player wins.\r\n").unwrap();
    let ran = status(&["diff", want.to_str().unwrap(), got.to_str().unwrap()]);
    assert_eq!(ran.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&ran.stdout),
        "line 2: expected \"Second player wins.\", got \"Second Player wins.\" (only letter case differs)\n"
    );
    assert_eq!(
        status(&["diff", want.to_str().unwrap(), want.to_str().unwrap()])
            .status
            .code(),
        Some(0)
    );
    // With a problem, compared as its judge compares: a final blank line
    // is the same on Luogu, an extra line on HDU.
    let blank = dir.join("blank.out");
    std::fs::write(&blank, "First player wins.\nSecond player wins.\n\n").unwrap();
    let (want, blank) = (want.to_str().unwrap(), blank.to_str().unwrap());
    assert_eq!(
        String::from_utf8_lossy(&status(&["diff", "luogu2252", want, blank]).stdout),
        "same\n"
    );
    let ran = status(&["diff", "hdu5795", want, blank]);
    assert_eq!(ran.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&ran.stdout).contains("(extra line; compared exactly"));
}

#[test]
fn brute_answers_small_cases_and_refuses_large_ones_by_name() {
    let brute = |input: &str| {
        let mut child = Command::new(JUDGE)
            .args(["brute", "hdu5795"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
        child.wait_with_output().unwrap()
    };
    let ran = brute("2\n3\n7 9 1\n1\n7\n");
    assert_eq!(
        String::from_utf8_lossy(&ran.stdout),
        "Second player wins.\nFirst player wins.\n"
    );
    let ran = brute("2\n1\n1\n1\n100\n");
    assert_eq!(ran.status.code(), Some(2));
    let error = String::from_utf8_lossy(&ran.stderr);
    assert!(
        error.contains("case 2 is too large for the exhaustive search"),
        "{error}"
    );
}

/// Judges `cmd` on problem `P` as [`judge`] does, shrinking within `budget`.
fn judge_on<P: sglab::contract::Problem>(cmd: &[&str], out: &str, budget: Budget) -> (Option<Failure>, String) {
    let options = super::shrinking::options(out, budget);
    let session = Session::<P>::new(cmd.iter().map(|s| s.to_string()).collect(), options).unwrap();
    let mut report = Vec::new();
    let failure = session.run(&mut report, &mut std::io::sink()).unwrap();
    (failure, String::from_utf8(report).unwrap())
}

/// A right output with a final blank line is AC on Luogu, with
/// trailing spaces AC on CSES, as those judges accept them; on HDU, whose
/// judge counts whitespace, trailing spaces are WA and the verdict names
/// the rule it was compared by.
#[test]
fn whitespace_is_judged_as_each_judge_compares() {
    let few = Budget {
        runs: 3,
        cases: 30,
        bytes: 1 << 20,
    };
    let luogu = format!("{}; echo", sglab::suite::binary("luogu2252"));
    let (failure, report) = judge_on::<Luogu2252>(&["sh", "-c", &luogu], "luogu-blank-line", few);
    assert!(failure.is_none(), "{report}");
    let cses = format!("{} | sed 's/$/ /'", sglab::suite::binary("cses1099"));
    let (failure, report) = judge_on::<Cses1099>(&["sh", "-c", &cses], "cses-trailing-spaces", few);
    assert!(failure.is_none(), "{report}");
    let hdu = format!("{} | sed 's/$/ /'", sglab::suite::binary("hdu5795"));
    let (failure, report) = judge_on::<Hdu5795>(&["sh", "-c", &hdu], "hdu-trailing-spaces", few);
    assert!(
        matches!(failure.expect("a failure").verdict, Verdict::Wa(Wrong::Differs(_))),
        "{report}"
    );
    assert!(
        report.contains("(only whitespace differs; compared exactly, as this judge may: whitespace counts)"),
        "{report}"
    );
}

/// A judge's environment, not the caller's: with `PYTHONUNBUFFERED=1` in
/// the caller's environment, or without it, a Python player that never
/// flushes keeps its side word in its buffer while it waits for the judge
/// (ILE), on both interactive problems. `--env PYTHONUNBUFFERED` passes
/// the caller's value through (a shell player says whether it has it by
/// its exit code).
#[test]
fn the_callers_environment_does_not_flush_a_player() {
    let run = |problem: &str, unbuffered: bool, flags: &[&str], cmd: &[&str]| {
        let mut judge = Command::new(JUDGE);
        judge.args([problem, "--no-large"]).args(flags).arg("--").args(cmd);
        if unbuffered {
            judge.env("PYTHONUNBUFFERED", "1");
        } else {
            judge.env_remove("PYTHONUNBUFFERED");
        }
        String::from_utf8(judge.output().unwrap().stdout).unwrap()
    };
    for (problem, player) in [
        // (Python's `input()` flushes stdout first: these read by readline.)
        (
            "cf1934d2",
            "import sys\nr = sys.stdin.readline\nr(); r(); print('second'); r()",
        ),
        (
            "abc278g",
            "import sys\nr = sys.stdin.readline\nr(); print('Second'); r()",
        ),
    ] {
        for unbuffered in [true, false] {
            let report = run(problem, unbuffered, &[], &["python3", "-c", player]);
            assert!(
                report.contains("verdict: ILE in phase 1"),
                "{problem} {unbuffered}: {report}"
            );
        }
    }
    let says = ["sh", "-c", "[ \"$PYTHONUNBUFFERED\" = 1 ] && exit 3; exit 4"];
    let report = run("cf1934d2", true, &["--env", "PYTHONUNBUFFERED"], &says);
    assert!(report.contains("RE  exit code 3"), "{report}");
    let report = run("cf1934d2", true, &[], &says);
    assert!(report.contains("RE  exit code 4"), "{report}");
}

/// What of a report depends on the machine, masked by one rule: a number
/// just before ` ms` or ` MiB` (CPU times, peak memory, and with them the
/// limits and input sizes, which stay visible elsewhere in the report)
/// becomes `*`, and an absolute path ([`absolute_path`]; the command
/// judged, compiled under the target folder) keeps only its file name,
/// after `*/`. Everything else is compared whole.
fn masked(report: &str) -> String {
    let mut out = String::new();
    for line in report.split_inclusive('\n') {
        let words: Vec<&str> = line.split(' ').collect();
        for (i, word) in words.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            let unit = words
                .get(i + 1)
                .map(|w| w.trim_end_matches(|c: char| !c.is_ascii_alphabetic()));
            let digits = word.trim_start_matches("<=").trim_start_matches('(');
            let number = !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit() || c == '.');
            if number && matches!(unit, Some("ms" | "MiB")) {
                out.push_str(&word[..word.len() - digits.len()]);
                out.push('*');
            } else if let Some((at, end)) = absolute_path(word) {
                let name = word[at..end].rsplit('/').next().unwrap_or("");
                out.push_str(&format!("{}*/{name}{}", &word[..at], &word[end..]));
            } else {
                out.push_str(word);
            }
        }
    }
    out
}

/// Where in `word` an absolute path is (from a leading `/`, or one just
/// after a backtick, to the word's end or the closing backtick), if one
/// is: a lone `/` (a division in an explanation) is none.
fn absolute_path(word: &str) -> Option<(usize, usize)> {
    let at = word.find('/').filter(|&at| at == 0 || word[..at].ends_with('`'))?;
    let end = word[at..].find('`').map_or(word.len(), |e| at + e);
    Some((at, end)).filter(|_| end > at + 1)
}

/// `scripts/judge.sh`'s whole report (the `judge` binary's stdout) on
/// Luogu 2252 for an AC run (the independent C solution) and a WA run
/// (two-heap Nim, shrunk to `1 1`), each kept whole beside this test as
/// `expected/judge-report-{ac,wa}.txt` with [`masked`] applied; phase 3
/// is left out (`--no-large`), phase 2 kept to 200 cases in 20 runs.
#[test]
fn the_whole_report_of_an_ac_and_a_wa_run() {
    let fixtures = sglab::suite::Fixtures::<Luogu2252>::new();
    for (fixture, verdict, code) in [("correct.c", "ac", 0), ("plain_nim.c", "wa", 1)] {
        let cmd = fixtures.command(fixture);
        let ran = Command::new(JUDGE)
            .args(["luogu2252", "--cases", "200", "--runs", "20", "--no-large", "--"])
            .args(&cmd)
            .output()
            .unwrap();
        let report = String::from_utf8(ran.stdout).unwrap();
        assert_eq!(ran.status.code(), Some(code), "{fixture}:\n{report}");
        crate::assert_expected(&format!("judge-report-{verdict}.txt"), &masked(&report));
    }
}

#[test]
fn the_mask_hides_times_memory_and_folders_only() {
    let line = "x: judging `/a/b/prog` (limit 1000 ms, 64 MiB)\n  s-1   12 ms  <=3.5 MiB  AC (d + e) / 2\n";
    assert_eq!(
        masked(line),
        "x: judging `*/prog` (limit * ms, * MiB)\n  s-1   * ms  <=* MiB  AC (d + e) / 2\n"
    );
}
