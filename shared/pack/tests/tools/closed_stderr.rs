//! A closed stderr ends every program with its exit code, never a signal:
//! each problem's binary on bad input, the judge's side (`interactor`,
//! behind scripts/interactor.sh) on a player's bad line, and the checker
//! (`judge checker`, behind scripts/checker.sh) on a wrong answer, each
//! with stderr a pipe whose reader is gone (as in `... 2>&1 | head -1`)
//! and with stderr closed outright (`2>&-`). `eprintln!` panics on the
//! first, and the release profile aborts on a panic (SIGABRT); the test
//! profile unwinds instead (exit 101), so either way a panic fails here.

use sglab::meta;
use sglab::suite::binaries::binary;
use std::io::Write;
use std::os::unix::process::ExitStatusExt;
use std::process::{Command, ExitStatus, Stdio};

const INTERACTOR: &str = env!("CARGO_BIN_EXE_interactor");
const JUDGE: &str = env!("CARGO_BIN_EXE_judge");

/// `program args` on `input` with stderr a pipe whose reading end is
/// closed before the program starts writing, then with stderr closed
/// (`sh -c '... 2>&-'`): both exit statuses.
fn with_stderr_closed(program: &str, args: &[&str], input: &[u8]) -> [ExitStatus; 2] {
    let run = |command: &mut Command, close_pipe: bool| {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(if close_pipe { Stdio::piped() } else { Stdio::inherit() })
            .spawn()
            .unwrap();
        drop(child.stderr.take());
        let mut stdin = child.stdin.take().unwrap();
        // The program may stop reading early: a refused write is fine.
        let _ = stdin.write_all(input);
        drop(stdin);
        child.wait().unwrap()
    };
    let piped = run(Command::new(program).args(args), true);
    let closed = run(
        Command::new("sh")
            .arg("-c")
            .arg("exec \"$0\" \"$@\" 2>&-")
            .arg(program)
            .args(args),
        false,
    );
    [piped, closed]
}

fn assert_exit_1(what: &str, statuses: [ExitStatus; 2]) {
    for (how, status) in ["a closed pipe", "a closed descriptor"].iter().zip(statuses) {
        assert_eq!(
            status.signal(),
            None,
            "{what}, stderr {how}: killed by a signal ({status:?})"
        );
        assert_eq!(status.code(), Some(1), "{what}, stderr {how}: {status:?}");
    }
}

#[test]
fn every_problem_binary_exits_1_on_bad_input() {
    let problems = meta::all().unwrap();
    assert_eq!(
        problems.len(),
        pack::problems::NAMES.len(),
        "every registered problem is read"
    );
    for problem in &problems {
        // A word where every format starts with a number (or, for the
        // interactive players, the judge's first line).
        let statuses = with_stderr_closed(binary(&problem.bin), &[], b"x\n");
        assert_exit_1(&problem.bin, statuses);
    }
}

#[test]
fn the_judges_side_and_the_checker_exit_1() {
    let root = meta::root();
    let sample = root.join("testdata/abc278g-generalized-subtraction-game/sample-1.in");
    let sample = sample.to_str().unwrap();
    // The player's side word is neither `First` nor `Second`: it lost.
    assert_exit_1(
        "interactor",
        with_stderr_closed(INTERACTOR, &["abc278g", sample], b"first\n"),
    );
    let dir = root.join("target/closed-stderr-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let wrong = dir.join("wrong.out");
    std::fs::write(&wrong, "WIN\n2 1 1 4\n").unwrap();
    let input = root.join("testdata/cf1149e-election-promises/sample-1.in");
    let args = ["checker", "cf1149e", input.to_str().unwrap(), wrong.to_str().unwrap()];
    assert_exit_1("judge checker", with_stderr_closed(JUDGE, &args, b""));
}
