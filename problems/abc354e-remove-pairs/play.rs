//! Remove Pairs for `scripts/play.sh abc354e`: the cards read from the
//! command line (`A B` pairs, the front and back of each; default: the
//! first sample's five cards; refused by name beyond 18 cards or outside
//! 1..=10^9), then a game with a person over [`Cards`], played by
//! `sglab::play::listed` with this lab's bitmask table of won sets (2^N
//! bytes, filled once in 2^N times the valid pairs). Tested by
//! shared/pack/tests/tools/play_listed.rs against exhaustive search of the
//! cards left on the table.

use super::{pair_ok, table, Card};
use sglab::play::listed::{Listed, Rules};
use sglab::play::{numbers, with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "Remove Pairs: cards with a front and a back number; a move
             removes two cards on the table with equal fronts or equal
             backs, `remove cards 2 and 5`. POSITION is the cards as front
             back pairs, `1 9 2 5` (default: sample 1's five cards); up to
             18 cards of 1 to 10^9, won by the table of every set of cards",
    play,
};

/// Why a start is refused.
const SHAPE: &str = "abc354e: the position is 1 to 18 cards as front back pairs of 1 to 10^9";

/// The largest front or back number.
const TOP: u64 = 1_000_000_000;

/// The first sample's cards.
const SAMPLE: [Card; 5] = [(1, 9), (2, 5), (4, 9), (1, 4), (2, 5)];

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let values = numbers(words).map_err(|e| format!("abc354e: {e}"))?;
    if values.len() % 2 == 1 || values.len() > 36 {
        return Err(format!("{SHAPE}; {} numbers were given", values.len()));
    }
    let mut cards: Vec<Card> = values.chunks(2).map(|p| (p[0], p[1])).collect();
    let valid = |&(a, b): &Card| (1..=TOP).contains(&a) && (1..=TOP).contains(&b);
    if let Some((i, card)) = cards.iter().enumerate().find(|(_, card)| !valid(card)) {
        return Err(format!("{SHAPE}; card {} {card:?} is not one", i + 1));
    }
    if cards.is_empty() {
        cards = SAMPLE.to_vec();
    }
    let won = table(&cards);
    let all = (1u32 << cards.len()) - 1;
    with_person(&mut Listed(Cards { cards, won }), all, person)
}

/// The statement's rules: a position is the set of cards on the table
/// (bit i: card i + 1); the lab's table says who wins each set.
pub struct Cards {
    cards: Vec<Card>,
    won: Vec<bool>,
}

impl Cards {
    /// The pairs (i, j), i < j, on the table in `on` that may be removed.
    fn pairs(&self, on: u32) -> Vec<(usize, usize)> {
        let n = self.cards.len();
        let here = |i: usize| on >> i & 1 == 1;
        (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
            .filter(|&(i, j)| here(i) && here(j) && pair_ok(self.cards[i], self.cards[j]))
            .collect()
    }
}

impl Rules for Cards {
    type Pos = u32;

    fn moves(&self, &on: &u32) -> Vec<(String, u32)> {
        let named = |(i, j): (usize, usize)| {
            let words = format!("remove cards {} and {}", i + 1, j + 1);
            (words, on & !(1 << i | 1 << j))
        };
        self.pairs(on).into_iter().map(named).collect()
    }

    fn wins(&mut self, &on: &u32) -> bool {
        self.won[on as usize]
    }

    /// The pairs that may still be removed.
    fn left(&self, &on: &u32) -> u64 {
        self.pairs(on).len() as u64
    }

    fn show(&self, &on: &u32) -> String {
        let shown: Vec<String> = (0..self.cards.len())
            .filter(|&i| on >> i & 1 == 1)
            .map(|i| format!("card {} ({}, {})", i + 1, self.cards[i].0, self.cards[i].1))
            .collect();
        match shown.is_empty() {
            true => "no cards on the table".to_string(),
            false => format!("on the table: {}", shown.join(", ")),
        }
    }
}
