//! The judge tool on Codeforces 786A: two classic wrong solutions get WA
//! with a small explained counterexample, an independent correct one passes.

use sglab::games::berzerk::Berzerk;
use sglab::judge::testing::Fixtures;
use sglab::problems::cf786a::Cf786a;

fn fixtures() -> Fixtures<Cf786a> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_cf786a"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The explanation must state both right lines, each with its first mover.
fn winner(expected: &str) -> String {
    let lines: Vec<&str> = expected.lines().collect();
    format!("Rick first: {}\nMorty first: {}\n", lines[0], lines[1])
}

/// One game of at most `objects` objects.
fn small(objects: usize) -> impl Fn(&[Berzerk]) -> bool {
    move |games| games.len() == 1 && games[0].n <= objects
}

#[test]
fn dfs_memo_is_caught() {
    let report = fixtures().wrong("dfs_memo.py", small(6), winner);
    // The counterexample the write-up shows.
    assert!(report.contains("  3\n  2 1 2\n  1 1\n"), "{report}");
    assert!(report.contains("expected \"Lose Win\", got \"Loop Win\""), "{report}");
}

#[test]
fn overwrite_decided_is_caught() {
    let report = fixtures().wrong("overwrite_decided.py", small(6), winner);
    assert!(report.contains("  4\n  2 3 2\n  2 2 3\n"), "{report}");
    assert!(
        report.contains("expected \"Win Win Lose\", got \"Win Lose Win\""),
        "{report}"
    );
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
