//! Turning Corners, the coin game whose values are nim products (the
//! Tartan theorem), for `scripts/play.sh nim_product_64`: the heads read
//! from the command line (`X,Y` each, a coin listed twice is one head, on
//! a grid of 0..16 by 0..16), then a game with a person played by
//! `sglab::play::listed`, each heads coin at (x, y) valued x (x) y by this
//! lab's halving recursion. Tested by shared/pack/tests/tools/play_listed.rs
//! against exhaustive search of the set of heads.

use sglab::play::listed::{Listed, Rules};
use sglab::play::{with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "Turning Corners: coins at (x, y) on a grid; a move turns over the four
             corners (x, y), (x', y), (x, y'), (x', y') of a rectangle with x' < x,
             y' < y and (x, y) heads, `turn corners (3, 3) (1, 2)`. POSITION is the
             heads as X,Y (default: 3,3, the write-up's example); 0 <= X, Y < 16,
             a heads coin valued X (x) Y, the nim product",
    play,
};

/// The grid's side: coins at 0 <= x, y < SIDE.
pub const SIDE: usize = 16;

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let shape = format!("nim_product_64: the position is heads coins X,Y with 0 <= X, Y < {SIDE}");
    let mut heads = Heads::default();
    let words = if words.is_empty() {
        vec!["3,3".to_string()]
    } else {
        words.to_vec()
    };
    for word in &words {
        let coin = word
            .split_once(',')
            .and_then(|(x, y)| Some((x.trim().parse::<usize>().ok()?, y.trim().parse::<usize>().ok()?)))
            .filter(|&(x, y)| x < SIDE && y < SIDE)
            .ok_or_else(|| format!("{shape}; {word:?} is not one"))?;
        heads.0[coin.0] |= 1 << coin.1;
    }
    with_person(&mut Listed(Corners), heads, person)
}

/// The heads: bit y of column x for the coin (x, y).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Heads(pub [u16; SIDE]);

impl Heads {
    /// The heads coins, column by column.
    fn coins(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..SIDE).flat_map(move |x| (0..SIDE).filter(move |&y| self.0[x] >> y & 1 == 1).map(move |y| (x, y)))
    }
}

/// The statement's game: a move turns four corners, the far one heads.
pub struct Corners;

impl Rules for Corners {
    type Pos = Heads;

    fn moves(&self, heads: &Heads) -> Vec<(String, Heads)> {
        let mut moves = Vec::new();
        for (x, y) in heads.coins() {
            for x2 in 0..x {
                for y2 in 0..y {
                    let mut after = heads.clone();
                    after.0[x] ^= 1 << y | 1 << y2;
                    after.0[x2] ^= 1 << y | 1 << y2;
                    moves.push((format!("turn corners ({x}, {y}) ({x2}, {y2})"), after));
                }
            }
        }
        moves
    }

    fn wins(&mut self, heads: &Heads) -> bool {
        self.value(heads) != Some(0)
    }

    /// The Tartan theorem: the xor of the heads' nim products.
    fn value(&mut self, heads: &Heads) -> Option<u64> {
        Some(
            heads
                .coins()
                .fold(0, |g, (x, y)| g ^ super::recursive(x as u64, y as u64, 64)),
        )
    }

    /// The pack, losing, keeps the most moves: the heads' rectangles.
    fn left(&self, heads: &Heads) -> u64 {
        heads.coins().map(|(x, y)| (x * y) as u64).sum()
    }

    fn show(&self, heads: &Heads) -> String {
        let coins: Vec<String> = heads.coins().map(|(x, y)| format!("({x}, {y})")).collect();
        match coins.is_empty() {
            true => "no heads".to_string(),
            false => format!("heads at {}", coins.join(" ")),
        }
    }
}
