//! Codeforces 494E Sharti: who wins the square-inverting game on a board
//! whose white cells are a union of rectangles. Brute force: every position
//! of the board under the statement's moves (`rules.rs`), boards up to
//! 4 x 4; reference: the white cells counted by value, one union-area sweep
//! per power of two (the binary makes one sweep of parity masks instead).
//! Tested by tests/special.rs.

// The game's rules as the statement gives them (its moves, for the brute
// force), in this folder's rules.rs.
#[path = "rules.rs"]
pub mod sharti;

use sglab::prelude::*;
use sharti::{cap, cell_value, Board};
use std::collections::HashMap;

/// The brute force searches boards up to this size (2^16 positions).
pub const BRUTE_N: u64 = 4;
/// [`raster_value`] adds up cell by cell on boards up to this size.
pub const RASTER_N: u64 = 64;

pub const WORDS: Words = Words::new("Hamed\n", "Malek\n");

/// A rectangle `[a, b, c, d]`: rows a..=c, columns b..=d.
pub type Rect = [u64; 4];

/// One input: an n x n board, squares of side at most k, the white cells
/// the union of `rects`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sharti {
    pub n: u64,
    pub k: u64,
    pub rects: Vec<Rect>,
}

impl Sharti {
    pub fn new(n: u64, k: u64, rects: &[Rect]) -> Sharti {
        Sharti {
            n,
            k,
            rects: rects.to_vec(),
        }
    }

    /// Whether cell (i, j) is white.
    pub fn white(&self, i: u64, j: u64) -> bool {
        self.rects
            .iter()
            .any(|&[a, b, c, d]| a <= i && i <= c && b <= j && j <= d)
    }

    /// The white cells as a mask of `Board` in `rules.rs`, when n <= 5.
    pub fn mask(&self) -> Option<(Board, u32)> {
        let n = self.n as usize;
        (self.n <= 5).then(|| {
            let board = Board::new(n, self.k as usize);
            let cells = (1..=n).flat_map(|i| (1..=n).map(move |j| (i, j)));
            let white: Vec<(usize, usize)> = cells.filter(|&(i, j)| self.white(i as u64, j as u64)).collect();
            (board, board.mask(white))
        })
    }
}

/// The brute force's searches, one per board size and k.
#[derive(Default)]
pub struct Cf494e {
    searches: HashMap<Board, Memo<u32>>,
}

impl Cf494e {
    /// Whether the player to move wins the board `mask`, by exhaustive
    /// search (the memo of `board` kept).
    fn search(&mut self, board: Board, mask: u32) -> bool {
        let search = self.searches.entry(board).or_insert_with(|| board.search());
        search.mover_wins(&mask)
    }

    /// Whether Hamed (to move) wins, by exhaustive search; `None` past
    /// [`BRUTE_N`].
    pub fn mover_wins(&mut self, case: &Sharti) -> Option<bool> {
        let (board, mask) = case.mask().filter(|_| case.n <= BRUTE_N)?;
        Some(self.search(board, mask))
    }
}

/// The number of cells in the union of `rects` (none empty): a sweep over
/// the rows; a segment tree over the compressed columns keeps, per node,
/// how many rectangles cover its whole span and how many of its columns
/// are covered.
pub fn union_area(rects: &[Rect]) -> u64 {
    let mut xs: Vec<u64> = rects.iter().flat_map(|r| [r[1], r[3] + 1]).collect();
    xs.sort_unstable();
    xs.dedup();
    let at = |x: u64| xs.binary_search(&x).expect("a listed column");
    let mut events: Vec<(u64, i32, usize, usize)> = Vec::new();
    for &[a, b, c, d] in rects {
        events.push((a, 1, at(b), at(d + 1)));
        events.push((c + 1, -1, at(b), at(d + 1)));
    }
    events.sort_unstable();
    let mut tree = Columns {
        xs: &xs,
        count: vec![0; 4 * xs.len()],
        covered: vec![0; 4 * xs.len()],
    };
    let (mut area, mut last) = (0, 0);
    for (row, delta, lo, hi) in events {
        area += tree.covered[1] * (row - last);
        last = row;
        tree.add(1, 0, xs.len() - 1, lo, hi, delta);
    }
    area
}

/// Covered columns, over the gaps [xs[t], xs[t + 1]) of the compressed
/// columns.
struct Columns<'a> {
    xs: &'a [u64],
    count: Vec<i32>,
    covered: Vec<u64>,
}

impl Columns<'_> {
    /// Adds `delta` covers to gaps lo..hi, in the node over gaps l..r.
    fn add(&mut self, node: usize, l: usize, r: usize, lo: usize, hi: usize, delta: i32) {
        if hi <= l || r <= lo {
            return;
        }
        if lo <= l && r <= hi {
            self.count[node] += delta;
        } else {
            let mid = (l + r) / 2;
            self.add(2 * node, l, mid, lo, hi, delta);
            self.add(2 * node + 1, mid, r, lo, hi, delta);
        }
        self.covered[node] = match self.count[node] {
            0 if r - l == 1 => 0,
            0 => self.covered[2 * node] + self.covered[2 * node + 1],
            _ => self.xs[r] - self.xs[l],
        };
    }
}

/// For q = 0..=h (H = 2^h): the number of white cells (i, j) with 2^q
/// dividing both i and j, i.e. worth 2^q or more. Those cells, divided by
/// 2^q, are the union of the rectangles shrunk to
/// [ceil(a / 2^q), floor(c / 2^q)] x [ceil(b / 2^q), floor(d / 2^q)].
pub fn at_least(case: &Sharti) -> Vec<u64> {
    let levels = cap(case.k).trailing_zeros();
    let shrunk = |q: u32| -> Vec<Rect> {
        let p = 1u64 << q;
        let rects = case.rects.iter();
        let scaled = rects.map(|&[a, b, c, d]| [(a + p - 1) / p, (b + p - 1) / p, c / p, d / p]);
        scaled.filter(|r| r[0] <= r[2] && r[1] <= r[3]).collect()
    };
    (0..=levels).map(|q| union_area(&shrunk(q))).collect()
}

/// (value, number of white cells worth it) for each value 2^q <= H, from
/// [`at_least`].
pub fn by_value(case: &Sharti) -> Vec<(u64, u64)> {
    let at_least = at_least(case);
    let exactly = |q: usize| at_least[q] - at_least.get(q + 1).copied().unwrap_or(0);
    (0..at_least.len()).map(|q| (1 << q, exactly(q))).collect()
}

/// The board's value: the xor of its white cells' values.
pub fn value(case: &Sharti) -> u64 {
    by_value(case).iter().fold(0, |g, &(v, count)| g ^ (v * (count % 2)))
}

/// The xor of the white cells' values, cell by cell; `None` past
/// [`RASTER_N`].
pub fn raster_value(case: &Sharti) -> Option<u64> {
    (case.n <= RASTER_N).then(|| {
        let cells = (1..=case.n).flat_map(|i| (1..=case.n).map(move |j| (i, j)));
        let white = cells.filter(|&(i, j)| case.white(i, j));
        white.fold(0, |g, (i, j)| g ^ cell_value(i, j, case.k))
    })
}

/// A white cell worth exactly v (a power of two <= H), if any: within a
/// rectangle, among its first two rows and first two columns divisible by
/// v (one of two consecutive multiples of v is an odd multiple).
pub fn cell_worth(case: &Sharti, v: u64) -> Option<(u64, u64)> {
    let multiples = |lo: u64, hi: u64| {
        let first = (lo + v - 1) / v * v;
        [first, first + v].into_iter().filter(move |&x| x <= hi)
    };
    case.rects.iter().find_map(|&[a, b, c, d]| {
        let cells = multiples(a, c).flat_map(|i| multiples(b, d).map(move |j| (i, j)));
        cells.into_iter().find(|&(i, j)| cell_value(i, j, case.k) == v)
    })
}

/// A winning move from a board of value g != 0: (i, j, s), the square of
/// side s with lower-right cell (i, j), any white cell worth g's top bit
/// (`winning_side` in `rules.rs`).
pub fn winning_move(case: &Sharti, g: u64) -> (u64, u64, u64) {
    let top = 1 << (63 - g.leading_zeros());
    let (i, j) = cell_worth(case, top).expect("an odd number of white cells is worth g's top bit");
    (i, j, sharti::winning_side(g))
}

/// "1 cell", "2 cells".
fn counted(count: u64, what: &str) -> String {
    format!("{count} {what}{}", if count == 1 { "" } else { "s" })
}

/// The card's traps and the board's extremes (README.md, Edge cases and
/// traps), in that order.
pub fn traps() -> Vec<Sharti> {
    let (big, p28, p29) = (1_000_000_000, 1 << 28, 1 << 29);
    vec![
        // k = 6: H = 4, both cells worth 4 (a cap at k gives 4 xor 6).
        Sharti::new(8, 6, &[[4, 4, 4, 4], [8, 8, 8, 8]]),
        // No cap: both cells worth 2^28 (uncapped: 2^29 xor 2^28).
        Sharti::new(big, p29 - 1, &[[p29, p29, p29, p29], [p28, p28, p28, p28]]),
        // The union has 7 cells (k = 1: odd), the two rectangles 4 + 4.
        Sharti::new(3, 1, &[[1, 1, 2, 2], [2, 2, 3, 3]]),
        // k >= 2: 1 xor 2, though the white area is even.
        Sharti::new(2, 2, &[[1, 1, 1, 1], [2, 2, 2, 2]]),
        // One rectangle listed twice is one cell.
        Sharti::new(1, 1, &[[1, 1, 1, 1], [1, 1, 1, 1]]),
        // The whole 4 x 4 board, uncapped; the whole 10^9 board, k = 1 and
        // k = n.
        Sharti::new(4, 4, &[[1, 1, 4, 4]]),
        Sharti::new(big, 1, &[[1, 1, big, big]]),
        Sharti::new(big, big, &[[1, 1, big, big]]),
    ]
}

/// `m` random rectangles on an n x n board: a third anywhere, a third
/// with sides up to n / 1000, a third thin strips.
fn rectangles(rng: &mut Rng, n: u64, m: usize) -> Vec<Rect> {
    let span = |rng: &mut Rng, most: u64| {
        let lo = rng.range(1, n);
        let hi = (lo + rng.range(0, most)).min(n);
        (lo, hi)
    };
    (0..m)
        .map(|t| {
            let (rows, cols) = match t % 3 {
                0 => (span(rng, n), span(rng, n)),
                1 => (span(rng, n / 1000), span(rng, n / 1000)),
                _ => (span(rng, n), span(rng, 2)),
            };
            [rows.0, cols.0, rows.1, cols.1]
        })
        .collect()
}

impl Problem for Cf494e {
    type Case = Sharti;
    const NAME: &'static str = "cf494e";
    const FRAME: Frame = Frame::Single;
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["traps", "max", "maxk", "large"];

    /// n, m and k <= n, then m rectangles within the board, none empty.
    fn read_case(r: &mut Reader) -> Result<Sharti, String> {
        let n = r.u64("n")?;
        let m = r.u64("m")?;
        let upto_n = |r: &mut Reader, name: &str| r.u64_in(name, r.range(name)?.lo, n);
        let k = upto_n(r, "k")?;
        let mut rects = Vec::new();
        for t in 1..=m {
            let mut rect = [0; 4];
            let mut at = [0; 4];
            for (x, name) in ["a", "b", "c", "d"].into_iter().enumerate() {
                at[x] = r.offset();
                rect[x] = upto_n(r, name)?;
            }
            for (lo, hi, names) in [(0, 2, ["a", "c"]), (1, 3, ["b", "d"])] {
                if rect[lo] > rect[hi] {
                    let [x, y] = names;
                    return Err(format!(
                        "rectangle {t} ({x} at byte {}, {y} at byte {}): {x} = {} is greater than {y} = {}",
                        at[lo], at[hi], rect[lo], rect[hi]
                    ));
                }
            }
            rects.push(rect);
        }
        Ok(Sharti { n, k, rects })
    }

    fn write_case(case: &Sharti) -> String {
        let lines: Vec<String> = case.rects.iter().map(|r| join(r) + "\n").collect();
        format!("{} {} {}\n{}", case.n, case.rects.len(), case.k, lines.concat())
    }

    /// A board of 1 to 4 rows, any k <= n, 1 to 4 rectangles (fewer more
    /// often), one of them listed twice one time in four.
    fn random_small(rng: &mut Rng) -> Sharti {
        let n = rng.range(1, BRUTE_N);
        let k = rng.range(1, n);
        let most = rng.range(1, 4);
        let m = rng.range(1, most) as usize;
        let mut span = || {
            let (x, y) = (rng.range(1, n), rng.range(1, n));
            (x.min(y), x.max(y))
        };
        let mut rects: Vec<Rect> = (0..m)
            .map(|_| {
                let (rows, cols) = (span(), span());
                [rows.0, cols.0, rows.1, cols.1]
            })
            .collect();
        if rng.chance(1, 4) {
            let again = rng.pick(&rects);
            rects.insert(rng.below(m + 1), again);
        }
        Sharti { n, k, rects }
    }

    /// `traps`: one of [`traps`]; `max`: the judge's largest input, m =
    /// 5 * 10^4 rectangles on a 10^9 board with k = 1; `maxk`: the same
    /// with k = n; `large`: 12,000 rectangles on a 10^9 board, k random (a
    /// committable golden).
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Sharti> {
        let (n, m) = (limits["n"].hi, limits["m"].hi as usize);
        let case = match kind {
            "max" => Sharti {
                n,
                k: 1,
                rects: rectangles(rng, n, m),
            },
            "maxk" => Sharti {
                n,
                k: n,
                rects: rectangles(rng, n, m),
            },
            "large" => {
                let k = rng.range(2, n);
                Sharti {
                    n,
                    k,
                    rects: rectangles(rng, n, 12_000),
                }
            }
            "traps" => {
                let traps = traps();
                traps[rng.below(traps.len())].clone()
            }
            other => unknown_kind(other),
        };
        vec![case]
    }

    fn brute(&mut self, case: &Sharti) -> Option<String> {
        self.mover_wins(case).map(|wins| WORDS.answer(wins))
    }

    fn reference(&mut self, case: &Sharti) -> String {
        WORDS.answer(value(case) != 0)
    }

    /// Fewer rectangles, a smaller board (no smaller than the rectangles'
    /// largest coordinate; k kept <= n), a smaller k, or one rectangle
    /// smaller: a lower bottom row or right column, or moved up or left.
    fn shrink(case: &Sharti) -> Vec<Sharti> {
        let with = |n: u64, k: u64, rects: Vec<Rect>| Sharti { n, k, rects };
        let corner = case.rects.iter().map(|r| r[2].max(r[3])).max().unwrap_or(1);
        let mut smaller: Vec<Sharti> = smaller_values(case.n, corner)
            .into_iter()
            .map(|n| with(n, case.k.min(n), case.rects.clone()))
            .collect();
        smaller.extend(
            smaller_values(case.k, 1)
                .into_iter()
                .map(|k| with(case.n, k, case.rects.clone())),
        );
        let rects = smaller_lists(&case.rects, |&[a, b, c, d]| {
            let mut rects: Vec<Rect> = smaller_values(c, a).into_iter().map(|c| [a, b, c, d]).collect();
            rects.extend(smaller_values(d, b).into_iter().map(|d| [a, b, c, d]));
            rects.extend(smaller_values(a, 1).into_iter().map(|up| [up, b, c - (a - up), d]));
            rects.extend(
                smaller_values(b, 1)
                    .into_iter()
                    .map(|left| [a, left, c, d - (b - left)]),
            );
            rects
        });
        smaller.extend(rects.into_iter().map(|rects| with(case.n, case.k, rects)));
        smaller
    }

    /// The white cells counted by value, their xor, the winner; when
    /// Hamed wins, a square to invert, confirmed by the search on boards
    /// up to 4 x 4 (a panic if it refutes the move) and by the cell values
    /// up to 64 x 64.
    fn explain(&mut self, case: &Sharti) -> String {
        let (h, g) = (cap(case.k), value(case));
        let counts = by_value(case);
        let area = counts.iter().map(|&(_, count)| count).sum::<u64>();
        let mut text = format!(
            "n = {}, k = {} (H = {h}): cell (i, j) is worth min(lowbit i, lowbit j, {h}); {}, the union of {}\n",
            case.n,
            case.k,
            counted(area, "white cell"),
            counted(case.rects.len() as u64, "rectangle")
        );
        let listed: Vec<String> = counts
            .iter()
            .filter(|&&(_, count)| count > 0)
            .map(|&(v, count)| format!("{count} worth {v}"))
            .collect();
        let first = g != 0;
        text += &format!(
            "white cells by value: {}; their xor g = {g}: {} ({})\n",
            listed.join(", "),
            winner(first),
            WORDS.line(first).trim_end()
        );
        if !first {
            return text;
        }
        let (i, j, s) = winning_move(case, g);
        let checked = match case.mask() {
            Some((board, mask)) if case.n <= BRUTE_N => {
                let after = mask ^ board.square(i as usize, j as usize, s as usize);
                let lost = !self.search(board, after);
                assert!(lost, "{case:?}: inverting {s} x {s} at ({i}, {j}) loses");
                "the search confirms: Malek then loses"
            }
            _ if case.n <= RASTER_N => {
                let inside = |x: u64, y: u64| i - s < x && x <= i && j - s < y && y <= j;
                let cells = (1..=case.n).flat_map(|x| (1..=case.n).map(move |y| (x, y)));
                let left = cells.filter(|&(x, y)| case.white(x, y) != inside(x, y));
                let after = left.fold(0, |g, (x, y)| g ^ cell_value(x, y, case.k));
                assert_eq!(after, 0, "{case:?}: inverting {s} x {s} at ({i}, {j})");
                "the cells left xor to 0"
            }
            _ => {
                // Claim 3: the square's cells xor to the Gray code of its mask.
                let d = ((i - s) ^ i) & ((j - s) ^ j) & (2 * h - 1);
                assert_eq!(sharti::gray(d), g, "{case:?}: inverting {s} x {s} at ({i}, {j})");
                "too large to search"
            }
        };
        text + &format!(
            "winning move: invert the {s} x {s} square with lower-right cell ({i}, {j}), worth {}: its cells xor to {g}, leaving 0 ({checked})\n",
            cell_value(i, j, case.k)
        )
    }
}
