//! Codeforces 1375 F Integer Game: the shared suite (`sglab::suite!`, which
//! also defines `bin()` and `write_up()`; its stress plays the binary
//! against the judge's adversarial side on seeded cases), then the checks
//! only this problem needs: the search against the closed form the judge
//! uses on large piles, the construction against every judge reply, the
//! sample transcript, the lines the judge's side refuses, the fixtures'
//! reports (the unflushed one judged ILE).

use pack::problems::cf1375f::*;
use sglab::contract::Kind;
use sglab::judge::kinds::judge_as;
use sglab::judge::Verdict;
use sglab::play::Game;
use sglab::prelude::*;
use std::time::Duration;

sglab::suite!(Cf1375f);

/// Every ordered triple of distinct piles up to `most`.
fn triples(most: u64) -> Vec<Case> {
    let mut all = Vec::new();
    for a in 1..=most {
        for b in 1..=most {
            for c in 1..=most {
                if a != b && b != c && a != c {
                    all.push((a, b, c));
                }
            }
        }
    }
    all
}

/// The search finds a win in exactly three turns from every start up to
/// the search limit (none in two), the reference's `First`.
#[test]
fn the_search_wins_every_small_start_in_exactly_three_turns() {
    let mut p = Cf1375f::default();
    let all = triples(SEARCH_LIMIT);
    assert_eq!(all.len(), 336);
    for case in &all {
        assert_eq!(p.turns_searched(Piles::start(case), 3), Some(3), "{case:?}");
        assert_eq!(p.brute(case).unwrap(), p.reference(case));
    }
}

/// The judge's closed form equals the search on every position with
/// piles up to 12, each pile (or none) the one raised last: the turns
/// First needs, 1, 2 or (by the search: not within two) 3; and within three
/// for every position up to 6.
#[test]
fn the_closed_form_is_the_search_on_every_small_position() {
    let mut p = Cf1375f::default();
    let mut counts = [0usize; 4];
    for (a, b, c) in triples(12) {
        for last in 0..=3 {
            let pos = Piles { p: [a, b, c], last };
            let searched = p.turns_searched(pos, 2).unwrap_or(3);
            assert_eq!(turns_closed(&pos), searched, "{pos:?}");
            counts[searched as usize] += 1;
            if a.max(b).max(c) <= 6 {
                assert!(p.wins_within(pos, 3), "{pos:?}");
            }
        }
    }
    // Finishing shapes, two-turn and three-turn positions all occur.
    assert_eq!(counts.iter().sum::<usize>(), 1320 * 4);
    assert!(counts[1] > 0 && counts[2] > counts[1] && counts[3] > 0, "{counts:?}");
}

/// The construction against every legal reply of the second player (each
/// pile it may take and survive), from every triple up to 25 and from
/// random and extreme triples up to 10^9: won in at most three turns,
/// exactly three from each start, every y within 1..=10^12, the largest
/// 3 999 999 997 (piles 10^9 1 2).
#[test]
fn the_construction_beats_every_reply_within_three_turns() {
    /// The most turns the construction needs from `pos` against every
    /// reply, and its largest y.
    fn worst(pos: Piles) -> (usize, u64) {
        let y = first_y(&pos);
        assert!((1..=MOST_Y).contains(&y), "{pos:?}: y = {y}");
        let mut most = (1, y);
        for k in pos.safe_piles(y) {
            let (turns, big) = worst(pos.raise(k, y));
            most = (most.0.max(turns + 1), most.1.max(big));
        }
        assert!(most.0 <= 3, "{pos:?}");
        most
    }
    let mut largest = 0;
    for case in triples(25) {
        let (turns, y) = worst(Piles::start(&case));
        assert_eq!(turns, 3, "{case:?}");
        largest = largest.max(y);
    }
    let mut rng = Rng::new(1375);
    let hi = 1_000_000_000;
    let mut starts = traps(hi);
    for _ in 0..20_000 {
        let t = (rng.range(1, hi), rng.range(1, hi), rng.range(1, hi));
        if t.0 != t.1 && t.1 != t.2 && t.0 != t.2 {
            starts.push(t);
        }
    }
    for case in starts {
        let (turns, y) = worst(Piles::start(&case));
        assert_eq!(turns, 3, "{case:?}");
        largest = largest.max(y);
    }
    assert_eq!(triples(25).len(), 13_800);
    assert_eq!(largest, 3_999_999_997);
    assert_eq!(worst(Piles::start(&(1_000_000_000, 1, 2))).1, 3_999_999_997);
}

/// The judge's reply leaves the most turns still needed, by the search:
/// from every small start, for every y up to twice the largest pile.
#[test]
fn the_judges_reply_is_the_longest_by_the_search() {
    let mut p = Cf1375f::default();
    let mut rng = Rng::new(44);
    for case in triples(6) {
        let pos = Piles::start(&case);
        for y in 1..=2 * pos.max() {
            let safe = pos.safe_piles(y);
            match p.judge_pile(&pos, y, &mut rng) {
                None => assert!(safe.is_empty()),
                Some(k) => {
                    let turns = |p: &mut Cf1375f, j: usize| p.turns_searched(pos.raise(j, y), 3).unwrap();
                    let got = turns(&mut p, k);
                    for j in safe {
                        assert!(turns(&mut p, j) <= got, "{case:?} y = {y}: pile {k}, not {j}");
                    }
                }
            }
        }
    }
    // Equal turns: the larger largest pile (the y-too-large trap's reply).
    let pos = Piles::start(&(1_000_000_000, 1, 2));
    assert_eq!(p.judge_pile(&pos, 499_000_000_002, &mut rng), Some(1));
}

/// The published interaction: `5 2 6`, `First`, y = 2 to pile 3, then
/// y = 3 leaves no safe pile (the sample's judge is no adversary: ours
/// takes pile 2 of 5 2 6 for y = 2).
#[test]
fn the_sample_transcript_replays() {
    let start = Piles::start(&(5, 2, 6));
    assert_eq!(start.safe_piles(2), [1, 2, 3]);
    let pos = start.raise(3, 2);
    assert_eq!(pos.p, [5, 2, 8]);
    assert!(pos.safe_piles(3).is_empty());
    assert_eq!(read_pile(&start, 2, "3"), Ok(3));
    let mut p = Cf1375f::default();
    // Pile 2 leaves 5 4 6: pile 3 is always safe and never tops a
    // progression of 5 and 4, so First is three turns away.
    assert_eq!(p.judge_pile(&start, 2, &mut Rng::new(1)), Some(2));
    assert_eq!(turns_closed(&start.raise(2, 2)), 3);
    let (cases, out) = golden::<Cf1375f>("sample-1");
    assert_eq!((cases[0], out.as_str()), ((5, 2, 6), "First\n"));
    // The construction's own game from the sample.
    let line = p.line_of_play(&(5, 2, 6), &mut Rng::new(1));
    assert_eq!(line, [(6, Some(3)), (17, Some(1)), (10, None)]);
}

/// Lines the judge's side refuses, with why.
#[test]
fn illegal_lines_are_named() {
    let pos = Piles::start(&(5, 2, 6)).raise(3, 2);
    assert_eq!(read_y("0"), Err("y = 0 is outside 1..=10^12".to_string()));
    assert_eq!(read_y("1000000000001"), Err("y = 1000000000001 is outside 1..=10^12".to_string()));
    assert_eq!(read_y("1000000000000"), Ok(MOST_Y));
    assert_eq!(read_y("-1"), Err("y = -1 is outside 1..=10^12".to_string()));
    assert_eq!(read_y("1 2"), Err("write one integer y".to_string()));
    assert!(read_y("+3").unwrap_err().contains("no `+` sign"));
    assert!(read_y("3\r").is_ok());
    assert_eq!(read_pile(&pos, 3, "4"), Err("pile 4: the piles are 1, 2 and 3".to_string()));
    assert_eq!(read_pile(&pos, 3, "0"), Err("pile 0: the piles are 1, 2 and 3".to_string()));
    assert_eq!(
        read_pile(&pos, 1, "3"),
        Err("pile 3 took y on the turn before: the same pile twice in a row".to_string())
    );
    assert_eq!(
        read_pile(&pos, 3, "1"),
        Err("pile 1 + 3 = 8 equals pile 3: two piles are equal, the second player loses".to_string())
    );
    assert_eq!(read_pile(&pos, 1, "2"), Ok(2));
    let game = Playing::default();
    let turn = Turn::start(&(5, 2, 6));
    assert_eq!(game.show(&turn), "piles 5 2 6, First 3 turns from a win; name y (1 to 10^12)");
}

/// The binary wins every game from a triple up to 7 against the judge's
/// side, two seeds each (the largest kinds' games are in the goldens).
#[test]
fn the_binary_wins_every_small_game() {
    let problem = sglab::contract::erased::Erased::<Cf1375f>::new().unwrap();
    assert_eq!(Cf1375f::KIND, Kind::Interactive);
    for case in triples(7) {
        let input = write_one::<Cf1375f>(&case);
        for seed in [1, 2] {
            let judged = judge_as(&problem, &[bin().to_string()], &input, "", Duration::from_secs(60), 1024, seed)
                .unwrap();
            assert_eq!(judged.verdict, Verdict::Ac, "{case:?}:\n{}", judged.stdout);
        }
    }
}

/// The wrong fixtures: the judge tool's reports name each trap.
#[test]
fn wrong_fixtures_are_caught_by_name() {
    sglab::assert_fixture_report!(
        Cf1375f,
        "second.py",
        "the player's side choice `Second` gave the judge the first move",
        "two piles are equal, the second player loses"
    );
    sglab::assert_fixture_report!(Cf1375f, "first_y_too_large.py", "is outside 1..=10^12");
    sglab::assert_fixture_report!(
        Cf1375f,
        "first_y_half_trillion.py",
        "counterexample (",
        ":\n  1000000000 1 2\nexpected, from the proven reference",
        "judge:  1000000000 1 2\n  player: First\n  player: 499000000002\n  judge:  1\n  player: 1000000000001\n  judge:  -1\n",
        "`1000000000001`: y = 1000000000001 is outside 1..=10^12"
    );
    // The shrink walks to the least first pile that breaks 32-bit ints.
    sglab::assert_fixture_report!(Cf1375f, "int32.c", ":\n  536870913 1 2\nexpected");
    sglab::assert_fixture_report!(
        Cf1375f,
        "after_zero.py",
        "after the judge's `0`: the game is over, the program must exit at once"
    );
}
