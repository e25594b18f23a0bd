//! AcWing 219 Cutting Game (= POJ 2311): a case is one sheet W x H. The
//! brute force plays the real game (every cut; cutting out a 1 x 1 piece
//! wins at once) over whole positions; the reference is the Grundy table
//! of the reduced game (cuts keeping both sides >= 2), from the rules.

use super::Problem;
use crate::games::cutting::{self, Rect};
use crate::grundy;
use crate::rng::Rng;
use crate::search::{sum_steps, Play, Search, Step};
use sg::scan::Scanner;
use std::cell::RefCell;

/// The statement's bound on both sides.
pub const SIDE_MAX: usize = 200;
/// Largest side the brute force handles quickly: all sheets up to 9 x 9
/// take 26,000 positions, 10 x 10 already 190,000.
pub const BRUTE_SIDE: usize = 9;

/// The judge's answer line for "the first player wins".
pub fn answer(first_wins: bool) -> &'static str {
    if first_wins {
        "WIN\n"
    } else {
        "LOSE\n"
    }
}

type Moves = fn(&Vec<Rect>) -> Vec<Step<Vec<Rect>>>;

/// The real game on whole positions (sorted multisets of upright pieces).
/// One search serves many queries.
pub struct RealGame(Search<Vec<Rect>, Moves>);

impl Default for RealGame {
    fn default() -> RealGame {
        RealGame(Search::new(Play::Normal, |position| {
            sum_steps(position, cutting::real_steps)
        }))
    }
}

impl RealGame {
    /// Whether the first player wins the sum of `pieces`.
    pub fn first_wins(&mut self, pieces: &[Rect]) -> bool {
        let mut start: Vec<Rect> = pieces.iter().map(|&p| cutting::upright(p)).collect();
        start.sort_unstable();
        self.0.mover_wins(&start)
    }
}

thread_local! {
    /// One real-game search for the explanations, kept between calls.
    static EXPLAINED: RefCell<RealGame> = RefCell::new(RealGame::default());
    static REDUCED: RefCell<Vec<Vec<u32>>> = const { RefCell::new(Vec::new()) };
}

/// g(w, h) of the reduced game (cuts keeping both sides >= 2), from the
/// rules by `grundy::table2`; the table is kept and grown when needed.
pub fn reduced_value(w: usize, h: usize) -> u32 {
    REDUCED.with(|table| {
        let mut table = table.borrow_mut();
        if table.len() <= w.max(h) {
            let side = w.max(h).max(16).max(2 * table.len()).min(SIDE_MAX.max(w).max(h));
            *table = grundy::table2(side, side, cutting::options);
        }
        table[w][h]
    })
}

/// The cuts of a w x h sheet that keep both pieces at least 2 x 2, as the
/// two pieces: across at 2..=w/2, along at 2..=h/2.
fn safe_cuts(w: usize, h: usize) -> Vec<(Rect, Rect)> {
    let across = (2..=w / 2).map(move |i| ((i, h), (w - i, h)));
    let along = (2..=h / 2).map(move |j| ((w, j), (w, h - j)));
    across.chain(along).collect()
}

pub struct Acwing219;

impl Problem for Acwing219 {
    type Case = Rect;
    const NAME: &'static str = "acwing219";

    fn parse(input: &str) -> Result<Vec<Rect>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let mut sheets = Vec::new();
        let mut read = || -> Result<bool, sg::error::Error> {
            match scan.next_case("W", 2, SIDE_MAX as u64)? {
                Some(w) => {
                    sheets.push((w as usize, scan.usize_in("H", 2, SIDE_MAX)?));
                    Ok(true)
                }
                None => Ok(false),
            }
        };
        while read().map_err(|e| e.to_string())? {}
        Ok(sheets)
    }

    fn write(cases: &[Rect]) -> String {
        cases.iter().map(|(w, h)| format!("{w} {h}\n")).collect()
    }

    /// Both sides from 2 to 9.
    fn random_small(rng: &mut Rng) -> Rect {
        let side = |rng: &mut Rng| rng.range(2, BRUTE_SIDE as u64) as usize;
        (side(rng), side(rng))
    }

    fn brute(cases: &[Rect]) -> Vec<Option<String>> {
        let mut game = RealGame::default();
        cases
            .iter()
            .map(|&(w, h)| (w <= BRUTE_SIDE && h <= BRUTE_SIDE).then(|| answer(game.first_wins(&[(w, h)])).to_string()))
            .collect()
    }

    fn reference(&(w, h): &Rect) -> String {
        answer(reduced_value(w, h) != 0).to_string()
    }

    /// One side one shorter, or halved (never below 2), smallest area first.
    fn shrink(&(w, h): &Rect) -> Vec<Rect> {
        let mut smaller: Vec<Rect> = [(w / 2, h), (w, h / 2), (w - 1, h), (w, h - 1)]
            .into_iter()
            .filter(|&(a, b)| a >= 2 && b >= 2 && (a, b) != (w, h))
            .collect();
        smaller.sort_by_key(|&(a, b)| (a * b, a, b));
        smaller.dedup();
        smaller
    }

    fn explain(&(w, h): &Rect) -> String {
        let g = reduced_value(w, h);
        let mut text = format!(
            "cutting a strip of width 1 loses at once (the reply cuts a 1 x 1 off it), so only cuts keeping both pieces >= 2 x 2 count: \
             sg({w}, {h}) = mex over those cuts of the xor of the two pieces' values = {g}: the {} player wins\n",
            if g != 0 { "first" } else { "second" }
        );
        let winning = safe_cuts(w, h)
            .into_iter()
            .find(|&(a, b)| reduced_value(a.0, a.1) ^ reduced_value(b.0, b.1) == 0);
        match winning {
            Some((a, b)) => {
                text.push_str(&format!(
                    "winning move: cut into {}x{} and {}x{}, values {} xor {} = 0",
                    a.0,
                    a.1,
                    b.0,
                    b.1,
                    reduced_value(a.0, a.1),
                    reduced_value(b.0, b.1)
                ));
                if w <= BRUTE_SIDE && h <= BRUTE_SIDE {
                    let confirmed = !EXPLAINED.with(|game| game.borrow_mut().first_wins(&[a, b]));
                    assert!(confirmed, "the table's cut of {w}x{h} loses in the real game");
                    text.push_str(" (confirmed by exhaustive search of the real game)");
                }
                text.push('\n');
            }
            None if g == 0 => {
                text.push_str("every cut leaves a strip of width 1 or pieces whose values xor to non-zero\n")
            }
            None => unreachable!("a non-zero value has an option of value 0"),
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explanations_and_shrinking() {
        assert_eq!(Acwing219::shrink(&(4, 2)), vec![(2, 2), (3, 2)]);
        assert!(Acwing219::shrink(&(2, 2)).is_empty());
        let text = Acwing219::explain(&(4, 2));
        assert!(
            text.contains("sg(4, 2) = mex") && text.contains("cut into 2x2 and 2x2"),
            "{text}"
        );
        assert!(text.contains("confirmed"), "{text}");
        assert!(Acwing219::explain(&(3, 3)).contains("second player wins"));
        assert_eq!(Acwing219::parse("2 2\n3 2").unwrap(), vec![(2, 2), (3, 2)]);
        assert!(Acwing219::parse("1 5\n").unwrap_err().starts_with("W at byte 0"));
    }
}
