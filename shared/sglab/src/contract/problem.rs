//! The [`Problem`] trait: what the pack knows about one judge problem, and
//! the [`Frame`] its cases come in; the [`Kind`] of answer it asks for;
//! [`Visitor`], a problem's type chosen by name at run time.

use super::reader::Reader;
use super::words::Words;
use crate::contract::record::Record;
use crate::meta::Ranges;
use crate::rng::Rng;
use crate::talk::Talk;
use std::fmt::{self, Debug};

/// What the judge does with a program's output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// One exact answer: compared byte for byte (any whitespace layout).
    Exact,
    /// Any correct answer (a winning move): [`Problem::check`] decides.
    Checker,
    /// The program plays against the judge: [`Problem::interact`] plays the
    /// judge's side.
    Interactive,
}

/// How an interactive run went: the transcript of every game, and the
/// first game the player lost (its index among the input's cases) with
/// why.
#[derive(Clone, Debug, Default)]
pub struct Played {
    pub record: Record,
    pub lost: Option<(usize, Lost)>,
}

/// Why the player lost a game. Shown in words ([`fmt::Display`]); the
/// judge tells [`Lost::Ended`] apart, since a crash or a limit is then the
/// truer verdict (`judge::verdict::judge_played`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lost {
    /// The program's output ended (it exited or closed it) before the game
    /// did.
    Ended,
    /// The program printed a line past the output limit.
    Flooded,
    /// Any other fault, in words: a malformed or illegal line, no move
    /// left, too many moves.
    Said(String),
}

impl fmt::Display for Lost {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Lost::Ended => write!(f, "the program ended (or closed its output) in mid-game"),
            Lost::Flooded => write!(f, "the program printed more than the output limit"),
            Lost::Said(why) => write!(f, "{why}"),
        }
    }
}

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

    /// The binary's name (its package's).
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

    /// What the judge does with the program's output.
    const KIND: Kind = Kind::Exact;

    /// Reads one case (after the frame's count, before its terminator),
    /// each named token checked against the stated ranges.
    fn read_case(r: &mut Reader) -> Result<Self::Case, String>;

    /// One case as the judge's input writes it.
    fn write_case(case: &Self::Case) -> String;

    /// A check across all cases of one input (a bound on a sum of sizes).
    fn check_input(_cases: &[Self::Case]) -> Result<(), String> {
        Ok(())
    }

    /// What the judge's statement asks of an input's cases beyond each
    /// named token's range, where `read_case` and `check_input` accept
    /// more (the statement's "simple polygons", say): `Err` names the case
    /// and says what it does outside the statement. The token ranges
    /// themselves are the judge's limits ([`super::scope`]).
    fn statement(_cases: &[Self::Case]) -> Result<(), String> {
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

    /// [`Kind::Checker`]: whether `output`, the program's whole output on
    /// the input of `cases`, answers each case correctly. `Err` names the
    /// first wrong case (its index) and says why in the game's terms: the
    /// position the answer leaves and the opponent's winning reply.
    fn check(&mut self, _cases: &[Self::Case], _output: &str) -> Result<(), (usize, String)> {
        unreachable!("{} is not a checker problem", Self::NAME)
    }

    /// [`Kind::Interactive`]: plays the judge's side of `cases` against the
    /// program through `talk`, perfectly, choosing among equal moves with
    /// `rng` (seeded: the same input gives the same game).
    fn interact(&mut self, _cases: &[Self::Case], _talk: &mut Talk, _rng: &mut Rng) -> Played {
        unreachable!("{} is not an interactive problem", Self::NAME)
    }
}

/// Something done with a problem's type, chosen by name at run time:
/// the pack's registry calls `visit::<P>()` for the named problem.
pub trait Visitor {
    type Output;
    fn visit<P: Problem>(self) -> Self::Output;
}
