//! Codeforces 786A Berzerk against the game graph labelled by plain
//! fixed-point iteration (no retrograde counting): every game up to 6
//! objects, thousands of seeded games through the binary, a chain 2n deep
//! at n = 7000, the golden files, the exact strings, the range and
//! repeated-length refusals, and the bad-input suite.

use sglab::games::berzerk::Berzerk;
use sglab::harness::{self, Frame};
use sglab::judge::{brute_output, expected_output};
use sglab::problems::cf786a::Cf786a;
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_cf786a");

/// Every non-empty set of lengths in 1..n, as sorted lists.
fn sets(n: usize) -> Vec<Vec<usize>> {
    (1u32..1 << (n - 1))
        .map(|mask| (1..n).filter(|&x| mask >> (x - 1) & 1 == 1).collect())
        .collect()
}

fn every_game(n: usize) -> Vec<Berzerk> {
    let mut games = Vec::new();
    for a in sets(n) {
        for b in sets(n) {
            games.push(Berzerk {
                n,
                sets: [a.clone(), b],
            });
        }
    }
    games
}

#[test]
fn reference_matches_the_search_on_every_game_to_7_objects() {
    let mut count = 0;
    for n in 2..=7 {
        for game in every_game(n) {
            let brute = brute_output::<Cf786a>(std::slice::from_ref(&game));
            assert_eq!(Cf786a::reference(&game), brute, "{game:?}");
            count += 1;
        }
    }
    assert_eq!(count, 1 + 9 + 49 + 225 + 961 + 3969);
}

/// The write-up's table: over every game of n objects (all pairs of
/// non-empty sets), how many positions (start, first mover) the search
/// labels Win, Lose and Loop, and how many games have a Loop at all.
#[test]
fn tallies_of_the_write_up() {
    let mut rows = Vec::new();
    for n in 2..=7 {
        let (mut win, mut lose, mut draw, mut with_loop) = (0, 0, 0, 0);
        for game in every_game(n) {
            let text = brute_output::<Cf786a>(&[game]);
            let words: Vec<&str> = text.split_whitespace().collect();
            win += words.iter().filter(|&&w| w == "Win").count();
            lose += words.iter().filter(|&&w| w == "Lose").count();
            draw += words.iter().filter(|&&w| w == "Loop").count();
            with_loop += usize::from(words.contains(&"Loop"));
        }
        rows.push((n, win, lose, draw, with_loop));
    }
    let want = vec![
        (2, 2, 0, 0, 0),
        (3, 24, 8, 4, 2),
        (4, 186, 68, 40, 17),
        (5, 1128, 424, 248, 80),
        (6, 5894, 1988, 1728, 426),
        (7, 29112, 9444, 9072, 1810),
    ];
    assert_eq!(rows, want);
}

#[test]
fn binary_matches_the_search_on_every_game_to_5_objects() {
    for n in 2..=5 {
        for game in every_game(n) {
            let game = [game];
            assert_eq!(
                harness::run_ok(BIN, &Cf786a::write(&game)),
                brute_output::<Cf786a>(&game),
                "{game:?}"
            );
        }
    }
}

#[test]
fn thousands_of_seeded_games_match_the_brute_force() {
    for seed in 1..=2 {
        let mut rng = Rng::new(seed);
        for _ in 0..700 {
            let game = [Cf786a::random_small(&mut rng)];
            assert_eq!(
                harness::run_ok(BIN, &Cf786a::write(&game)),
                brute_output::<Cf786a>(&game),
                "seed {seed}: {game:?}"
            );
        }
    }
}

/// Both players step by 1: from object o the monster needs n + 1 - o steps,
/// so the first mover wins iff that count is odd. Checked against the
/// search for small n, then run at n = 7000, where the positions decide one
/// after the other in a chain 2n deep (a recursive search goes that deep).
#[test]
fn a_chain_of_single_steps_to_7000_objects() {
    let chain = |n: usize| {
        let line: Vec<&str> = (2..=n)
            .map(|o| if (n + 1 - o) % 2 == 1 { "Win" } else { "Lose" })
            .collect();
        let line = line.join(" ");
        (
            Berzerk {
                n,
                sets: [vec![1], vec![1]],
            },
            format!("{line}\n{line}\n"),
        )
    };
    for n in 2..=40 {
        let (game, want) = chain(n);
        assert_eq!(brute_output::<Cf786a>(&[game]), want, "n = {n}");
    }
    let (game, want) = chain(7000);
    assert_eq!(harness::run_ok(BIN, &Cf786a::write(&[game])), want);
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Cf786a>);
}

#[test]
fn output_strings_are_byte_exact() {
    assert_eq!(harness::run_ok(BIN, "2\n1 1\n1 1\n").as_bytes(), b"Win\nWin\n");
    assert_eq!(
        harness::run_ok(BIN, "5\n2 3 2\n3 1 2 3\n").as_bytes(),
        b"Lose Win Win Loop\nLoop Win Win Win\n"
    );
    assert_eq!(
        harness::run_ok(BIN, "8\r\n4\t6 2 3 4\r\n\r\n2 3 6").as_bytes(),
        b"Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n"
    );
    // Lines are from the first mover's view (worked by hand in the
    // write-up): Rick steps 2, Morty steps 3, n = 4.
    let want = "Win Win Lose\nWin Lose Lose\n";
    assert_eq!(harness::run_ok(BIN, "4\n1 2\n1 3\n"), want);
    assert_eq!(
        brute_output::<Cf786a>(&[Berzerk {
            n: 4,
            sets: [vec![2], vec![3]]
        }]),
        want
    );
}

#[test]
fn ranges_and_repeats_are_refused_by_name() {
    let error = harness::expect_failure(BIN, b"1\n1 1\n1 1\n", "");
    assert_eq!(error, "error: n at byte 0: 1 is outside the supported range 2..=7000");
    let error = harness::expect_failure(BIN, b"7001\n1 1\n1 1\n", "");
    assert!(error.starts_with("error: n at byte 0: 7001 is outside"), "{error}");
    let error = harness::expect_failure(BIN, b"5\n5 1 2 3 4 1\n1 1\n", "");
    assert_eq!(error, "error: k1 at byte 2: 5 is outside the supported range 1..=4");
    let error = harness::expect_failure(BIN, b"5\n0\n1 1\n", "");
    assert!(error.starts_with("error: k1 at byte 2: 0 is outside"), "{error}");
    let error = harness::expect_failure(BIN, b"5\n2 3 5\n1 1\n", "");
    assert_eq!(error, "error: s1 at byte 6: 5 is outside the supported range 1..=4");
    let error = harness::expect_failure(BIN, b"5\n1 3\n2 1 0\n", "");
    assert!(error.starts_with("error: s2 at byte 10: 0 is outside"), "{error}");
    let error = harness::expect_failure(BIN, b"5\n2 3 2\n3 1 2 1\n", "");
    assert_eq!(
        error,
        "error: s2 at byte 14: 1 is repeated (the lengths must be distinct)"
    );
    let parsed = Cf786a::parse("5\n2 3 2\n3 1 2 1\n").unwrap_err();
    assert_eq!(format!("error: {parsed}"), error);
}

#[test]
fn bad_input() {
    harness::bad_input_suite(
        BIN,
        Frame::Single,
        &[("5\n2 3 2\n3 1 2 3\n", "Lose Win Win Loop\nLoop Win Win Win\n")],
    );
}
