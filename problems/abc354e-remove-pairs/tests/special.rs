//! ABC354 E: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use pack::problems::abc354e::*;
use sglab::prelude::*;

sglab::suite!(Abc354e);

/// Every ordered list of `n` cards with fronts and backs 1 or 2.
fn every_game(n: usize) -> Vec<Vec<Card>> {
    let kinds = [(1, 1), (1, 2), (2, 1), (2, 2)];
    (0..4usize.pow(n as u32))
        .map(|code| (0..n).map(|i| kinds[code / 4usize.pow(i as u32) % 4]).collect())
        .collect()
}

/// The number of valid pairs (the pair-parity rule's count).
fn valid_pairs(cards: &[Card]) -> usize {
    let n = cards.len();
    (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .filter(|&(i, j)| pair_ok(cards[i], cards[j]))
        .count()
}

/// The most moves a game can last: a maximum matching of the pair graph,
/// by trying every pairing of the lowest card left (no game rule used).
fn longest_game(cards: &[Card]) -> usize {
    match cards.split_first() {
        None => 0,
        Some((&first, rest)) => {
            let mut best = longest_game(rest);
            for j in (0..rest.len()).filter(|&j| pair_ok(first, rest[j])) {
                let mut left = rest.to_vec();
                left.remove(j);
                best = best.max(1 + longest_game(&left));
            }
            best
        }
    }
}

/// The write-up's table: every game of at most 7 cards with fronts and
/// backs 1 or 2, by the plain search; the bitmask table agrees on all of
/// them, the binary on those of at most 4 cards.
#[test]
fn the_table_of_the_write_up() {
    let mut p = Abc354e;
    let mut rows = Vec::new();
    for n in 1..=7 {
        let games = every_game(n);
        let mut row = vec![n, games.len(), 0, 0, 0, 0];
        for game in &games {
            let takahashi = search(game).expect("small enough to search");
            assert_eq!(p.reference(game), WORDS.answer(takahashi), "{game:?}");
            if n <= 4 {
                assert_eq!(
                    harness::run_ok(bin(), &write_one::<Abc354e>(game)),
                    WORDS.answer(takahashi)
                );
            }
            row[2 + usize::from(!takahashi)] += 1;
            row[4] += usize::from((valid_pairs(game) % 2 == 1) != takahashi);
            row[5] += usize::from((longest_game(game) % 2 == 1) != takahashi);
        }
        rows.push(row);
    }
    let header = [
        "$n$",
        "games",
        "Takahashi",
        "Aoki",
        "pair parity wrong",
        "longest-game parity wrong",
    ];
    assert_write_up_has(&markdown_table(&header, &rows));
}

/// Every golden file, the games of 18 cards included, is answered by the
/// plain search (not the bitmask table), and the search and the table agree.
#[test]
fn every_golden_is_answered_by_the_search() {
    let found = meta::find(Abc354e::NAME).unwrap();
    let goldens = meta::goldens(&found).unwrap();
    assert!(goldens.len() >= 10);
    for golden in goldens {
        let game = parsed::<Abc354e>(&golden.input).unwrap().remove(0);
        let takahashi = search(&game).unwrap_or_else(|| panic!("{}: too large to search", golden.name));
        assert_eq!(WORDS.answer(takahashi), golden.output, "{}", golden.name);
        assert_eq!(Abc354e.reference(&game), golden.output, "{}", golden.name);
    }
}

/// The card's traps, each against the plain search: "and" for "or" on
/// sample 1, a front matched with a back, the two parity rules, N = 1.
#[test]
fn the_traps_of_the_write_up() {
    let sample_1 = [(1, 9), (2, 5), (4, 9), (1, 4), (2, 5)];
    assert_eq!(search(&sample_1), Some(false));
    let both: Vec<Card> = vec![(2, 5), (2, 5)]; // the only pair with both equal
    assert_eq!(search(&both), Some(true));
    assert_eq!(search(&[(1, 2), (2, 1)]), Some(false));
    let two_pairs = [(1, 1), (3, 2), (1, 2)];
    assert_eq!((valid_pairs(&two_pairs), search(&two_pairs)), (2, Some(true)));
    let matching = [(2, 2), (2, 3), (3, 3), (1, 2)];
    assert_eq!((longest_game(&matching), search(&matching)), (2, Some(true)));
    assert_eq!(search(&[(3, 3), (1, 2)]), Some(false));
    assert_eq!(winning_moves(&matching), Some(vec![(1, 2)]));
    assert_eq!(search(&[(1_000_000_000, 1_000_000_000)]), Some(false));
}

/// The write-up's shrunk counterexamples of the wrong fixtures.
#[test]
fn the_fixtures_shrink_to_the_write_ups_games() {
    sglab::assert_fixture_report!(
        Abc354e,
        "front_matches_back.py",
        shrunk_to("2\n2 1\n1 2", "Aoki", "Takahashi")
    );
    sglab::assert_fixture_report!(
        Abc354e,
        "stuck_player_wins.py",
        shrunk_to("1\n1 1", "Aoki", "Takahashi")
    );
    sglab::assert_fixture_report!(Abc354e, "both_equal.py", ":\n  2\n");
}
