//! POJ 3537 Crosses and Crosses. Brute force: the real strip cell by cell
//! (`games::crosses::real_steps`); reference: the Grundy table of the reduced
//! game (runs of safe cells). They differ at n = 2, where the judge expects
//! the table's `1` (README, "Edge cases and traps"). Tested by
//! tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::crosses;
use sglab::prelude::*;

/// Longest strip the brute force plays out (2^16 positions at most).
pub const SEARCH_N: usize = 16;

pub const WORDS: Words = Words::new("1\n", "2\n");

/// The real strip's search (a position is the length and the X's as bits)
/// and the reduced game's Grundy table, kept across cases.
pub struct Poj3537 {
    search: Memo<(usize, u64)>,
    table: Vec<u32>,
}

impl Default for Poj3537 {
    fn default() -> Poj3537 {
        let moves = |&(n, xs): &(usize, u64)| {
            let steps = crosses::real_steps(n, &xs).into_iter();
            steps.map(|step| step.map(|next| (n, next))).collect()
        };
        Poj3537 {
            search: Search::boxed(Play::Normal, moves),
            table: Vec::new(),
        }
    }
}

impl Poj3537 {
    /// Whether the player to move wins the real strip of `n` cells holding
    /// the X's `xs`, searched move by move from the rules alone (three in a
    /// row wins; a full strip leaves the player to move without a move).
    pub fn real_mover_wins(&mut self, n: usize, xs: u64) -> bool {
        self.search.mover_wins(&(n, xs))
    }

    /// The Grundy value of a run of `m` safe cells, from the rules of the
    /// reduced game (`grundy::table`), grown as larger runs are asked for.
    pub fn run_value(&mut self, m: usize) -> u32 {
        if self.table.len() <= m {
            self.table = grundy::table(m.max(64).max(2 * self.table.len()), crosses::options);
        }
        self.table[m]
    }
}

impl Problem for Poj3537 {
    type Case = usize;
    const NAME: &'static str = "poj3537";
    const FRAME: Frame = Frame::UntilEof;
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["max", "all", "many", "tiny", "thirds"];

    fn read_case(r: &mut Reader) -> Result<usize, String> {
        r.usize("n")
    }

    fn write_case(n: &usize) -> String {
        format!("{n}\n")
    }

    /// n from 1 to 16: every length the brute force plays out.
    fn random_small(rng: &mut Rng) -> usize {
        rng.range(1, SEARCH_N as u64) as usize
    }

    /// `max`: the judge's largest n; `all`: every n once, shuffled; `many`:
    /// 100000 queries; `tiny`: n = 1 and 2 among 3..=6; `thirds`: every
    /// multiple of 3 and every other n up to 400 (the false "3 divides n").
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<usize> {
        let top = limits["n"].hi as usize;
        let mut values: Vec<usize> = match kind {
            "max" => return vec![top],
            "all" => (1..=top).collect(),
            "many" => return (0..100_000).map(|_| rng.range(1, top as u64) as usize).collect(),
            "tiny" => return (0..60).map(|_| rng.range(1, 6) as usize).chain([1, 2]).collect(),
            "thirds" => (3..=top).step_by(3).chain((1..=400).filter(|n| n % 3 != 0)).collect(),
            other => unknown_kind(other),
        };
        rng.shuffle(&mut values);
        values
    }

    fn brute(&mut self, &n: &usize) -> Option<String> {
        (n <= SEARCH_N).then(|| WORDS.answer(self.real_mover_wins(n, 0)))
    }

    fn reference(&mut self, &n: &usize) -> String {
        WORDS.answer(self.run_value(n) != 0)
    }

    /// Shorter strips: 1, 2, 3, n / 4, n / 2, n - 2, n - 1 (those below n).
    fn shrink(&n: &usize) -> Vec<usize> {
        let mut smaller = vec![1, 2, 3, n / 4, n / 2, n.saturating_sub(2), n - 1];
        smaller.retain(|&m| (1..n).contains(&m));
        smaller.sort_unstable();
        smaller.dedup();
        smaller
    }

    fn explain(&mut self, &n: &usize) -> String {
        let g = self.run_value(n);
        let text = format!(
            "an empty strip of {n} cells is one run of {n} safe cells (no X within distance 2), Grundy value \
             g({n}) = {g}: {} by the table\n",
            winner(g != 0)
        );
        if n == 2 {
            return text
                + "on 2 cells nobody can make three in a row: played to the full strip, the first player fills one \
                   cell, the second the other, and the first player, facing a full strip, loses\n";
        }
        // A move at cell i (1-based) leaves runs of i - 3 and n - i - 2.
        let runs = |i: usize| (i.saturating_sub(3), (n - i).saturating_sub(2));
        let i = match (1..=n).find(|&i| self.run_value(runs(i).0) == self.run_value(runs(i).1)) {
            Some(i) => i,
            None => return text + "every first X leaves runs of values xor non-zero: the second player answers\n",
        };
        let ((left, right), v) = (runs(i), self.run_value(runs(i).0));
        let mut confirmed = "";
        if n <= SEARCH_N {
            let lost = !self.real_mover_wins(n, 1 << (i - 1));
            assert!(lost, "the table's move at cell {i} of {n} loses on the real strip");
            confirmed = " (confirmed on the real strip by exhaustive search)";
        }
        text + &format!(
            "winning move: an X in cell {i}, leaving safe runs of {left} and {right} cells, values {v} xor {v} = 0\
             {confirmed}\n"
        )
    }

    fn judge_differs(&self, &n: &usize) -> Option<String> {
        (n == 2).then(|| {
            "on 2 cells nobody can make three in a row: played to the full strip the first player \
             loses (2), but the recurrence gives g(2) = 1 and the judge's accepted solutions print 1 \
             (see problems/poj3537-crosses-and-crosses/README.md, \"Edge cases and traps\", n = 1 and n = 2)"
                .to_string()
        })
    }
}
