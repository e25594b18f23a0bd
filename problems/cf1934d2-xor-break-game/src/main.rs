// Codeforces 1934 D2 XOR Break — Game Version (interactive): the player
// holding p breaks it into p1 xor p2 = p (both below p); the opponent
// selects a part and must break it; whoever cannot break loses (normal
// play). The holder of p wins iff popcount(p) is even: say `first` then,
// else `second`; holding an even-popcount p, break it into its top bit and
// the rest (both odd popcount, the top bit unbreakable); from Bob's two
// parts take the one of even popcount. The top bit of the numbers the
// player breaks drops every turn, so at most 59 breaks for n < 2^60, within
// the limit of 63 (proof in README.md).
// Time O(1) per line, memory O(1); every line is flushed.
// Accepts: t = 1..=1000, n = 1..=10^18 per game, each on a line of its
// own; then each judge line must be a break `p1 p2` of a number on offer
// (0 < p1, p2 < p, p1 xor p2 = p), `0 0` (the game is won; also when a
// break is left, as in the statement's sample), or `-1 -1` (the judge
// refused a line: exit 1). Anything else (a wrong count of numbers, a
// non-number, zero, a part out of range, parts whose xor is no number on
// offer, the end of input in mid-game) is refused by name: the game, the
// judge's line and why, on one stderr line, exit 1.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// plays it against the judge's side (lab.rs: Bob wins when he can and
// otherwise stretches the game) on thousands of seeded games answered by an
// exhaustive search of the break game, on testdata/cf1934d2-xor-break-game/
// (2^59 - 4, powers of two, all-ones numbers, 250 games of n up to 10^18),
// and counts the breaks; the tests below send it hostile judge lines.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

const MAX_N: u64 = 1_000_000_000_000_000_000;

fn main() {
    entry::interact(play);
}

fn even(p: u64) -> bool {
    p.count_ones() % 2 == 0
}

fn write(out: &mut Out, text: &str) -> Result<(), Error> {
    out.turn(text).map_err(|e| Error::new(format!("cannot write: {}", e)))
}

/// Where the judge's lines are: the game, its n (0 before it is read), and
/// the lines read so far (the first line `t` included), to refuse a line by
/// name.
struct Place {
    game: u64,
    games: u64,
    n: u64,
    lines: u64,
}

impl Place {
    fn refuse(&self, why: &str) -> Error {
        let n = if self.n > 0 {
            format!(" (n = {})", self.n)
        } else {
            String::new()
        };
        Error::new(format!(
            "game {} of {}{}: the judge's line {}: {}",
            self.game, self.games, n, self.lines, why
        ))
    }
}

/// The judge's next line, `K` numbers, counted in `place`.
fn line<const K: usize>(input: &mut Scanner, place: &mut Place, names: [&str; K]) -> Result<[(i64, u64); K], Error> {
    place.lines += 1;
    match input.line_i64(names).map_err(|e| place.refuse(&e.to_string()))? {
        Some(values) => Ok(values),
        None => Err(place.refuse("the input ends in mid-game")),
    }
}

/// Bob's break of a number on `offer` (our two parts, or n alone when
/// `offer.1` is 0), or `None` when he says `0 0`; `ours` is our last line,
/// for the message on `-1 -1`.
fn bob(input: &mut Scanner, place: &mut Place, offer: (u64, u64), ours: &str) -> Result<Option<(u64, u64)>, Error> {
    let [(a, at), (b, _)] = line(input, place, ["p1", "p2"])?;
    let fits = |p: u64| a > 0 && b > 0 && (a as u64) < p && (b as u64) < p && (a ^ b) as u64 == p;
    if fits(offer.0) || fits(offer.1) {
        return Ok(Some((a as u64, b as u64)));
    }
    let shown = match offer {
        (p, 0) => p.to_string(),
        (p, q) => format!("{} or {}", p, q),
    };
    let why = match (a, b) {
        // Won. Not refused when a break is left: the statement's own sample
        // has Bob give up holding a breakable number.
        (0, 0) => return Ok(None),
        (-1, -1) => format!("the judge refused our line `{}`", ours),
        _ => format!(
            "no break of {}: the parts of p are two numbers from 1 to p - 1 whose xor is p",
            shown
        ),
    };
    Err(place.refuse(&format!("`{} {}` at byte {}: {}", a, b, at, why)))
}

fn play(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let range = |what: &str, (v, at): (i64, u64), hi: u64| match v {
        _ if 1 <= v && v as u64 <= hi => Ok(v as u64),
        _ => Err(Error::at(
            what,
            at,
            &format!("{} is outside the supported range 1..={}", v, hi),
        )),
    };
    let t = input
        .line_i64(["t"])?
        .ok_or_else(|| Error::at("t", 0, "expected a number, found end of input"))?;
    let mut place = Place {
        game: 0,
        games: range("t", t[0], 1000)?,
        n: 0,
        lines: 1,
    };
    for game in 1..=place.games {
        place.game = game;
        place.n = 0;
        let [n] = line(input, &mut place, ["n"])?;
        let n = range("n", n, MAX_N).map_err(|e| place.refuse(&e.to_string()))?;
        place.n = n;
        let mut held = None;
        let mut offer = (n, 0);
        let mut ours = String::from(if even(n) { "first" } else { "second" });
        write(out, &ours)?;
        if even(n) {
            held = Some(n);
        }
        loop {
            if let Some(p) = held {
                let top = 1u64 << (63 - p.leading_zeros());
                ours = format!("{} {}", top, p - top);
                write(out, &ours)?;
                offer = (top, p - top);
            }
            match bob(input, &mut place, offer, &ours)? {
                None => break,
                Some((a, b)) => held = Some(if even(a) { a } else { b }),
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The player on `input`, in process: what it printed, and its error.
    fn run(input: &str) -> (Vec<String>, Result<(), String>) {
        entry::interact_in_process(play, input)
    }

    /// xorshift64, seeded.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
    }

    /// Every break p1 xor p2 = p with both parts in 1..p.
    fn breaks(p: u64) -> Vec<(u64, u64)> {
        (1..p)
            .filter(|&a| (a ^ p) > 0 && (a ^ p) < p)
            .map(|a| (a, a ^ p))
            .collect()
    }

    /// Every n < 2^6, every judge line after our first (the side word, and
    /// our break when we move first): each break of a number on offer is
    /// answered (we take the even part and break it, or the game goes on),
    /// `0 0` ends the game (the sample's Bob gives up holding a break), and
    /// every other pair of small numbers is refused naming the game, the
    /// line and the pair.
    #[test]
    fn every_small_judge_line_is_accepted_or_refused_by_name() {
        let (mut legal, mut illegal) = (0, 0);
        for n in 1..1u64 << 6 {
            let opening = format!("1\n{n}\n");
            let (said, _) = run(&opening);
            let offer: Vec<u64> = match said.get(1) {
                Some(line) => line.split(' ').map(|t| t.parse().unwrap()).collect(),
                None => vec![n],
            };
            let valid: Vec<(u64, u64)> = offer.iter().flat_map(|&p| breaks(p)).collect();
            for a in -1..=n as i64 + 1 {
                for b in -1..=n as i64 + 1 {
                    let (replied, end) = run(&format!("{opening}{a} {b}\n"));
                    let is_break = a > 0 && b > 0 && valid.contains(&(a as u64, b as u64));
                    if is_break {
                        legal += 1;
                        // We break the even part: one more line of ours.
                        assert_eq!(replied.len(), said.len() + 1, "{opening}{a} {b}");
                        let (x, y) = (a as u64, b as u64);
                        let even_part = if x.count_ones() % 2 == 0 { x } else { y };
                        let ours: Vec<u64> = replied[said.len()].split(' ').map(|t| t.parse().unwrap()).collect();
                        assert!(
                            breaks(even_part).contains(&(ours[0], ours[1])),
                            "{opening}{a} {b}: {ours:?}"
                        );
                        assert!(end
                            .unwrap_err()
                            .ends_with("the judge's line 4: the input ends in mid-game"));
                    } else if (a, b) == (0, 0) {
                        legal += 1;
                        assert_eq!((replied, end), (said.clone(), Ok(())));
                    } else {
                        illegal += 1;
                        assert_eq!(replied, said, "{opening}{a} {b}");
                        let e = end.unwrap_err();
                        let want = format!(
                            "game 1 of 1 (n = {n}): the judge's line 3: `{a} {b}` at byte {}: ",
                            opening.len()
                        );
                        assert!(e.starts_with(&want), "{e}");
                    }
                }
            }
        }
        assert_eq!((legal, illegal), (907, 97_100));
    }

    /// Seeded hostile lines in games of n up to 10^18: a wrong count of
    /// numbers, parts whose xor is not on offer, zero, parts out of range,
    /// non-numbers, huge tokens and long lines; each refused with one line
    /// naming the game and the judge's line, nothing printed after it.
    #[test]
    fn hostile_judge_lines_are_refused_by_name() {
        let mut rng = Rng(1934);
        let mut kinds = [0; 8];
        for round in 0..4000 {
            let n = 1 + rng.below(MAX_N);
            let opening = format!("1\n{n}\n");
            let (said, _) = run(&opening);
            let p = match said.get(1) {
                Some(line) => line.split(' ').nth(1).unwrap().parse().unwrap(),
                None => n,
            };
            let part = 1 + rng.below(p.max(2) - 1);
            let kind = round % kinds.len();
            let line = match kind {
                0 => format!("{part}"),
                1 => format!("{} {} {}", part, part ^ p, rng.below(10)),
                2 => format!("{} {}", part, (part ^ p) ^ (1 << rng.below(60))),
                3 => format!("0 {p}"),
                4 => format!("{} {}", p + rng.below(1 << 20), rng.next() as i64),
                5 => ["x 1", "1 y", "- 3", "1 -", "3.0 1", "0x3 1", "1 2\x003"][rng.below(7) as usize].to_string(),
                6 => format!("{} 1", "9".repeat(1 + rng.below(100_000) as usize)),
                _ => format!("{} {}{}", part, part ^ p, " 7".repeat(rng.below(100_000) as usize + 1)),
            };
            let (replied, end) = run(&format!("{opening}{line}\n"));
            let e = end.unwrap_err();
            assert_eq!(replied, said, "{line:.60}");
            assert!(
                e.starts_with(&format!("game 1 of 1 (n = {n}): the judge's line 3: ")),
                "{e}"
            );
            assert!(!e.contains('\n') && e.len() < 300, "{e:.400}");
            kinds[kind] += 1;
        }
        assert_eq!(kinds, [500; 8]);
    }
}
