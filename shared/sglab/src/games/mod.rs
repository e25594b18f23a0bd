//! The rules of the games that more than one place uses (two problems, or
//! a problem and the explorer's catalogue), as the statements give them,
//! written once: the brute forces play them with `search`, the explorer
//! tabulates them with `grundy`. A game only one problem plays lives in
//! that problem's folder (`problems/<folder>/rules.rs`). Where a solution uses a reduced game (cutting, crosses), both
//! the real rules and the reduced component are here, and tests tie them.

pub mod advance_or_eat;
pub mod apples;
pub mod beads;
pub mod berzerk;
pub mod coprime;
pub mod crosses;
pub mod cutting;
pub mod euclid;
pub mod fibonacci_nim;
pub mod football;
pub mod geography;
pub mod grundys;
pub mod hackenbush;
pub mod hackenbush_graph;
pub mod mock_turtles;
pub mod nim;
pub mod set_nim;
pub mod split_nim;
pub mod staircase;
pub mod stone_tree;
pub mod subtraction;
pub mod wythoff;

/// The component sizes each move leaves, for checking that a game's `steps`
/// and its `options` describe the same moves. Panics on a winning move: only
/// games without one have both.
#[cfg(test)]
fn sizes_left(steps: Vec<crate::search::Step<Vec<u32>>>) -> Vec<Vec<usize>> {
    steps
        .into_iter()
        .map(|step| match step {
            crate::search::Step::To(parts) => parts.into_iter().map(|p| p as usize).collect(),
            crate::search::Step::Win => panic!("this game has no move that wins at once"),
        })
        .collect()
}
