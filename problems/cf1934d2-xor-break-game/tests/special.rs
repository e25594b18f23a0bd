//! Codeforces 1934 D2 XOR Break — Game Version: the shared suite
//! (`sglab::suite!`, which also defines `bin()` and `write_up()`), then the
//! checks only this problem needs: the search against popcount parity, the
//! judge's side playing perfectly, the break counts behind the 63-break
//! limit, the sample's trap and the wrong fixtures' reports.

use pack::problems::cf1934d2::*;
use sglab::contract::erased::Erased;
use pack::problems::cf1934d2::xor_break::{self, Turn};
use sglab::judge::kinds::judge_as;
use sglab::judge::{Verdict, Wrong};
use sglab::play::Game;
use sglab::prelude::*;
use std::time::Duration;

sglab::suite!(Cf1934d2);

/// The Claim for every n the search reaches: the holder of n wins iff
/// popcount(n) is even; and the Facts' count of breaks, 2 (p - 2^top).
#[test]
fn the_search_is_popcount_parity_for_every_n_up_to_the_limit() {
    let mut p = Cf1934d2::default();
    for n in 1..=SEARCH_LIMIT {
        assert_eq!(p.brute(&n).unwrap(), p.reference(&n), "n = {n}");
    }
    for n in 1..=SEARCH_LIMIT {
        assert_eq!(xor_break::breaks(n).len() as u64, 2 * (n - top(n)), "n = {n}");
    }
    assert_eq!(p.brute(&(SEARCH_LIMIT + 1)), None);
}

/// Bob's reply from every offer of one number below 2^9 and every pair a
/// break of such a number leaves: legal (read back as the player's line
/// would be), winning from an N-position (the search says the player
/// then loses), none only when every number is a power of two.
#[test]
fn the_judges_reply_is_perfect() {
    let mut search = xor_break::search();
    let mut rng = Rng::new(28);
    let mut bob = Playing::default();
    let mut offers = Vec::new();
    for p in 1..512u64 {
        offers.push(vec![p]);
        offers.extend(xor_break::breaks(p).into_iter().map(|(a, b)| vec![a, b]));
    }
    for offer in &offers {
        let by_search = offer.iter().any(|&p| xor_break::holder_wins(&mut search, p));
        assert_eq!(bob.wins(offer), by_search, "{offer:?}");
        match bob.reply(offer, &mut rng) {
            None => assert!(offer.iter().all(|&p| p.count_ones() == 1), "{offer:?}"),
            Some(mv) => {
                assert_eq!(bob.read_move(offer, &bob.write_move(&mv)), Ok(mv));
                let (a, b) = mv;
                let player_wins = search.mover_wins(&Turn::Select(a.max(b), a.min(b)));
                assert_eq!(player_wins, !by_search, "{offer:?} -> {mv:?}");
            }
        }
    }
    // Winning breaks are drawn among all of them, in either order: 15 has
    // four (both parts of odd popcount).
    let mut seen: Vec<(u64, u64)> = (0..200)
        .map(|_| bob.reply(&vec![15], &mut rng).unwrap())
        .collect();
    assert!(seen.iter().any(|&(a, b)| a < b) && seen.iter().any(|&(a, b)| a > b));
    seen.iter_mut().for_each(|mv| *mv = (mv.0.max(mv.1), mv.0.min(mv.1)));
    seen.sort();
    seen.dedup();
    assert_eq!(seen, [(8, 7), (11, 4), (13, 2), (14, 1)]);
    // Losing, Bob hands over his largest even part: 7 -> 6 and 1.
    let mv = bob.reply(&vec![7], &mut rng).unwrap();
    assert_eq!((mv.0.max(mv.1), mv.0.min(mv.1)), (6, 1));
}

/// The 63-break limit: the top-bit strategy's breaks. Against the card's
/// greedy Bob (his largest even part each time) 54 at n = 2^59 - 4, the
/// card's figure; against the judge's Bob (the better of his largest even
/// part and the largest one below his second bit) 55 there, the most over
/// the `traps` and `max` inputs; at most t for n with top bit t (the
/// Proof), so at most 59 for n <= 10^18. Against the best Bob, every break
/// tried for n < 2^12, the most per top bit t: the judge's Bob reaches it
/// for every t, the greedy one falls one short at t = 8 and 9.
#[test]
fn bob_stretches_the_top_bit_strategy_to_54_breaks_at_2_59_minus_4() {
    let long = (1 << 59) - 4;
    assert_eq!(top_bit_breaks_greedy(long), 54);
    for seed in 0..5 {
        assert_eq!(top_bit_breaks(long, seed), 55);
    }
    let limits = meta::find("cf1934d2").unwrap().limits;
    let mut rng = Rng::new(59);
    let mut most = 0;
    for kind in ["traps", "max"] {
        for n in Cf1934d2::generate(kind, &mut rng, &limits) {
            let breaks = top_bit_breaks(n, n);
            assert!(breaks <= (63 - n.leading_zeros()) as usize, "n = {n}: {breaks} breaks");
            assert!(top_bit_breaks_greedy(n) <= breaks, "n = {n}");
            most = most.max(breaks);
        }
    }
    assert_eq!(most, 55);
    let best = most_top_bit_breaks(1 << 12);
    let per_top = |f: &dyn Fn(u64) -> usize| -> Vec<usize> {
        (0..12).map(|t| (1u64 << t..2 << t).map(f).max().unwrap()).collect()
    };
    let by_best = per_top(&|n| best[n as usize]);
    assert_eq!(by_best, [0, 1, 1, 2, 2, 3, 4, 5, 6, 7, 7, 8]);
    assert_eq!(per_top(&|n| top_bit_breaks(n, 1)), by_best);
    assert_eq!(per_top(&top_bit_breaks_greedy), [0, 1, 1, 2, 2, 3, 4, 5, 5, 6, 7, 8]);
    for n in 1..1u64 << 12 {
        assert!(top_bit_breaks(n, 1) <= best[n as usize], "n = {n}");
    }
}

/// The sample's `first` on 13 (popcount 3) wins only against the sample's
/// Bob: the real one takes 10 from `10 7` and breaks it into 8 and 2, and
/// the sample's next line `1 2` breaks nothing on offer.
#[test]
fn the_samples_first_on_13_loses_to_a_real_bob() {
    let sample = "t = int(input())\nfor line in [['second'], ['first', '2 1'], ['first', '10 7', '1 2'], ['first', '777777770000 1']]:\n    input()\n    for i, say in enumerate(line):\n        print(say, flush=True)\n        if i or say == 'second':\n            if input() in ('0 0', '-1 -1'):\n                break\n";
    let cmd = ["python3".to_string(), "-c".to_string(), sample.to_string()];
    let problem = Erased::<Cf1934d2>::new().unwrap();
    let input = write::<Cf1934d2>(&golden::<Cf1934d2>("sample-1").0);
    let judged = judge_as(&problem, &cmd, &input, "", Duration::from_secs(60), 256, 1).unwrap();
    let Verdict::Wa(Wrong::Said(why)) = &judged.verdict else {
        panic!("{:?}\n{}", judged.verdict, judged.stdout)
    };
    assert_eq!(judged.case, Some(2), "{}", judged.stdout);
    assert!(why.starts_with("`1 2`: 1 xor 2 = 3 is not "), "{why}");
    assert!(
        why.contains("the player's `first` took n = 13 = 0b1101 (popcount 3), odd: every break leaves Bob a part of even popcount"),
        "{why}"
    );
    assert!(judged.stdout.contains("player: 10 7\njudge:  "), "{}", judged.stdout);
}

/// `First` is not a side word: the judge answers `-1 -1`.
#[test]
fn the_side_words_are_lowercase() {
    let cmd = ["python3".to_string(), "-c".to_string(), "input(); input(); print('First', flush=True); input()".to_string()];
    let problem = Erased::<Cf1934d2>::new().unwrap();
    let judged = judge_as(&problem, &cmd, "1\n3\n", "", Duration::from_secs(60), 256, 1).unwrap();
    assert_eq!(
        judged.verdict,
        Verdict::Wa(Wrong::Said("`First`: the side is `first` or `second` (lowercase)".to_string()))
    );
    assert_eq!(judged.stdout, "judge:  1\njudge:  3\nplayer: First\njudge:  -1 -1\n");
}

/// The pack's player on the sample: the transcript, Bob's replies aside.
#[test]
fn the_binary_wins_the_sample_and_the_transcript_shows_it() {
    let problem = Erased::<Cf1934d2>::new().unwrap();
    let input = write::<Cf1934d2>(&golden::<Cf1934d2>("sample-1").0);
    let judged = judge_as(&problem, &[bin().to_string()], &input, "", Duration::from_secs(60), 256, 1).unwrap();
    assert_eq!(judged.verdict, Verdict::Ac, "{}", judged.stdout);
    assert!(
        judged.stdout.starts_with(
            "judge:  4\njudge:  1\nplayer: second\njudge:  0 0\njudge:  3\nplayer: first\nplayer: 2 1\njudge:  0 0\njudge:  13\nplayer: second\n"
        ),
        "{}",
        judged.stdout
    );
    assert!(judged.stdout.contains("judge:  777777770001\nplayer: first\nplayer: 549755813888 228021956113\n"));
}

/// The wrong fixtures, shrunk: the side by the parity of n loses at n = 2
/// (a power of two has no break); taking Bob's larger part loses at n = 89,
/// where Bob, losing on 25, hands over 15 (all ones below his second bit)
/// with 22; breaking off the lowest set bit leaves Bob the top bit, and
/// his stretching parts carry the game from n = 5121 past 63 breaks.
#[test]
fn the_wrong_fixtures_are_caught_and_shrunk() {
    let parity = "judge:  1\njudge:  2\nplayer: first\nplayer: 0 0\njudge:  -1 -1\n";
    sglab::assert_fixture_report!(
        Cf1934d2,
        "parity.py",
        shrunk_to("1\n2\n", "second\n", parity),
        "WA  `0 0`: the player has no break left (n = 2 = 0b10 (popcount 1)); the player's `first` took n = 2 = 0b10 (popcount 1), odd: it has no break at all",
    );
    let larger = "judge:  1\njudge:  89\nplayer: first\nplayer: 64 25\njudge:  22 15\nplayer: 16 6\njudge:  2 4\nplayer: 0 0\njudge:  -1 -1\n";
    sglab::assert_fixture_report!(
        Cf1934d2,
        "larger.py",
        shrunk_to("1\n89\n", "first\n", larger),
        "the player's break `16 6` of 22 = 0b10110 (popcount 3) (with 15 = 0b1111 (popcount 4) on offer) left Bob 6 = 0b110 (popcount 2), even: he wins by breaking off its top bit",
    );
    sglab::assert_fixture_report!(
        Cf1934d2,
        "low_bit.c",
        "counterexample (target/tmp/cf1934d2/",
        "  1\n  5121\nexpected, from the proven reference (the case is too large for the brute force):\n  second\n",
        "  player: second\n  judge:  5119 2046\n  player: 2044 2\n",
        "WA  63 breaks made and Bob can still break (offered 28 = 0b11100 (popcount 3) and 2 = 0b10 (popcount 1)): the limit is 63; the popcount picks the winning side, but the game stays short when each break takes off the top bit: n = 2^k + r into 2^k and r",
    );
}

/// A break is read as strictly as testlib reads it: no `+`, no
/// leading zero, ASCII whitespace only between the parts.
#[test]
fn a_break_is_read_as_strictly_as_testlib() {
    let bob = Playing::default();
    let offer = vec![3u64];
    assert_eq!(bob.read_move(&offer, "2\t1\r"), Ok((2, 1)));
    for (line, says) in [
        ("+2 1", "\"+2\": an integer has no `+` sign"),
        ("2 01", "\"01\": an integer has no leading zero"),
        ("2\u{a0}1", "write a break as two numbers `p1 p2`"),
        ("2\u{3000}1", "write a break as two numbers `p1 p2`"),
    ] {
        let why = bob.read_move(&offer, line).unwrap_err();
        assert!(why.contains(says), "{line:?}: {why}");
    }
}

/// A losing Bob's largest even part is p - 1 when p ends in an even number
/// of zeros and p - 2 when odd, never p - 3: exhaustively for every p <
/// 2^16 he can break (odd popcount at least 3), by the judge's own
/// function, with the counts the write-up gives.
#[test]
fn cf1934d2_largest_even_part_is_p_minus_1_or_2_by_the_trailing_zeros() {
    use crate::flat;
    let (mut minus_1, mut minus_2) = (0, 0);
    for p in 1u64..1 << 16 {
        if p.count_ones() % 2 == 0 || p.count_ones() < 3 {
            continue;
        }
        let largest = largest_even_part(p).unwrap();
        let by_zeros = if p.trailing_zeros() % 2 == 0 { p - 1 } else { p - 2 };
        assert_eq!(largest, by_zeros, "p = {p}");
        // Checked by definition too: the largest x in [top, p) of even popcount.
        let top = 1u64 << (63 - p.leading_zeros());
        assert_eq!(
            Some(largest),
            (top..p).rev().find(|x| x.count_ones() % 2 == 0),
            "p = {p}"
        );
        if largest == p - 1 {
            minus_1 += 1;
        } else {
            minus_2 += 1;
        }
    }
    assert_eq!((minus_1, minus_2), (21_837, 10_915));
    let page = flat(&write_up());
    for part in [
        "so it is $p - 1$ or $p - 2$, below",
        "The largest even part is $p - 1$ when $p$ ends in an even number $z$ of zeros and $p - 2$ when $z$ is odd",
        "Over every such $p < 2^{16}$ it is $p - 1$ 21,837 times and $p - 2$ 10,915 times, never $p - 3$.",
    ] {
        assert!(page.contains(part), "{part}");
    }
    assert!(!page.contains("p - 2 or p - 3") && !page.contains("$p - 2$ or $p - 3$"));
}

/// The unchecked solution page is cited as such; the game count is T
/// throughout (t(p) is a top bit); the play command's number is n, not N (N
/// names positions).
#[test]
fn cf1934d2_notation_and_its_unverified_source() {
    use crate::flat;
    let page = flat(&write_up());
    assert!(page.contains("<https://codeforces.tamnd.com/1934/D2/> (rating 2400; tags bitmasks, games, greedy, interactive), which marks itself \"Verified: no\""));
    assert!(page.contains("The binary accepts `T` from 1 to 1000"));
    assert!(!page.contains("accepts t = "));
    assert!(page.contains("`scripts/play.sh cf1934d2 n` plays Bob against you from $n$."));
    assert!(!page.contains("play.sh cf1934d2 N"));
}
