//! ABC229 H's game for `scripts/play.sh abc229h`: Advance or Eat on a board
//! the command line gives (its rows) or a random 3 x 3 one, the person
//! Takahashi (white, first) or with `--second` Snuke (black). A partizan
//! game fits `Game` because a position carries who moves: the side to move
//! wins iff the sum of the columns' surreal values (the simplest-number
//! rule, `games::advance_or_eat`, Takahashi positive) is > 0 for
//! Takahashi, < 0 for Snuke. Every column of the board's height is valued
//! once at the start (3^N of them, N <= 8); a reply tries every move, each
//! a sum of N values. No g: hints show P and N. Tested by
//! shared/pack/tests/tools/opponents.rs against a whole-board search.

use sglab::games::advance_or_eat::{all_columns, column, column_value_scaled, moves, Move, Position};
use sglab::games::advance_or_eat::{BLACK, EMPTY, WHITE};
use sglab::play::{with_person, Entry, Game, Person, Winner};
use sglab::rng::Rng;
use std::collections::HashMap;

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "a partizan game on an N x N board of white (W) and black (B)
             pieces: Takahashi (first; you, or the pack with --second) moves a
             white piece one square up into an empty one or removes a black
             piece, Snuke the same with colours swapped: `move the piece at
             row 2, column 1 up`, `remove the piece at row 1, column 3`.
             POSITION is the rows, top first, `BB. .B. ...` (default: a random
             3 x 3 board); N up to 8, decided by the columns' surreal values",
    play,
};

/// The largest board played (the statement's).
const SIDE: usize = 8;

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let cells: Vec<u8> = if words.is_empty() {
        let pieces = [EMPTY, WHITE, BLACK];
        (0..9).map(|_| pieces[person.rng.below(3)]).collect()
    } else {
        board(words)?
    };
    let width = (1..=SIDE).find(|w| w * w == cells.len()).unwrap_or(0);
    let mut values = HashMap::new();
    for col in all_columns(width) {
        column_value_scaled(&col, &mut values).map_err(|e| format!("abc229h: {e}"))?;
    }
    let start = Position {
        width,
        cells,
        takahashi_to_move: true,
    };
    with_person(&mut AdvanceOrEat { values }, start, person)
}

/// The cells of the rows `words` give, or why they are no board, named.
fn board(words: &[String]) -> Result<Vec<u8>, String> {
    let n = words.len();
    if n > SIDE {
        return Err(format!("abc229h: the board is 1 to {SIDE} rows; {n} were given"));
    }
    for (i, row) in words.iter().enumerate() {
        if row.len() != n || row.bytes().any(|b| ![WHITE, BLACK, EMPTY].contains(&b)) {
            return Err(format!(
                "abc229h: row {} is {row:?}; each of the {n} rows is {n} squares of W, B or .",
                i + 1
            ));
        }
    }
    Ok(words.concat().into_bytes())
}

/// Advance or Eat, valued by its columns: `values` holds every column of
/// the board's height (top to bottom), scaled by `advance_or_eat::SCALE`.
pub struct AdvanceOrEat {
    values: HashMap<Vec<u8>, i64>,
}

impl AdvanceOrEat {
    /// The board's value: the sum of its columns', Takahashi positive.
    fn total(&self, p: &Position) -> i64 {
        (0..p.width)
            .map(|c| self.values.get(&column(&p.cells, p.width, c)).copied().unwrap_or(0))
            .sum()
    }

    fn legal(&self, p: &Position) -> Vec<(Move, Position)> {
        let next = |cells| Position {
            width: p.width,
            cells,
            takahashi_to_move: !p.takahashi_to_move,
        };
        let all = moves(&p.cells, p.width, p.takahashi_to_move).into_iter();
        all.map(|(mv, cells)| (mv, next(cells))).collect()
    }

    fn mover_wins(&self, p: &Position) -> bool {
        let total = self.total(p);
        if p.takahashi_to_move {
            total > 0
        } else {
            total < 0
        }
    }
}

/// Who moves from `p`, and the colours.
fn mover(p: &Position) -> (&'static str, &'static str, &'static str) {
    if p.takahashi_to_move {
        ("Takahashi", "white", "black")
    } else {
        ("Snuke", "black", "white")
    }
}

/// Why `line` is no legal move from `p`, in the game's terms.
fn refusal(p: &Position, line: &str) -> String {
    let example = "write a move as `move the piece at row 2, column 1 up` or `remove the piece at row 1, column 3`";
    let numbers: Vec<usize> = (line.split(|c: char| !c.is_ascii_digit()))
        .filter_map(|w| w.parse().ok())
        .collect();
    let (up, remove) = (line.starts_with("move "), line.starts_with("remove "));
    let (r, c) = match numbers[..] {
        [r, c] if up || remove => (r, c),
        _ => return example.to_string(),
    };
    let n = p.width;
    if !(1..=n).contains(&r) || !(1..=n).contains(&c) {
        return format!("there is no square at row {r}, column {c} (rows and columns 1 to {n})");
    }
    let (who, own, other) = mover(p);
    let at = format!("row {r}, column {c}");
    let cell = p.cells[(r - 1) * n + c - 1];
    let own_piece = cell == if p.takahashi_to_move { WHITE } else { BLACK };
    if cell == EMPTY {
        format!("the square at {at} is empty")
    } else if up && !own_piece {
        format!("{who} moves only {own} pieces up; the piece at {at} is {other}")
    } else if up && r == 1 {
        format!("the piece at {at} is in the top row already")
    } else if up {
        format!("the square above {at} is not empty")
    } else if remove && own_piece {
        format!("{who} removes only {other} pieces; the piece at {at} is {own}")
    } else {
        example.to_string()
    }
}

impl Game for AdvanceOrEat {
    type Pos = Position;
    type Move = Move;

    fn read_move(&self, p: &Position, line: &str) -> Result<Move, String> {
        let wanted = sglab::play::canonical(line);
        let legal = self.legal(p).into_iter().map(|(mv, _)| mv);
        legal
            .into_iter()
            .find(|mv| mv.to_string() == wanted)
            .ok_or_else(|| refusal(p, &wanted))
    }

    fn write_move(&self, mv: &Move) -> String {
        mv.to_string()
    }

    fn after(&mut self, p: &Position, mv: &Move) -> Position {
        let legal = self.legal(p).into_iter();
        legal
            .into_iter()
            .find(|(m, _)| m == mv)
            .map_or_else(|| p.clone(), |(_, next)| next)
    }

    fn wins(&mut self, p: &Position) -> bool {
        self.mover_wins(p)
    }

    fn reply(&mut self, p: &Position, rng: &mut Rng) -> Option<Move> {
        let legal = self.legal(p);
        let winning: Vec<&Move> = (legal.iter())
            .filter(|(_, next)| !self.mover_wins(next))
            .map(|(mv, _)| mv)
            .collect();
        if !winning.is_empty() {
            return Some(*winning[rng.below(winning.len())]);
        }
        (!legal.is_empty()).then(|| legal[rng.below(legal.len())].0)
    }

    fn moves(&mut self, p: &Position) -> Option<Vec<Move>> {
        let legal: Vec<Move> = self.legal(p).into_iter().map(|(mv, _)| mv).collect();
        (legal.len() <= 80).then_some(legal)
    }

    fn show(&self, p: &Position) -> String {
        let rows: Vec<&str> = (p.cells.chunks(p.width.max(1)))
            .map(|row| std::str::from_utf8(row).unwrap_or("?"))
            .collect();
        let (who, own, _) = mover(p);
        format!("board {} with {who} ({own}) to move", rows.join(" "))
    }
}
