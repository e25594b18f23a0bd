//! Octal games in one test binary: the notation and the fast table
//! against the plain one (every solved game's published period is the
//! explorer crate's test, shared/explorer/tests/solved_octal.rs).

mod octal;
mod octal_table;
