//! Dev-only helpers for the pack's tests and study tools; never submitted.
//! Four parts (the problem machinery's suite drives the judge tool, so
//! they are parts to read by, not layers):
//!
//! **1. The oracle and the theory** (what a solution is checked against):
//! - [`search`]: exhaustive win/lose search straight from a move generator,
//!   normal or misère play, with moves that win at once. No SG theory: it is
//!   the oracle every stress test compares a solution with.
//! - [`grundy`]: Grundy tables from component rules (mex of xors), itself
//!   tested against [`search`]; [`games`]: the rules of the games that
//!   several places play, as move generators (a game only one problem
//!   plays is in that problem's folder).
//! - [`octal`]: octal and hexadecimal games in the standard notation (and
//!   subtraction games); [`octal_table`]: their fast Grundy table
//!   (allocation-free, plain and sparse-space), and Grundy's game;
//!   [`pattern`]: eventual and arithmetic periodicity read off a table, and
//!   the periodicity theorem's proof bound; [`matching`]: maximum matchings
//!   for the vertex-geography brute force and explanations.
//!
//! **2. The sandbox** (running other people's programs, bounded):
//! - [`run`]: runs a command within a time, output and memory limit, in a
//!   process group of its own that is killed as a whole at the end;
//!   [`talk`]: the same run, talking with the program line by line;
//!   [`quote`]: a verdict's bounded quote of a line the program printed.
//!
//! **3. The problem machinery** (what every problem implements and runs):
//! - [`contract`]: the core: the [`contract::Problem`] trait every problem
//!   implements, its type erasure, shrinking and explanation helpers;
//!   [`meta`]: what each problem's Cargo.toml states (limits, ranges) and
//!   its golden files; [`prelude`]: the one import of the problem modules
//!   and their tests.
//! - [`rng`]: a small seeded PRNG for generators; `enumerate`: every
//!   small position (partitions, multisets); [`mod@format`]: inputs in the
//!   judges' shapes; [`graph_gen`]: graph shapes, relabellings and vertex
//!   deletion for the graph problems.
//! - [`mod@suite`]: the tests every problem runs, and what its own tests
//!   use; [`harness`]: runs a problem binary from a test; the bad-input
//!   suite.
//!
//! **4. The tools** (engines behind the pack's binaries and scripts):
//! - [`judge`]: the judge tool, which judges anyone's solution: three
//!   phases, shrinking, explanations (the pack's `judge` binary);
//!   [`comparison`]: how each judge compares an output.
//! - [`play`]: a game played out against a program (an interactive
//!   problem's judge side) or a person (`scripts/play.sh`).
//! - [`bundle`]: the single file to submit, behind
//!   shared/pack/src/bin/bundle.rs
//!   (`scripts/bundle.sh`): the solution and the `sg` items it reaches;
//!   [`msrv`]: the scan of a bundle for features newer than rustc 1.56.
//!
//! It names no problem: the registry of problems and the tools that need
//! it (the judge tool, the local check, the benchmark, the scaffold, the
//! explorer's list of games) are the `pack` crate's.

/// `eprintln!` that cannot panic, for the dev tools' messages: a stderr
/// that cannot be written (a closed pipe, as in `... 2>&1 | head -1`) loses
/// the line and nothing else. `eprintln!` panics there, and the release
/// profile's `panic = "abort"` would turn that into SIGABRT instead of the
/// tool's exit code.
#[macro_export]
macro_rules! errln {
    ($($arg:tt)*) => {{
        use ::std::io::Write as _;
        let _ = ::std::writeln!(::std::io::stderr(), $($arg)*);
    }};
}

/// [`errln!`] without the newline (a progress line ending in `\r`).
#[macro_export]
macro_rules! errprint {
    ($($arg:tt)*) => {{
        use ::std::io::Write as _;
        let _ = ::std::write!(::std::io::stderr(), $($arg)*);
    }};
}

// 1. The oracle and the theory.
pub mod games;
pub mod grundy;
pub mod matching;
pub mod octal;
pub mod octal_table;
pub mod pattern;
pub mod search;
// 2. The sandbox.
pub mod quote;
pub mod run;
pub mod talk;
// 3. The problem machinery.
pub mod contract;
pub(crate) mod enumerate;
pub mod format;
pub mod graph_gen;
pub mod harness;
pub mod meta;
pub mod prelude;
pub mod rng;
pub mod suite;
// 4. The tools.
pub mod bundle;
pub mod comparison;
pub mod judge;
pub mod msrv;
pub mod play;
