//! The six checks every registered problem runs (the `suite!` macro makes
//! each a test of the problem's own):
//!
//! - `stress`: seeded small cases, the solution binary against the brute
//!   force (the reference where the judge differs), and the reference
//!   against the brute force; a checker problem's answers go to its
//!   checker, an interactive problem's binary plays each case against the
//!   judge's side and must win;
//! - `goldens`: every `testdata/<folder>/*.out` equals the brute force's or
//!   reference's answer, and the binary prints it (`SGLAB_BLESS=1` writes
//!   the `.out` files instead);
//! - `contract`: writing and parsing agree, shrinking gives smaller cases,
//!   explanations name the winner the brute force found, every generator
//!   kind stays within the judge's limits;
//! - `bad_input`: the bad-input policy on seeded cases (see
//!   [`harness::bad_input_suite`]); not for an interactive problem, whose
//!   input is the pack's own judge side;
//! - `limits`: the binary accepts exactly the stated ranges of each named
//!   token, no less and no more, and its header says so (not for an
//!   interactive problem);
//! - `fixtures`: the judge tool on every program in `tests/fixtures/`:
//!   each says what it expects in its first lines (`Expectation`:
//!   `expect: AC`, `expect: WA, counterexample at most N bytes`, AC inside
//!   the statement and WA beyond, or `expect: TLE at the statement's time
//!   limit`).
//!
//! Budgets are counts from [`super::tier`]: the everyday tier runs fewer
//! seeded cases than the full tier, never a different kind of check.

use super::asserts::{check_binary, expected, meta_of};
use super::binaries::binary;
use super::fixture_judge::{Expectation, Fixtures};
use super::tier;
use crate::contract::shrink::Size;
use crate::contract::{erased::Erased, parse, write, Frame, Kind, Problem};
use crate::harness;
use crate::meta::{self, Golden, Meta, Range};
use crate::rng::Rng;
use std::collections::{BTreeMap, BTreeSet};

/// How many seeded cases `stress` runs: (everyday tier, full tier). A
/// problem of one case per input runs each case as its own process, so
/// it is held to 400; the everyday tier runs a fifth. The write-ups quote
/// these counts.
pub fn stress_cases<P: Problem>() -> (usize, usize) {
    let full = match P::FRAME {
        Frame::Single => P::STRESS_CASES.min(400),
        _ => P::STRESS_CASES,
    };
    (full / 5, full)
}

/// Thousands of seeded small cases: binary = brute force (or the judge's
/// answer where it differs), and reference = brute force.
pub fn stress<P: Problem>() {
    let mut p = P::default();
    let per_run = if P::FRAME == Frame::Single { 1 } else { 1000 };
    let (everyday, full) = stress_cases::<P>();
    let total = tier::budget(everyday, full);
    let mut rng = Rng::new(1);
    let mut batch = Vec::new();
    for done in 0..total {
        batch.push(P::random_small(&mut rng));
        if batch.len() < per_run && done + 1 < total {
            continue;
        }
        let answers = expected(&mut p, &batch);
        for (case, answer) in batch.iter().zip(&answers) {
            if p.judge_differs(case).is_none() {
                assert_eq!(
                    &p.reference(case),
                    answer,
                    "{}: reference against brute force on {case:?}",
                    P::NAME
                );
            }
        }
        check_binary::<P>(binary(P::NAME), &batch, &answers, "seeded cases");
        batch.clear();
    }
}

/// A sample, or where the judge publishes none (HDU 3595) a hand-made
/// input in its place (`handmade-*`, answered by the brute force).
fn sample_like(name: &str) -> bool {
    name.starts_with("sample") || name.starts_with("handmade")
}

/// Every golden pair: `.out` = the brute force's (or reference's) answer,
/// and the binary prints it. `SGLAB_BLESS=1` writes the `.out` files.
pub fn goldens<P: Problem>() {
    let meta = meta_of::<P>();
    let erased = Erased::<P>::new().unwrap();
    let bless = super::bless::blessing();
    let goldens = meta::goldens(&meta).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        goldens.iter().any(|g| sample_like(&g.name)),
        "{}: no sample-*.in (or handmade-*.in where the judge publishes no sample)",
        P::NAME
    );
    for golden in goldens {
        let cases = erased
            .parse(&golden.input)
            .unwrap_or_else(|e| panic!("{}.in is not a valid input: {e}", golden.name));
        let expected: String = erased.expected_cases(&cases).into_iter().map(|e| e.answer).collect();
        if bless {
            let path = meta.testdata.join(format!("{}.out", golden.name));
            std::fs::write(&path, &expected).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            continue;
        }
        assert!(
            golden.output == expected,
            "{}.out differs from the brute force / reference",
            golden.name
        );
        if P::KIND != Kind::Exact {
            let answers: Vec<String> = erased.expected_cases(&cases).into_iter().map(|e| e.answer).collect();
            super::asserts::assert_accepted::<P>(binary(P::NAME), &cases, &answers, &golden.name);
            continue;
        }
        let got = harness::run_ok(binary(P::NAME), &golden.input);
        assert!(
            got == expected,
            "{} prints something else on {}.in",
            P::NAME,
            golden.name
        );
    }
}

/// The contract the tools rely on: write/parse round trip, the judge
/// differs only where the answers differ (and says where the write-up
/// explains it), shrinking gives smaller cases, explanations name the
/// winner, generator kinds stay within the judge's limits.
pub fn contract<P: Problem>() {
    let meta = meta_of::<P>();
    let mut p = P::default();
    let mut rng = Rng::new(2);
    let cases: Vec<P::Case> = (0..tier::budget(100, 300)).map(|_| P::random_small(&mut rng)).collect();
    // As many cases as one input holds, and as its count token accepts
    // (cf1310f takes at most t = 100, the full tier draws 300).
    let most = match P::FRAME {
        Frame::Count(name) => meta
            .accepts
            .get(name)
            .map_or(usize::MAX, |r| usize::try_from(r.hi).unwrap_or(usize::MAX)),
        _ => usize::MAX,
    };
    let written = write::<P>(&cases[..cases.len().min(crate::contract::cases_per_input::<P>()).min(most)]);
    let again = parse::<P>(&written, &meta.accepts).unwrap_or_else(|e| panic!("{}: {e}", P::NAME));
    assert_eq!(
        write::<P>(&again),
        written,
        "{}: parse(write(cases)) is not cases",
        P::NAME
    );
    for case in &cases {
        if let Some(why) = p.judge_differs(case) {
            let real = p
                .brute(case)
                .unwrap_or_else(|| panic!("{}: {case:?} is too large to search", P::NAME));
            assert_ne!(
                p.reference(case),
                real,
                "{}: judge_differs on {case:?}, yet the answers agree",
                P::NAME
            );
            assert!(
                why.contains("README.md"),
                "{}: {why:?} names no write-up section",
                P::NAME
            );
        }
        let size = Size::of(&P::write_case(case));
        for smaller in P::shrink(case) {
            assert!(
                Size::of(&P::write_case(&smaller)).shrinks(&size),
                "{}: shrinking {case:?} gave {smaller:?}, which is not smaller",
                P::NAME
            );
        }
        if let Some(words) = P::WORDS {
            let answer = expected(&mut p, std::slice::from_ref(case)).remove(0);
            let phrase = words
                .phrase(&answer)
                .unwrap_or_else(|| panic!("{}: answer {answer:?} is neither of the WORDS", P::NAME));
            let text = p.explain(case);
            assert!(
                text.contains(phrase),
                "{}: explaining {case:?} does not say {phrase:?}:\n{text}",
                P::NAME
            );
        }
    }
    for kind in crate::contract::kinds::<P>() {
        let cases = crate::contract::generate::<P>(kind, 1, &meta.limits).unwrap();
        if let Err(e) = parse::<P>(&write::<P>(&cases), &meta.limits) {
            panic!("{}: generator kind {kind} leaves the judge's limits: {e}", P::NAME);
        }
    }
}

/// The bad-input policy on three seeded cases (one for a single-case format).
pub fn bad_input<P: Problem>() {
    if P::KIND == Kind::Interactive {
        // The input is the judge's side's own lines: the pack writes them,
        // so it never sends a malformed one.
        return;
    }
    let mut p = P::default();
    let mut rng = Rng::new(3);
    let count = if P::FRAME == Frame::Single { 1 } else { 3 };
    let cases: Vec<P::Case> = (0..count).map(|_| P::random_small(&mut rng)).collect();
    let answers = expected(&mut p, &cases);
    let texts: Vec<String> = cases.iter().map(P::write_case).collect();
    let pairs: Vec<(&str, &str)> = texts
        .iter()
        .map(String::as_str)
        .zip(answers.iter().map(String::as_str))
        .collect();
    let signed = meta_of::<P>().accepts.values().any(|range| range.neg > 0);
    harness::bad_input_suite(binary(P::NAME), P::FRAME, &pairs, signed);
}

/// The token named at byte `at` by one `error: NAME at byte AT: ...` line.
fn named_at(stderr: &str, at: usize) -> Option<String> {
    let line = stderr.trim_end().strip_prefix("error: ")?;
    let (name, rest) = line.split_once(" at byte ")?;
    let offset: usize = rest.split(':').next()?.parse().ok()?;
    (offset == at).then(|| name.to_string())
}

/// The input with the token at byte `at` (of length `len`) replaced.
fn replaced(input: &str, at: usize, len: usize, value: &str) -> String {
    format!("{}{value}{}", &input[..at], &input[at + len..])
}

/// The binary accepts exactly the stated range of every named token: in
/// every sample (and every golden input of at most 512 bytes), each token
/// replaced by a number past 64 bits names the token at its offset; its
/// stated range's ends (for a range written `1..=N` or `1..=N-1`, N's value
/// in that input, less the constant) are accepted and the values just
/// outside are refused with exactly that range, by the binary and by the
/// tools' parser alike. Every stated limit is met in those inputs, and the
/// solution's header has an `Accepts:` line naming each token.
pub fn limits<P: Problem>() {
    if P::KIND == Kind::Interactive {
        // The ranges bound the positions the judge's side starts games
        // from; `contract` holds every generator kind within them.
        return;
    }
    let meta = meta_of::<P>();
    let mut seen = BTreeSet::new();
    for golden in meta::goldens(&meta).unwrap().iter().filter(|g| sample_like(&g.name)) {
        input_limits::<P>(&meta, golden, &mut seen);
    }
    for name in meta.accepts.keys() {
        assert!(
            seen.contains(name),
            "{}: the stated range of {name:?} is never met in the samples",
            P::NAME
        );
    }
    accepts_header::<P>(&meta);
}

/// [`limits`] on every numeric token of one golden input, adding the names met to `seen`.
fn input_limits<P: Problem>(meta: &Meta, golden: &Golden, seen: &mut BTreeSet<String>) {
    let input = &golden.input;
    let mut at = 0;
    // The named tokens met so far: a range may end at one's value.
    let mut values: BTreeMap<String, u64> = BTreeMap::new();
    for token in input.split_whitespace() {
        at += input[at..].find(token).unwrap();
        // A word (a grid row) has no numeric range to check.
        if !token.bytes().all(|b| b.is_ascii_digit()) {
            at += token.len();
            continue;
        }
        let (name, range) = token_range::<P>(meta, golden, at, token, &values);
        values.insert(name.clone(), token.parse::<u64>().unwrap_or(0));
        seen.insert(name.clone());
        range_ends::<P>(meta, input, at, token.len(), &name, range);
        at += token.len();
    }
}

/// The binary on `input` with the token at byte `at` (of length `len`) replaced by `value`: that input and its stderr.
fn run_replaced<P: Problem>(input: &str, at: usize, len: usize, value: &str) -> (String, String) {
    let text = replaced(input, at, len, value);
    let ran = harness::run(binary(P::NAME), text.as_bytes(), std::time::Duration::from_secs(10));
    (text, ran.stderr)
}

/// The name the binary gives the token at byte `at` (when it is past 64 bits) and its stated range in this input.
fn token_range<P: Problem>(
    meta: &Meta,
    golden: &Golden,
    at: usize,
    token: &str,
    values: &BTreeMap<String, u64>,
) -> (String, Range) {
    let (_, stderr) = run_replaced::<P>(&golden.input, at, token.len(), "99999999999999999999");
    let name = named_at(&stderr, at).unwrap_or_else(|| {
        panic!(
            "{}: {}: a 20-digit token at byte {at} gives {stderr:?}, which does not name it there",
            P::NAME,
            golden.name
        )
    });
    let mut range: Range = *meta.accepts.get(&name).unwrap_or_else(|| {
        panic!(
            "{}: the binary names the token {name:?}, which has no stated range",
            P::NAME
        )
    });
    if let Some(text) = meta.bounded_by.get(&name) {
        let (bound, less) = meta::bound(text);
        range.hi = values[bound].saturating_sub(less);
    }
    (name, range)
}

/// The range's ends are accepted and the values just outside refused with exactly that range, by the binary and the tools' parser.
fn range_ends<P: Problem>(meta: &Meta, input: &str, at: usize, len: usize, name: &str, range: Range) {
    let outside = |v: u64| format!("error: {name} at byte {at}: {v} is outside the supported range {range}\n");
    for inside in [range.lo, range.hi] {
        let (text, stderr) = run_replaced::<P>(input, at, len, &inside.to_string());
        assert!(
            named_at(&stderr, at).is_none(),
            "{}: {name} = {inside} is refused: {stderr:?}",
            P::NAME
        );
        if let Err(e) = parse::<P>(&text, &meta.accepts) {
            assert!(
                !e.starts_with(&format!("{name} at byte {at}:")),
                "{}: the tools refuse {name} = {inside}: {e}",
                P::NAME
            );
        }
    }
    let beyond = [range.lo.checked_sub(1), range.hi.checked_add(1)];
    for v in beyond.into_iter().flatten() {
        let (text, stderr) = run_replaced::<P>(input, at, len, &v.to_string());
        assert_eq!(stderr, outside(v), "{}: {name} = {v}", P::NAME);
        let e = parse::<P>(&text, &meta.accepts).unwrap_err();
        assert_eq!(
            format!("error: {e}\n"),
            outside(v),
            "{}: the tools' parser on {name} = {v}",
            P::NAME
        );
    }
}

/// The solution's header has an `// Accepts:` line naming every token with a stated range.
fn accepts_header<P: Problem>(meta: &Meta) {
    let main = std::fs::read_to_string(meta.dir.join("src/main.rs")).unwrap();
    let accepts = main
        .lines()
        .skip_while(|l| !l.starts_with("// Accepts:"))
        .take_while(|l| l.starts_with("//"))
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        !accepts.is_empty(),
        "{}: src/main.rs has no `// Accepts:` header line",
        P::NAME
    );
    for name in meta.accepts.keys() {
        assert!(
            accepts.contains(name.as_str()),
            "{}: the Accepts: header does not name {name}",
            P::NAME
        );
    }
}

/// The judge tool on every fixture: a wrong one gets WA with a counterexample
/// of at most the stated size whose explanation names the right winner; a
/// correct one passes all three phases.
pub fn fixtures<P: Problem>() {
    let fixtures = Fixtures::<P>::new();
    let dir = meta_of::<P>().dir.join("tests/fixtures");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let (mut wrong, mut correct) = (0, 0);
    for name in &names {
        match Expectation::of(&dir.join(name)) {
            Some(Expectation::WrongWithin(_)) => {
                fixtures.wrong(name);
                wrong += 1;
            }
            Some(Expectation::Accepted) => {
                fixtures.correct(name);
                correct += 1;
            }
            Some(Expectation::InsideOnly(_)) => {
                fixtures.inside_only(name);
            }
            Some(Expectation::TooSlow) => {
                fixtures.too_slow(name);
            }
            Some(Expectation::Idle) => {
                fixtures.idle(name);
            }
            None => panic!(
                "{}: fixture {name} says none of `expect: AC`, `expect: WA, counterexample at most N bytes`, `expect: AC inside the statement, WA beyond, counterexample at most N bytes`, `expect: TLE at the statement's time limit`, `expect: ILE`",
                P::NAME
            ),
        }
    }
    assert!(
        wrong >= 2 && correct >= 1,
        "{}: {wrong} wrong and {correct} correct fixtures; at least 2 and 1",
        P::NAME
    );
}
