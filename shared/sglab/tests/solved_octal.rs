//! `--prove` reproduces the published solutions of the octal games that
//! need a few hundred thousand heap sizes or less (Flammenkamp's tables,
//! https://wwwhomes.uni-bielefeld.de/achim/octal.html; Gangolli and
//! Plambeck 1989 for .16), with .16's rare values; and a period seen on a
//! short table is not taken for proven when it breaks later. The long ones
//! (.56, .127, .354, .376, Grundy's game to 2^21) run in
//! `scripts/bench.sh explore`.

use sglab::explore::run;
use sglab::octal::Octal;
use sglab::octal_table::{Method, Rules, Table};
use sglab::pattern::{candidate, theorem_end};

fn explore(args: &str) -> String {
    let args: Vec<String> = args.split_whitespace().map(String::from).collect();
    run(&args).unwrap()
}

#[test]
fn small_solved_games_are_proven_with_the_published_period() {
    for (code, n0, p) in [
        ("0.45", 498, 20),
        ("0.156", 3479, 349),
        ("0.356", 7315, 142),
        ("0.644", 3256, 442),
        ("0.165", 5181, 1550),
        ("0.16", 105351, 149459),
        // A `4.` code, proven by the same theorem: period 51 from 998.
        ("4.344", 998, 51),
    ] {
        let out = explore(&format!("--octal {code} --prove"));
        assert!(
            out.contains(&format!("period {p}, saltus 0, preperiod {n0}:"))
                && out.contains(&format!("proven for all n >= {n0} by the octal periodicity theorem")),
            "{code}: {out}"
        );
    }
}

#[test]
fn octal_16_has_53_rare_heap_sizes_under_mask_1e_the_last_at_13935() {
    let out = explore("--octal 0.16 -n 120000");
    assert!(
        out.contains("sparse space: mask 0x1e ")
            && out.contains("; 52 sparse heap sizes besides n = 0, the last at n = 13935\n"),
        "{out}"
    );
}

/// Flammenkamp's sparse set of Grundy's game (all bits but the lowest):
/// 1,273 sparse heap sizes besides 0 up to 7.3 million, the last at 82,860
/// (`explore --grundys-game -n 7300000`, mask 0x1fe once g(7,250,049) = 256
/// appears; too long for CI). None appears between 82,860 and 100,000.
#[test]
fn grundys_game_has_1273_sparse_heap_sizes_besides_0_the_last_at_82860() {
    let out = explore("--grundys-game -n 100000");
    assert!(
        out.contains("sparse space: mask 0xfe ")
            && out.contains("; 1273 sparse heap sizes besides n = 0, the last at n = 82860\n"),
        "{out}"
    );
}

#[test]
fn a_period_seen_early_is_not_proven_and_breaks_later() {
    let game = Octal::parse("0.16").unwrap();
    let mut table = Table::new(Rules::octal(&game), Method::Sparse);
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
