//! README.md's sentences, each checked against what it describes: the two
//! problems whose judge differs from the game, what the quick start
//! measured, where the pack's binary is, and where the interactor's ILE
//! holds.

use crate::{flat, read};
use std::fs;
use std::path::Path;

/// Exactly two problems have a judge whose expected answer is not the real
/// game's (the `judge_differs` hook of the `Problem` trait): POJ 2315 and
/// POJ 3537. The README names those two and no other.
#[test]
fn only_poj2315_and_poj3537_have_a_judge_that_differs_from_the_game() {
    // A problem's `Problem` implementation lives in
    // shared/pack/src/problems/BIN.rs or problems/FOLDER/lab.rs.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut sources: Vec<(String, std::path::PathBuf)> = Vec::new();
    for entry in fs::read_dir(root.join("shared/pack/src/problems")).unwrap() {
        let path = entry.unwrap().path();
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.extension().is_some_and(|e| e == "rs") && stem != "mod" {
            sources.push((stem, path));
        }
    }
    for entry in fs::read_dir(root.join("problems")).unwrap() {
        let folder = entry.unwrap().path();
        let name = folder.file_name().unwrap().to_string_lossy().into_owned();
        let bin = name.split('-').next().unwrap().to_string();
        sources.push((bin, folder.join("lab.rs")));
    }
    let mut differing: Vec<String> = sources
        .into_iter()
        .filter(|(_, path)| fs::read_to_string(path).is_ok_and(|text| text.contains("fn judge_differs(")))
        .map(|(bin, _)| bin)
        .collect();
    differing.sort();
    differing.dedup();
    assert_eq!(differing, ["poj2315", "poj3537"]);
    let readme = flat(&read("README.md"));
    assert!(!readme.contains("terminal sheets"));
    assert!(readme.contains("(POJ 2315 with M >= 2, POJ 3537 with n = 2)"));
}

/// The oj lines say what `./a.out` is and where the pack's binary is; the
/// quick start states its time as measured; the interactor's ILE is stated
/// where it holds.
#[test]
fn the_readme_says_what_it_measured_and_where_the_binary_is() {
    let readme = flat(&read("README.md"));
    assert!(readme.contains("the pack's own solution is `target/release/<binary>`, `target/release/hdu5795` here"));
    assert!(!readme.contains("a few minutes on two cores"));
    assert!(readme.contains(
        "in a fresh clone on a quiet two-core machine on 2026-12-03, `cargo test --workspace --no-run` builds in 125 s, then the tests take 83 s, 56 s of them the problems' binary, within the pack's budget of 150 s"
    ));
    assert!(readme.contains("(through a named FIFO it cannot see the player, and says so after 10 s)"));
    // The interactor says so (its words, shared/pack/src/interactor.rs).
    let interactor = read("shared/pack/src/interactor.rs");
    assert!(interactor.contains("the player could not be watched"));
}
