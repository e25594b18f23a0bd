//! Every cargo command the documents and sources show names a package and
//! targets that exist: `cargo run|test|build ... -p PACKAGE [--bin NAME]
//! [--test NAME]` in README.md, LEARN.md, docs/, the write-ups, the scripts
//! and the comments of the Rust sources. (When the explorer moved from
//! sglab to pack, sixteen write-ups kept `-p sglab --bin explore`.)

use sglab::meta;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A package's binaries and test targets.
#[derive(Default)]
struct Targets {
    bins: BTreeSet<String>,
    tests: BTreeSet<String>,
}

fn stems(dir: &Path, ext: &str) -> Vec<String> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().to_string();
        if path.is_dir() && path.join("main.rs").is_file() {
            found.push(name);
        } else if let Some(stem) = name.strip_suffix(ext) {
            found.push(stem.to_string());
        }
    }
    found
}

/// Each workspace package by name, with its targets: `[[bin]]`/`[[test]]`
/// names, `src/bin/`, `src/main.rs` (the package's name) and `tests/`.
fn packages(root: &Path) -> BTreeMap<String, Targets> {
    let mut dirs: Vec<PathBuf> = ["shared/sg", "shared/sglab", "shared/pack"]
        .iter()
        .map(|d| root.join(d))
        .collect();
    dirs.extend(fs::read_dir(root.join("problems")).unwrap().flatten().map(|e| e.path()));
    let mut all = BTreeMap::new();
    for dir in dirs {
        let Ok(manifest) = fs::read_to_string(dir.join("Cargo.toml")) else {
            continue;
        };
        let mut targets = Targets::default();
        let (mut name, mut section) = (String::new(), String::new());
        for line in manifest.lines().map(str::trim) {
            if line.starts_with('[') {
                section = line.to_string();
            } else if let Some(value) = line.strip_prefix("name = ") {
                let value = value.trim_matches('"').to_string();
                match section.as_str() {
                    "[package]" => name = value,
                    "[[bin]]" => drop(targets.bins.insert(value)),
                    "[[test]]" => drop(targets.tests.insert(value)),
                    _ => {}
                }
            }
        }
        targets.bins.extend(stems(&dir.join("src/bin"), ".rs"));
        targets.tests.extend(stems(&dir.join("tests"), ".rs"));
        if dir.join("src/main.rs").is_file() {
            targets.bins.insert(name.clone());
        }
        all.insert(name, targets);
    }
    all
}

/// The files whose text shows commands.
fn documents(root: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, found: &mut Vec<PathBuf>) {
        for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().to_string();
            if path.is_dir() && name != "target" && !name.starts_with('.') {
                walk(&path, found);
            } else if [".md", ".rs", ".sh", ".tmpl"].iter().any(|e| name.ends_with(e)) {
                found.push(path);
            }
        }
    }
    let mut found = Vec::new();
    for dir in ["docs", "problems", "scripts", "shared"] {
        walk(&root.join(dir), &mut found);
    }
    found.extend(["README.md", "LEARN.md"].iter().map(|f| root.join(f)));
    found
}

/// A command's line, its package, and its `--bin` or `--test` with the name.
type Command = (usize, String, Option<(String, String)>);

/// The cargo commands in `text` that name a package; placeholders
/// (`<...>`, `$...`) skipped.
fn commands(text: &str) -> Vec<Command> {
    let mut found = Vec::new();
    for (i, line) in text.lines().enumerate() {
        for verb in ["cargo run ", "cargo test ", "cargo build "] {
            for (at, _) in line.match_indices(verb) {
                let words: Vec<&str> = line[at + verb.len()..]
                    .split_whitespace()
                    .take_while(|w| !["--", "#", "&&", "||", "|", ";"].contains(w))
                    .collect();
                let words: Vec<String> = words
                    .iter()
                    .map(|w| w.trim_matches(|c| "`)\",.:;".contains(c)).to_string())
                    .collect();
                let after = |flag: &str| words.windows(2).find(|w| w[0] == flag).map(|w| w[1].clone());
                let Some(package) = after("-p").or_else(|| after("--package")) else {
                    continue;
                };
                if package.starts_with('<') || package.starts_with('$') {
                    continue;
                }
                let target = ["--bin", "--test"]
                    .iter()
                    .find_map(|f| after(f).map(|n| (f.to_string(), n)));
                found.push((i + 1, package, target));
            }
        }
    }
    found
}

#[test]
fn every_cargo_command_names_a_real_package_and_target() {
    let root = meta::root();
    let packages = packages(&root);
    let mut wrong = Vec::new();
    let mut seen = 0;
    for file in documents(&root) {
        let text = fs::read_to_string(&file).unwrap();
        for (line, package, target) in commands(&text) {
            seen += 1;
            let shown = format!("{}:{line}", meta::shown(&file));
            let Some(targets) = packages.get(&package) else {
                wrong.push(format!("{shown}: no package {package}"));
                continue;
            };
            let ok = match &target {
                Some((flag, name)) if flag == "--bin" => targets.bins.contains(name),
                Some((_, name)) => targets.tests.contains(name),
                None => true,
            };
            if !ok {
                let (flag, name) = target.unwrap();
                wrong.push(format!("{shown}: package {package} has no {flag} {name}"));
            }
        }
    }
    assert!(seen >= 30, "only {seen} commands found: the scan is broken");
    assert!(wrong.is_empty(), "commands that cannot run:\n{}", wrong.join("\n"));
}

#[test]
fn the_scan_reads_package_and_target_and_skips_placeholders() {
    // Written with `{c}` so that this file's own scan does not read it.
    let text = format!(
        "run `{c} run -q -p sglab --bin explore -- --help`\n\
         {c} test -p pack --test docs book # comment\n{c} build -p <each problem> --bins\n",
        c = "cargo"
    );
    let found = commands(&text);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0], (1, "sglab".into(), Some(("--bin".into(), "explore".into()))));
    assert_eq!(found[1], (2, "pack".into(), Some(("--test".into(), "docs".into()))));
    let packages = packages(&meta::root());
    assert!(!packages["sglab"].bins.contains("explore") && packages["pack"].bins.contains("explore"));
    assert!(packages["pack"].tests.contains("docs") && packages["hamilg"].bins.contains("hamilg"));
}
