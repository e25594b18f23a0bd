//! The tools' tests, in one test binary: the judge tool on the pack's
//! problems and on hostile programs, the explorer and the published results
//! it reproduces, games played with programs and with a person.

mod bench;
mod checker;
mod explore;
mod hostile;
mod judge;
mod known_results;
mod oj;
mod play;
