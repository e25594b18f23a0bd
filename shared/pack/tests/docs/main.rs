//! The documents' tests, in one test binary: the registry against the
//! problem folders, LEARN.md's path, worked example and statements, the
//! README's and docs/'s pages (each page's sentences in a file named for
//! the page), what every page shares (notation, citations, stated rustc
//! versions), and the write-ups' tables and figures (each figure pinned
//! byte for byte). A write-up's own figures are tested in its problem's
//! `tests/special.rs`.

mod benchmarks_page;
mod book;
mod book_math;
mod census_four;
mod census_page;
mod citations;
mod commands;
mod explorer_page;
mod figures;
mod layers;
mod learn_example;
mod learn_page;
mod learn_path;
mod notation;
mod practice_page;
mod readme_page;
mod readme_tables;
mod registry;
mod results_page;
mod sources;
mod stated_versions;
mod writeup_shape;
mod your_own_game_page;

use std::fs;
use std::path::Path;

/// A file of the repository, by its path from the root.
fn read(path: &str) -> String {
    fs::read_to_string(sglab::meta::root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The text with line breaks and runs of spaces made single spaces, so a
/// phrase wrapped across lines is still found.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A problem's write-up, by folder.
fn writeup(folder: &str) -> String {
    read(&format!("problems/{folder}/README.md"))
}

/// What `explore ARGS` prints (ARGS split at whitespace), with the pack's
/// games.
fn explore(args: &str) -> String {
    let args: Vec<String> = args.split_whitespace().map(String::from).collect();
    explorer::run(&args, pack::catalogue::GAMES).unwrap()
}

/// Every page of the pack a learner reads, flat: LEARN.md, README.md, docs/
/// and each problem's write-up.
fn pages() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut paths = vec!["LEARN.md".to_string(), "README.md".to_string()];
    for dir in ["docs", "problems"] {
        for entry in fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.join("README.md").exists() {
                paths.push(format!("{dir}/{name}/README.md"));
            } else if name.ends_with(".md") {
                paths.push(format!("{dir}/{name}"));
            }
        }
    }
    paths.into_iter().map(|p| (p.clone(), flat(&read(&p)))).collect()
}
