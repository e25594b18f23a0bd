//! Codeforces 1091h Tricolore Recreation for the pack's tools: TODO(new-problem): the game in one line,
//! what the brute force searches and what the reference computes. Tested
//! by the shared suite (tests/special.rs). See sglab::contract::Problem for
//! each function's contract, and problems/hdu5795-a-simple-nim/lab.rs.

use sglab::prelude::*;

/// Codeforces 1091h Tricolore Recreation: the brute force's memo lives here.
#[derive(Default)]
pub struct Cf1091h;

impl Problem for Cf1091h {
    /// TODO(new-problem): one test case as the game sees it.
    type Case = Vec<u64>;

    const NAME: &'static str = "cf1091h";
    /// TODO(new-problem): how cases are framed in one input.
    const FRAME: Frame = Frame::Count("T");

    fn read_case(_r: &mut Reader) -> Result<Self::Case, String> {
        todo!("TODO(new-problem): read one case, each token by its name (ranges in Cargo.toml)")
    }

    fn write_case(_case: &Self::Case) -> String {
        todo!("TODO(new-problem): write one case in the judge's format")
    }

    fn random_small(_rng: &mut Rng) -> Self::Case {
        todo!("TODO(new-problem): a small random case the brute force answers")
    }

    fn brute(&mut self, _case: &Self::Case) -> Option<String> {
        todo!("TODO(new-problem): the rules in sglab::games, searched by sglab::search")
    }

    fn reference(&mut self, _case: &Self::Case) -> String {
        todo!("TODO(new-problem): the proven formula or a table built from the rules")
    }

    fn shrink(_case: &Self::Case) -> Vec<Self::Case> {
        todo!("TODO(new-problem): cases one step smaller")
    }

    fn explain(&mut self, _case: &Self::Case) -> String {
        todo!("TODO(new-problem): values, their combination, the winner, a winning move")
    }
}
