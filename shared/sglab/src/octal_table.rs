//! The fast octal-game table: the Grundy values g(0..=N) of a
//! take-and-break game on one heap (octal and hexadecimal codes, Grundy's
//! game): values in a flat `Vec<u16>` (2 bytes a
//! heap size), reachable values marked in a register or a reused bitset, no
//! allocation per heap size. Two methods, the same values:
//!
//! - plain: every option of n, O(n) a heap size for codes whose moves may
//!   leave two heaps (O(n^2) for three);
//! - sparse space (Winning Ways ch. 4 "sparse space spells speed";
//!   Flammenkamp's octal pages): with a mask m, call a value rare when
//!   popcount(v & m) is even (the sparse set), common when odd. The xor of two values is
//!   common exactly when one of them is rare, so every common value an
//!   option reaches comes from a pair with a rare heap: few pairs when rare
//!   values are few. The smallest unreached common value c is found from
//!   those pairs alone; the rare values below c are then looked for in all
//!   pairs, stopping as soon as each is found (they are found early unless
//!   g(n) itself is rare). Any mask gives the right values; a good one only
//!   makes it fast. The scan stamps each xor while many rare values are
//!   missing; once at most `FEW` are (most of Grundy's game's pairs), it
//!   compares blocks of pairs' xors with them, the small heaps' values read
//!   from a reversed copy so that both heaps of a pair are read upwards
//!   (vector compares, no store a pair). At 2^20, Grundy's game: 1.3e9
//!   rare pairs and 3.3e9 scanned ones, 2.1e9 of them with at most four
//!   values missing (docs/benchmarks.md).
//!
//! The mask is chosen from the values computed so far: among all masks over
//! every bit the values use, the one that makes rare heap sizes fewest (a
//! Walsh-Hadamard transform counts them for every mask at once). It is
//! chosen again as the table doubles and whenever a value needs a new high
//! bit, so the classification stays the published one (Flammenkamp's
//! sparse set of Grundy's game: the parity of all bits but the lowest, bit 8
//! included once g reaches 256); it is dropped for the plain method when no
//! mask leaves the rare sizes few. Tested against `grundy::table` over
//! `Octal::options` (tests/octal/octal_table.rs).

use crate::octal::Octal;
use std::time::Instant;

/// How one move may break a heap: after removing k tokens (k = 0 allowed
/// for splits only), leave 0, 1, 2 or 3 nonempty heaps.
#[derive(Clone, Debug, Default)]
pub struct HeapRules {
    /// k such that removing exactly k tokens may empty the heap.
    pub none: Vec<usize>,
    /// k such that removing k may leave one nonempty heap.
    pub one: Vec<usize>,
    /// k such that removing k may leave two nonempty heaps.
    pub two: Vec<usize>,
    /// k such that removing k may leave three nonempty heaps.
    pub three: Vec<usize>,
    /// Two heaps left must differ in size (Grundy's game).
    pub unequal: bool,
}

impl HeapRules {
    pub fn octal(game: &Octal) -> HeapRules {
        let mut rules = HeapRules::default();
        for &(k, d) in game.digits() {
            for (bit, list) in [
                (1, &mut rules.none),
                (2, &mut rules.one),
                (4, &mut rules.two),
                (8, &mut rules.three),
            ] {
                if d & bit != 0 && (k > 0 || bit >= 4) {
                    list.push(k);
                }
            }
        }
        rules
    }

    /// Grundy's game: split one heap into two unequal nonempty heaps.
    pub fn grundys_game() -> HeapRules {
        HeapRules {
            two: vec![0],
            unequal: true,
            ..HeapRules::default()
        }
    }
}

/// Which method computes the values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Always the plain kernel (the reference).
    Plain,
    /// The sparse-space method whenever a mask keeps the rare values few.
    Sparse,
}

/// Sizes up to which the plain kernel runs before a mask is looked for.
const FIRST_PROBE: usize = 1024;
/// The rare heap sizes must stay at most this fraction (1 / RARE_SHARE) of
/// the table for the sparse method to pay.
const RARE_SHARE: usize = 16;

/// A growing table g(0..len) of one game.
pub struct Table {
    rules: HeapRules,
    method: Method,
    pub g: Vec<u16>,
    largest: u16,
    /// Reachable values of the current heap size, a bit per value.
    seen: Vec<u64>,
    /// The sparse method's marks: `stamp[v] == n` when an option of heap
    /// size n reaches v (any u16 indexes it without a bounds check).
    stamp: Box<[u32; 1 << 16]>,
    /// Rare values the sparse scan still looks for.
    missing: Vec<u16>,
    mask: Option<u16>,
    /// Heap sizes with a rare value under `mask`, ascending (0 included).
    rare: Vec<u32>,
    /// Their values, in the same order (read in sequence, not gathered).
    rare_g: Vec<u16>,
    /// The table size at which the mask is next reviewed.
    next_review: usize,
    /// g(LOW - 1), ..., g(0) once g(0..LOW) is known: the small heaps'
    /// values read upwards where the sparse scan pairs them with large ones.
    low_rev: Vec<u16>,
}

/// The heap sizes [`Table::low_rev`] holds reversed.
const LOW: usize = 1 << 16;

impl Table {
    pub fn new(rules: HeapRules, method: Method) -> Table {
        Table {
            rules,
            method,
            g: Vec::new(),
            largest: 0,
            seen: vec![0; 1],
            stamp: vec![u32::MAX; 1 << 16]
                .into_boxed_slice()
                .try_into()
                .expect("2^16 stamps"),
            missing: Vec::new(),
            mask: None,
            rare: Vec::new(),
            rare_g: Vec::new(),
            next_review: FIRST_PROBE,
            low_rev: Vec::new(),
        }
    }

    /// The mask of the sparse method in use, if any.
    pub fn mask(&self) -> Option<u16> {
        self.mask
    }

    /// Heap sizes whose value is rare under the mask in use.
    pub fn rare(&self) -> &[u32] {
        if self.mask.is_some() {
            &self.rare
        } else {
            &[]
        }
    }

    /// The largest value so far.
    pub fn largest(&self) -> u16 {
        self.largest
    }

    /// Computes g up to heap size `n` inclusive. With `progress`, a line
    /// on stderr about once a second once the run has taken a second.
    pub fn extend_to(&mut self, n: usize, progress: bool) -> Result<(), String> {
        let start = Instant::now();
        let mut shown = 1u64;
        self.g.reserve((n + 1).saturating_sub(self.g.len()));
        while self.g.len() <= n {
            let x = self.g.len();
            if x >= self.next_review {
                self.review();
            }
            let v = match self.mask {
                Some(mask) => self.sparse(x, mask),
                None => self.plain(x),
            };
            if v > u16::MAX as u32 {
                return Err(format!("g({x}) = {v} does not fit the table's 16 bits a value"));
            }
            self.push(v as u16);
            if progress && x % 65536 == 0 && start.elapsed().as_secs() >= shown {
                shown = start.elapsed().as_secs() + 1;
                crate::errprint!("\rexplore: n = {x} of {n}, rare {} ", self.rare().len());
            }
        }
        if progress && shown > 1 {
            crate::errln!();
        }
        Ok(())
    }

    fn push(&mut self, v: u16) {
        let wider = bits(v) > bits(self.largest);
        if v > self.largest {
            self.largest = v;
            let words = words_for(v);
            if self.seen.len() < words {
                self.seen.resize(words, 0);
            }
        }
        if let Some(mask) = self.mask {
            if is_rare(v, mask) {
                self.rare.push(self.g.len() as u32);
                self.rare_g.push(v);
            }
        }
        self.g.push(v);
        if self.g.len() == LOW {
            self.low_rev = self.g.iter().rev().copied().collect();
        }
        // A value with a new high bit: the mask is chosen again over every
        // bit the values now use (once the first review has chosen one).
        if wider && self.next_review > FIRST_PROBE {
            self.choose_mask();
        }
    }

    /// Reviews the mask now; the next review is at twice the size.
    fn review(&mut self) {
        self.next_review = self.g.len() * 2;
        self.choose_mask();
    }

    /// Chooses, among the masks over every bit the values use, the one that
    /// makes the rare sizes fewest (the smallest such mask), or none when
    /// even the best leaves too many. The rare counts of all masks at once
    /// are a Walsh-Hadamard transform of the values' histogram:
    /// rare(m) = (len + sum over v of count(v) (-1)^popcount(v & m)) / 2.
    fn choose_mask(&mut self) {
        let len = self.g.len();
        if self.method == Method::Plain || !self.rules.three.is_empty() {
            return;
        }
        let top = 1usize << bits(self.largest).max(1);
        let mut signed = vec![0i64; top];
        for &v in &self.g {
            signed[v as usize] += 1;
        }
        walsh_hadamard(&mut signed);
        let best = (1..top)
            .map(|mask| ((len as i64 + signed[mask]) / 2, mask as u16))
            .min();
        self.mask = match best {
            Some((rare, mask)) if rare as usize * RARE_SHARE <= len => Some(mask),
            _ => None,
        };
        if let Some(mask) = self.mask {
            self.rare = (0..len as u32).filter(|&x| is_rare(self.g[x as usize], mask)).collect();
            self.rare_g = self.rare.iter().map(|&x| self.g[x as usize]).collect();
        }
    }

    /// g(n) from every option.
    fn plain(&mut self, n: usize) -> u32 {
        let g = &self.g;
        let rules = &self.rules;
        if self.largest < 64 {
            // Every xor is below 64: one register holds the marks.
            let mut marks = 0u64;
            for &k in &rules.none {
                marks |= (k == n) as u64;
            }
            for &k in rules.one.iter().filter(|&&k| k < n) {
                marks |= 1 << g[n - k];
            }
            for &k in rules.two.iter().filter(|&&k| n >= k + 2) {
                let r = n - k;
                let half = if rules.unequal { (r - 1) / 2 } else { r / 2 };
                marks |= pairs(&g[1..=half], &g[r - half..r]);
            }
            for &k in rules.three.iter().filter(|&&k| n >= k + 3) {
                each_triple(g, n - k, |v| marks |= 1 << v);
            }
            return (!marks).trailing_zeros();
        }
        if rules.three.is_empty() {
            // Pairs: a plain store a pair in the stamps (as the sparse
            // method does), no read-modify-write chain through a bitset:
            // 3 times faster on .1337 to 40,000 (0.12 s of CPU, was 0.36).
            let stamp = &mut *self.stamp;
            let now = n as u32;
            stamp_single_options(stamp, g, rules, n);
            for &k in rules.two.iter().filter(|&&k| n >= k + 2) {
                let r = n - k;
                let half = if rules.unequal { (r - 1) / 2 } else { r / 2 };
                stamp_pairs(stamp, &g[1..=half], &g[r - half..r], now);
            }
            return stamp.iter().position(|&s| s != now).map_or(1 << 16, |v| v as u32);
        }
        let seen = &mut self.seen;
        mark_single_options(seen, g, rules, n);
        let mut mark = |v: u16| seen[v as usize >> 6] |= 1 << (v & 63);
        for &k in rules.two.iter().filter(|&&k| n >= k + 2) {
            let r = n - k;
            let half = if rules.unequal { (r - 1) / 2 } else { r / 2 };
            for (&a, &b) in g[1..=half].iter().zip(g[r - half..r].iter().rev()) {
                mark(a ^ b);
            }
        }
        for &k in rules.three.iter().filter(|&&k| n >= k + 3) {
            each_triple(g, n - k, &mut mark);
        }
        first_zero(seen)
    }

    /// g(n) by the sparse-space method with `mask`. Reached values are
    /// stamped with n in `stamp` (a plain store a pair, no read-modify-write
    /// chain, nothing to clear between heap sizes).
    fn sparse(&mut self, n: usize, mask: u16) -> u32 {
        let g = &self.g;
        let rules = &self.rules;
        let stamp = &mut *self.stamp;
        let now = n as u32;
        stamp_single_options(stamp, g, rules, n);
        // Pairs with a rare heap: all the common values options reach.
        let rare = &self.rare[1..];
        let rare_g = &self.rare_g[1..];
        // Two ways to leave two heaps (.354, .376 ...): one pass over the
        // rare heaps a for both, as far as both reach (a < r for each r).
        let mut done = 0;
        if let [k0, k1] = rules.two[..] {
            if !rules.unequal && n >= k0.max(k1) + 2 {
                let (r0, r1) = (n - k0, n - k1);
                done = rare.partition_point(|&a| (a as usize) < r0.min(r1));
                let (g0, g1) = (&g[..r0], &g[..r1]);
                for (&a, &ga) in rare[..done].iter().zip(&rare_g[..done]) {
                    stamp[(ga ^ g0[r0 - a as usize]) as usize] = now;
                    stamp[(ga ^ g1[r1 - a as usize]) as usize] = now;
                }
            }
        }
        for &k in rules.two.iter().filter(|&&k| n >= k + 2) {
            let r = n - k;
            let below = rare.partition_point(|&a| (a as usize) < r);
            let rare = &rare[done.min(below)..];
            let rare_g = &rare_g[done.min(below)..];
            let below = below - done.min(below);
            // Grundy's game: not the equal split a = r - a.
            let skip = if rules.unequal && r % 2 == 0 {
                rare[..below].binary_search(&((r / 2) as u32)).ok()
            } else {
                None
            };
            let (head, tail) = match skip {
                Some(i) => (i, i + 1),
                None => (below, below),
            };
            let g_r = &g[..r];
            // (Most often nothing is left for .354: no call then.)
            if head > 0 {
                stamp_rare(stamp, &rare[..head], &rare_g[..head], g_r, now);
            }
            if tail < below {
                stamp_rare(stamp, &rare[tail..below], &rare_g[tail..below], g_r, now);
            }
        }
        let common = (0..=u16::MAX)
            .find(|&v| !is_rare(v, mask) && stamp[v as usize] != now)
            .map_or(1 << 16, u32::from);
        // The rare values below it that no pair seen so far reaches.
        let missing = &mut self.missing;
        let low_rev = &self.low_rev;
        missing.clear();
        missing.extend((0..common as u16).filter(|&v| is_rare(v, mask) && stamp[v as usize] != now));
        if missing.is_empty() {
            return common;
        }
        // Look for them among all pairs, stopping once each is found.
        let top = rules
            .two
            .iter()
            .filter(|&&k| n >= k + 2)
            .map(|&k| n - k)
            .max()
            .unwrap_or(0);
        // Chunks grow from 4: most values turn up within a few pairs.
        let (mut a, mut chunk) = (1, 4);
        while 2 * a <= top && !missing.is_empty() {
            let end = (a + chunk).min(top / 2 + 1);
            if missing.len() <= FEW && chunk == FEW_CHUNK {
                // Few left: compare each pair's xor with them, a block of
                // pairs at a time, instead of stamping every xor. The pair
                // (a + i, r - a - i) is (low[j], high[j]) with both read
                // upwards: the small heaps' values from their reversed copy.
                for &k in rules.two.iter().filter(|&&k| n >= k + 2 * a) {
                    let r = n - k;
                    let most = if rules.unequal { (r - 1) / 2 } else { r / 2 };
                    let last = end.min(most + 1);
                    if a < last {
                        let high = &g[r + 1 - last..=r - a];
                        let mut copy = [0u16; FEW_CHUNK];
                        let low = if last <= low_rev.len() {
                            &low_rev[low_rev.len() - last..low_rev.len() - a]
                        } else {
                            for (c, &v) in copy.iter_mut().zip(g[a..last].iter().rev()) {
                                *c = v;
                            }
                            &copy[..last - a]
                        };
                        let found = hits(low, high, missing);
                        if found != 0 {
                            let mut bit = 0;
                            missing.retain(|_| {
                                bit += 1;
                                found >> (bit - 1) & 1 == 0
                            });
                        }
                    }
                }
                a = end;
                chunk = (chunk * 2).min(FEW_CHUNK);
                continue;
            }
            for &k in rules.two.iter().filter(|&&k| n >= k + 2 * a) {
                let r = n - k;
                let most = if rules.unequal { (r - 1) / 2 } else { r / 2 };
                let last = end.min(most + 1);
                if a + LANES <= last {
                    stamp_pairs(stamp, &g[a..last], &g[r + 1 - last..=r - a], now);
                } else if a < last {
                    // A short chunk (the first of each heap size): no call.
                    for (&x, &y) in g[a..last].iter().zip(g[r + 1 - last..=r - a].iter().rev()) {
                        stamp[(x ^ y) as usize] = now;
                    }
                }
            }
            missing.retain(|&v| stamp[v as usize] != now);
            a = end;
            chunk = (chunk * 2).min(FEW_CHUNK);
        }
        missing.first().map_or(common, |&v| u32::from(v))
    }
}

/// Stamps `now` at `ga ^ g_r[r - a]` for each rare heap `a` (every
/// `a < r = g_r.len()`) and its value `ga`: a function of its own, so its
/// loop keeps everything in registers.
#[inline(never)]
fn stamp_rare(stamp: &mut [u32; 1 << 16], rare: &[u32], rare_g: &[u16], g_r: &[u16], now: u32) {
    let r = g_r.len();
    let rare_g = &rare_g[..rare.len()];
    // Four at a time: fewer loop steps between the stores.
    for (a, ga) in rare.chunks_exact(4).zip(rare_g.chunks_exact(4)) {
        for i in 0..4 {
            stamp[(ga[i] ^ g_r[r - a[i] as usize]) as usize] = now;
        }
    }
    let rest = rare.len() / 4 * 4;
    for (&a, &ga) in rare[rest..].iter().zip(&rare_g[rest..]) {
        stamp[(ga ^ g_r[r - a as usize]) as usize] = now;
    }
}

/// Stamps `now` at `low[i] ^ high[len - 1 - i]` for every i.
#[inline(never)]
fn stamp_pairs(stamp: &mut [u32; 1 << 16], low: &[u16], high: &[u16], now: u32) {
    let high = &high[high.len() - low.len()..];
    for (x, y) in low.chunks_exact(4).zip(high.rchunks_exact(4)) {
        for i in 0..4 {
            stamp[(x[i] ^ y[3 - i]) as usize] = now;
        }
    }
    let rest = low.len() / 4 * 4;
    for (&x, &y) in low[rest..].iter().zip(high[..high.len() - rest].iter().rev()) {
        stamp[(x ^ y) as usize] = now;
    }
}

/// Missing values the sparse scan compares each pair with rather than
/// stamping every xor, and the most pairs it scans at a time.
const FEW: usize = 4;
const FEW_CHUNK: usize = 256;
/// Pairs compared at once; a chunk is compared only from this length on
/// (shorter ones, the first few of each heap size, are stamped).
const LANES: usize = 32;

/// Which of `targets` (at most [`FEW`]) some `low[i] ^ high[i]` equals:
/// bit j for `targets[j]`.
fn hits(low: &[u16], high: &[u16], targets: &[u16]) -> u32 {
    match targets.len() {
        // Nothing to find (and no last target to fold padding onto).
        0 => 0,
        1 => hits_of::<1>(low, high, targets),
        2 => hits_of::<2>(low, high, targets),
        3 | 4 => hits_of::<4>(low, high, targets),
        _ => hits_of::<FEW>(low, high, targets),
    }
}

/// [`hits`] against `M` targets (the last one repeated to fill them): a
/// block of `LANES` pairs' xors compared with every target at once (the
/// compiler's vector compares), the block looked at pair by pair only when
/// one matched.
fn hits_of<const M: usize>(low: &[u16], high: &[u16], targets: &[u16]) -> u32 {
    let mut t = [*targets.last().unwrap_or(&0); M];
    t[..targets.len()].copy_from_slice(targets);
    let mut found = 0u32;
    let mut scan = |xs: &[u16], ys: &[u16]| {
        for (&a, &b) in xs.iter().zip(ys) {
            for (j, &t) in t.iter().enumerate() {
                if a ^ b == t {
                    found |= 1 << j;
                }
            }
        }
    };
    let blocks = low.len() / LANES;
    for (xs, ys) in low.chunks_exact(LANES).zip(high.chunks_exact(LANES)) {
        let mut hit = [0u16; LANES];
        for i in 0..LANES {
            let v = xs[i] ^ ys[i];
            for &t in &t {
                hit[i] |= (v == t) as u16;
            }
        }
        if hit.iter().fold(0, |h, &x| h | x) != 0 {
            scan(xs, ys);
        }
    }
    let rest = blocks * LANES;
    scan(&low[rest..], &high[rest..]);
    // Bits of padding targets fold onto the last real one.
    let real = targets.len();
    if real < M && found >> real != 0 {
        found |= 1 << (real - 1);
    }
    found & ((1u32 << real) - 1)
}

/// Stamps `n` at the values of the options of heap `n` that leave no heap
/// or one heap.
#[inline]
fn stamp_single_options(stamp: &mut [u32; 1 << 16], g: &[u16], rules: &HeapRules, n: usize) {
    if rules.none.contains(&n) {
        stamp[0] = n as u32;
    }
    for &k in rules.one.iter().filter(|&&k| k < n) {
        stamp[g[n - k] as usize] = n as u32;
    }
}

/// Clears `seen`, then marks the values of the options of heap `n` that
/// leave no heap or one heap.
#[inline]
fn mark_single_options(seen: &mut [u64], g: &[u16], rules: &HeapRules, n: usize) {
    seen.iter_mut().for_each(|w| *w = 0);
    if rules.none.contains(&n) {
        seen[0] |= 1;
    }
    for &k in rules.one.iter().filter(|&&k| k < n) {
        seen[g[n - k] as usize >> 6] |= 1 << (g[n - k] & 63);
    }
}

/// Whether `v` is rare under `mask`: an even number of its bits in the mask.
pub fn is_rare(v: u16, mask: u16) -> bool {
    (v & mask).count_ones() % 2 == 0
}

/// The bit length of `v` (0 for 0).
fn bits(v: u16) -> u32 {
    16 - v.leading_zeros()
}

/// In place: `a[m]` becomes the sum over v of `a[v] (-1)^popcount(v & m)`
/// (`a.len()` a power of two).
fn walsh_hadamard(a: &mut [i64]) {
    let mut half = 1;
    while half < a.len() {
        for block in a.chunks_mut(2 * half) {
            let (lo, hi) = block.split_at_mut(half);
            for (x, y) in lo.iter_mut().zip(hi.iter_mut()) {
                let (p, q) = (*x, *y);
                *x = p + q;
                *y = p - q;
            }
        }
        half *= 2;
    }
}

/// Words of a bitset that holds every xor of values up to `v`.
fn words_for(v: u16) -> usize {
    let bits = 16 - v.leading_zeros() as usize;
    ((1usize << bits) / 64).max(1)
}

/// The marks `1 << (a[i] ^ b[len - 1 - i])` of pairs of values below 64.
fn pairs(a: &[u16], b: &[u16]) -> u64 {
    let mut m = [0u64; 4];
    let n = a.len();
    let (mut i, mut j) = (0, n);
    while i + 4 <= n {
        for (lane, m) in m.iter_mut().enumerate() {
            *m |= 1 << (a[i + lane] ^ b[j - 1 - lane]);
        }
        i += 4;
        j -= 4;
    }
    while i < n {
        m[0] |= 1 << (a[i] ^ b[j - 1]);
        i += 1;
        j -= 1;
    }
    m[0] | m[1] | m[2] | m[3]
}

/// Calls `mark` with g(a) ^ g(b) ^ g(c) for every a <= b <= c >= 1, a + b + c = r.
fn each_triple(g: &[u16], r: usize, mut mark: impl FnMut(u16)) {
    for a in 1..=r / 3 {
        for b in a..=(r - a) / 2 {
            mark(g[a] ^ g[b] ^ g[r - a - b]);
        }
    }
}

fn first_zero(bits: &[u64]) -> u32 {
    bits.iter()
        .enumerate()
        .find(|(_, &w)| w != !0)
        .map_or(bits.len() * 64, |(i, w)| i * 64 + w.trailing_ones() as usize) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_split_values_by_parity() {
        assert!(is_rare(0, 0x1e) && is_rare(1, 0x1e) && !is_rare(2, 0x1e) && is_rare(6, 0x1e));
        assert_eq!(words_for(0), 1);
        assert_eq!(words_for(63), 1);
        assert_eq!(words_for(64), 2);
        assert_eq!(words_for(231), 4);
        assert_eq!(first_zero(&[!0, 0b1011]), 66);
        assert_eq!((bits(0), bits(1), bits(255), bits(256)), (0, 1, 8, 9));
    }

    #[test]
    fn a_value_with_a_new_high_bit_extends_the_mask() {
        let mut table = Table::new(HeapRules::grundys_game(), Method::Sparse);
        table.extend_to(100_000, false).unwrap();
        assert_eq!(table.mask(), Some(0xfe));
        let rare = table.rare().to_vec();
        // As g(7,250,049) = 256 does: the mask now covers bit 8, and 256 is
        // common (one bit under 0x1fe), as in Flammenkamp's sparse set.
        table.push(256);
        assert_eq!(table.mask(), Some(0x1fe));
        assert_eq!(table.rare(), &rare[..]);
        table.push(257);
        assert_eq!(table.rare(), &rare[..]);
        table.push(259);
        assert_eq!(table.rare().len(), rare.len() + 1);
    }

    #[test]
    fn the_transform_counts_the_rare_values_of_every_mask() {
        let values = [0u16, 1, 2, 3, 3, 5, 6, 7];
        let mut signed = vec![0i64; 8];
        for &v in &values {
            signed[v as usize] += 1;
        }
        walsh_hadamard(&mut signed);
        for mask in 0..8u16 {
            let rare = values.iter().filter(|&&v| is_rare(v, mask)).count() as i64;
            assert_eq!((values.len() as i64 + signed[mask as usize]) / 2, rare, "mask {mask}");
        }
    }

    #[test]
    fn pairs_mark_each_xor() {
        let a = [1, 2, 3, 4, 5];
        let b = [0, 0, 0, 0, 7];
        // Pairs (1,7) (2,0) (3,0) (4,0) (5,0): 6, 2, 3, 4, 5.
        assert_eq!(pairs(&a, &b), 0b111_1100);
    }
}
