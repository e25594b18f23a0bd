//! AtCoder ABC229 H Advance or Eat, a partizan game. Brute force: the whole
//! board with the player to move (`games::advance_or_eat`, no column
//! decomposition); reference: the sum of the columns' surreal values
//! (simplest-number rule), Takahashi wins iff it is > 0. Tested by
//! tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::advance_or_eat::{self, column, show, Position, Steps};
use sglab::prelude::*;
use std::collections::HashMap;

/// The brute force searches a board when the product over its columns of
/// the column contents reachable from it is at most this.
pub const SEARCH_LIMIT: u64 = 400_000;

pub const WORDS: Words = Words::new("Takahashi\n", "Snuke\n");

/// One board: `n` rows of `n` squares, row 1 first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub n: usize,
    pub cells: Vec<u8>,
}

impl Board {
    /// The board from its rows, top first.
    pub fn new(rows: &[&str]) -> Board {
        let (n, cells) = (rows.len(), rows.concat().into_bytes());
        Board { n, cells }
    }

    fn columns(&self) -> Vec<Vec<u8>> {
        (0..self.n).map(|c| column(&self.cells, self.n, c)).collect()
    }

    fn start(&self, takahashi_to_move: bool) -> Position {
        Position {
            width: self.n,
            cells: self.cells.clone(),
            takahashi_to_move,
        }
    }
}

/// The brute force's memo (whole boards with the player to move) and the
/// reference's (column values).
pub struct Abc229h {
    search: Search<Position, Steps>,
    values: HashMap<Vec<u8>, i64>,
}

impl Default for Abc229h {
    fn default() -> Abc229h {
        Abc229h {
            search: advance_or_eat::search(),
            values: HashMap::new(),
        }
    }
}

/// Whether the brute force answers `board` in reasonable time.
pub fn searchable(board: &Board) -> bool {
    let bound = |b: u64, col: &Vec<u8>| b.saturating_mul(advance_or_eat::reachable(col));
    board.columns().iter().fold(1, bound) <= SEARCH_LIMIT
}

impl Abc229h {
    /// Each column's value, scaled by [`advance_or_eat::SCALE`].
    pub fn column_values(&mut self, board: &Board) -> Vec<i64> {
        let value = |col: Vec<u8>| advance_or_eat::column_value_scaled(&col, &mut self.values);
        let values = board.columns().into_iter().map(value);
        values.map(|v| v.expect("every column is a number")).collect()
    }
}

impl Problem for Abc229h {
    type Case = Board;
    const NAME: &'static str = "abc229h";
    const FRAME: Frame = Frame::Single;
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["traps", "max", "full"];

    fn read_case(r: &mut Reader) -> Result<Board, String> {
        let n = r.usize("N")?;
        let mut cells = Vec::with_capacity(n * n);
        for row in 1..=n {
            let end = r.offset();
            let (at, text) = r
                .token()
                .ok_or_else(|| format!("row at byte {end}: expected a word, found end of input"))?;
            if text.len() != n || !text.bytes().all(|b| b"WB.".contains(&b)) {
                return Err(format!(
                    "row at byte {at}: must be {n} characters from W, B, . (row {row})"
                ));
            }
            cells.extend_from_slice(text.as_bytes());
        }
        Ok(Board { n, cells })
    }

    fn write_case(board: &Board) -> String {
        let rows: Vec<_> = board.cells.chunks(board.n).map(String::from_utf8_lossy).collect();
        format!("{}\n{}\n", board.n, rows.join("\n"))
    }

    /// N = 1 to 3, or N = 4 with at most eight pieces.
    fn random_small(rng: &mut Rng) -> Board {
        let n = rng.range(1, 4) as usize;
        let empty = rng.range(1, 3);
        // A white and a black piece each 1 in (empty + 2) of the squares.
        let mut cells: Vec<u8> = (0..n * n).map(|_| b"WB..."[rng.range(0, empty + 1) as usize]).collect();
        if n == 4 {
            cells.iter_mut().filter(|c| **c != b'.').skip(8).for_each(|c| *c = b'.');
        }
        Board { n, cells }
    }

    /// `traps`: one of five boards (the goldens traps-1 to traps-5 hold
    /// them all): `..`/`BB`, where the xor of impartial Grundy values says
    /// Snuke; `WB`/`BW`, a zero sum; the empty 3 x 3 board; N = 1 `W`;
    /// columns 1/4, -1/2, 1/2. `max`: the largest N, a third of the squares
    /// each; `full`: the largest N, no empty square.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Board> {
        let n = limits["N"].hi as usize;
        let squares: &[u8] = match kind {
            "max" => b"WB.",
            "full" => b"WB",
            "traps" => {
                let traps: [&[&str]; 5] = [
                    &["..", "BB"],
                    &["WB", "BW"],
                    &["...", "...", "..."],
                    &["W"],
                    &["..B", ".W.", "B.W"],
                ];
                return vec![Board::new(traps[rng.below(traps.len())])];
            }
            other => unknown_kind(other),
        };
        let cells = (0..n * n).map(|_| squares[rng.below(squares.len())]).collect();
        vec![Board { n, cells }]
    }

    fn brute(&mut self, board: &Board) -> Option<String> {
        searchable(board).then(|| WORDS.answer(self.search.mover_wins(&board.start(true))))
    }

    fn reference(&mut self, board: &Board) -> String {
        WORDS.answer(self.column_values(board).iter().sum::<i64>() > 0)
    }

    /// A smaller board (an (N-1) x (N-1) corner), or one piece removed.
    fn shrink(board: &Board) -> Vec<Board> {
        let n = board.n;
        let mut smaller = Vec::new();
        if n > 1 {
            for (r0, c0) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let at = |i: usize| board.cells[(r0 + i / (n - 1)) * n + c0 + i % (n - 1)];
                let cells = (0..(n - 1) * (n - 1)).map(at).collect();
                smaller.push(Board { n: n - 1, cells });
            }
        }
        for i in (0..n * n).filter(|&i| board.cells[i] != b'.') {
            let mut cells = board.cells.clone();
            cells[i] = b'.';
            smaller.push(Board { n, cells });
        }
        smaller
    }

    /// Each column's value and their sum; when Takahashi wins, a move that
    /// keeps the sum >= 0, confirmed by the search when small.
    fn explain(&mut self, board: &Board) -> String {
        let values = self.column_values(board);
        let total: i64 = values.iter().sum();
        let shown: Vec<String> = values.iter().map(|&v| show(v)).collect();
        let (shown, sum) = (shown.join(", "), show(total));
        let text = format!("column values (Takahashi positive): {shown}; sum = {sum}\n");
        if total <= 0 {
            let (sign, who) = (if total == 0 { "=" } else { "<" }, winner(false));
            return text + &format!(
                "sum {sign} 0: Snuke wins, {who}: every move of Takahashi lowers the sum (a number's Left options are below it), and Snuke answers keeping it <= 0\n"
            );
        }
        // A Takahashi move that keeps the sum >= 0: Snuke then moves first
        // on a number >= 0 and loses.
        for (m, cells) in advance_or_eat::moves(&board.cells, board.n, true) {
            let after = Board { n: board.n, cells };
            let sum: i64 = self.column_values(&after).iter().sum();
            if sum < 0 {
                continue;
            }
            let (who, left) = (winner(true), show(sum));
            let text = text + &format!("sum > 0: Takahashi wins, {who}; {m}, leaving sum {left} >= 0");
            if !searchable(&after) {
                return text + " (too large to search)\n";
            }
            assert!(
                !self.search.mover_wins(&after.start(false)),
                "{board:?}: the search disagrees"
            );
            return text + " (the search confirms: Snuke, to move, loses)\n";
        }
        unreachable!("a positive number has a Left option >= 0")
    }
}
