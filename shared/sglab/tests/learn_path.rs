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
