//! The rustc versions the pages state are the ones tested: each bundle
//! compiles with rustc 1.63 and is scanned for features newer than 1.56.

use crate::{flat, pages, read, writeup};
use sglab::msrv;

/// The write-ups and the README state what is tested about old compilers:
/// each bundle compiles with rustc 1.63, and is scanned for the listed
/// features newer than 1.56; no page claims a compile on a version that was
/// not run.
#[test]
fn pages_state_the_tested_rustc_versions() {
    assert_eq!(msrv::OLDEST, "1.56");
    let workspace = read("Cargo.toml");
    assert!(
        workspace.contains("rust-version = \"1.56\""),
        "the clippy msrv of sg and the problems"
    );
    let promise = "is scanned for the features newer than 1.56 on a list (`sglab::msrv`); no older rustc was run";
    let readme = flat(&read("README.md"));
    assert!(
        readme.contains("It compiles without warnings with rustc 1.63"),
        "README.md"
    );
    assert!(readme.contains(promise), "README.md");
    let cot3 = flat(&writeup("spoj-cot3-combat-on-a-tree"));
    assert!(
        cot3.contains(&format!("The bundle compiles with rustc 1.63 (run here) and {promise}")),
        "COT3"
    );
    assert!(!cot3.contains("needs rustc 1.58"));
    for (path, text) in pages() {
        assert!(!text.contains("needs 1.58"), "{path}");
        assert!(!text.contains("needs rustc 1.58"), "{path}");
    }
}
