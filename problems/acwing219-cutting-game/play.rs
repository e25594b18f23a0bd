//! The cutting game for `scripts/play.sh acwing219`: sheets read from the
//! command line (`4x3 5x5`; refused by name beyond 6 sheets or outside
//! 2..=200 a side), then a game with a person over [`Sheets`], played by
//! `sglab::play::listed` with this lab's table of the reduced game. Tested
//! by shared/pack/tests/tools/play_listed.rs against exhaustive search of
//! the real game.

use sglab::games::cutting::Rect;
use sglab::play::listed::{Listed, Rules};
use sglab::play::{with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "the cutting game: pieces of grid paper; a move cuts one piece
             along a grid line into two, `cut piece 1 into 1x3 and 3x3`, and
             whoever cuts out a 1 x 1 piece wins. POSITION is the sheets,
             `4x3 5x5` (default: two of random 2..=6 a side); up to 6 sheets
             of 2 to 200 a side, won by the table of the reduced game",
    play,
};

/// Why a start is refused.
const SHAPE: &str = "acwing219: the position is 1 to 6 sheets WxH of 2 to 200 a side, as `4x3`";

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let mut sheets: Vec<Rect> = Vec::new();
    for word in words {
        let sheet = word
            .split_once('x')
            .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)));
        match sheet {
            Some((w, h)) if (2..=200).contains(&w) && (2..=200).contains(&h) => sheets.push((w, h)),
            _ => return Err(format!("{SHAPE}; {word:?} is not one")),
        }
    }
    if sheets.len() > 6 {
        return Err(format!("{SHAPE}; {} were given", sheets.len()));
    }
    if sheets.is_empty() {
        let mut side = || person.rng.range(2, 6) as usize;
        sheets = (0..2).map(|_| (side(), side())).collect();
    }
    with_person(&mut Listed(Sheets(super::Acwing219::default())), sheets, person)
}

/// The real game's rules: a position is the pieces in their places; the
/// lab's table values the reduced game.
pub struct Sheets(super::Acwing219);

/// Whether a piece can be cut into a 1 x 1 at once.
fn strip((w, h): Rect) -> bool {
    w.min(h) == 1 && w.max(h) >= 2
}

impl Rules for Sheets {
    type Pos = Vec<Rect>;

    fn moves(&self, pieces: &Vec<Rect>) -> Vec<(String, Vec<Rect>)> {
        if pieces.contains(&(1, 1)) {
            return Vec::new(); // the last cut won
        }
        let mut moves = Vec::new();
        for (i, &(w, h)) in pieces.iter().enumerate() {
            let across = (1..w).map(|x| ((x, h), (w - x, h)));
            let along = (1..h).map(|y| ((w, y), (w, h - y)));
            for (a, b) in across.chain(along) {
                let mut next = pieces.clone();
                next.splice(i..=i, [a, b]);
                let words = format!("cut piece {} into {}x{} and {}x{}", i + 1, a.0, a.1, b.0, b.1);
                moves.push((words, next));
            }
        }
        moves
    }

    /// A piece 1 wide wins at once (cut off its end). Without one, a cut
    /// that leaves a piece 1 wide hands that win over, so the other cuts
    /// (both pieces at least 2 x 2) are the reduced game, a sum valued by
    /// the lab's table.
    fn wins(&mut self, pieces: &Vec<Rect>) -> bool {
        if pieces.contains(&(1, 1)) {
            return false;
        }
        let table = &mut self.0;
        pieces.iter().any(|&p| strip(p)) || pieces.iter().fold(0, |g, &p| g ^ table.reduced_value(p)) != 0
    }

    /// Losing, the pack leaves no piece 1 wide when it can.
    fn left(&self, pieces: &Vec<Rect>) -> u64 {
        u64::from(!pieces.iter().any(|&p| strip(p)))
    }

    fn show(&self, pieces: &Vec<Rect>) -> String {
        let shown: Vec<String> = pieces.iter().map(|(w, h)| format!("{w}x{h}")).collect();
        format!("pieces {}", shown.join(" "))
    }
}
