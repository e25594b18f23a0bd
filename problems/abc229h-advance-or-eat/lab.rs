//! AtCoder ABC229 H Advance or Eat for the judge tool and the stress test:
//! the brute force searches the whole board with the player to move
//! (`games::advance_or_eat`, no column decomposition); the reference sums
//! the columns' surreal values (simplest-number rule): Takahashi wins iff
//! the sum is > 0.

use super::explain::winner;
use super::Problem;
use crate::games::advance_or_eat::{self, column, Position, Steps};
use crate::rng::Rng;
use crate::search::Search;
use sg::scan::Scanner;
use std::collections::HashMap;

/// One board: `n` rows of `n` squares, row 1 first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub n: usize,
    pub cells: Vec<u8>,
}

impl Board {
    pub fn rows(&self) -> Vec<String> {
        self.cells
            .chunks(self.n)
            .map(|row| String::from_utf8_lossy(row).into_owned())
            .collect()
    }

    fn columns(&self) -> Vec<Vec<u8>> {
        (0..self.n).map(|c| column(&self.cells, self.n, c)).collect()
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

/// The judge's bound on N.
pub const MAX_N: usize = 8;

/// The brute force searches a board when the product over its columns of
/// the column contents reachable from it is at most this.
pub const SEARCH_LIMIT: u64 = 400_000;

pub fn answer(takahashi_wins: bool) -> String {
    if takahashi_wins { "Takahashi\n" } else { "Snuke\n" }.to_string()
}

/// Whether the brute force answers `board` in reasonable time.
pub fn searchable(board: &Board) -> bool {
    let mut bound: u64 = 1;
    for col in board.columns() {
        bound = bound.saturating_mul(advance_or_eat::reachable(&col));
        if bound > SEARCH_LIMIT {
            return false;
        }
    }
    true
}

impl Abc229h {
    fn start(board: &Board) -> Position {
        Position {
            width: board.n,
            cells: board.cells.clone(),
            takahashi_to_move: true,
        }
    }

    /// Each column's value, scaled by [`advance_or_eat::SCALE`].
    pub fn column_values(&mut self, board: &Board) -> Vec<i64> {
        board
            .columns()
            .iter()
            .map(|col| advance_or_eat::column_value_scaled(col, &mut self.values).expect("every column is a number"))
            .collect()
    }

    pub fn brute_one(&mut self, board: &Board) -> Option<String> {
        searchable(board).then(|| answer(self.search.mover_wins(&Self::start(board))))
    }

    pub fn reference_one(&mut self, board: &Board) -> String {
        answer(self.column_values(board).iter().sum::<i64>() > 0)
    }

    pub fn explain_one(&mut self, board: &Board) -> String {
        let values = self.column_values(board);
        let total: i64 = values.iter().sum();
        let shown: Vec<String> = values.iter().map(|&v| advance_or_eat::show(v)).collect();
        let mut text = format!(
            "column values (Takahashi positive): {}; sum = {}\n",
            shown.join(", "),
            advance_or_eat::show(total)
        );
        if total <= 0 {
            text.push_str(&format!(
                "sum {} 0: Snuke wins, {}: every move of Takahashi lowers the sum (a number's Left options are below it), and Snuke answers keeping it <= 0\n",
                if total == 0 { "=" } else { "<" },
                winner(false)
            ));
            return text;
        }
        // A Takahashi move that keeps the sum >= 0: Snuke then moves first
        // on a number >= 0 and loses.
        let best = advance_or_eat::moves(&board.cells, board.n, true)
            .into_iter()
            .map(|(m, cells)| {
                let after = Board { n: board.n, cells };
                let sum: i64 = self.column_values(&after).iter().sum();
                (m, after, sum)
            })
            .find(|(_, _, sum)| *sum >= 0);
        let (m, after, sum) = best.expect("a positive number has a Left option >= 0");
        text.push_str(&format!(
            "sum > 0: Takahashi wins, {}; {m}, leaving sum {} >= 0",
            winner(true),
            advance_or_eat::show(sum)
        ));
        if searchable(&after) {
            let mut p = Self::start(&after);
            p.takahashi_to_move = false;
            text.push_str(if self.search.mover_wins(&p) {
                " (THE SEARCH DISAGREES)\n"
            } else {
                " (the search confirms: Snuke, to move, loses)\n"
            });
        } else {
            text.push_str(" (too large to search)\n");
        }
        text
    }
}

impl Problem for Abc229h {
    type Case = Board;
    const NAME: &'static str = "abc229h";
    const CASES_PER_INPUT: usize = 1;

    fn parse(input: &str) -> Result<Vec<Board>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let n = scan.usize_in("N", 1, MAX_N).map_err(|e| e.to_string())?;
        let mut cells = Vec::new();
        let mut row = Vec::new();
        for r in 1..=n {
            let at = scan.word("row", &mut row).map_err(|e| e.to_string())?;
            if row.len() != n || !row.iter().all(|b| b"WB.".contains(b)) {
                return Err(format!("row {r} at byte {at}: not {n} characters from W, B, ."));
            }
            cells.extend_from_slice(&row);
        }
        scan.finish().map_err(|e| e.to_string())?;
        Ok(vec![Board { n, cells }])
    }

    fn write(cases: &[Board]) -> String {
        assert_eq!(cases.len(), 1, "one board per input");
        format!("{}\n{}\n", cases[0].n, cases[0].rows().join("\n"))
    }

    /// N = 1 to 3, or N = 4 with at most eight pieces.
    fn random_small(rng: &mut Rng) -> Board {
        let n = rng.range(1, 4) as usize;
        let empty = rng.range(1, 3);
        let mut cells: Vec<u8> = (0..n * n)
            .map(|_| match rng.range(0, empty + 1) {
                0 => b'W',
                1 => b'B',
                _ => b'.',
            })
            .collect();
        if n == 4 {
            let mut pieces = 0;
            for cell in cells.iter_mut() {
                if *cell != b'.' {
                    pieces += 1;
                    if pieces > 8 {
                        *cell = b'.';
                    }
                }
            }
        }
        Board { n, cells }
    }

    fn brute(cases: &[Board]) -> Vec<Option<String>> {
        let mut p = Abc229h::default();
        cases.iter().map(|case| p.brute_one(case)).collect()
    }

    fn reference(case: &Board) -> String {
        Abc229h::default().reference_one(case)
    }

    /// A smaller board (the top-left (N-1) x (N-1) corner, or without the
    /// top row and last column), or one piece removed.
    fn shrink(board: &Board) -> Vec<Board> {
        let n = board.n;
        let mut smaller = Vec::new();
        if n > 1 {
            for (r0, c0) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let cells = (r0..r0 + n - 1)
                    .flat_map(|r| (c0..c0 + n - 1).map(move |c| (r, c)))
                    .map(|(r, c)| board.cells[r * n + c])
                    .collect();
                smaller.push(Board { n: n - 1, cells });
            }
        }
        for i in 0..n * n {
            if board.cells[i] != b'.' {
                let mut cells = board.cells.clone();
                cells[i] = b'.';
                smaller.push(Board { n, cells });
            }
        }
        smaller
    }

    fn explain(case: &Board) -> String {
        Abc229h::default().explain_one(case)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_write_and_explain() {
        let sample = "3\nBB.\n.B.\n...\n";
        let cases = Abc229h::parse(sample).unwrap();
        assert_eq!(cases[0].n, 3);
        assert_eq!(Abc229h::write(&cases), sample);
        let text = Abc229h::explain(&cases[0]);
        assert!(
            text.contains("column values (Takahashi positive): 1, 2, 0; sum = 3"),
            "{text}"
        );
        assert!(text.contains("the search confirms"), "{text}");
        let two = Abc229h::explain(&Abc229h::parse("2\n..\nWW\n").unwrap()[0]);
        assert!(two.contains("-1/2, -1/2; sum = -1"), "{two}");
        assert!(two.contains("the second player wins"), "{two}");
        assert!(Abc229h::parse("2\n..\nWX\n")
            .unwrap_err()
            .starts_with("row 2 at byte 5:"));
        assert!(Abc229h::parse("2\n..\nW\n").is_err());
        assert!(Abc229h::parse("9\n").is_err());
    }

    #[test]
    fn explained_moves_are_confirmed_by_the_search() {
        let mut rng = Rng::new(229);
        for _ in 0..300 {
            let board = Abc229h::random_small(&mut rng);
            let text = Abc229h::explain(&board);
            assert!(!text.contains("DISAGREES"), "{board:?}: {text}");
        }
    }
}
