//! `--prove` reproduces the published solutions of the octal games that
//! need under a million heap sizes (`explore::published::SOLVED`, from
//! Flammenkamp's tables, https://wwwhomes.uni-bielefeld.de/achim/octal.html;
//! Gangolli and Plambeck 1989 for .16), with .16's rare values; and a period
//! seen on a short table is not taken for proven when it breaks later. The
//! long ones (.354, .376, Grundy's game to 2^21) run in
//! `scripts/bench.sh explore`.

use explorer::published::SOLVED;
use explorer::run;
use sglab::octal::Octal;
use sglab::octal_table::{HeapRules, Method, Table};
use sglab::pattern::{candidate, theorem_end};

fn explore(args: &str) -> String {
    let args: Vec<String> = args.split_whitespace().map(String::from).collect();
    run(&args, &[]).unwrap()
}

#[test]
fn small_solved_games_are_proven_with_the_published_period() {
    // The published games whose proof needs under 10^6 heap sizes, from
    // the one list of them; and a `4.` code, proven by the same theorem:
    // period 51 from 998.
    let small = SOLVED.iter().filter(|&&(_, n0, p)| 2 * n0 + p < 1_000_000);
    for &(code, n0, p) in small.chain(&[("4.344", 998, 51)]) {
        let out = explore(&format!("--octal {code} --prove"));
        assert!(
            out.contains(&format!("period {p}, saltus 0, preperiod {n0}:"))
                && out.contains(&format!("proven for all n >= {n0} by the octal periodicity theorem")),
            "{code}: {out}"
        );
    }
}

/// The explorer, run with `args`, reports the sparse space `mask` with
/// `count` sparse heap sizes besides 0, the last at `last`.
fn assert_sparse_space(args: &str, mask: &str, count: usize, last: usize) {
    let out = explore(args);
    assert!(
        out.contains(&format!("sparse space: mask {mask} "))
            && out.contains(&format!(
                "; {count} sparse heap sizes besides n = 0, the last at n = {last}\n"
            )),
        "{args}: {out}"
    );
}

#[test]
fn octal_16_has_53_rare_heap_sizes_under_mask_1e_the_last_at_13935() {
    assert_sparse_space("--octal 0.16 -n 120000", "0x1e", 52, 13935);
}

/// Flammenkamp's sparse set of Grundy's game (all bits but the lowest):
/// 1,273 sparse heap sizes besides 0 up to 7.3 million, the last at 82,860
/// (`explore --grundys-game -n 7300000`, mask 0x1fe once g(7,250,049) = 256
/// appears; too long for CI). None appears between 82,860 and 100,000.
#[test]
fn grundys_game_has_1273_sparse_heap_sizes_besides_0_the_last_at_82860() {
    assert_sparse_space("--grundys-game -n 100000", "0xfe", 1273, 82860);
}

#[test]
fn a_period_seen_early_is_not_proven_and_breaks_later() {
    let game = Octal::parse("0.16").unwrap();
    let mut table = Table::new(HeapRules::octal(&game), Method::Sparse);
    table.extend_to(20_000, false).unwrap();
    // On 0..20000 some period repeats over a whole period at the end...
    let early = candidate(&table.g, 1).expect("a repetition at the end");
    let need = theorem_end(early.preperiod, early.period, 2, 2) + early.period - 1;
    assert!(need > 20_000, "{early:?}");
    // ...but the theorem's range is not covered, and the values break it.
    table.extend_to(need, false).unwrap();
    let g = &table.g;
    assert!(
        (early.preperiod..=need - early.period).any(|n| g[n] != g[n + early.period]),
        "{early:?}"
    );
    let capped = explore("--octal 0.16 --prove -n 20000");
    assert!(!capped.contains("proven for all"), "{capped}");
}

/// The census on a sample: published solved and trivial games (and codes
/// listed under them) come out proven with the published period and
/// preperiod; a published unsolved game stays open.
#[test]
fn the_census_agrees_with_the_published_tables_on_a_sample() {
    use explorer::census::{census, listed_as};
    use sglab::octal::short_codes as codes;
    assert_eq!(codes().len(), 1023);
    assert_eq!(listed_as("0.177"), "0.45");
    assert_eq!(listed_as("4.4"), "0.77");
    assert_eq!(listed_as("0.137"), "0.4");
    assert_eq!(listed_as("4.0"), "4.0");
    let sample: Vec<String> = [
        "0.45", "0.156", "0.356", "0.644", "0.165", "0.16", "0.177", "0.4", "0.07", "0.137", "0.44", "4.0", "4.4",
        "4.444", "0.055", "4.005", "0.6",
    ]
    .iter()
    .map(|c| c.to_string())
    .collect();
    let rows = census(&sample, 0.5, 2, false).unwrap();
    let row = |code: &str| rows.iter().find(|r| r.code == code).unwrap();
    for r in &rows {
        let want = if r.code == "0.6" { "open as published" } else { "agrees" };
        assert_eq!(r.verdict, want, "{}", r.code);
    }
    assert_eq!(row("0.45").proven, Some((498, 20)));
    assert_eq!(row("0.16").proven, Some((105351, 149459)));
    // .177 is .45 on one token fewer a heap; .4 is Dawson's chess (.137) on
    // two fewer (the published prefix 52 is .137's).
    assert_eq!((row("0.177").reduced.as_str(), row("0.177").offset), ("0.177", 0));
    assert_eq!(row("0.177").proven, Some((497, 20)));
    assert_eq!((row("0.4").reduced.as_str(), row("0.4").offset), ("0.137", 2));
    assert_eq!(row("0.4").proven, Some((54, 34)));
    assert_eq!(row("0.07").proven, Some((53, 34)));
    assert_eq!(row("4.0").proven, Some((1, 2)));
    assert_eq!(row("4.4").reduced, "0.77");
    assert_eq!(row("0.16").found.mask, Some(0x1e));
    assert_eq!(row("0.6").proven, None);
}

/// g(0..=n) of the code `4.d1d2d3` written from the rules alone (no
/// `Octal`, no sparse space): d0 = 4 splits a heap in two nonempty heaps
/// without taking; digit d_k allows taking k and leaving nothing (bit 1,
/// only from a heap of exactly k), one nonempty heap (bit 2) or two (bit 4).
fn plain_split_code(d: [usize; 3], n_max: usize) -> Vec<usize> {
    let digits = [4, d[0], d[1], d[2]];
    let mut g = vec![0usize; n_max + 1];
    let mut seen = vec![0usize; 4096];
    for n in 1..=n_max {
        for (k, &dk) in digits.iter().enumerate().filter(|&(k, _)| k <= n) {
            if dk & 1 != 0 && k == n {
                seen[0] = n;
            }
            if dk & 2 != 0 && k < n {
                seen[g[n - k]] = n;
            }
            if dk & 4 != 0 {
                for a in 1..=(n - k) / 2 {
                    seen[g[a] ^ g[n - k - a]] = n;
                }
            }
        }
        g[n] = (0..).find(|&v| seen[v] != n).unwrap();
    }
    g
}

/// T. Czajka lists 4.344 and 4.364 as unsolved; the census proves 4.344
/// period 51 from 998 and 4.364 period 62 from 11,687. Confirmed here by
/// the plain computation above, well past the theorem's ranges (998 <= n
/// < 2 * 998 + 51 + 3 = 2,050 and 11,687 <= n < 23,439): to 20,000 and
/// 40,000.
#[test]
fn octal_4_344_and_4_364_are_periodic_by_a_plain_computation() {
    for (d, n0, p, n_max) in [([3, 4, 4], 998, 51, 20_000), ([3, 6, 4], 11_687, 62, 40_000)] {
        let g = plain_split_code(d, n_max);
        assert!((n0..=n_max - p).all(|n| g[n + p] == g[n]), "{d:?}");
        assert_ne!(g[n0 - 1], g[n0 - 1 + p], "{d:?}");
    }
    let out = explore("--octal 4.344 --prove");
    assert!(out.contains("period 51, saltus 0, preperiod 998:"), "{out}");
    let out = explore("--octal 4.364 --prove");
    assert!(out.contains("period 62, saltus 0, preperiod 11687:"), "{out}");
}
