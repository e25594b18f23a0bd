//! AtCoder ABC278 G Generalized Subtraction Game (interactive): cards 1..N
//! in a row, a move removes L..R consecutive cards still on the table, the
//! player who cannot move loses; the player picks a side and plays it out
//! against the judge. Brute force: exhaustive search over the set of cards
//! on the table (a bit mask, N <= 12), the literal rules; reference: the
//! symmetric centre move when some y in L..=R has y = N (mod 2), else
//! g(N) != 0 for the run recurrence with L = R. The judge's side
//! ([`Playing`], a `sglab::play::Game`) keeps the runs of the table and
//! plays by g of the runs for any (L, R) (the windowed table, O(N^2)).
//! Tested by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::contract::{answer, Kind, Played};
use sglab::play::{against_program, describe, Game, Lost, Markers};
use sglab::prelude::*;
use sglab::talk::{Heard, Talk};

/// Largest N the brute force searches (2^12 sets of cards).
pub const SEARCH_LIMIT: u64 = 12;

/// What a winning player says first.
pub const WORDS: Words = Words::new("First\n", "Second\n");

/// The protocol's end lines: the judge has no move; the player lost.
pub const MARKERS: Markers = Markers {
    no_move: "0 0",
    lost: "-1 -1",
    most_moves: None,
};

/// One game: N cards, take L to R in a row.
pub type Case = (u64, u64, u64);

/// A position of the brute force: the cards on the table (bit c - 1 for
/// card c), L and R.
type Cards = (u32, u8, u8);

/// The brute force's memo, shared across cases.
pub struct Abc278g(Memo<Cards>);

impl Default for Abc278g {
    fn default() -> Abc278g {
        Abc278g(Search::boxed(Play::Normal, literal_moves))
    }
}

/// Every move of the rules from a set of cards: x and y with L <= y <= R
/// and cards x..x+y-1 all on the table, removed.
fn literal_moves(&(cards, l, r): &Cards) -> Vec<Step<Cards>> {
    let mut steps = Vec::new();
    for y in l..=r {
        let block = (1u32 << y) - 1;
        for x in 0..=(32 - u32::from(y)) {
            let taken = block << x;
            if cards & taken == taken {
                steps.push(Step::To((cards ^ taken, l, r)));
            }
        }
    }
    steps
}

/// Whether the player to move wins the row of N cards, by the search.
impl Abc278g {
    pub fn mover_wins(&mut self, cards: u32, l: u64, r: u64) -> bool {
        self.0.mover_wins(&(cards, l as u8, r as u8))
    }
}

/// The full row of `n` cards as a mask.
pub fn full(n: u64) -> u32 {
    ((1u64 << n) - 1) as u32
}

/// g(m) for m = 0..=n under takes of L to R consecutive cards from a row
/// of m: g(m) = mex { g(a) xor g(b) : m - R <= a + b <= m - L }. Windowed:
/// `last[v]` is the largest s = a + b seen with g(a) xor g(s - a) = v, so v
/// is an option of m iff `last[v] >= m - R`; each s is added once (about n^2 / 4
/// steps in all: a runs to s / 2), each mex scans only up to g(m).
pub fn grundy(l: usize, r: usize, n: usize) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    let mut last: Vec<i64> = vec![-1; 1 << 12];
    for m in l..=n {
        let s = m - l;
        for a in 0..=s / 2 {
            let v = (g[a] ^ g[s - a]) as usize;
            if v >= last.len() {
                last.resize(2 * v + 2, -1);
            }
            last[v] = s as i64;
        }
        let low = m as i64 - r as i64;
        let mut v = 0;
        while last[v] >= low.max(0) {
            v += 1;
        }
        g[m] = v as u32;
    }
    g
}

/// The winning first move by symmetry, when there is one: (x, y) removing
/// the centre block of y = N (mod 2) cards.
pub fn centre_move(&(n, l, r): &Case) -> Option<(u64, u64)> {
    let y = if (n - l) % 2 == 0 { l } else { l + 1 };
    (y <= r).then(|| ((n - y) / 2 + 1, y))
}

impl Problem for Abc278g {
    /// (N, L, R).
    type Case = Case;
    const NAME: &'static str = "abc278g";
    const FRAME: Frame = Frame::Single;
    const WORDS: Option<Words> = Some(WORDS);
    const KIND: Kind = Kind::Interactive;
    const KINDS: &'static [&'static str] = &["max", "zero", "nonzero", "whole"];
    const STRESS_CASES: usize = 400;

    fn read_case(r: &mut Reader) -> Result<Case, String> {
        Ok((r.u64("N")?, r.u64("L")?, r.u64("R")?))
    }

    fn check_input(cases: &[Case]) -> Result<(), String> {
        match cases.iter().find(|&&(_, l, r)| l > r) {
            Some((_, l, r)) => Err(format!("R = {r} is less than L = {l}")),
            None => Ok(()),
        }
    }

    fn write_case(&(n, l, r): &Case) -> String {
        format!("{n} {l} {r}\n")
    }

    /// N up to 12; L = R half the time (the Grundy case when N - L is odd).
    fn random_small(rng: &mut Rng) -> Case {
        let n = rng.range(1, SEARCH_LIMIT);
        let l = rng.range(1, n);
        let r = if rng.chance(1, 2) { l } else { rng.range(l, n) };
        (n, l, r)
    }

    /// `max`: N = 2000, L < R (the mirror); `zero`: L = R with N - L odd
    /// and g(N) = 0 (1997 2 2: `Second`); `nonzero`: the same with
    /// g(N) != 0 (2000 3 3: `First`, the most judge moves); `whole`:
    /// L = 1, R = N = 2000 (the costliest table for a solution that
    /// computes g).
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Case> {
        let n = limits["N"].hi;
        match kind {
            "max" => {
                let l = rng.range(1, n / 2);
                vec![(n, l, rng.range(l + 1, n))]
            }
            "zero" => vec![(1997, 2, 2)],
            "nonzero" => vec![(n, 3, 3)],
            "whole" => vec![(n, 1, n)],
            other => unknown_kind(other),
        }
    }

    fn brute(&mut self, &(n, l, r): &Case) -> Option<String> {
        (n <= SEARCH_LIMIT).then(|| WORDS.answer(self.mover_wins(full(n), l, r)))
    }

    fn reference(&mut self, case: &Case) -> String {
        let (n, l, _) = *case;
        WORDS.answer(centre_move(case).is_some() || grundy(l as usize, l as usize, n as usize)[n as usize] != 0)
    }

    /// One card fewer (L and R capped at N), a smaller L, a smaller R.
    fn shrink(&(n, l, r): &Case) -> Vec<Case> {
        let mut smaller = Vec::new();
        if n > 1 {
            smaller.push((n - 1, l.min(n - 1), r.min(n - 1)));
        }
        if r > l {
            smaller.push((n, l, r - 1));
        }
        if l > 1 {
            smaller.push((n, l - 1, r));
        }
        smaller
    }

    /// The first move that wins, by symmetry or by g; checked by the search
    /// where N is small.
    fn explain(&mut self, case: &Case) -> String {
        let &(n, l, r) = case;
        let g = grundy(l as usize, r as usize, n as usize);
        let mut text = format!(
            "{n} cards, take {l} to {r} in a row: the row is worth g({n}) = {} (g(m) = mex of g(a) xor g(b) over a + b = m - y, L <= y <= R)\n",
            g[n as usize]
        );
        let checked = |p: &mut Abc278g, x: u64, y: u64| {
            if n > SEARCH_LIMIT {
                "too large to search"
            } else if p.mover_wins(full(n) ^ ((((1u64 << y) - 1) << (x - 1)) as u32), l, r) {
                "THE SEARCH DISAGREES"
            } else {
                "the search confirms: the judge then loses"
            }
        };
        if let Some((x, y)) = centre_move(case) {
            let half = (n - y) / 2;
            let confirmed = checked(self, x, y);
            return text
                + &format!(
                    "{} (First): take the centre, `{x} {y}`, leaving two runs of {half}, then answer every `a b` with its mirror image `N+2-a-b b` ({confirmed})\n",
                    winner(true)
                );
        }
        if g[n as usize] == 0 {
            text += &format!(
                "L = R and N - L is odd: no symmetric first move, and g({n}) = 0: every first move leaves g != 0; {} (Second)\n",
                winner(false)
            );
            return text;
        }
        let a = (0..=n - l)
            .find(|&a| g[a as usize] == g[(n - l - a) as usize])
            .expect("g(N) != 0 has an option worth 0");
        let confirmed = checked(self, a + 1, l);
        text + &format!(
            "L = R and N - L is odd, g({n}) != 0: {} (First): `{} {l}` leaves runs of {a} and {} worth g = {} each, xor 0 ({confirmed})\n",
            winner(true),
            a + 1,
            n - l - a,
            g[a as usize]
        )
    }

    /// Says `N L R`, hears `First` or `Second`, then plays the other side
    /// perfectly ([`Playing`]). A side chosen on the losing side is the
    /// player's first losing move, named as the choice itself.
    fn interact(&mut self, cases: &[Case], talk: &mut Talk, rng: &mut Rng) -> Played {
        let (n, l, r) = cases[0];
        let mut played = Played::default();
        let opening = format!("{n} {l} {r}");
        played.record.judge(&opening);
        talk.say(&opening);
        let line = match talk.hear() {
            Heard::Line(line) => line,
            Heard::End => {
                played.lost = Some((0, Lost::Ended));
                return played;
            }
            Heard::TooMuch => {
                played.lost = Some((0, Lost::Flooded));
                return played;
            }
        };
        played.record.player(&line);
        let player_first = match line.as_str() {
            "First" => true,
            "Second" => false,
            _ => {
                played.record.judge(MARKERS.lost);
                talk.say(MARKERS.lost);
                played.lost = Some((
                    0,
                    Lost::Said(format!(
                        "`{}`: the side must be `First` or `Second` (exactly, case-sensitive)",
                        sglab::format::cut_tail(&line, sglab::format::QUOTED)
                    )),
                ));
                return played;
            }
        };
        let mut game = Playing::new(n, l, r);
        let start = Table::full(n);
        if player_first != game.wins(&start) {
            let from = describe(&mut game, &start);
            played.record.losing = Some(if player_first {
                format!("the player's side choice `First` took the first move from the full row, {from}: every first move loses to perfect play")
            } else {
                format!("the player's side choice `Second` gave the judge the first move from the full row, {from}")
            });
        }
        if let Err(why) = against_program(&mut game, start, player_first, talk, &MARKERS, rng, &mut played.record) {
            played.lost = Some((0, why));
        }
        played
    }
}

/// The cards on the table as runs (first card, length), in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    pub runs: Vec<(u64, u64)>,
}

impl Table {
    /// Cards 1..=n.
    pub fn full(n: u64) -> Table {
        Table { runs: vec![(1, n)] }
    }

    /// The cards of `mask` (bit c - 1 for card c) among 1..=n.
    pub fn from_mask(n: u64, mask: u32) -> Table {
        let mut runs = Vec::new();
        let mut c = 1;
        while c <= n {
            if mask >> (c - 1) & 1 == 1 {
                let start = c;
                while c <= n && mask >> (c - 1) & 1 == 1 {
                    c += 1;
                }
                runs.push((start, c - start));
            } else {
                c += 1;
            }
        }
        Table { runs }
    }

    /// The run holding cards x..x+y-1, if they are all on the table.
    fn run_of(&self, x: u64, y: u64) -> Option<usize> {
        self.runs.iter().position(|&(s, m)| s <= x && x + y <= s + m)
    }
}

/// The judge's side and `scripts/play.sh`'s game: the table as runs, the
/// values of runs for this (L, R) up to N.
pub struct Playing {
    pub n: u64,
    pub l: u64,
    pub r: u64,
    pub g: Vec<u32>,
}

impl Playing {
    pub fn new(n: u64, l: u64, r: u64) -> Playing {
        Playing {
            n,
            l,
            r,
            g: grundy(l as usize, r as usize, n as usize),
        }
    }

    /// The xor of g over the runs.
    pub fn xor(&self, pos: &Table) -> u32 {
        pos.runs.iter().fold(0, |x, &(_, m)| x ^ self.g[m as usize])
    }

    /// Every winning move from `pos`: per run m, take y from offset a,
    /// leaving a and m - y - a with g(a) xor g(m - y - a) = X xor g(m).
    pub fn winning(&self, pos: &Table) -> Vec<(u64, u64)> {
        let x = self.xor(pos);
        let mut moves = Vec::new();
        if x == 0 {
            return moves;
        }
        for &(start, m) in &pos.runs {
            let want = x ^ self.g[m as usize];
            for y in self.l..=self.r.min(m) {
                let rest = (m - y) as usize;
                for a in 0..=rest {
                    if self.g[a] ^ self.g[rest - a] == want {
                        moves.push((start + a as u64, y));
                    }
                }
            }
        }
        moves
    }
}

impl Game for Playing {
    type Pos = Table;
    type Move = (u64, u64);

    fn read_move(&self, pos: &Table, line: &str) -> Result<(u64, u64), String> {
        // Read as testlib reads an answer (sglab::contract::answer).
        let tokens: Vec<&str> = answer::tokens(line).collect();
        let [x, y] = tokens[..] else {
            return Err("write two integers `x y`".to_string());
        };
        let integer =
            |t: &str| answer::integer(t, i64::MIN, i64::MAX).map_err(|why| format!("write two integers `x y`: {why}"));
        let (x, y) = (integer(x)?, integer(y)?);
        if x < 1 || x as u64 > self.n {
            return Err(format!("x = {x} is not a card: cards are 1 to {}", self.n));
        }
        if y < self.l as i64 || y > self.r as i64 {
            return Err(format!("y = {y}: a move takes {} to {} cards", self.l, self.r));
        }
        let (x, y) = (x as u64, y as u64);
        if pos.run_of(x, y).is_none() {
            let gone = (x..x + y)
                .find(|&c| c > self.n || pos.run_of(c, 1).is_none())
                .expect("a card is missing");
            return Err(if gone > self.n {
                format!("cards {x} to {} run past card {}", x + y - 1, self.n)
            } else {
                format!("card {gone} is not on the table")
            });
        }
        Ok((x, y))
    }

    fn write_move(&self, &(x, y): &(u64, u64)) -> String {
        format!("{x} {y}")
    }

    fn after(&mut self, pos: &Table, &(x, y): &(u64, u64)) -> Table {
        let i = pos.run_of(x, y).expect("a legal move");
        let (s, m) = pos.runs[i];
        let mut runs = pos.runs[..i].to_vec();
        runs.extend(
            [(s, x - s), (x + y, s + m - x - y)]
                .into_iter()
                .filter(|&(_, len)| len > 0),
        );
        runs.extend_from_slice(&pos.runs[i + 1..]);
        Table { runs }
    }

    fn wins(&mut self, pos: &Table) -> bool {
        self.xor(pos) != 0
    }

    fn value(&mut self, pos: &Table) -> Option<u64> {
        Some(u64::from(self.xor(pos)))
    }

    /// A winning move drawn among all of them; from a P-position, L cards
    /// (the fewest) from a place drawn among all.
    fn reply(&mut self, pos: &Table, rng: &mut Rng) -> Option<(u64, u64)> {
        let winning = self.winning(pos);
        if !winning.is_empty() {
            return Some(winning[rng.below(winning.len())]);
        }
        let places: u64 = pos.runs.iter().map(|&(_, m)| (m + 1).saturating_sub(self.l)).sum();
        if places == 0 {
            return None;
        }
        let mut k = rng.below(places as usize) as u64;
        for &(s, m) in &pos.runs {
            let here = (m + 1).saturating_sub(self.l);
            if k < here {
                return Some((s + k, self.l));
            }
            k -= here;
        }
        unreachable!("k < places")
    }

    fn moves(&mut self, pos: &Table) -> Option<Vec<(u64, u64)>> {
        let mut moves = Vec::new();
        for &(s, m) in &pos.runs {
            for y in self.l..=self.r.min(m) {
                moves.extend((s..=s + m - y).map(|x| (x, y)));
                if moves.len() > 64 {
                    return None;
                }
            }
        }
        Some(moves)
    }

    fn show(&self, pos: &Table) -> String {
        if pos.runs.is_empty() {
            return "no card left".to_string();
        }
        let runs: Vec<String> = pos
            .runs
            .iter()
            .map(|&(s, m)| {
                if m == 1 {
                    s.to_string()
                } else {
                    format!("{s}-{}", s + m - 1)
                }
            })
            .collect();
        format!("cards {} (take {} to {} in a row)", runs.join(", "), self.l, self.r)
    }
}
