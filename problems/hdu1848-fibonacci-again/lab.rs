//! HDU 1848 Fibonacci again and again: a move takes a Fibonacci number of
//! stones from one of three piles. Brute force: the three-pile game move by
//! move; reference: the xor of Grundy values tabulated from the rules. Tested
//! by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::subtraction;
use sglab::prelude::*;

/// Largest pile of the statement: the Grundy table goes this far.
pub const MAX_PILE: usize = 1000;
/// Largest pile the brute force searches (its positions grow as pile^3).
pub const BRUTE_PILE: usize = 60;

pub const WORDS: Words = Words::new("Fibo\n", "Nacci\n");

/// The search's memo and the rules' Grundy table, kept across cases.
pub struct Hdu1848(HeapSum<usize>);

impl Default for Hdu1848 {
    fn default() -> Hdu1848 {
        let fib = subtraction::fibonacci(BRUTE_PILE);
        let sum = HeapSum::new(Play::Normal, move |pile| subtraction::steps(&fib, pile));
        Hdu1848(sum.with_table(grundy_values()))
    }
}

/// Grundy values g(0..=MAX_PILE) of one pile from the rules.
pub fn grundy_values() -> Vec<u32> {
    grundy::table(MAX_PILE, subtraction::fibonacci_options)
}

/// The non-empty piles as the search's components, if small enough to search.
fn searched(piles: &[usize; 3]) -> Option<Vec<usize>> {
    let small = piles.iter().all(|&p| p <= BRUTE_PILE);
    small.then(|| piles.iter().copied().filter(|&p| p > 0).collect())
}

impl Problem for Hdu1848 {
    type Case = [usize; 3];
    const NAME: &'static str = "hdu1848";
    const FRAME: Frame = Frame::Terminator("0 0 0");
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["max", "losing", "edges"];

    fn read_case(r: &mut Reader) -> Result<[usize; 3], String> {
        Ok([r.usize("m")?, r.usize("n")?, r.usize("p")?])
    }

    fn write_case([m, n, p]: &[usize; 3]) -> String {
        format!("{m} {n} {p}\n")
    }

    /// Three piles of 1..=BRUTE_PILE stones, as the statement allows.
    fn random_small(rng: &mut Rng) -> [usize; 3] {
        let mut pile = || rng.range(1, BRUTE_PILE as u64) as usize;
        [pile(), pile(), pile()]
    }

    /// `max`: 10^4 cases of piles up to the limit (the statement does not
    /// bound the number of cases); `losing`: the third pile balances the
    /// other two where it can, so about half the answers are Nacci;
    /// `edges`: piles of 1, 2, the limit and Fibonacci numbers with their
    /// neighbours.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<[usize; 3]> {
        let top = limits["m"].hi as usize;
        let mut pile = |top: usize| rng.range(1, top as u64) as usize;
        match kind {
            "max" => (0..10_000).map(|_| [pile(top), pile(top), pile(top)]).collect(),
            "losing" => {
                let g = grundy_values();
                (0..2000)
                    .map(|_| {
                        let (m, n) = (pile(top), pile(top));
                        let tries: Vec<usize> = (1..=top).filter(|&p| g[p] == g[m] ^ g[n]).collect();
                        let p = if tries.is_empty() {
                            pile(top)
                        } else {
                            tries[pile(tries.len()) - 1]
                        };
                        [m, n, p]
                    })
                    .collect()
            }
            "edges" => {
                let mut sizes = vec![1, 2, top - 1, top];
                for f in subtraction::fibonacci(top) {
                    sizes.extend([f - 1, f, f + 1].iter().filter(|&&s| (1..=top).contains(&s)));
                }
                (0..2000)
                    .map(|_| [0; 3].map(|_| sizes[pile(sizes.len()) - 1]))
                    .collect()
            }
            other => unknown_kind(other),
        }
    }

    fn brute(&mut self, piles: &[usize; 3]) -> Option<String> {
        searched(piles).map(|parts| WORDS.answer(self.0.mover_wins(parts)))
    }

    /// The xor of Grundy values tabulated from the rules.
    fn reference(&mut self, piles: &[usize; 3]) -> String {
        WORDS.answer(self.0.first_wins(&self.0.values(*piles)))
    }

    /// One pile smaller (the shorter lists are not cases).
    fn shrink(piles: &[usize; 3]) -> Vec<[usize; 3]> {
        let lists = smaller_lists(piles, |&p| {
            smaller_values(p as u64, 1).into_iter().map(|v| v as usize).collect()
        });
        lists.into_iter().filter_map(|list| list.try_into().ok()).collect()
    }

    fn explain(&mut self, piles: &[usize; 3]) -> String {
        let values = self.0.values(*piles);
        let how = "mex over taking 1, 2, 3, 5, 8, ... stones";
        self.0
            .explain(&format!("piles {}", join(piles)), &values, how, searched(piles))
    }
}
