//! Codeforces 1149E Election Promises: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs: the capped
//! search of the rules against the layer rule, the checker against the
//! search (it accepts exactly the winning conventions), the checker's
//! reasons, the card's traps, the largest generators' shapes, the
//! write-up's table and one fixture's report.

use pack::problems::cf1149e::*;
use sglab::prelude::*;

sglab::suite!(Cf1149e);

/// Whether the layer rule says the first party wins.
fn rule_wins(case: &Election) -> bool {
    winning_move(case).is_some()
}

/// Every position of the capped domain (taxes 0..=2^bits - 1) of seeded
/// random graphs: the search and the layer rule agree.
#[test]
fn the_search_of_the_rules_agrees_with_the_layers() {
    let mut p = Cf1149e::default();
    let mut rng = Rng::new(11);
    let mut positions = 0;
    for _ in 0..sglab::suite::tier::budget(40, 150) {
        let shape = Cf1149e::random_small(&mut rng);
        let n = shape.n();
        let bits = if n <= 3 { 3 } else { 2 };
        let succ = successors(n, &shape.roads);
        for code in 0..1u64 << (bits * n as u32) {
            let h: Vec<u64> = (0..n).map(|i| code >> (i as u32 * bits) & ((1 << bits) - 1)).collect();
            let case = Election {
                h: h.clone(),
                roads: shape.roads.clone(),
            };
            assert_eq!(p.search(&succ, bits, &h), rule_wins(&case), "{case:?}");
            positions += 1;
        }
    }
    assert!(positions > 1000, "{positions}");
}

/// On seeded small cases the checker accepts a convention within the cap
/// exactly when the search says it wins, accepts the reference's answer,
/// and accepts LOSE exactly on lost positions.
#[test]
fn the_checker_accepts_exactly_the_winning_conventions() {
    let mut p = Cf1149e::default();
    let mut rng = Rng::new(12);
    let (mut winning, mut losing) = (0, 0);
    for _ in 0..sglab::suite::tier::budget(100, 400) {
        let case = Cf1149e::random_small(&mut rng);
        let outcomes = p.capped_outcomes(&case).expect("small");
        for (after, wins) in &outcomes {
            let verdict = judge_output(&case, &answer(Some(after)));
            assert_eq!(verdict.is_ok(), *wins, "{case:?} -> {after:?}: {verdict:?}");
            if *wins {
                winning += 1;
            } else {
                losing += 1;
            }
        }
        let lost = !outcomes.iter().any(|(_, wins)| *wins);
        assert_eq!(judge_output(&case, "LOSE\n").is_ok(), lost, "{case:?}");
        let reference = p.reference(&case);
        assert_eq!(judge_output(&case, &reference), Ok(()), "{case:?}");
    }
    assert!(winning > 100 && losing > 1000, "{winning} {losing}");
}

/// A move past the cap (values up to 2*10^18) is judged by the layers too:
/// xoring a big mask into two successors of one layer changes nothing.
#[test]
fn large_taxes_in_a_move_are_legal_up_to_2e18() {
    // City 1 -> 2, 3 (both sinks: layer 0); city 1 is layer 1.
    let case = Election::new(&[1, 4, 4], &[(1, 2), (1, 3)]);
    let big = 1_000_000_000_000_000_000u64;
    assert_eq!(judge_output(&case, &format!("WIN\n0 {big} {big}\n")), Ok(()));
    let past = MAX_ANSWER + 1;
    let why = judge_output(&case, &format!("WIN\n0 {past} {past}\n")).unwrap_err();
    assert!(why.contains("larger than 2*10^18"), "{why}");
    assert_eq!(
        judge_output(&case, &format!("WIN\n0 {MAX_ANSWER} {MAX_ANSWER}\n")),
        Ok(())
    );
}

/// Each wrong fixture's kind of answer is refused with a reason naming the
/// layer or the city, and malformed outputs name the token.
#[test]
fn the_checker_says_why_in_the_games_terms() {
    let refused = |case: &Election, output: &str, says: &[&str]| {
        let why = judge_output(case, output).expect_err(output);
        for s in says {
            assert!(why.contains(s), "{output:?} on {case:?}: {why}");
        }
    };
    let [nim_lose, sample1, depth, _, height, ..] = <[Election; 9]>::try_from(traps()).unwrap();
    // Plain Nim: LOSE on a won position; its move from sample 1.
    refused(
        &nim_lose,
        "LOSE\n",
        &["LOSE, but the first party wins: layer 1 (cities 1) has xor 1", "city 1: 1 -> 0"],
    );
    refused(
        &sample1,
        "WIN\n2 1 1 4\n",
        &[
            "the convention in city 4 (city 4: 5 -> 4)",
            "layer 1 (cities 1, 3) has xor 3 != 0",
        ],
    );
    // Depth and height groups: WIN on lost positions.
    refused(&depth, "WIN\n0 1 1 1\n", &["layer 0 (cities 1, 3) has xor 1", "lost already"]);
    refused(&height, "WIN\n0 0 1\n", &["layer 0 (cities 1, 3) has xor 1", "lost already"]);
    // A fix-up in a city no road from v reaches.
    let apart = Election::new(&[0, 0, 1, 1], &[(1, 2), (3, 4)]);
    refused(
        &apart,
        "WIN\n0 1 0 1\n",
        &["city 2 changed (0 -> 1), but no road leads to it from city 3"],
    );
    assert_eq!(judge_output(&apart, "WIN\n0 0 0 0\n"), Ok(()));
    // h'_v = h_v is no convention; a raise alone neither.
    refused(&apart, "WIN\n0 0 1 1\n", &["no tax changed"]);
    refused(&apart, "WIN\n0 0 1 2\n", &["no tax went down (city 4: 1 -> 2)"]);
    // Tokens.
    refused(&apart, "", &["the output is empty"]);
    refused(&apart, "win\n0 0 0 0\n", &["token 1, \"win\": expected WIN or LOSE (upper case)"]);
    refused(&apart, "WIN\n0 0 0\n", &["WIN is followed by 3 numbers; expected n = 4"]);
    refused(&apart, "WIN\n0 0 0 0 0\n", &["token 6, \"0\": text after the n = 4 taxes"]);
    refused(&apart, "WIN\n0 -1 0 0\n", &["token 3 (city 2's tax), \"-1\": negative"]);
    refused(&apart, "WIN\n0 x 0 0\n", &["token 3 (city 2's tax), \"x\": not an integer"]);
    // As strict as a testlib checker: no leading zero, no `+`, and ASCII
    // whitespace only between tokens (issue 46).
    refused(
        &apart,
        "WIN\n0 0001 0 0\n",
        &["token 3 (city 2's tax), \"0001\": an integer has no leading zero"],
    );
    refused(&apart, "WIN\n0 +1 0 0\n", &["token 3 (city 2's tax), \"+1\": an integer has no `+` sign"]);
    for space in ["\u{a0}", "\u{3000}", "\u{2003}"] {
        refused(&apart, &format!("WIN\n0{space}0 0 0\n"), &["not an integer"]);
        refused(&apart, &format!("WIN{space}0 0 0 0\n"), &["expected WIN or LOSE"]);
    }
    refused(
        &apart,
        "WIN\n0 99999999999999999999 0 0\n",
        &["token 3 (city 2's tax), \"99999999999999999999\": larger than 2*10^18"],
    );
    refused(&depth, "LOSE\nLOSE\n", &["token 2, \"LOSE\": nothing may follow LOSE"]);
    // Any ASCII whitespace layout is accepted.
    assert_eq!(judge_output(&apart, "WIN 0 0\n0\t0"), Ok(()));
    assert_eq!(judge_output(&apart, "WIN\r\n0 0 0 0 \r\n\n"), Ok(()));
}

/// The card's traps: the search's verdicts, and what each wrong rule says.
#[test]
fn the_cards_traps() {
    let mut p = Cf1149e::default();
    let wins: Vec<Option<bool>> = traps().iter().map(|c| p.mover_wins(c)).collect();
    let (won, lost) = (Some(true), Some(false));
    // Trap 8 (sample 3, taxes up to 314) is too large to search.
    assert_eq!(wins, [won, won, lost, won, lost, lost, won, None, won]);
    for case in traps() {
        assert_eq!(judge_output(&case, "LOSE\n").is_err(), rule_wins(&case), "{case:?}");
        if let Some(wins) = p.mover_wins(&case) {
            assert_eq!(wins, rule_wins(&case), "{case:?}");
        }
    }
    // Plain Nim's xor of all taxes is 0 on trap 1 (a win).
    let nim = |c: &Election| c.h.iter().fold(0, |x, t| x ^ t);
    assert_eq!(nim(&traps()[0]), 0);
    // Trap 3: the layers are {1, 3} and {2, 4}.
    assert_eq!(layers_of(&traps()[2]), [0, 1, 0, 1]);
    // Trap 4: one city per layer 2, 0, 1; trap 5: layers 0, 1, 0.
    assert_eq!(layers_of(&traps()[3]), [2, 0, 1]);
    assert_eq!(layers_of(&traps()[4]), [0, 1, 0]);
    // Trap 7: city 4 (layer 0) reaches city 1 (layer 2), which may change.
    let t7 = &traps()[6];
    assert_eq!(layers_of(t7), [2, 1, 0, 0]);
    assert_eq!(judge_output(t7, "WIN\n0 0 0 0\n"), Ok(()));
    // Raising city 1 from city 4 is legal: the refusal is about layer 2.
    let why = judge_output(t7, "WIN\n5 0 0 0\n").unwrap_err();
    assert!(
        why.starts_with("the convention in city 4 (city 4: 1 -> 0, city 1: 1 -> 5)") && why.contains("layer 2"),
        "{why}"
    );
}

/// The largest generators: a path of 200000 cities, the tournament that
/// reaches layer 631 with 632 cities, a random DAG and a lost one.
#[test]
fn the_largest_inputs_have_their_shapes() {
    let limits = meta_of_cf1149e().limits;
    let one = |kind: &str| sglab::contract::generate::<Cf1149e>(kind, 1, &limits).unwrap().remove(0);
    let path = one("path");
    assert_eq!((path.n(), path.roads.len()), (200_000, 199_999));
    assert_eq!(layers_of(&path).iter().max(), Some(&1));
    let tour = one("tournament");
    assert_eq!((tour.n(), tour.roads.len()), (200_000, 200_000));
    let layer = layers_of(&tour);
    assert_eq!(layer.iter().max(), Some(&631));
    assert!((0..=631).all(|k| layer.contains(&k)));
    // The checker on the largest input: the reference's answer, and an
    // output changing every tax (the richest city lowered, all others raised) in
    // O(n + m), however many cities changed.
    let mut p = Cf1149e::default();
    let reference = p.reference(&tour);
    assert_eq!(p.check(std::slice::from_ref(&tour), &reference), Ok(()));
    let mut all = tour.h.clone();
    all.iter_mut().for_each(|t| *t += 1);
    let richest = (0..tour.n()).max_by_key(|&v| tour.h[v]).unwrap();
    all[richest] = 0;
    let (case, why) = p.check(std::slice::from_ref(&tour), &answer(Some(&all))).unwrap_err();
    assert!(case == 0 && why.contains("but no road leads to it from city"), "{why}");
    let dag = one("dag");
    assert_eq!((dag.n(), dag.roads.len()), (200_000, 200_000));
    let lost = one("lost");
    assert!(winning_move(&lost).is_none());
    assert_eq!(Cf1149e::default().reference(&lost), "LOSE\n");
}

fn meta_of_cf1149e() -> sglab::meta::Meta {
    sglab::meta::find("cf1149e").unwrap()
}

/// The write-up's table: on the path 1 -> 2 -> 3 with taxes 0..=3, by the
/// search: P for a lost position, N for a won one.
#[test]
fn the_write_ups_table_is_the_searchs() {
    let mut p = Cf1149e::default();
    let roads = [(1, 2), (2, 3)];
    let succ = successors(3, &roads);
    let mut text = String::new();
    for h2 in 0..2u64 {
        let header: Vec<String> = (0..4).map(|h3| format!("$h_3 = {h3}$")).collect();
        let rows: Vec<Vec<String>> = (0..4u64)
            .map(|h1| {
                let cells = (0..4u64).map(|h3| if p.search(&succ, 2, &[h1, h2, h3]) { "N" } else { "P" });
                row(format!("$h_1 = {h1}$, $h_2 = {h2}$"), cells)
            })
            .collect();
        let mut head = vec![String::new()];
        head.extend(header);
        text.push_str(&markdown_table(&head, &rows));
        text.push('\n');
    }
    assert_write_up_has(&text);
}

/// The write-up's account of a wrong fixture: the judge's own report.
#[test]
fn wrong_fixtures_shrink_to_the_write_ups_cases() {
    let nim = shrunk_to("2 1\n1 1\n1 2\n", "WIN\n0 0\n", "LOSE\n");
    sglab::assert_fixture_report!(
        Cf1149e,
        "nim.py",
        nim,
        "LOSE, but the first party wins: layer 1 (cities 1) has xor 1 != 0, so the player to move wins: \
         a winning convention is city 1: 1 -> 0, city 2: 1 -> 0",
        "sample-1           ",
        "the convention in city 4 (city 4: 5 -> 2) leaves a position where layer 1 (cities 1, 3) has xor 3 != 0"
    );
}

/// The write-up attributes nothing to an editorial it cannot give the
/// address of.
#[test]
fn cf1149e_cites_no_editorial_without_an_address() {
    use crate::flat;
    let page = flat(&write_up());
    assert!(!page.contains("editorial writes"));
    assert!(!page.contains("its editorial"));
    assert!(page.contains("The layer rule and its proof above are the pack's own and rest on no editorial"));
}
