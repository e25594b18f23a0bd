//! The code points one way. Crates: `sg` (solutions) needs nothing;
//! `sglab` (the lab) needs `sg`; `explorer` needs the two; `pack` (the
//! tools) needs all three; a problem's package needs `sg` only. Read from
//! `cargo metadata`, so a dependency added anywhere (normal, dev or build)
//! is seen. Inside `sglab`, each top-level module has a layer and imports
//! (`crate::NAME` in code, comments and `#[cfg(test)]` sections aside) only
//! modules of lower layers, so no two modules import each other, and a
//! module that is not placed fails the test until it is.

use super::read;
use std::collections::BTreeMap;
use std::process::Command;

/// Each workspace crate, with the crates it may depend on.
const CRATES: &[(&str, &[&str])] = &[
    ("sg", &[]),
    ("sglab", &["sg"]),
    ("explorer", &["sg", "sglab"]),
    ("pack", &["sg", "sglab", "explorer"]),
];

/// `sglab`'s top-level modules, lowest layer first.
const LAYERS: &[&[&str]] = &[
    // Leaves: the lib root's macros, numbers, text, notations, search.
    &[
        "errln",
        "errprint",
        "rng",
        "format",
        "quote",
        "octal",
        "pattern",
        "search",
        "enumerate",
        "comparison",
    ],
    &["grundy", "octal_table", "matching", "graph_gen", "run", "meta"],
    &["talk", "bundle"],
    // The Problem contract and the bundle's feature scan.
    &["contract", "msrv"],
    // What a problem's lab uses: the rules, running a binary, playing.
    &["games", "harness", "play"],
    &["judge"],
    &["suite"],
    &["prelude"],
];

/// Every workspace package's name and the names of its dependencies, from
/// `cargo metadata --no-deps`: a package object opens with
/// `{"name":"NAME","version":` and holds `"dependencies":[...]` just before
/// `"targets":`, each dependency an object opening with `{"name":"DEP"`.
fn metadata() -> BTreeMap<String, Vec<String>> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let out = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--no-deps", "--offline"])
        .current_dir(sglab::meta::root())
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "cargo metadata: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json = String::from_utf8(out.stdout).expect("UTF-8");
    let opens = |at: &usize| {
        json[at + 9..]
            .split_once('"')
            .is_some_and(|(_, r)| r.starts_with(",\"version\":"))
    };
    let starts: Vec<usize> = json
        .match_indices("{\"name\":\"")
        .map(|(at, _)| at)
        .filter(opens)
        .collect();
    let mut packages = BTreeMap::new();
    for (k, &at) in starts.iter().enumerate() {
        let package = &json[at + 9..*starts.get(k + 1).unwrap_or(&json.len())];
        let name = package.split('"').next().unwrap_or("");
        let deps = package.split("\"dependencies\":[").nth(1).unwrap_or("");
        let deps = deps.split("],\"targets\":").next().unwrap_or("");
        let names = deps
            .split("{\"name\":\"")
            .skip(1)
            .map(|d| d.split('"').next().unwrap_or("").to_string());
        packages.insert(name.to_string(), names.collect::<Vec<_>>());
    }
    packages
}

#[test]
fn the_crates_depend_one_way() {
    let packages = metadata();
    for (name, allowed) in CRATES {
        let deps = packages
            .get(*name)
            .unwrap_or_else(|| panic!("{name} is not a workspace package"));
        for dep in deps {
            assert!(
                allowed.contains(&dep.as_str()),
                "{name} depends on {dep}: the crates point one way ({CRATES:?})"
            );
        }
    }
    let problems: Vec<_> = packages
        .keys()
        .filter(|p| !CRATES.iter().any(|(c, _)| c == p))
        .collect();
    assert!(problems.len() >= 32, "the problems' packages are read: {problems:?}");
    for problem in problems {
        assert_eq!(
            packages[problem],
            ["sg"],
            "{problem}: a solution's package needs sg only"
        );
    }
    assert!(
        packages["pack"].contains(&"explorer".to_string()),
        "pack uses the explorer"
    );
}

/// The `crate::NAME` heads a file's code imports: comment lines and
/// everything from `#[cfg(test)]` on left out.
fn imports(text: &str) -> Vec<String> {
    let code = text.split("#[cfg(test)]").next().unwrap_or("");
    let mut found = Vec::new();
    for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
        for (at, _) in line.match_indices("crate::") {
            let before = line[..at].chars().last();
            if matches!(before, Some(c) if c.is_alphanumeric() || c == '_' || c == '$') {
                continue;
            }
            let name: String = line[at + 7..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            found.push(name);
        }
        // `use crate::{a, b::c}` names several heads.
        if let Some(list) = line.split("crate::{").nth(1) {
            for part in list.split(',') {
                let name: String = part
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                found.push(name);
            }
        }
    }
    found.retain(|n| !n.is_empty());
    found
}

/// The `.rs` files of a module: `NAME.rs` and everything under `NAME/`.
fn files(src: &std::path::Path, module: &str) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let single = src.join(format!("{module}.rs"));
    if single.exists() {
        out.push(single);
    }
    let mut dirs = vec![src.join(module)];
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out
}

#[test]
fn sglab_modules_import_only_lower_layers() {
    let layer_of = |name: &str| LAYERS.iter().position(|l| l.contains(&name));
    let lib = read("shared/sglab/src/lib.rs");
    let modules: Vec<String> = lib
        .lines()
        .filter_map(|l| l.strip_prefix("pub mod ").or_else(|| l.strip_prefix("mod ")))
        .map(|l| l.trim_end_matches(';').to_string())
        .collect();
    assert!(modules.len() >= 20, "{modules:?}");
    let src = sglab::meta::root().join("shared/sglab/src");
    let mut checked = 0;
    for module in &modules {
        let mine = layer_of(module).unwrap_or_else(|| panic!("sglab::{module} has no layer: place it in LAYERS"));
        for file in files(&src, module) {
            let text = std::fs::read_to_string(&file).unwrap();
            for import in imports(&text) {
                if import == *module {
                    continue;
                }
                let theirs =
                    layer_of(&import).unwrap_or_else(|| panic!("{}: crate::{import} has no layer", file.display()));
                assert!(
                    theirs < mine,
                    "{}: sglab::{module} (layer {mine}) imports crate::{import} (layer {theirs}): a layer imports only lower ones",
                    file.display()
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "imports were read: {checked}");
}

#[test]
fn the_import_reader_sees_every_form() {
    let text = "use crate::a::b;\n// crate::c\nfn f() { crate::d::e(); $crate::f(); }\nuse crate::{g, h::i};\n#[cfg(test)]\nuse crate::j;";
    assert_eq!(imports(text), ["a", "d", "g", "h"]);
}
