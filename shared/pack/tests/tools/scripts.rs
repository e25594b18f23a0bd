//! The front doors behave alike (scripts/*.sh and the binaries behind
//! them): each answers `--help` with its own usage; each takes a problem
//! by its binary name, its folder name or a unique prefix, and names the
//! nearest problems on a typo in one line (exit 2), never cargo's error;
//! the binary names follow the rule `scripts/new.sh --help` states; a
//! refused case is named by its size, never printed whole; and builds show
//! cargo's progress on a terminal only.
//!
//! The scripts run here with a stand-in `cargo` first on PATH, which
//! records its arguments and builds nothing, and a target folder whose
//! `release` folder holds this test build's binaries: no release build runs
//! inside the tests. The terminal is util-linux's `script`.

use sglab::meta;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The pack's binaries the scripts run, by name.
const BINARIES: [(&str, &str); 9] = [
    ("judge", env!("CARGO_BIN_EXE_judge")),
    ("check", env!("CARGO_BIN_EXE_check")),
    ("bench", env!("CARGO_BIN_EXE_bench")),
    ("play", env!("CARGO_BIN_EXE_play")),
    ("book", env!("CARGO_BIN_EXE_book")),
    ("interactor", env!("CARGO_BIN_EXE_interactor")),
    ("new-problem", env!("CARGO_BIN_EXE_new-problem")),
    ("bundle", env!("CARGO_BIN_EXE_bundle")),
    ("explore", env!("CARGO_BIN_EXE_explore")),
];

/// A scratch folder with the stand-in cargo (`bin/cargo`, which appends
/// its arguments as one line to `cargo.log`) and the target folder
/// (`target/release/<binary>`, links to this build's binaries).
struct Stage {
    dir: PathBuf,
}

impl Stage {
    fn new(name: &str) -> Stage {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("scripts-{name}"));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("bin")).unwrap();
        fs::create_dir_all(dir.join("target/release")).unwrap();
        let cargo = dir.join("bin/cargo");
        let log = dir.join("cargo.log");
        fs::write(&cargo, format!("#!/bin/sh\necho \"$*\" >> '{}'\n", log.display())).unwrap();
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&cargo, fs::Permissions::from_mode(0o755)).unwrap();
        for (name, path) in BINARIES {
            std::os::unix::fs::symlink(path, dir.join("target/release").join(name)).unwrap();
        }
        Stage { dir }
    }

    /// `scripts/<script> args` in the stage, stdin empty.
    fn command(&self, script: &str, args: &[&str]) -> Command {
        let mut command = Command::new(meta::root().join("scripts").join(script));
        command.args(args);
        self.env(&mut command);
        command
    }

    fn env(&self, command: &mut Command) {
        let path = format!("{}:{}", self.dir.join("bin").display(), std::env::var("PATH").unwrap());
        command
            .env("PATH", path)
            .env("CARGO_TARGET_DIR", self.dir.join("target"))
            .stdin(Stdio::null());
    }

    fn run(&self, script: &str, args: &[&str]) -> Output {
        self.command(script, args).output().unwrap()
    }

    /// The cargo commands run so far, one a line.
    fn cargo_log(&self) -> String {
        fs::read_to_string(self.dir.join("cargo.log")).unwrap_or_default()
    }
}

/// The scripts a person runs (scripts/lib.sh is sourced, not run).
fn scripts() -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(meta::root().join("scripts"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|name| name.ends_with(".sh") && name != "lib.sh")
        .collect();
    names.sort();
    assert!(names.len() >= 12, "{names:?}");
    names
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).to_string()
}

#[test]
fn every_script_answers_help_with_its_own_usage() {
    let stage = Stage::new("help");
    let mut checked = 0;
    for script in scripts() {
        for flag in ["--help", "-h"] {
            let ran = stage.run(&script, &[flag]);
            let (out, err) = (text(&ran.stdout), text(&ran.stderr));
            assert_eq!(ran.status.code(), Some(0), "{script} {flag}: {err}");
            let first = out.lines().next().unwrap_or("");
            assert!(
                first.starts_with(&format!("usage: scripts/{script}")),
                "{script} {flag}: the first line is {first:?}"
            );
            // Its own usage: no other script's, no table, nothing built.
            for other in scripts().iter().filter(|o| **o != script) {
                assert!(
                    !out.contains(&format!("usage: scripts/{other}")),
                    "{script} {flag} prints {other}'s usage"
                );
            }
            assert!(!out.contains("|---|"), "{script} {flag} prints a table:\n{out}");
            assert!(
                !out.contains("Compiling") && !err.contains("Compiling"),
                "{script} {flag}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 22, "{checked}");
    // --help before building everything: check.sh builds only its tool.
    assert!(
        stage.cargo_log().lines().all(|l| !l.contains("--workspace")),
        "{}",
        stage.cargo_log()
    );
}

/// The problem-taking scripts, each with arguments that stop right after
/// the name is read (`--bogus` is no option of theirs).
const NAMED: [(&str, &[&str]); 3] = [
    ("judge.sh", &["--bogus", "--", "true"]),
    ("check.sh", &["--bogus"]),
    ("brute.sh", &[]),
];

#[test]
fn scripts_take_a_folder_name_or_prefix_and_name_the_nearest_on_a_typo() {
    for (script, rest) in NAMED {
        let stage = Stage::new(&format!("names-{script}"));
        for name in ["luogu2252-wythoff", "luogu"] {
            let args: Vec<&str> = std::iter::once(name).chain(rest.iter().copied()).collect();
            let ran = stage.run(script, &args);
            let err = text(&ran.stderr);
            assert!(
                !err.contains("unknown problem") && !err.contains("did not match"),
                "{script} {name}: {err}"
            );
        }
        if script != "brute.sh" {
            // The package built is the binary's, whatever the name given.
            let log = stage.cargo_log();
            assert!(
                log.contains("-p luogu2252") && !log.contains("-p luogu "),
                "{script}:\n{log}"
            );
        }
        let args: Vec<&str> = std::iter::once("hdu5796").chain(rest.iter().copied()).collect();
        let ran = stage.run(script, &args);
        let err = text(&ran.stderr);
        assert_eq!(ran.status.code(), Some(2), "{script}: {err}");
        assert_eq!(err.lines().count(), 1, "{script}: {err}");
        assert!(
            err.contains("unknown problem \"hdu5796\"; did you mean hdu5795?"),
            "{script}: {err}"
        );
        assert!(
            !stage.cargo_log().contains("hdu5796"),
            "{script}: cargo was given the typo"
        );
    }
}

/// Runs `binary args` with `input` on stdin.
fn binary(name: &str, args: &[&str], input: &[u8]) -> Output {
    let path = BINARIES.iter().find(|b| b.0 == name).unwrap().1;
    let mut child = Command::new(path)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().unwrap()
}

#[test]
fn every_tool_takes_a_problem_by_any_of_its_names() {
    let judge = |args: &[&str]| binary("judge", args, b"1\n1\n3\n");
    let named = judge(&["name", "hdu5795", "luogu2252-wythoff", "spoj", "nim"]);
    assert_eq!(text(&named.stdout), "hdu5795\nluogu2252\ncot3\nnim_product_64\n");
    let brute = judge(&["brute", "hdu5795-a-simple-nim"]);
    assert_eq!(text(&brute.stdout), "First player wins.\n", "{}", text(&brute.stderr));
    let cases = binary("judge", &["gen", "luogu2252-w", "1"], b"");
    assert!(
        cases.status.success() && !cases.stdout.is_empty(),
        "{}",
        text(&cases.stderr)
    );
    let bundle = binary("bundle", &["hdu5795-a-simple-nim"], b"");
    assert!(text(&bundle.stdout).contains("fn main"), "{}", text(&bundle.stderr));
    let root = meta::root();
    let input = root.join("testdata/cf1149e-election-promises/sample-1.in");
    let checked = judge(&["checker", "cf1149e-election", input.to_str().unwrap(), "/dev/null"]);
    assert_eq!(checked.status.code(), Some(1), "{}", text(&checked.stderr));
    assert!(!text(&checked.stderr).contains("unknown problem"));
    let input = root.join("testdata/abc278g-generalized-subtraction-game/sample-1.in");
    let played = binary("interactor", &["abc278g-generalized", input.to_str().unwrap()], b"");
    assert_eq!(played.status.code(), Some(1), "{}", text(&played.stderr));
    assert!(
        text(&played.stderr).contains("the player lost"),
        "{}",
        text(&played.stderr)
    );
    // A typo: one line naming the nearest, exit 2, from every tool.
    for (tool, args) in [
        ("judge", vec!["hdu5796", "--", "true"]),
        ("judge", vec!["brute", "hdu5796"]),
        ("judge", vec!["gen", "hdu5796", "1"]),
        ("judge", vec!["name", "hdu5796"]),
        ("judge", vec!["checker", "hdu5796", "/dev/null", "/dev/null"]),
        ("interactor", vec!["hdu5796", "/dev/null"]),
        ("bundle", vec!["hdu5796"]),
        ("play", vec!["hdu5796"]),
        ("check", vec!["hdu5796"]),
        ("bench", vec!["hdu5796"]),
    ] {
        let ran = binary(tool, &args, b"");
        let err = text(&ran.stderr);
        assert_eq!(ran.status.code(), Some(2), "{tool} {args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{tool} {args:?}: {err}");
        assert!(
            err.contains("unknown problem \"hdu5796\"; did you mean hdu5795?"),
            "{tool} {args:?}: {err}"
        );
    }
    let shared = judge(&["brute", "hdu"]);
    assert!(
        text(&shared.stderr).contains("\"hdu\" begins the names of"),
        "{}",
        text(&shared.stderr)
    );
}

#[test]
fn judge_list_shows_name_folder_and_title() {
    let listed = text(&binary("judge", &["list"], b"").stdout);
    let all = meta::all().unwrap();
    assert_eq!(listed.lines().count(), all.len());
    for m in &all {
        let line = listed
            .lines()
            .find(|l| l.split_whitespace().next() == Some(m.bin.as_str()))
            .unwrap_or_else(|| panic!("{} is not listed:\n{listed}", m.bin));
        assert!(
            line.contains(&format!(" {} ", m.folder)) && line.ends_with(&m.title),
            "{line}"
        );
    }
}

#[test]
fn every_binary_name_follows_the_rule_new_sh_states() {
    for m in meta::all().unwrap() {
        assert_eq!(pack::scaffold::binary_rule(&m.folder, &m.bin), Ok(()), "{}", m.folder);
    }
    let stated = pack::scaffold::USAGE;
    for example in [
        "cses1099-stair-game: cses1099",
        "spoj-cot3-combat-on-a-tree cot3",
        "nim_product_64",
    ] {
        assert!(stated.contains(example), "new.sh --help no longer states {example:?}");
    }
}

#[test]
fn a_refused_case_is_named_by_its_size_never_printed_whole() {
    let largest = binary("judge", &["gen", "hdu5795", "1", "--max"], b"");
    assert!(largest.stdout.len() > 10 << 20, "{}", largest.stdout.len());
    let refused = binary("judge", &["brute", "hdu5795"], &largest.stdout);
    let err = text(&refused.stderr);
    assert_eq!(refused.status.code(), Some(2), "{err}");
    assert!(
        err.len() < 400 && err.lines().count() == 1,
        "{} bytes: {}",
        err.len(),
        &err[..err.len().min(400)]
    );
    assert!(
        err.contains("case 1 is too large for the exhaustive search") && err.contains("MiB of input"),
        "{err}"
    );
}

/// `script` with `command` on a terminal; what cargo was asked.
fn on_a_terminal(stage: &Stage, command: &str) -> Output {
    let mut run = Command::new("script");
    run.args(["-qec", command, "/dev/null"]);
    stage.env(&mut run);
    run.current_dir(meta::root())
        .output()
        .expect("util-linux's `script` runs a command on a terminal")
}

#[test]
fn builds_show_cargos_progress_on_a_terminal_only() {
    for script in scripts() {
        let script = &script;
        let stage = Stage::new(&format!("progress-{script}"));
        stage.run(script, &["--help"]);
        let quiet = stage.cargo_log();
        assert!(!quiet.is_empty(), "{script} built nothing");
        assert!(
            quiet.lines().all(|l| l.contains("--quiet")),
            "{script}, no terminal:\n{quiet}"
        );
        fs::remove_file(stage.dir.join("cargo.log")).unwrap();
        let ran = on_a_terminal(&stage, &format!("scripts/{script} --help"));
        let shown = stage.cargo_log();
        assert!(!shown.is_empty(), "{script} on a terminal: {}", text(&ran.stdout));
        assert!(
            shown.lines().all(|l| !l.contains("--quiet")),
            "{script}, a terminal:\n{shown}"
        );
    }
}

#[test]
fn explore_sh_runs_the_explorer_from_the_caller_s_folder() {
    let stage = Stage::new("explore-sh");
    let rules = meta::root().join("examples/rules");
    let mut command = stage.command("explore.sh", &["--rules", "./lasker.py", "-n", "12", "--csv"]);
    let ran = command.current_dir(&rules).output().unwrap();
    assert_eq!(ran.status.code(), Some(0), "{}", text(&ran.stderr));
    let direct = Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(["--rules", "./lasker.py", "-n", "12", "--csv"])
        .current_dir(&rules)
        .output()
        .unwrap();
    assert_eq!(text(&ran.stdout), text(&direct.stdout));
    // Lasker's Nim: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3.
    assert!(text(&ran.stdout).contains("\n3,4\n4,3\n"), "{}", text(&ran.stdout));
    let log = stage.cargo_log();
    assert_eq!(log.lines().count(), 1, "{log}");
    assert!(log.contains("build --release --quiet -p pack --bin explore"), "{log}");
    // A bad option is the explorer's one-line error, exit non-zero.
    let bad = stage.run("explore.sh", &["--bogus"]);
    assert_ne!(bad.status.code(), Some(0));
    assert!(text(&bad.stderr).contains("--bogus"), "{}", text(&bad.stderr));
}

#[test]
fn bench_rules_sh_measures_through_the_explorer() {
    let stage = Stage::new("bench-rules-sh");
    let ran = stage.run("bench-rules.sh", &["40"]);
    let out = text(&ran.stdout);
    assert_eq!(ran.status.code(), Some(0), "{}", text(&ran.stderr));
    assert!(out.contains("n = 0..=40"), "{out}");
    assert!(
        out.contains("the rules program alone:") && out.contains("the explorer driving it:"),
        "{out}"
    );
    assert!(
        stage.cargo_log().contains("-p pack --bin explore"),
        "{}",
        stage.cargo_log()
    );
    let bad = stage.run("bench-rules.sh", &["ten"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        text(&bad.stderr).contains("N must be a number"),
        "{}",
        text(&bad.stderr)
    );
}

/// The files git tracks under the workspace root, relative to it.
fn tracked_files() -> Vec<PathBuf> {
    let listed = Command::new("git")
        .arg("-C")
        .arg(meta::root())
        .args(["ls-files", "-z"])
        .output()
        .unwrap_or_else(|e| panic!("cannot run git ls-files: {e}"));
    assert!(listed.status.success(), "git ls-files: {}", text(&listed.stderr));
    text(&listed.stdout)
        .split('\0')
        .filter(|path| !path.is_empty())
        .map(PathBuf::from)
        .collect()
}

/// Every file below `dir`, relative to `dir`.
fn files_below(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap().flatten() {
            let path = entry.path();
            if entry.file_type().unwrap().is_dir() {
                folders.push(path);
            } else {
                found.push(path.strip_prefix(dir).unwrap().to_path_buf());
            }
        }
    }
    found
}

/// Full tier: `scripts/new.sh` end to end in a copy of the workspace (its
/// tracked files), with this build's `new-problem` binary and cargo's
/// build standing aside as in [`Stage`], then the real `cargo fmt --all`
/// that new.sh ends with. The new problem writes only its folder, its
/// testdata folder (the golden files' home, which oj's layout keeps) and
/// one registry entry (a `#[path]` line and a `pub mod` line); no other
/// file changes. Its tests are not run here: they are compiled into the
/// pack's one `problems` test binary with every other problem's, a build
/// of minutes in a fresh copy, far past a test's 20 s.
#[test]
fn new_sh_writes_only_the_new_problems_folders_and_one_registry_entry() {
    if !sglab::suite::tier::full() {
        return;
    }
    let stage = Stage::new("new-problem");
    let copy = stage.dir.join("workspace");
    let tracked = tracked_files();
    for path in &tracked {
        let to = copy.join(path);
        fs::create_dir_all(to.parent().unwrap()).unwrap();
        fs::copy(meta::root().join(path), &to).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
    let (folder, bin) = ("cses9999-scaffold-check", "cses9999");
    let mut new_sh = Command::new(copy.join("scripts/new.sh"));
    new_sh.arg(folder);
    stage.env(&mut new_sh);
    let ran = new_sh.output().unwrap();
    assert_eq!(ran.status.code(), Some(0), "new.sh: {}", text(&ran.stderr));
    let fmt = Command::new("cargo")
        .args(["fmt", "--all"])
        .current_dir(&copy)
        .output()
        .unwrap();
    assert!(fmt.status.success(), "cargo fmt --all: {}", text(&fmt.stderr));
    let registry = Path::new("shared/pack/src/problems/mod.rs");
    let mut changed = Vec::new();
    for path in &tracked {
        if fs::read(meta::root().join(path)).unwrap() != fs::read(copy.join(path)).unwrap() {
            changed.push(path.clone());
        }
    }
    assert_eq!(changed, [registry], "files changed besides the registry");
    let ours = [Path::new("problems").join(folder), Path::new("testdata").join(folder)];
    let mut added: Vec<PathBuf> = files_below(&copy)
        .into_iter()
        .filter(|path| !tracked.contains(path))
        .collect();
    added.sort();
    assert!(!added.is_empty());
    for path in &added {
        assert!(
            ours.iter().any(|dir| path.starts_with(dir)),
            "new.sh wrote {}",
            path.display()
        );
    }
    // The registry gains one entry, and nothing else moves.
    let before = fs::read_to_string(meta::root().join(registry)).unwrap();
    let after = fs::read_to_string(copy.join(registry)).unwrap();
    let (before, after): (Vec<&str>, Vec<&str>) = (before.lines().collect(), after.lines().collect());
    let at = before.iter().zip(&after).take_while(|(b, a)| b == a).count();
    let entry = &after[at..at + after.len() - before.len()];
    assert_eq!(
        entry,
        [
            format!("#[path = \"../../../../problems/{folder}/lab.rs\"]"),
            format!("pub mod {bin};")
        ]
    );
    assert_eq!(after[at + entry.len()..], before[at..]);
}
