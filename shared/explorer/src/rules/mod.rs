//! A game given by a rules program (`explore --rules CMD`,
//! `scripts/play.sh --rules CMD`): its positions asked in an order where every component is
//! asked before the positions that leave it, each answer checked (every
//! component smaller than its position: below n for one size, x + y below
//! for two; never negative; none equal to it, a cycle), and the values
//! computed as the mex of the options' xors. One size: positions 0..=N.
//! Two sizes: every (x, y) with x + y <= W + H, the smallest set holding
//! the W x H grid and closed under smaller components. Time O(answers'
//! length), memory O(positions) (plus the options when kept, for play and
//! misere). Tested by shared/pack/tests/tools/rules.rs.

pub mod acyclic;
pub mod answer;
pub mod bench;
pub mod child;
pub mod forms;
pub mod from;
pub mod graph;
pub mod loopy;
pub mod own;
pub mod play;
pub mod reach;
pub mod recognise;
pub mod sums;

use answer::PositionOptions;
use recognise::{Recognised, Recogniser};
use std::time::Duration;

/// What the moves seen for every two-size position asked have in common:
/// the fact the Sprague-Grundy theorem's sum needs (one size: the
/// [`Recognised`] octal code).
#[derive(Clone, Copy, Debug, Default)]
pub struct Seen {
    /// Two sizes: every option of (x, y) is one component (x', y) with x' an
    /// option of (x, 0), or (x, y') with y' an option of (0, y), and every
    /// such one is an option: the game is the sum of its two coordinates.
    pub sum_of_coordinates: bool,
}

/// A rules program's game, tabulated.
pub struct Ruled {
    /// 1 or 2.
    pub dims: usize,
    /// One size: N; two sizes: W + H (the largest x + y asked).
    pub last: usize,
    /// g by position id (see [`Ruled::id`]).
    pub g: Vec<u32>,
    pub seen: Seen,
    /// Each position's options as component ids, when kept.
    pub options: Option<Vec<Vec<Vec<u32>>>>,
    /// One size: whether the options are those of an octal code.
    pub recognised: Option<Recognised>,
}

impl Ruled {
    /// The id of a position: n, or for (x, y) its place in the order
    /// by x + y, then x.
    pub fn id(&self, p: [u64; 2]) -> usize {
        id(self.dims, p)
    }

    /// The position of id `i`.
    pub fn position(&self, i: usize) -> [u64; 2] {
        position(self.dims, i)
    }
}

fn id(dims: usize, [x, y]: [u64; 2]) -> usize {
    if dims == 1 {
        return x as usize;
    }
    let s = (x + y) as usize;
    s * (s + 1) / 2 + x as usize
}

fn position(dims: usize, i: usize) -> [u64; 2] {
    if dims == 1 {
        return [i as u64, 0];
    }
    let mut s = ((2.0 * i as f64).sqrt()) as usize;
    while s * (s + 1) / 2 > i {
        s -= 1;
    }
    while (s + 1) * (s + 2) / 2 <= i {
        s += 1;
    }
    let x = i - s * (s + 1) / 2;
    [x as u64, (s - x) as u64]
}

/// A position as the protocol writes it.
pub fn show(dims: usize, p: [u64; 2]) -> String {
    if dims == 1 {
        p[0].to_string()
    } else {
        format!("{} {}", p[0], p[1])
    }
}

/// Asks `cmd` every position up to `last` (N, or W + H for two sizes) and
/// computes every value; keeps the options when `keep`.
pub fn tabulate(cmd: &str, dims: usize, last: usize, cpu: Duration, keep: bool) -> Result<Ruled, String> {
    let count = if dims == 1 {
        last + 1
    } else {
        (last + 1) * (last + 2) / 2
    };
    let positions: Vec<String> = (0..count).map(|i| show(dims, position(dims, i))).collect();
    let mut t = Tabulation::new(dims, count, keep);
    child::ask_all(cmd, positions, cpu, |i, line| t.answer(i, line))?;
    Ok(t.finish(last))
}

/// What [`tabulate`] holds while the answers come in: the values so far,
/// what the moves have in common, and the scratch each answer reuses.
struct Tabulation {
    dims: usize,
    keep: bool,
    g: Vec<u32>,
    kept: Vec<Vec<Vec<u32>>>,
    seen: Seen,
    /// Two sizes: the coordinates' own moves, from (x, 0) and (0, y).
    axis: [Vec<Vec<u64>>; 2],
    options: PositionOptions,
    reached: Vec<bool>,
    mark: Vec<usize>,
    octal: Recogniser,
}

impl Tabulation {
    /// Nothing asked yet, room for `count` values.
    fn new(dims: usize, count: usize, keep: bool) -> Tabulation {
        Tabulation {
            dims,
            keep,
            g: Vec::with_capacity(count),
            kept: Vec::new(),
            seen: Seen {
                sum_of_coordinates: dims == 2,
            },
            axis: [Vec::new(), Vec::new()],
            options: PositionOptions::default(),
            reached: Vec::new(),
            mark: Vec::new(),
            octal: Recogniser::default(),
        }
    }

    /// Takes the answer `line` to position id `i`: its value read straight
    /// off the line when it can be (one size, options not kept), else by
    /// the careful path.
    fn answer(&mut self, i: usize, line: &[u8]) -> Result<(), String> {
        let here = position(self.dims, i);
        if self.dims == 1 {
            self.octal.begin();
        }
        if self.dims == 1 && !self.keep {
            if let Some(mex) = streamed(line, here[0], &self.g, &mut self.mark, i + 1, &mut self.octal) {
                self.octal.end(here[0]);
                self.g.push(mex);
                return Ok(());
            }
            self.octal.begin();
        }
        self.careful(here, line)
    }

    /// The careful path: parses the answer to `here`, checks every
    /// component is smaller, and records its value (and its options' ids
    /// when kept, its moves for the octal code or the sum).
    fn careful(&mut self, here: [u64; 2], line: &[u8]) -> Result<(), String> {
        let dims = self.dims;
        answer::parse(line, dims, &mut self.options)?;
        let size = here[0] + here[1];
        self.reached.clear();
        self.reached.resize(self.options.len() + 1, false);
        let mut mine = Vec::new();
        let mut start = 0;
        for (o, &end) in self.options.ends.iter().enumerate() {
            let components = &self.options.parts[start..end];
            start = end;
            let mut value = 0u32;
            let mut ids = Vec::new();
            for &c in components {
                let c_size = c[0] + c[1];
                if c_size >= size {
                    return Err(not_smaller(dims, o, c, here));
                }
                let cid = id(dims, c);
                value ^= self.g[cid];
                if self.keep {
                    ids.push(cid as u32);
                }
            }
            if dims == 1 {
                self.octal
                    .option(size, &components.iter().map(|c| c[0]).collect::<Vec<_>>());
            }
            if (value as usize) < self.reached.len() {
                self.reached[value as usize] = true;
            }
            if self.keep {
                mine.push(ids);
            }
        }
        if dims == 2 && self.seen.sum_of_coordinates {
            self.seen.sum_of_coordinates = sum_check(here, &self.options, &mut self.axis);
        }
        if dims == 1 {
            self.octal.end(size);
        }
        self.g
            .push(self.reached.iter().position(|&r| !r).unwrap_or(self.reached.len()) as u32);
        if self.keep {
            self.kept.push(mine);
        }
        Ok(())
    }

    /// The game tabulated up to `last`.
    fn finish(self, last: usize) -> Ruled {
        Ruled {
            dims: self.dims,
            last,
            g: self.g,
            seen: self.seen,
            options: self.keep.then_some(self.kept),
            recognised: (self.dims == 1).then(|| self.octal.result()),
        }
    }
}

/// The error for option `o` (counted from 0) of `here` leaving component
/// `c`, which is not smaller than `here`.
fn not_smaller(dims: usize, o: usize, c: [u64; 2], here: [u64; 2]) -> String {
    if c == here {
        format!(
            "option {} leaves {}, the position itself: a cycle (every component must be smaller)",
            o + 1,
            show(dims, c)
        )
    } else {
        let what = if dims == 1 { "n" } else { "x + y" };
        format!(
            "option {} leaves {}, not smaller than the position ({what} must go down)",
            o + 1,
            show(dims, c)
        )
    }
}

/// The value of one-size position `n` read straight off its answer, in one
/// pass with nothing stored (the common case, and the benchmark's): `None`
/// when the line is not well-formed or some component is not below n, and
/// the careful path then names what is wrong (and feeds `octal` the
/// position again); `mark[v] == stamp` records that some option has value
/// v.
fn streamed(
    line: &[u8],
    n: u64,
    g: &[u32],
    mark: &mut Vec<usize>,
    stamp: usize,
    octal: &mut Recogniser,
) -> Option<u32> {
    let mut value = 0u32;
    let ok = answer::scan(line, 1, |component| {
        match component {
            Some([c, _]) => {
                if c >= n {
                    return false;
                }
                value ^= g[c as usize];
                octal.part(c);
            }
            None => {
                octal.end_option(n);
                let v = value as usize;
                if v >= mark.len() {
                    mark.resize(v + 1, 0);
                }
                mark[v] = stamp;
                value = 0;
            }
        }
        true
    });
    if !ok {
        return None;
    }
    Some(mark.iter().position(|&m| m != stamp).unwrap_or(mark.len()) as u32)
}

/// Whether the options of `here` are exactly its coordinates' own moves
/// (recording them when `here` is on an axis).
fn sum_check([x, y]: [u64; 2], options: &PositionOptions, axis: &mut [Vec<Vec<u64>>; 2]) -> bool {
    let mut moves: Vec<[u64; 2]> = Vec::with_capacity(options.len());
    for o in 0..options.len() {
        match options.option(o) {
            [c] => moves.push(*c),
            _ => return false,
        }
    }
    moves.sort_unstable();
    if y == 0 || x == 0 {
        // An axis: its moves define the coordinate's own game.
        let (k, fixed, along) = if y == 0 { (0, 1, x) } else { (1, 0, y) };
        if moves.iter().any(|m| m[fixed] != 0) {
            return false;
        }
        let list: Vec<u64> = moves.iter().map(|m| m[k]).collect();
        if axis[k].len() == along as usize {
            axis[k].push(list);
        }
        if x == 0 && y == 0 {
            axis[1].push(Vec::new());
        }
        return true;
    }
    let (Some(xs), Some(ys)) = (axis[0].get(x as usize), axis[1].get(y as usize)) else {
        return false;
    };
    let mut expected: Vec<[u64; 2]> = xs.iter().map(|&a| [a, y]).chain(ys.iter().map(|&b| [x, b])).collect();
    expected.sort_unstable();
    expected == moves
}
