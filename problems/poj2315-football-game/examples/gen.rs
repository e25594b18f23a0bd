// Input generator for POJ 2315, used for golden files and benchmarks:
// `poj2315-gen KIND SEED` prints one input. KIND:
// - `random`: 200 small cases from `Problem::random_small` (R <= 3, at
//   most 5 balls of at most 8 turns, k <= 4) that the brute force can play;
// - `max`: 500 cases with N = 30 and S, L, R anywhere in the judge's bounds,
//   half of them built to be losing for the mover (Moore positions lifted by
//   multiples of k + 1);
// - `pi-edges`: distances within 3e-14 (relative) of a whole number of turns,
//   the only places where floating-point pi could round the wrong way, each
//   probed as a ball (A's parity under k = 1) and as a kick length;
// - `k-zero`: kicks shorter than one turn (k = 0), next to kicks of exactly
//   one turn;
// - `real-game`: M >= 2 cases where the judge's formula and the real game
//   disagree (found by exhaustive search), {1, 1, 4, 6} with k = 3 first.

use sglab::games::football::{self, PI_TIMES_2_POW_100};
use sglab::generator;
use sglab::problems::poj2315::{formula_mover_wins, Case, Poj2315, MAX_DISTANCE};
use sglab::problems::Problem;
use sglab::rng::Rng;
use sglab::search::{Play, Search};
use std::f64::consts::PI;

fn main() {
    let (kind, seed) = generator::args("poj2315-gen", &["random", "max", "pi-edges", "k-zero", "real-game"]);
    let kind = kind.as_str();
    let mut rng = Rng::new(seed);
    let cases: Vec<Case> = match kind {
        "random" => (0..200).map(|_| Poj2315::random_small(&mut rng)).collect(),
        "max" => (0..500).map(|i| largest(&mut rng, i % 2 == 0)).collect(),
        "pi-edges" => pi_edges(),
        "k-zero" => (0..200).map(|i| short_kick(&mut rng, i % 4 == 3)).collect(),
        "real-game" => real_game_disagreements(&mut rng),
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{}", Poj2315::write(&cases));
}

/// A distance that is exactly `turns` turns of radius `radius` from the
/// goal: a point between 20% and 80% into the last turn.
fn distance_for(rng: &mut Rng, turns: u64, radius: u64) -> u64 {
    let into = rng.range(20, 80) as f64 / 100.0;
    let d = ((turns as f64 - 1.0 + into) * 2.0 * PI * radius as f64).round() as u64;
    assert_eq!(football::turns_to_reach(d, radius), turns);
    d
}

/// A kick length that rolls exactly `rolls` turns of radius `radius`.
fn kick_for(rng: &mut Rng, rolls: u64, radius: u64) -> u64 {
    let into = rng.range(20, 80) as f64 / 100.0;
    let l = ((rolls as f64 + into) * 2.0 * PI * radius as f64).round() as u64;
    assert_eq!(football::turns_per_kick(l, radius), rolls);
    l
}

fn largest(rng: &mut Rng, losing: bool) -> Case {
    let per_move = if rng.chance(1, 3) { 1 } else { rng.range(1, 30) };
    let radius = rng.range(1, 9_999);
    if !losing {
        return Case {
            per_move: per_move as usize,
            kick: rng.range(1, MAX_DISTANCE),
            radius,
            distances: (0..30).map(|_| rng.range(1, MAX_DISTANCE)).collect(),
        };
    }
    // Most turns a ball within the bounds can be from the goal.
    let top = football::turns_per_kick(MAX_DISTANCE, radius);
    let rolls = rng.range(1, top.max(2) - 1);
    // Values below 2^bits <= k + 1; each bit set in a multiple of M + 1 balls.
    let bits = 63 - (rolls + 1).leading_zeros();
    let mut values = [0u64; 30];
    for bit in 0..bits {
        let count = (per_move + 1) * rng.range(0, 30 / (per_move + 1));
        let mut order: Vec<usize> = (0..30).collect();
        for i in 0..count as usize {
            order.swap(i, i + rng.below(30 - i));
            values[order[i]] |= 1 << bit;
        }
    }
    let distances = values
        .iter()
        .map(|&b| {
            let lifts = (top - b) / (rolls + 1);
            let turns = b + (rolls + 1) * rng.range(u64::from(b == 0), lifts);
            distance_for(rng, turns.max(1), radius)
        })
        .collect();
    Case {
        per_move: per_move as usize,
        kick: kick_for(rng, rolls, radius),
        radius,
        distances,
    }
}

/// Every q = R n with 2 pi q within 2^-45 (relative) of an integer D < 10^8,
/// for every R < 10^4 dividing q: D as a ball (parity probe, k = 1) and as
/// a kick (against a ball of n turns, whose verdict flips if k is off by 1).
fn pi_edges() -> Vec<Case> {
    let mut cases = Vec::new();
    for q in 1..=16_000_000u128 {
        let twice = 2 * q * PI_TIMES_2_POW_100;
        let d = (twice + (1 << 99)) >> 100;
        if d == 0 || d > u128::from(MAX_DISTANCE) {
            continue;
        }
        let gap = (d << 100).abs_diff(twice);
        if gap > (d << 100) >> 45 {
            continue;
        }
        let d = d as u64;
        for radius in (1..=9_999).filter(|r| q % r == 0) {
            let n = (q / radius) as u64;
            let one_turn = 2.0 * PI * radius as f64;
            cases.push(Case {
                per_move: 1,
                kick: (1.5 * one_turn).round() as u64,
                radius: radius as u64,
                distances: vec![d],
            });
            cases.push(Case {
                per_move: 1,
                kick: d,
                radius: radius as u64,
                distances: vec![((n as f64 - 0.5) * one_turn).round() as u64],
            });
        }
    }
    cases
}

fn short_kick(rng: &mut Rng, one_turn: bool) -> Case {
    let radius = rng.range(1, 9_999);
    let under = (2.0 * PI * radius as f64).floor() as u64; // < c: k = 0
    let n = rng.range(1, 30);
    Case {
        per_move: rng.range(1, n) as usize,
        kick: if one_turn { under + 1 } else { rng.range(1, under) },
        radius,
        distances: (0..n).map(|_| rng.range(1, MAX_DISTANCE)).collect(),
    }
}

fn real_game_disagreements(rng: &mut Rng) -> Vec<Case> {
    let mut cases = vec![Case {
        per_move: 2,
        kick: 20, // 3 turns of radius 1
        radius: 1,
        distances: vec![3, 3, 22, 35], // 1, 1, 4, 6 turns
    }];
    while cases.len() < 100 {
        let n = rng.range(2, 4);
        let per_move = rng.range(2, n);
        let rolls = rng.range(1, 3);
        let mut turns: Vec<u32> = (0..n).map(|_| rng.range(1, 8) as u32).collect();
        turns.sort_unstable();
        let moves = |p: &Vec<u32>| football::steps(per_move as usize, rolls as u32, p);
        let real = Search::new(Play::Normal, moves).mover_wins(&turns);
        if real != formula_mover_wins(per_move as usize, rolls as u32, &turns) {
            let radius = rng.range(1, 3);
            cases.push(Case {
                per_move: per_move as usize,
                kick: kick_for(rng, rolls, radius),
                radius,
                distances: turns.iter().map(|&a| distance_for(rng, u64::from(a), radius)).collect(),
            });
        }
    }
    cases
}
