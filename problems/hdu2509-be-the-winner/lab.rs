//! HDU 2509 Be the Winner: a move takes a run of consecutive apples from one
//! line, misère. Brute force: the misère game move by move; reference: the SJ
//! theorem over line values (k apples are worth k). Tested by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::apples;
use sglab::prelude::*;

/// Cases with at most this many apples (or only lines of 0 or 1 apple,
/// whose search is linear) are decided by the search.
pub const SEARCH_APPLES: u64 = 18;

pub const WORDS: Words = Words::new("Yes\n", "No\n");

/// The misère search's memo, kept across cases.
pub struct Hdu2509(HeapSum<u32>);

impl Default for Hdu2509 {
    fn default() -> Hdu2509 {
        Hdu2509(HeapSum::new(Play::Misere, apples::steps))
    }
}

/// The non-empty lines as the search's components.
fn parts(lines: &[u64]) -> Vec<u32> {
    lines.iter().filter(|&&k| k > 0).map(|&k| k as u32).collect()
}

fn searchable(lines: &[u64]) -> bool {
    lines.iter().sum::<u64>() <= SEARCH_APPLES || lines.iter().all(|&k| k <= 1)
}

impl Problem for Hdu2509 {
    type Case = Vec<u64>;
    const NAME: &'static str = "hdu2509";
    const FRAME: Frame = Frame::UntilEof;
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["max", "large", "ones", "single"];

    fn read_case(r: &mut Reader) -> Result<Vec<u64>, String> {
        r.sized_list("n", "a_i")
    }

    fn write_case(lines: &Vec<u64>) -> String {
        sized_list(lines)
    }

    /// One to five lines with 1 to 16 apples in all, some lines empty.
    fn random_small(rng: &mut Rng) -> Vec<u64> {
        let n = rng.range(1, 5);
        let top = if rng.chance(1, 4) { 1 } else { 8 };
        let mut left = 16;
        let mut lines: Vec<u64> = (0..n)
            .map(|i| {
                let k = rng.range(0, (left - (n - 1 - i)).min(top));
                left -= k;
                k
            })
            .collect();
        if lines.iter().all(|&k| k == 0) {
            lines[0] = 1; // no apple at all is no game
        }
        lines
    }

    /// `max`: 10^4 cases of the most lines of the most apples (the judge
    /// gives no case count; benchmarks only); `large`: 300 such cases, every
    /// other one 50 lines twice (xor 0); `ones`: lines of 1 apple, where
    /// plain xor is wrong, sometimes with one longer line; `single`: one
    /// line per case, every size.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Vec<u64>> {
        let (n, top) = (limits["n"].hi, limits["a_i"].hi);
        let mut full = |count: usize| -> Vec<Vec<u64>> {
            (0..count)
                .map(|_| (0..n).map(|_| rng.range(1, top)).collect())
                .collect()
        };
        match kind {
            "max" => full(10_000),
            "large" => {
                let mut cases = full(300);
                for case in cases.iter_mut().skip(1).step_by(2) {
                    case.truncate(case.len() / 2);
                    case.extend_from_within(..);
                    rng.shuffle(case);
                }
                cases
            }
            "ones" => {
                let mut cases: Vec<Vec<u64>> = (1..=n).map(|k| vec![1; k as usize]).collect();
                for _ in 0..40 {
                    let mut case = vec![1; rng.range(1, n) as usize];
                    let at = rng.below(case.len());
                    case[at] = rng.range(2, top);
                    cases.push(case);
                }
                cases
            }
            "single" => (1..=top).map(|k| vec![k]).collect(),
            other => unknown_kind(other),
        }
    }

    fn brute(&mut self, lines: &Vec<u64>) -> Option<String> {
        searchable(lines).then(|| WORDS.answer(self.0.mover_wins(parts(lines))))
    }

    /// The SJ theorem over line values (value 0 only for no apples).
    fn reference(&mut self, lines: &Vec<u64>) -> String {
        WORDS.answer(self.0.first_wins(lines))
    }

    fn shrink(lines: &Vec<u64>) -> Vec<Vec<u64>> {
        smaller_lists(lines, |&k| smaller_values(k, 1))
    }

    fn explain(&mut self, lines: &Vec<u64>) -> String {
        let how = "a line of k apples is worth k";
        let search = (lines.iter().sum::<u64>() <= SEARCH_APPLES).then(|| parts(lines));
        self.0.explain(&format!("lines {}", join(lines)), lines, how, search)
    }
}
