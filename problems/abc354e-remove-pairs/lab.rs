//! AtCoder ABC354 E Remove Pairs: remove two cards with equal fronts or
//! equal backs; who cannot move loses. Brute force: the cards left as a
//! multiset (sorted list), every pair of them tried, memoised on the
//! multiset, no bit masks ([`search`]); reference: the bitmask win/lose
//! table over all 2^N sets, filled by increasing set ([`table`]). Tested by
//! tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::prelude::*;
use std::collections::HashMap;

pub const WORDS: Words = Words::new("Takahashi\n", "Aoki\n");
/// The brute force gives up (answers `None`) past this many positions.
pub const SEARCH_POSITIONS: usize = 200_000;
/// Largest N of `random_small`.
pub const SMALL_N: u64 = 9;

/// A card: (front A_i, back B_i).
pub type Card = (u64, u64);

/// ABC354 E. Each case is searched afresh (the memo is per game).
#[derive(Default)]
pub struct Abc354e;

/// Whether two cards may be removed together: equal fronts or equal backs
/// (a front never matches a back).
pub fn pair_ok(x: Card, y: Card) -> bool {
    x.0 == y.0 || x.1 == y.1
}

/// The cards left after removing cards `i` and `j` (`i < j`) from `cards`.
fn without(cards: &[Card], i: usize, j: usize) -> Vec<Card> {
    let mut next = cards.to_vec();
    next.remove(j);
    next.remove(i);
    next
}

/// The plain search of the game as the statement words it: the cards on
/// the table as a sorted list (equal cards are interchangeable, so a
/// multiset), a move any two of them that match; the player to move wins
/// iff some move leaves a position the opponent loses.
pub struct Plain {
    memo: HashMap<Vec<Card>, bool>,
}

impl Plain {
    fn wins(&mut self, cards: &[Card]) -> Option<bool> {
        if let Some(&known) = self.memo.get(cards) {
            return Some(known);
        }
        if self.memo.len() >= SEARCH_POSITIONS {
            return None;
        }
        let mut won = false;
        'moves: for i in 0..cards.len() {
            for j in i + 1..cards.len() {
                if pair_ok(cards[i], cards[j]) && !self.wins(&without(cards, i, j))? {
                    won = true;
                    break 'moves;
                }
            }
        }
        self.memo.insert(cards.to_vec(), won);
        Some(won)
    }
}

/// Whether the first player wins with `cards` on the table, by the plain
/// search; `None` past [`SEARCH_POSITIONS`] positions.
pub fn search(cards: &[Card]) -> Option<bool> {
    let mut sorted = cards.to_vec();
    sorted.sort_unstable();
    Plain { memo: HashMap::new() }.wins(&sorted)
}

/// The bitmask table: `won[s]` for every set `s` of cards on the table
/// (bit i = card i), filled in increasing order of `s` (a move only clears
/// bits, so every option comes first).
pub fn table(cards: &[Card]) -> Vec<bool> {
    let n = cards.len();
    let pairs: Vec<usize> = (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .filter(|&(i, j)| pair_ok(cards[i], cards[j]))
        .map(|(i, j)| (1 << i) | (1 << j))
        .collect();
    let mut won = vec![false; 1 << n];
    for s in 0..1usize << n {
        won[s] = pairs.iter().any(|&p| s & p == p && !won[s ^ p]);
    }
    won
}

/// The winning moves of the first player (cards numbered from 1), by the
/// plain search; `None` when too large to search.
pub fn winning_moves(cards: &[Card]) -> Option<Vec<(usize, usize)>> {
    let mut moves = Vec::new();
    for i in 0..cards.len() {
        for j in i + 1..cards.len() {
            if pair_ok(cards[i], cards[j]) && !search(&without(cards, i, j))? {
                moves.push((i + 1, j + 1));
            }
        }
    }
    Some(moves)
}

fn show(cards: &[Card]) -> String {
    let shown: Vec<String> = cards.iter().map(|(a, b)| format!("({a}, {b})")).collect();
    shown.join(" ")
}

impl Problem for Abc354e {
    type Case = Vec<Card>;
    const NAME: &'static str = "abc354e";
    const FRAME: Frame = Frame::Single;
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["traps", "max", "distinct", "same", "large"];

    fn read_case(r: &mut Reader) -> Result<Vec<Card>, String> {
        let n = r.u64("N")?;
        (0..n).map(|_| Ok((r.u64("A_i")?, r.u64("B_i")?))).collect()
    }

    fn write_case(cards: &Vec<Card>) -> String {
        let lines: String = cards.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
        format!("{}\n{lines}", cards.len())
    }

    /// 1 to 9 cards, fronts and backs from 1 to 2, 3 or 4 (small
    /// alphabets, so that pairs are common).
    fn random_small(rng: &mut Rng) -> Vec<Card> {
        let n = rng.range(1, SMALL_N);
        let (fronts, backs) = (rng.range(1, 4), rng.range(1, 4));
        (0..n).map(|_| (rng.range(1, fronts), rng.range(1, backs))).collect()
    }

    /// traps: one of the card's counterexamples (the goldens traps-1 to
    /// traps-5 hold them all); max: 18 cards, fronts and backs from 1 to 3
    /// (dense pairs); distinct: 18 cards, fronts from 6 and backs from 6
    /// values near 10^9, every card different; same: 18 equal cards (every
    /// pair valid); large: 18 cards, fronts and backs from 1 to 2.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Vec<Card>> {
        let n = limits["N"].hi;
        let top = limits["A_i"].hi;
        let mut cards = |fronts: &[u64], backs: &[u64]| -> Vec<Card> {
            (0..n).map(|_| (rng.pick(fronts), rng.pick(backs))).collect()
        };
        let case = match kind {
            "traps" => {
                let traps: [&[Card]; 5] = [
                    &[(1, 9), (2, 5), (4, 9), (1, 4), (2, 5)],
                    &[(1, 2), (2, 1)],
                    &[(1, 1), (3, 2), (1, 2)],
                    &[(2, 2), (2, 3), (3, 3), (1, 2)],
                    &[(7, 7)],
                ];
                traps[rng.below(traps.len())].to_vec()
            }
            "max" => cards(&[1, 2, 3], &[1, 2, 3]),
            "large" => cards(&[1, 2], &[1, 2]),
            "same" => vec![(top, top); n as usize],
            "distinct" => {
                let values: Vec<u64> = (0..6).map(|k| top - 7 * k).collect();
                let mut all: Vec<Card> = values
                    .iter()
                    .flat_map(|&a| values.iter().map(move |&b| (a, b)))
                    .collect();
                rng.shuffle(&mut all);
                all.truncate(n as usize);
                all
            }
            other => unknown_kind(other),
        };
        vec![case]
    }

    fn brute(&mut self, cards: &Vec<Card>) -> Option<String> {
        search(cards).map(|won| WORDS.answer(won))
    }

    fn reference(&mut self, cards: &Vec<Card>) -> String {
        let won = table(cards);
        WORDS.answer(won[won.len() - 1])
    }

    /// Half the cards, one card fewer, or one card with a smaller front or
    /// back.
    fn shrink(cards: &Vec<Card>) -> Vec<Vec<Card>> {
        let smaller = |&(a, b): &Card| {
            let fronts = smaller_values(a, 1).into_iter().map(move |x| (x, b));
            fronts
                .chain(smaller_values(b, 1).into_iter().map(move |y| (a, y)))
                .collect()
        };
        smaller_lists(cards, smaller)
    }

    /// The valid pairs; then Takahashi's winning moves (by the plain
    /// search), or why every move loses.
    fn explain(&mut self, cards: &Vec<Card>) -> String {
        let n = cards.len();
        let pairs: Vec<String> = (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
            .filter(|&(i, j)| pair_ok(cards[i], cards[j]))
            .map(|(i, j)| format!("{}-{}", i + 1, j + 1))
            .collect();
        let mut text = format!(
            "cards {}; valid pairs: {}\n",
            show(cards),
            if pairs.is_empty() {
                "none".to_string()
            } else {
                pairs.join(" ")
            }
        );
        let won = table(cards)[(1 << n) - 1];
        let by = match winning_moves(cards) {
            Some(moves) => {
                assert_eq!(moves.is_empty(), !won, "{cards:?}: the search and the table disagree");
                if won {
                    let (i, j) = moves[0];
                    let shown: Vec<String> = moves.iter().map(|(i, j)| format!("{i}-{j}")).collect();
                    format!("Takahashi wins, {}: removing cards {i} and {j} leaves a position Aoki, to move, loses (the search confirms; winning pairs: {})", winner(true), shown.join(" "))
                } else if pairs.is_empty() {
                    format!("Aoki wins, {}: Takahashi has no pair to remove", winner(false))
                } else {
                    format!("Aoki wins, {}: every pair Takahashi removes leaves a position Aoki, to move, wins (the search confirms)", winner(false))
                }
            }
            None => format!(
                "{}, {} (the bitmask table; too large to search)",
                if won { "Takahashi wins" } else { "Aoki wins" },
                winner(won)
            ),
        };
        text += &by;
        text.push('\n');
        text
    }
}
