// Codeforces 1375 F Integer Game (interactive): three distinct piles; each
// turn the first player names y, the second adds y to a pile other than
// the one it used last, and loses once two piles are equal; the first
// loses after 1000 turns. We play `First` and win in three turns: y = the
// largest pile (the pile that takes it becomes the unique maximum M); then
// y = 2M - p - q (either other pile that takes it becomes the top of an
// arithmetic progression, M in the middle); then y = the common
// difference: the top pile is forbidden and either other pile would equal
// the next one, so the judge answers `0`. From any position the same rule
// applies (a progression whose top was raised last: the difference; the
// pile raised last the unique maximum: 2M - p - q; else the largest pile).
// Time O(1) a turn, memory O(1); every y stays below 4 * 10^9.
// Accepts: the judge's first line `a b c`, distinct, each 1..=10^9; then
// each judge line one pile 1..=3 that differs from the pile of the turn
// before and makes no two piles equal, `0` when no pile is safe (we won:
// we exit at once) or `-1` (our y was refused: exit 1). Anything else (a
// wrong count of numbers, a non-number, an illegal pile, `0` while a pile
// is safe, the end of input in mid-game) is refused by name: the turn, the
// judge's line and why, on one stderr line, exit 1.
// Tested: tests/special.rs plays it against the judge's adversarial side
// (lab.rs) on every small triple and on seeded and extreme ones, the
// judge's replies chosen by the exhaustive search of the real game where
// the piles are small; the golden files testdata/cf1375f-integer-game/;
// the tests below send it every judge line for small triples.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

fn main() {
    entry::interact(play);
}

/// The largest pile the judge's first line may hold.
const MOST_PILE: i64 = 1_000_000_000;

/// The position: the piles, the pile the judge raised last (0 before the
/// first turn), our y of this turn, and the judge's lines read.
struct Game {
    piles: [i64; 3],
    last: usize,
    y: i64,
    lines: u64,
}

impl Game {
    /// The error for the judge's current line: the turn, the line, why.
    fn refuse(&self, why: &str) -> Error {
        Error::new(format!(
            "piles {} {} {}, our y = {}: the judge's line {}: {}",
            self.piles[0], self.piles[1], self.piles[2], self.y, self.lines, why
        ))
    }

    /// Whether the judge may add y to pile k (1..=3): not the pile of the
    /// turn before, and no two piles equal afterwards.
    fn safe(&self, k: usize) -> bool {
        let v = self.piles[k - 1] + self.y;
        k != self.last && (1..=3).all(|j| j == k || self.piles[j - 1] != v)
    }

    /// Our y: the difference of a progression whose top pile was raised
    /// last; 2M - p - q when the pile raised last is the unique maximum M;
    /// the largest pile otherwise (the first turn).
    fn choose(&self) -> i64 {
        let mut order = [0usize, 1, 2];
        order.sort_by_key(|&i| self.piles[i]);
        let [x, m, z] = order.map(|i| self.piles[i]);
        let top = order[2] + 1;
        if self.last == top && m - x == z - m {
            z - m
        } else if self.last == top {
            2 * z - x - m
        } else {
            z
        }
    }

    /// The judge's pile for our y, checked; `None` when it says `0` and
    /// has indeed no safe pile.
    fn judge_pile(&mut self, input: &mut Scanner) -> Result<Option<usize>, Error> {
        self.lines += 1;
        let [(k, at)] = match input.line_i64(["pile"]).map_err(|e| self.refuse(&e.to_string()))? {
            Some(line) => line,
            None => return Err(self.refuse("the input ends in mid-game")),
        };
        let why = match k {
            0 => match (1..=3).find(|&j| self.safe(j)) {
                Some(j) => format!("it says it cannot move, but pile {} is safe", j),
                None => return Ok(None),
            },
            -1 => format!("the judge refused our y = {}", self.y),
            _ if !(1..=3).contains(&k) => "a pile is 1, 2 or 3".to_string(),
            _ if k as usize == self.last => format!("pile {} took y on the turn before", k),
            _ if !self.safe(k as usize) => format!("pile {} would equal another pile: the judge loses", k),
            _ => {
                self.piles[k as usize - 1] += self.y;
                self.last = k as usize;
                return Ok(Some(k as usize));
            }
        };
        Err(self.refuse(&format!("`{}` at byte {}: {}", k, at, why)))
    }
}

/// One line to the judge, flushed at once (it waits for it).
fn say(out: &mut Out, line: &str) -> Result<(), Error> {
    out.turn(line)
        .map_err(|e| Error::new(format!("cannot write to the judge: {}", e)))
}

fn play(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let line = match input.line_i64(["a", "b", "c"])? {
        Some(line) => line,
        None => return Err(Error::at("a", 0, "expected the line `a b c`, found end of input")),
    };
    let names = ["a", "b", "c"];
    let mut piles = [0i64; 3];
    for (i, &(v, at)) in line.iter().enumerate() {
        if !(1..=MOST_PILE).contains(&v) {
            let why = format!("{} is outside the supported range 1..={}", v, MOST_PILE);
            return Err(Error::at(names[i], at, &why));
        }
        if let Some(j) = (0..i).find(|&j| piles[j] == v) {
            let why = format!("{} equals {}: the piles must be distinct", v, names[j]);
            return Err(Error::at(names[i], at, &why));
        }
        piles[i] = v;
    }
    let mut game = Game {
        piles,
        last: 0,
        y: 0,
        lines: 1,
    };
    say(out, "First")?;
    loop {
        game.y = game.choose();
        say(out, &game.y.to_string())?;
        if game.judge_pile(input)?.is_none() {
            return Ok(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The player on `input`, in process: what it printed, and its error.
    fn run(input: &str) -> (Vec<String>, Result<(), String>) {
        entry::interact_in_process(play, input)
    }

    /// Every ordered triple of distinct piles up to 7 and every line the
    /// judge may send at each of our turns (-2 to 4): a safe pile is
    /// answered with the next y, `0` is accepted exactly when no pile is
    /// safe, every other line is refused naming the turn and the line, and
    /// the game ends within three of our y.
    #[test]
    fn every_judge_line_on_small_triples_is_accepted_or_refused_by_name() {
        let (mut accepted, mut refused, mut won) = (0, 0, 0);
        let mut triples = 0;
        for a in 1..=7 {
            for b in 1..=7 {
                for c in 1..=7 {
                    if a == b || b == c || a == c {
                        continue;
                    }
                    triples += 1;
                    // Depth-first over the judge's legal replies.
                    let mut stack = vec![format!("{} {} {}\n", a, b, c)];
                    while let Some(sent) = stack.pop() {
                        let (said, end) = run(&sent);
                        assert_eq!(said[0], "First");
                        let turns = said.len() - 1;
                        assert!(turns <= 3, "{}: {:?}", sent, said);
                        assert!(end.unwrap_err().ends_with("the input ends in mid-game"), "{}", sent);
                        for k in -2..=4i64 {
                            let next = format!("{}{}\n", sent, k);
                            let (replied, end) = run(&next);
                            match end {
                                Ok(()) => {
                                    assert_eq!((k, replied.len()), (0, said.len()), "{}", next);
                                    won += 1;
                                    accepted += 1;
                                }
                                Err(e) if e.ends_with("the input ends in mid-game") => {
                                    assert_eq!(replied.len(), said.len() + 1, "{}", next);
                                    accepted += 1;
                                    stack.push(next);
                                }
                                Err(e) => {
                                    let line = format!("the judge's line {}: `{}` at byte ", turns + 1, k);
                                    assert!(e.contains(&line), "{}: {}", next, e);
                                    assert_eq!(replied, said, "{}", next);
                                    refused += 1;
                                }
                            }
                        }
                    }
                }
            }
        }
        assert_eq!(triples, 210);
        // Every game the judge plays out is won: one `0` per line of play.
        assert!(
            won > 0 && accepted > won && refused > accepted,
            "{} {} {}",
            accepted,
            refused,
            won
        );
    }

    #[test]
    fn the_first_line_is_checked() {
        assert!(run("1 1 2\n")
            .1
            .unwrap_err()
            .contains("1 equals a: the piles must be distinct"));
        assert!(run("1 2 1000000001\n")
            .1
            .unwrap_err()
            .contains("outside the supported range 1..=1000000000"));
        assert!(run("0 2 3\n").1.unwrap_err().starts_with("a at byte 0: 0 is outside"));
        assert!(run("1 2\n")
            .1
            .unwrap_err()
            .contains("the line ends after 2 of its 3 numbers"));
        assert!(run("").1.unwrap_err().contains("found end of input"));
        // Any whitespace layout: CRLF, tabs, no final newline.
        assert_eq!(run("5\t2 6\r\n3\r\n1\r\n0").0, ["First", "6", "17", "10"]);
    }

    /// The largest y: piles 10^9, 1, 2 and the judge raising pile 1.
    #[test]
    fn the_largest_y_stays_below_four_billion() {
        let (said, end) = run("1000000000 1 2\n1\n");
        assert!(end.is_err());
        assert_eq!(said, ["First", "1000000000", "3999999997"]);
    }
}
