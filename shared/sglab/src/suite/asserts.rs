//! What a problem's own tests (its `tests/special.rs`) assert with, and
//! what the suite's checks share: the binary against the brute force or a
//! test's own answers, golden pairs, the write-up's quoted figures.

use crate::contract::{erased, parse, write, Expected, Kind, Problem, Source};
use crate::harness;
use crate::judge::kinds::judge_as;
use crate::judge::Verdict;
use crate::meta::{self, Meta};
use std::time::Duration;

/// What `P`'s Cargo.toml states.
pub fn meta_of<P: Problem>() -> Meta {
    meta::find(P::NAME).unwrap_or_else(|e| panic!("{e}"))
}

/// `input` read as the tools read `P`'s input: within the ranges its
/// metadata says the binary accepts.
pub fn parsed<P: Problem>(input: &str) -> Result<Vec<P::Case>, String> {
    parse::<P>(input, &meta_of::<P>().accepts)
}

/// The golden pair `testdata/<folder>/<name>.in` and `.out`: the cases read
/// and the expected output.
pub fn golden<P: Problem>(name: &str) -> (Vec<P::Case>, String) {
    let testdata = meta_of::<P>().testdata;
    let read = |ext: &str| {
        let path = testdata.join(format!("{name}.{ext}"));
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    let cases = parsed::<P>(&read("in")).unwrap_or_else(|e| panic!("{name}.in: {e}"));
    (cases, read("out"))
}

/// The expected answer of each case (`contract::erased::expected`); the
/// brute force must answer wherever the judge agrees (the cases are small).
pub(super) fn expected<P: Problem>(p: &mut P, cases: &[P::Case]) -> Vec<String> {
    let answer = |case| {
        let Expected { answer, source } = erased::expected(&mut *p, case);
        assert!(
            !matches!(source, Source::Reference),
            "{}: {case:?} is too large to search",
            P::NAME
        );
        answer
    };
    cases.iter().map(answer).collect()
}

/// The brute force's answers to `cases`, which must be small enough to
/// search: for a problem's own tests (tests/special.rs).
pub fn brute_answers<P: Problem>(p: &mut P, cases: &[P::Case]) -> String {
    cases
        .iter()
        .map(|case| {
            p.brute(case)
                .unwrap_or_else(|| panic!("{}: {case:?} is too large to search", P::NAME))
        })
        .collect()
}

/// The binary prints the brute force's answers to `cases` (on a
/// difference, names the first case that differs on its own).
pub fn assert_binary_is_brute<P: Problem>(bin: &str, p: &mut P, cases: &[P::Case]) {
    let answers: Vec<String> = cases
        .iter()
        .map(|case| brute_answers(p, std::slice::from_ref(case)))
        .collect();
    check_binary::<P>(bin, cases, &answers, "against the brute force");
}

/// The binary prints `answer(case)` for each of `cases` (on a difference,
/// names the first case that differs on its own): for cases past the brute
/// force, against a table or rule a test computes on its own.
pub fn assert_binary_answers<P: Problem>(bin: &str, cases: &[P::Case], answer: impl FnMut(&P::Case) -> String) {
    let answers: Vec<String> = cases.iter().map(answer).collect();
    check_binary::<P>(bin, cases, &answers, "against the test's answers");
}

/// Explains `count` seeded small cases of `P` (an explanation panics where
/// the search refutes the move it names); each explanation says one of
/// `either` (the phrases of a lost position and of a confirmed move).
pub fn assert_explanations_say<P: Problem>(p: &mut P, seed: u64, count: usize, either: &[&str]) {
    let mut rng = crate::rng::Rng::new(seed);
    for _ in 0..count {
        let case = P::random_small(&mut rng);
        let text = p.explain(&case);
        assert!(either.iter().any(|e| text.contains(e)), "{case:?}: {text}");
    }
}

/// `P`'s write-up: README.md in its package folder.
pub fn write_up<P: Problem>() -> String {
    let path = meta_of::<P>().dir.join("README.md");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `P`'s write-up quotes `part` (a table or line a test computes) verbatim.
pub fn assert_write_up_has<P: Problem>(part: &str) {
    assert!(write_up::<P>().contains(part), "{}'s README.md lacks:\n{part}", P::NAME);
}

/// Whether the first player wins `case` by the brute force, for a
/// who-wins problem (one with [`Problem::WORDS`]).
pub fn brute_wins<P: Problem>(p: &mut P, case: &P::Case) -> bool {
    let words = P::WORDS.unwrap_or_else(|| panic!("{}: not a who-wins problem", P::NAME));
    let answer = brute_answers(p, std::slice::from_ref(case));
    words
        .first_wins(&answer)
        .unwrap_or_else(|| panic!("{}: {answer:?} names no winner", P::NAME))
}

/// Runs the binary on `cases` and compares with `answers`; on a difference
/// names the first case that differs on its own.
pub(super) fn check_binary<P: Problem>(bin: &str, cases: &[P::Case], answers: &[String], what: &str) {
    if P::KIND != Kind::Exact {
        return assert_accepted::<P>(bin, cases, answers, what);
    }
    if harness::run_ok(bin, &write::<P>(cases)) == answers.concat() {
        return;
    }
    for (case, answer) in cases.iter().zip(answers) {
        let got = harness::run_ok(bin, &write::<P>(std::slice::from_ref(case)));
        assert_eq!(&got, answer, "{}: {what}: the binary is wrong on {case:?}", P::NAME);
    }
    panic!(
        "{}: {what}: the binary's output differs on the whole input only",
        P::NAME
    );
}

/// A checker or interactive problem's binary on `cases`, one input each:
/// the checker accepts its answer, or it wins the game against the judge's
/// side (seed 1), each within a minute (answers, not speed). `answers` are
/// one correct answer each, which set the output limit.
pub fn assert_accepted<P: Problem>(bin: &str, cases: &[P::Case], answers: &[String], what: &str) {
    let problem = erased::Erased::<P>::new().unwrap_or_else(|e| panic!("{e}"));
    let cmd = [bin.to_string()];
    for (case, answer) in cases.iter().zip(answers) {
        let input = write::<P>(std::slice::from_ref(case));
        let judged = judge_as(&problem, &cmd, &input, answer, Duration::from_secs(60), 4096, 1)
            .unwrap_or_else(|e| panic!("{}: {e}", P::NAME));
        assert!(
            judged.verdict == Verdict::Ac,
            "{}: {what}: {} on {case:?}\n{}",
            P::NAME,
            judged.verdict,
            judged.stdout
        );
    }
}
