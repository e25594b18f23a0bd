//! The judge binary inside the judge's statement by default: POJ 3710's
//! in-statement peer
//! (problems/poj3710-christmas-game/tests/fixtures/statement_only.c, right on every graph the statement
//! allows, wrong on loops) passes with exit 0; `--beyond` adds phase 4,
//! "beyond the statement", where it fails, with exit 3 and a report saying
//! the failure is no verdict on the online judge's tests.

use std::process::Command;

const JUDGE: &str = env!("CARGO_BIN_EXE_judge");

#[test]
fn beyond_the_statement_is_phase_4_with_its_own_exit_status() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("scope");
    std::fs::create_dir_all(&dir).unwrap();
    let peer = dir.join("statement_only");
    let source = sglab::meta::root().join("problems/poj3710-christmas-game/tests/fixtures/statement_only.c");
    let compiled = Command::new("gcc")
        .arg("-O2")
        .arg("-o")
        .arg(&peer)
        .arg(&source)
        .status();
    assert!(compiled.unwrap().success(), "gcc cannot compile {}", source.display());
    let judge = |beyond: bool| {
        let mut args = vec!["poj3710", "--cases", "100", "--runs", "5", "--no-large"];
        if beyond {
            args.push("--beyond");
        }
        let ran = Command::new(JUDGE).args(args).arg("--").arg(&peer).output().unwrap();
        (ran.status.code(), String::from_utf8_lossy(&ran.stdout).into_owned())
    };
    let (code, report) = judge(false);
    assert_eq!(code, Some(0), "{report}");
    assert!(report.contains("judged inside the statement: "), "{report}");
    assert!(!report.contains("phase 4"), "{report}");
    let (code, report) = judge(true);
    assert_eq!(code, Some(3), "{report}");
    assert!(report.contains("phase 4: beyond the statement"), "{report}");
    assert!(report.contains("no verdict on the online judge's tests"), "{report}");
}
