//! Each [`Problem`] behind one object-safe interface on input text, so the
//! judge tool can hold all problems in one list (`problems::all`) and find
//! one by its binary name.

use super::shrink;
use crate::problems::Problem;
use crate::rng::Rng;
use std::marker::PhantomData;

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

/// A problem as the judge tool sees it: everything on input text.
pub trait AnyProblem {
    /// The binary name, e.g. `hdu5795`.
    fn name(&self) -> &'static str;
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
    /// the format holds fewer: see `Problem::CASES_PER_INPUT`).
    fn random_input(&self, rng: &mut Rng, cases: usize) -> String;
    /// A smallest input found from the failing `input` for which `fails`
    /// still holds (see [`shrink::shrink`]); `hint` is the index of a case
    /// likely to fail on its own.
    fn shrink(&self, input: &str, hint: usize, fails: &mut dyn FnMut(&str) -> bool) -> Result<String, String>;
    /// Every case of `input` explained in the game's terms.
    fn explain(&self, input: &str) -> Result<String, String>;
}

/// The [`AnyProblem`] of the problem `P`.
pub struct Erased<P>(PhantomData<fn() -> P>);

/// `P` as an [`AnyProblem`], for the list in `problems::all`.
pub fn erase<P: Problem + 'static>() -> Box<dyn AnyProblem> {
    Box::new(Erased::<P>(PhantomData))
}

/// The whole expected output of a valid `input` of `P`, as the judge tool
/// computes it: the brute force where it answers, else the reference, and
/// the judge's answer where the judge differs from the game. The stress
/// tests check their golden files against it.
pub fn expected_output<P: Problem + 'static>(input: &str) -> String {
    let expected = erase::<P>()
        .expected(input)
        .unwrap_or_else(|e| panic!("{}: not a valid input: {e}", P::NAME));
    expected.into_iter().map(|e| e.answer).collect()
}

/// The brute force's whole output for `cases`, every case searched;
/// panics on a case too large for it (a stress test's own cases are small).
pub fn brute_output<P: Problem>(cases: &[P::Case]) -> String {
    P::brute(cases)
        .into_iter()
        .zip(cases)
        .map(|(answer, case)| answer.unwrap_or_else(|| panic!("{}: {case:?} is too large to search", P::NAME)))
        .collect()
}

impl<P: Problem> AnyProblem for Erased<P> {
    fn name(&self) -> &'static str {
        P::NAME
    }

    fn expected(&self, input: &str) -> Result<Vec<Expected>, String> {
        let cases = P::parse(input)?;
        let brute = P::brute(&cases);
        Ok(cases
            .iter()
            .zip(brute)
            .map(|(case, brute)| match (P::judge_differs(case), brute) {
                (Some(note), _) => Expected {
                    answer: P::reference(case),
                    source: Source::JudgeDiffers(note),
                },
                (None, Some(answer)) => Expected {
                    answer,
                    source: Source::Brute,
                },
                (None, None) => Expected {
                    answer: P::reference(case),
                    source: Source::Reference,
                },
            })
            .collect())
    }

    fn brute(&self, input: &str) -> Result<String, String> {
        let cases = P::parse(input)?;
        let mut answers = String::new();
        for (i, answer) in P::brute(&cases).into_iter().enumerate() {
            match answer {
                Some(answer) => answers.push_str(&answer),
                None => {
                    return Err(format!(
                        "case {} is too large for the exhaustive search: {:?}",
                        i + 1,
                        cases[i]
                    ))
                }
            }
        }
        Ok(answers)
    }

    fn cases_per_input(&self) -> usize {
        P::CASES_PER_INPUT
    }

    fn split(&self, input: &str) -> Result<Vec<String>, String> {
        Ok(P::parse(input)?
            .iter()
            .map(|case| P::write(std::slice::from_ref(case)))
            .collect())
    }

    fn random_input(&self, rng: &mut Rng, cases: usize) -> String {
        let count = cases.min(P::CASES_PER_INPUT);
        let cases: Vec<P::Case> = (0..count).map(|_| P::random_small(rng)).collect();
        P::write(&cases)
    }

    fn shrink(&self, input: &str, hint: usize, fails: &mut dyn FnMut(&str) -> bool) -> Result<String, String> {
        let cases = P::parse(input)?;
        let smallest = shrink::shrink::<P>(cases, hint, |cases| fails(&P::write(cases)));
        Ok(P::write(&smallest))
    }

    fn explain(&self, input: &str) -> Result<String, String> {
        let cases = P::parse(input)?;
        let mut text = String::new();
        for (i, case) in cases.iter().enumerate() {
            if cases.len() > 1 {
                text.push_str(&format!("case {}:\n", i + 1));
            }
            text.push_str(&P::explain(case));
            if let Some(note) = P::judge_differs(case) {
                text.push_str(&format!("The judge expects otherwise here: {note}\n"));
            }
        }
        Ok(text)
    }
}
