//! HDU 3595: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::games::euclid;
use sglab::harness::run_ok;
use sglab::prelude::*;
use pack::problems::hdu3595::*;

sglab::suite!(Hdu3595);

#[test]
fn every_position_of_one_or_two_small_games() {
    let mut cases: Vec<Vec<Game>> = (0..21 * 21).map(|i| vec![(i / 21, i % 21)]).collect();
    cases.extend((0..64 * 64).map(|i| vec![(i / 512, i / 64 % 8), (i / 8 % 8, i % 8)]));
    // Piles up to 20 are past the brute force's bound: the search itself.
    let mut brute = Hdu3595::default();
    let searched: String = cases.iter().map(|g| WORDS.line(brute.mm_wins(g))).collect();
    assert_eq!(run_ok(bin(), &write::<Hdu3595>(&cases)), searched);
}

#[test]
fn finished_games_the_longest_game_and_no_sum_game() {
    // N = 0: no game at all, MM cannot move and loses. A game with p or q
    // = 0 is finished: it has no move and changes nothing.
    // (8, 5) is lost for its mover but lasts 4 moves; (2, 1) is won in 1:
    // the longer one decides, GG wins. (5, 2) is won in 3 moves; next to
    // the lost (3, 2) (2 moves) MM wins.
    let mut definition = Definition::default();
    let games = [(8, 5), (2, 1), (5, 2), (3, 2)].map(|(p, q)| definition.game(p, q));
    assert_eq!(games, [(false, 4), (true, 1), (true, 3), (false, 2)]);
    // Grundy values say (2, 1) + (2, 1) is lost (g xor g = 0); MM moves in
    // both games at once, to (0, 1) and (0, 1), and wins.
    assert_eq!(grundy::table2(2, 1, euclid::options)[2][1], 2);
    let says: [(&[Game], &str); 12] = [
        (&[], "GG"),
        (&[(0, 0)], "GG"),
        (&[(0, 5), (7, 0)], "GG"),
        (&[(2, 1)], "MM"),
        (&[(0, 5), (2, 1)], "MM"),
        (&[(3, 2)], "GG"),
        (&[(3, 2), (9, 0)], "GG"),
        (&[(6, 6)], "MM"),
        (&[(8, 5), (2, 1)], "GG"),
        (&[(5, 2), (3, 2)], "MM"),
        (&[(2, 1), (2, 1)], "MM"),
        (&[(2, 1), (1, 2)], "MM"),
    ];
    let (cases, expected): (Vec<Vec<Game>>, String) = says.iter().map(|(g, a)| (g.to_vec(), format!("{a}\n"))).unzip();
    let mut p = Hdu3595::default();
    assert_eq!(brute_answers(&mut p, &cases), expected);
    assert_binary_is_brute(bin(), &mut p, &cases);
}

#[test]
fn definition_matches_brute_force_and_the_readme_table() {
    let mut definition = Definition::default();
    let mut brute = Hdu3595::default();
    for (p, q) in (0..41 * 41).map(|i| (i / 41, i % 41)) {
        let (wins, steps) = definition.game(p, q);
        assert_eq!(wins, brute.mm_wins(&[(p, q)]), "({p}, {q})");
        assert_eq!(wins, steps % 2 == 1, "step parity of ({p}, {q})");
    }
    let mut rng = Rng::new(7);
    let pile = |rng: &mut Rng| rng.range(0, 12) as usize;
    for _ in 0..3000 {
        let games: Vec<Game> = (0..rng.range(1, 3)).map(|_| (pile(&mut rng), pile(&mut rng))).collect();
        assert_eq!(definition.mm_wins(&games), brute.mm_wins(&games), "{games:?}");
    }
    // The write-up's table: step counts of (p, q) for p, q in 0..=12, a row per p.
    let steps = |p: usize| row(p, (0..=12).map(|q| definition.game(p, q).1));
    let rows: Vec<_> = (0..=12).map(steps).collect();
    assert_write_up_has(&markdown_table(&row("$p \\setminus q$", 0..=12), &rows));
}

#[test]
fn traps_golden_defeats_the_usual_mistakes() {
    // Wrong answers: "MM wins iff MM wins some game", and the ordinary sum
    // rule "MM wins iff the xor of Grundy values is not 0".
    let (cases, output) = golden::<Hdu3595>("traps-1");
    let g = grundy::table2(1000, 1000, euclid::options);
    let mut definition = Definition::default();
    let (mut some_won_fails, mut xor_fails) = (0, 0);
    for (games, want) in cases.iter().zip(output.lines()) {
        let some_won = games.iter().any(|&(p, q)| definition.game(p, q).0);
        let xor = games.iter().fold(0, |x, &(p, q)| x ^ g[p][q]);
        some_won_fails += usize::from(WORDS.line(some_won).trim_end() != want);
        xor_fails += usize::from(WORDS.line(xor != 0).trim_end() != want);
    }
    assert!(some_won_fails >= 10 && xor_fails >= 10, "{some_won_fails} {xor_fails}");
}
