//! Daizhenyang's coin game for `scripts/play.sh hdu3537`: the heads read
//! from the command line (coins 0 to 63; a coin listed twice is one head),
//! then a game with a person over [`Coins`], played by
//! `sglab::play::listed` with the coin-turning lemma's values (odious
//! numbers, `games::mock_turtles`). Tested by
//! shared/pack/tests/tools/play_listed.rs against exhaustive search of the
//! set of heads.

use sglab::games::mock_turtles::value;
use sglab::play::listed::{Listed, Rules};
use sglab::play::{numbers, with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "coin turning (Mock Turtles): coins 0, 1, 2, ... in a row; a move
             turns over 1, 2 or 3 coins, the rightmost showing heads, `turn
             over coins 1 4 6`. POSITION is the heads (default: four random
             in 0..=15); coins 0 to 63, valued by the odious numbers",
    play,
};

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let mut heads = numbers(words).map_err(|e| format!("hdu3537: {e}"))?;
    if let Some(&far) = heads.iter().find(|&&c| c > 63) {
        return Err(format!(
            "hdu3537: the position is the heads among coins 0 to 63; coin {far} is not one"
        ));
    }
    if words.is_empty() {
        heads = (0..4).map(|_| person.rng.range(0, 15)).collect();
    }
    let mask = heads.iter().fold(0u64, |m, &c| m | 1 << c);
    with_person(&mut Listed(Coins), mask, person)
}

/// The statement's rules: a position is the heads, bit c for coin c.
pub struct Coins;

/// The coins in `mask`, left to right.
fn coins(mask: u64) -> impl Iterator<Item = u64> {
    (0..64).filter(move |&c| mask >> c & 1 == 1)
}

impl Rules for Coins {
    type Pos = u64;

    fn moves(&self, &mask: &u64) -> Vec<(String, u64)> {
        let mut moves = Vec::new();
        for r in coins(mask) {
            let m = mask ^ 1 << r;
            moves.push((format!("turn over coin {r}"), m));
            for a in 0..r {
                moves.push((format!("turn over coins {a} {r}"), m ^ 1 << a));
                for b in a + 1..r {
                    moves.push((format!("turn over coins {a} {b} {r}"), m ^ 1 << a ^ 1 << b));
                }
            }
        }
        moves
    }

    fn wins(&mut self, mask: &u64) -> bool {
        self.value(mask) != Some(0)
    }

    /// The coin-turning lemma: the xor of the single heads' values.
    fn value(&mut self, &mask: &u64) -> Option<u64> {
        Some(coins(mask).fold(0, |x, c| x ^ value(c)))
    }

    /// Every move lowers the heads read as a binary number.
    fn left(&self, &mask: &u64) -> u64 {
        mask
    }

    fn show(&self, &mask: &u64) -> String {
        let heads: Vec<String> = coins(mask).map(|c| c.to_string()).collect();
        match heads.is_empty() {
            true => "no heads".to_string(),
            false => format!("heads at coins {}", heads.join(" ")),
        }
    }
}
