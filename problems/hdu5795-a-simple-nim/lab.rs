//! HDU 5795 A Simple Nim: a move may also split a heap into three. Brute
//! force: sums move by move; reference: the xor of Grundy values from a table
//! built from the rules (g(x + 8) = g(x) + 8 beyond it, proven in the
//! write-up). Tested by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

// The write-up's figure, drawn from this lab; pack's figures list it.
#[path = "figure.rs"]
pub mod figure;

use sglab::games::split_nim;
use sglab::prelude::*;

/// Cases whose heaps add up to at most this are decided by the search.
pub const SEARCH_SUM: u64 = 20;
/// The Grundy table from the rules goes this far.
pub const TABLE: usize = 200;

pub const WORDS: Words = Words::new("First player wins.\n", "Second player wins.\n");

/// The search's memo and the rules' Grundy table, kept across cases.
pub struct Hdu5795(HeapSum<u32>);

impl Default for Hdu5795 {
    fn default() -> Hdu5795 {
        Hdu5795(HeapSum::new(Play::Normal, split_nim::steps).with_table(rules_table()))
    }
}

/// Grundy values g(0..=TABLE) from the rules (mex over take and split moves).
pub fn rules_table() -> Vec<u32> {
    grundy::table(TABLE, split_nim::options)
}

/// The Grundy value of heap `x` for any x: the rules table `g` where it
/// reaches, beyond it the table's last period moved up by a multiple of 8
/// (the proven fact g(x + 8) = g(x) + 8 for x >= 1; tests/special.rs checks
/// it on the table).
pub fn value(g: &[u32], x: u64) -> u64 {
    let last = (g.len() - 1) as u64;
    if x <= last {
        return u64::from(g[x as usize]);
    }
    let shift = (x - last + 7) / 8 * 8;
    u64::from(g[(x - shift) as usize]) + shift
}

impl Problem for Hdu5795 {
    type Case = Vec<u64>;
    const NAME: &'static str = "hdu5795";
    const FRAME: Frame = Frame::Count("T");
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["max", "large", "traps"];

    fn read_case(r: &mut Reader) -> Result<Vec<u64>, String> {
        r.sized_list("n", "s[i]")
    }

    fn write_case(heaps: &Vec<u64>) -> String {
        sized_list(heaps)
    }

    /// One to four heaps adding up to at most 18.
    fn random_small(rng: &mut Rng) -> Vec<u64> {
        let mut left = 18;
        let n = rng.range(1, 4);
        (0..n)
            .map(|i| {
                let heap = rng.range(1, (left - (n - 1 - i)).min(10));
                left -= heap;
                heap
            })
            .collect()
    }

    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Vec<u64>> {
        let top = limits["s[i]"].hi;
        let mut heaps = |n: usize| -> Vec<u64> { (0..n).map(|_| rng.range(1, top)).collect() };
        match kind {
            // 3 * 10^6 heaps of up to 10^9: about 30 MB (the judge allows
            // 100 cases of 10^6 heaps, a 1 GB input no judge serves).
            "max" => (0..3).map(|_| heaps(limits["n"].hi as usize)).collect(),
            "large" => large(rng, top),
            "traps" => traps(rng, top),
            other => unknown_kind(other),
        }
    }

    fn brute(&mut self, heaps: &Vec<u64>) -> Option<String> {
        let small = heaps.iter().sum::<u64>() <= SEARCH_SUM;
        small.then(|| WORDS.answer(self.0.mover_wins(heaps.iter().map(|&h| h as u32))))
    }

    /// The xor of Grundy values from the rules table (Sprague-Grundy).
    fn reference(&mut self, heaps: &Vec<u64>) -> String {
        let values: Vec<u64> = heaps.iter().map(|&h| value(self.0.table(), h)).collect();
        WORDS.answer(self.0.first_wins(&values))
    }

    fn shrink(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        smaller_lists(heaps, |&h| smaller_values(h, 1))
    }

    fn explain(&mut self, heaps: &Vec<u64>) -> String {
        let values: Vec<u64> = heaps.iter().map(|&h| value(self.0.table(), h)).collect();
        let how = "a heap of x is worth x, except that 8k+7 and 8k+8 swap";
        let search = (heaps.iter().sum::<u64>() <= SEARCH_SUM).then(|| heaps.iter().map(|&h| h as u32).collect());
        self.0.explain(&format!("heaps {}", join(heaps)), &values, how, search)
    }
}

/// Three cases of 6000 heaps: random; every heap twice (xor 0 in plain Nim
/// and here); plain xor 0 by construction.
fn large(rng: &mut Rng, top: u64) -> Vec<Vec<u64>> {
    let mut heaps = |n: usize| -> Vec<u64> { (0..n).map(|_| rng.range(1, top)).collect() };
    let random = heaps(6000);
    let half = heaps(3000);
    let mut plain_zero = heaps(5999);
    let mut twice: Vec<u64> = half.iter().chain(&half).copied().collect();
    rng.shuffle(&mut twice);
    loop {
        let last = plain_zero.iter().fold(0, |x, &h| x ^ h);
        if (1..=top).contains(&last) {
            plain_zero.push(last);
            break;
        }
        plain_zero[0] = rng.range(1, top);
    }
    vec![random, twice, plain_zero]
}

/// The heaps where plain Nim and this game disagree (8k+7 and 8k+8), at
/// small sizes, at the top, and at random multiples of 8.
fn traps(rng: &mut Rng, top: u64) -> Vec<Vec<u64>> {
    // Plain xor 15 yet the second player wins (two), plain xor 0 yet the first wins (two).
    let mut cases: Vec<Vec<u64>> = vec![vec![7, 9, 1], vec![8, 6, 1], vec![7, 6, 1], vec![8, 9, 1]];
    cases.extend([vec![7, 8], vec![7, 7], vec![8, 8], vec![15, 1, 2]]);
    cases.extend([vec![top], vec![top, top - 1], vec![top, top - 2, 1]]);
    cases.push(vec![top - 1, top + 1 - 8, 1]);
    cases.extend((1..=18).map(|x| vec![x]));
    for _ in 0..40 {
        let k = rng.range(1, top / 8 - 2) * 8;
        let mut case = match rng.below(5) {
            0 => vec![k + 7, k + 9, 1],
            1 => vec![k + 8, k + 6, 1],
            2 => vec![k + 7, k + 6, 1],
            3 => vec![k + 8, k + 9, 1],
            _ => vec![k + 7 + rng.range(0, 1); 2],
        };
        rng.shuffle(&mut case);
        cases.push(case);
    }
    cases
}

/// One move of A Simple Nim: take `k` from heap `i`, or split heap `i` into
/// three (heaps numbered from 0 here, from 1 on the screen).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    Take(usize, u64),
    Split(usize, [u64; 3]),
}

/// A Simple Nim for `scripts/play.sh`: `take I K` or `split I A B C`; the
/// values are the rules' table, the pack's winning replies drawn among all
/// winning moves.
pub struct Playing(Vec<u32>);

impl Default for Playing {
    fn default() -> Playing {
        Playing(rules_table())
    }
}

impl Playing {
    fn xor(&self, heaps: &[u64]) -> u64 {
        heaps.iter().fold(0, |x, &h| x ^ value(&self.0, h))
    }

    fn all_moves(heaps: &[u64]) -> Vec<Move> {
        let mut moves = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            moves.extend((1..=h).map(|k| Move::Take(i, k)));
            let triples = split_nim::splits(h as usize).into_iter();
            moves.extend(triples.map(|t| Move::Split(i, t.map(|x| x as u64))));
        }
        moves
    }
}

impl sglab::play::Game for Playing {
    type Pos = Vec<u64>;
    type Move = Move;

    fn read_move(&self, heaps: &Vec<u64>, line: &str) -> Result<Move, String> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let numbers: Vec<u64> = words
            .iter()
            .skip(1)
            .map(|w| {
                w.parse()
                    .map_err(|_| format!("{} is not a number", sglab::format::quote(w, sglab::format::QUOTED)))
            })
            .collect::<Result<_, _>>()?;
        let heap = |i: u64| match (i as usize).checked_sub(1).filter(|&i| i < heaps.len()) {
            Some(i) => Ok(i),
            None => Err(format!("there is no heap {i}: heaps are 1 to {}", heaps.len())),
        };
        match (words.first().copied(), &numbers[..]) {
            (Some("take"), &[i, k]) => {
                let i = heap(i)?;
                if k == 0 || k > heaps[i] {
                    return Err(format!("take 1 to {} from heap {}", heaps[i], i + 1));
                }
                Ok(Move::Take(i, k))
            }
            (Some("split"), &[i, a, b, c]) => {
                let i = heap(i)?;
                if a == 0 || b == 0 || c == 0 || a + b + c != heaps[i] {
                    return Err(format!(
                        "split heap {} into three non-empty heaps summing to {}",
                        i + 1,
                        heaps[i]
                    ));
                }
                Ok(Move::Split(i, [a, b, c]))
            }
            _ => Err("write `take I K` or `split I A B C` (heaps numbered from 1)".to_string()),
        }
    }

    fn write_move(&self, mv: &Move) -> String {
        match mv {
            Move::Take(i, k) => format!("take {} {k}", i + 1),
            Move::Split(i, [a, b, c]) => format!("split {} {a} {b} {c}", i + 1),
        }
    }

    fn after(&mut self, heaps: &Vec<u64>, mv: &Move) -> Vec<u64> {
        Playing::next(heaps, mv)
    }

    fn wins(&mut self, heaps: &Vec<u64>) -> bool {
        self.xor(heaps) != 0
    }

    fn value(&mut self, heaps: &Vec<u64>) -> Option<u64> {
        Some(self.xor(heaps))
    }

    fn reply(&mut self, heaps: &Vec<u64>, rng: &mut Rng) -> Option<Move> {
        let moves = Playing::all_moves(heaps);
        if moves.is_empty() {
            return None;
        }
        let winning: Vec<&Move> = moves
            .iter()
            .filter(|m| self.xor(&Playing::next(heaps, m)) == 0)
            .collect();
        if !winning.is_empty() {
            return Some(winning[rng.below(winning.len())].clone());
        }
        // Losing: take one candy, from a heap drawn at random.
        Some(Move::Take(rng.below(heaps.len()), 1))
    }

    fn moves(&mut self, heaps: &Vec<u64>) -> Option<Vec<Move>> {
        let moves = Playing::all_moves(heaps);
        (moves.len() <= 64).then_some(moves)
    }

    fn show(&self, heaps: &Vec<u64>) -> String {
        let list: Vec<String> = heaps.iter().map(u64::to_string).collect();
        format!("heaps {}", list.join(" "))
    }
}

impl Playing {
    /// The heaps after `mv` (empty heaps dropped).
    fn next(heaps: &[u64], mv: &Move) -> Vec<u64> {
        let mut next = heaps.to_vec();
        match *mv {
            Move::Take(i, k) => next[i] -= k,
            Move::Split(i, [a, b, c]) => {
                next[i] = a;
                next.extend([b, c]);
            }
        }
        next.retain(|&h| h > 0);
        next
    }
}
