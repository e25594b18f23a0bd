//! Inside or beyond the judge's statement. An input stays inside when every
//! named token is within the judge's constraints (`meta.limits`, not the
//! wider `accepts`), the frame's bounds hold ([`Problem::check_input`]),
//! and the cases meet what the statement asks beyond token ranges
//! ([`Problem::statement`]: "simple polygons", say). The problem's
//! metadata names what goes beyond (`[package.metadata.judge.beyond]`,
//! [`Meta::beyond`]); the suite's `scope` check holds the names and the
//! files to agree, and the judge tool judges inside by default
//! ([`crate::judge::scope`]).

use super::cases::{parse, write};
use super::problem::Problem;
use crate::meta::{Meta, Ranges};
use crate::rng::Rng;

/// `Ok` when `input` stays inside the statement whose constraints are
/// `limits`; else why not, naming the token (and byte) or the case.
pub fn inside_input<P: Problem>(input: &str, limits: &Ranges) -> Result<(), String> {
    P::statement(&parse::<P>(input, limits)?)
}

/// [`inside_input`] on `cases` written as one input.
pub fn inside<P: Problem>(cases: &[P::Case], limits: &Ranges) -> Result<(), String> {
    inside_input::<P>(&write::<P>(cases), limits)
}

/// Whether the golden file `NAME.in` is marked beyond the statement.
pub fn golden_beyond<'m>(meta: &'m Meta, name: &str) -> Option<&'m str> {
    meta.beyond.get(&format!("{name}.in")).map(String::as_str)
}

/// Whether the generator kind `kind` (`random` too) is marked beyond.
pub fn kind_beyond<'m>(meta: &'m Meta, kind: &str) -> Option<&'m str> {
    meta.beyond.get(kind).map(String::as_str)
}

/// At most this many draws for one case on the wanted side.
const DRAWS: usize = 1000;

/// A small random case ([`Problem::random_small`]) inside the statement
/// (`inside`), or beyond it; `None` when `DRAWS` draws give none.
pub fn draw<P: Problem>(rng: &mut Rng, limits: &Ranges, inside: bool) -> Option<P::Case> {
    (0..DRAWS)
        .map(|_| P::random_small(rng))
        .find(|case| self::inside::<P>(std::slice::from_ref(case), limits).is_ok() == inside)
}

/// The first value `list` holds twice, if any (for a statement's
/// "distinct").
pub fn repeated<T: Ord + Copy>(list: &[T]) -> Option<T> {
    let mut sorted = list.to_vec();
    sorted.sort_unstable();
    sorted.windows(2).find(|w| w[0] == w[1]).map(|w| w[0])
}
