//! The registry is the one list of problems, and everything that names the
//! problems agrees with it: every problem folder is registered, every
//! registered problem runs the shared suite, keeps its brute-force memo in
//! its own value (no `thread_local!`), and is in the README's generated
//! table and in LEARN.md.

use pack::{problems, table};
use sglab::meta;
use std::collections::BTreeSet;

fn read(path: &std::path::Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_problem_folder_is_registered_once() {
    let folders: BTreeSet<String> = meta::all().unwrap().into_iter().map(|m| m.bin).collect();
    let registered: Vec<String> = problems::all().iter().map(|p| p.name().to_string()).collect();
    let unique: BTreeSet<String> = registered.iter().cloned().collect();
    assert_eq!(
        unique.len(),
        registered.len(),
        "a problem is registered twice: {registered:?}"
    );
    assert_eq!(folders, unique, "problem folders and registry entries differ");
}

#[test]
fn every_registered_problem_runs_the_suite_and_owns_its_memo() {
    for problem in problems::all() {
        let m = problem.meta();
        let suite = read(&m.dir.join("tests/special.rs"));
        let call = "sglab::suite!(";
        assert!(
            suite.contains(call),
            "{}: tests/special.rs does not call {call}...)",
            m.folder
        );
        assert!(
            !m.game.is_empty() && !m.technique.is_empty(),
            "{}: no game or technique in its metadata",
            m.folder
        );
        let lab = read(&m.dir.join("lab.rs"));
        assert!(
            !lab.contains("thread_local!"),
            "{}: lab.rs keeps a thread_local! memo",
            m.folder
        );
    }
}

#[test]
fn the_readme_table_is_the_generated_one() {
    let readme = read(&meta::root().join("README.md"));
    let copy = table::in_readme(&readme).expect("README.md has the problem-table markers");
    assert!(
        copy == table::markdown(),
        "README.md's problem table is stale: run scripts/table.sh and paste its output between the markers"
    );
}

#[test]
fn learn_names_every_problem() {
    let learn = read(&meta::root().join("LEARN.md"));
    for problem in problems::all() {
        let link = format!("problems/{}/", problem.meta().folder);
        assert!(learn.contains(&link), "LEARN.md does not link {link}");
    }
}

/// The front page's count of problems is the registry's.
#[test]
fn the_front_page_counts_every_registered_problem() {
    let start = super::flat(&super::read("START.md"));
    let count = pack::problems::NAMES.len();
    assert!(
        start.contains(&format!("the {count} judge problems")),
        "START.md should say {count}"
    );
}
