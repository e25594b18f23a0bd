//! POJ 2315 Football Game: balls as Bash games (turns mod (k + 1)) under
//! Moore's Nim-M. Brute force: the real game in turns (`games::football`);
//! reference: the judge's formula on exact integer turns. For M >= 2 they can
//! differ and the judge expects the formula (README, Claim 3). Tested by
//! tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::football::{self, PI_TIMES_2_POW_100};
use sglab::prelude::*;
use std::cell::RefCell;
use std::collections::HashMap;
use std::f64::consts::PI;

pub const WORDS: Words = Words::new("Alice\n", "Bob\n");

/// One case as the input gives it: `N M L R`, then the N distances.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    pub per_move: usize,
    pub kick: u64,
    pub radius: u64,
    pub distances: Vec<u64>,
}

impl Case {
    /// The case `N M L R` with the distances `distances` (N of them).
    pub fn new(per_move: usize, kick: u64, radius: u64, distances: Vec<u64>) -> Case {
        Case {
            per_move,
            kick,
            radius,
            distances,
        }
    }

    /// Turns per ball and the most turns one kick rolls, computed exactly
    /// (football's integer bounds on pi), not with the binary's f64.
    pub fn turns(&self) -> (Vec<u32>, u32) {
        let turns = |&s: &u64| football::turns_to_reach(s, self.radius) as u32;
        let rolls = football::turns_per_kick(self.kick, self.radius) as u32;
        (self.distances.iter().map(turns).collect(), rolls)
    }

    /// The case whose balls are `turns` turns away and whose kick rolls
    /// `rolls` turns, at radius `radius` (each distance half a turn short
    /// of its last whole turn, far from any rounding question).
    pub fn of_turns(per_move: usize, rolls: u32, turns: &[u32], radius: u64) -> Case {
        let distances = turns.iter().map(|&a| distance_for(a, radius)).collect();
        Case::new(per_move, kick_for(rolls, radius), radius, distances)
    }

    /// Small enough for the brute force: up to 5 balls of up to 9 turns, k <= 5.
    fn searchable(&self) -> bool {
        let (turns, rolls) = self.turns();
        turns.len() <= 5 && turns.iter().all(|&a| a <= 9) && rolls <= 5
    }

    /// The judge's formula on this case (exact turns).
    pub fn formula(&self) -> bool {
        let (turns, rolls) = self.turns();
        formula_mover_wins(self.per_move, rolls, &turns)
    }
}

/// The length of `turns` turns at radius `radius`, rounded.
fn length(turns: f64, radius: u64) -> u64 {
    (turns * 2.0 * PI * radius as f64).round() as u64
}

/// A distance exactly `turns` turns from the goal (half a turn short of
/// `turns` whole turns).
pub fn distance_for(turns: u32, radius: u64) -> u64 {
    let d = length(f64::from(turns) - 0.5, radius);
    assert_eq!(football::turns_to_reach(d, radius), u64::from(turns));
    d
}

/// A kick length that rolls exactly `rolls` turns.
pub fn kick_for(rolls: u32, radius: u64) -> u64 {
    let l = length(f64::from(rolls) + 0.5, radius);
    assert_eq!(football::turns_per_kick(l, radius), u64::from(rolls));
    l
}

/// Two cases per near-integer quotient (D, R, n): D as a ball with k = 1,
/// and D as a kick against a ball of n turns.
pub fn pi_edge_cases(found: &[(u64, u64, u64)]) -> Vec<Case> {
    let mut cases = Vec::new();
    for &(d, radius, n) in found {
        cases.push(Case::new(1, kick_for(1, radius), radius, vec![d]));
        cases.push(Case::new(1, d, radius, vec![distance_for(n as u32, radius)]));
    }
    cases
}

type Searches = HashMap<(usize, u32), Memo<Vec<u32>>>;

/// The real game's searches, one per (M, k) on balls in turns, sorted,
/// kept across cases (in a cell: `judge_differs` asks too).
#[derive(Default)]
pub struct Poj2315 {
    searches: RefCell<Searches>,
}

impl Poj2315 {
    /// Whether the mover wins the real game on balls `turns` turns away,
    /// kicking 1..=M balls up to k = `rolls` turns each.
    pub fn mover_wins(&self, per_move: usize, rolls: u32, turns: &[u32]) -> bool {
        let new = || Search::boxed(Play::Normal, move |p: &Vec<u32>| football::steps(per_move, rolls, p));
        let mut searches = self.searches.borrow_mut();
        let search = searches.entry((per_move, rolls)).or_insert_with(new);
        search.mover_wins(&position(turns))
    }

    /// The real game on `case` (the caller keeps it searchable).
    pub fn real(&self, case: &Case) -> bool {
        let (turns, rolls) = case.turns();
        self.mover_wins(case.per_move, rolls, &turns)
    }
}

fn position(turns: &[u32]) -> Vec<u32> {
    let mut start: Vec<u32> = turns.iter().copied().filter(|&a| a > 0).collect();
    start.sort_unstable();
    start
}

/// Moore's Nim-M bit counts of the balls' values under the judge's
/// reduction, turns mod (k + 1): per bit, how many values have it.
pub fn bit_counts(rolls: u32, turns: &[u32]) -> Vec<usize> {
    let count = |bit: u32| turns.iter().filter(|&&a| (a % (rolls + 1)) >> bit & 1 == 1).count();
    (0..32).map(count).collect()
}

/// The judge's formula: the mover wins iff some bit count of the values
/// is not divisible by M + 1.
pub fn formula_mover_wins(per_move: usize, rolls: u32, turns: &[u32]) -> bool {
    let divisible = |&count: &usize| count % (per_move + 1) == 0;
    !bit_counts(rolls, turns).iter().all(divisible)
}

impl Problem for Poj2315 {
    type Case = Case;
    const NAME: &'static str = "poj2315";
    const FRAME: Frame = Frame::UntilEof;
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["max", "pi-edges", "k-zero", "real-game"];

    fn read_case(r: &mut Reader) -> Result<Case, String> {
        let n = r.u64("N")?;
        let per_move = r.usize_upto("M", n)?;
        Ok(Case::new(per_move, r.u64("L")?, r.u64("R")?, r.list(n, "S(i)")?))
    }

    fn write_case(c: &Case) -> String {
        let (n, row) = (c.distances.len(), sglab::format::join(&c.distances));
        format!("{n} {} {} {}\n{row}\n", c.per_move, c.kick, c.radius)
    }

    /// One to five balls of 1..=8 turns, k in 0..=4, M = 1 half of the time,
    /// radius 1..=3; each distance 20% to 80% into its last turn.
    fn random_small(rng: &mut Rng) -> Case {
        let n = rng.range(1, 5);
        let per_move = if rng.chance(1, 2) { 1 } else { rng.range(1, n) } as usize;
        let (radius, rolls) = (rng.range(1, 3), rng.range(0, 4));
        let into = |whole: u64, rng: &mut Rng| length(whole as f64 + rng.range(20, 80) as f64 / 100.0, radius);
        let kick = into(rolls, rng);
        let distances = (0..n).map(|_| into(rng.range(0, 7), rng)).collect();
        Case::new(per_move, kick, radius, distances)
    }

    /// `max`: 500 cases of the largest N and any S, L, R, half of them
    /// losing for the mover (Moore positions lifted by multiples of
    /// k + 1); `pi-edges`: distances within 3e-14 (relative) of a whole
    /// number of turns, the only places where f64 pi could round the wrong
    /// way, as a ball and as a kick; `k-zero`: kicks shorter than one turn
    /// next to kicks of exactly one; `real-game`: M >= 2 cases where the
    /// formula and the real game disagree, {1, 1, 4, 6} with k = 3 first.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Case> {
        let (balls, far, wide) = (limits["N"].hi, limits["S(i)"].hi.min(limits["L"].hi), limits["R"].hi);
        match kind {
            "max" => (0..500).map(|i| largest(rng, i % 2 == 0, balls, far, wide)).collect(),
            "pi-edges" => pi_edge_cases(&near_integer_quotients(far, wide, 45)),
            "k-zero" => (0..200)
                .map(|i| {
                    let (radius, n) = (rng.range(1, wide), rng.range(1, balls));
                    let under = (2.0 * PI * radius as f64).floor() as u64; // < c: k = 0
                    let kick = if i % 4 == 3 { under + 1 } else { rng.range(1, under) };
                    let per_move = rng.range(1, n) as usize;
                    Case::new(per_move, kick, radius, (0..n).map(|_| rng.range(1, far)).collect())
                })
                .collect(),
            "real-game" => {
                let mut cases = vec![Case::new(2, 20, 1, vec![3, 3, 22, 35])];
                let game = Poj2315::default();
                while cases.len() < 100 {
                    let n = rng.range(2, 4);
                    let (per_move, rolls) = (rng.range(2, n) as usize, rng.range(1, 3) as u32);
                    let turns: Vec<u32> = (0..n).map(|_| rng.range(1, 8) as u32).collect();
                    let case = Case::of_turns(per_move, rolls, &turns, rng.range(1, 3));
                    cases.extend(game.judge_differs(&case).map(|_| case));
                }
                cases
            }
            other => unknown_kind(other),
        }
    }

    /// The real game for up to 5 balls of up to 9 turns with k <= 5 (for
    /// M >= 2 that is not always the judge's answer: see `judge_differs`).
    fn brute(&mut self, c: &Case) -> Option<String> {
        c.searchable().then(|| WORDS.answer(self.real(c)))
    }

    fn reference(&mut self, case: &Case) -> String {
        WORDS.answer(case.formula())
    }

    /// One ball fewer (M capped by the balls left), M one lower, k lower,
    /// radius 1, each ball closer (first to the fewest turns of the same
    /// value mod (k + 1)), each distance moved to the middle of its last
    /// turn.
    fn shrink(case: &Case) -> Vec<Case> {
        let (turns, rolls) = case.turns();
        let lower = |x: u32, least| smaller_values(x.into(), least).into_iter().map(|v| v as u32);
        let with = |change: &dyn Fn(&mut Case)| {
            let mut c = case.clone();
            change(&mut c);
            c
        };
        let mut smaller = Vec::new();
        for i in (0..turns.len()).filter(|_| turns.len() > 1) {
            smaller.push(with(&|c| {
                c.distances.remove(i);
                c.per_move = c.per_move.min(c.distances.len());
            }));
        }
        if case.per_move > 1 {
            smaller.push(with(&|c| c.per_move -= 1));
        }
        smaller.extend(lower(rolls, 0).map(|fewer| with(&|c| c.kick = kick_for(fewer, c.radius))));
        if case.radius > 1 {
            smaller.push(Case::of_turns(case.per_move, rolls, &turns, 1));
        }
        for (i, &a) in turns.iter().enumerate() {
            let same_value = (a - 1) % (rolls + 1) + 1;
            let closer = Some(same_value).filter(|&v| v < a).into_iter();
            let closer = closer.chain(lower(a, 1).filter(|&t| t != same_value));
            let middle = Some(distance_for(a, case.radius)).filter(|&m| m < case.distances[i]);
            for d in closer.map(|t| distance_for(t, case.radius)).chain(middle) {
                smaller.push(with(&|c| c.distances[i] = d));
            }
        }
        let tidy = kick_for(rolls, case.radius);
        if tidy < case.kick {
            smaller.push(with(&|c| c.kick = tidy));
        }
        smaller
    }

    fn explain(&mut self, case: &Case) -> String {
        let (turns, rolls) = case.turns();
        let (m, formula) = (case.per_move, case.formula());
        let mut text = format!(
            "M = {m}, k = floor(L / 2 pi R) = {rolls}; each ball is A = ceil(S / 2 pi R) turns away, value A mod (k + 1):\n"
        );
        for (i, (&s, &a)) in case.distances.iter().zip(&turns).enumerate() {
            text += &format!("  ball {}: S = {s}, A = {a}, value {}\n", i + 1, a % (rolls + 1));
        }
        let counts = bit_counts(rolls, &turns);
        let top = counts.iter().rposition(|&c| c > 0).map_or(1, |t| t + 1);
        let shown = sglab::format::join(&counts[..top]);
        let (all, says) = (if formula { "not all" } else { "all" }, WORDS.line(formula).trim_end());
        text += &format!(
            "Moore's Nim-{m}: bit counts (bit 0 first) {shown}, {all} divisible by M + 1 = {}: the formula says {says}, {}\n",
            m + 1,
            winner(formula)
        );
        if !case.searchable() {
            return text + "(too large for the exhaustive search to confirm a move)\n";
        }
        let real = self.real(case);
        if real != formula {
            text += &format!("the real game, searched exhaustively, says {}", WORDS.line(real));
        }
        // A move to a position the opponent loses: the balls' turns after it
        // (sorted, balls in the goal dropped).
        let wins = |s: &Step<Vec<u32>>| matches!(s, Step::To(next) if !self.mover_wins(m, rolls, next));
        match football::steps(m, rolls, &position(&turns)).into_iter().find(wins) {
            Some(Step::To(t)) => text + &format!("winning move (confirmed by search): balls left at {t:?} turns\n"),
            _ => text + "the real game: every move leaves a position the opponent wins\n",
        }
    }

    fn judge_differs(&self, case: &Case) -> Option<String> {
        if case.per_move < 2 || !case.searchable() {
            return None;
        }
        let (real, formula) = (self.real(case), case.formula());
        let (expects, gives) = (WORDS.line(formula).trim_end(), WORDS.line(real).trim_end());
        (real != formula).then(|| {
            format!(
                "the judge expects Moore's formula on turns mod (k + 1), {expects}, but the real game gives {gives}: \
                 for M >= 2 a kick can raise a value (see problems/poj2315-football-game/README.md, Claim 3)"
            )
        })
    }
}

/// A case of `balls` balls with S, L < `far` and R < `wide`: random, or
/// (`losing`) a Moore loss (values below k + 1 in groups of M + 1 equal
/// ones, the rest 0, so every bit count is a multiple of M + 1) lifted by
/// random multiples of k + 1 turns.
fn largest(rng: &mut Rng, losing: bool, balls: u64, far: u64, wide: u64) -> Case {
    let per_move = if rng.chance(1, 3) { 1 } else { rng.range(1, balls) };
    let radius = rng.range(1, wide);
    if !losing {
        let distances = (0..balls).map(|_| rng.range(1, far)).collect();
        return Case::new(per_move as usize, rng.range(1, far), radius, distances);
    }
    // Most turns a ball within the bounds can be from the goal.
    let top = football::turns_per_kick(far, radius);
    let rolls = rng.range(1, top.max(2) - 1);
    let groups: Vec<u64> = (0..balls / (per_move + 1)).map(|_| rng.range(0, rolls)).collect();
    let value = |i: u64| groups.get((i / (per_move + 1)) as usize).copied().unwrap_or(0);
    let lift = |b: u64, rng: &mut Rng| b + (rolls + 1) * rng.range(u64::from(b == 0), (top - b) / (rolls + 1));
    let turns: Vec<u32> = (0..balls).map(|i| lift(value(i), rng) as u32).collect();
    Case::of_turns(per_move as usize, rolls as u32, &turns, radius)
}

/// Every q = R n < 1.6 * 10^7 for which 2 pi q is within 2^-`bits`
/// (relative) of an integer D <= `far`, as (D, R, n) for every R <= `wide`
/// dividing q. For bits <= 51 any other D / (2 pi R) is farther from every
/// integer than f64's error, so only these can round the wrong way.
pub fn near_integer_quotients(far: u64, wide: u64, bits: u32) -> Vec<(u64, u64, u64)> {
    let mut found = Vec::new();
    for q in 1..=16_000_000u128 {
        let turns = 2 * q * PI_TIMES_2_POW_100; // 2 pi q * 2^100, within 2q below
        let d = (turns + (1 << 99)) >> 100;
        if d == 0 || d > u128::from(far) || (d << 100).abs_diff(turns) > (d << 100) >> bits {
            continue;
        }
        for radius in (1..=u128::from(wide)).filter(|r| q % r == 0) {
            found.push((d as u64, radius as u64, (q / radius) as u64));
        }
    }
    found
}
