//! HDU 3595 against the real Every-SG game: every position is searched
//! exhaustively with `games::euclid::every_steps` (the mover moves in every
//! unfinished game). Larger goldens use a step table computed by definition
//! from the same move rules, itself checked against that search. Also: the
//! finished-game and N = 0 rules, the traps, the README table, bad input.

use sg::scan::Scanner;
use sglab::games::euclid;
use sglab::grundy;
use sglab::harness::{self, Frame};
use sglab::rng::Rng;
use sglab::search::{Play, Search, Step};
use std::collections::HashMap;

const BIN: &str = env!("CARGO_BIN_EXE_hdu3595");

type Game = (usize, usize);

/// The whole position's moves: `games::euclid::every_steps`.
type Moves = fn(&Vec<Game>) -> Vec<Step<Vec<Game>>>;

/// The real game, searched move by move; one memo serves many positions.
struct Brute(Search<Vec<Game>, Moves>);

impl Brute {
    fn new() -> Brute {
        Brute(Search::new(Play::Normal, |position| euclid::every_steps(position)))
    }

    /// Whether MM, the first player, wins the whole position.
    fn mm_wins(&mut self, games: &[Game]) -> bool {
        self.0.mover_wins(&games.to_vec())
    }
}

/// One Euclid game by the definitions, straight from the move rules:
/// whether the mover wins, and the step count (0 at the end; a won
/// position: 1 + the largest step among lost successors; a lost one:
/// 1 + the smallest step among successors). Memoised on (larger, smaller).
/// Its cost is the sum of the Euclid quotients, so it also handles huge
/// piles whose quotients are small.
#[derive(Default)]
struct Definition(HashMap<Game, (bool, u32)>);

impl Definition {
    fn game(&mut self, p: usize, q: usize) -> (bool, u32) {
        let key = (p.max(q), p.min(q));
        if let Some(&known) = self.0.get(&key) {
            return known;
        }
        // Smallest successor first, so the recursion follows the Euclid
        // chain and the others find their successors already known.
        let next: Vec<(bool, u32)> = euclid::moves(key.0, key.1)
            .into_iter()
            .rev()
            .map(|(a, b)| self.game(a, b))
            .collect();
        let wins = next.iter().any(|&(w, _)| !w);
        let steps = if next.is_empty() {
            0
        } else if wins {
            1 + next.iter().filter(|&&(w, _)| !w).map(|&(_, s)| s).max().unwrap()
        } else {
            1 + next.iter().map(|&(_, s)| s).min().unwrap()
        };
        self.0.insert(key, (wins, steps));
        (wins, steps)
    }

    /// The Every-SG theorem: MM wins iff the largest step count is odd.
    fn mm_wins(&mut self, games: &[Game]) -> bool {
        games.iter().map(|&(p, q)| self.game(p, q).1).max().unwrap_or(0) % 2 == 1
    }
}

fn answer(mm_wins: bool) -> &'static str {
    if mm_wins {
        "MM\n"
    } else {
        "GG\n"
    }
}

fn render(cases: &[Vec<Game>]) -> String {
    let mut text = String::new();
    for games in cases {
        text.push_str(&format!("{}\n", games.len()));
        for (p, q) in games {
            text.push_str(&format!("{p} {q}\n"));
        }
    }
    text
}

fn parse(input: &str) -> Vec<Vec<Game>> {
    let mut scan = Scanner::new(input.as_bytes());
    let mut cases = Vec::new();
    while let Some(n) = scan.next_u64("N").unwrap() {
        let games = (0..n)
            .map(|_| (scan.u64("p").unwrap() as usize, scan.u64("q").unwrap() as usize))
            .collect();
        cases.push(games);
    }
    cases
}

fn random_case(rng: &mut Rng) -> Vec<Game> {
    let top = if rng.chance(1, 2) { 6 } else { 10 };
    let low = if rng.chance(1, 6) { 0 } else { 1 };
    (0..rng.range(0, 3))
        .map(|_| (rng.range(low, top) as usize, rng.range(low, top) as usize))
        .collect()
}

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    let mut brute = Brute::new();
    for seed in 1..=5 {
        let mut rng = Rng::new(seed);
        let cases: Vec<Vec<Game>> = (0..1000).map(|_| random_case(&mut rng)).collect();
        let expected: String = cases.iter().map(|g| answer(brute.mm_wins(g))).collect();
        assert_eq!(harness::run_ok(BIN, &render(&cases)), expected, "seed {seed}");
    }
}

#[test]
fn every_position_of_one_or_two_small_games() {
    let mut brute = Brute::new();
    let mut cases: Vec<Vec<Game>> = Vec::new();
    for p in 0..=20 {
        for q in 0..=20 {
            cases.push(vec![(p, q)]);
        }
    }
    for a in 0..=7 {
        for b in 0..=7 {
            for c in 0..=7 {
                for d in 0..=7 {
                    cases.push(vec![(a, b), (c, d)]);
                }
            }
        }
    }
    let expected: String = cases.iter().map(|g| answer(brute.mm_wins(g))).collect();
    assert_eq!(harness::run_ok(BIN, &render(&cases)), expected);
}

#[test]
fn finished_games_and_empty_cases() {
    // N = 0: no game at all, MM cannot move and loses. A game with p or q
    // = 0 is finished: it has no move and changes nothing.
    let mut brute = Brute::new();
    let cases = vec![
        vec![],
        vec![(0, 0)],
        vec![(0, 5), (7, 0)],
        vec![(2, 1)],
        vec![(0, 5), (2, 1)],
        vec![(3, 2)],
        vec![(3, 2), (9, 0)],
        vec![(6, 6)],
    ];
    let expected = "GG\nGG\nGG\nMM\nMM\nGG\nGG\nMM\n";
    let searched: String = cases.iter().map(|g| answer(brute.mm_wins(g))).collect();
    assert_eq!(searched, expected);
    assert_eq!(harness::run_ok(BIN, &render(&cases)), expected);
}

#[test]
fn the_longest_game_decides_not_who_wins_the_games() {
    // (8, 5) is lost for its mover but lasts 4 moves; (2, 1) is won in 1.
    // MM wins (2, 1) and loses (8, 5): the longer one decides, GG wins.
    // (5, 2) is won in 3 moves; next to the lost (3, 2) (2 moves) MM wins.
    let mut definition = Definition::default();
    assert_eq!(definition.game(8, 5), (false, 4));
    assert_eq!(definition.game(2, 1), (true, 1));
    assert_eq!(definition.game(5, 2), (true, 3));
    assert_eq!(definition.game(3, 2), (false, 2));
    let mut brute = Brute::new();
    assert!(!brute.mm_wins(&[(8, 5), (2, 1)]) && brute.mm_wins(&[(5, 2), (3, 2)]));
    assert_eq!(harness::run_ok(BIN, "2\n8 5\n2 1\n2\n5 2\n3 2\n"), "GG\nMM\n");
}

#[test]
fn it_is_not_a_sum_game() {
    // Grundy values say (2, 1) + (2, 1) is lost (g xor g = 0); MM moves in
    // both games at once, to (0, 1) and (0, 1), and wins.
    let g = grundy::table2(2, 1, euclid::options);
    assert_eq!(g[2][1], 2);
    assert!(Brute::new().mm_wins(&[(2, 1), (2, 1)]));
    assert_eq!(harness::run_ok(BIN, "2\n2 1\n1 2\n"), "MM\n");
}

#[test]
fn definition_matches_brute_force() {
    let mut definition = Definition::default();
    let mut brute = Brute::new();
    for p in 0..=40 {
        for q in 0..=40 {
            let (wins, steps) = definition.game(p, q);
            assert_eq!(wins, brute.mm_wins(&[(p, q)]), "({p}, {q})");
            assert_eq!(wins, steps % 2 == 1, "step parity of ({p}, {q})");
        }
    }
    let mut rng = Rng::new(7);
    for _ in 0..3000 {
        let games: Vec<Game> = (0..rng.range(1, 3))
            .map(|_| (rng.range(0, 12) as usize, rng.range(0, 12) as usize))
            .collect();
        assert_eq!(definition.mm_wins(&games), brute.mm_wins(&games), "{games:?}");
    }
}

/// Expected output for any valid input: the brute force for up to three
/// games of piles <= 10, else the by-definition steps (checked against the
/// brute force by `definition_matches_brute_force`).
fn oracle(input: &str) -> String {
    let mut brute = Brute::new();
    let mut definition = Definition::default();
    parse(input)
        .iter()
        .map(|games| {
            let small = games.len() <= 3 && games.iter().all(|&(p, q)| p <= 10 && q <= 10);
            answer(if small {
                brute.mm_wins(games)
            } else {
                definition.mm_wins(games)
            })
        })
        .collect()
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, oracle);
}

#[test]
fn traps_golden_defeats_the_usual_mistakes() {
    // Wrong answers: "MM wins iff MM wins some game", and the ordinary sum
    // rule "MM wins iff the xor of Grundy values is not 0".
    let dir = harness::testdata_dir(env!("CARGO_MANIFEST_DIR"));
    let input = std::fs::read_to_string(dir.join("traps-1.in")).unwrap();
    let output = std::fs::read_to_string(dir.join("traps-1.out")).unwrap();
    let expected: Vec<&str> = output.lines().collect();
    let cases = parse(&input);
    let g = grundy::table2(1000, 1000, euclid::options);
    let mut definition = Definition::default();
    let (mut some_won_fails, mut xor_fails) = (0, 0);
    for (games, want) in cases.iter().zip(&expected) {
        let some_won = games.iter().any(|&(p, q)| definition.game(p, q).0);
        let xor = games.iter().fold(0, |x, &(p, q)| x ^ g[p][q]);
        some_won_fails += usize::from(answer(some_won).trim_end() != *want);
        xor_fails += usize::from(answer(xor != 0).trim_end() != *want);
    }
    assert!(some_won_fails >= 10 && xor_fails >= 10, "{some_won_fails} {xor_fails}");
}

/// The README's table: step counts of (p, q) for p, q in 0..=12.
fn steps_table() -> String {
    let mut definition = Definition::default();
    let mut text = String::from("p\\q");
    for q in 0..=12 {
        text.push_str(&format!("{q:>3}"));
    }
    text.push('\n');
    for p in 0..=12 {
        text.push_str(&format!("{p:>3}"));
        for q in 0..=12 {
            text.push_str(&format!("{:>3}", definition.game(p, q).1));
        }
        text.push('\n');
    }
    text
}

#[test]
fn readme_table_is_the_definition() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let table = steps_table();
    assert!(readme.contains(&table), "README lacks the table:\n{table}");
}

#[test]
fn bad_input() {
    harness::bad_input_suite(
        BIN,
        Frame::UntilEof,
        &[("2\n8 5\n2 1\n", "GG\n"), ("0\n", "GG\n"), ("2\n0 7\n5 2\n", "MM\n")],
    );
}
