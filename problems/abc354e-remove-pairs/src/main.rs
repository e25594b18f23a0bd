// AtCoder ABC354 E Remove Pairs: N cards, card i shows A_i on the front
// and B_i on the back; a move removes two cards on the table with equal
// fronts or equal backs; who cannot move loses (normal play), Takahashi
// moves first. The game is no sum of independent parts (one card pairs
// with several), so no Grundy values: the position is the set of cards
// left, and the win/lose search over those sets is the solution
// (README.md). The valid pairs are found once, as bit masks; a memoised
// depth-first search from the full set (depth at most 9) marks each set
// reached won or lost, stopping at the first move into a lost set.
// Time O(2^N * P) at worst, P <= N(N-1)/2 = 153 valid pairs; memory 2^N
// bytes (256 KiB at N = 18).
// Accepts: N = 1..=18, then N lines of A_i and B_i, each 1..=10^9 (the
// judge's bounds); one game per input.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// plays the real game on the multiset of cards by exhaustive search
// (lab.rs, no masks) on hundreds of seeded games, checks
// testdata/abc354e-remove-pairs/ against that search, the bad-input policy,
// the accepted ranges and the wrong fixtures.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;
use sg::won::WinMemo;

const MAX_N: usize = 18;
const MAX_VALUE: u64 = 1_000_000_000;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let n = input.usize_in("N", 1, MAX_N)?;
    let mut cards = Vec::with_capacity(n);
    for _ in 0..n {
        let a = input.u64_in("A_i", 1, MAX_VALUE)?;
        let b = input.u64_in("B_i", 1, MAX_VALUE)?;
        cards.push((a, b));
    }
    // Every valid pair as the mask of its two cards.
    let mut pairs = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if cards[i].0 == cards[j].0 || cards[i].1 == cards[j].1 {
                pairs.push((1u32 << i) | (1u32 << j));
            }
        }
    }
    let mut memo = WinMemo::new(1 << n);
    let full = (1u32 << n) - 1;
    let takahashi = wins(full, &pairs, &mut memo);
    out.line(if takahashi { "Takahashi" } else { "Aoki" });
    Ok(())
}

/// Whether the player to move with the cards `left` on the table wins:
/// some valid pair among them leaves a lost set.
fn wins(left: u32, pairs: &[u32], memo: &mut WinMemo) -> bool {
    if let Some(known) = memo.get(left as usize) {
        return known;
    }
    let won = pairs
        .iter()
        .any(|&pair| left & pair == pair && !wins(left ^ pair, pairs, memo));
    memo.set(left as usize, won);
    won
}
