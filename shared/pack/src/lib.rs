//! Dev-only: the pack's problems and the tools that need them. sglab is the
//! infrastructure and names no problem; this crate is where the problems
//! meet it.
//!
//! - [`problems`]: the registry, each problem's `problems/<folder>/lab.rs`
//!   (its [`sglab::contract::Problem`] implementation), in study order;
//! - [`catalogue`]: the pack's games as `explore --game NAME` lists them;
//! - [`judge_tool`]: the judge tool on a problem named by its binary;
//! - [`play_tool`]: a person against the pack (`scripts/play.sh`);
//!   [`interactor`]: an interactive problem's judge side as a program of
//!   its own (`scripts/interactor.sh`, for `oj t/r`);
//! - [`check`], [`benchmark`], [`table`], [`scaffold`], [`book`]: the local
//!   check, the benchmark, the README's problem table, a new problem's
//!   files and the study book, behind `bin/check.rs`, `bin/bench.rs`,
//!   `judge table`, `bin/new-problem.rs` and `bin/book.rs`;
//! - [`figures`]: the write-ups' pictures, drawn from the labs' brute forces
//!   and references (pinned by `tests/docs/figures.rs`).
//!
//! Every problem's tests (the shared suite and its own) run in one test
//! binary, `tests/problems/main.rs`; the tools' and documents' tests in
//! `tests/tools/` and `tests/docs/`.

pub mod benchmark;
pub mod book;
pub mod catalogue;
pub mod check;
pub mod checker_tool;
pub mod figures;
pub mod interactor;
pub mod judge_tool;
pub mod play_tool;
pub mod problems;
pub mod scaffold;
pub mod table;
