//! The pack's judge sides as online-judge-tools runs them. For every
//! interactive problem, each golden input is played as `oj t/r -c PLAYER
//! 'scripts/interactor.sh PROBLEM INPUT'` does it: the player and the
//! pack's `interactor` binary with each one's stdout piped into the
//! other's stdin. The pack's solution wins every game (exit 0) and a
//! wrong fixture loses one (exit 1, with its losing move on stderr). With
//! `oj` on PATH (CI installs it) the same runs go through `oj t/r` itself,
//! and `oj t --judge-command 'scripts/checker.sh PROBLEM'` judges every
//! checker problem's goldens with the pack's solution.

use pack::problems;
use sglab::contract::Kind;
use sglab::meta::{self, Meta};
use sglab::suite::binary;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::thread;

const INTERACTOR: &str = env!("CARGO_BIN_EXE_interactor");

fn kind_of(name: &str) -> Kind {
    struct KindOf;
    impl sglab::contract::Visitor for KindOf {
        type Output = Kind;
        fn visit<P: sglab::contract::Problem>(self) -> Kind {
            P::KIND
        }
    }
    problems::visit(name, KindOf).unwrap()
}

fn of_kind(kind: Kind) -> Vec<Meta> {
    problems::all()
        .iter()
        .map(|p| p.meta().clone())
        .filter(|m| kind_of(&m.bin) == kind)
        .collect()
}

/// Runs `player` and the interactor on `input` with their pipes crossed,
/// as `oj t/r` does: (the interactor's exit code, its stderr).
fn crossed(player: &[&str], problem: &str, input: &Path) -> (Option<i32>, String) {
    let mut judge = Command::new(INTERACTOR)
        .args([problem, input.to_str().unwrap()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut play = Command::new(player[0])
        .args(&player[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let pump = |mut from: Box<dyn Read + Send>, mut to: Box<dyn Write + Send>| {
        thread::spawn(move || {
            let mut chunk = [0u8; 4096];
            while let Ok(n) = from.read(&mut chunk) {
                if n == 0 || to.write_all(&chunk[..n]).and_then(|()| to.flush()).is_err() {
                    break;
                }
            }
        })
    };
    let a = pump(
        Box::new(judge.stdout.take().unwrap()),
        Box::new(play.stdin.take().unwrap()),
    );
    let b = pump(
        Box::new(play.stdout.take().unwrap()),
        Box::new(judge.stdin.take().unwrap()),
    );
    let out = judge.wait_with_output().unwrap();
    let _ = play.kill();
    let _ = play.wait();
    let _ = (a.join(), b.join());
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn the_interactor_lets_the_solution_win_every_golden_game_and_a_wrong_player_lose() {
    let interactive = of_kind(Kind::Interactive);
    assert!(!interactive.is_empty(), "no interactive problem is registered");
    for m in interactive {
        for golden in meta::goldens(&m).unwrap() {
            let input = m.testdata.join(format!("{}.in", golden.name));
            let (code, stderr) = crossed(&[binary(&m.bin)], &m.bin, &input);
            assert_eq!(code, Some(0), "{} {}: {stderr}", m.bin, golden.name);
        }
        let wrong = std::fs::read_dir(m.dir.join("tests/fixtures"))
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .find(|p| p.extension().is_some_and(|e| e == "py"))
            .unwrap_or_else(|| panic!("{}: no Python fixture", m.bin));
        let lost = meta::goldens(&m).unwrap().into_iter().any(|golden| {
            let input = m.testdata.join(format!("{}.in", golden.name));
            let (code, stderr) = crossed(&["python3", wrong.to_str().unwrap()], &m.bin, &input);
            code == Some(1) && stderr.starts_with("interactor: the player lost: game ")
        });
        let expects_ac = std::fs::read_to_string(&wrong).unwrap().contains("expect: AC");
        assert_eq!(lost, !expects_ac, "{}: {}", m.bin, wrong.display());
    }
}

fn oj() -> Option<String> {
    let found = Command::new("oj").arg("--version").output().ok()?;
    found.status.success().then(|| "oj".to_string())
}

#[test]
fn oj_runs_the_interactor_and_the_checker_when_it_is_installed() {
    let Some(oj) = oj() else {
        eprintln!("oj is not on PATH: `oj t/r` and `oj t --judge-command` not run (CI installs it)");
        return;
    };
    let root = meta::root();
    for m in of_kind(Kind::Interactive) {
        let golden = meta::goldens(&m).unwrap().remove(0);
        let input = m.testdata.join(format!("{}.in", golden.name));
        let judge = format!("{INTERACTOR} {} {}", m.bin, input.display());
        let run = Command::new(&oj)
            .args(["t/r", "-c", binary(&m.bin), &judge])
            .current_dir(&root)
            .output()
            .unwrap();
        assert!(
            run.status.success(),
            "oj t/r on {}: {}",
            m.bin,
            String::from_utf8_lossy(&run.stderr)
        );
    }
    for m in of_kind(Kind::Checker) {
        let checker = format!("{} {}", root.join("scripts/checker.sh").display(), m.bin);
        let run = Command::new(&oj)
            .args(["t", "-c", binary(&m.bin), "--judge-command", &checker, "-d"])
            .arg(&m.testdata)
            .current_dir(&root)
            .output()
            .unwrap();
        assert!(
            run.status.success(),
            "oj t on {}: {}",
            m.bin,
            String::from_utf8_lossy(&run.stdout)
        );
    }
}

/// Runs `player` and the interactor on `input` with their pipes connected
/// directly, as `oj t/r` connects them (no pump between): (the
/// interactor's exit code, its stderr). The player is killed after.
fn connected(player: &[&str], problem: &str, input: &Path) -> (Option<i32>, String) {
    let mut judge = Command::new(INTERACTOR)
        .args([problem, input.to_str().unwrap()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut play = Command::new(player[0])
        .args(&player[1..])
        .stdin(Stdio::from(judge.stdout.take().unwrap()))
        .stdout(Stdio::from(judge.stdin.take().unwrap()))
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let out = judge.wait_with_output().unwrap();
    let _ = play.kill();
    let _ = play.wait();
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn hostile(name: &str) -> String {
    format!("{}/tests/tools/fixtures/hostile/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_interactor_reports_a_silent_player_as_idle_and_quotes_a_huge_line_briefly() {
    let silent = hostile("silent.sh");
    let huge = "head -c 7340032 /dev/zero | tr '\\0' 7; echo; exec sleep 1000";
    for m in of_kind(Kind::Interactive) {
        let input = m.testdata.join("sample-1.in");
        // Bounded: the player sleeps for 1000 s.
        let started = std::time::Instant::now();
        let (code, stderr) = connected(&["sh", &silent], &m.bin, &input);
        assert_eq!(code, Some(1), "{}: {stderr}", m.bin);
        assert!(stderr.contains("ILE: the player slept"), "{}: {stderr}", m.bin);
        assert!(started.elapsed() < std::time::Duration::from_secs(100), "{}", m.bin);
        // A 7 MiB line is an illegal move, quoted by a bounded prefix.
        let (code, stderr) = connected(&["sh", "-c", huge], &m.bin, &input);
        assert_eq!(code, Some(1), "{}: {}", m.bin, &stderr[..stderr.len().min(2000)]);
        assert!(
            stderr.len() < 4000,
            "{}: {} bytes: {}",
            m.bin,
            stderr.len(),
            &stderr[..2000]
        );
        assert!(stderr.contains(" bytes) ... "), "{}: {stderr}", m.bin);
    }
}
