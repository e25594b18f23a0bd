//! The explorer, a crate of its own above the lab (`sglab`, which never
//! depends on it): the first two steps of the pack's method (tabulate the
//! SG values by brute force, read the pattern), and for octal and
//! hexadecimal codes the third (prove the period), as a library function
//! wrapped by the pack's `explore` binary and called by the tests. One job
//! a file: `args` (the command line), `game` (the pack's games, through
//! `grundy::table` / `table2` over the rules in `sglab::games`, the code the
//! problem tests trust), `published` (published results), `prove` (the
//! proof loop and the solved table), `census` (every short octal code),
//! `output` (the text), `misere` (outcomes by exhaustive search), `bench`
//! (the speed targets), `rules` (a game a rules program describes: the
//! program driven through the run layer, the catalogue of forms, octal
//! codes recognised, the game played), `svg` (the SVG writer behind the
//! pictures and the write-ups' figures). Octal, subtraction and Grundy's
//! game values come from `sglab::octal_table` (sparse-space method, checked
//! against `grundy::table` by shared/sglab/tests/octal/octal_table.rs);
//! patterns from `sglab::pattern`.
//! Time: a pack game O(N x moves); an octal code close to O(N x rare) with
//! a good mask, O(N^2) without; memory 2 bytes a heap size plus the rare
//! list. Tested by tests/solved_octal.rs, shared/pack/tests/tools/explore.rs,
//! shared/pack/tests/tools/known_results.rs, shared/pack/tests/tools/rules.rs,
//! shared/sglab/tests/octal/octal.rs and shared/pack/tests/docs/readme_tables.rs.

mod args;
pub mod bench;
pub mod census;
mod census_row;
mod game;
pub mod limits;
mod misere;
mod output;
mod prove;
pub mod published;
pub mod rules;
pub mod svg;

pub use args::{number, Args, USAGE};
pub use game::{find, Game, Moves, Moves2, Rules};
pub use output::named_table;

use args::{parse_args, parse_set, parse_window};
use game::tabulate;
use limits::{DEFAULT_N, MAX_KERNEL_N, MAX_MISERE_N, TABLE_MAX};
use misere::misere;
use output::{describe, one_table, summary, write_values};
use prove::{prove, solved_table};
use sglab::octal::Octal;
use sglab::octal_table::{HeapRules, Method, Table};
use sglab::pattern;

/// Runs the explorer on `args` (without the program name): the text to
/// print, or a one-line error. `games` are the games `--game NAME` knows
/// (the pack's catalogue). Files named by `--out` and `--svg` are
/// written; progress goes to stderr on runs over a second.
pub fn run(args: &[String], games: &[Game]) -> Result<String, String> {
    if args.len() == 1 && args[0] == "--bench-list" {
        return Ok(bench::list());
    }
    if args.first().map(String::as_str) == Some("--rules-bench") {
        return rules::bench::run(&args[1..]);
    }
    let a = match parse_args(args)? {
        Some(a) => a,
        None => return Ok(help(games)),
    };
    exactly_one_kind(&a)?;
    if let Some(cmd) = a.rules {
        return rules::own::run(cmd, &a);
    }
    if a.cpu.is_some() {
        return Err("--cpu is for --rules".to_string());
    }
    if a.loopy || a.boxed.is_some() || a.bound.is_some() || a.from_all.len() > 1 {
        return Err("--loopy, --box, --bound and --from with several positions are for --rules".to_string());
    }
    if a.census {
        return run_census(&a);
    }
    if let Some(code) = a.census_row {
        return census_row::row(&a, code);
    }
    if a.census_classes.is_some() {
        return census_row::classes(&a);
    }
    misplaced_options(&a)?;
    if a.solved_table {
        if a.size.is_some() || a.grid.is_some() || a.svg.is_some() || a.csv {
            return Err("--solved-table takes no other option".to_string());
        }
        return Ok(solved_table());
    }
    if a.grid.is_some() && a.game.is_none() {
        return Err("--grid is for two-size games; this one has one size: use -n N".to_string());
    }
    if let Some(name) = a.game {
        return tabulate(games, name, &a);
    }
    run_kernel(&a)
}

/// Fails unless `a` names exactly one kind of run (a game, a code, a
/// table, the census or a rules program).
fn exactly_one_kind(a: &Args) -> Result<(), String> {
    let chosen = [
        a.game.is_some(),
        a.subtract.is_some(),
        a.octal.is_some(),
        a.grundys_game,
        a.solved_table,
        a.census,
        a.census_row.is_some(),
        a.census_classes.is_some(),
        a.rules.is_some(),
    ];
    if chosen.iter().filter(|&&c| c).count() != 1 {
        return Err(
            "give exactly one of --game, --subtract, --octal, --grundys-game, --solved-table, --census, --census-row, --census-classes, --rules (see --help)"
                .to_string(),
        );
    }
    Ok(())
}

/// Fails on a census option outside `--census`, or on a kernel option
/// (`--prove`, `--from`, ...) with `--game` or `--solved-table`.
fn misplaced_options(a: &Args) -> Result<(), String> {
    if let Some((name, _)) = [("--budget", a.budget), ("--md", a.md)]
        .iter()
        .find(|(_, v)| v.is_some())
    {
        return Err(format!("{name} is for --census"));
    }
    let kernel_only = [
        (a.prove, "--prove"),
        (a.plain, "--plain"),
        (a.misere, "--misere"),
        (a.from.is_some(), "--from"),
        (a.to.is_some(), "--to"),
        (a.out.is_some(), "--out"),
    ];
    if a.game.is_some() || a.solved_table {
        if let Some((_, name)) = kernel_only.iter().find(|(given, _)| *given) {
            return Err(format!("{name} is for --octal, --subtract and --grundys-game"));
        }
    }
    Ok(())
}

/// `--subtract`, `--octal` or `--grundys-game`: misere outcomes, or the
/// table (to N, or until the period is proven) with the files and text
/// asked for.
fn run_kernel(a: &Args) -> Result<String, String> {
    let (title, rules, game) = kernel_game(a)?;
    if a.misere {
        return run_misere(a, &title, game);
    }
    let proof = game.as_ref().map(|g| (g.most_parts(), g.length()));
    let (table, n) = kernel_table(a, rules, proof)?;
    let window = parse_window(a, n)?;
    write_kernel_files(a, &title, &table.g, n, proof, window)?;
    Ok(kernel_text(a, &title, &table, n, proof, window))
}

/// The game `a` names: its title, its heap rules and, for a code, the code.
fn kernel_game(a: &Args) -> Result<(String, HeapRules, Option<Octal>), String> {
    Ok(if let Some(set) = a.subtract {
        let set = parse_set(set)?;
        let game = Octal::subtraction(&set);
        let list: Vec<String> = set.iter().map(|s| s.to_string()).collect();
        let mut title = format!("subtraction game {{{}}}", list.join(", "));
        if game.length() <= 20 {
            title += &format!(" = octal {}", game.code());
        }
        (title, HeapRules::octal(&game), Some(game))
    } else if let Some(code) = a.octal {
        let game = Octal::parse(code)?;
        let title = match game.name() {
            Some(name) => format!("{name}, octal {}", game.code()),
            None => format!("octal game {}", game.code()),
        };
        (title, HeapRules::octal(&game), Some(game))
    } else {
        let title = "Grundy's game (split a heap into two unequal heaps)".to_string();
        (title, HeapRules::grundys_game(), None)
    })
}

/// `--misere`: a code's misere outcomes by exhaustive search, to -n.
fn run_misere(a: &Args, title: &str, game: Option<Octal>) -> Result<String, String> {
    let game = game.ok_or("--misere is for --octal and --subtract")?;
    if a.prove || a.from.is_some() || a.to.is_some() || a.out.is_some() || a.svg.is_some() || a.csv {
        return Err("--misere takes only -n".to_string());
    }
    let n = a.size.map_or(Ok(20), |v| number("-n", v, 0, MAX_MISERE_N))?;
    misere(title, |h| game.options(h), n)
}

/// The values computed: to -n, or with `--prove` until the period is
/// proven (-n the cap); the table and how far it goes.
fn kernel_table(a: &Args, rules: HeapRules, proof: Option<(usize, usize)>) -> Result<(Table, usize), String> {
    let method = if a.plain { Method::Plain } else { Method::Sparse };
    let mut table = Table::new(rules, method);
    let n = if a.prove {
        let proof = proof.ok_or("--prove is for octal codes (Grundy's game is not known to be periodic)")?;
        let cap = a.size.map_or(Ok(MAX_KERNEL_N), |v| number("-n", v, 1, MAX_KERNEL_N))?;
        prove(&mut table, proof, cap)?
    } else {
        let n = a.size.map_or(Ok(DEFAULT_N), |v| number("-n", v, 0, MAX_KERNEL_N))?;
        table.extend_to(n, true)?;
        n
    };
    Ok((table, n))
}

/// Writes the files asked for: `--out` (every value), `--svg` (the
/// window's picture, with its period marked when one is found).
fn write_kernel_files(
    a: &Args,
    title: &str,
    g: &[u16],
    n: usize,
    proof: Option<(usize, usize)>,
    window: Option<(usize, usize)>,
) -> Result<(), String> {
    if let Some(file) = a.out {
        write_values(file, g)?;
    }
    if let Some(file) = a.svg {
        let (from, to) = window.unwrap_or((0, n.min(TABLE_MAX)));
        let found = pattern::find(g, proof.map_or(0, |(_, k)| k)).filter(|p| p.saltus == 0);
        let picture = svg::sequence(
            &format!("{title}: g(n), n = {from}..{to}"),
            from,
            &g[from..=to],
            found.map(|p| (p.preperiod, p.period)),
        );
        std::fs::write(file, picture).map_err(|e| format!("--svg {file}: {e}"))?;
    }
    Ok(())
}

/// The text printed: `--csv` lines, the whole table with its pattern up to
/// N = 1000, else the window's table (if asked) and the summary.
fn kernel_text(
    a: &Args,
    title: &str,
    table: &Table,
    n: usize,
    proof: Option<(usize, usize)>,
    window: Option<(usize, usize)>,
) -> String {
    let g = &table.g;
    let mut out = String::new();
    if a.csv {
        let (from, to) = window.unwrap_or((0, n));
        out += "n,g\n";
        out += &(from..=to).map(|i| format!("{i},{}\n", g[i])).collect::<String>();
        return out;
    }
    if !a.prove && window.is_none() && n <= TABLE_MAX {
        let values: Vec<u32> = g.iter().map(|&v| v as u32).collect();
        return one_table(title, 0, &values) + &describe(pattern::find(&values, proof.map_or(0, |(_, k)| k)), n, proof);
    }
    if let Some((from, to)) = window {
        let values: Vec<u32> = g[from..=to].iter().map(|&v| v as u32).collect();
        out += &one_table(title, from, &values);
    }
    out + &summary(title, table, n, proof, a.prove)
}

/// The usage, then `games`.
fn help(games: &[Game]) -> String {
    let mut text = format!("{USAGE}\nThe pack's games (--game NAME):\n");
    for game in games {
        let what = match game.rules {
            Rules::InInput(hint) => hint,
            _ => game.title,
        };
        text += &format!("  {:<10} {what}\n", game.name);
    }
    text
}

/// `--budget S`: seconds of CPU a game (the census's default if not given).
fn parse_budget(budget: Option<&str>) -> Result<f64, String> {
    match budget {
        None => Ok(census::DEFAULT_BUDGET),
        Some(v) => match v.parse::<f64>() {
            Ok(s) if (0.01..=3600.0).contains(&s) => Ok(s),
            _ => Err(format!("--budget: {v:?} is not a number of seconds in 0.01..=3600")),
        },
    }
}

/// `--census`: every short code, the summary on stdout, the CSV and the
/// Markdown block written where asked (no other option taken).
fn run_census(a: &args::Args) -> Result<String, String> {
    let others = [a.size, a.grid, a.svg, a.from, a.to].iter().any(|o| o.is_some());
    if others || a.csv || a.prove || a.plain || a.misere {
        return Err("--census takes only --budget, --out and --md".to_string());
    }
    let budget = parse_budget(a.budget)?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let start = std::time::Instant::now();
    let rows = census::census(&sglab::octal::short_codes(), budget, threads, true)?;
    let seconds = start.elapsed().as_secs_f64();
    let games = rows
        .iter()
        .map(|r| &r.reduced)
        .collect::<std::collections::HashSet<_>>()
        .len();
    let summary = census::summary(&rows, games, seconds, threads, budget);
    if let Some(file) = a.out {
        std::fs::write(file, census::csv(&rows)).map_err(|e| format!("--out {file}: {e}"))?;
    }
    if let Some(file) = a.md {
        let text = std::fs::read_to_string(file).map_err(|e| format!("--md {file}: {e}"))?;
        let block = format!("```text\n{summary}```\n\n{}", census::markdown(&rows));
        let text = census::replace_block(&text, &block).map_err(|e| format!("--md {file}: {e}"))?;
        std::fs::write(file, text).map_err(|e| format!("--md {file}: {e}"))?;
    }
    let notable: String = rows
        .iter()
        .filter(|r| r.verdict.starts_with("DIFFERS") || r.verdict.starts_with("proven here"))
        .map(|r| format!("{}: {}\n", r.code, r.verdict))
        .collect();
    Ok(summary + &notable)
}
