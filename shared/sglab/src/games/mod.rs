//! Each pack game's rules, as the statements give them, written once: the
//! brute forces play them with `search`, the explorer tabulates them with
//! `grundy`. Where a solution uses a reduced game (cutting, crosses), both
//! the real rules and the reduced component are here, and tests tie them.

pub mod apples;
pub mod beads;
pub mod coprime;
pub mod crosses;
pub mod cutting;
pub mod euclid;
pub mod football;
pub mod nim;
pub mod split_nim;
pub mod subtraction;
