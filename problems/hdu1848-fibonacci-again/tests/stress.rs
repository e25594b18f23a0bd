//! HDU 1848 against the exhaustive three-pile game: seeded random cases,
//! every small position, the Grundy table behind the write-up, the golden
//! files, the terminator, and the bad-input suite.

use sglab::games::subtraction;
use sglab::grundy;
use sglab::harness::{self, Frame};
use sglab::rng::Rng;
use sglab::search::{sum_steps, Play, Search};

const BIN: &str = env!("CARGO_BIN_EXE_hdu1848");
const MAX_PILE: usize = 1000;
/// Largest pile the brute force searches (its positions grow as pile^3).
const BRUTE_PILE: usize = 60;

/// The real game, searched move by move with no SG theory: whether the
/// first player wins each case. One memo serves all cases.
fn brute(cases: &[[usize; 3]]) -> Vec<bool> {
    let largest = cases.iter().flatten().copied().max().unwrap_or(0);
    assert!(largest <= BRUTE_PILE, "pile {largest} is too large for the brute force");
    let fib = subtraction::fibonacci(largest);
    let mut search = Search::new(Play::Normal, |p: &Vec<usize>| {
        sum_steps(p, |pile| subtraction::steps(&fib, pile))
    });
    cases
        .iter()
        .map(|piles| {
            let mut start = piles.to_vec();
            start.sort();
            search.mover_wins(&start)
        })
        .collect()
}

/// The Sprague-Grundy reference: xor of Grundy values tabulated from the
/// rules by `sglab::grundy` (checked against `brute` below).
fn reference(cases: &[[usize; 3]]) -> Vec<bool> {
    let g = grundy_values();
    cases.iter().map(|&[m, n, p]| g[m] ^ g[n] ^ g[p] != 0).collect()
}

fn grundy_values() -> Vec<u32> {
    grundy::table(MAX_PILE, subtraction::fibonacci_options)
}

fn answers(first_wins: &[bool]) -> String {
    first_wins
        .iter()
        .map(|&w| if w { "Fibo\n" } else { "Nacci\n" })
        .collect()
}

fn render(cases: &[[usize; 3]]) -> String {
    let mut text: String = cases.iter().map(|[m, n, p]| format!("{m} {n} {p}\n")).collect();
    text.push_str("0 0 0\n");
    text
}

/// Random piles up to `top`, now and then an empty one (never all three).
fn random_cases(rng: &mut Rng, count: usize, top: usize) -> Vec<[usize; 3]> {
    (0..count)
        .map(|_| {
            let mut piles = [0; 3];
            for p in &mut piles {
                *p = if rng.chance(1, 10) {
                    0
                } else {
                    rng.range(1, top as u64) as usize
                };
            }
            if piles == [0; 3] {
                piles[0] = 1;
            }
            piles
        })
        .collect()
}

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    let seeds: Vec<Vec<[usize; 3]>> = (1..=5)
        .map(|seed| random_cases(&mut Rng::new(seed), 1000, BRUTE_PILE))
        .collect();
    // One search (one memo) for all seeds.
    let expected = brute(&seeds.concat());
    for (seed, cases) in seeds.iter().enumerate() {
        let wins = &expected[seed * 1000..(seed + 1) * 1000];
        assert_eq!(harness::run_ok(BIN, &render(cases)), answers(wins), "seed {}", seed + 1);
    }
}

#[test]
fn every_position_with_piles_up_to_fifteen() {
    let mut cases = Vec::new();
    for m in 0..=15 {
        for n in 0..=15 {
            for p in 0..=15 {
                if [m, n, p] != [0; 3] {
                    cases.push([m, n, p]);
                }
            }
        }
    }
    assert_eq!(harness::run_ok(BIN, &render(&cases)), answers(&brute(&cases)));
}

#[test]
fn reference_matches_brute_force() {
    let mut rng = Rng::new(1848);
    let cases = random_cases(&mut rng, 3000, BRUTE_PILE);
    assert_eq!(reference(&cases), brute(&cases));
}

#[test]
fn readme_table_is_the_games_table() {
    // Rows `| 10-19 | g(10) | ... | g(19) |` of the write-up's table.
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let g = grundy_values();
    let mut rows = 0;
    for line in readme.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let range = cells.get(1).and_then(|c| c.split_once('-'));
        let (first, last) = match range.map(|(a, b)| (a.parse::<usize>(), b.parse::<usize>())) {
            Some((Ok(first), Ok(last))) => (first, last),
            _ => continue,
        };
        let values: Vec<u32> = cells[2..=last - first + 2].iter().map(|c| c.parse().unwrap()).collect();
        assert_eq!(values, g[first..=last], "README row {line}");
        rows += 1;
    }
    assert!(rows >= 4, "the README table has {rows} rows");
}

#[test]
fn values_up_to_1000_are_as_the_readme_says() {
    let g = grundy_values();
    let first_with = |v: u32| g.iter().position(|&x| x == v);
    assert_eq!(g.iter().max(), Some(&9));
    assert_eq!(
        [6, 7, 8, 9].map(first_with),
        [Some(144), Some(145), Some(167), Some(627)]
    );
    // Where g(x) = g(x - 10) starts to fail, after holding at x - 1.
    let breaks: Vec<usize> = (11..=MAX_PILE)
        .filter(|&x| g[x] != g[x - 10] && g[x - 1] == g[x - 11])
        .take(4)
        .collect();
    assert_eq!(breaks, [34, 70, 106, 142]);
}

#[test]
fn terminator_ends_the_input_and_zero_piles_are_empty() {
    // Only whitespace may follow `0 0 0`, and the input must have it.
    harness::expect_failure(BIN, b"1 1 1\n0 0 0\n1 4 1\n", "Fibo\n");
    harness::expect_failure(BIN, b"1 1 1\n1 4 1", "Fibo\nNacci\n");
    // A zero pile is an empty pile (beyond the statement's 1 <= m, n, p).
    let cases = [[0, 1, 1], [0, 0, 4], [4, 0, 0], [0, 3, 7]];
    assert_eq!(harness::run_ok(BIN, &render(&cases)), answers(&brute(&cases)));
}

#[test]
fn piles_past_the_statement_are_refused_by_name() {
    let error = harness::expect_failure(BIN, b"1 4 1\n1 1001 1\n0 0 0\n", "Nacci\n");
    assert_eq!(
        error,
        "error: n at byte 8: 1001 is outside the supported range 0..=1000"
    );
}

/// Expected output for any valid input: the brute force where every pile
/// is small, else the Sprague-Grundy reference.
fn oracle(input: &str) -> String {
    let cases = parse(input);
    let small = cases.iter().flatten().all(|&p| p <= BRUTE_PILE);
    answers(&if small { brute(&cases) } else { reference(&cases) })
}

fn parse(input: &str) -> Vec<[usize; 3]> {
    let numbers: Vec<usize> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    numbers
        .chunks(3)
        .map(|c| [c[0], c[1], c[2]])
        .take_while(|c| *c != [0; 3])
        .collect()
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, oracle);
}

#[test]
fn bad_input() {
    harness::bad_input_suite(
        BIN,
        Frame::Terminator("0 0 0"),
        &[("1 1 1\n", "Fibo\n"), ("1 4 1\n", "Nacci\n")],
    );
}
