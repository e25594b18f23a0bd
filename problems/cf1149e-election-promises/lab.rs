//! Codeforces 1149E Election Promises: a DAG of cities with taxes; a
//! convention lowers one city's tax and rewrites its direct successors'
//! taxes at will. Brute force: the literal rules searched exhaustively with
//! the taxes a move may set capped at C = 2^b - 1 (b bits, the largest tax's
//! length); reference: layers by mex over successors (Kahn's order), one xor
//! per layer, the constructive winning move. A checker problem: `check`
//! accepts any winning move. Tested by tests/special.rs.

use sglab::contract::{self, Kind};
use sglab::prelude::*;
use std::collections::HashMap;

/// The largest tax a printed answer may hold.
pub const MAX_ANSWER: u64 = 2_000_000_000_000_000_000;
/// The brute force searches graphs up to this many cities...
pub const BRUTE_N: usize = 5;
/// ...and capped domains up to this many positions ((C + 1)^n).
pub const BRUTE_POSITIONS: u64 = 4096;

/// One input: the taxes h_1..h_n (index 0 is city 1) and the roads u -> v
/// (cities 1..=n) in input order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Election {
    pub h: Vec<u64>,
    pub roads: Vec<(usize, usize)>,
}

impl Election {
    pub fn new(h: &[u64], roads: &[(usize, usize)]) -> Election {
        Election {
            h: h.to_vec(),
            roads: roads.to_vec(),
        }
    }

    pub fn n(&self) -> usize {
        self.h.len()
    }
}

/// Each city's direct successors (0-based), in the roads' input order.
pub fn successors(n: usize, roads: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut succ = vec![Vec::new(); n];
    for &(u, v) in roads {
        succ[u - 1].push(v - 1);
    }
    succ
}

/// layer(v) = mex of the successors' layers (0 at a sink), computed sinks
/// first by Kahn's order on out-degrees (no recursion); `Err` lists the
/// cities (1-based) left on or behind a cycle.
pub fn layers(n: usize, roads: &[(usize, usize)]) -> Result<Vec<u32>, Vec<usize>> {
    let succ = successors(n, roads);
    let mut pred = vec![Vec::new(); n];
    for &(u, v) in roads {
        pred[v - 1].push(u - 1);
    }
    let mut left: Vec<usize> = succ.iter().map(Vec::len).collect();
    let mut queue: Vec<usize> = (0..n).filter(|&v| left[v] == 0).collect();
    let mut layer = vec![0u32; n];
    let mut seen = vec![usize::MAX; n + 1];
    let mut at = 0;
    while at < queue.len() {
        let v = queue[at];
        at += 1;
        for &u in &succ[v] {
            seen[layer[u] as usize] = v;
        }
        layer[v] = (0..).find(|&k| seen[k] != v).unwrap() as u32;
        for &p in &pred[v] {
            left[p] -= 1;
            if left[p] == 0 {
                queue.push(p);
            }
        }
    }
    if queue.len() < n {
        return Err((0..n).filter(|&v| left[v] > 0).map(|v| v + 1).collect());
    }
    Ok(layer)
}

/// X_k: the xor of the taxes of layer k's cities, for k = 0..=top layer.
pub fn layer_xors(h: &[u64], layer: &[u32]) -> Vec<u64> {
    let top = layer.iter().copied().max().unwrap_or(0) as usize;
    let mut x = vec![0u64; top + 1];
    for (&t, &l) in h.iter().zip(layer) {
        x[l as usize] ^= t;
    }
    x
}

/// The layers of an input the tools have read (so without a cycle).
pub fn layers_of(case: &Election) -> Vec<u32> {
    layers(case.n(), &case.roads).expect("a read input has no cycle")
}

/// The taxes after the constructive winning convention, or `None` when
/// every layer's xor is 0 (the position is lost). k = the highest layer
/// with X_k != 0; v = the lowest-numbered city of layer k whose tax has
/// X_k's top bit; h_v ^= X_k (smaller); for each layer j < k with X_j != 0,
/// the first successor u of v in layer j (by road order) gets h_u ^= X_j.
pub fn winning_move(case: &Election) -> Option<Vec<u64>> {
    winning_convention(case).map(|(_, h)| h)
}

/// [`winning_move`] with the convention's city (0-based).
pub fn winning_convention(case: &Election) -> Option<(usize, Vec<u64>)> {
    let layer = layers_of(case);
    let x = layer_xors(&case.h, &layer);
    let k = (0..x.len()).rev().find(|&k| x[k] != 0)?;
    let top = 1u64 << (63 - x[k].leading_zeros());
    let v = (0..case.n())
        .find(|&v| layer[v] as usize == k && case.h[v] & top != 0)
        .expect("a city of layer k has X_k's top bit");
    let mut h = case.h.clone();
    h[v] ^= x[k];
    let mut fixed = vec![false; k];
    for &u in &successors(case.n(), &case.roads)[v] {
        let j = layer[u] as usize;
        if j < k && x[j] != 0 && !fixed[j] {
            fixed[j] = true;
            h[u] ^= x[j];
        }
    }
    Some((v, h))
}

/// One answer as the judge reads it.
pub fn answer(taxes: Option<&[u64]>) -> String {
    match taxes {
        Some(h) => format!("WIN\n{}\n", join(h)),
        None => "LOSE\n".to_string(),
    }
}

/// The changes from `before` to `after`, as "city 3: 5 -> 1, city 4: 2 -> 7"
/// (the lowered city first when `first` names it), at most 8 listed.
pub fn changes(before: &[u64], after: &[u64], first: Option<usize>) -> String {
    let mut cities: Vec<usize> = (0..before.len()).filter(|&i| before[i] != after[i]).collect();
    if let Some(v) = first {
        cities.sort_by_key(|&i| i != v);
    }
    let mut parts: Vec<String> = cities
        .iter()
        .take(8)
        .map(|&i| format!("city {}: {} -> {}", i + 1, before[i], after[i]))
        .collect();
    if cities.len() > 8 {
        parts.push(format!("and {} more", cities.len() - 8));
    }
    parts.join(", ")
}

/// The cities of layer k (1-based), at most 8 listed.
fn layer_cities(layer: &[u32], k: usize) -> String {
    let cities: Vec<usize> = (0..layer.len()).filter(|&v| layer[v] as usize == k).collect();
    let listed: Vec<String> = cities.iter().take(8).map(|v| (v + 1).to_string()).collect();
    let mut shown = listed.join(", ");
    if cities.len() > 8 {
        shown.push_str(&format!(" and {} more", cities.len() - 8));
    }
    shown
}

/// Why the position `h` (layers `layer`) is won, and the winning reply.
fn won_because(case: &Election, h: &[u64]) -> String {
    let at = Election {
        h: h.to_vec(),
        roads: case.roads.clone(),
    };
    let layer = layers_of(case);
    let x = layer_xors(h, &layer);
    let k = (0..x.len()).rev().find(|&k| x[k] != 0).expect("a won position");
    let (v, reply) = winning_convention(&at).expect("a won position");
    format!(
        "layer {k} (cities {}) has xor {} != 0, so the player to move wins: a winning convention is {}",
        layer_cities(&layer, k),
        x[k],
        changes(h, &reply, Some(v))
    )
}

/// The checker's verdict on one output for `case`: Ok, or why it is wrong
/// in the game's terms. Read as testlib reads ([`contract::answer`]): tokens are
/// separated by ASCII whitespace in any layout; `WIN` must be followed by
/// exactly n integers in 0..=2*10^18, with no sign or leading zero.
pub fn judge_output(case: &Election, output: &str) -> Result<(), String> {
    let n = case.n();
    let mut tokens = contract::answer::tokens(output);
    let layer = layers_of(case);
    let lost = layer_xors(&case.h, &layer).iter().all(|&x| x == 0);
    match tokens.next() {
        None => Err("the output is empty: expected WIN or LOSE".to_string()),
        Some("LOSE") => {
            if let Some(extra) = tokens.next() {
                return Err(format!(
                    "token 2, {}: nothing may follow LOSE",
                    sglab::format::quote(extra, sglab::format::QUOTED)
                ));
            }
            if lost {
                Ok(())
            } else {
                Err(format!(
                    "LOSE, but the first party wins: {}",
                    won_because(case, &case.h)
                ))
            }
        }
        Some("WIN") => {
            let mut after = Vec::with_capacity(n);
            for i in 0..n {
                let token = tokens
                    .next()
                    .ok_or_else(|| format!("WIN is followed by {i} numbers; expected n = {n} (one tax per city)"))?;
                let tax = contract::answer::natural(token, MAX_ANSWER, "2*10^18")
                    .map_err(|why| format!("token {} (city {}'s tax), {why}", i + 2, i + 1))?;
                after.push(tax);
            }
            if let Some(extra) = tokens.next() {
                return Err(format!(
                    "token {}, {}: text after the n = {n} taxes",
                    n + 2,
                    sglab::format::quote(extra, sglab::format::QUOTED)
                ));
            }
            let v = convention(case, &after)?;
            let x = layer_xors(&after, &layer);
            if x.iter().all(|&x| x == 0) {
                return Ok(());
            }
            let note = if lost {
                " (the position was lost already: the answer is LOSE)"
            } else {
                ""
            };
            Err(format!(
                "the convention in city {} ({}) leaves a position where {}{note}",
                v + 1,
                changes(&case.h, &after, Some(v)),
                won_because(case, &after)
            ))
        }
        Some(other) => Err(format!(
            "token 1, {}: expected WIN or LOSE (upper case)",
            sglab::format::quote(other, sglab::format::QUOTED)
        )),
    }
}

/// The city whose convention turns `case.h` into `after`, or why no
/// convention does: exactly one city lowered strictly, every other changed
/// city a direct successor of it.
pub fn convention(case: &Election, after: &[u64]) -> Result<usize, String> {
    let h = &case.h;
    let succ = successors(case.n(), &case.roads);
    let changed: Vec<usize> = (0..h.len()).filter(|&i| h[i] != after[i]).collect();
    if changed.is_empty() {
        return Err("no tax changed: a convention lowers the tax of the city where it is held".to_string());
    }
    let lowered: Vec<usize> = changed.iter().copied().filter(|&i| after[i] < h[i]).collect();
    if lowered.is_empty() {
        return Err(format!(
            "no tax went down ({}): a convention lowers the tax of the city where it is held",
            changes(h, after, None)
        ));
    }
    // For each lowered city, how many changed cities its roads reach: one
    // pass over its roads (O(n + m) in all, whatever the output).
    let mut is_changed = vec![false; h.len()];
    for &c in &changed {
        is_changed[c] = true;
    }
    let reached = |v: usize| succ[v].iter().filter(|&&u| is_changed[u]).count();
    // The lowered city that explains the most changes.
    let v = *lowered
        .iter()
        .max_by_key(|&&v| (reached(v), std::cmp::Reverse(v)))
        .unwrap();
    if reached(v) + 1 == changed.len() {
        return Ok(v);
    }
    let mut is_successor = vec![false; h.len()];
    for &u in &succ[v] {
        is_successor[u] = true;
    }
    let c = *changed.iter().find(|&&c| c != v && !is_successor[c]).unwrap();
    Err(format!(
        "city {} changed ({} -> {}), but no road leads to it from city {}, the convention's city ({} -> {}): \
         only the direct successors of that city may change",
        c + 1,
        h[c],
        after[c],
        v + 1,
        h[v],
        after[v]
    ))
}

/// Every legal convention from `h` whose new taxes are all at most `cap`:
/// the taxes after it.
pub fn capped_moves(succ: &[Vec<usize>], h: &[u64], cap: u64) -> Vec<Vec<u64>> {
    let mut moves = Vec::new();
    for v in 0..h.len() {
        let outs = &succ[v];
        let settings = (cap + 1).pow(outs.len() as u32);
        for lower in 0..h[v] {
            for mut code in 0..settings {
                let mut next = h.to_vec();
                next[v] = lower;
                for &u in outs {
                    next[u] = code % (cap + 1);
                    code /= cap + 1;
                }
                moves.push(next);
            }
        }
    }
    moves
}

/// Taxes packed b bits each into one number (city 1 lowest).
fn encode(h: &[u64], bits: u32) -> u64 {
    h.iter().rev().fold(0, |code, &t| code << bits | t)
}

fn decode(code: u64, n: usize, bits: u32) -> Vec<u64> {
    (0..n).map(|i| code >> (i as u32 * bits) & ((1 << bits) - 1)).collect()
}

/// The bits b of the capped search of `case`: the largest tax's length, at
/// least 1; `None` past [`BRUTE_N`] cities or [`BRUTE_POSITIONS`].
pub fn search_bits(case: &Election) -> Option<u32> {
    let top = case.h.iter().copied().max().unwrap_or(0);
    let bits = (64 - top.leading_zeros()).max(1);
    let fits = case.n() <= BRUTE_N && (1u64 << bits).checked_pow(case.n() as u32)? <= BRUTE_POSITIONS;
    fits.then_some(bits)
}

/// The brute force's searches, one per graph and cap.
#[derive(Default)]
pub struct Cf1149e {
    searches: HashMap<(Vec<Vec<usize>>, u32), Memo<u64>>,
}

impl Cf1149e {
    /// Whether the player to move wins from `h` on the graph `succ` with
    /// taxes capped at 2^bits - 1, by exhaustive search of the rules.
    pub fn search(&mut self, succ: &[Vec<usize>], bits: u32, h: &[u64]) -> bool {
        let key = (succ.to_vec(), bits);
        let n = succ.len();
        let search = self.searches.entry(key).or_insert_with(|| {
            let succ = succ.to_vec();
            Search::boxed(Play::Normal, move |&code: &u64| {
                let h = decode(code, n, bits);
                let moves = capped_moves(&succ, &h, (1 << bits) - 1);
                moves.iter().map(|m| Step::To(encode(m, bits))).collect()
            })
        });
        search.mover_wins(&encode(h, bits))
    }

    /// Whether the first party wins `case` by the capped search; `None`
    /// when too large to search.
    pub fn mover_wins(&mut self, case: &Election) -> Option<bool> {
        let bits = search_bits(case)?;
        let succ = successors(case.n(), &case.roads);
        Some(self.search(&succ, bits, &case.h))
    }

    /// Every capped legal convention from `case` with whether it wins (the
    /// position after it is lost), by the search; `None` when too large.
    pub fn capped_outcomes(&mut self, case: &Election) -> Option<Vec<(Vec<u64>, bool)>> {
        let bits = search_bits(case)?;
        let succ = successors(case.n(), &case.roads);
        let moves = capped_moves(&succ, &case.h, (1 << bits) - 1);
        Some(
            moves
                .into_iter()
                .map(|m| {
                    let wins = !self.search(&succ, bits, &m);
                    (m, wins)
                })
                .collect(),
        )
    }
}

/// A random DAG on n cities with m distinct roads: an order drawn at
/// random, each road forward in it, the roads in the order drawn.
fn random_dag(rng: &mut Rng, n: usize, m: usize) -> Vec<(usize, usize)> {
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    let mut seen = std::collections::HashSet::new();
    let mut roads = Vec::with_capacity(m);
    while roads.len() < m {
        let a = rng.below(n);
        let b = rng.below(n);
        if a == b {
            continue;
        }
        let (a, b) = (a.min(b), a.max(b));
        if seen.insert((a, b)) {
            roads.push((label[a], label[b]));
        }
    }
    roads
}

/// Taxes made lost: for each layer, the first city's tax xored with the
/// layer's xor (taxes below 2^29 stay below 2^29 < 10^9).
fn made_lost(h: &mut [u64], layer: &[u32]) {
    let x = layer_xors(h, layer);
    let mut done = vec![false; x.len()];
    for v in 0..h.len() {
        let k = layer[v] as usize;
        if !done[k] {
            done[k] = true;
            h[v] ^= x[k];
        }
    }
}

/// The card's traps (README.md, Edge cases and traps), in that order.
pub fn traps() -> Vec<Election> {
    vec![
        // Plain Nim says LOSE (1 xor 1 = 0); layers {2}, {1}: a win.
        Election::new(&[1, 1], &[(1, 2)]),
        // Sample 1: plain Nim's move 5 -> 2 in city 4 (5 xor 7) keeps layer 1
        // non-zero.
        Election::new(&[2, 1, 1, 5], &[(1, 2), (3, 4)]),
        // Lost (layers {1, 3}, {2, 4}); by depth two classes have xor 1.
        Election::new(&[1, 1, 1, 1], &[(1, 2), (2, 3), (4, 3)]),
        // A win (one city per layer 2, 0, 1); the even-height xor is 0.
        Election::new(&[1, 1, 0], &[(1, 2), (1, 3), (3, 2)]),
        // Lost: layers {1, 3}, {2}; by height (2, 1, 0) a win.
        Election::new(&[1, 0, 1], &[(1, 2), (2, 3)]),
        // No roads: plain Nim.
        Election::new(&[3, 5, 6], &[]),
        // City 4 (layer 0) has a successor in layer 2: legal to change.
        Election::new(&[1, 0, 0, 1], &[(1, 2), (2, 3), (1, 3), (4, 1)]),
        // Sample 3: the winning convention in city 1 sets everything to 0.
        Election::new(&[314, 159, 265], &[(1, 2), (1, 3), (3, 2)]),
        // v = 3; layer 0's fix-up must go to city 4, not to city 2.
        Election::new(&[0, 0, 1, 1], &[(1, 2), (3, 4)]),
    ]
}

/// A transitive tournament on the cities `label` (in order): label[i] ->
/// label[j] for i < j; the last is a sink, the first in layer len - 1.
fn tournament(label: &[usize]) -> Vec<(usize, usize)> {
    let mut roads = Vec::new();
    for i in 0..label.len() {
        for j in i + 1..label.len() {
            roads.push((label[i], label[j]));
        }
    }
    roads
}

impl Problem for Cf1149e {
    type Case = Election;
    const NAME: &'static str = "cf1149e";
    const FRAME: Frame = Frame::Single;
    const KIND: Kind = Kind::Checker;
    const KINDS: &'static [&'static str] = &["traps", "path", "tournament", "dag", "lost", "large"];
    const STRESS_CASES: usize = 400;

    /// n, m, the n taxes, m roads; a road from a city to itself, a road
    /// listed twice and a cycle are refused.
    fn read_case(r: &mut Reader) -> Result<Election, String> {
        let n = r.u64("n")?;
        let (m_at, m) = (r.offset(), r.u64("m")?);
        let h = r.list(n, "h")?;
        let mut roads = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let mut at = Vec::new();
        for t in 1..=m {
            let u_at = r.offset();
            let u = r.usize_upto("u", n)?;
            let v_at = r.offset();
            let v = r.usize_upto("v", n)?;
            if u == v {
                return Err(format!(
                    "road {t} (u at byte {u_at}, v at byte {v_at}): a road from city {u} to itself"
                ));
            }
            roads.push((u, v));
            at.push((u_at, v_at));
        }
        // After every road is read, as the binary does: a road listed twice.
        for (t, &(u, v)) in roads.iter().enumerate() {
            if !seen.insert((u, v)) {
                let (u_at, v_at) = at[t];
                return Err(format!(
                    "road {} (u at byte {u_at}, v at byte {v_at}): the road {u} -> {v} is listed twice",
                    t + 1
                ));
            }
        }
        if let Err(stuck) = layers(n as usize, &roads) {
            return Err(format!(
                "m at byte {m_at}: the roads have a cycle (city {} is on or behind one)",
                stuck[0]
            ));
        }
        Ok(Election { h, roads })
    }

    fn write_case(case: &Election) -> String {
        let mut text = format!("{} {}\n{}\n", case.n(), case.roads.len(), join(&case.h));
        for &(u, v) in &case.roads {
            text.push_str(&format!("{u} {v}\n"));
        }
        text
    }

    /// 1 to 5 cities, taxes of 1 to 3 bits (the capped domain at most 4096
    /// positions), each pair of an order joined with probability 1/4, 1/2
    /// or 3/4, roads listed in a random order.
    fn random_small(rng: &mut Rng) -> Election {
        let n = rng.range(1, BRUTE_N as u64) as usize;
        let most = (1..=3u32)
            .rev()
            .find(|&b| (1u64 << b).pow(n as u32) <= BRUTE_POSITIONS)
            .unwrap();
        let bits = rng.range(1, u64::from(most)) as u32;
        let h = (0..n).map(|_| rng.range(0, (1 << bits) - 1)).collect();
        let mut label: Vec<usize> = (1..=n).collect();
        rng.shuffle(&mut label);
        let p = rng.range(1, 3);
        let mut roads = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                if rng.chance(p, 4) {
                    roads.push((label[i], label[j]));
                }
            }
        }
        rng.shuffle(&mut roads);
        Election { h, roads }
    }

    /// `traps`: one of [`traps`]; `path`: n = 200000 cities on one path
    /// (layers alternate 0 and 1); `tournament`: a transitive tournament on
    /// 632 cities (layers 0..=631, 199396 roads) among n = 200000 cities,
    /// the other 604 roads random; `dag`: n = m = 200000, a random DAG;
    /// `lost`: the same with taxes below 2^29 and each layer's xor made 0
    /// (the answer is LOSE); `large`: n = m = 2000
    /// (a committable golden). Taxes random in 0..=10^9.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Election> {
        let (n, m, hi) = (limits["n"].hi as usize, limits["m"].hi as usize, limits["h"].hi);
        let taxes = |rng: &mut Rng, n: usize| -> Vec<u64> { (0..n).map(|_| rng.range(0, hi)).collect() };
        let case = match kind {
            "traps" => {
                let traps = traps();
                traps[rng.below(traps.len())].clone()
            }
            "path" => {
                let mut label: Vec<usize> = (1..=n).collect();
                rng.shuffle(&mut label);
                let mut roads: Vec<(usize, usize)> = label.windows(2).map(|w| (w[0], w[1])).collect();
                rng.shuffle(&mut roads);
                Election {
                    h: taxes(rng, n),
                    roads,
                }
            }
            "tournament" => {
                let mut label: Vec<usize> = (1..=n).collect();
                rng.shuffle(&mut label);
                let mut roads = tournament(&label[..632]);
                let rest = random_dag(rng, n - 632, m - roads.len());
                roads.extend(rest.into_iter().map(|(u, v)| (label[632 + u - 1], label[632 + v - 1])));
                rng.shuffle(&mut roads);
                Election {
                    h: taxes(rng, n),
                    roads,
                }
            }
            "dag" | "lost" => {
                let top = if kind == "lost" { (1 << 29) - 1 } else { hi };
                let mut case = Election {
                    h: (0..n).map(|_| rng.range(0, top)).collect(),
                    roads: random_dag(rng, n, m),
                };
                if kind == "lost" {
                    let layer = layers_of(&case);
                    made_lost(&mut case.h, &layer);
                }
                case
            }
            "large" => Election {
                h: taxes(rng, 2000),
                roads: random_dag(rng, 2000, 2000),
            },
            other => unknown_kind(other),
        };
        vec![case]
    }

    /// The capped search decides WIN or LOSE. For a win it prints the
    /// reference's convention when the search confirms it (a legal capped
    /// move to a lost position), else the first winning convention it
    /// finds: so the stress test, which compares the two answers, checks
    /// the reference's verdict and its move against the rules.
    fn brute(&mut self, case: &Election) -> Option<String> {
        let outcomes = self.capped_outcomes(case)?;
        if !outcomes.iter().any(|(_, wins)| *wins) {
            return Some(answer(None));
        }
        let reference = winning_move(case);
        let confirmed = outcomes
            .iter()
            .find(|(m, wins)| *wins && Some(m) == reference.as_ref())
            .or_else(|| outcomes.iter().find(|(_, wins)| *wins));
        confirmed.map(|(m, _)| answer(Some(m)))
    }

    fn reference(&mut self, case: &Election) -> String {
        answer(winning_move(case).as_deref())
    }

    /// Halves first (the first or last half of the cities with the roads
    /// among them; the first or last half of the roads), then one road
    /// fewer, one city fewer (its roads dropped, the last city renamed to
    /// it) or one tax smaller, each among the first 64.
    fn shrink(case: &Election) -> Vec<Election> {
        let n = case.n();
        let with_roads = |roads: Vec<(usize, usize)>| Election {
            h: case.h.clone(),
            roads,
        };
        let mut smaller = Vec::new();
        if n >= 2 {
            let half = n / 2;
            for (lo, hi) in [(1, half), (half + 1, n)] {
                let inside = |c: usize| lo <= c && c <= hi;
                let roads = case.roads.iter().filter(|&&(u, v)| inside(u) && inside(v));
                smaller.push(Election {
                    h: case.h[lo - 1..hi].to_vec(),
                    roads: roads.map(|&(u, v)| (u + 1 - lo, v + 1 - lo)).collect(),
                });
            }
        }
        let m = case.roads.len();
        if m >= 2 {
            smaller.push(with_roads(case.roads[..m / 2].to_vec()));
            smaller.push(with_roads(case.roads[m / 2..].to_vec()));
        }
        for t in 0..m.min(64) {
            let mut roads = case.roads.clone();
            roads.remove(t);
            smaller.push(with_roads(roads));
        }
        for v in (1..=n.min(64)).filter(|_| n > 1) {
            let roads = sglab::graph_gen::without_vertex(&case.roads, v, n);
            let mut h = case.h.clone();
            h.swap(v - 1, n - 1);
            h.pop();
            smaller.push(Election { h, roads });
        }
        for (i, &t) in case.h.iter().enumerate().take(64) {
            for less in smaller_values(t, 0) {
                let mut h = case.h.clone();
                h[i] = less;
                smaller.push(Election {
                    h,
                    roads: case.roads.clone(),
                });
            }
        }
        smaller
    }

    /// The layers with their xors, the winner, and a winning convention
    /// (confirmed by the capped search where it answers: a panic if it
    /// refutes the move).
    fn explain(&mut self, case: &Election) -> String {
        let layer = layers_of(case);
        let x = layer_xors(&case.h, &layer);
        let mut text = String::from("layers (mex of the successors' layers, a sink is 0), each with its xor X_k:\n");
        for (k, &xk) in x.iter().enumerate().take(12) {
            let cities: Vec<usize> = (0..case.n()).filter(|&v| layer[v] as usize == k).collect();
            let taxes: Vec<u64> = cities.iter().take(8).map(|&v| case.h[v]).collect();
            text.push_str(&format!(
                "  layer {k}: cities {}, taxes {}{}: X_{k} = {xk}\n",
                layer_cities(&layer, k),
                join(&taxes),
                if cities.len() > 8 { " ..." } else { "" }
            ));
        }
        if x.len() > 12 {
            text.push_str(&format!("  ... layers up to {}\n", x.len() - 1));
        }
        match winning_convention(case) {
            None => text.push_str("every X_k is 0: the first party (Wrong Answer Party) loses: LOSE\n"),
            Some((v, after)) => {
                let mut checked = "";
                if let Some(bits) = search_bits(case) {
                    let succ = successors(case.n(), &case.roads);
                    assert!(
                        !self.search(&succ, bits, &after),
                        "the search refutes the convention {after:?} from {case:?}"
                    );
                    checked = " (checked by the brute force)";
                }
                text.push_str(&format!(
                    "some X_k is not 0: the first party (Wrong Answer Party) wins: WIN\n\
                     winning convention{checked}: {}\n",
                    changes(&case.h, &after, Some(v))
                ));
            }
        }
        text
    }

    fn check(&mut self, cases: &[Election], output: &str) -> Result<(), (usize, String)> {
        judge_output(&cases[0], output).map_err(|why| (0, why))
    }
}
