//! LOJ 10243 Move Pieces On Dag: TODO(new-problem): the game in one line, and what this module
//! knows about it (see the [`Problem`] trait for each function's contract).

use crate::problems::Problem;
use crate::rng::Rng;

/// LOJ 10243 Move Pieces On Dag.
pub struct Loj10243;

impl Problem for Loj10243 {
    /// TODO(new-problem): one test case as the game sees it.
    type Case = Vec<u64>;

    const NAME: &'static str = "loj10243";

    fn parse(_input: &str) -> Result<Vec<Self::Case>, String> {
        todo!("TODO(new-problem): read a whole input in the judge's format")
    }

    fn write(_cases: &[Self::Case]) -> String {
        todo!("TODO(new-problem): write cases in the judge's format")
    }

    fn random_small(_rng: &mut Rng) -> Self::Case {
        todo!("TODO(new-problem): a small random case the brute force answers")
    }

    fn brute(_cases: &[Self::Case]) -> Vec<Option<String>> {
        todo!("TODO(new-problem): the rules in crate::games, searched by crate::search")
    }

    fn reference(_case: &Self::Case) -> String {
        todo!("TODO(new-problem): the proven formula or a table built from the rules")
    }

    fn shrink(_case: &Self::Case) -> Vec<Self::Case> {
        todo!("TODO(new-problem): cases one step smaller")
    }

    fn explain(_case: &Self::Case) -> String {
        todo!("TODO(new-problem): values, their combination, the winner, a winning move")
    }
}
