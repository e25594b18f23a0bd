//! What only HDU 3595 needs beyond the shared suite (tests/suite.rs): every
//! position of one or two small games against the exhaustive search of the
//! Every-SG position, finished games and N = 0, the longest game deciding,
//! that it is not a sum game, the step counts by definition against the
//! search, the traps golden against the usual mistakes, and the README
//! table.

use sglab::contract::{parse, write};
use sglab::games::euclid;
use sglab::grundy;
use sglab::harness;
use sglab::meta;
use sglab::problems::hdu3595::{Definition, Game, Hdu3595, WORDS};
use sglab::rng::Rng;
use sglab::suite::assert_write_up_has;

const BIN: &str = env!("CARGO_BIN_EXE_hdu3595");

fn render(cases: &[Vec<Game>]) -> String {
    write::<Hdu3595>(cases)
}

#[test]
fn every_position_of_one_or_two_small_games() {
    let mut brute = Hdu3595::default();
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
    let expected: String = cases.iter().map(|g| WORDS.line(brute.mm_wins(g))).collect();
    assert_eq!(harness::run_ok(BIN, &render(&cases)), expected);
}

#[test]
fn finished_games_and_empty_cases() {
    // N = 0: no game at all, MM cannot move and loses. A game with p or q
    // = 0 is finished: it has no move and changes nothing.
    let mut brute = Hdu3595::default();
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
    let searched: String = cases.iter().map(|g| WORDS.line(brute.mm_wins(g))).collect();
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
    let mut brute = Hdu3595::default();
    assert!(!brute.mm_wins(&[(8, 5), (2, 1)]) && brute.mm_wins(&[(5, 2), (3, 2)]));
    assert_eq!(harness::run_ok(BIN, "2\n8 5\n2 1\n2\n5 2\n3 2\n"), "GG\nMM\n");
}

#[test]
fn it_is_not_a_sum_game() {
    // Grundy values say (2, 1) + (2, 1) is lost (g xor g = 0); MM moves in
    // both games at once, to (0, 1) and (0, 1), and wins.
    let g = grundy::table2(2, 1, euclid::options);
    assert_eq!(g[2][1], 2);
    assert!(Hdu3595::default().mm_wins(&[(2, 1), (2, 1)]));
    assert_eq!(harness::run_ok(BIN, "2\n2 1\n1 2\n"), "MM\n");
}

#[test]
fn definition_matches_brute_force() {
    let mut definition = Definition::default();
    let mut brute = Hdu3595::default();
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
fn traps_golden_defeats_the_usual_mistakes() {
    // Wrong answers: "MM wins iff MM wins some game", and the ordinary sum
    // rule "MM wins iff the xor of Grundy values is not 0".
    let meta = meta::find("hdu3595").unwrap();
    let dir = &meta.testdata;
    let input = std::fs::read_to_string(dir.join("traps-1.in")).unwrap();
    let output = std::fs::read_to_string(dir.join("traps-1.out")).unwrap();
    let expected: Vec<&str> = output.lines().collect();
    let cases = parse::<Hdu3595>(&input, &meta.accepts).unwrap();
    let g = grundy::table2(1000, 1000, euclid::options);
    let mut definition = Definition::default();
    let (mut some_won_fails, mut xor_fails) = (0, 0);
    for (games, want) in cases.iter().zip(&expected) {
        let some_won = games.iter().any(|&(p, q)| definition.game(p, q).0);
        let xor = games.iter().fold(0, |x, &(p, q)| x ^ g[p][q]);
        some_won_fails += usize::from(WORDS.line(some_won).trim_end() != *want);
        xor_fails += usize::from(WORDS.line(xor != 0).trim_end() != *want);
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
    let table = steps_table();
    assert_write_up_has(env!("CARGO_MANIFEST_DIR"), &table);
}
