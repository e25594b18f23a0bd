//! CSES 2207 Grundy's Game: split a heap into two unequal heaps. Brute force:
//! heap multisets; reference: the Grundy table built from the rules, and above
//! it the computed fact that no heap larger than 1222 is a loss. Tested by
//! tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::grundys;
use sglab::prelude::*;

/// Heaps up to this size are searched exhaustively (p(40) = 37,338 positions).
pub const BRUTE_MAX: u64 = 40;
/// The rules table reaches this far; above it the reference relies on the
/// computed fact that every heap larger than 1222 is a first-player win.
pub const TABLE: usize = 2000;

pub const WORDS: Words = Words::new("first\n", "second\n");

/// The search's memo and the rules' Grundy table, kept across cases.
pub struct Cses2207(HeapSum<u32>);

impl Default for Cses2207 {
    fn default() -> Cses2207 {
        Cses2207(HeapSum::new(Play::Normal, grundys::steps).with_table(rules_table()))
    }
}

/// g(0..=TABLE) from the rules.
pub fn rules_table() -> Vec<u32> {
    grundy::table(TABLE, grundys::options)
}

impl Problem for Cses2207 {
    type Case = u64;
    const NAME: &'static str = "cses2207";
    const FRAME: Frame = Frame::Count("t");
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["max", "large", "table"];

    fn read_case(r: &mut Reader) -> Result<u64, String> {
        r.u64("n")
    }

    fn write_case(n: &u64) -> String {
        format!("{n}\n")
    }

    fn random_small(rng: &mut Rng) -> u64 {
        rng.range(1, BRUTE_MAX)
    }

    /// `max`: the most heaps, of any size the judge allows; `large`: 20,000
    /// of them (a committable max-like golden); `table`: every n to 2100
    /// (the whole table, its last loss 1222 and the switch to the computed
    /// part above 2000), then the two largest heaps.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<u64> {
        let top = limits["n"].hi;
        match kind {
            "max" => (0..limits["t"].hi).map(|_| rng.range(1, top)).collect(),
            "large" => (0..20_000).map(|_| rng.range(1, top)).collect(),
            "table" => (1..=2100).chain([top - 1, top]).collect(),
            other => unknown_kind(other),
        }
    }

    fn brute(&mut self, &n: &u64) -> Option<String> {
        (n <= BRUTE_MAX).then(|| WORDS.answer(self.0.mover_wins([n as u32])))
    }

    /// The rules table to 2000; above it, no loss (computed, not proven).
    fn reference(&mut self, &n: &u64) -> String {
        WORDS.answer(self.0.table().get(n as usize) != Some(&0))
    }

    fn shrink(&n: &u64) -> Vec<u64> {
        // 3 is the smallest heap with a move.
        let mut smaller = smaller_values(n, 1);
        smaller.push(3);
        smaller.retain(|&m| m < n);
        smaller.sort_unstable();
        smaller.dedup();
        smaller
    }

    fn explain(&mut self, &n: &u64) -> String {
        let Some(&g) = self.0.table().get(n as usize) else {
            let why = "no heap above 1222 is a loss in any table ever computed";
            return format!(
                "heap {n}: beyond the rules table (n <= {TABLE}); {why}, so {}\n",
                winner(true)
            );
        };
        let how = "mex over the splits into two unequal heaps";
        let search = (n <= BRUTE_MAX).then(|| vec![n as u32]);
        let text = self.0.explain(&format!("heap {n}"), &[u64::from(g)], how, search);
        let mut splits = grundys::splits(n as usize).into_iter();
        match splits.find(|&[a, b]| n > BRUTE_MAX && g != 0 && self.0.table()[a] == self.0.table()[b]) {
            Some([a, b]) => text + &format!("a winning split (from the table): {a} + {b}, equal values\n"),
            None => text,
        }
    }
}
