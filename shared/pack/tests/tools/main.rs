//! The tools' tests, in one test binary: the judge tool on the pack's
//! problems and on hostile programs, the explorer and the published results
//! it reproduces, games played with programs and with a person, and the
//! front doors (scripts/*.sh) behaving alike.

mod bench;
mod census_driver;
mod checker;
mod closed_stderr;
mod explore;
mod hostile;
mod judge;
mod known_results;
mod oj;
mod opponents;
mod play;
mod play_all;
mod rules;
mod rules_forms;
mod rules_from;
mod rules_play;
mod scope;
mod scripts;
mod shrinking;
// The games that sglab::play::listed plays (issue 43 item 6).
mod play_listed;

/// `actual` is the whole of `tests/tools/expected/NAME` (rewritten by
/// `SGLAB_BLESS=1 cargo test -p pack --test tools`).
fn assert_expected(name: &str, actual: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/tools/expected")
        .join(name);
    sglab::suite::assert_expected(&path, actual, "SGLAB_BLESS=1 cargo test -p pack --test tools");
}

/// What `explore ARGS` prints, with the pack's games, or its one-line error.
fn explore(args: &[&str]) -> Result<String, String> {
    explorer::run(
        &args.iter().map(|a| a.to_string()).collect::<Vec<_>>(),
        pack::catalogue::GAMES,
    )
}
