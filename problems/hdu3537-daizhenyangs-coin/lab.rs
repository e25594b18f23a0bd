//! HDU 3537 Daizhenyang's Coin (Mock Turtles); `Yes` means the first player
//! loses. Brute force: the set of heads under the statement's moves
//! (`games::mock_turtles`); reference: the coin-turning lemma with the
//! odious-number values. Tested by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::mock_turtles::{self, set_value, value, Steps};
use sglab::prelude::*;

/// The brute force searches sets of heads among coins 0..SEARCH_COINS.
pub const SEARCH_COINS: u64 = 16;

pub const WORDS: Words = Words::new("No\n", "Yes\n");

/// The brute force's memo: sets of heads solved so far.
pub struct Hdu3537(Search<u64, Steps>);

impl Default for Hdu3537 {
    fn default() -> Hdu3537 {
        Hdu3537(mock_turtles::search())
    }
}

/// The heads as a bitmask (a position listed twice is one coin), if every
/// position is below [`SEARCH_COINS`].
fn mask(positions: &[u64]) -> Option<u64> {
    positions
        .iter()
        .try_fold(0u64, |m, &p| (p < SEARCH_COINS).then(|| m | 1 << p))
}

impl Problem for Hdu3537 {
    /// The heads' positions as listed (repeats kept).
    type Case = Vec<u64>;
    const NAME: &'static str = "hdu3537";
    const FRAME: Frame = Frame::UntilEof;
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["traps", "max", "large"];

    fn read_case(r: &mut Reader) -> Result<Vec<u64>, String> {
        r.sized_list("n", "a_k")
    }

    fn write_case(positions: &Vec<u64>) -> String {
        sized_list(positions)
    }

    /// Up to six positions among coins 0 to 11, a repeat one time in three.
    fn random_small(rng: &mut Rng) -> Vec<u64> {
        let n = rng.range(0, 6) as usize;
        let mut positions: Vec<u64> = (0..n).map(|_| rng.range(0, 11)).collect();
        if n > 0 && rng.chance(1, 3) {
            let again = rng.pick(&positions);
            positions.insert(rng.below(n + 1), again);
        }
        positions
    }

    /// `traps`: repeated positions (a naive xor cancels them), position 0,
    /// n = 0, the largest positions, lost sets with one head listed twice
    /// and three times; `max`: 10^4 cases of the most positions (the judge
    /// states no case count); `large`: 40 such cases, a quarter of them lost
    /// (a committable golden).
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Vec<u64>> {
        let (n, top) = (limits["n"].hi as usize, limits["a_k"].hi);
        match kind {
            "max" => (0..10_000).map(|_| positions(rng, n, top)).collect(),
            "large" => {
                let mut cases: Vec<Vec<u64>> = (0..30).map(|_| positions(rng, n, top)).collect();
                cases.extend((0..10).map(|_| lost(rng, n, top)));
                cases
            }
            "traps" => traps(rng, n, top),
            other => unknown_kind(other),
        }
    }

    fn brute(&mut self, positions: &Vec<u64>) -> Option<String> {
        mask(positions).map(|m| WORDS.answer(self.0.mover_wins(&m)))
    }

    fn reference(&mut self, positions: &Vec<u64>) -> String {
        WORDS.answer(set_value(positions) != 0)
    }

    /// One position fewer (down to none), one position lower, or a coin
    /// listed more than once moved lower in every listing.
    fn shrink(positions: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut smaller = smaller_lists(positions, |&a| smaller_values(a, 0));
        if positions.len() == 1 {
            smaller.insert(0, Vec::new());
        }
        let repeated = |a: u64| positions.iter().filter(|&&b| b == a).count() > 1;
        for &a in positions.iter().filter(|&&a| repeated(a)) {
            for lower in smaller_values(a, 0) {
                smaller.push(positions.iter().map(|&b| if b == a { lower } else { b }).collect());
            }
        }
        smaller
    }

    /// Each distinct head's value and their xor; when the first player
    /// wins, the coins to turn over, confirmed by the search when small (a
    /// panic if the search refutes them).
    fn explain(&mut self, positions: &Vec<u64>) -> String {
        let mut coins = positions.clone();
        coins.sort_unstable();
        coins.dedup();
        let mut listed: Vec<String> = coins.iter().map(|&c| format!("coin {c} -> {}", value(c))).collect();
        if listed.is_empty() {
            listed.push("none".to_string());
        }
        let dropped = (coins.len() < positions.len()).then_some(", repeated positions dropped");
        let x = set_value(&coins);
        let text = format!(
            "heads (each coin once{}): {}; xor = {x}\n",
            dropped.unwrap_or(""),
            listed.join(", ")
        );
        let turned = match mock_turtles::winning_move(&coins) {
            Some(turned) => turned,
            None => return text + &format!("xor 0: {} (Daizhenyang loses: Yes)\n", winner(false)),
        };
        let checked = match mask(&coins) {
            None => "too large to search",
            Some(m) => {
                let after = turned.iter().fold(m, |m, &c| m ^ 1 << c);
                assert!(!self.0.mover_wins(&after), "{positions:?}: turning {turned:?} loses");
                "the search confirms: the opponent loses"
            }
        };
        let shown: Vec<String> = turned.iter().map(|c| c.to_string()).collect();
        text + &format!(
            "xor {x} != 0: {} (No); turn over coins {} (coin {} shows heads), leaving xor 0 ({checked})\n",
            winner(true),
            shown.join(", "),
            turned[0]
        )
    }
}

fn positions(rng: &mut Rng, n: usize, top: u64) -> Vec<u64> {
    (0..n).map(|_| rng.range(0, top)).collect()
}

/// `n` (even) distinct random positions up to `top` of xor 0: the last head
/// is the one whose value is the xor of the others' (an odd number of
/// odious values xors to an odious one; redrawn until its coin is in range
/// and new).
fn lost(rng: &mut Rng, n: usize, top: u64) -> Vec<u64> {
    assert!(n % 2 == 0, "n - 1 odious values xor to an odious one only for n even");
    loop {
        let mut heads = positions(rng, n - 1, top);
        heads.sort_unstable();
        heads.dedup();
        let x = set_value(&heads);
        let last = x / 2;
        if x != 0 && value(last) == x && last <= top && !heads.contains(&last) {
            heads.push(last);
            rng.shuffle(&mut heads);
            return heads;
        }
    }
}

fn traps(rng: &mut Rng, most: usize, top: u64) -> Vec<Vec<u64>> {
    // Repeats, small sets, the largest positions.
    let mut cases = vec![vec![], vec![0], vec![0, 0], vec![0, 0, 0], vec![5, 5]];
    cases.extend([vec![1, 2, 1], vec![0, 1, 2, 3], vec![0, 1, 2, 3, 3]]);
    cases.extend([vec![top], vec![top, top], vec![top, top - 1, 0], vec![7; most]]);
    for n in [4, 10, 50, 98] {
        // A lost set, then the same set with one head listed twice: still
        // lost (a naive xor says won), and with one head listed three times.
        let heads = lost(rng, n, top);
        let twice = [heads.clone(), vec![rng.pick(&heads)]].concat();
        let thrice = [twice.clone(), vec![twice[n]]].concat();
        cases.extend([heads, twice, thrice]);
    }
    cases
}
