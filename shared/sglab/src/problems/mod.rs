//! What the pack knows about each judge problem, in one place: how to read
//! and write its input, the real game's answer by exhaustive search, the
//! proven reference for cases too large to search, small seeded cases,
//! how to shrink a case, and how to explain one in the game's terms.
//!
//! The problem's stress test, its generator (`examples/gen.rs`, kind
//! `random`) and the `judge` and `brute` tools all use the same [`Problem`]
//! implementation, so a brute force is written once per problem.
//!
//! Adding a problem: write `src/problems/<binary>.rs` with a unit type
//! implementing [`Problem`] (look at `hdu5795.rs`; [`explain`] and
//! `crate::judge::shrink` hold the shared pieces), then add its one line
//! `<binary>::<Type>,` to the `problems!` list below. The judge tool then
//! knows it (`scripts/judge.sh <binary> -- CMD`), and the problem's
//! `tests/judge.rs` can use `crate::judge::testing::Fixtures`.

use crate::judge::{erase, AnyProblem};
use crate::rng::Rng;
use std::fmt::Debug;

pub mod explain;
pub mod set_nim;

/// Declares each problem's module `src/problems/<binary>.rs` and lists its
/// [`Problem`] type for the judge tool.
macro_rules! problems {
    ($($module:ident :: $problem:ident,)*) => {
        $(pub mod $module;)*

        /// Every problem the judge tool knows.
        pub fn all() -> Vec<Box<dyn AnyProblem>> {
            vec![$(erase::<$module::$problem>()),*]
        }
    };
}

// One line per problem: `<binary>::<type implementing Problem>,`.
problems! {
    hdu5795::Hdu5795,
    hdu1907::Hdu1907,
    hdu2509::Hdu2509,
    hdu1848::Hdu1848,
    hdu1536::Hdu1536,
    acwing893::Acwing893,
    cses1099::Cses1099,
    luogu2252::Luogu2252,
    abc206f::Abc206f,
    poj2315::Poj2315,
    poj3537::Poj3537,
    acwing219::Acwing219,
    acwing235::Acwing235,
    cf2004e::Cf2004e,
    hdu3595::Hdu3595,
    agc017d::Agc017d,
    cses2207::Cses2207,
    nim_product_64::NimProduct64,
    hdu2516::Hdu2516,
    hdu3537::Hdu3537,
    abc229h::Abc229h,
}

/// The problem whose binary is named `name`.
pub fn find(name: &str) -> Option<Box<dyn AnyProblem>> {
    all().into_iter().find(|p| p.name() == name)
}

/// One judge problem. A *case* is one test case of the judge's input; an
/// *answer* is the exact text the judge expects for it (with its final
/// newline; several lines where the format prints several).
pub trait Problem {
    /// One test case as the game sees it (heaps, a board, a set and queries).
    type Case: Clone + Debug;

    /// The binary's name, e.g. `hdu5795`.
    const NAME: &'static str;

    /// At most this many cases fit in one input: 1 for a single-case format
    /// (AcWing 893), which the judge then runs once per case.
    const CASES_PER_INPUT: usize = usize::MAX;

    /// Reads a whole valid input in the judge's format into its cases.
    /// `Err` says what is wrong and where (the judge tool reports it).
    fn parse(input: &str) -> Result<Vec<Self::Case>, String>;

    /// Writes `cases` as one input in the judge's format (the count line,
    /// terminator line, shared header... as the format needs).
    fn write(cases: &[Self::Case]) -> String;

    /// A small case drawn from `rng`: the cases of the stress test, of the
    /// generator's `random` kind and of the judge's random phase. Small
    /// enough that [`Problem::brute`] answers it.
    fn random_small(rng: &mut Rng) -> Self::Case;

    /// The real game's answers by exhaustive search of the rules as the
    /// statement gives them (no SG theory), one per case: `None` where a
    /// case is too large to search. Takes a batch so one memo serves all.
    fn brute(cases: &[Self::Case]) -> Vec<Option<String>>;

    /// The answer the judge expects, from the proven theory (tables built
    /// from the rules, the write-up's formula), for any case the judge's
    /// constraints allow. Tested against [`Problem::brute`] on small cases;
    /// equal to it except where [`Problem::judge_differs`] says otherwise.
    fn reference(case: &Self::Case) -> String;

    /// Cases one step smaller than `case` (fewer components, smaller
    /// values, a smaller board), simplest first; empty when none.
    fn shrink(case: &Self::Case) -> Vec<Self::Case>;

    /// A few lines on `case` in the game's terms: each component's Grundy
    /// value and their xor (or the misère / Every-SG quantity the problem
    /// uses), who wins, and for a winning position one winning move that
    /// the brute force confirms.
    fn explain(case: &Self::Case) -> String;

    /// Where the judge's expected answer for `case` differs from the real
    /// game's (POJ 2315 with M >= 2, POJ 3537 with n = 2): what differs and
    /// which write-up section says why. There the expected answer is
    /// [`Problem::reference`], not [`Problem::brute`].
    fn judge_differs(_case: &Self::Case) -> Option<String> {
        None
    }
}
