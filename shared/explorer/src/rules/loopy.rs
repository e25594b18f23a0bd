//! Games whose graph may have cycles, over a plain directed graph
//! ([`Digraph`], successors as ids): each position's outcome (win, loss or
//! draw for the player to move) by retrograde analysis, and its
//! generalized Sprague-Grundy value, Smith's γ: a finite value, or ∞ with
//! the set K of finite values among its options (written `∞{0,2}`), so
//! that a sum is decided from its components' values ([`Value::sum`]).
//!
//! Outcomes: terminal positions are lost; a position with a lost option
//! is won; one whose every option is won is lost (a counter of options not
//! yet known won a position); the rest are drawn. O(V + E).
//!
//! γ, by rounds m = 0, 1, ... over the positions not yet valued (U) and
//! those valued ∞ (I): within S = U ∪ I, ignoring options valued below m,
//! the same retrograde analysis marks a position of U "m" when every option
//! it has in S has an option valued m, and a position of S that has an
//! option valued m is marked as having one; at the round's end every
//! position of U with no option valued m is valued ∞, for no finite value
//! above m can then be its mex. This is the algorithm of Fraenkel and
//! Yesha (1986) for Smith's function (1966): a position valued m has no
//! option valued m, options valued 0..m-1 (it had one in each earlier
//! round), and every option valued above m or ∞ reverses to one valued m,
//! which was valued earlier (the counter function). Time O((γmax + 2)(V + E)),
//! memory O(V + E).
//!
//! The sum rule (Smith): a + b = a ⊕ b for finite values; a + ∞(K) =
//! ∞(K ⊕ a); ∞(K) + ∞(L) = ∞(∅), a draw. A value of 0 is a loss, a finite
//! value above 0 a win, ∞(K) a win when 0 is in K and a draw otherwise.
//! Tested by the unit tests below, which check values and sums against a
//! retrograde analysis of the sums' own product graphs (no γ there), with
//! nim heaps added to pin each value, and by
//! shared/pack/tests/tools/rules_from.rs.

use std::fmt;

/// A directed graph on ids 0..len: position `v`'s options are
/// `successors(v)`.
#[derive(Clone, Debug, Default)]
pub struct Digraph {
    ends: Vec<u32>,
    to: Vec<u32>,
}

impl Digraph {
    /// Adds the next position, with these options.
    pub fn push(&mut self, successors: impl IntoIterator<Item = u32>) {
        self.to.extend(successors);
        self.ends.push(self.to.len() as u32);
    }

    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    pub fn successors(&self, v: u32) -> &[u32] {
        let v = v as usize;
        let start = if v == 0 { 0 } else { self.ends[v - 1] as usize };
        &self.to[start..self.ends[v] as usize]
    }

    /// The reversed graph: each position's predecessors, one per edge.
    fn reversed(&self) -> Digraph {
        let n = self.len();
        let mut count = vec![0u32; n + 1];
        for &w in &self.to {
            count[w as usize + 1] += 1;
        }
        for v in 0..n {
            count[v + 1] += count[v];
        }
        let mut fill = count.clone();
        let mut to = vec![0u32; self.to.len()];
        for v in 0..n as u32 {
            for &w in self.successors(v) {
                to[fill[w as usize] as usize] = v;
                fill[w as usize] += 1;
            }
        }
        Digraph {
            ends: count[1..].to_vec(),
            to,
        }
    }
}

/// The outcome for the player to move, with best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Loss,
    Draw,
}

impl Outcome {
    /// P, N or draw, as LEARN.md names them.
    pub fn words(self) -> &'static str {
        match self {
            Outcome::Win => "N (the player to move wins)",
            Outcome::Loss => "P (the player to move loses)",
            Outcome::Draw => "draw (neither player can force a win: play goes on for ever)",
        }
    }
}

/// Every position's outcome, by retrograde analysis. O(V + E).
pub fn outcomes(graph: &Digraph) -> Vec<Option<Outcome>> {
    outcomes_and_remoteness(graph).0
}

/// Every position's outcome and, where decided, its remoteness: how many
/// moves the game lasts when the winner wins as fast as it can and the
/// loser loses as slowly (0 at a terminal position). The retrograde
/// analysis of [`outcomes`], in first-in first-out order, so positions are
/// decided in order of remoteness: a won position by its first lost
/// option, the nearest; a lost one by its last won option, the farthest.
/// O(V + E).
pub fn outcomes_and_remoteness(graph: &Digraph) -> (Vec<Option<Outcome>>, Vec<u32>) {
    let n = graph.len();
    let back = graph.reversed();
    let mut left: Vec<u32> = (0..n as u32).map(|v| graph.successors(v).len() as u32).collect();
    let mut out: Vec<Option<Outcome>> = vec![None; n];
    let mut far = vec![0u32; n];
    let mut queue: std::collections::VecDeque<u32> = (0..n as u32).filter(|&v| left[v as usize] == 0).collect();
    for &v in &queue {
        out[v as usize] = Some(Outcome::Loss);
    }
    while let Some(v) = queue.pop_front() {
        let lost = out[v as usize] == Some(Outcome::Loss);
        for &p in back.successors(v) {
            if out[p as usize].is_some() {
                continue;
            }
            left[p as usize] -= 1;
            if lost || left[p as usize] == 0 {
                out[p as usize] = Some(if lost { Outcome::Win } else { Outcome::Loss });
                far[p as usize] = far[v as usize] + 1;
                queue.push_back(p);
            }
        }
    }
    (out, far)
}

/// The best moves of a player whose position's outcome is `now`, by the
/// outcome and remoteness each move leaves the other player (`after`): a
/// win by the nearest lost position, so a won game ends; a draw kept; a
/// loss made to last. Their indices in `after`, none when it is empty.
pub fn best_moves(now: Outcome, after: &[(Outcome, u32)]) -> Vec<usize> {
    let all = 0..after.len();
    let pick = |outcome: Outcome, far: Option<u32>| -> Vec<usize> {
        all.clone()
            .filter(|&k| after[k].0 == outcome && far.map_or(true, |f| after[k].1 == f))
            .collect()
    };
    let far = |outcome: Outcome, pick: fn(u32, u32) -> u32| {
        all.clone()
            .filter(|&k| after[k].0 == outcome)
            .map(|k| after[k].1)
            .reduce(pick)
    };
    match now {
        Outcome::Win => pick(Outcome::Loss, far(Outcome::Loss, u32::min)),
        Outcome::Draw => pick(Outcome::Draw, None),
        Outcome::Loss => pick(Outcome::Win, far(Outcome::Win, u32::max)),
    }
}

/// [`outcomes`] with the undecided called drawn.
pub fn outcomes_or_draw(graph: &Digraph) -> Vec<Outcome> {
    outcomes(graph)
        .into_iter()
        .map(|o| o.unwrap_or(Outcome::Draw))
        .collect()
}

/// γ's ∞ in the list [`values`] returns.
pub const INFINITE: u32 = u32::MAX;
/// Not valued yet.
const UNSET: u32 = u32::MAX - 1;

/// γ of every position: a finite value, or [`INFINITE`] (its set K is
/// [`Value::of`]'s to read).
pub fn values(graph: &Digraph) -> Vec<u32> {
    let n = graph.len();
    let back = graph.reversed();
    let mut gamma = vec![UNSET; n];
    let mut s: Vec<u32> = (0..n as u32).collect();
    let mut left = vec![0u32; n];
    let mut has = vec![false; n];
    let mut queue = Vec::new();
    let mut m = 0u32;
    while s.iter().any(|&v| gamma[v as usize] == UNSET) {
        let in_s = |g: u32| g == UNSET || g == INFINITE;
        for &v in &s {
            has[v as usize] = false;
            left[v as usize] = graph.successors(v).iter().filter(|&&w| in_s(gamma[w as usize])).count() as u32;
        }
        // Only once every count is taken: a position valued now leaves S.
        for &v in &s {
            if left[v as usize] == 0 && gamma[v as usize] == UNSET {
                gamma[v as usize] = m;
                queue.push(v);
            }
        }
        while let Some(v) = queue.pop() {
            for &p in back.successors(v) {
                if !in_s(gamma[p as usize]) || has[p as usize] {
                    continue;
                }
                has[p as usize] = true;
                for &q in back.successors(p) {
                    if !in_s(gamma[q as usize]) {
                        continue;
                    }
                    left[q as usize] -= 1;
                    if left[q as usize] == 0 && gamma[q as usize] == UNSET && !has[q as usize] {
                        gamma[q as usize] = m;
                        queue.push(q);
                    }
                }
            }
        }
        for &v in &s {
            if gamma[v as usize] == UNSET && !has[v as usize] {
                gamma[v as usize] = INFINITE;
            }
        }
        s.retain(|&v| in_s(gamma[v as usize]));
        m += 1;
    }
    gamma
}

/// A generalized Sprague-Grundy value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Finite(u32),
    /// ∞ and the finite values it can move to, ascending.
    Infinite(Vec<u32>),
}

impl Value {
    /// Position `v`'s value, from [`values`]' list.
    pub fn of(graph: &Digraph, gamma: &[u32], v: u32) -> Value {
        match gamma[v as usize] {
            INFINITE => {
                let mut k: Vec<u32> = graph
                    .successors(v)
                    .iter()
                    .map(|&w| gamma[w as usize])
                    .filter(|&g| g != INFINITE)
                    .collect();
                k.sort_unstable();
                k.dedup();
                Value::Infinite(k)
            }
            g => Value::Finite(g),
        }
    }

    /// The value of a sum (Smith's rule).
    pub fn sum(&self, other: &Value) -> Value {
        match (self, other) {
            (Value::Finite(a), Value::Finite(b)) => Value::Finite(a ^ b),
            (Value::Finite(a), Value::Infinite(k)) | (Value::Infinite(k), Value::Finite(a)) => {
                let mut k: Vec<u32> = k.iter().map(|x| x ^ a).collect();
                k.sort_unstable();
                Value::Infinite(k)
            }
            (Value::Infinite(_), Value::Infinite(_)) => Value::Infinite(Vec::new()),
        }
    }

    /// The outcome of a position of this value.
    pub fn outcome(&self) -> Outcome {
        match self {
            Value::Finite(0) => Outcome::Loss,
            Value::Finite(_) => Outcome::Win,
            Value::Infinite(k) if k.first() == Some(&0) => Outcome::Win,
            Value::Infinite(_) => Outcome::Draw,
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Value::Finite(g) => write!(f, "{g}"),
            Value::Infinite(k) => {
                let list: Vec<String> = k.iter().map(u32::to_string).collect();
                write!(f, "∞{{{}}}", list.join(","))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sglab::rng::Rng;

    /// A graph from successor lists.
    fn graph(lists: &[Vec<u32>]) -> Digraph {
        let mut g = Digraph::default();
        for list in lists {
            g.push(list.iter().copied());
        }
        g
    }

    /// A random graph of `n` positions, cycles allowed, at most 3 options.
    fn random(rng: &mut Rng, n: u32) -> Vec<Vec<u32>> {
        (0..n)
            .map(|_| (0..rng.below(4)).map(|_| rng.below(n as usize) as u32).collect())
            .collect()
    }

    /// The brute force: win, loss or draw of every position of a sum of
    /// the components `games` (each successor lists), by plain fixed-point
    /// iteration over the product graph (no γ, no counters).
    fn sum_outcomes(games: &[&[Vec<u32>]]) -> Vec<Outcome> {
        let sizes: Vec<usize> = games.iter().map(|g| g.len()).collect();
        let total: usize = sizes.iter().product();
        let decode = |mut i: usize| -> Vec<usize> {
            sizes
                .iter()
                .map(|&s| {
                    let c = i % s;
                    i /= s;
                    c
                })
                .collect()
        };
        let encode = |p: &[usize]| p.iter().rev().zip(sizes.iter().rev()).fold(0, |i, (&c, &s)| i * s + c);
        let moves: Vec<Vec<usize>> = (0..total)
            .map(|i| {
                let p = decode(i);
                let mut out = Vec::new();
                for (k, game) in games.iter().enumerate() {
                    for &w in &game[p[k]] {
                        let mut q = p.clone();
                        q[k] = w as usize;
                        out.push(encode(&q));
                    }
                }
                out
            })
            .collect();
        let mut result: Vec<Option<Outcome>> = vec![None; total];
        loop {
            let mut changed = false;
            for i in 0..total {
                if result[i].is_some() {
                    continue;
                }
                if moves[i].iter().any(|&j| result[j] == Some(Outcome::Loss)) {
                    result[i] = Some(Outcome::Win);
                    changed = true;
                } else if moves[i].iter().all(|&j| result[j] == Some(Outcome::Win)) {
                    result[i] = Some(Outcome::Loss);
                    changed = true;
                }
            }
            if !changed {
                return result.into_iter().map(|o| o.unwrap_or(Outcome::Draw)).collect();
            }
        }
    }

    /// A nim heap of each size 0..n, as successor lists.
    fn nim(n: u32) -> Vec<Vec<u32>> {
        (0..n).map(|h| (0..h).collect()).collect()
    }

    /// The outcome a value predicts for it plus a nim heap of `h`.
    fn with_heap(v: &Value, h: u32) -> Outcome {
        v.sum(&Value::Finite(h)).outcome()
    }

    #[test]
    fn remoteness_counts_the_moves_of_best_play() {
        // 0 <- 1 <- 2 <- 3, and 4 <-> 5 with 5 -> 2: a path alternates L, W
        // at remoteness n; 5 wins by moving to 2 (lost, remoteness 2), in
        // 3, so 4, whose one move is to 5, loses in 4; nothing is drawn.
        let mut g = Digraph::default();
        for succ in [vec![], vec![0], vec![1], vec![2], vec![5], vec![4, 2]] {
            g.push(succ);
        }
        let (out, far) = outcomes_and_remoteness(&g);
        let out: Vec<Outcome> = out.into_iter().map(Option::unwrap).collect();
        use Outcome::{Loss, Win};
        assert_eq!(out, [Loss, Win, Loss, Win, Loss, Win]);
        assert_eq!(far, [0, 1, 2, 3, 4, 3]);
        // A bare cycle is drawn.
        let mut c = Digraph::default();
        c.push([1]);
        c.push([0]);
        assert_eq!(outcomes(&c), [None, None]);
    }

    #[test]
    fn a_two_cycle_with_an_exit_and_a_berzerk_like_ring() {
        // 0 <-> 1, 1 -> 2 (terminal): 1 wins by moving to 2; 0 must go to 1.
        let g = graph(&[vec![1], vec![0, 2], vec![]]);
        assert_eq!(outcomes_or_draw(&g), [Outcome::Loss, Outcome::Win, Outcome::Loss]);
        let gamma = values(&g);
        assert_eq!(gamma, [0, 1, 0]);
        // A ring 0 -> 1 -> 2 -> 0 with no way out: all drawn, ∞{}.
        let ring = graph(&[vec![1], vec![2], vec![0]]);
        assert_eq!(outcomes_or_draw(&ring), [Outcome::Draw; 3]);
        assert_eq!(Value::of(&ring, &values(&ring), 0).to_string(), "∞{}");
    }

    #[test]
    fn a_heap_that_may_grow() {
        // Heaps 0..=7: take 1 or 2, or add 1 to an odd heap (below 7).
        let lists: Vec<Vec<u32>> = (0..8u32)
            .map(|h| {
                let mut o: Vec<u32> = (1..=2).filter(|&t| t <= h).map(|t| h - t).collect();
                if h < 7 && h % 2 == 1 {
                    o.push(h + 1);
                }
                o
            })
            .collect();
        let g = graph(&lists);
        let gamma = values(&g);
        let shown: Vec<String> = (0..8).map(|v| Value::of(&g, &gamma, v).to_string()).collect();
        // 1 and 2 win by taking all; 3 moves only to a win or to 4, and so on.
        assert_eq!(shown, ["0", "∞{0}", "∞{0}", "∞{}", "∞{}", "∞{}", "∞{}", "∞{}"]);
        check_against_sums(&lists);
    }

    /// Every position's value, alone and in sums with nim heaps and with
    /// another component, against the product graph's brute force.
    fn check_against_sums(lists: &[Vec<u32>]) -> [usize; 3] {
        let g = graph(lists);
        let gamma = values(&g);
        let value = |v: u32| Value::of(&g, &gamma, v);
        let heaps = nim(lists.len() as u32 + 2);
        let alone = outcomes_or_draw(&g);
        for v in 0..lists.len() as u32 {
            assert_eq!(value(v).outcome(), alone[v as usize], "{v}");
        }
        let with = sum_outcomes(&[lists, &heaps]);
        let pair = sum_outcomes(&[lists, lists]);
        let n = lists.len();
        for v in 0..n {
            for h in 0..heaps.len() {
                assert_eq!(with_heap(&value(v as u32), h as u32), with[v + n * h], "{v} + *{h}");
            }
            for w in 0..n {
                let predicted = value(v as u32).sum(&value(w as u32)).outcome();
                assert_eq!(predicted, pair[v + n * w], "{v} + {w}");
            }
        }
        // How many finite values above 0, ∞ with a K and ∞{} it met.
        let mut kinds = [0; 3];
        for v in 0..n as u32 {
            match value(v) {
                Value::Finite(g) => kinds[0] += (g > 0) as usize,
                Value::Infinite(k) => kinds[1 + k.is_empty() as usize] += 1,
            }
        }
        kinds
    }

    #[test]
    fn random_loopy_graphs_and_their_sums() {
        let mut rng = Rng::new(43);
        let mut kinds = [0; 3];
        for _ in 0..150 {
            let n = 1 + rng.below(8) as u32;
            let k = check_against_sums(&random(&mut rng, n));
            (0..3).for_each(|i| kinds[i] += k[i]);
        }
        // Every kind of value was met, in numbers.
        assert!(kinds.iter().all(|&k| k >= 20), "{kinds:?}");
    }
}
