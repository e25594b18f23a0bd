//! AtCoder ABC206 F Interval Game 2 for the judge tool and the stress test:
//! the brute force searches sets of chosen intervals; the reference is the
//! table of Grundy values of free segments [l, r) (a move splits the free
//! segment into two independent ones).

use super::Problem;
use crate::games::intervals::{self, Interval};
use crate::rng::Rng;
use crate::search::{Play, Search};
use sg::scan::Scanner;

pub struct Abc206f;

/// The judge's line: intervals lie in [1, 100).
pub const END: u32 = 100;
/// Cases with more intervals than this are not searched (2^N chosen sets).
const SEARCH_MAX: usize = 16;

fn answer(alice_wins: bool) -> String {
    if alice_wins { "Alice\n" } else { "Bob\n" }.to_string()
}

/// Grundy values g[l][r] of the free segment [l, r), 1 <= l <= r <= END:
/// the mex over the listed intervals [L, R) inside it of
/// g[l][L] xor g[R][r], the two free segments the move leaves.
pub fn table(list: &[Interval]) -> Vec<Vec<u32>> {
    let n = END as usize;
    let mut g = vec![vec![0u32; n + 1]; n + 1];
    for width in 1..n {
        for l in 1..=n - width {
            let r = l + width;
            let options: Vec<u32> = list
                .iter()
                .filter(|&&(a, b)| l <= a as usize && b as usize <= r)
                .map(|&(a, b)| g[l][a as usize] ^ g[b as usize][r])
                .collect();
            g[l][r] = (0..).find(|v| !options.contains(v)).unwrap();
        }
    }
    g
}

/// Whether the first player wins by exhaustive search over chosen sets.
fn search_wins(list: &[Interval], chosen: u128) -> bool {
    Search::new(Play::Normal, |&c: &u128| intervals::steps(list, c)).mover_wins(&chosen)
}

impl Problem for Abc206f {
    /// The listed intervals [L, R).
    type Case = Vec<Interval>;
    const NAME: &'static str = "abc206f";

    fn parse(input: &str) -> Result<Vec<Vec<Interval>>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let mut read = || -> Result<Vec<Vec<Interval>>, sg::error::Error> {
            let tests = scan.u64_in("T", 1, u64::MAX)?; // the judge: T <= 20
            let mut cases = Vec::new();
            for _ in 0..tests {
                let n = scan.u64_in("N", 1, 100)?;
                let mut list = Vec::new();
                for _ in 0..n {
                    let l = scan.u64_in("L_i", 1, u64::from(END) - 1)?;
                    let r = scan.u64_in("R_i", l + 1, u64::from(END))?;
                    list.push((l as u32, r as u32));
                }
                cases.push(list);
            }
            Ok(cases)
        };
        read().map_err(|e| e.to_string())
    }

    fn write(cases: &[Vec<Interval>]) -> String {
        let mut text = format!("{}\n", cases.len());
        for list in cases {
            text.push_str(&format!("{}\n", list.len()));
            for (l, r) in list {
                text.push_str(&format!("{l} {r}\n"));
            }
        }
        text
    }

    /// One to eight intervals with ends in 1..=12, sometimes repeated.
    fn random_small(rng: &mut Rng) -> Vec<Interval> {
        let n = rng.range(1, 8);
        let mut list: Vec<Interval> = Vec::new();
        for _ in 0..n {
            if !list.is_empty() && rng.chance(1, 8) {
                let copy = list[rng.below(list.len())];
                list.push(copy);
            } else {
                let l = rng.range(1, 11) as u32;
                let r = rng.range(u64::from(l) + 1, (u64::from(l) + 4).min(12)) as u32;
                list.push((l, r));
            }
        }
        list
    }

    fn brute(cases: &[Vec<Interval>]) -> Vec<Option<String>> {
        cases
            .iter()
            .map(|list| (list.len() <= SEARCH_MAX).then(|| answer(search_wins(list, 0))))
            .collect()
    }

    fn reference(list: &Vec<Interval>) -> String {
        answer(table(list)[1][END as usize] != 0)
    }

    fn shrink(list: &Vec<Interval>) -> Vec<Vec<Interval>> {
        let mut smaller = Vec::new();
        for i in 0..list.len() {
            if list.len() > 1 {
                let mut fewer = list.clone();
                fewer.remove(i);
                smaller.push(fewer);
            }
        }
        // The game depends only on the order of the ends (equal ends touch):
        // numbering the distinct ends 1, 2, ... gives the same game, small.
        let mut ends: Vec<u32> = list.iter().flat_map(|&(l, r)| [l, r]).collect();
        ends.sort_unstable();
        ends.dedup();
        let rank = |x: u32| ends.binary_search(&x).unwrap() as u32 + 1;
        let compressed: Vec<Interval> = list.iter().map(|&(l, r)| (rank(l), rank(r))).collect();
        if compressed != *list {
            smaller.push(compressed);
        }
        for i in 0..list.len() {
            let (l, r) = list[i];
            for shorter in [(l + 1, r), (l, r - 1)] {
                if shorter.0 < shorter.1 {
                    let mut next = list.clone();
                    next[i] = shorter;
                    smaller.push(next);
                }
            }
        }
        smaller
    }

    fn explain(list: &Vec<Interval>) -> String {
        let g = table(list);
        let end = END as usize;
        let whole = g[1][end];
        let mut text = format!("g[1, {END}) = {whole} (mex over the intervals of g(left part) xor g(right part))\n");
        if whole == 0 {
            text.push_str("0: Bob wins (every choice leaves two parts whose values xor to non-zero)\n");
            return text;
        }
        let i = (0..list.len())
            .find(|&i| {
                let (a, b) = list[i];
                g[1][a as usize] ^ g[b as usize][end] == 0
            })
            .expect("mex > 0: some option is 0");
        let (a, b) = list[i];
        text.push_str(&format!(
            "non-zero: Alice wins by choosing [{a}, {b}): g[1, {a}) = {} xor g[{b}, {END}) = {} is 0",
            g[1][a as usize], g[b as usize][end]
        ));
        if list.len() <= SEARCH_MAX {
            let confirmed = !search_wins(list, 1 << i);
            text.push_str(if confirmed {
                " (the search confirms: Bob loses)\n"
            } else {
                " (THE SEARCH DISAGREES)\n"
            });
        } else {
            text.push_str(" (too many intervals to search)\n");
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "5\n3\n53 98\n8 43\n12 53\n10\n4 7\n5 7\n3 7\n4 5\n5 8\n6 9\n4 8\n5 10\n1 9\n5 10\n2\n58 98\n11 29\n6\n79 83\n44 83\n38 74\n49 88\n18 45\n64 99\n1\n5 9\n";

    #[test]
    fn sample_by_search_and_by_table() {
        let cases = Abc206f::parse(SAMPLE).unwrap();
        assert_eq!(Abc206f::write(&cases), SAMPLE);
        let expected = ["Bob\n", "Alice\n", "Bob\n", "Alice\n", "Alice\n"];
        for ((case, brute), want) in cases.iter().zip(Abc206f::brute(&cases)).zip(expected) {
            assert_eq!(brute.as_deref(), Some(want));
            assert_eq!(Abc206f::reference(case), want);
        }
        assert!(Abc206f::explain(&cases[1]).contains("confirms"));
        assert!(Abc206f::explain(&cases[0]).contains("Bob wins"));
    }

    #[test]
    fn reference_matches_the_search_on_seeded_cases() {
        let mut rng = Rng::new(206);
        let cases: Vec<Vec<Interval>> = (0..1500).map(|_| Abc206f::random_small(&mut rng)).collect();
        for (case, brute) in cases.iter().zip(Abc206f::brute(&cases)) {
            assert_eq!(Some(Abc206f::reference(case)), brute, "{case:?}");
            if brute.as_deref() == Some("Alice\n") {
                assert!(Abc206f::explain(case).contains("confirms"), "{case:?}");
            }
        }
    }

    #[test]
    fn shrinking_numbers_the_ends_without_changing_the_game() {
        let list = vec![(53, 98), (8, 43), (12, 53)];
        let compressed = vec![(4, 5), (1, 3), (2, 4)];
        assert!(Abc206f::shrink(&list).contains(&compressed));
        assert_eq!(table(&list)[1][100], table(&compressed)[1][100]);
    }

    #[test]
    fn bad_ends_are_refused() {
        assert!(Abc206f::parse("1\n1\n5 5\n").is_err());
        assert!(Abc206f::parse("1\n1\n5 101\n").is_err());
    }
}
