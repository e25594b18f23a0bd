//! Whole expected outputs kept in files beside a test, as rustc's UI tests
//! keep theirs: a test compares the whole text a tool printed with its
//! file, and `SGLAB_BLESS=1` rewrites the files instead (the testdata's
//! `.out` files, the pages' figures and tables, the tools' expected
//! outputs), so a change of output is one command and a reviewed diff.
//! Tested by the tests that use it (`cargo test -p pack --test tools`).

use std::path::Path;

/// Whether this run rewrites expected outputs (`SGLAB_BLESS=1`) rather
/// than comparing with them.
pub fn blessing() -> bool {
    std::env::var("SGLAB_BLESS").is_ok_and(|v| v == "1")
}

/// `actual` is the whole of the file at `path` (with `SGLAB_BLESS=1` it
/// becomes it); `bless` is the command that rewrites it, named in the
/// failure with the first line that differs.
pub fn assert_expected(path: &Path, actual: &str, bless: &str) {
    if blessing() {
        std::fs::write(path, actual).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        return;
    }
    let expected = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e} (write it with {bless}, then read it)", path.display()));
    if expected == actual {
        return;
    }
    let (mut want, mut got) = (expected.lines(), actual.lines());
    let mut line = 1;
    let (first_want, first_got) = loop {
        match (want.next(), got.next()) {
            (Some(w), Some(g)) if w == g => line += 1,
            (w, g) => break (w, g),
        }
    };
    panic!(
        "{} differs from the output at line {line}: expected {first_want:?}, got {first_got:?} \
         (a deliberate change: {bless}, then review the diff)\nthe whole output:\n{actual}",
        path.display()
    );
}
