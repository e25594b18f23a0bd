//! HDU 3595 against the real Every-SG game: every position is searched
//! exhaustively with `games::euclid::every_steps` (the mover moves in every
//! unfinished game). Larger goldens use a step table computed by definition
//! from the same move rules, itself checked against that search. Also: the
//! finished-game and N = 0 rules, the traps, the README table, bad input.

use sglab::games::euclid;
use sglab::grundy;
use sglab::harness::{self, Frame};
use sglab::judge::expected_output;
use sglab::problems::hdu3595::{answer, Definition, Game, Hdu3595, RealGame};
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_hdu3595");

fn render(cases: &[Vec<Game>]) -> String {
    Hdu3595::write(cases)
}

fn parse(input: &str) -> Vec<Vec<Game>> {
    Hdu3595::parse(input).unwrap()
}

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    let mut brute = RealGame::default();
    for seed in 1..=5 {
        let mut rng = Rng::new(seed);
        let cases: Vec<Vec<Game>> = (0..1000).map(|_| Hdu3595::random_small(&mut rng)).collect();
        let expected: String = cases.iter().map(|g| answer(brute.mm_wins(g))).collect();
        assert_eq!(harness::run_ok(BIN, &render(&cases)), expected, "seed {seed}");
    }
}

#[test]
fn every_position_of_one_or_two_small_games() {
    let mut brute = RealGame::default();
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
    let mut brute = RealGame::default();
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
    let mut brute = RealGame::default();
    assert!(!brute.mm_wins(&[(8, 5), (2, 1)]) && brute.mm_wins(&[(5, 2), (3, 2)]));
    assert_eq!(harness::run_ok(BIN, "2\n8 5\n2 1\n2\n5 2\n3 2\n"), "GG\nMM\n");
}

#[test]
fn it_is_not_a_sum_game() {
    // Grundy values say (2, 1) + (2, 1) is lost (g xor g = 0); MM moves in
    // both games at once, to (0, 1) and (0, 1), and wins.
    let g = grundy::table2(2, 1, euclid::options);
    assert_eq!(g[2][1], 2);
    assert!(RealGame::default().mm_wins(&[(2, 1), (2, 1)]));
    assert_eq!(harness::run_ok(BIN, "2\n2 1\n1 2\n"), "MM\n");
}

#[test]
fn definition_matches_brute_force() {
    let mut definition = Definition::default();
    let mut brute = RealGame::default();
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

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Hdu3595>);
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
