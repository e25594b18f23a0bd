//! The tests every registered problem runs, written once, and what a
//! problem's own tests use. A problem's `tests/special.rs` holds the line
//! `sglab::suite!(Type);`, which makes the six [`checks`] tests and the
//! [`scope()`] test of that
//! file and defines `bin()`, `write_up()` and `assert_write_up_has(part)`
//! for its own tests. Every problem's `tests/special.rs` is compiled into
//! one test binary (the pack crate's `tests/problems`).
//!
//! - [`checks`]: stress, goldens, contract, bad_input, limits, fixtures;
//! - `asserts`: what a problem's own tests assert with;
//! - `fixture_judge`: the judge tool on a problem's wrong and correct programs;
//! - `scope_check`: the metadata and the files agree on what is inside the
//!   judge's statement;
//! - [`binaries`]: where the solution binaries are (built on first use);
//! - [`tier`]: the everyday and the full tier's budgets.

pub(crate) mod asserts;
pub mod binaries;
pub(crate) mod bless;
pub mod checks;
pub(crate) mod fixture_judge;
pub(crate) mod scope_check;
pub mod tier;

pub use asserts::{
    assert_binary_answers, assert_binary_is_brute, assert_explanations_say, assert_write_up_has, brute_answers,
    brute_wins, golden, parsed, write_up,
};
pub use binaries::binary;
pub use bless::{assert_expected, blessing};
pub use checks::{bad_input, contract, fixtures, goldens, limits, stress};
pub use fixture_judge::{shrunk_to, Fixtures};
pub use scope_check::scope;

/// The suite's seven tests for the problem type `$problem`, and the helpers
/// its own tests use: `bin()`, its solution binary; `write_up()`, its
/// README.md; `assert_write_up_has(part)`, the write-up quotes `part`.
#[macro_export]
macro_rules! suite {
    ($problem:ty) => {
        /// The problem's solution binary (built on first use).
        #[allow(dead_code)]
        fn bin() -> &'static str {
            $crate::suite::binary(<$problem as $crate::contract::Problem>::NAME)
        }
        /// The problem's write-up.
        #[allow(dead_code)]
        fn write_up() -> String {
            $crate::suite::write_up::<$problem>()
        }
        /// The write-up quotes `part` verbatim.
        #[allow(dead_code)]
        fn assert_write_up_has(part: &str) {
            $crate::suite::assert_write_up_has::<$problem>(part)
        }
        $crate::suite!(@tests $problem: stress goldens contract bad_input limits fixtures scope);
    };
    (@tests $problem:ty: $($test:ident)*) => {
        $(
            #[test]
            fn $test() {
                $crate::suite::$test::<$problem>();
            }
        )*
    };
}
