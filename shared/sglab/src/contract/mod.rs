//! The core below the tools: what the pack knows about each judge problem
//! ([`Problem`]), and the generic pieces built on it. The judge tool, the
//! brute and gen tools, the benchmark and every problem's test suite use
//! this module; it imports none of them.
//!
//! - `problem`: [`Problem`], one judge problem: its input format (one case at a time,
//!   framed by [`Frame`]), the real game by exhaustive search (`brute`), the
//!   proven `reference`, small seeded cases, the largest inputs, shrinking
//!   and explanations. The brute-force memo belongs to the problem value.
//!   Its [`Kind`]: an exact answer, any answer a checker accepts, or a
//!   game played against the judge.
//! - `cases`: whole inputs parsed, written and generated;
//! - `reader`: the token reader whose ranges come from the problem's
//!   metadata ([`crate::meta`]), so a limit is written once.
//! - [`erased`]: each problem behind one object-safe interface on input
//!   text, for the pack's registry.
//! - [`scope`]: whether an input stays inside the judge's statement;
//! - [`shrink`]: smaller cases; [`explain`]: who wins in words, sums of
//!   heaps, a winning move confirmed by search; `heap_sum`: a sum of
//!   heaps searched, decided and explained; `words`: answer lines.

pub mod answer;
pub(crate) mod cases;
pub mod erased;
pub mod explain;
pub(crate) mod heap_sum;
pub(crate) mod problem;
pub(crate) mod reader;
pub(crate) mod record;
pub mod scope;
pub mod shrink;
pub(crate) mod words;

pub use cases::{cases_per_input, generate, kinds, parse, sum_within, unknown_kind, write, write_one};
pub use erased::{AnyProblem, Expected, Source};
pub use heap_sum::HeapSum;
pub use problem::{Frame, Kind, Lost, Played, Problem, Visitor};
pub use reader::Reader;
pub use words::Words;
