//! Each [`Problem`] behind one object-safe interface on input text, so the
//! tools can hold all problems in one list (`pack::problems::all`) and
//! find one by its binary name. The problem's metadata is read once, here.

use super::cases::{cases_per_input, generate, kinds, parse, write};
use super::problem::{Played, Problem};
use super::shrink;
use crate::format;
use crate::meta::{self, Meta};
use crate::rng::Rng;
use crate::talk::Talk;
use std::cell::RefCell;

/// Who gave an expected answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// The brute force: exhaustive search of the game's rules.
    Brute,
    /// The proven reference, for a case too large for the brute force.
    Reference,
    /// The proven reference, because the judge's expected answer is not
    /// the real game's here: what differs and where the write-up says so.
    JudgeDiffers(String),
}

impl Source {
    /// Says who answered, for the report.
    pub fn describe(&self) -> String {
        match self {
            Source::Brute => "the brute force (exhaustive search of the game)".to_string(),
            Source::Reference => "the proven reference (the case is too large for the brute force)".to_string(),
            Source::JudgeDiffers(note) => format!("the judge's answer, which is not the real game's here: {note}"),
        }
    }
}

/// The expected answer of one case and who gave it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expected {
    pub answer: String,
    pub source: Source,
}

/// A problem as the tools see it: everything on input text.
pub trait AnyProblem {
    /// The binary name.
    fn name(&self) -> &'static str;
    /// What its Cargo.toml states.
    fn meta(&self) -> &Meta;
    /// The expected answer of every case of `input`.
    fn expected(&self, input: &str) -> Result<Vec<Expected>, String>;
    /// The brute force's answers for the whole `input`; `Err` names the
    /// first case too large for it.
    fn brute(&self, input: &str) -> Result<String, String>;
    /// At most this many cases fit in one input.
    fn cases_per_input(&self) -> usize;
    /// Each case of `input` as an input of its own.
    fn split(&self, input: &str) -> Result<Vec<String>, String>;
    /// An input of `cases` small random cases drawn from `rng` (fewer when
    /// the format holds fewer).
    fn random_input(&self, rng: &mut Rng, cases: usize) -> String;
    /// The input of generator kind `kind` with `seed`.
    fn generate(&self, kind: &str, seed: u64) -> Result<String, String>;
    /// The generator kinds, `random` first.
    fn kinds(&self) -> Vec<&'static str>;
    /// A smallest input found from the failing `input` for which `fails`
    /// still holds; `hint` is the index of a case likely to fail alone.
    fn shrink(&self, input: &str, hint: usize, fails: &mut dyn FnMut(&str) -> bool) -> Result<String, String>;
    /// Every case of `input` explained in the game's terms.
    fn explain(&self, input: &str) -> Result<String, String>;
}

/// The [`AnyProblem`] of the problem `P`, with its metadata and one
/// problem value (so the brute force's memo serves every call).
pub struct Erased<P> {
    meta: Meta,
    problem: RefCell<P>,
}

impl<P: Problem> Erased<P> {
    pub fn new() -> Result<Erased<P>, String> {
        Ok(Erased::with_meta(meta::find(P::NAME)?))
    }

    /// `P` with its metadata already read (the registry reads all at once).
    pub fn with_meta(meta: Meta) -> Erased<P> {
        Erased {
            meta,
            problem: RefCell::new(P::default()),
        }
    }

    /// Reads `input` with the ranges the binary accepts.
    pub fn parse(&self, input: &str) -> Result<Vec<P::Case>, String> {
        parse::<P>(input, &self.meta.accepts)
    }

    /// [`Problem::check`] on the problem value.
    pub fn check(&self, cases: &[P::Case], output: &str) -> Result<(), (usize, String)> {
        self.problem.borrow_mut().check(cases, output)
    }

    /// [`Problem::interact`] on the problem value.
    pub fn interact(&self, cases: &[P::Case], talk: &mut Talk, rng: &mut Rng) -> Played {
        self.problem.borrow_mut().interact(cases, talk, rng)
    }

    /// The expected answer of each case ([`expected`]).
    pub fn expected_cases(&self, cases: &[P::Case]) -> Vec<Expected> {
        let mut p = self.problem.borrow_mut();
        cases.iter().map(|case| expected(&mut *p, case)).collect()
    }
}

/// The expected answer of `case`: the brute force where it answers, else
/// the reference; the reference where the judge differs.
pub fn expected<P: Problem>(p: &mut P, case: &P::Case) -> Expected {
    let (answer, source) = match p.judge_differs(case) {
        Some(note) => (p.reference(case), Source::JudgeDiffers(note)),
        None => match p.brute(case) {
            Some(answer) => (answer, Source::Brute),
            None => (p.reference(case), Source::Reference),
        },
    };
    Expected { answer, source }
}

impl<P: Problem> Erased<P> {
    /// Every case explained in the game's terms, numbered when there are
    /// several, with a note where the judge expects otherwise.
    pub fn explain_cases(&self, cases: &[P::Case]) -> String {
        let mut p = self.problem.borrow_mut();
        let mut text = String::new();
        for (i, case) in cases.iter().enumerate() {
            if cases.len() > 1 {
                text.push_str(&format!("case {}:\n", i + 1));
            }
            text.push_str(&p.explain(case));
            if let Some(note) = p.judge_differs(case) {
                text.push_str(&format!("The judge expects otherwise here: {note}\n"));
            }
        }
        text
    }
}

impl<P: Problem> AnyProblem for Erased<P> {
    fn name(&self) -> &'static str {
        P::NAME
    }

    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn expected(&self, input: &str) -> Result<Vec<Expected>, String> {
        Ok(self.expected_cases(&self.parse(input)?))
    }

    fn brute(&self, input: &str) -> Result<String, String> {
        let cases = self.parse(input)?;
        let mut p = self.problem.borrow_mut();
        let mut answers = String::new();
        for (i, case) in cases.iter().enumerate() {
            let answer = p.brute(case).ok_or_else(|| {
                // Named by its size, never printed whole (a largest case is
                // 10 MB on one line).
                let shown = format::debug_head(case, format::QUOTED).unwrap_or_else(|head| {
                    let bytes = write::<P>(std::slice::from_ref(case)).len();
                    format!("{head} ({} of input)", format::size(bytes))
                });
                format!("case {} is too large for the exhaustive search: {shown}", i + 1)
            })?;
            answers.push_str(&answer);
        }
        Ok(answers)
    }

    fn cases_per_input(&self) -> usize {
        cases_per_input::<P>()
    }

    fn split(&self, input: &str) -> Result<Vec<String>, String> {
        Ok(self
            .parse(input)?
            .iter()
            .map(|case| write::<P>(std::slice::from_ref(case)))
            .collect())
    }

    fn random_input(&self, rng: &mut Rng, cases: usize) -> String {
        let count = cases.min(cases_per_input::<P>());
        let cases: Vec<P::Case> = (0..count).map(|_| P::random_small(rng)).collect();
        write::<P>(&cases)
    }

    fn generate(&self, kind: &str, seed: u64) -> Result<String, String> {
        Ok(write::<P>(&generate::<P>(kind, seed, &self.meta.limits)?))
    }

    fn kinds(&self) -> Vec<&'static str> {
        kinds::<P>()
    }

    fn shrink(&self, input: &str, hint: usize, fails: &mut dyn FnMut(&str) -> bool) -> Result<String, String> {
        let cases = self.parse(input)?;
        let mut spent = shrink::Spent::default();
        let smallest = shrink::shrink::<P>(cases, hint, &shrink::Budget::JUDGE, &mut spent, |_, text| fails(text));
        Ok(write::<P>(&smallest))
    }

    fn explain(&self, input: &str) -> Result<String, String> {
        Ok(self.explain_cases(&self.parse(input)?))
    }
}
