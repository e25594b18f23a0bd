//! Every problem's tests in one test binary: for each registered problem a
//! module holding its `tests/special.rs` (the shared suite's six checks and
//! its own tests) and, where its solution has unit tests, its `src/main.rs`.
//! `build.rs` writes the modules from the registry. Run one problem's with
//! `cargo test -p pack --test problems hdu5795::`.

include!(concat!(env!("OUT_DIR"), "/problem_tests.rs"));

/// A file of the repository, by its path from the root (for a problem's
/// tests that read another page, a golden file or a source).
fn read(path: &str) -> String {
    std::fs::read_to_string(sglab::meta::root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The text with line breaks and runs of spaces made single spaces, so a
/// phrase of a write-up wrapped across lines is still found.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
