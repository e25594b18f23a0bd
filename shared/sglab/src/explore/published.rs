//! Published results the explorer is checked against: the solved
//! nontrivial octal games with their preperiod and period (Flammenkamp's
//! tables, https://wwwhomes.uni-bielefeld.de/achim/octal.html; .16, .56,
//! .127, .376: Gangolli and Plambeck 1989; .354: Flammenkamp 2002; the same
//! figures in T. Czajka's SolvedGames.md, github.com/tczajka/octal-games).
//! Data only; used by `--solved-table`, the census and tests/solved_octal.rs.

/// The solved nontrivial octal games with their published preperiod and
/// period (Flammenkamp's tables; .16, .56, .127, .354, .376: Gangolli and
/// Plambeck 1989, Flammenkamp 2002).
pub const SOLVED: &[(&str, usize, usize)] = &[
    ("0.45", 498, 20),
    ("0.156", 3479, 349),
    ("0.356", 7315, 142),
    ("0.644", 3256, 442),
    ("0.165", 5181, 1550),
    ("0.16", 105351, 149459),
    ("0.56", 326640, 144),
    ("0.127", 46578, 4),
    ("0.354", 10061916, 1180),
    ("0.376", 2268248, 4),
];
