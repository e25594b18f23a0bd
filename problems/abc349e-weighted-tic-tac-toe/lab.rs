//! AtCoder ABC349 E Weighted Tic-Tac-Toe: a line of one colour wins at
//! once, a full board goes to the higher total. Brute force: the game tree
//! played out move by move as the statement words it, both totals counted
//! along the way, no memo ([`play_out`]); reference: a search memoised on
//! the board, totals read off the board ([`Boards`]). Tested by
//! tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::prelude::*;
use std::collections::HashMap;

pub const WORDS: Words = Words::new("Takahashi\n", "Aoki\n");
/// The eight lines (rows, columns, diagonals), cells numbered 0..9 row by row.
pub const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];
/// A cell: white, red (Takahashi's) or blue (Aoki's).
pub const WHITE: u8 = 0;
pub const RED: u8 = 1;
pub const BLUE: u8 = 2;

/// ABC349 E. The reference's memo is per grid, so kept by [`Boards`].
#[derive(Default)]
pub struct Abc349e;

/// The colour with a line on `board`, if any (red checked first; no
/// reachable board has both, tests/special.rs).
pub fn line_of(board: &[u8; 9]) -> Option<u8> {
    [RED, BLUE]
        .into_iter()
        .find(|&colour| LINES.iter().any(|line| line.iter().all(|&c| board[c] == colour)))
}

/// The game tree from `board`, `mover` to paint (RED or BLUE), with the
/// totals so far (`totals[0]` Takahashi's): whether the mover wins. Each
/// white cell is tried; after the move, (1) a line ends the game and its
/// colour's owner wins, (2) else a full board goes to the higher total,
/// (3) else the other player moves.
pub fn play_out(a: &[i64; 9], board: &mut [u8; 9], totals: [i64; 2], mover: u8) -> bool {
    let me = usize::from(mover == BLUE);
    for cell in 0..9 {
        if board[cell] != WHITE {
            continue;
        }
        board[cell] = mover;
        let mut after = totals;
        after[me] += a[cell];
        let won = match line_of(board) {
            Some(colour) => colour == mover,
            None if board.iter().all(|&c| c != WHITE) => after[me] > after[1 - me],
            None => !play_out(a, board, after, RED + BLUE - mover),
        };
        board[cell] = WHITE;
        if won {
            return true;
        }
    }
    false
}

/// Whether Takahashi wins the grid `a`, by the game tree.
pub fn brute_wins(a: &[i64; 9]) -> bool {
    play_out(a, &mut [WHITE; 9], [0, 0], RED)
}

/// The colour to paint next on `board`: red (Takahashi) when an odd
/// number of cells is white, else blue.
pub fn to_move(board: &[u8; 9]) -> u8 {
    match board.iter().filter(|&&c| c == WHITE).count() % 2 {
        1 => RED,
        _ => BLUE,
    }
}

/// The reference: won or lost for the player to move, memoised on the
/// board (the mover follows from the white cells, the totals from the
/// painted ones). It keeps its own copy of the grid, so a game can hold it.
pub struct Boards {
    a: [i64; 9],
    memo: HashMap<[u8; 9], bool>,
}

impl Boards {
    pub fn new(a: &[i64; 9]) -> Boards {
        Boards {
            a: *a,
            memo: HashMap::new(),
        }
    }

    /// The mover's outcome on `board` after his move there is `None` if
    /// the game goes on, else whether he won.
    pub fn ended(&self, board: &[u8; 9], mover: u8) -> Option<bool> {
        if let Some(colour) = line_of(board) {
            return Some(colour == mover);
        }
        if board.contains(&WHITE) {
            return None;
        }
        let total = |colour: u8| -> i64 { (0..9).filter(|&c| board[c] == colour).map(|c| self.a[c]).sum() };
        Some(total(mover) > total(RED + BLUE - mover))
    }

    /// Whether the player to move on `board` wins.
    pub fn mover_wins(&mut self, board: &[u8; 9]) -> bool {
        if let Some(&known) = self.memo.get(board) {
            return known;
        }
        let mover = to_move(board);
        let won = (0..9).filter(|&c| board[c] == WHITE).any(|cell| {
            let mut next = *board;
            next[cell] = mover;
            match self.ended(&next, mover) {
                Some(won) => won,
                None => !self.mover_wins(&next),
            }
        });
        self.memo.insert(*board, won);
        won
    }

    /// Number of boards searched (every board reachable when the mover
    /// loses everywhere; fewer when a win cuts the search short).
    pub fn boards(&self) -> usize {
        self.memo.len()
    }
}

/// The cells (1-based row and column) where Takahashi's first move wins,
/// by the game tree.
pub fn winning_first_cells(a: &[i64; 9]) -> Vec<(usize, usize)> {
    let mut cells = Vec::new();
    for cell in 0..9 {
        let mut board = [WHITE; 9];
        board[cell] = RED;
        let mut totals = [0, 0];
        totals[0] += a[cell];
        if !play_out(a, &mut board, totals, BLUE) {
            cells.push((cell / 3 + 1, cell % 3 + 1));
        }
    }
    cells
}

/// How the suite measures a written grid: the sum of its non-negative
/// entries, and the bytes of its negative ones (a word to the measure).
fn measure(a: &[i64; 9]) -> (u128, u128) {
    let numbers = a.iter().filter(|&&x| x >= 0).map(|&x| x as u128).sum();
    let words = (a.iter().filter(|&&x| x < 0))
        .flat_map(|x| x.to_string().into_bytes())
        .map(u128::from)
        .sum();
    (numbers, words)
}

/// Whether `next` is smaller than `a` by that measure in one part and no
/// larger in the other.
fn smaller_measure(next: &[i64; 9], a: &[i64; 9]) -> bool {
    let ((s, w), (s0, w0)) = (measure(next), measure(a));
    s <= s0 && w <= w0 && (s, w) != (s0, w0)
}

/// Whether the sum is odd (the statement's condition).
pub fn odd(a: &[i64; 9]) -> bool {
    a.iter().sum::<i64>() % 2 != 0
}

impl Problem for Abc349e {
    type Case = [i64; 9];
    const NAME: &'static str = "abc349e";
    const FRAME: Frame = Frame::Single;
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["traps", "max", "negative"];

    fn read_case(r: &mut Reader) -> Result<[i64; 9], String> {
        let mut a = [0; 9];
        for cell in a.iter_mut() {
            *cell = r.i64("A_ij")?;
        }
        Ok(a)
    }

    fn write_case(a: &[i64; 9]) -> String {
        a.chunks(3).map(|row| join(row) + "\n").collect()
    }

    /// The binary refuses an even sum (a full board could tie): so do the
    /// tools.
    fn check_input(cases: &[[i64; 9]]) -> Result<(), String> {
        match cases.iter().find(|a| !odd(a)) {
            Some(a) => Err(format!(
                "the sum of the A_ij is {}, even: the statement's is odd (no tie on a full board)",
                a.iter().sum::<i64>()
            )),
            None => Ok(()),
        }
    }

    /// Entries from -k..=k, or (half the time) from -k..=0, where Aoki
    /// wins far more often; k from 1 to 9 (entries near 10^9 are the
    /// `max` and `negative` kinds': a random case of the judge tool's is
    /// kept small, so that a shrunk counterexample is); one cell moved by
    /// 1 to make the sum odd.
    fn random_small(rng: &mut Rng) -> [i64; 9] {
        let k = rng.range(1, 9) as i64;
        let non_positive = rng.chance(1, 2);
        let mut a = [0; 9];
        for cell in a.iter_mut() {
            let x = rng.range(0, if non_positive { k as u64 } else { 2 * k as u64 }) as i64;
            *cell = if non_positive { -x } else { x - k };
        }
        if !odd(&a) {
            let cell = rng.below(9);
            a[cell] += if a[cell] > -k { -1 } else { 1 };
        }
        a
    }

    /// traps: one of the card's boards (the goldens traps-1 to traps-3
    /// hold them); max: entries of absolute value near 10^9 (totals past
    /// 32 bits); negative: entries from -10^9 to 0.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<[i64; 9]> {
        let top = limits["A_ij"].hi as i64;
        let mut a = match kind {
            "traps" => {
                let traps = [
                    [-1, -1, -1, -1, -1, -1, -1, 0, 0],
                    [-1, -1, 0, -1, 0, -1, 0, 0, -1],
                    [-1, 1, 0, -4, -2, -5, -4, -1, -5],
                ];
                return vec![traps[rng.below(traps.len())]];
            }
            "max" => {
                let mut a = [0; 9];
                for cell in a.iter_mut() {
                    let x = top - rng.range(0, 1000) as i64;
                    *cell = if rng.chance(1, 2) { x } else { -x };
                }
                a
            }
            "negative" => {
                let mut a = [0; 9];
                for cell in a.iter_mut() {
                    *cell = -(rng.range(0, top as u64) as i64);
                }
                a
            }
            other => unknown_kind(other),
        };
        if !odd(&a) {
            a[0] += if a[0] > 0 { -1 } else { 1 };
        }
        vec![a]
    }

    fn brute(&mut self, a: &[i64; 9]) -> Option<String> {
        Some(WORDS.answer(brute_wins(a)))
    }

    fn reference(&mut self, a: &[i64; 9]) -> String {
        WORDS.answer(Boards::new(a).mover_wins(&[WHITE; 9]))
    }

    /// One entry halfway, a digit shorter or one step towards 0 (both
    /// parities tried), kept to grids of odd sum.
    fn shrink(a: &[i64; 9]) -> Vec<[i64; 9]> {
        let mut smaller = Vec::new();
        for cell in 0..9 {
            let x = a[cell];
            let towards = |v: i64| if x > 0 { v } else { -v };
            let m = x.unsigned_abs();
            // m / 10 and m / 10 + 1 drop a digit: the suite measures a negative
            // entry by its bytes, which halving may not lower.
            let mut values: Vec<u64> = [
                0,
                1,
                m / 2,
                m / 2 + 1,
                m / 10,
                m / 10 + 1,
                m.saturating_sub(1),
                m.saturating_sub(2),
            ]
            .to_vec();
            values.retain(|&v| v < m);
            values.sort_unstable();
            values.dedup();
            for v in values {
                let mut next = *a;
                next[cell] = towards(v as i64);
                if odd(&next) && smaller_measure(&next, a) {
                    smaller.push(next);
                }
            }
        }
        smaller
    }

    /// Takahashi's winning first cells by the game tree, or that every
    /// first cell loses.
    fn explain(&mut self, a: &[i64; 9]) -> String {
        let cells = winning_first_cells(a);
        let grid = a.chunks(3).map(join).collect::<Vec<_>>().join(" / ");
        let sum: i64 = a.iter().sum();
        let text = format!("grid {grid} (sum {sum}); a line wins at once, a full board goes to the higher total\n");
        let shown: Vec<String> = cells.iter().map(|(r, c)| format!("({r}, {c})")).collect();
        text + &if cells.is_empty() {
            format!(
                "Aoki wins, {}: after each of Takahashi's nine first cells, Aoki has a winning reply (the game tree, move by move)\n",
                winner(false)
            )
        } else {
            format!(
                "Takahashi wins, {}: first cell {} wins (the game tree confirms; winning first cells: {})\n",
                winner(true),
                shown[0],
                shown.join(" ")
            )
        }
    }
}
