//! Codeforces 1934 D2 XOR Break — Game Version (interactive): break p into
//! p1 xor p2 = p, the opponent selects a part and breaks it; whoever cannot
//! break loses. Brute force: the break game searched by `rules.rs`
//! (the selection a move of its own, no theory); reference: the holder of
//! n wins iff popcount(n) is even. The judge's side ([`Playing`], also
//! `scripts/play.sh cf1934d2`): Bob wins with a winning break drawn at
//! random, and when he must lose he hands over the better of two even parts
//! (his largest, or the largest below his second bit), which stretches the
//! top-bit strategy to 55 breaks at n = 2^59 - 4 (54 by the largest part
//! alone); the 63-break limit is enforced as the statement words it.
//! Tested by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

// The game's rules as the statement gives them (its moves, for the brute
// force), in this folder's rules.rs.
#[path = "rules.rs"]
pub mod xor_break;

use sglab::contract::{answer, Kind, Played};
use sglab::play::{hear, say, Game, Lost, Record};
use sglab::prelude::*;
use sglab::talk::Talk;
use std::fmt::Write;
use xor_break::Turn;

/// The largest n the brute force searches (n < 2^10).
pub const SEARCH_LIMIT: u64 = 1023;

/// The most breaks the player may make in one game.
pub const MOST_BREAKS: usize = 63;

/// What keeps a game within [`MOST_BREAKS`], as a length failure says it:
/// the side chosen by popcount wins, but only as long as the game is short.
pub const TOP_BIT: &str = "the popcount picks the winning side, but the game stays short when each break takes off the top bit: n = 2^k + r into 2^k and r, so every part Bob offers next is below 2^k and each round removes a bit";

/// The side words, as the statement writes them.
pub const WORDS: Words = Words::new("first\n", "second\n");

/// What the judge prints when Bob cannot break (the player won the game)
/// and after an invalid line or the 63rd break with Bob still able to break.
pub const NO_BREAK: &str = "0 0";
pub const LOST: &str = "-1 -1";

/// The brute force's memo.
pub struct Cf1934d2(Memo<Turn>);

impl Default for Cf1934d2 {
    fn default() -> Cf1934d2 {
        Cf1934d2(xor_break::search())
    }
}

/// The highest power of two in p (p > 0).
pub fn top(p: u64) -> u64 {
    1 << (63 - p.leading_zeros())
}

/// Whether the player who must break p wins: popcount(p) even (the Claim).
pub fn holder_wins(p: u64) -> bool {
    p.count_ones() % 2 == 0
}

/// p with its binary digits and popcount, for reports.
pub fn shown(p: u64) -> String {
    format!("{p} = {p:#b} (popcount {})", p.count_ones())
}

/// The winning break of an even-popcount p: its top bit and the rest.
pub fn top_bit_break(p: u64) -> (u64, u64) {
    (top(p), p - top(p))
}

/// Bob's stretching reply from an odd-popcount b he must break: the
/// largest part of even popcount he can hand over. Every x with
/// top(b) <= x < b is a valid part (x xor b < top(b)); the scan stops at
/// b - 1 or b - 2, by the parity of b's trailing zeros (the write-up's
/// proof, pinned by the docs tests).
/// `None` when b cannot be broken (a power of two).
pub fn largest_even_part(b: u64) -> Option<u64> {
    if b.count_ones() < 2 {
        return None;
    }
    (top(b)..b)
        .rev()
        .find(|&x| holder_wins(x) && xor_break::is_break(b, x, x ^ b))
}

/// A random winning break of an even-popcount p: a second part whose top
/// bit is a set bit h of p below the top, with random lower bits of odd
/// popcount in all (both parts then have odd popcount).
fn random_winning_break(p: u64, rng: &mut Rng) -> (u64, u64) {
    // The set bits below the top, the k-th of them drawn (no list built:
    // the judge's side answers a line at a time).
    let below = p - top(p);
    let mut k = rng.below(below.count_ones() as usize);
    let mut rest = below;
    while k > 0 {
        rest &= rest - 1;
        k -= 1;
    }
    let h = rest.trailing_zeros();
    let mut part = 1u64 << h;
    if h > 0 {
        part |= rng.next_u64() & ((1 << h) - 1);
        if part.count_ones() % 2 == 0 {
            part ^= 1;
        }
    }
    (p ^ part, part)
}

/// The largest part of even popcount whose top bit is b's second set bit
/// h (so the smaller part of its break): 2^(h+1) - 1 or 2^(h+1) - 2,
/// whichever has even popcount; every x with top bit h is a valid part.
/// `None` when b has fewer than three set bits.
pub fn largest_small_even_part(b: u64) -> Option<u64> {
    if b.count_ones() < 3 {
        return None;
    }
    let h = 63 - (b - top(b)).leading_zeros();
    let ones = (2u64 << h) - 1;
    Some(if holder_wins(ones) { ones } else { ones - 1 })
}

/// The even parts Bob considers handing over from an odd-popcount b: the
/// largest one (top bit kept), and the largest one below b's second set
/// bit, a smaller part, all ones below it.
pub fn bob_candidates(b: u64) -> impl Iterator<Item = u64> {
    largest_even_part(b).into_iter().chain(largest_small_even_part(b))
}

/// The game as the judge plays it: a position is the numbers on offer to
/// the player to move (n alone before the first break, then the two parts
/// the opponent printed); a move `p1 p2` breaks one of them (the xor says
/// which). The mover wins iff some number on offer has even popcount.
/// Losing, Bob picks between [`bob_candidates`] the one that makes the
/// top-bit strategy break the most often ([`Playing::stretch`], memoised).
#[derive(Default)]
pub struct Playing {
    stretch: sglab::search::FxMap<u64, usize>,
}

impl Playing {
    /// The top-bit strategy's breaks still to come once Bob must break the
    /// odd-popcount r, when he hands over the better of his two candidates
    /// each time: 0 when r cannot be broken.
    pub fn stretch(&mut self, r: u64) -> usize {
        if r.count_ones() < 2 {
            return 0;
        }
        if let Some(&known) = self.stretch.get(&r) {
            return known;
        }
        let best = bob_candidates(r)
            .map(|c| 1 + self.stretch(c - top(c)))
            .max()
            .unwrap_or(0);
        self.stretch.insert(r, best);
        best
    }

    /// Bob's even part from the odd-popcount b and the breaks it leaves to
    /// come: the candidate that stretches the game most, the largest on a
    /// tie.
    pub fn stretching_part(&mut self, b: u64) -> Option<(usize, u64)> {
        let mut best = None;
        for c in bob_candidates(b) {
            best = best.max(Some((1 + self.stretch(c - top(c)), c)));
        }
        best
    }
}

impl Game for Playing {
    type Pos = Vec<u64>;
    type Move = (u64, u64);

    fn read_move(&self, offer: &Vec<u64>, line: &str) -> Result<(u64, u64), String> {
        // Read as testlib reads an answer (sglab::contract::answer).
        let mut numbers = answer::tokens(line);
        let (Some(a), Some(b), None) = (numbers.next(), numbers.next(), numbers.next()) else {
            return Err("write a break as two numbers `p1 p2`".to_string());
        };
        let number = |t: &str| {
            answer::natural(t, u64::MAX, "2^64-1")
                .map_err(|why| format!("write a break as two positive numbers `p1 p2`: {why}"))
        };
        let (p1, p2) = (number(a)?, number(b)?);
        let on_offer = |p: &u64| *p == p1 ^ p2;
        let Some(&p) = offer.iter().find(|p| on_offer(p)) else {
            return Err(format!("{p1} xor {p2} = {} is not {}", p1 ^ p2, or_list(offer)));
        };
        if !xor_break::is_break(p, p1, p2) {
            return Err(format!("both parts of {p} must be between 1 and {}", p - 1));
        }
        Ok((p1, p2))
    }

    fn write_move(&self, &(p1, p2): &(u64, u64)) -> String {
        // Sized for two 20-digit numbers: `format!` would grow it twice.
        let mut line = String::with_capacity(41);
        let _ = write!(line, "{p1} {p2}");
        line
    }

    fn after(&mut self, _: &Vec<u64>, &(p1, p2): &(u64, u64)) -> Vec<u64> {
        vec![p1, p2]
    }

    fn wins(&mut self, offer: &Vec<u64>) -> bool {
        offer.iter().any(|&p| holder_wins(p))
    }

    /// From an N-position a winning break (both parts of odd popcount)
    /// drawn at random, the parts in random order; from a P-position the
    /// even part that stretches the top-bit strategy most over every
    /// breakable number on offer, in random order; `None` when every number
    /// is a power of two.
    fn reply(&mut self, offer: &Vec<u64>, rng: &mut Rng) -> Option<(u64, u64)> {
        // Counted, then the drawn one found: no list a reply.
        let even = offer.iter().filter(|&&p| holder_wins(p)).count();
        let drawn = (even > 0).then(|| rng.below(even));
        let (p1, p2) = match drawn.and_then(|k| offer.iter().copied().filter(|&p| holder_wins(p)).nth(k)) {
            Some(p) => random_winning_break(p, rng),
            None => {
                let mut best = None;
                for &p in offer {
                    if let Some((score, part)) = self.stretching_part(p) {
                        best = best.max(Some((score, part, p)));
                    }
                }
                let (_, part, p) = best?;
                (part, part ^ p)
            }
        };
        Some(if rng.chance(1, 2) { (p1, p2) } else { (p2, p1) })
    }

    fn moves(&mut self, offer: &Vec<u64>) -> Option<Vec<(u64, u64)>> {
        let count: u64 = offer.iter().map(|&p| p - top(p)).sum();
        (count <= 32).then(|| {
            offer
                .iter()
                .flat_map(|&p| xor_break::breaks(p).into_iter().filter(|&(p1, p2)| p1 > p2))
                .collect()
        })
    }

    fn show(&self, offer: &Vec<u64>) -> String {
        match offer[..] {
            [n] => format!("n = {}", shown(n)),
            _ => format!(
                "offered {}",
                offer.iter().map(|&p| shown(p)).collect::<Vec<_>>().join(" and ")
            ),
        }
    }
}

/// `a`, or `a or b`.
fn or_list(offer: &[u64]) -> String {
    offer.iter().map(u64::to_string).collect::<Vec<_>>().join(" or ")
}

/// One game from n, after the judge has printed n: the side word, then
/// the breaks. Ok when the player wins (the judge prints `0 0`).
fn game(bob: &mut Playing, n: u64, talk: &mut Talk, rng: &mut Rng, record: &mut Record) -> Result<(), Lost> {
    let fault = |talk: &mut Talk, record: &mut Record, why: String| {
        say(talk, record, LOST);
        Err(Lost::Said(why))
    };
    let word = hear(talk, record)?;
    let mut player_turn = match word.trim() {
        "first" => true,
        "second" => false,
        other => {
            return fault(
                talk,
                record,
                format!("`{other}`: the side is `first` or `second` (lowercase)"),
            )
        }
    };
    if player_turn != holder_wins(n) && record.losing.is_none() {
        record.losing = Some(if player_turn {
            let why = if n == top(n) {
                "it has no break at all"
            } else {
                "every break leaves Bob a part of even popcount"
            };
            format!("the player's `first` took n = {}, odd: {why}", shown(n))
        } else {
            format!(
                "the player's `second` left Bob n = {}, even: he breaks off the top bit",
                shown(n)
            )
        });
    }
    let mut offer = vec![n];
    let mut breaks = 0;
    loop {
        if !player_turn {
            match bob.reply(&offer, rng) {
                None => {
                    say(talk, record, NO_BREAK);
                    return Ok(());
                }
                Some(mv) => {
                    say(talk, record, &bob.write_move(&mv));
                    offer = bob.after(&offer, &mv);
                }
            }
            player_turn = true;
            continue;
        }
        let heard = hear(talk, record)?;
        // Quoted only in a reason: most lines are moves that stand.
        let line = || sglab::format::cut_tail(&heard, sglab::format::QUOTED);
        let mv = match bob.read_move(&offer, &heard) {
            Ok(mv) => mv,
            Err(_) if heard.split_whitespace().eq(NO_BREAK.split(' ')) => {
                let why = match bob.reply(&offer, &mut Rng::new(0)) {
                    Some(mv) => format!(
                        "`{}`: the player said it cannot break, but `{}` breaks {}",
                        line(),
                        bob.write_move(&mv),
                        mv.0 ^ mv.1
                    ),
                    None => format!("`{}`: the player has no break left ({})", line(), bob.show(&offer)),
                };
                return fault(talk, record, why);
            }
            Err(why) => return fault(talk, record, format!("`{}`: {why}", line())),
        };
        breaks += 1;
        let after = bob.after(&offer, &mv);
        if record.losing.is_none() && bob.wins(&after) {
            let p = mv.0 ^ mv.1;
            let even = if holder_wins(mv.0) { mv.0 } else { mv.1 };
            let better = match offer.iter().find(|&&q| q != p && holder_wins(q)) {
                Some(&q) => format!(" (with {} on offer)", shown(q)),
                None => String::new(),
            };
            record.losing = Some(format!(
                "the player's break `{}` of {}{better} left Bob {}, even: he wins by breaking off its top bit",
                line(),
                shown(p),
                shown(even)
            ));
        }
        offer = after;
        if breaks == MOST_BREAKS && bob.reply(&offer, &mut Rng::new(0)).is_some() {
            let why = format!(
                "{MOST_BREAKS} breaks made and Bob can still break ({}): the limit is {MOST_BREAKS}; {TOP_BIT}",
                bob.show(&offer)
            );
            return fault(talk, record, why);
        }
        player_turn = false;
    }
}

/// The player's breaks in one game from n when it takes the right side and
/// plays the top-bit strategy against [`Playing`] (seeded by `seed`).
pub fn top_bit_breaks(n: u64, seed: u64) -> usize {
    let mut rng = Rng::new(seed);
    let mut bob = Playing::default();
    let (mut breaks, mut held) = (0, None);
    let mut offer = vec![n];
    if holder_wins(n) {
        held = Some(n);
    }
    loop {
        if let Some(p) = held.take() {
            let (t, rest) = top_bit_break(p);
            breaks += 1;
            offer = vec![t, rest];
        }
        match bob.reply(&offer, &mut rng) {
            None => return breaks,
            Some((a, b)) => {
                assert!(
                    holder_wins(a) != holder_wins(b),
                    "Bob broke an odd number into {a} and {b}"
                );
                held = Some(if holder_wins(a) { a } else { b });
            }
        }
    }
}

/// The top-bit strategy's breaks from n against a Bob who always hands over
/// his largest even part ([`largest_even_part`]), the card's greedy Bob.
pub fn top_bit_breaks_greedy(n: u64) -> usize {
    let mut breaks = 0;
    let mut bob_holds = if holder_wins(n) { None } else { Some(n) };
    let mut held = if holder_wins(n) { Some(n) } else { None };
    loop {
        if let Some(p) = held.take() {
            breaks += 1;
            bob_holds = Some(p - top(p));
        }
        match bob_holds.take().and_then(largest_even_part) {
            None => return breaks,
            Some(part) => held = Some(part),
        }
    }
}

/// The most breaks the top-bit strategy needs against the best Bob, for
/// every n below `limit`, by trying every break Bob has (no greedy): index
/// n. A dynamic programme over the number Bob must break.
pub fn most_top_bit_breaks(limit: u64) -> Vec<usize> {
    // alice[p]: breaks from even p Alice holds; bob[r]: breaks Alice still
    // makes once Bob must break odd r.
    let (mut alice, mut bob) = (vec![0usize; limit as usize], vec![0usize; limit as usize]);
    for p in 1..limit {
        if holder_wins(p) {
            alice[p as usize] = 1 + bob[(p - top(p)) as usize];
        } else {
            bob[p as usize] = xor_break::breaks(p)
                .into_iter()
                .map(|(x, y)| alice[if holder_wins(x) { x } else { y } as usize])
                .max()
                .unwrap_or(0);
        }
    }
    (0..limit as usize)
        .map(|n| if holder_wins(n as u64) { alice[n] } else { bob[n] })
        .collect()
}

impl Problem for Cf1934d2 {
    /// The starting number n of one game.
    type Case = u64;
    const NAME: &'static str = "cf1934d2";
    const FRAME: Frame = Frame::Count("t");
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["traps", "max"];
    const KIND: Kind = Kind::Interactive;
    /// Each seeded case is one run of the binary, one game.
    const STRESS_CASES: usize = 1500;

    fn read_case(r: &mut Reader) -> Result<u64, String> {
        r.u64("n")
    }

    fn write_case(n: &u64) -> String {
        format!("{n}\n")
    }

    /// n up to 1023: one time in four a power of two or all ones.
    fn random_small(rng: &mut Rng) -> u64 {
        if rng.chance(1, 4) {
            let bits = rng.range(0, 9);
            if rng.chance(1, 2) {
                1 << bits
            } else {
                (2 << bits) - 1
            }
        } else {
            rng.range(1, SEARCH_LIMIT)
        }
    }

    /// `traps`: 2^59 - 4 (the longest stretched game) and its neighbours,
    /// the largest n, the sample's numbers, powers of two and all-ones
    /// numbers of every length, 509 and 3681 (the low-bit strategy's first
    /// game past 63 breaks against the best Bob and against the greedy Bob;
    /// against this judge's Bob the first is 2033); `max`: 1000 games, n up to 10^18, half of them with 59
    /// or 60 bits mostly set.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<u64> {
        let hi = limits["n"].hi;
        match kind {
            "traps" => traps(hi),
            "max" => (0..1000)
                .map(|_| {
                    if rng.chance(1, 2) {
                        rng.range(1, hi)
                    } else {
                        let bits = rng.range(58, 59);
                        let mut n = (2u64 << bits) - 1;
                        for _ in 0..rng.range(0, 3) {
                            n &= !(1 << rng.range(0, bits));
                        }
                        n.min(hi)
                    }
                })
                .collect(),
            other => unknown_kind(other),
        }
    }

    fn brute(&mut self, &n: &u64) -> Option<String> {
        (n <= SEARCH_LIMIT).then(|| WORDS.answer(xor_break::holder_wins(&mut self.0, n)))
    }

    fn reference(&mut self, &n: &u64) -> String {
        WORDS.answer(holder_wins(n))
    }

    fn shrink(&n: &u64) -> Vec<u64> {
        smaller_values(n, 1)
    }

    /// n's popcount, who wins, and the winning break or why every break
    /// loses, confirmed by the search for small n.
    fn explain(&mut self, &n: &u64) -> String {
        let mut text = format!("n = {}\n", shown(n));
        let checked = if n > SEARCH_LIMIT {
            "too large to search"
        } else if xor_break::holder_wins(&mut self.0, n) == holder_wins(n) {
            "the search confirms"
        } else {
            "THE SEARCH DISAGREES"
        };
        if holder_wins(n) {
            let (t, rest) = top_bit_break(n);
            text += &format!(
                "even popcount: {} (`first`): break n into {t} and {rest}; {t} cannot be broken and {rest} has odd popcount ({checked})\n",
                winner(true)
            );
        } else if n == top(n) {
            text += &format!(
                "n is a power of two: no break at all; {} (`second`) ({checked})\n",
                winner(false)
            );
        } else {
            text += &format!(
                "odd popcount: {} (`second`): every break of n leaves one part of even popcount, which the second player selects and breaks ({checked})\n",
                winner(false)
            );
        }
        text
    }

    fn interact(&mut self, cases: &[u64], talk: &mut Talk, rng: &mut Rng) -> Played {
        let mut played = Played::default();
        let mut bob = Playing::default();
        say(talk, &mut played.record, &cases.len().to_string());
        for (i, &n) in cases.iter().enumerate() {
            say(talk, &mut played.record, &n.to_string());
            if let Err(why) = game(&mut bob, n, talk, rng, &mut played.record) {
                played.lost = Some((i, why));
                break;
            }
        }
        played
    }
}

/// The numbers where a player goes wrong (see `generate`).
fn traps(hi: u64) -> Vec<u64> {
    let long = (1u64 << 59) - 4;
    let mut cases = vec![
        long,
        long - 1,
        long + 1,
        long - 2,
        long + 2,
        hi,
        hi - 1,
        1,
        3,
        13,
        777777770001,
        509,
        3681,
    ];
    for bits in 1..60 {
        cases.push(1 << bits);
        cases.push((2 << bits) - 1);
    }
    cases.push((1 << 59) + (1 << 58) - 1);
    cases.retain(|&n| n <= hi);
    cases
}
