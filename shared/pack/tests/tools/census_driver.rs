//! The census driver on Dask (scripts/census.py), through its own tests
//! (scripts/census_test.py: a small range on a LocalCluster equals the
//! explorer's rows and listens on loopback only; a killed worker's task is
//! retried; a killed driver resumes with no explorer left running), one
//! Rust test each, with the `explore` binary. They need the virtual
//! environment `scripts/census.sh --install` makes (target/census-venv, or
//! $CENSUS_VENV): without it they are skipped, saying so, unless CI=true
//! (.ci/run installs it), where that fails.

use std::path::PathBuf;
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs one test of scripts/census_test.py, or says why not.
fn driver_test(name: &str) {
    let venv = std::env::var_os("CENSUS_VENV").map_or(root().join("target/census-venv"), PathBuf::from);
    let python = venv.join("bin/python");
    if !python.exists() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "{} is missing under CI: .ci/run installs it (scripts/census.sh --install)",
            python.display()
        );
        eprintln!(
            "skipped: no {} (scripts/census.sh --install makes it): the census driver's test {name} not run",
            python.display()
        );
        return;
    }
    let out = Command::new(python)
        .arg(root().join("scripts/census_test.py"))
        .args([env!("CARGO_BIN_EXE_explore"), name])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "census_test.py {name}:\n{text}");
    eprint!("{text}");
}

#[test]
fn a_small_range_on_a_local_cluster_equals_the_explorer_on_loopback_only() {
    driver_test("local");
}

#[test]
fn a_killed_workers_task_is_retried_and_its_explorer_ends() {
    driver_test("worker");
}

#[test]
fn a_killed_driver_resumes_with_no_explorer_left() {
    driver_test("driver");
}
