//! The catalogue of pattern forms the explorer reads off a rules program's
//! table, each accepted only on enough evidence (a closed form from its
//! start n0 to the end, on at least n0 + [`LEAST_N`] + 1 values; periods
//! under the rule of `sglab::pattern`), reported in words with the range checked, and a
//! proof claimed only where a theorem gives one. One size: the closed
//! forms up to a shift of index and value (`closed`: g(n) = n, lowbit, the
//! odious/evil numbers, popcount parity), periodic and arithmetic-periodic,
//! P-positions in a periodic set. Two sizes: x xor y, g(x, 0) xor g(0, y)
//! (a sum, each part named), periodic in both coordinates, Wythoff-type
//! P-positions, each row or column eventually periodic (`rows`). Time
//! O(N^2) at worst (the period search; per row for the row form). Tested
//! by shared/pack/tests/tools/rules.rs and
//! shared/pack/tests/tools/rules_forms.rs.

mod closed;
mod rows;

use super::recognise::{name, Recognised};
use super::Seen;
use crate::limits::MAX_KERNEL_N;
use crate::prove::{prove, proven};
pub use closed::LEAST_N;
use sglab::octal::Octal;
use sglab::octal_table::{HeapRules, Method, Table};
use sglab::pattern;

/// The P-positions listed at most.
const LISTED: usize = 100;

/// The closed or periodic form `g` fits, if any.
pub fn one_form(g: &[u32]) -> Option<String> {
    let last = g.len().checked_sub(1)?;
    if let Some(fit) = closed::fit(g) {
        return Some(fit.words(g));
    }
    let p = pattern::find(g, 0)?;
    let relation = match p.saltus {
        0 => format!("g(n + {}) = g(n)", p.period),
        s => format!("g(n + {}) = g(n) + {s}", p.period),
    };
    Some(format!(
        "period {}, saltus {}, preperiod {}: {relation} for {} <= n <= {}",
        p.period,
        p.saltus,
        p.preperiod,
        p.preperiod,
        last - p.period
    ))
}

/// The P-positions as a periodic set, in words, if they form one.
fn periodic_zeros(g: &[u32]) -> Option<String> {
    let zero: Vec<u32> = g.iter().map(|&v| u32::from(v == 0)).collect();
    let p = pattern::find(&zero, 0).filter(|p| p.saltus == 0)?;
    let last = g.len() - 1;
    let (n0, period) = (p.preperiod, p.period);
    let residues: Vec<String> = (n0..n0 + period)
        .filter(|&n| zero[n] == 1)
        .map(|n| (n % period).to_string())
        .collect();
    let mut sorted: Vec<usize> = residues.iter().map(|r| r.parse().unwrap_or(0)).collect();
    sorted.sort_unstable();
    let list: Vec<String> = sorted.iter().map(|r| r.to_string()).collect();
    if list.is_empty() {
        // Degenerate: no zero from n0 on; said as the plain fact.
        return Some(format!("no P-position (g = 0) for {n0} <= n <= {last}"));
    }
    let set = format!("n ≡ {} (mod {period})", list.join(", "));
    Some(format!(
        "P-positions form a periodic set: {set} for {n0} <= n <= {last} (period {period}, preperiod {n0})"
    ))
}

/// The outcomes of a loopy one-size table (0 P, 1 N, 2 draw for each n) as
/// a periodic sequence, in words, if they form one (the period rule's
/// smallest period and preperiod, saltus 0); a conjecture, checked on the
/// table.
pub fn periodic_outcomes(codes: &[u32]) -> Option<String> {
    let p = pattern::find(codes, 0).filter(|p| p.saltus == 0)?;
    let (n0, period, last) = (p.preperiod, p.period, codes.len() - 1);
    let classes: Vec<String> = [(0, "P"), (1, "N"), (2, "draw")]
        .iter()
        .filter_map(|&(code, name)| {
            let mut residues: Vec<usize> = (n0..n0 + period)
                .filter(|&n| codes[n] == code)
                .map(|n| n % period)
                .collect();
            residues.sort_unstable();
            let listed: Vec<String> = residues.iter().map(usize::to_string).collect();
            (!listed.is_empty()).then(|| format!("{name} at n ≡ {}", listed.join(", ")))
        })
        .collect();
    let pattern = if period == 1 {
        // One class from n0 on: said as the plain fact.
        classes.join("").replace(" at n ≡ 0", " at every n")
    } else {
        format!("{} (mod {period})", classes.join("; "))
    };
    Some(format!(
        "outcomes periodic, period {period}, preperiod {n0}: {pattern} for {n0} <= n <= {last}\n\
         conjecture, checked for n <= {last}"
    ))
}

/// The pattern and status lines of a one-size table, then its P-positions.
/// The status is a theorem's only where the options were recognised as an
/// octal code's ([`Recognised`]).
pub fn one_size(g: &[u32], recognised: &Recognised) -> String {
    let last = g.len() - 1;
    let mut out = match one_form(g) {
        Some(words) => format!("{words}\n"),
        None => match periodic_zeros(g) {
            Some(words) => format!("{words}\n"),
            None => format!("no pattern found for n <= {last}: no form of the catalogue fits\n"),
        },
    };
    out += &status(g, recognised);
    let zeros: Vec<String> = (0..=last).filter(|&n| g[n] == 0).map(|n| n.to_string()).collect();
    if zeros.is_empty() {
        return out + &format!("P-positions (g = 0): none for n <= {last}\n");
    }
    out += &format!(
        "P-positions (g = 0), {} for n <= {last}: {}{}\n",
        zeros.len(),
        zeros.iter().take(LISTED).cloned().collect::<Vec<_>>().join(" "),
        if zeros.len() > LISTED { " ..." } else { "" }
    );
    out
}

/// The first id of a sequence of rows or columns under the period rule
/// (pure periods only): (preperiod, period).
fn period_of(ids: &[u32]) -> Option<(usize, usize)> {
    pattern::find(ids, 0)
        .filter(|p| p.saltus == 0)
        .map(|p| (p.preperiod, p.period))
}

/// Each distinct row of `rows` numbered in order of first appearance.
fn numbered(rows: Vec<Vec<u32>>) -> Vec<u32> {
    let mut seen: Vec<Vec<u32>> = Vec::new();
    rows.into_iter()
        .map(|r| match seen.iter().position(|s| *s == r) {
            Some(i) => i as u32,
            None => {
                seen.push(r);
                (seen.len() - 1) as u32
            }
        })
        .collect()
}

/// The pattern and status lines of a two-size table `g[x][y]`, then its
/// P-positions.
pub fn two_size(g: &[Vec<u32>], seen: &Seen) -> String {
    let (w, h) = (g.len() - 1, g[0].len() - 1);
    let range = format!("0 <= x <= {w}, 0 <= y <= {h}");
    let all = |f: &dyn Fn(usize, usize) -> bool| (0..=w).all(|x| (0..=h).all(|y| f(x, y)));
    let sum_status = if seen.sum_of_coordinates {
        format!(
            "proven for {range} by the Sprague-Grundy theorem: at every position with x + y <= {} the options \
             read are exactly (x', y) for x' an option of (x, 0) and (x, y') for y' an option of (0, y); \
             beyond, nothing is claimed",
            w + h
        )
    } else {
        format!("conjecture, checked for {range}")
    };
    let enough = w.min(h) >= LEAST_N;
    // A sum only where its options were seen to be one's; else its values.
    let sum = if seen.sum_of_coordinates {
        "a sum of two games"
    } else {
        "the values of a sum of two games"
    };
    // Each part is checked on its own side of the grid only.
    let sides = if w == h {
        format!("n <= {w}")
    } else {
        format!("n <= {w} along x and n <= {h} along y")
    };
    let mut out = if enough && all(&|x, y| g[x][y] as usize == x ^ y) {
        format!(
            "g(x, y) = x xor y for {range}: {sum}, each with g(n) = n (two heaps of Nim)\n\
             {sum_status}; g(n) = n for each part: conjecture, checked for {sides}\n"
        )
    } else if enough && all(&|x, y| g[x][y] == g[x][0] ^ g[0][y]) {
        let row: Vec<u32> = (0..=w).map(|x| g[x][0]).collect();
        let column: Vec<u32> = g[0].clone();
        let name = |v: &[u32]| one_form(v).unwrap_or_else(|| "no form of the catalogue".to_string());
        format!(
            "g(x, y) = g(x, 0) xor g(0, y) for {range}: {sum}, \
             the part along x (n = x): {}; the part along y (n = y): {}\n{sum_status}; each part's form: conjecture\n",
            name(&row),
            name(&column),
        )
    } else if let Some(text) = periodic_both(g) {
        format!("{text}\nconjecture, checked for {range}\n")
    } else if let Some(text) = wythoff(g) {
        format!("{text}\nconjecture, checked for {range}\n")
    } else if let Some(text) = rows_or_columns(g) {
        format!("{text}\nconjecture, checked for {range}\n")
    } else {
        format!("no pattern found for {range}: no form of the catalogue fits, nothing is claimed\n")
    };
    let zeros: Vec<String> = (0..=w)
        .flat_map(|x| (0..=h).map(move |y| (x, y)))
        .filter(|&(x, y)| g[x][y] == 0)
        .map(|(x, y)| format!("({x}, {y})"))
        .collect();
    out += &format!(
        "P-positions (g = 0), {} for {range}: {}{}\n",
        zeros.len(),
        zeros.iter().take(LISTED).cloned().collect::<Vec<_>>().join(" "),
        if zeros.len() > LISTED { " ..." } else { "" }
    );
    out
}

/// "periodic in both" in words, if g repeats along x and along y.
fn periodic_both(g: &[Vec<u32>]) -> Option<String> {
    let (w, h) = (g.len() - 1, g[0].len() - 1);
    let (x0, p) = period_of(&numbered(g.to_vec()))?;
    let columns: Vec<Vec<u32>> = (0..=h).map(|y| (0..=w).map(|x| g[x][y]).collect()).collect();
    let (y0, q) = period_of(&numbered(columns))?;
    Some(format!(
        "periodic in both coordinates: g(x + {p}, y) = g(x, y) for {x0} <= x <= {}, \
         and g(x, y + {q}) = g(x, y) for {y0} <= y <= {}",
        w - p,
        h - q
    ))
}

/// The rows (along y), then the columns (along x), each eventually
/// periodic, in words: one line each that fits, if any does.
fn rows_or_columns(g: &[Vec<u32>]) -> Option<String> {
    let (w, h) = (g.len() - 1, g[0].len() - 1);
    let columns: Vec<Vec<u32>> = (0..=h).map(|y| (0..=w).map(|x| g[x][y]).collect()).collect();
    let rows = rows::Lines {
        line: "row",
        index: "x",
        along: "y",
    };
    let cols = rows::Lines {
        line: "column",
        index: "y",
        along: "x",
    };
    let found: Vec<String> = [rows::each_line(g, &rows), rows::each_line(&columns, &cols)]
        .into_iter()
        .flatten()
        .collect();
    (!found.is_empty()).then(|| found.join("\n"))
}

/// Wythoff-type P-positions in words: the pairs (a_k, b_k), a_k the mex of
/// the earlier pairs, b_k = a_k + c k, and their mirror images, are exactly
/// the P-positions of the table; c >= 1, at least four pairs inside it.
fn wythoff(g: &[Vec<u32>]) -> Option<String> {
    let (w, h) = (g.len() - 1, g[0].len() - 1);
    let b1 = (1..=h).find(|&y| g[1][y] == 0)?;
    let c = b1.checked_sub(1).filter(|&c| c >= 1)?;
    let mut used = vec![false; 2 * (w + h) + 4];
    let mut expected = vec![vec![false; h + 1]; w + 1];
    let mut pairs = Vec::new();
    for k in 0.. {
        let a = (0..used.len()).find(|&v| !used[v])?;
        let b = a + c * k;
        if a > w.max(h) {
            break;
        }
        if b < used.len() {
            used[b] = true;
        }
        used[a] = true;
        for (x, y) in [(a, b), (b, a)] {
            if x <= w && y <= h {
                expected[x][y] = true;
            }
        }
        if a <= w.min(h) && b <= w.min(h) {
            pairs.push((k, a, b));
        }
    }
    let zeros_are_pairs = (0..=w).all(|x| (0..=h).all(|y| (g[x][y] == 0) == expected[x][y]));
    let &(k, a, b) = pairs.last()?;
    if !zeros_are_pairs || pairs.len() < 5 {
        return None;
    }
    let step = if c == 1 { "k".to_string() } else { format!("{c}k") };
    let alpha = (2.0 - c as f64 + ((c * c + 4) as f64).sqrt()) / 2.0;
    Some(format!(
        "Wythoff-type P-positions with c = {c}: the pairs (a_k, b_k) and (b_k, a_k), a_k the mex of the earlier pairs' \
         numbers, b_k = a_k + {step}; a_k / k tends to {alpha:.4} and b_k / k to {:.4} (Beatty's theorem), \
         here a_{k} = {a}, b_{k} = {b}",
        alpha + c as f64
    ))
}

/// How far the recognised code's own table may be computed for its proof:
/// `4 N + 4096` for a table of N, at most this (a bound on work, not on
/// time, so the same table gets the same words on any machine).
pub const PROOF_CAP: usize = 1 << 16;

/// What is claimed about a one-size table beyond n = last, in one line.
fn status(g: &[u32], recognised: &Recognised) -> String {
    let last = g.len() - 1;
    match recognised {
        Recognised::NoMove => {
            format!("no position n <= {last} has a move, so g = 0 there; nothing is claimed beyond n = {last}\n")
        }
        Recognised::Not(why) => format!(
            "conjecture, checked for n <= {last}; the octal periodicity theorem does not apply, as the game is not \
             octal: {why}\n"
        ),
        // A move took as many as half the largest heap: the code read is
        // as long as the table allows, not a bound the table shows.
        Recognised::Code(code) if 2 * code.length() > last => format!(
            "conjecture, checked for n <= {last}: a move removes as many as {} tokens, more than half of \
             n = {last}, so the table shows no bound on what a move takes (a larger heap may allow a larger \
             one), which the octal periodicity theorem needs (the explorer asks for a table at least twice \
             the largest move)\n",
            code.length()
        ),
        Recognised::Code(code) => proven_for(code, g),
    }
}

/// The status of a table whose options are exactly `code`'s at every n
/// asked: that code's period, proven by the theorem on the code's own
/// table, which must agree with the program's.
fn proven_for(code: &Octal, g: &[u32]) -> String {
    let last = g.len() - 1;
    let kind = if code.digits().iter().any(|&(_, d)| d >= 8) {
        "hexadecimal"
    } else {
        "octal"
    };
    let written = match code.code() {
        long if long.len() > 24 => format!("{}... ({} digits)", &long[..14], code.length()),
        short => short,
    };
    let called = match name(code) {
        Some(name) => format!("{name}, {kind} code {written}"),
        None => format!("{kind} code {written}"),
    };
    let same = format!("the options are exactly those of {called} at every n <= {last} asked");
    let proof = (code.most_parts(), code.length());
    let mut table = Table::new(HeapRules::octal(code), Method::Sparse);
    let reached = match prove(
        &mut table,
        proof,
        (4 * last + 4096).min(PROOF_CAP).min(MAX_KERNEL_N).max(last),
    ) {
        Ok(n) => n,
        Err(e) => return format!("{same}; its table could not be computed ({e}): conjecture\n"),
    };
    if table.g.iter().zip(g).any(|(&a, &b)| u32::from(a) != b) {
        return format!("{same}, yet its values differ from the program's: conjecture (report this)\n");
    }
    match proven(&table.g, reached, proof) {
        Some(p) => format!(
            "proven: {same}, and that game has period {} from n = {} by the octal periodicity theorem (its table \
             computed to n = {reached}); the program's game is that game as far as it was asked, n <= {last}\n",
            p.period, p.preperiod
        ),
        None => format!("{same}; no period of that game is proven to n = {reached}: conjecture\n"),
    }
}
