//! `judge checker` (scripts/checker.sh): a checker problem's checker as a
//! command with `oj test --judge-command`'s arguments (input, the program's
//! output, the expected output), on a golden and on wrong outputs; and,
//! where online-judge-tools is installed (target/oj-venv, or `oj` on PATH),
//! `oj test --judge-command` itself on a sample, offline.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const JUDGE: &str = env!("CARGO_BIN_EXE_judge");

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn golden(name: &str) -> String {
    root()
        .join("testdata/cf1149e-election-promises")
        .join(name)
        .display()
        .to_string()
}

fn checker(args: &[&str]) -> Output {
    Command::new(JUDGE).arg("checker").args(args).output().unwrap()
}

/// A scratch file holding `text`.
fn scratch(name: &str, text: &str) -> String {
    let dir = root().join("target/checker-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn the_checker_accepts_a_golden_and_any_winning_move() {
    let (input, expected) = (golden("sample-3.in"), golden("sample-3.out"));
    let ran = checker(&["cf1149e", &input, &expected, &expected]);
    assert_eq!(ran.status.code(), Some(0), "{ran:?}");
    assert_eq!(String::from_utf8_lossy(&ran.stdout), "accepted\n");
    // Without the expected file, as oj calls it when there is none.
    assert_eq!(checker(&["cf1149e", &input, &expected]).status.code(), Some(0));
    // Plain Nim (no roads) on 1 1 1: any city lowered to 0 wins, not only
    // the expected file's.
    let nim = scratch("nim.in", "3 0\n1 1 1\n");
    let expected = scratch("nim.out", "WIN\n0 1 1\n");
    let other = scratch("nim-other.out", "WIN 1 1 0");
    assert_eq!(checker(&["cf1149e", &nim, &other, &expected]).status.code(), Some(0));
}

#[test]
fn the_checker_refuses_a_wrong_move_with_the_reason() {
    // Plain Nim's move on sample 1: city 4 from 5 to 4 leaves layer 1's xor 3.
    let nim = scratch("sample-1-nim.out", "WIN\n2 1 1 4\n");
    let ran = checker(&["cf1149e", &golden("sample-1.in"), &nim, &golden("sample-1.out")]);
    assert_eq!(ran.status.code(), Some(1), "{ran:?}");
    let stderr = String::from_utf8_lossy(&ran.stderr);
    assert!(
        stderr.starts_with("wrong answer: case 1: the convention in city 4 (city 4: 5 -> 4)")
            && stderr.contains("layer 1 (cities 1, 3) has xor 3 != 0"),
        "{stderr}"
    );
    assert_eq!(String::from_utf8_lossy(&ran.stdout), stderr);
    // LOSE on a won position; a malformed output.
    let lose = scratch("lose.out", "LOSE\n");
    let ran = checker(&["cf1149e", &golden("sample-1.in"), &lose]);
    assert_eq!(ran.status.code(), Some(1));
    let short = scratch("short.out", "WIN\n1 5\n");
    let ran = checker(&["cf1149e", &golden("sample-1.in"), &short]);
    assert!(String::from_utf8_lossy(&ran.stderr).contains("WIN is followed by 2 numbers; expected n = 4"));
}

#[test]
fn the_checker_refuses_misuse_as_a_tool_error() {
    let input = golden("sample-1.in");
    // An exact-answer problem has no checker.
    let ran = checker(&["hdu5795", &input, &input]);
    assert_eq!(ran.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&ran.stderr).contains("not by a checker"));
    assert_eq!(checker(&["nosuch", &input, &input]).status.code(), Some(2));
    assert_eq!(checker(&["cf1149e", &input]).status.code(), Some(2));
    // An invalid input (a cycle) is the tool's error, not the program's.
    let cycle = scratch("cycle.in", "2 2\n1 1\n1 2\n2 1\n");
    let ran = checker(&["cf1149e", &cycle, &input]);
    assert_eq!(ran.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&ran.stderr).contains("cycle"));
}

/// online-judge-tools, where installed: `oj t --judge-command` with the
/// checker accepts a winning move that differs from the expected file's and
/// refuses an output that changes nothing. Nothing here uses the network.
#[test]
fn oj_test_with_the_checker_as_judge_command() {
    let venv = root().join("target/oj-venv/bin/oj");
    let oj = if venv.exists() {
        venv.display().to_string()
    } else if Command::new("oj").arg("--version").output().is_ok() {
        "oj".to_string()
    } else {
        eprintln!("online-judge-tools not installed: skipped");
        return;
    };
    let dir = root().join("target/checker-tests/oj");
    let tests = dir.join("test");
    std::fs::create_dir_all(&tests).unwrap();
    std::fs::write(tests.join("nim-1.in"), "3 0\n1 1 1\n").unwrap();
    // The expected output: another winning move than the one printed.
    std::fs::write(tests.join("nim-1.out"), "WIN\n0 1 1\n").unwrap();
    let judge = format!("{JUDGE} checker cf1149e");
    let run = |program: &str| {
        Command::new(&oj)
            .current_dir(&dir)
            .args(["t", "-c", program, "--judge-command", &judge])
            .output()
            .unwrap()
    };
    let good = run("printf 'WIN\\n1 1 0\\n'");
    assert!(good.status.success(), "{good:?}");
    let bad = run("printf 'WIN\\n1 1 1\\n'");
    assert!(!bad.status.success(), "{bad:?}");
    let said = String::from_utf8_lossy(&bad.stdout).into_owned() + &String::from_utf8_lossy(&bad.stderr);
    assert!(said.contains("no tax changed"), "{said}");
}

/// Sample 1's answer with its spaces turned into no-break
/// spaces, or with a leading zero, is refused, as a testlib checker
/// refuses it.
#[test]
fn the_checker_reads_as_strictly_as_testlib() {
    let answer = std::fs::read_to_string(golden("sample-1.out")).unwrap();
    let input = golden("sample-1.in");
    for (name, text) in [
        ("nbsp.out", answer.replace(' ', "\u{a0}")),
        ("zero.out", answer.replacen("WIN\n", "WIN\n0", 1)),
    ] {
        let ran = checker(&["cf1149e", &input, &scratch(name, &text), &golden("sample-1.out")]);
        assert_eq!(ran.status.code(), Some(1), "{name}: {ran:?}");
    }
}
