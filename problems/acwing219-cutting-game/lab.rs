//! AcWing 219 Cutting Game (= POJ 2311), one sheet W x H per case. Brute
//! force: the real game (cutting out a 1 x 1 piece wins at once); reference:
//! the Grundy table of the reduced game (cuts keep both sides >= 2). Tested by
//! tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::cutting::{self, Rect};
use sglab::prelude::*;
use sglab::search::sum_steps;

/// Largest side the brute force handles quickly: all sheets up to 9 x 9
/// take 26,000 positions, 10 x 10 already 190,000.
pub const BRUTE_SIDE: usize = 9;
/// The statement's bound on both sides: the table grows at most this far
/// unless asked for more.
const SIDE_MAX: usize = 200;

pub const WORDS: Words = Words::new("WIN\n", "LOSE\n");

/// The real game's search (sorted multisets of upright pieces) and the
/// reduced game's table, kept across cases.
pub struct Acwing219 {
    search: Memo<Vec<Rect>>,
    table: Vec<Vec<u32>>,
}

impl Default for Acwing219 {
    fn default() -> Acwing219 {
        Acwing219 {
            search: Search::boxed(Play::Normal, |p: &Vec<Rect>| sum_steps(p, cutting::real_steps)),
            table: Vec::new(),
        }
    }
}

impl Acwing219 {
    /// Whether the first player wins the real game on the sum of `pieces`.
    pub fn first_wins(&mut self, pieces: &[Rect]) -> bool {
        let mut start: Vec<Rect> = pieces.iter().map(|&p| cutting::upright(p)).collect();
        start.sort_unstable();
        self.search.mover_wins(&start)
    }

    /// g(w, h) of the reduced game (cuts keeping both sides >= 2), from the
    /// rules by `grundy::table2`; the table grows when needed.
    pub fn reduced_value(&mut self, (w, h): Rect) -> u32 {
        if self.table.len() <= w.max(h) {
            let side = w.max(h).max(16).max(2 * self.table.len()).min(SIDE_MAX.max(w).max(h));
            self.table = grundy::table2(side, side, cutting::options);
        }
        self.table[w][h]
    }
}

impl Problem for Acwing219 {
    type Case = Rect;
    const NAME: &'static str = "acwing219";
    const FRAME: Frame = Frame::UntilEof;
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["max", "traps"];

    fn read_case(r: &mut Reader) -> Result<Rect, String> {
        Ok((r.usize("W")?, r.usize("H")?))
    }

    fn write_case(&(w, h): &Rect) -> String {
        format!("{w} {h}\n")
    }

    /// Both sides from 2 to 9.
    fn random_small(rng: &mut Rng) -> Rect {
        let side = |rng: &mut Rng| rng.range(2, BRUTE_SIDE as u64) as usize;
        (side(rng), side(rng))
    }

    /// `max`: 40,000 sheets of any size; `traps`: every sheet with a side
    /// of 2 or 3, both ways, shuffled (the terminal pieces 2 x 2, 2 x 3,
    /// 3 x 2, and what a wrong seeding of sg(1, 1) gets wrong).
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Rect> {
        let (w, h) = (limits["W"], limits["H"]);
        if kind == "max" {
            let mut side = |r: sglab::meta::Range| rng.range(r.lo, r.hi) as usize;
            return (0..40_000).map(|_| (side(w), side(h))).collect();
        }
        if kind != "traps" {
            unknown_kind(kind);
        }
        let top = w.hi.min(h.hi) as usize;
        let mut sheets: Vec<Rect> = (2..=3)
            .flat_map(|short| (2..=top).flat_map(move |long| [(short, long), (long, short)]))
            .collect();
        rng.shuffle(&mut sheets);
        sheets
    }

    fn brute(&mut self, &(w, h): &Rect) -> Option<String> {
        (w <= BRUTE_SIDE && h <= BRUTE_SIDE).then(|| WORDS.answer(self.first_wins(&[(w, h)])))
    }

    fn reference(&mut self, &sheet: &Rect) -> String {
        WORDS.answer(self.reduced_value(sheet) != 0)
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

    fn explain(&mut self, &(w, h): &Rect) -> String {
        let g = self.reduced_value((w, h));
        let mut text = format!(
            "cutting a strip of width 1 loses at once (the reply cuts a 1 x 1 off it), so only cuts keeping both pieces >= 2 x 2 count: \
             sg({w}, {h}) = mex over those cuts of the xor of the two pieces' values = {g}: {}\n",
            winner(g != 0)
        );
        // The cuts keeping both pieces at least 2 x 2, as the two pieces.
        let across = (2..=w / 2).map(|i| ((i, h), (w - i, h)));
        let mut cuts = across.chain((2..=h / 2).map(|j| ((w, j), (w, h - j))));
        let Some((a, b)) = cuts.find(|&(a, b)| self.reduced_value(a) == self.reduced_value(b)) else {
            return text + "every cut leaves a strip of width 1 or pieces whose values xor to non-zero\n";
        };
        let v = self.reduced_value(a);
        text += &format!(
            "winning move: cut into {}x{} and {}x{}, values {v} xor {v} = 0",
            a.0, a.1, b.0, b.1
        );
        if w <= BRUTE_SIDE && h <= BRUTE_SIDE {
            assert!(
                !self.first_wins(&[a, b]),
                "the table's cut of {w}x{h} loses in the real game"
            );
            text += " (confirmed by exhaustive search of the real game)";
        }
        text + "\n"
    }
}
