//! AtCoder ABC206 F against the game searched over every set of chosen
//! intervals: seeded random cases, every list of up to three intervals in a
//! short line, touching ends, the exact output strings, the golden files,
//! range limits, the bad-input suite, and the write-up's table.

use sglab::games::intervals::Interval;
use sglab::harness::{self, Frame};
use sglab::judge::{brute_output, expected_output};
use sglab::problems::abc206f::{table, Abc206f};
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_abc206f");
const SAMPLE: &str = "5\n3\n53 98\n8 43\n12 53\n10\n4 7\n5 7\n3 7\n4 5\n5 8\n6 9\n4 8\n5 10\n1 9\n5 10\n2\n58 98\n11 29\n6\n79 83\n44 83\n38 74\n49 88\n18 45\n64 99\n1\n5 9\n";

/// The binary's output on `cases`, T <= 20 per input as the judge allows.
fn run(cases: &[Vec<Interval>]) -> String {
    cases
        .chunks(20)
        .map(|chunk| harness::run_ok(BIN, &Abc206f::write(chunk)))
        .collect()
}

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    for seed in 1..=3 {
        let mut rng = Rng::new(seed);
        let cases: Vec<Vec<Interval>> = (0..1000).map(|_| Abc206f::random_small(&mut rng)).collect();
        assert_eq!(run(&cases), brute_output::<Abc206f>(&cases), "seed {seed}");
    }
}

#[test]
fn every_list_of_up_to_three_intervals_in_1_to_6() {
    let all: Vec<Interval> = (1..6).flat_map(|l| (l + 1..=6).map(move |r| (l, r))).collect();
    let mut cases: Vec<Vec<Interval>> = Vec::new();
    for (i, &a) in all.iter().enumerate() {
        cases.push(vec![a]);
        for (j, &b) in all.iter().enumerate().skip(i) {
            cases.push(vec![a, b]);
            for &c in &all[j..] {
                cases.push(vec![a, b, c]);
            }
        }
    }
    assert_eq!(cases.len(), 15 + 120 + 680);
    assert_eq!(run(&cases), brute_output::<Abc206f>(&cases));
}

#[test]
fn touching_ends_do_not_meet() {
    // Closed intervals would make [1, 2) and [2, 3) meet: one move, Alice.
    let cases = vec![vec![(1, 2), (2, 3)], vec![(12, 53), (53, 98)], vec![(1, 3), (2, 4)]];
    assert_eq!(brute_output::<Abc206f>(&cases), "Bob\nBob\nAlice\n");
    assert_eq!(run(&cases), "Bob\nBob\nAlice\n");
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Abc206f>);
}

#[test]
fn output_strings_are_byte_exact() {
    assert_eq!(
        harness::run_ok(BIN, SAMPLE).as_bytes(),
        b"Bob\nAlice\nBob\nAlice\nAlice\n"
    );
}

#[test]
fn ranges_are_enforced_by_name() {
    let error = harness::expect_failure(BIN, b"2\n1\n5 9\n1\n9 5\n", "Alice\n");
    assert_eq!(
        error,
        "error: R_i at byte 12: 5 is outside the supported range 10..=100"
    );
    let error = harness::expect_failure(BIN, b"1\n1\n1 101\n", "");
    assert!(error.starts_with("error: R_i at byte 6: 101 is outside"), "{error}");
    let error = harness::expect_failure(BIN, b"1\n1\n100 101\n", "");
    assert!(
        error.starts_with("error: L_i at byte 4: 100 is outside the supported range 1..=99"),
        "{error}"
    );
    let error = harness::expect_failure(BIN, b"1\n101\n", "");
    assert!(error.starts_with("error: N at byte 2: 101 is outside"), "{error}");
    let hundred = format!("1\n100\n{}", "1 100\n".repeat(100));
    assert_eq!(harness::run_ok(BIN, &hundred), "Alice\n");
}

#[test]
fn bad_input() {
    harness::bad_input_suite(
        BIN,
        Frame::Count,
        &[
            ("3\n53 98\n8 43\n12 53\n", "Bob\n"),
            ("2\n1 3\n2 4\n", "Alice\n"),
            ("1\n5 9\n", "Alice\n"),
        ],
    );
}

/// The write-up's table: g(l, r) for the sample's second test, 1 <= l < r <= 10.
fn sample_table() -> String {
    let cases = Abc206f::parse(SAMPLE).unwrap();
    let g = table(&cases[1]);
    let mut text = String::from("l\\r  2  3  4  5  6  7  8  9 10\n");
    for (l, row) in g.iter().enumerate().take(10).skip(1) {
        text.push_str(&format!("{l:>3}"));
        for (r, value) in row.iter().enumerate().take(11).skip(2) {
            text.push_str(&if r > l {
                format!("{value:>3}")
            } else {
                "  .".to_string()
            });
        }
        text.push('\n');
    }
    text
}

#[test]
fn readme_table_is_the_segment_table_and_the_search_agrees() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let text = sample_table();
    assert!(readme.contains(&text), "README.md lacks the table:\n{text}");
    // Each cell is zero exactly when the game on the segment alone (the
    // intervals inside it) is lost for the player to move, by search.
    let list = &Abc206f::parse(SAMPLE).unwrap()[1];
    let g = table(list);
    for l in 1..10u32 {
        for r in l + 1..=10 {
            let inside: Vec<Interval> = list.iter().copied().filter(|&(a, b)| l <= a && b <= r).collect();
            let first_wins = Abc206f::brute(&[inside]).remove(0).as_deref() == Some("Alice\n");
            assert_eq!(first_wins, g[l as usize][r as usize] != 0, "[{l}, {r})");
        }
    }
}
