//! The explorer's size limits and defaults, in one place for the command
//! line, the tables and the proof loop.

/// Largest N for `-n` of a pack game, and largest W, H for `--grid` (less
/// for games whose moves are many: see [`Game::max`](crate::game::Game::max)).
pub const MAX_N: usize = 10_000;

/// Largest N for the kernel's games (2 bytes a heap size: 128 MiB).
pub const MAX_KERNEL_N: usize = 1 << 26;

/// Largest N for `--misere` (every sum of heaps below it is searched).
pub const MAX_MISERE_N: usize = 30;

pub const MAX_SIDE: usize = 300;

pub const DEFAULT_N: usize = 300;

pub const DEFAULT_GRID: (usize, usize) = (10, 10);

/// Largest N printed as a table by default.
pub const TABLE_MAX: usize = 1_000;
