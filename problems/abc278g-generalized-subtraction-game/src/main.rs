// AtCoder ABC278 G Generalized Subtraction Game (interactive): cards 1..N in
// a row, a move removes L..R consecutive cards still on the table, the
// player who cannot move loses (normal play); we choose to move first or
// second and play against the judge. When some y in L..=R has y = N
// (mod 2) (always when L < R): `First`, remove the centre block of y cards,
// then answer every judge move (a, b) with its mirror image (N + 2 - a - b,
// b). Otherwise (L = R, N - L odd) by Grundy values of runs: g(m) = mex
// { g(a) xor g(m - L - a) }; `First` iff g(N) != 0, and each turn a move
// that leaves the xor of the runs' values 0.
// Time O(N^2) for the table (L = R only; its mex by sg::mex::Mex) and
// O(N) a move; memory O(N).
// Accepts: N in 1..=2000, L in 1..=N, R in L..=N on the judge's first line;
// then each judge line must be a legal move `a b` (b in L..=R, cards
// a..a+b-1 all on the table), `0 0` when no L cards in a row are left (we
// won), or `-1 -1` (our move was refused: exit 1). Anything else (a wrong
// count of numbers, a non-number, an illegal move, `0 0` while a move is
// left, the end of input in mid-game) is refused by name: the game, the
// judge's line and why, on one stderr line, exit 1.
// Tested: tests/special.rs plays it against the judge's perfect side
// (lab.rs, `Playing`) on every small (N, L, R) and seeded cases, whose side
// words come from the exhaustive search of the cards on the table; the
// golden files testdata/abc278g-generalized-subtraction-game/ (the sample
// transcript replayed there too); the tests below send it every first judge
// move for N <= 12, legal or not.

use sg::entry;
use sg::error::Error;
use sg::mex::Mex;
use sg::out::Out;
use sg::scan::Scanner;

fn main() {
    entry::interact(play);
}

/// The cards on the table and the judge's lines read so far, to refuse an
/// illegal line by name.
struct Game {
    n: usize,
    l: usize,
    r: usize,
    /// `on[c]`: card c is on the table (c in 1..=n).
    on: Vec<bool>,
    /// The judge's lines read, its first `N L R` included.
    lines: u64,
    /// Our last move, for the message on `-1 -1`.
    ours: (usize, usize),
}

impl Game {
    /// The error for the judge's current line: the game, the line, why.
    fn refuse(&self, why: &str) -> Error {
        Error::new(format!(
            "game N = {}, L = {}, R = {}: the judge's line {}: {}",
            self.n, self.l, self.r, self.lines, why
        ))
    }

    /// Says our move: `x y`, flushed; the cards leave the table.
    fn say(&mut self, out: &mut Out, x: usize, y: usize) -> Result<(), Error> {
        self.ours = (x, y);
        self.on[x..x + y].fill(false);
        say(out, &format!("{} {}", x, y))
    }

    /// The judge's move, checked; `None` when it says `0 0` and has indeed
    /// no move left.
    fn judge_move(&mut self, input: &mut Scanner) -> Result<Option<(usize, usize)>, Error> {
        self.lines += 1;
        let [(a, at), (b, _)] = match input.line_i64(["a", "b"]).map_err(|e| self.refuse(&e.to_string()))? {
            Some(line) => line,
            None => return Err(self.refuse("the input ends in mid-game")),
        };
        let (n, l, r) = (self.n as i64, self.l as i64, self.r as i64);
        let why = match (a, b) {
            (0, 0) => match self.longest_run() {
                (m, s) if m >= self.l => {
                    format!(
                        "it says it has no move, but cards {}..{} are on the table",
                        s,
                        s + m - 1
                    )
                }
                _ => return Ok(None),
            },
            (-1, -1) => format!("the judge refused our move `{} {}`", self.ours.0, self.ours.1),
            _ if a < 1 || a > n => format!("card {} is not in 1..={}", a, n),
            _ if b < l || b > r => format!("a move takes {}..={} cards, not {}", l, r, b),
            _ if a + b - 1 > n => format!("cards {}..{} go past card {}", a, a + b - 1, n),
            _ => match (a..a + b).find(|&c| !self.on[c as usize]) {
                Some(c) => format!("card {} is no longer on the table", c),
                None => {
                    let (a, b) = (a as usize, b as usize);
                    self.on[a..a + b].fill(false);
                    return Ok(Some((a, b)));
                }
            },
        };
        Err(self.refuse(&format!("`{} {}` at byte {}: {}", a, b, at, why)))
    }

    /// The longest row of cards on the table, as (length, first card).
    fn longest_run(&self) -> (usize, usize) {
        let (mut best, mut start) = ((0, 0), 0);
        for c in 1..=self.n + 1 {
            if c <= self.n && self.on[c] {
                start = if start == 0 { c } else { start };
            } else if start > 0 {
                best = best.max((c - start, start));
                start = 0;
            }
        }
        best
    }
}

/// One line to the judge, flushed at once (it waits for it).
fn say(out: &mut Out, line: &str) -> Result<(), Error> {
    out.turn(line)
        .map_err(|e| Error::new(format!("cannot write to the judge: {}", e)))
}

fn play(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let [(n, n_at), (l, l_at), (r, r_at)] = match input.line_i64(["N", "L", "R"])? {
        Some(line) => line,
        None => return Err(Error::at("N", 0, "expected the line `N L R`, found end of input")),
    };
    let range = |what: &str, v: i64, at: u64, lo: i64, hi: i64| match v {
        _ if lo <= v && v <= hi => Ok(v as usize),
        _ => Err(Error::at(
            what,
            at,
            &format!("{} is outside the supported range {}..={}", v, lo, hi),
        )),
    };
    let n = range("N", n, n_at, 1, 2000)?;
    let l = range("L", l, l_at, 1, n as i64)?;
    let r = range("R", r, r_at, l as i64, n as i64)?;
    let mut game = Game {
        n,
        l,
        r,
        on: vec![true; n + 2],
        lines: 1,
        ours: (0, 0),
    };
    game.on[0] = false;
    game.on[n + 1] = false;
    let y = if (n - l) % 2 == 0 { l } else { l + 1 };
    if y <= r {
        say(out, "First")?;
        game.say(out, (n - y) / 2 + 1, y)?;
        while let Some((a, b)) = game.judge_move(input)? {
            game.say(out, n + 2 - a - b, b)?;
        }
        return Ok(());
    }
    let g = grundy(n, l);
    // The runs as (first card, length), in order, and the xor of their values.
    let mut runs: Vec<(usize, usize)> = vec![(1, n)];
    let mut x = g[n];
    let first = x != 0;
    say(out, if first { "First" } else { "Second" })?;
    let mut our_turn = first;
    loop {
        if our_turn {
            let (i, a) = winning(&runs, &g, x, l);
            let (s, m) = runs[i];
            game.say(out, s + a, l)?;
            x ^= g[m] ^ g[a] ^ g[m - l - a];
            split(&mut runs, i, s + a, l);
        } else {
            let (a, b) = match game.judge_move(input)? {
                Some(mv) => mv,
                None => return Ok(()),
            };
            let i = runs.partition_point(|&(s, _)| s <= a) - 1;
            let (s, m) = runs[i];
            x ^= g[m] ^ g[a - s] ^ g[s + m - a - b];
            split(&mut runs, i, a, b);
        }
        our_turn = !our_turn;
    }
}

/// g(m) for m = 0..=n when every move takes exactly l cards from a row.
fn grundy(n: usize, l: usize) -> Vec<usize> {
    let mut g = vec![0; n + 1];
    let mut mex = Mex::new();
    for m in l..=n {
        g[m] = mex.of((0..=(m - l) / 2).map(|a| (g[a] ^ g[m - l - a]) as u32)) as usize;
    }
    g
}

/// A move to xor 0 from xor `x` != 0: the index in `runs` and the cards
/// left before the block. Some row m has g(m) xor x < g(m), an option value.
fn winning(runs: &[(usize, usize)], g: &[usize], x: usize, l: usize) -> (usize, usize) {
    for (i, &(_, m)) in runs.iter().enumerate() {
        if m >= l {
            let want = g[m] ^ x;
            if let Some(a) = (0..=m - l).find(|&a| g[a] ^ g[m - l - a] == want) {
                return (i, a);
            }
        }
    }
    // Not reached when x != 0 (the Sprague-Grundy theorem): any legal move.
    let i = runs.iter().position(|&(_, m)| m >= l).unwrap_or(0);
    (i, 0)
}

/// Removes cards at..at+len-1 from `runs[i]`.
fn split(runs: &mut Vec<(usize, usize)>, i: usize, at: usize, len: usize) {
    let (s, m) = runs[i];
    let left = (s, at - s);
    let right = (at + len, s + m - at - len);
    runs.remove(i);
    for part in [right, left] {
        if part.1 > 0 {
            runs.insert(i, part);
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

    /// Cards 1..=n on the table after the moves `x y` in `lines`.
    fn table(n: usize, lines: &[String]) -> Vec<bool> {
        let mut on = vec![true; n + 2];
        on[0] = false;
        on[n + 1] = false;
        for line in lines {
            let v: Vec<usize> = line.split(' ').map(|t| t.parse().unwrap()).collect();
            for (c, slot) in on.iter_mut().enumerate().skip(v[0]).take(v[1]) {
                assert!(*slot, "{line}: card {c} is gone");
                *slot = false;
            }
        }
        on
    }

    /// Every first judge move with N <= 12, a and b from 0 to N + 1 (`0 0`
    /// among them) and `-1 -1`: each legal move is answered with a legal move, each
    /// illegal one refused naming the game, the line and the move, and no
    /// further line printed.
    #[test]
    fn every_first_judge_move_up_to_12_cards_is_accepted_or_refused_by_name() {
        let (mut legal, mut illegal) = (0, 0);
        for n in 1..=12usize {
            for l in 1..=n {
                for r in l..=n {
                    let opening = format!("{n} {l} {r}\n");
                    let (said, end) = run(&opening);
                    assert_eq!(
                        end.unwrap_err(),
                        format!("game N = {n}, L = {l}, R = {r}: the judge's line 2: the input ends in mid-game")
                    );
                    let on = table(n, &said[1..]);
                    let has_move = (1..=n).any(|s| (s..s + l).all(|c| on[c]));
                    // `-1 -1`, then the grid, which holds `0 0` once.
                    let mut lines = vec![(-1, -1)];
                    lines.extend((0..=n as i64 + 1).flat_map(|a| (0..=n as i64 + 1).map(move |b| (a, b))));
                    for (a, b) in lines {
                        let (au, bu) = (a.max(0) as usize, b.max(0) as usize);
                        let ok = (a, b) == (0, 0) && !has_move
                            || a >= 1 && (l..=r).contains(&bu) && au + bu - 1 <= n && (au..au + bu).all(|c| on[c]);
                        let (replied, end) = run(&format!("{opening}{a} {b}\n"));
                        let game = format!("game N = {n}, L = {l}, R = {r}: the judge's line ");
                        if ok {
                            legal += 1;
                            if (a, b) == (0, 0) {
                                assert_eq!((replied.len(), end), (said.len(), Ok(())), "{opening}{a} {b}");
                                continue;
                            }
                            // One more move of ours, legal after the judge's.
                            assert_eq!(replied.len(), said.len() + 1, "{opening}{a} {b}");
                            let mut moves = replied[1..].to_vec();
                            moves.insert(said.len() - 1, format!("{a} {b}"));
                            // Every card each move takes is still on the table.
                            table(n, &moves);
                            let ours = &replied[said.len()];
                            let y: usize = ours.split(' ').nth(1).unwrap().parse().unwrap();
                            assert!((l..=r).contains(&y), "{opening}{a} {b}: {ours}");
                            assert_eq!(end.unwrap_err(), format!("{game}3: the input ends in mid-game"));
                        } else {
                            illegal += 1;
                            assert_eq!(replied, said, "{opening}{a} {b}");
                            let e = end.unwrap_err();
                            assert!(
                                e.starts_with(&format!("{game}2: `{a} {b}` at byte {}: ", opening.len())),
                                "{e}"
                            );
                        }
                    }
                }
            }
        }
        assert_eq!((legal, illegal), (2095, 46_590));
    }
}
