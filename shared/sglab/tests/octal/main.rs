//! Octal games in one test binary: the notation, the fast table against
//! the plain one, and every solved game's published period.

mod octal;
mod octal_table;
mod solved_octal;
