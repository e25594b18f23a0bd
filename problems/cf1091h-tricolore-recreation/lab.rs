//! Codeforces 1091H New Year and the Tricolore Recreation: rows of blue,
//! white and red tokens; Alice shifts blue (or blue and white) right, Bob
//! red (or white and red) left, by a prime or a product of two primes other
//! than f. Brute force: the literal game (absolute columns, whose turn,
//! both starting players) searched by `sglab::search` through
//! `moves` in `rules.rs`; reference: the xor of the two gaps' values
//! of every row, from a bitset table of the subtraction game (README.md).
//! Tested by tests/special.rs.

// The game's rules as the statement gives them (its moves, for the brute
// force), in this folder's rules.rs.
#[path = "rules.rs"]
pub mod tricolore;

use sglab::prelude::*;
use std::collections::HashMap;
use tricolore::{gaps, moves, Player, Position};

/// The brute force searches boards of at most this many rows...
pub const BRUTE_ROWS: usize = 3;
/// ...and at most this many empty cells in all.
pub const BRUTE_CELLS: usize = 14;
/// The largest column; the widest row, -10^5 .. 10^5, has gaps summing to
/// 2 * 10^5 - 2.
pub const EDGE: i64 = 100_000;
/// The largest gap: b = -10^5, w = 10^5 - 1, r = 10^5.
pub const MAX_GAP: usize = 199_998;

/// Alice wins whoever starts iff the first player wins: the lines when the
/// first player wins (Alice when she starts, Bob when he does) and when the
/// second does.
pub const WORDS: Words = Words::new("Alice\nBob\n", "Bob\nAlice\n");

/// One input: the forbidden step f and the rows (blue, white, red).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tricolore {
    pub f: u64,
    pub rows: Vec<[i64; 3]>,
}

impl Tricolore {
    pub fn new(f: u64, rows: &[[i64; 3]]) -> Tricolore {
        Tricolore { f, rows: rows.to_vec() }
    }

    /// The row with gaps `a` and `b` whose blue token is at column `at`.
    pub fn row(at: i64, a: usize, b: usize) -> [i64; 3] {
        let w = at + a as i64 + 1;
        [at, w, w + b as i64 + 1]
    }

    /// Every gap, two per row.
    pub fn gaps(&self) -> Vec<usize> {
        self.rows.iter().flat_map(|&row| gaps(row)).collect()
    }

    pub fn widest_gap(&self) -> usize {
        self.gaps().into_iter().max().unwrap_or(0)
    }
}

/// The brute force's searches (one per f) and the value tables (one per
/// f, as long as the widest gap asked so far).
#[derive(Default)]
pub struct Cf1091h {
    searches: HashMap<u64, Memo<Position>>,
    tables: HashMap<u64, Vec<u32>>,
}

impl Cf1091h {
    /// Whether the player to move wins, by exhaustive search of the
    /// literal game (the memo of f kept).
    pub fn search(&mut self, f: u64, position: &Position) -> bool {
        let search = self
            .searches
            .entry(f)
            .or_insert_with(|| Memo::boxed(Play::Normal, move |p: &Position| moves(f, p)));
        search.mover_wins(position)
    }

    /// Who wins with Alice starting and with Bob starting, by search; `None`
    /// past [`BRUTE_ROWS`] rows or [`BRUTE_CELLS`] empty cells.
    pub fn winners(&mut self, case: &Tricolore) -> Option<[Player; 2]> {
        let cells: usize = case.gaps().iter().sum();
        if case.rows.len() > BRUTE_ROWS || cells > BRUTE_CELLS {
            return None;
        }
        let mut winner = |first: Player| {
            let start = Position {
                rows: case.rows.clone(),
                to_move: first,
            };
            if self.search(case.f, &start) {
                first
            } else {
                first.other()
            }
        };
        Some([winner(Player::Alice), winner(Player::Bob)])
    }

    /// g(0..=n) for f, by bitsets (`values_by_bitsets` in `rules.rs`),
    /// kept and extended when a wider gap is asked for.
    pub fn table(&mut self, f: u64, n: usize) -> &[u32] {
        let table = self.tables.entry(f).or_default();
        if table.len() <= n {
            // Tables grow by doubling, up to the largest gap.
            let size = (n + 1).max(2 * table.len()).min(MAX_GAP + 1).max(n + 1);
            *table = tricolore::values_by_bitsets(f, size - 1);
        }
        table
    }

    /// Each gap's value and their xor.
    pub fn values(&mut self, case: &Tricolore) -> (Vec<u32>, u32) {
        let gaps = case.gaps();
        let table = self.table(case.f, gaps.iter().copied().max().unwrap_or(0));
        let values: Vec<u32> = gaps.iter().map(|&gap| table[gap]).collect();
        let x = values.iter().fold(0, |x, v| x ^ v);
        (values, x)
    }

    /// A winning move from a position of value x != 0: (row, which gap,
    /// step k) that leaves the position worth 0.
    pub fn winning_move(&mut self, case: &Tricolore, x: u32) -> (usize, usize, usize) {
        let (values, _) = self.values(case);
        let gaps = case.gaps();
        let table = self.table(case.f, case.widest_gap()).to_vec();
        for (at, (&gap, &v)) in gaps.iter().zip(&values).enumerate() {
            if v ^ x < v {
                let steps = tricolore::steps_upto(gap, case.f);
                let k = steps.into_iter().find(|&k| table[gap - k] == v ^ x);
                return (at / 2, at % 2, k.expect("the mex: a smaller value is an option"));
            }
        }
        unreachable!("x != 0 has a gap whose value has x's top bit")
    }
}

fn name(player: Player) -> &'static str {
    match player {
        Player::Alice => "Alice",
        Player::Bob => "Bob",
    }
}

/// The size shrinking lowers, as the pack measures a case written out
/// (sglab's suite, `size`): tokens, the sum of the non-negative numbers,
/// and the bytes of the other tokens (here the negative numbers).
pub fn measure(case: &Tricolore) -> (usize, u128, u128) {
    let text = Cf1091h::write_case(case);
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let sum = tokens.iter().filter_map(|t| t.parse::<u128>().ok()).sum();
    let negative = tokens.iter().filter(|t| t.starts_with('-'));
    (
        tokens.len(),
        sum,
        negative.flat_map(|t| t.bytes()).map(u128::from).sum(),
    )
}

/// The card's traps and the board's extremes (README.md, Edge cases and
/// traps), in that order.
pub fn traps() -> Vec<Tricolore> {
    let row = Tricolore::row;
    vec![
        // f = 2, gaps (2, 0): no move at all once 2 is gone.
        Tricolore::new(2, &[row(0, 2, 0)]),
        // f = 7, gap 8: worth 0 without 7 (8 - 7 = 1 is worth 0).
        Tricolore::new(7, &[row(0, 8, 0)]),
        // f = 199967, gap 199968: worth 0; 6 with every step.
        Tricolore::new(199_967, &[row(-EDGE, 199_968, 0)]),
        // f = 8, gaps (2, 2): 1 xor 1 = 0; one heap of 4 is worth 2.
        Tricolore::new(8, &[row(0, 2, 2)]),
        // Row 0 1 2: no move, the first player loses.
        Tricolore::new(3, &[[0, 1, 2]]),
        // The widest rows: gaps (199998, 0) and (99999, 99999), f = 26.
        Tricolore::new(26, &[[-EDGE, EDGE - 1, EDGE], [-EDGE, 0, EDGE]]),
        // The largest values: 54 (f = 26, gap 95513; f = 29, gap 33389).
        Tricolore::new(26, &[row(-EDGE, 95_513, 0)]),
        Tricolore::new(29, &[row(-EDGE, 33_389, 7), row(0, 33_389, 0)]),
    ]
}

/// `n` rows anywhere in the board, the first one the widest: -10^5,
/// 10^5 - 1, 10^5, whose first gap is 199998 cells, so the table spans
/// every gap.
fn rows(rng: &mut Rng, n: usize) -> Vec<[i64; 3]> {
    let mut rows = vec![[-EDGE, EDGE - 1, EDGE]];
    while rows.len() < n {
        let mut cols = [0i64; 3];
        for c in &mut cols {
            *c = rng.range(0, 2 * EDGE as u64) as i64 - EDGE;
        }
        cols.sort_unstable();
        if cols[0] < cols[1] && cols[1] < cols[2] {
            rows.push(cols);
        }
    }
    rows
}

/// A step (f in the step set changes the game) from 2 to 2 * 10^5.
fn random_step(rng: &mut Rng) -> u64 {
    loop {
        let f = rng.range(2, 200_000);
        if tricolore::is_prime_or_semiprime(f) {
            return f;
        }
    }
}

impl Problem for Cf1091h {
    type Case = Tricolore;
    const NAME: &'static str = "cf1091h";
    const FRAME: Frame = Frame::Single;
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["traps", "max", "maxf2", "maxf26", "maxf29", "widest", "large"];
    const STRESS_CASES: usize = 400;

    /// n and f, then n rows b < w < r.
    fn read_case(r: &mut Reader) -> Result<Tricolore, String> {
        let n = r.u64("n")?;
        let f = r.u64("f")?;
        let mut rows = Vec::with_capacity(n as usize);
        for t in 1..=n {
            let mut row = [0i64; 3];
            let mut at = [0usize; 3];
            for (x, name) in ["b", "w", "r"].into_iter().enumerate() {
                at[x] = r.offset();
                row[x] = r.i64(name)?;
            }
            for (lo, hi, x, y) in [(0, 1, "b", "w"), (1, 2, "w", "r")] {
                if row[lo] >= row[hi] {
                    return Err(format!(
                        "row {t} ({x} at byte {}, {y} at byte {}): {x} = {} is not less than {y} = {}",
                        at[lo], at[hi], row[lo], row[hi]
                    ));
                }
            }
            rows.push(row);
        }
        Ok(Tricolore { f, rows })
    }

    fn write_case(case: &Tricolore) -> String {
        let lines: Vec<String> = case.rows.iter().map(|r| join(r) + "\n").collect();
        format!("{} {}\n{}", case.rows.len(), case.f, lines.concat())
    }

    /// 1 to 3 rows (fewer more often) anywhere in -5..=15, at most 14
    /// empty cells; f a small step most often (2 to 11 change such gaps),
    /// else any f.
    fn random_small(rng: &mut Rng) -> Tricolore {
        let most = rng.range(1, BRUTE_ROWS as u64);
        let n = rng.range(1, most) as usize;
        let f = match rng.below(4) {
            0 => rng.range(2, 200_000),
            _ => rng.pick(&[2, 3, 4, 5, 6, 7, 9, 10, 11, 8]),
        };
        let budget = BRUTE_CELLS as u64 / n as u64;
        let rows = (0..n)
            .map(|_| {
                let a = rng.range(0, budget);
                let b = rng.range(0, budget - a);
                Tricolore::row(rng.range(0, 10) as i64 - 5, a as usize, b as usize)
            })
            .collect();
        Tricolore { f, rows }
    }

    /// `traps`: one of [`traps`]; `max`: 10^5 rows, one of them
    /// -10^5 .. 10^5, f a random step; `maxf2`, `maxf26`, `maxf29`: the
    /// same with the f of the largest values (51, 54, 54); `widest`: 10^5
    /// rows, every one -10^5 .. 10^5, f = 26; `large`: 3000 rows, f a
    /// random step (a committable golden).
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Tricolore> {
        let n = limits["n"].hi as usize;
        let case = match kind {
            "max" => Tricolore {
                f: random_step(rng),
                rows: rows(rng, n),
            },
            "maxf2" | "maxf26" | "maxf29" => Tricolore {
                f: kind[4..].parse().unwrap(),
                rows: rows(rng, n),
            },
            "widest" => {
                let rows = (0..n).map(|_| [-EDGE, rng.range(0, 2 * EDGE as u64 - 2) as i64 - EDGE + 1, EDGE]);
                Tricolore {
                    f: 26,
                    rows: rows.collect(),
                }
            }
            "large" => Tricolore {
                f: random_step(rng),
                rows: rows(rng, 3000),
            },
            "traps" => {
                let traps = traps();
                traps[rng.below(traps.len())].clone()
            }
            other => unknown_kind(other),
        };
        vec![case]
    }

    fn brute(&mut self, case: &Tricolore) -> Option<String> {
        let [alice_starts, bob_starts] = self.winners(case)?;
        Some(format!("{}\n{}\n", name(alice_starts), name(bob_starts)))
    }

    fn reference(&mut self, case: &Tricolore) -> String {
        WORDS.answer(self.values(case).1 != 0)
    }

    /// Fewer rows, a smaller f (at least 2), or one row with a smaller gap,
    /// moved to column 0 or towards it, or mirrored (-r, -w, -b: its gaps
    /// swapped); of those, the ones the pack's measure counts as smaller
    /// ([`measure`]: a step that makes a token negative may not be).
    fn shrink(case: &Tricolore) -> Vec<Tricolore> {
        let with = |f: u64, rows: Vec<[i64; 3]>| Tricolore { f, rows };
        let mut smaller: Vec<Tricolore> = smaller_values(case.f, 2)
            .into_iter()
            .map(|f| with(f, case.rows.clone()))
            .collect();
        let rows = smaller_lists(&case.rows, |&row| {
            let [a, b] = gaps(row);
            let at = row[0];
            let mut rows: Vec<[i64; 3]> = smaller_values(a as u64, 0)
                .into_iter()
                .map(|a| Tricolore::row(at, a as usize, b))
                .collect();
            rows.extend(
                smaller_values(b as u64, 0)
                    .into_iter()
                    .map(|b| Tricolore::row(at, a, b as usize)),
            );
            let nearer = smaller_values(at.unsigned_abs(), 0)
                .into_iter()
                .map(|d| d as i64 * at.signum());
            rows.extend(nearer.map(|at| Tricolore::row(at, a, b)));
            let right = smaller_values(row[2].unsigned_abs(), 0)
                .into_iter()
                .map(|d| d as i64 * row[2].signum());
            rows.extend(right.map(|r| [r - (row[2] - row[0]), r - (row[2] - row[1]), r]));
            rows.push([-row[2], -row[1], -row[0]]);
            rows
        });
        smaller.extend(rows.into_iter().map(|rows| with(case.f, rows)));
        let (t, s, w) = measure(case);
        smaller.retain(|c| {
            let (t2, s2, w2) = measure(c);
            t2 <= t && s2 <= s && w2 <= w && (t2, s2, w2) != (t, s, w)
        });
        smaller
    }

    /// Each row's gaps and their values, the xor, the winner with each
    /// starting player; when the first player wins, a move of each player
    /// to a position worth 0, confirmed by the search on small boards.
    fn explain(&mut self, case: &Tricolore) -> String {
        let (values, x) = self.values(case);
        let gaps = case.gaps();
        let mut text = format!(
            "f = {}: a move lowers one gap by a prime or a product of two primes other than {}; {} rows, {} gaps\n",
            case.f,
            case.f,
            case.rows.len(),
            gaps.len()
        );
        for (t, row) in case.rows.iter().enumerate().take(6) {
            let (a, b) = (gaps[2 * t], gaps[2 * t + 1]);
            text += &format!(
                "row {} ({}): gaps {a} and {b}, worth {} and {}\n",
                t + 1,
                join(row),
                values[2 * t],
                values[2 * t + 1]
            );
        }
        if case.rows.len() > 6 {
            text += &format!("... {} more rows\n", case.rows.len() - 6);
        }
        let first = x != 0;
        let starter = |p: Player| if first { name(p) } else { name(p.other()) };
        text += &format!(
            "xor of the gaps' values x = {x}: {} (Alice when Alice starts: {}; Bob starts: {})\n",
            winner(first),
            starter(Player::Alice),
            starter(Player::Bob)
        );
        if !first {
            return text;
        }
        let (t, gap, k) = self.winning_move(case, x);
        let [b, w, r] = case.rows[t];
        let (alice, bob, after_alice) = if gap == 0 {
            ("blue", "white and red", [b + k as i64, w, r])
        } else {
            ("blue and white", "red", [b + k as i64, w + k as i64, r])
        };
        let mut rows = case.rows.clone();
        rows[t] = after_alice;
        let checked = if self.winners(case).is_some() {
            let after = Position {
                rows,
                to_move: Player::Bob,
            };
            assert!(
                !self.search(case.f, &after),
                "{case:?}: Alice's move {k} in row {} wins for Bob",
                t + 1
            );
            "the search confirms: Bob then loses"
        } else {
            "too large to search"
        };
        text + &format!(
            "winning move: in row {}, gap {} ({} cells) down by k = {k} to a gap worth {}: Alice moves {alice} {k} right, Bob {bob} {k} left ({checked})\n",
            t + 1,
            gap + 1,
            gaps[2 * t + gap],
            self.table(case.f, 0)[gaps[2 * t + gap] - k]
        )
    }
}
