//! Weighted Tic-Tac-Toe for `scripts/play.sh abc349e`: the nine weights
//! read from the command line, row by row, and optionally the board as nine
//! cells of `.RB` (default: sample 1's weights on a white board; refused by
//! name beyond |A| <= 10^9, an even sum, or a board that cannot occur), then
//! a game with a person over [`Grid`], played by `sglab::play::listed` with
//! this lab's search memoised on the board (at most 3^9 boards). The game is
//! partizan (the first player paints red, the second blue) and a full board
//! goes to the higher total, so a full board the last painter lost gives the
//! other player one move, `count the totals`, that ends the game: the player
//! left without a move has lost, as `Listed` plays it. Tested by
//! shared/pack/tests/tools/play_listed.rs against exhaustive search of the
//! real board.

use super::{line_of, to_move, Boards, BLUE, RED, WHITE};
use sglab::play::listed::{Listed, Rules};
use sglab::play::{with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "Weighted Tic-Tac-Toe: a 3 x 3 grid of weights; the first player
             paints cells red, the second blue, `paint cell (2, 3)`; three
             of a colour in a line win at once, else the full board goes to
             the higher total (then `count the totals`). POSITION is the
             nine weights row by row, then optionally the board as `R.B.....`
             (default: sample 1's weights, white); |A| <= 10^9, odd sum",
    play,
};

/// Why a start is refused.
const SHAPE: &str =
    "abc349e: the position is nine weights of at most 10^9 in size (an odd sum), row by row, then optionally nine cells of `.RB`";

/// Sample 1's weights.
const SAMPLE: [i64; 9] = [0, 0, 0, 0, 1, 0, 0, 0, 0];

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let (weights, cells) = match words.len() {
        0 => return with_person(&mut Listed(Grid::new(SAMPLE)), ([WHITE; 9], false), person),
        9 => (words, None),
        10 => (&words[..9], Some(words[9].as_str())),
        n => return Err(format!("{SHAPE}; {n} words were given")),
    };
    let mut a = [0i64; 9];
    for (cell, word) in a.iter_mut().zip(weights) {
        *cell = match word.parse::<i64>() {
            Ok(w) if w.abs() <= 1_000_000_000 => w,
            _ => return Err(format!("{SHAPE}; {word:?} is not a weight")),
        };
    }
    if a.iter().sum::<i64>() % 2 == 0 {
        return Err(format!("{SHAPE}; the weights add up to {}", a.iter().sum::<i64>()));
    }
    let board = match cells {
        None => [WHITE; 9],
        Some(cells) => board(cells)?,
    };
    with_person(&mut Listed(Grid::new(a)), (board, false), person)
}

/// The board a word of nine cells gives, refused by name when play cannot
/// reach it or it leaves no move.
fn board(cells: &str) -> Result<[u8; 9], String> {
    let colours: Option<Vec<u8>> = cells
        .bytes()
        .map(|b| match b {
            b'.' => Some(WHITE),
            b'R' | b'r' => Some(RED),
            b'B' | b'b' => Some(BLUE),
            _ => None,
        })
        .collect();
    let board: [u8; 9] = colours
        .and_then(|c| c.try_into().ok())
        .ok_or_else(|| format!("{SHAPE}; {cells:?} is not nine cells"))?;
    let count = |colour: u8| board.iter().filter(|&&c| c == colour).count();
    if count(RED) != count(BLUE) && count(RED) != count(BLUE) + 1 {
        let (red, blue) = (count(RED), count(BLUE));
        return Err(format!(
            "abc349e: the board {cells} has {red} red and {blue} blue cells; red paints first, so red has as many as blue or one more"
        ));
    }
    if line_of(&board).is_some() {
        return Err(format!("abc349e: the board {cells} already holds a line"));
    }
    if count(WHITE) == 0 {
        return Err(format!("abc349e: the board {cells} has no white cell left"));
    }
    Ok(board)
}

/// The statement's rules: a position is the board and whether the totals
/// of a full board have been counted; the lab's memoised search says who
/// wins.
pub struct Grid {
    a: [i64; 9],
    boards: Boards,
}

impl Grid {
    fn new(a: [i64; 9]) -> Grid {
        Grid {
            a,
            boards: Boards::new(&a),
        }
    }

    /// The total of `colour`'s cells.
    fn total(&self, board: &[u8; 9], colour: u8) -> i64 {
        (0..9).filter(|&c| board[c] == colour).map(|c| self.a[c]).sum()
    }
}

impl Rules for Grid {
    type Pos = ([u8; 9], bool);

    fn moves(&self, &(board, counted): &([u8; 9], bool)) -> Vec<(String, ([u8; 9], bool))> {
        let mover = to_move(&board);
        if counted || line_of(&board).is_some() {
            return Vec::new();
        }
        if !board.contains(&WHITE) {
            // Red painted last: blue has the count to claim, or has lost.
            return match self.total(&board, BLUE) > self.total(&board, RED) {
                true => vec![("count the totals".to_string(), (board, true))],
                false => Vec::new(),
            };
        }
        let paint = |cell: usize| {
            let mut next = board;
            next[cell] = mover;
            let words = format!("paint cell ({}, {})", cell / 3 + 1, cell % 3 + 1);
            (words, (next, false))
        };
        (0..9).filter(|&c| board[c] == WHITE).map(paint).collect()
    }

    /// An ended board (a line, or full) by the lab's rule for it, the
    /// others by its search.
    fn wins(&mut self, &(board, counted): &([u8; 9], bool)) -> bool {
        let mover = to_move(&board);
        match self.boards.ended(&board, mover) {
            _ if counted => false,
            Some(won) => won,
            None => self.boards.mover_wins(&board),
        }
    }

    /// The white cells, and the count when it is still to claim.
    fn left(&self, pos: &([u8; 9], bool)) -> u64 {
        match pos.0.iter().filter(|&&c| c == WHITE).count() {
            0 => self.moves(pos).len() as u64,
            white => white as u64,
        }
    }

    fn show(&self, &(board, counted): &([u8; 9], bool)) -> String {
        let cell = |c: usize| {
            let colour = [".", "R", "B"][usize::from(board[c])];
            format!("{colour}{}", self.a[c])
        };
        let rows: Vec<String> = (0..3)
            .map(|r| (0..3).map(|k| cell(3 * r + k)).collect::<Vec<_>>().join(" "))
            .collect();
        let (red, blue) = (self.total(&board, RED), self.total(&board, BLUE));
        let note = if counted { "; counted" } else { "" };
        format!("board {} (red {red}, blue {blue}{note})", rows.join(" / "))
    }
}
