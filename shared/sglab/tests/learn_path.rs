//! LEARN.md is the entry page: every write-up links to it, and its path
//! names every problem folder of the pack (a new problem must be placed).

use std::fs;
use std::path::Path;

fn problem_folders() -> Vec<String> {
    let problems = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../problems");
    let mut folders: Vec<String> = fs::read_dir(&problems)
        .unwrap()
        .map(|entry| entry.unwrap())
        .filter(|entry| entry.path().join("Cargo.toml").exists())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    folders.sort();
    assert!(!folders.is_empty(), "no problems under {}", problems.display());
    folders
}

#[test]
fn every_write_up_links_to_learn_md() {
    let problems = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../problems");
    for folder in problem_folders() {
        let readme = fs::read_to_string(problems.join(&folder).join("README.md")).unwrap();
        assert!(
            readme.contains("](../../LEARN.md"),
            "{folder}/README.md does not link to LEARN.md"
        );
    }
}

#[test]
fn learn_md_places_every_problem_on_the_path() {
    let learn = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../LEARN.md")).unwrap();
    for folder in problem_folders() {
        assert!(
            learn.contains(&format!("](problems/{folder}/README.md)")),
            "LEARN.md's path does not link problems/{folder}/README.md"
        );
    }
}

/// The spine every write-up follows, as its `## ` headings in this order
/// (`###` subsections may sit under any of them).
const SPINE: [&str; 10] = [
    "Rules",
    "Hints",
    "Claim",
    "Proof",
    "Algorithm and complexity",
    "Table evidence",
    "Edge cases and traps",
    "Judge notes",
    "References",
    "How it is tested",
];

/// The `## ` headings of a Markdown text, outside code fences.
fn level_two_headings(text: &str) -> Vec<&str> {
    let mut in_fence = false;
    let mut headings = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            in_fence = !in_fence;
        } else if !in_fence {
            if let Some(heading) = line.strip_prefix("## ") {
                headings.push(heading.trim());
            }
        }
    }
    headings
}

#[test]
fn every_write_up_follows_the_spine() {
    let problems = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../problems");
    for folder in problem_folders() {
        let readme = fs::read_to_string(problems.join(&folder).join("README.md")).unwrap();
        assert_eq!(
            level_two_headings(&readme),
            SPINE,
            "{folder}/README.md: its ## headings must be the spine, in this order"
        );
    }
}

#[test]
fn the_spine_check_sees_order_and_fences() {
    let good = SPINE.map(|h| format!("## {h}\ntext\n### sub\n")).concat();
    assert_eq!(level_two_headings(&good), SPINE);
    let fenced = format!("```text\n## Not a heading\n```\n{good}");
    assert_eq!(level_two_headings(&fenced), SPINE);
    let swapped = good
        .replacen("## Hints", "## Tmp", 1)
        .replacen("## Claim", "## Hints", 1);
    assert_ne!(level_two_headings(&swapped), SPINE);
}
