//! The octal rules are proven, not hoped: the Grundy tables of `Octal`
//! decide every small position exactly as the exhaustive `search` does,
//! where `search` plays the games as they are stated, on a row of pins
//! (Kayles, Dawson's Kayles, Node Kayles on a path), or on heaps with each
//! code's digits read afresh here (random codes, subtraction sets).

use sglab::grundy;
use sglab::octal::Octal;
use sglab::rng::Rng;
use sglab::search::{sum_mover_wins, Play, Search, Step};

/// Pins 0..ROW of a row; a position is the mask of standing pins.
const ROW: u32 = 14;

/// The lengths of the runs of standing pins: the heaps of the position.
fn runs(mask: u32) -> Vec<usize> {
    let mut out = Vec::new();
    let mut run = 0;
    for i in 0..=ROW {
        if i < ROW && mask >> i & 1 == 1 {
            run += 1;
        } else if run > 0 {
            out.push(run);
            run = 0;
        }
    }
    out
}

/// Checks every row position of `ROW` pins: the mover wins under `moves`
/// exactly when the xor of the runs' Grundy values of `code` is nonzero.
fn row_game_agrees(code: &str, moves: impl Fn(u32) -> Vec<u32>) {
    let game = Octal::parse(code).unwrap();
    let g = grundy::table(ROW as usize, |n| game.options(n));
    let mut search = Search::new(Play::Normal, |&mask: &u32| {
        moves(mask).into_iter().map(Step::To).collect()
    });
    for mask in 0..1u32 << ROW {
        let xor = runs(mask).iter().fold(0, |acc, &r| acc ^ g[r]);
        assert_eq!(search.mover_wins(&mask), xor != 0, "{code}: row {mask:b}");
    }
}

fn standing(mask: u32, i: u32) -> bool {
    i < ROW && mask >> i & 1 == 1
}

#[test]
fn kayles_is_0_77() {
    // Knock down one pin, or two adjacent pins.
    row_game_agrees("0.77", |mask| {
        let mut v = Vec::new();
        for i in (0..ROW).filter(|&i| standing(mask, i)) {
            v.push(mask & !(1 << i));
            if standing(mask, i + 1) {
                v.push(mask & !(3 << i));
            }
        }
        v
    });
}

#[test]
fn dawsons_kayles_is_0_07() {
    // Knock down exactly two adjacent pins.
    row_game_agrees("0.07", |mask| {
        (0..ROW)
            .filter(|&i| standing(mask, i) && standing(mask, i + 1))
            .map(|i| mask & !(3 << i))
            .collect()
    });
}

#[test]
fn node_kayles_on_a_path_is_dawsons_chess_0_137() {
    // Take a vertex of the path and remove it with its neighbours.
    row_game_agrees("0.137", |mask| {
        (0..ROW)
            .filter(|&i| standing(mask, i))
            .map(|i| mask & !(7 << i >> 1))
            .collect()
    });
}

/// A heap's moves under `code`, read digit by digit: removing k tokens
/// (k = 0 only before the point) and leaving heaps a and n - k - a (zero
/// meaning no heap) is allowed when the digit has bit 1, 2 or 4 for 0, 1
/// or 2 heaps left.
fn heap_moves(code: &str, n: usize) -> Vec<Step<Vec<usize>>> {
    let (whole, fraction) = code.split_once('.').unwrap();
    let digits: Vec<u32> = whole
        .chars()
        .chain(fraction.chars())
        .map(|c| c.to_digit(8).unwrap())
        .collect();
    let mut v = Vec::new();
    for (k, &d) in digits.iter().enumerate().take(n + 1) {
        for a in 0..=n - k {
            let left: Vec<usize> = [a, n - k - a].into_iter().filter(|&h| h > 0).collect();
            if d >> left.len() & 1 == 1 {
                v.push(Step::To(left));
            }
        }
    }
    v
}

/// Random sums of up to three heaps: search vs the xor of the table.
fn heaps_agree(code: &str, rng: &mut Rng) {
    let game = Octal::parse(code).unwrap();
    let g = grundy::table(9, |n| game.options(n));
    for _ in 0..12 {
        let heaps: Vec<usize> = (0..rng.range(1, 3)).map(|_| rng.range(0, 9) as usize).collect();
        let xor = heaps.iter().fold(0, |acc, &h| acc ^ g[h]);
        let nonempty: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
        let wins = sum_mover_wins(Play::Normal, &nonempty, |&n| heap_moves(code, n));
        assert_eq!(wins, xor != 0, "{code}: heaps {heaps:?}");
    }
}

#[test]
fn random_codes_agree_with_search_on_sums_of_heaps() {
    let mut rng = Rng::new(2024);
    for _ in 0..150 {
        let whole = if rng.chance(1, 5) { "4" } else { "0" };
        let fraction: String = (0..rng.range(1, 5))
            .map(|_| char::from_digit(rng.range(0, 7) as u32, 8).unwrap())
            .collect();
        heaps_agree(&format!("{whole}.{fraction}"), &mut rng);
    }
}

#[test]
fn subtraction_sets_agree_with_search() {
    let mut rng = Rng::new(7);
    for _ in 0..100 {
        let set: Vec<usize> = (0..rng.range(1, 4)).map(|_| rng.range(1, 7) as usize).collect();
        let game = Octal::subtraction(&set);
        let g = grundy::table(15, |n| game.options(n));
        let heaps: Vec<usize> = (0..rng.range(1, 3)).map(|_| rng.range(1, 15) as usize).collect();
        let subtract = |&h: &usize| -> Vec<Step<Vec<usize>>> {
            set.iter()
                .filter(|&&s| s <= h)
                .map(|&s| Step::To(if s == h { vec![] } else { vec![h - s] }))
                .collect()
        };
        let xor = heaps.iter().fold(0, |acc, &h| acc ^ g[h]);
        assert_eq!(
            sum_mover_wins(Play::Normal, &heaps, subtract),
            xor != 0,
            "{set:?} {heaps:?}"
        );
    }
}

/// g(0..=n) from `heap_moves` (the digits read afresh), by mex of xors.
fn table_from_digits(code: &str, n: usize) -> Vec<usize> {
    let mut g: Vec<usize> = Vec::with_capacity(n + 1);
    for x in 0..=n {
        let mut seen = vec![false; 2 * x + 2];
        for step in heap_moves(code, x) {
            if let Step::To(left) = step {
                let v = left.iter().fold(0, |acc, &h| acc ^ g[h]);
                if v < seen.len() {
                    seen[v] = true;
                }
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap());
    }
    g
}

/// The census's reduction (`Octal::reduced`: a heap of one token has no
/// move, so every heap plays as one token fewer) gives g(n) = g'(n - 1),
/// g(0) = 0, for every code with up to three digits it applies to.
#[test]
fn every_reduction_of_a_short_code_shifts_the_values_by_one() {
    let mut reduced = 0;
    for code in sglab::octal::short_codes() {
        let next = match Octal::parse(&code).unwrap().reduced() {
            Some(next) => next,
            None => continue,
        };
        reduced += 1;
        const N: usize = 60;
        let g = table_from_digits(&code, N);
        let h = table_from_digits(&next.code(), N - 1);
        assert_eq!(g[0], 0, "{code}");
        assert_eq!(&g[1..], &h[..], "{code} -> {}", next.code());
    }
    // The codes whose d1 is even: 3 + 28 + 224 after `0.`, the same and 4.0
    // after `4.`.
    assert_eq!(reduced, 255 + 256);
}
