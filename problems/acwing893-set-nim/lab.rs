//! AcWing 893 Set-Nim: heaps, a move takes exactly s stones, s in a set S.
//! The input holds exactly one case: the set and the heaps.

use super::set_nim::{self, searchable};
use super::Problem;
use crate::format::join;
use crate::rng::Rng;
use sg::scan::Scanner;

pub struct Acwing893;

/// The judge's line for who wins.
pub fn answer(first_wins: bool) -> &'static str {
    if first_wins {
        "Yes\n"
    } else {
        "No\n"
    }
}

fn parse_err(e: sg::error::Error) -> String {
    e.to_string()
}

impl Problem for Acwing893 {
    /// (S as given, the heaps).
    type Case = (Vec<usize>, Vec<usize>);
    const NAME: &'static str = "acwing893";
    const CASES_PER_INPUT: usize = 1;

    fn parse(input: &str) -> Result<Vec<Self::Case>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let k = scan.usize_in("k", 1, 100).map_err(parse_err)?;
        let set = (0..k)
            .map(|_| scan.usize_in("s_i", 1, 10_000).map_err(parse_err))
            .collect::<Result<Vec<usize>, String>>()?;
        let n = scan.usize_in("n", 1, 100).map_err(parse_err)?;
        let heaps = (0..n)
            .map(|_| scan.usize_in("h_i", 0, 10_000).map_err(parse_err))
            .collect::<Result<Vec<usize>, String>>()?;
        Ok(vec![(set, heaps)])
    }

    /// The format holds one case: only `cases[0]` is written.
    fn write(cases: &[Self::Case]) -> String {
        let (set, heaps) = &cases[0];
        format!("{}\n{}\n{}\n{}\n", set.len(), join(set), heaps.len(), join(heaps))
    }

    /// Up to 4 distinct sizes up to 8 in any order, up to 4 heaps up to 12.
    fn random_small(rng: &mut Rng) -> Self::Case {
        let mut set = Vec::new();
        for _ in 0..rng.range(1, 4) {
            let s = rng.range(1, 8) as usize;
            if !set.contains(&s) {
                set.push(s);
            }
        }
        let heaps = (0..rng.range(1, 4)).map(|_| rng.range(1, 12) as usize).collect();
        (set, heaps)
    }

    fn brute(cases: &[Self::Case]) -> Vec<Option<String>> {
        cases
            .iter()
            .map(|(set, heaps)| {
                searchable(heaps).then(|| answer(set_nim::search_wins(set, std::slice::from_ref(heaps))[0]).to_string())
            })
            .collect()
    }

    fn reference((set, heaps): &Self::Case) -> String {
        answer(set_nim::reference_wins(set, std::slice::from_ref(heaps))[0]).to_string()
    }

    fn shrink((set, heaps): &Self::Case) -> Vec<Self::Case> {
        let fewer_heaps = set_nim::smaller_heaps(heaps, 1).into_iter().map(|h| (set.clone(), h));
        let fewer_sizes = set_nim::smaller_sets(set).into_iter().map(|s| (s, heaps.clone()));
        fewer_heaps.chain(fewer_sizes).collect()
    }

    fn explain((set, heaps): &Self::Case) -> String {
        format!("S = {}; {}", set_nim::show_set(set), set_nim::explain_position(set, heaps))
    }
}
