//! The core below the tools: what the pack knows about each judge problem
//! ([`Problem`]), and the generic pieces built on it. The judge tool, the
//! brute and gen tools, the benchmark and every problem's test suite use
//! this module; it imports none of them.
//!
//! - [`Problem`]: one judge problem: its input format (one case at a time,
//!   framed by [`Frame`]), the real game by exhaustive search (`brute`), the
//!   proven `reference`, small seeded cases, the largest inputs, shrinking
//!   and explanations. The brute-force memo belongs to the problem value.
//! - [`reader`]: the token reader whose ranges come from the problem's
//!   metadata ([`crate::meta`]), so a limit is written once.
//! - [`erased`]: each problem behind one object-safe interface on input
//!   text, for the registry ([`crate::problems::all`]).
//! - [`shrink`]: smaller cases; [`explain`]: who wins in words, sums of
//!   heaps, a winning move confirmed by search; [`heap_sum`]: a sum of
//!   heaps searched, decided and explained; [`words`]: answer lines.

pub mod erased;
pub mod explain;
pub mod heap_sum;
pub mod reader;
pub mod shrink;
pub mod words;

pub use erased::{AnyProblem, Expected, Source};
pub use heap_sum::HeapSum;
pub use reader::Reader;
pub use words::Words;

use crate::meta::Ranges;
use crate::rng::Rng;
use std::fmt::Debug;

/// How cases are put together into one input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Frame {
    /// A first line with the number of cases: the token named here.
    Count(&'static str),
    /// Cases until the end of the input.
    UntilEof,
    /// Cases until a line holding exactly these tokens.
    Terminator(&'static str),
    /// One case per input.
    Single,
}

/// One judge problem. A *case* is one test case of the judge's input; an
/// *answer* is the exact text the judge expects for it (with its final
/// newline; several lines where the format prints several).
pub trait Problem: Default + 'static {
    /// One test case as the game sees it (heaps, a board, a set and queries).
    type Case: Clone + Debug;

    /// The binary's name, e.g. `hdu5795`.
    const NAME: &'static str;

    /// How cases are framed in one input.
    const FRAME: Frame;

    /// The two answer lines of a who-wins problem: the suite checks that
    /// each explanation names the winner the brute force found.
    const WORDS: Option<Words> = None;

    /// Generator kinds besides `random` (the largest inputs, traps...).
    const KINDS: &'static [&'static str] = &[];

    /// Seeded cases in the stress test.
    const STRESS_CASES: usize = 5000;

    /// Reads one case (after the frame's count, before its terminator),
    /// each named token checked against the stated ranges.
    fn read_case(r: &mut Reader) -> Result<Self::Case, String>;

    /// One case as the judge's input writes it.
    fn write_case(case: &Self::Case) -> String;

    /// A check across all cases of one input (a bound on a sum of sizes).
    fn check_input(_cases: &[Self::Case]) -> Result<(), String> {
        Ok(())
    }

    /// A small case drawn from `rng`: small enough that `brute` answers it.
    fn random_small(rng: &mut Rng) -> Self::Case;

    /// The cases of generator kind `kind` (one of [`Problem::KINDS`]);
    /// `limits` are the judge's constraints, which the largest kinds reach.
    fn generate(kind: &str, _rng: &mut Rng, _limits: &Ranges) -> Vec<Self::Case> {
        unreachable!("{}: no generator kind {kind:?}", Self::NAME)
    }

    /// The real game's answer by exhaustive search of the rules as the
    /// statement gives them (no SG theory): `None` where the case is too
    /// large to search. The memo lives in `self`, shared across calls.
    fn brute(&mut self, case: &Self::Case) -> Option<String>;

    /// The answer the judge expects, from the proven theory, for any case
    /// the constraints allow. Equal to `brute` except where
    /// [`Problem::judge_differs`] says otherwise.
    fn reference(&mut self, case: &Self::Case) -> String;

    /// Cases one step smaller than `case`, simplest first; empty when none.
    fn shrink(case: &Self::Case) -> Vec<Self::Case>;

    /// A few lines on `case` in the game's terms: each component's value and
    /// their sum (or the quantity the write-up uses), who wins, and for a
    /// winning position one winning move that the brute force confirms.
    fn explain(&mut self, case: &Self::Case) -> String;

    /// Where the judge's expected answer differs from the real game's: what
    /// differs and which write-up section says why. There the expected
    /// answer is `reference`, not `brute`.
    fn judge_differs(&self, _case: &Self::Case) -> Option<String> {
        None
    }
}

/// Something done with a problem's type, chosen by name at run time:
/// [`crate::problems::visit`] calls `visit::<P>()` for the named problem.
pub trait Visitor {
    type Output;
    fn visit<P: Problem>(self) -> Self::Output;
}

/// At most this many cases fit in one input of `P`.
pub fn cases_per_input<P: Problem>() -> usize {
    if P::FRAME == Frame::Single {
        1
    } else {
        usize::MAX
    }
}

/// Reads a whole input of `P`: the frame, each case, nothing after the
/// last one. `accepts` are the ranges the binary accepts.
pub fn parse<P: Problem>(input: &str, accepts: &Ranges) -> Result<Vec<P::Case>, String> {
    let mut r = Reader::new(input, accepts);
    let mut cases = Vec::new();
    match P::FRAME {
        Frame::Count(name) => {
            let count = r.u64(name)?;
            for _ in 0..count {
                cases.push(P::read_case(&mut r)?);
            }
        }
        Frame::UntilEof => {
            while !r.at_end() {
                cases.push(P::read_case(&mut r)?);
            }
        }
        Frame::Terminator(end) => {
            let marker: Vec<&str> = end.split_whitespace().collect();
            while !r.next_are(&marker) {
                if r.at_end() {
                    let at = r.offset();
                    return Err(format!(
                        "end marker at byte {at}: the input ends before the line {end:?}"
                    ));
                }
                cases.push(P::read_case(&mut r)?);
            }
            for _ in &marker {
                r.token();
            }
        }
        Frame::Single => cases.push(P::read_case(&mut r)?),
    }
    if !r.at_end() {
        let at = r.offset();
        return Err(format!("input at byte {at}: text after the last case"));
    }
    if cases.is_empty() {
        return Err("input: no case".to_string());
    }
    P::check_input(&cases)?;
    Ok(cases)
}

/// For [`Problem::check_input`], the judge's bound on a sum over one input:
/// `Err` at the first case whose `size` takes the sum past `most`. `what`
/// names the size and `case` what the judge calls a case.
pub fn sum_within<C>(
    cases: &[C],
    size: impl Fn(&C) -> usize,
    most: usize,
    what: &str,
    case: &str,
) -> Result<(), String> {
    let mut sum = 0;
    match cases.iter().position(|c| {
        sum += size(c);
        sum > most
    }) {
        Some(i) => Err(format!(
            "{case} {}: the sum of {what} over all {case}s exceeds {most}",
            i + 1
        )),
        None => Ok(()),
    }
}

/// `cases` as one input of `P`, framed.
pub fn write<P: Problem>(cases: &[P::Case]) -> String {
    let mut text = match P::FRAME {
        Frame::Count(_) => format!("{}\n", cases.len()),
        _ => String::new(),
    };
    for case in cases {
        text.push_str(&P::write_case(case));
    }
    if let Frame::Terminator(end) = P::FRAME {
        text.push_str(end);
        text.push('\n');
    }
    text
}

/// `case` alone as one input of `P`.
pub fn write_one<P: Problem>(case: &P::Case) -> String {
    write::<P>(std::slice::from_ref(case))
}

/// The cases of generator kind `kind` with `seed`: `random` is
/// [`Problem::random_small`] (200 cases, fewer where the judge's count
/// limit or a single-case format says so); the others are the problem's own.
pub fn generate<P: Problem>(kind: &str, seed: u64, limits: &Ranges) -> Result<Vec<P::Case>, String> {
    let mut rng = Rng::new(seed);
    if kind == "random" {
        let most = match P::FRAME {
            Frame::Count(name) => limits.get(name).map_or(200, |r| r.hi.min(200) as usize),
            Frame::Single => 1,
            _ => 200,
        };
        return Ok((0..most).map(|_| P::random_small(&mut rng)).collect());
    }
    if !P::KINDS.contains(&kind) {
        return Err(format!(
            "{}: unknown generator kind {kind:?}; kinds: random {}",
            P::NAME,
            P::KINDS.join(" ")
        ));
    }
    Ok(P::generate(kind, &mut rng, limits))
}

/// The generator kinds of `P`, `random` first.
pub fn kinds<P: Problem>() -> Vec<&'static str> {
    std::iter::once("random").chain(P::KINDS.iter().copied()).collect()
}
