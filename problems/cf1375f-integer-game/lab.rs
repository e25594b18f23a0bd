//! Codeforces 1375 F Integer Game (interactive): three distinct piles; the
//! first player names y, the second adds y to a pile other than the one it
//! used on the turn before and loses once two piles are equal; the first
//! player loses when 1000 turns pass. No game values: the game is no sum
//! and ends by a rule on the position. Brute force ([`Cf1375f::wins_within`]):
//! whether First forces a win within k turns, every y from 1 to twice the
//! largest pile tried and every legal reply of the second player explored
//! (the real rules, no theory); reference: `First`, always. The judge's
//! side ([`Cf1375f::interact`], also `scripts/play.sh cf1375f`): as the
//! second player it is adversarial, it takes the safe pile that leaves
//! First the most turns still needed ([`Cf1375f::turns`]: the search where
//! the piles are at most [`JUDGE_SEARCH`], the closed form
//! [`turns_closed`] otherwise, the two checked equal by the tests), drawn
//! at random among equal ones; as the first player it plays the three-turn
//! construction ([`first_y`]). Every rule of the statement is enforced and a
//! bad line refused by name. Tested by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::contract::{answer, Kind, Played};
use sglab::play::{hear, say, Game, Lost, Record};
use sglab::prelude::*;
use sglab::talk::{Heard, Talk};
use std::collections::HashMap;

/// The largest pile of a starting triple the brute force searches.
pub const SEARCH_LIMIT: u64 = 8;

/// The largest pile of a position where the judge's side searches the real
/// game for its reply (the closed form beyond).
pub const JUDGE_SEARCH: u64 = 24;

/// The largest y the first player may name.
pub const MOST_Y: u64 = 1_000_000_000_000;

/// The first player loses once this many turns pass.
pub const MOST_TURNS: usize = 1000;

/// The side words, as the statement writes them.
pub const WORDS: Words = Words::new("First\n", "Second\n");

/// What the judge prints when the player has won, and when it has lost.
pub const WON: &str = "0";
pub const LOST: &str = "-1";

/// One game: the three starting piles.
pub type Case = (u64, u64, u64);

/// A position: the piles (1 to 3 in the protocol, 0 to 2 here) and the
/// pile that took y on the turn before (1 to 3; 0 before the first turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piles {
    pub p: [u64; 3],
    pub last: usize,
}

impl Piles {
    /// The starting position of a case.
    pub fn start(&(a, b, c): &Case) -> Piles {
        Piles { p: [a, b, c], last: 0 }
    }

    /// Whether the second player may add y to pile k (1 to 3) and survive:
    /// not the pile of the turn before, no two piles equal afterwards.
    pub fn safe(&self, k: usize, y: u64) -> bool {
        let v = self.p[k - 1] + y;
        k != self.last && (1..=3).all(|j| j == k || self.p[j - 1] != v)
    }

    /// The piles the second player may take y on and survive.
    pub fn safe_piles(&self, y: u64) -> Vec<usize> {
        (1..=3).filter(|&k| self.safe(k, y)).collect()
    }

    /// The position after pile k takes y.
    pub fn raise(&self, k: usize, y: u64) -> Piles {
        let mut p = self.p;
        p[k - 1] += y;
        Piles { p, last: k }
    }

    /// The largest pile.
    pub fn max(&self) -> u64 {
        self.p.into_iter().max().unwrap_or(0)
    }

    /// The pile numbers (1 to 3) from the smallest pile to the largest.
    pub fn order(&self) -> [usize; 3] {
        let mut order = [1, 2, 3];
        order.sort_by_key(|&k| self.p[k - 1]);
        order
    }

    /// Whether y = the common difference wins at once: the piles form an
    /// arithmetic progression and the pile on top took y last.
    pub fn finishing(&self) -> bool {
        let [x, m, z] = self.order();
        self.last == z && self.p[m - 1] - self.p[x - 1] == self.p[z - 1] - self.p[m - 1]
    }

    /// Whether the pile that took y last is the unique largest.
    pub fn raised_on_top(&self) -> bool {
        let [_, m, z] = self.order();
        self.last == z && self.p[m - 1] < self.p[z - 1]
    }
}

/// The construction's y from any position: the common difference when
/// [`Piles::finishing`]; 2M - p - q when [`Piles::raised_on_top`] (M the
/// top pile); else the largest pile (the first turn), which makes whichever
/// pile takes it the unique largest.
pub fn first_y(pos: &Piles) -> u64 {
    let [x, m, z] = pos.order().map(|k| pos.p[k - 1]);
    if pos.finishing() {
        z - m
    } else if pos.raised_on_top() {
        2 * z - x - m
    } else {
        z
    }
}

/// The turns First still needs from `pos` against the best replies, by the
/// finishing shapes: 1 when [`Piles::finishing`]; 2 when some y leaves
/// every safe reply finishing (the candidates: each difference of piles,
/// and for each pile the second player may take, the y that puts it on top
/// of a progression of the other two); 3 otherwise.
pub fn turns_closed(pos: &Piles) -> u8 {
    if pos.finishing() {
        return 1;
    }
    let mut candidates = Vec::new();
    for k in (1..=3).filter(|&k| k != pos.last) {
        let others: Vec<u64> = (1..=3).filter(|&j| j != k).map(|j| pos.p[j - 1]).collect();
        let (lo, hi) = (others[0].min(others[1]), others[0].max(others[1]));
        candidates.extend(others.iter().filter(|&&o| o > pos.p[k - 1]).map(|&o| o - pos.p[k - 1]));
        if 2 * hi > lo + pos.p[k - 1] {
            candidates.push(2 * hi - lo - pos.p[k - 1]);
        }
    }
    let two = candidates
        .into_iter()
        .any(|y| pos.safe_piles(y).into_iter().all(|k| pos.raise(k, y).finishing()));
    if two {
        2
    } else {
        3
    }
}

/// The brute force's memo: (position, turns) -> whether First forces a win
/// within that many turns.
#[derive(Default)]
pub struct Cf1375f {
    memo: HashMap<(Piles, u8), bool>,
}

impl Cf1375f {
    /// Whether First, to name y from `pos`, forces a win within `k` turns:
    /// some y from 1 to twice the largest pile after which every pile the
    /// second player may take and survive leaves a win within k - 1. (The
    /// bound on y only weakens First: a win found is a win of the real
    /// game; every y of the construction is below it.)
    pub fn wins_within(&mut self, pos: Piles, k: u8) -> bool {
        if k == 0 {
            return false;
        }
        if let Some(&known) = self.memo.get(&(pos, k)) {
            return known;
        }
        let wins = (1..=2 * pos.max()).any(|y| {
            (1..=3)
                .filter(|&j| pos.safe(j, y))
                .all(|j| self.wins_within(pos.raise(j, y), k - 1))
        });
        self.memo.insert((pos, k), wins);
        wins
    }

    /// The turns First needs from `pos` by the search, 1 to `most`, or
    /// `None` when no win within `most` turns was found.
    pub fn turns_searched(&mut self, pos: Piles, most: u8) -> Option<u8> {
        (1..=most).find(|&k| self.wins_within(pos, k))
    }

    /// The turns First still needs from `pos`, as the judge's side reckons
    /// them: by the search (at most 3) where every pile is at most
    /// [`JUDGE_SEARCH`], by [`turns_closed`] otherwise.
    pub fn turns(&mut self, pos: &Piles) -> u8 {
        if pos.max() <= JUDGE_SEARCH {
            self.turns_searched(*pos, 2).unwrap_or(3)
        } else {
            turns_closed(pos)
        }
    }

    /// The judge's pile for the player's y: among the safe piles the one
    /// that leaves First the most turns still needed, then the one that
    /// leaves the largest pile largest (the construction's next y,
    /// 2M - p - q, grows with it: a y past 10^12 loses), drawn with `rng`
    /// among equal ones; `None` when no pile is safe.
    pub fn judge_pile(&mut self, pos: &Piles, y: u64, rng: &mut Rng) -> Option<usize> {
        let scored: Vec<((u8, u64), usize)> = pos
            .safe_piles(y)
            .into_iter()
            .map(|k| {
                let after = pos.raise(k, y);
                ((self.turns(&after), after.max()), k)
            })
            .collect();
        let best = scored.iter().map(|s| s.0).max()?;
        let worst: Vec<usize> = scored.into_iter().filter(|s| s.0 == best).map(|s| s.1).collect();
        Some(worst[rng.below(worst.len())])
    }

    /// The game the construction plays against this judge from `case`:
    /// each y with the judge's reply, the last reply `None` (`0`).
    pub fn line_of_play(&mut self, case: &Case, rng: &mut Rng) -> Vec<(u64, Option<usize>)> {
        let mut pos = Piles::start(case);
        let mut line = Vec::new();
        while line.len() < MOST_TURNS {
            let y = first_y(&pos);
            let k = self.judge_pile(&pos, y, rng);
            line.push((y, k));
            match k {
                Some(k) => pos = pos.raise(k, y),
                None => break,
            }
        }
        line
    }
}

/// Piles in words: `piles 5 2 8, pile 3 took y last`.
pub fn shown(pos: &Piles) -> String {
    let [a, b, c] = pos.p;
    match pos.last {
        0 => format!("piles {a} {b} {c}"),
        k => format!("piles {a} {b} {c}, pile {k} took y last"),
    }
}

/// After the judge's last line the program must end, printing nothing.
fn ends(talk: &mut Talk, record: &mut Record, marker: &str) -> Result<(), Lost> {
    match talk.hear() {
        Heard::End => Ok(()),
        Heard::Line(line) => {
            record.player(&line);
            Err(Lost::Said(format!(
                "`{}` after the judge's `{marker}`: the game is over, the program must exit at once",
                sglab::format::cut_tail(&line, sglab::format::QUOTED)
            )))
        }
        Heard::TooMuch => Err(Lost::Said(format!(
            "output after the judge's `{marker}`, past the output limit"
        ))),
    }
}

/// The player's y, as the statement bounds it.
pub fn read_y(line: &str) -> Result<u64, String> {
    let tokens: Vec<&str> = answer::tokens(line).collect();
    let [t] = tokens[..] else {
        return Err("write one integer y".to_string());
    };
    let y = answer::integer(t, i64::MIN, i64::MAX).map_err(|why| format!("write one integer y: {why}"))?;
    if y < 1 || y as u64 > MOST_Y {
        return Err(format!("y = {y} is outside 1..=10^12"));
    }
    Ok(y as u64)
}

/// The player's pile for y, as the rules allow it: 1 to 3, not the pile
/// of the turn before, no two piles equal afterwards.
pub fn read_pile(pos: &Piles, y: u64, line: &str) -> Result<usize, String> {
    let tokens: Vec<&str> = answer::tokens(line).collect();
    let [t] = tokens[..] else {
        return Err("write one pile, 1, 2 or 3".to_string());
    };
    let k = answer::integer(t, i64::MIN, i64::MAX).map_err(|why| format!("write one pile: {why}"))?;
    if !(1..=3).contains(&k) {
        return Err(format!("pile {k}: the piles are 1, 2 and 3"));
    }
    let k = k as usize;
    if k == pos.last {
        return Err(format!(
            "pile {k} took y on the turn before: the same pile twice in a row"
        ));
    }
    let v = pos.p[k - 1] + y;
    if let Some(j) = (1..=3).find(|&j| j != k && pos.p[j - 1] == v) {
        return Err(format!(
            "pile {k} + {y} = {v} equals pile {j}: two piles are equal, the second player loses"
        ));
    }
    Ok(k)
}

impl Cf1375f {
    /// The player plays First: its y each turn, the judge's adversarial
    /// pile, until no pile is safe (`0`) or 1000 turns pass (`-1`).
    fn player_first(&mut self, case: &Case, talk: &mut Talk, rng: &mut Rng, record: &mut Record) -> Result<(), Lost> {
        let mut pos = Piles::start(case);
        let mut needed = self.turns(&pos);
        for turn in 1..=MOST_TURNS {
            let line = hear(talk, record)?;
            let y = match read_y(&line) {
                Ok(y) => y,
                Err(why) => {
                    say(talk, record, LOST);
                    return Err(Lost::Said(format!(
                        "`{}`: {why}",
                        sglab::format::cut_tail(&line, sglab::format::QUOTED)
                    )));
                }
            };
            let Some(k) = self.judge_pile(&pos, y, rng) else {
                say(talk, record, WON);
                return ends(talk, record, WON);
            };
            say(talk, record, &k.to_string());
            let after = pos.raise(k, y);
            let now = self.turns(&after);
            if record.losing.is_none() && now >= needed {
                record.losing = Some(format!(
                    "the player's y = {y} at turn {turn} from {} ({needed} turns from a win) let the judge take pile {k}: {}, still {now} turns from a win",
                    shown(&pos),
                    shown(&after)
                ));
            }
            needed = now;
            pos = after;
        }
        say(talk, record, LOST);
        Err(Lost::Said(format!(
            "{MOST_TURNS} turns passed and the second player has not lost ({}): First wins in three turns",
            shown(&pos)
        )))
    }

    /// The player plays Second against the construction.
    fn player_second(&mut self, case: &Case, talk: &mut Talk, record: &mut Record) -> Result<(), Lost> {
        let mut pos = Piles::start(case);
        for _ in 0..MOST_TURNS {
            let y = first_y(&pos);
            say(talk, record, &y.to_string());
            let line = hear(talk, record)?;
            match read_pile(&pos, y, &line) {
                Ok(k) => pos = pos.raise(k, y),
                Err(why) => {
                    say(talk, record, LOST);
                    return Err(Lost::Said(format!(
                        "`{}`: {why}",
                        sglab::format::cut_tail(&line, sglab::format::QUOTED)
                    )));
                }
            }
        }
        say(talk, record, WON);
        ends(talk, record, WON)
    }
}

impl Problem for Cf1375f {
    /// The starting piles (a, b, c).
    type Case = Case;
    const NAME: &'static str = "cf1375f";
    const FRAME: Frame = Frame::Single;
    const WORDS: Option<Words> = Some(WORDS);
    const KIND: Kind = Kind::Interactive;
    const KINDS: &'static [&'static str] = &["max", "traps"];
    const STRESS_CASES: usize = 300;

    fn read_case(r: &mut Reader) -> Result<Case, String> {
        Ok((r.u64("a")?, r.u64("b")?, r.u64("c")?))
    }

    fn check_input(cases: &[Case]) -> Result<(), String> {
        match cases.iter().find(|&&(a, b, c)| a == b || b == c || a == c) {
            Some((a, b, c)) => Err(format!("piles {a} {b} {c}: the piles must be distinct")),
            None => Ok(()),
        }
    }

    fn write_case(&(a, b, c): &Case) -> String {
        format!("{a} {b} {c}\n")
    }

    /// Three distinct piles up to [`SEARCH_LIMIT`].
    fn random_small(rng: &mut Rng) -> Case {
        loop {
            let [a, b, c] = [0; 3].map(|_| rng.range(1, SEARCH_LIMIT));
            if a != b && b != c && a != c {
                return (a, b, c);
            }
        }
    }

    /// One game a kind. `max`: a triple up to 10^9, half the time with a
    /// pile of 10^9; `traps`: one of the card's extreme triples (the
    /// largest y, 3 999 999 997, comes from 10^9 1 2), the sample, or piles
    /// past 2^29 (2M - p - q past 32 bits), drawn by the seed.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Case> {
        let hi = limits["a"].hi;
        match kind {
            "max" => loop {
                let mut t = [0; 3].map(|_| rng.range(1, hi));
                if rng.chance(1, 2) {
                    t[rng.below(3)] = hi;
                }
                if t[0] != t[1] && t[1] != t[2] && t[0] != t[2] {
                    break vec![(t[0], t[1], t[2])];
                }
            },
            "traps" => vec![rng.pick(&traps(hi))],
            other => unknown_kind(other),
        }
    }

    fn brute(&mut self, case: &Case) -> Option<String> {
        let pos = Piles::start(case);
        (pos.max() <= SEARCH_LIMIT).then(|| WORDS.answer(self.wins_within(pos, 3)))
    }

    fn reference(&mut self, _: &Case) -> String {
        WORDS.answer(true)
    }

    /// Each pile made smaller, the piles kept distinct; the fine steps
    /// reach the threshold where int32.c starts to fail in a few hundred
    /// runs (a unit step at a time took the shrink's whole budget).
    fn shrink(case: &Case) -> Vec<Case> {
        let t = [case.0, case.1, case.2];
        let mut smaller = Vec::new();
        for i in 0..3 {
            for v in smaller_values_fine(t[i], 1) {
                let mut s = t;
                s[i] = v;
                if s[0] != s[1] && s[1] != s[2] && s[0] != s[2] {
                    smaller.push((s[0], s[1], s[2]));
                }
            }
        }
        smaller
    }

    /// The construction's game against the adversarial judge, each y and
    /// reply, confirmed by the search where the piles are small.
    fn explain(&mut self, case: &Case) -> String {
        let start = Piles::start(case);
        let checked = if start.max() > SEARCH_LIMIT {
            "too large to search"
        } else if self.turns_searched(start, 3) == Some(3) {
            "the search confirms: a win in 3 turns and none in 2"
        } else {
            "THE SEARCH DISAGREES"
        };
        let mut text = format!(
            "{}: {} (`First`) in three turns ({checked})\n",
            shown(&start),
            winner(true)
        );
        let mut pos = start;
        for (turn, (y, k)) in self.line_of_play(case, &mut Rng::new(1)).into_iter().enumerate() {
            let why = match turn {
                0 => "the largest pile: whichever pile takes it becomes the unique largest",
                1 => "2M - p - q: either pile that takes it tops a progression of the other two",
                _ => "the common difference: the top pile took y last, either other pile would equal the next",
            };
            text += &match k {
                Some(k) => {
                    pos = pos.raise(k, y);
                    format!("y = {y} ({why}); the judge takes pile {k}: {}\n", shown(&pos))
                }
                None => format!("y = {y} ({why}); no pile is safe: the judge says `0`\n"),
            };
        }
        text
    }

    /// Says `a b c`, hears `First` or `Second`, then plays the other side:
    /// adversarially as the second player, the construction as the first.
    fn interact(&mut self, cases: &[Case], talk: &mut Talk, rng: &mut Rng) -> Played {
        let case = cases[0];
        let mut played = Played::default();
        let record = &mut played.record;
        say(talk, record, write_one::<Cf1375f>(&case).trim_end());
        let outcome = match hear(talk, record) {
            Err(why) => Err(why),
            Ok(word) => match word.trim_end_matches('\r') {
                "First" => self.player_first(&case, talk, rng, record),
                "Second" => {
                    record.losing = Some(format!(
                        "the player's side choice `Second` gave the judge the first move from {}: First wins from every start in three turns",
                        shown(&Piles::start(&case))
                    ));
                    self.player_second(&case, talk, record)
                }
                other => {
                    say(talk, record, LOST);
                    Err(Lost::Said(format!(
                        "`{}`: the side must be `First` or `Second` (exactly, case-sensitive)",
                        sglab::format::cut_tail(other, sglab::format::QUOTED)
                    )))
                }
            },
        };
        if let Err(why) = outcome {
            played.lost = Some((0, why));
        }
        played
    }
}

/// The card's extreme triples (see `generate`).
pub fn traps(hi: u64) -> Vec<Case> {
    vec![
        (hi, 1, 2),
        (1, 2, hi),
        (hi, hi - 1, 1),
        (hi - 2, hi - 1, hi),
        (5, 2, 6),
        (600_000_000, 1, 2),
        (1, 2, 3),
    ]
}

/// A turn of the game for `scripts/play.sh`: the piles and, once the first
/// player has named it, the y the second player must place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub piles: Piles,
    pub y: Option<u64>,
    /// Turns completed.
    pub turns: usize,
}

impl Turn {
    pub fn start(case: &Case) -> Turn {
        Turn {
            piles: Piles::start(case),
            y: None,
            turns: 0,
        }
    }
}

/// A move: the first player's y, or the second player's pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Y(u64),
    Pile(usize),
}

/// The game with a person (`scripts/play.sh cf1375f`): the pack plays
/// First by the construction, or Second as the adversarial judge.
#[derive(Default)]
pub struct Playing(pub Cf1375f);

impl Game for Playing {
    type Pos = Turn;
    type Move = Move;

    fn read_move(&self, pos: &Turn, line: &str) -> Result<Move, String> {
        match pos.y {
            None => read_y(line).map(Move::Y),
            Some(y) => read_pile(&pos.piles, y, line).map(Move::Pile),
        }
    }

    fn write_move(&self, mv: &Move) -> String {
        match mv {
            Move::Y(y) => y.to_string(),
            Move::Pile(k) => k.to_string(),
        }
    }

    fn after(&mut self, pos: &Turn, mv: &Move) -> Turn {
        match (*mv, pos.y) {
            (Move::Y(y), _) => Turn {
                y: Some(y),
                ..pos.clone()
            },
            (Move::Pile(k), Some(y)) => Turn {
                piles: pos.piles.raise(k, y),
                y: None,
                turns: pos.turns + 1,
            },
            (Move::Pile(_), None) => unreachable!("a pile before a y"),
        }
    }

    /// The first player wins from every position; the second never.
    fn wins(&mut self, pos: &Turn) -> bool {
        pos.y.is_none()
    }

    /// As First: the construction's y (none after 1000 turns); as Second:
    /// the adversarial pile, `None` when no pile is safe.
    fn reply(&mut self, pos: &Turn, rng: &mut Rng) -> Option<Move> {
        match pos.y {
            None if pos.turns >= MOST_TURNS => None,
            None => Some(Move::Y(first_y(&pos.piles))),
            Some(y) => self.0.judge_pile(&pos.piles, y, rng).map(Move::Pile),
        }
    }

    fn moves(&mut self, pos: &Turn) -> Option<Vec<Move>> {
        pos.y
            .map(|y| pos.piles.safe_piles(y).into_iter().map(Move::Pile).collect())
    }

    fn show(&self, pos: &Turn) -> String {
        let needed = match turns_closed(&pos.piles) {
            1 => ", First 1 turn from a win".to_string(),
            t => format!(", First {t} turns from a win"),
        };
        match pos.y {
            None => format!("{}{needed}; name y (1 to 10^12)", shown(&pos.piles)),
            Some(y) => format!("{}; add y = {y} to a pile", shown(&pos.piles)),
        }
    }
}
