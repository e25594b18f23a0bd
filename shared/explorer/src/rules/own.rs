//! `explore --rules CMD`: every output the explorer gives a pack game, for
//! a game a rules program describes: the table and the catalogue's pattern
//! with its P-positions, `--csv`, `--svg`, `--from/--to`, `--out`, and
//! `--misere` (outcomes by exhaustive search, one size). Time: the
//! program's answers plus O(N^2) for the pattern. Tested by
//! shared/pack/tests/tools/rules.rs.

use super::{forms, tabulate, Ruled};
use crate::args::{number, parse_grid, parse_window, Args};
use crate::limits::{DEFAULT_GRID, DEFAULT_N, MAX_MISERE_N, MAX_SIDE, TABLE_MAX};
use crate::misere::misere;
use crate::output::{one_table, two, write_values};
use crate::svg;
use std::time::Duration;

/// Largest N for a one-size rules program.
pub const MAX_RULES_N: usize = 1_000_000;

/// Runs `--rules CMD` with the other options of `a`.
pub fn run(cmd: &str, a: &Args) -> Result<String, String> {
    let cpu = cpu_limit(a)?;
    let title = format!("rules program {cmd}");
    if a.prove || a.plain {
        return Err(
            "--prove and --plain are for octal codes; a rules program's proof, where a theorem gives one, \
                    comes with its pattern"
                .to_string(),
        );
    }
    let window = a.size.is_some() && a.from_all.len() == 1 && !a.loopy;
    if a.loopy || a.boxed.is_some() || a.bound.is_some() || (!a.from_all.is_empty() && !window && a.grid.is_none()) {
        return super::from::run(cmd, &title, a, cpu);
    }
    if a.grid.is_some() {
        return two_sizes(cmd, &title, a, cpu);
    }
    if a.misere {
        return one_size_misere(cmd, &title, a, cpu);
    }
    one_size(cmd, &title, a, cpu)
}

/// The CPU time `--cpu S` allows the program (the default without it).
fn cpu_limit(a: &Args) -> Result<Duration, String> {
    Ok(match a.cpu {
        None => super::child::DEFAULT_CPU,
        Some(v) => match v.parse::<f64>() {
            Ok(s) if (0.01..=86400.0).contains(&s) => Duration::from_secs_f64(s),
            _ => return Err(format!("--cpu: {v:?} is not a number of seconds in 0.01..=86400")),
        },
    })
}

/// `--rules CMD --misere`: misere outcomes by exhaustive search over the
/// options the program gave, to -n.
fn one_size_misere(cmd: &str, title: &str, a: &Args, cpu: Duration) -> Result<String, String> {
    if a.csv || a.svg.is_some() || a.out.is_some() || a.from.is_some() || a.to.is_some() {
        return Err("--misere takes only -n".to_string());
    }
    let n = a.size.map_or(Ok(20), |v| number("-n", v, 0, MAX_MISERE_N))?;
    let ruled = tabulate(cmd, 1, n, cpu, true)?;
    let options = ruled.options.expect("kept");
    misere(
        title,
        |h| {
            options[h]
                .iter()
                .map(|o| o.iter().map(|&c| c as usize).collect())
                .collect()
        },
        n,
    )
}

/// `--rules CMD [-n N]`: the values g(0..=N), the files asked for, then
/// the text.
fn one_size(cmd: &str, title: &str, a: &Args, cpu: Duration) -> Result<String, String> {
    let n = a.size.map_or(Ok(DEFAULT_N), |v| number("-n", v, 0, MAX_RULES_N))?;
    let ruled = tabulate(cmd, 1, n, cpu, false)?;
    let window = parse_window(a, n)?;
    write_one_size_files(a, title, &ruled.g, n, window)?;
    Ok(one_size_text(a, title, &ruled, n, window))
}

/// Writes the files asked for: `--out` (every value, `.bin` when all fit
/// in 16 bits, else CSV), `--svg` (the window's picture).
fn write_one_size_files(
    a: &Args,
    title: &str,
    g: &[u32],
    n: usize,
    window: Option<(usize, usize)>,
) -> Result<(), String> {
    if let Some(file) = a.out {
        let small: Option<Vec<u16>> = g.iter().map(|&v| u16::try_from(v).ok()).collect();
        match small {
            Some(small) if file.ends_with(".bin") => write_values(file, &small)?,
            None if file.ends_with(".bin") => return Err(format!("--out {file}: a value is over 65535: use a .csv")),
            _ => {
                let text: String = g.iter().enumerate().map(|(i, v)| format!("{i},{v}\n")).collect();
                std::fs::write(file, format!("n,g\n{text}")).map_err(|e| format!("--out {file}: {e}"))?;
            }
        }
    }
    if let Some(file) = a.svg {
        let (from, to) = window.unwrap_or((0, n.min(TABLE_MAX)));
        let small: Vec<u16> = g[from..=to].iter().map(|&v| v.min(u16::MAX as u32) as u16).collect();
        let found = sglab::pattern::find(g, 0).filter(|p| p.saltus == 0);
        let picture = svg::sequence(
            &format!("{title}: g(n), n = {from}..{to}"),
            from,
            &small,
            found.map(|p| (p.preperiod, p.period)),
        );
        std::fs::write(file, picture).map_err(|e| format!("--svg {file}: {e}"))?;
    }
    Ok(())
}

/// The text printed: `--csv` lines, the whole table up to N = 1000, else
/// the window's table (if asked) and the largest value; then the pattern.
fn one_size_text(a: &Args, title: &str, ruled: &Ruled, n: usize, window: Option<(usize, usize)>) -> String {
    let g = &ruled.g;
    if a.csv {
        let (from, to) = window.unwrap_or((0, n));
        let lines: String = (from..=to).map(|i| format!("{i},{}\n", g[i])).collect();
        return format!("n,g\n{lines}");
    }
    let pattern = forms::one_size(g, ruled.recognised.as_ref().expect("one size"));
    if window.is_none() && n <= TABLE_MAX {
        return one_table(title, 0, g) + &pattern;
    }
    let mut out = String::new();
    if let Some((from, to)) = window {
        out += &one_table(title, from, &g[from..=to]);
    }
    let largest = g.iter().copied().max().unwrap_or(0);
    let at = g.iter().position(|&v| v == largest).unwrap_or(0);
    out += &format!("{title}: g(n) computed for n = 0..{n}\nlargest value {largest}, first at n = {at}\n");
    out + &pattern
}

/// `--rules CMD --grid WxH`: the table g(x, y), its pattern and P-positions.
fn two_sizes(cmd: &str, title: &str, a: &Args, cpu: Duration) -> Result<String, String> {
    if a.size.is_some() || a.from.is_some() || a.to.is_some() || a.misere {
        return Err("-n, --from, --to and --misere are for one-size games; this one has --grid".to_string());
    }
    let (w, h) = a.grid.map_or(Ok(DEFAULT_GRID), |v| parse_grid(v, MAX_SIDE))?;
    let ruled: Ruled = tabulate(cmd, 2, w + h, cpu, false)?;
    let grid: Vec<Vec<u32>> = (0..=w)
        .map(|x| (0..=h).map(|y| ruled.g[ruled.id([x as u64, y as u64])]).collect())
        .collect();
    if let Some(file) = a.svg {
        let picture = svg::heatmap(title, &grid, |_, _| true);
        std::fs::write(file, picture).map_err(|e| format!("--svg {file}: {e}"))?;
    }
    if let Some(file) = a.out {
        std::fs::write(file, two(title, &grid, |_, _| true, 0, true)).map_err(|e| format!("--out {file}: {e}"))?;
    }
    if a.csv {
        return Ok(two(title, &grid, |_, _| true, 0, true));
    }
    Ok(two(title, &grid, |_, _| true, 0, false) + &forms::two_size(&grid, &ruled.seen))
}
