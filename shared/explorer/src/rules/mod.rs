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

pub mod answer;
pub mod bench;
pub mod child;
pub mod forms;
pub mod own;
pub mod play;
pub mod recognise;

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
    let mut g: Vec<u32> = Vec::with_capacity(count);
    let mut kept: Vec<Vec<Vec<u32>>> = Vec::new();
    let mut seen = Seen {
        sum_of_coordinates: dims == 2,
    };
    // Two sizes: the coordinates' own moves, from (x, 0) and (0, y).
    let mut axis: [Vec<Vec<u64>>; 2] = [Vec::new(), Vec::new()];
    let mut options = PositionOptions::default();
    let mut reached: Vec<bool> = Vec::new();
    let mut mark: Vec<usize> = Vec::new();
    let mut octal = Recogniser::default();
    child::ask_all(cmd, positions, cpu, |i, line| {
        let here = position(dims, i);
        if dims == 1 {
            octal.begin();
        }
        if dims == 1 && !keep {
            if let Some(mex) = streamed(line, here[0], &g, &mut mark, i + 1, &mut octal) {
                octal.end(here[0]);
                g.push(mex);
                return Ok(());
            }
            octal.begin();
        }
        answer::parse(line, dims, &mut options)?;
        let size = here[0] + here[1];
        reached.clear();
        reached.resize(options.len() + 1, false);
        let mut mine = Vec::new();
        let mut start = 0;
        for (o, &end) in options.ends.iter().enumerate() {
            let components = &options.parts[start..end];
            start = end;
            let mut value = 0u32;
            let mut ids = Vec::new();
            for &c in components {
                let c_size = c[0] + c[1];
                if c_size >= size {
                    return Err(if c == here {
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
                    });
                }
                let cid = id(dims, c);
                value ^= g[cid];
                if keep {
                    ids.push(cid as u32);
                }
            }
            if dims == 1 {
                octal.option(size, &components.iter().map(|c| c[0]).collect::<Vec<_>>());
            }
            if (value as usize) < reached.len() {
                reached[value as usize] = true;
            }
            if keep {
                mine.push(ids);
            }
        }
        if dims == 2 && seen.sum_of_coordinates {
            seen.sum_of_coordinates = sum_check(here, &options, &mut axis);
        }
        if dims == 1 {
            octal.end(size);
        }
        g.push(reached.iter().position(|&r| !r).unwrap_or(reached.len()) as u32);
        if keep {
            kept.push(mine);
        }
        Ok(())
    })?;
    Ok(Ruled {
        dims,
        last,
        g,
        seen,
        options: keep.then_some(kept),
        recognised: (dims == 1).then(|| octal.result()),
    })
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
