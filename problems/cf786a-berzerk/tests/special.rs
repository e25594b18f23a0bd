//! Codeforces 786A: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::games::berzerk::Berzerk;
use sglab::prelude::*;
use pack::problems::cf786a::*;

sglab::suite!(Cf786a);

fn game(n: usize, rick: &[usize], morty: &[usize]) -> Berzerk {
    let sets = [rick.to_vec(), morty.to_vec()];
    Berzerk { n, sets }
}

/// Every game of n objects: every pair of non-empty sets of lengths.
fn every_game(n: usize) -> Vec<Berzerk> {
    let sets: Vec<Vec<usize>> = (1u32..1 << (n - 1))
        .map(|mask| (1..n).filter(|&x| mask >> (x - 1) & 1 == 1).collect())
        .collect();
    sets.iter()
        .flat_map(|a| sets.iter().map(move |b| game(n, a, b)))
        .collect()
}

/// The reference against the brute force on every game up to 7 objects
/// (5,214 games), the binary on every game up to 5, and the write-up's
/// table: over every game of n objects, how many positions (start, first
/// mover) the search labels Win, Lose and Loop, and how many games have a
/// Loop.
#[test]
fn tallies_of_the_write_up() {
    let mut p = Cf786a;
    let mut rows = Vec::new();
    for n in 2..=7 {
        let games = every_game(n);
        let mut row = [n, games.len(), 0, 0, 0, 0];
        for game in games {
            let text = p.brute(&game).unwrap();
            assert_eq!(p.reference(&game), text, "{game:?}");
            if n <= 5 {
                assert_eq!(harness::run_ok(bin(), &write_one::<Cf786a>(&game)), text, "{game:?}");
            }
            for (i, word) in ["Win", "Lose", "Loop"].iter().enumerate() {
                row[2 + i] += text.split_whitespace().filter(|w| w == word).count();
            }
            row[5] += usize::from(text.contains("Loop"));
        }
        rows.push(row.to_vec());
    }
    let header = ["$n$", "games", "Win", "Lose", "Loop", "games with a Loop"];
    assert_write_up_has(&markdown_table(&header, &rows));
}

/// Both players step by 1: from object o the monster needs n + 1 - o steps,
/// so the first mover wins iff that count is odd. Checked against the
/// search for small n, then run at n = 7000, where the positions decide one
/// after the other in a chain 2n deep (a recursive search goes that deep).
#[test]
fn a_chain_of_single_steps_to_7000_objects() {
    let chain = |n: usize| {
        let line = (2..=n).map(|o| ["Lose", "Win"][(n + 1 - o) % 2]);
        let line = line.collect::<Vec<_>>().join(" ");
        (game(n, &[1], &[1]), format!("{line}\n{line}\n"))
    };
    let mut p = Cf786a;
    for n in 2..=40 {
        let (game, want) = chain(n);
        assert_eq!(p.brute(&game).unwrap(), want, "n = {n}");
    }
    let (game, want) = chain(7000);
    assert_eq!(harness::run_ok(bin(), &write_one::<Cf786a>(&game)), want);
}

/// Lines are from the first mover's view (worked by hand in the write-up):
/// n = 4, Rick steps 2, Morty steps 3; exact bytes from the binary.
#[test]
fn output_strings_are_byte_exact() {
    let want = "Win Win Lose\nWin Lose Lose\n";
    assert_eq!(Cf786a.brute(&game(4, &[2], &[3])).unwrap(), want);
    assert_eq!(harness::run_ok(bin(), "4\n1 2\n1 3\n").as_bytes(), want.as_bytes());
}

/// The explanation of sample 1 names the winning move into the hole and
/// prints the endless play the write-up shows. The binary accepts a length
/// repeated within a set (the judge never gives one): the same move twice,
/// so the game of the set without the repeat.
#[test]
fn sample_1_explained_and_with_repeated_lengths() {
    let (mut p, sample) = (Cf786a, game(5, &[3, 2], &[1, 2, 3]));
    let text = p.explain(&sample);
    for line in [
        "Rick first: Lose Win Win Loop\n",
        "Rick to move, monster on 3: Win; Rick wins: step 3 puts the monster into the black hole",
        "Rick to move, monster on 5: Loop; nobody wins, the game goes on for ever: cycle 5 (Rick) -2-> 2 (Morty) -3-> 5 (Rick)",
    ] {
        assert!(text.contains(line), "{line:?} not in:\n{text}");
    }
    let once = p.brute(&sample).unwrap();
    assert_eq!(harness::run_ok(bin(), "5\n3 3 2 3\n4 1 2 1 3\n"), once);
    assert_eq!(p.brute(&game(5, &[3, 2, 3], &[1, 2, 1, 3])).unwrap(), once);
}

/// The write-up's shrunk counterexamples: the judge tool shrinks each wrong
/// fixture to exactly the game the write-up shows, with its answers.
#[test]
fn the_write_ups_counterexamples() {
    let (games, expected, got) = ("3\n2 2 1\n1 1", "Win Win\nLose Win", "Win Win\nLoop Win");
    sglab::assert_fixture_report!(Cf786a, "dfs_memo.py", shrunk_to(games, expected, got));
    let (games, expected, got) = (
        "4\n2 1 2\n2 1 2",
        "Lose Win Win\n".repeat(2),
        "Win Lose Win\n".repeat(2),
    );
    sglab::assert_fixture_report!(Cf786a, "overwrite_decided.py", shrunk_to(games, &expected, &got));
}
