//! Turning Corners, the coin-turning game on a grid that is the Tartan
//! product of two Nim heaps: coins at (x, y), 0 <= x < width, 0 <= y <
//! height, heads or tails. A move picks a heads coin (x, y) and x' < x,
//! y' < y and turns over the four corners (x, y), (x', y), (x, y'),
//! (x', y'). Normal play. By the Tartan theorem a single heads coin at
//! (x, y) has Grundy value x (x) y, the nim product.
//!
//! A position here is the set of heads coins (bit x * height + y) together
//! with one Nim heap, so that the search can confirm a value v: coins + a
//! heap of v is a loss for the player to move iff the coins' value is v.

use sglab::search::Step;

/// The grid's shape.
#[derive(Clone, Copy, Debug)]
pub struct Grid {
    pub width: usize,
    pub height: usize,
}

impl Grid {
    /// The bit of coin (x, y).
    pub fn bit(self, x: usize, y: usize) -> u32 {
        assert!(x < self.width && y < self.height && self.width * self.height <= 32);
        1 << (x * self.height + y)
    }

    /// The moves from heads coins `mask` plus a Nim heap of `heap`.
    pub fn steps(self, &(mask, heap): &(u32, u32)) -> Vec<Step<(u32, u32)>> {
        let mut moves: Vec<Step<(u32, u32)>> = (0..heap).map(|left| Step::To((mask, left))).collect();
        for x in 1..self.width {
            for y in 1..self.height {
                if mask & self.bit(x, y) == 0 {
                    continue;
                }
                for x2 in 0..x {
                    for y2 in 0..y {
                        let flip = self.bit(x, y) | self.bit(x2, y) | self.bit(x, y2) | self.bit(x2, y2);
                        moves.push(Step::To((mask ^ flip, heap)));
                    }
                }
            }
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_turns_four_corners_and_needs_heads_at_the_top() {
        let grid = Grid { width: 2, height: 2 };
        assert_eq!(grid.steps(&(grid.bit(1, 1), 0)), vec![Step::To((0b0111, 0))]);
        assert!(grid.steps(&(grid.bit(0, 1) | grid.bit(1, 0), 0)).is_empty());
        assert_eq!(grid.steps(&(0, 2)), vec![Step::To((0, 0)), Step::To((0, 1))]);
    }
}
