// AtCoder ABC349 E Weighted Tic-Tac-Toe: a 3 x 3 grid of integers; the
// players alternately paint a white cell their colour (Takahashi red,
// first; Aoki blue) and score its number. After each move a line of one
// colour ends the game at once (its owner wins); else a full board goes to
// the higher total. Partizan and decided by scores, not by who moves last,
// so no Grundy values: a memoised minimax over the boards (README.md).
// A board is the pair (red cells, blue cells) of 9-bit masks; the player
// to move follows from the number of white cells. For each board reached,
// the mover wins iff some white cell makes his line, or fills the board
// with his total higher, or leaves a board the opponent loses.
// Time O(3^9 * 9) at most (5478 boards are reachable), memory 2^18 bytes.
// Accepts: nine integers A_ij, each -10^9..=10^9 (the judge's bounds), whose
// sum must be odd (an even sum is refused, named at the byte past the last
// entry: a full board could tie).
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// plays the game tree out move by move, scores counted along the way
// (lab.rs, no memo), on hundreds of seeded boards, checks
// testdata/abc349e-weighted-tic-tac-toe/ against that search, the bad-input
// policy, the accepted ranges and the fixtures.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;
use sg::won::WinMemo;

const LIMIT: i64 = 1_000_000_000;
/// The eight lines (rows, columns, diagonals) as masks of cells 0..9,
/// row-major.
const LINES: [u16; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];
const FULL: u16 = 0o777;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let mut a = [0i64; 9];
    for cell in a.iter_mut() {
        *cell = input.i64_in("A_ij", -LIMIT, LIMIT)?;
    }
    let sum: i64 = a.iter().sum();
    if sum % 2 == 0 {
        // Named at the byte just past the last entry: no entry's own offset.
        let end = input.last_token_offset() + a[8].to_string().len() as u64;
        let detail = format!(
            "the sum of the A_ij is {}, even: the statement's is odd (no tie on a full board)",
            sum
        );
        return Err(Error::at("sum of A_ij", end, &detail));
    }
    let mut game = Game {
        a,
        sum,
        memo: WinMemo::new(1 << 18),
    };
    out.line(if game.wins(0, 0) { "Takahashi" } else { "Aoki" });
    Ok(())
}

struct Game {
    a: [i64; 9],
    sum: i64,
    /// Indexed by red << 9 | blue.
    memo: WinMemo,
}

fn has_line(cells: u16) -> bool {
    LINES.iter().any(|&line| line & !cells == 0)
}

impl Game {
    /// Whether the player to move wins on the board (`mine`, `theirs`):
    /// `mine` are the mover's cells.
    fn wins(&mut self, mine: u16, theirs: u16) -> bool {
        // The mover is Takahashi iff an odd number of cells is white.
        let white = FULL & !(mine | theirs);
        let key = if white.count_ones() % 2 == 1 {
            (mine as usize) << 9 | theirs as usize
        } else {
            (theirs as usize) << 9 | mine as usize
        };
        if let Some(known) = self.memo.get(key) {
            return known;
        }
        let won = (0..9).filter(|&cell| white >> cell & 1 == 1).any(|cell| {
            let after = mine | 1 << cell;
            if has_line(after) {
                true
            } else if after | theirs == FULL {
                // A full board: the mover's total against the rest.
                let total: i64 = (0..9).filter(|&c| after >> c & 1 == 1).map(|c| self.a[c]).sum();
                2 * total > self.sum
            } else {
                !self.wins(theirs, after)
            }
        });
        self.memo.set(key, won);
        won
    }
}
