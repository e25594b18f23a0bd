//! Where the tests find the problems' solution binaries, and their scratch
//! space. The binaries are not dependencies of the test crate (a solution
//! package builds no library), so the first test that needs one builds
//! every problem package once per test process, with the test's own cargo,
//! profile and target folder: `cargo build -p <each problem> --bins`.
//! Tested by every problem's suite (each runs its binary).

use crate::meta;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The running test executable's profile folder (`target/debug`): the
/// executable is `<target>/<profile>/deps/<name>-<hash>`.
fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test executable's path");
    let deps = exe.parent().expect("the deps folder");
    deps.parent().expect("the profile folder").to_path_buf()
}

/// Every problem's binary name with its path, once each problem package
/// is built in the test's profile and target folder; panics with cargo's
/// message when that fails.
fn build_all() -> (PathBuf, Vec<(String, String)>) {
    let dir = profile_dir();
    let target = dir.parent().expect("the target folder");
    let profile = match dir.file_name().and_then(|n| n.to_str()) {
        Some("debug") => "dev".to_string(),
        Some(other) => other.to_string(),
        None => panic!("{}: no profile folder name", dir.display()),
    };
    let problems = meta::all().unwrap_or_else(|e| panic!("{e}"));
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let mut command = Command::new(&cargo);
    command
        .current_dir(meta::root())
        .args(["build", "--quiet", "--bins", "--profile", &profile, "--target-dir"])
        .arg(target);
    for problem in &problems {
        command.args(["-p", &problem.bin]);
    }
    let status = command
        .status()
        .unwrap_or_else(|e| panic!("cannot run {cargo} to build the problems' binaries: {e}"));
    assert!(status.success(), "cargo could not build the problems' binaries");
    let paths = problems
        .into_iter()
        .map(|m| (m.bin.clone(), dir.join(&m.bin).display().to_string()))
        .collect();
    (dir, paths)
}

fn built() -> &'static (PathBuf, Vec<(String, String)>) {
    static BUILT: OnceLock<(PathBuf, Vec<(String, String)>)> = OnceLock::new();
    BUILT.get_or_init(build_all)
}

/// The folder holding every problem's solution binary (built on first use).
pub fn bin_dir() -> &'static Path {
    &built().0
}

/// The solution binary named `name` (built on first use).
pub fn binary(name: &str) -> &'static str {
    let found = built().1.iter().find(|(bin, _)| bin == name);
    &found.unwrap_or_else(|| panic!("no problem's binary is named {name}")).1
}

/// Scratch space for the tests (`<target>/tmp`, as cargo's
/// `CARGO_TARGET_TMPDIR`).
pub fn scratch() -> PathBuf {
    profile_dir().parent().expect("the target folder").join("tmp")
}
