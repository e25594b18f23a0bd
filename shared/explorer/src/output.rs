//! The explorer's text: a table ten values to a row, a two-size grid, the
//! pattern lines, the summary of a large table (largest value, the sparse
//! space, the pattern) and the `--out` file. Time O(N) for N values printed.
//! Tested by shared/pack/tests/tools/explore.rs (layouts) and shared/pack/tests/docs/readme_tables.rs.

use sglab::octal_table::Table;
use sglab::pattern::{self, Pattern};

/// The summary of a large table: largest value, rare values, pattern.
pub(super) fn summary(title: &str, table: &Table, n: usize, proof: Option<(usize, usize)>, prove: bool) -> String {
    let g = &table.g[..=n];
    let mut out = format!("{title}: g(n) computed for n = 0..{n}\n");
    let largest = table.largest();
    let at = g.iter().position(|&v| v == largest).unwrap_or(0);
    out += &format!("largest value {largest}, first at n = {at}\n");
    match table.mask() {
        Some(mask) => {
            let rare = table.rare();
            let mut values: Vec<u16> = rare.iter().map(|&x| g[x as usize]).collect();
            values.sort_unstable();
            values.dedup();
            let list: Vec<String> = values.iter().map(|v| v.to_string()).collect();
            out += &format!(
                "sparse space: mask 0x{mask:x} (sparse: an even number of a value's bits under the mask), \
                 sparse values {}; {} sparse heap sizes besides n = 0, the last at n = {}\n",
                list.join(" "),
                rare.len().saturating_sub(1),
                rare.last().copied().unwrap_or(0)
            );
        }
        None => out += "sparse space: no mask keeps the rare values few; values from the plain kernel\n",
    }
    if proof.is_none() {
        let zeros: Vec<usize> = (0..=n).filter(|&x| g[x] == 0).collect();
        let shown: Vec<String> = zeros.iter().take(60).map(|z| z.to_string()).collect();
        out += &format!(
            "zeros (P-positions) {}: {}{}\n",
            zeros.len(),
            shown.join(" "),
            if zeros.len() > 60 { " ..." } else { "" }
        );
    }
    let found = if prove {
        pattern::candidate(g, 1)
    } else {
        pattern::find(g, proof.map_or(0, |(_, k)| k))
    };
    match (prove, found) {
        (true, None) => out + &format!("not proven: no period found up to N = {n} (the largest N checked)\n"),
        (true, found) => {
            let text = describe(found, n, proof);
            match text.find(" (try --prove)") {
                Some(i) => format!("{out}{}; not proven: N = {n} is the largest N checked\n", &text[..i]),
                None => out + &text,
            }
        }
        (false, found) => out + &describe(found, n, proof),
    }
}

/// Writes every value: `FILE.bin` as 16-bit little-endian, else CSV.
pub(super) fn write_values(file: &str, g: &[u16]) -> Result<(), String> {
    let bytes: Vec<u8> = if file.ends_with(".bin") {
        g.iter().flat_map(|v| v.to_le_bytes()).collect()
    } else {
        let mut text = String::from("n,g\n");
        for (i, v) in g.iter().enumerate() {
            text += &format!("{i},{v}\n");
        }
        text.into_bytes()
    };
    std::fs::write(file, bytes).map_err(|e| format!("--out {file}: {e}"))
}

/// The table of g(from..from + len), ten to a row.
pub(super) fn one_table(title: &str, from: usize, g: &[u32]) -> String {
    named_table(title, "g(n)", from, g)
}

/// `one_table` of any quantity `what` of n (not only a Grundy value).
pub fn named_table(title: &str, what: &str, from: usize, g: &[u32]) -> String {
    let n = from + g.len() - 1;
    let width = digits(g.iter().copied().max().unwrap_or(0) as usize).max(2);
    let label = digits(n);
    let mut out = format!("{title}: {what} for n = {from}..{n}\n{:>label$} ", "n");
    out += &(0..10)
        .map(|c| format!(" {:>width$}", format!("+{c}")))
        .collect::<String>();
    let first_row = from / 10 * 10;
    for row in (first_row..=n).step_by(10) {
        out += &format!("\n{row:>label$} ");
        for i in row..row + 10 {
            if i > n {
                break;
            }
            if i < from {
                out += &format!(" {:>width$}", "");
            } else {
                out += &format!(" {:>width$}", g[i - from]);
            }
        }
    }
    out.push('\n');
    out
}

/// The pattern lines. `proof` is (parts, k) of a code the periodicity
/// theorem applies to.
pub(super) fn describe(found: Option<Pattern>, n: usize, proof: Option<(usize, usize)>) -> String {
    let p = match found {
        Some(p) => p,
        None => return format!("no period found up to N = {n} (try a larger -n)\n"),
    };
    let (n0, period, saltus) = (p.preperiod, p.period, p.saltus);
    let relation = match saltus {
        0 => format!("g(n + {period}) = g(n)"),
        s => format!("g(n + {period}) = g(n) + {s}"),
    };
    let status = match proof {
        Some((parts, k)) if saltus == 0 => {
            let end = pattern::theorem_end(n0, period, parts, k);
            if end + period <= n + 1 {
                format!("proven for all n >= {n0} by the octal periodicity theorem (it needs {n0} <= n < {end})")
            } else {
                format!(
                    "seen for n <= {n} only: the octal periodicity theorem needs {n0} <= n < {end}, \
                     N >= {} (try --prove)",
                    end + period - 1
                )
            }
        }
        _ => format!("seen for n <= {n} only: a conjecture until proven"),
    };
    format!(
        "period {period}, saltus {saltus}, preperiod {n0}: {relation} for {n0} <= n <= {}\n{status}\n",
        n - period
    )
}

/// The table of a two-size game: rows x = 0..w, columns y = 0..h; cells
/// with a side below `smallest` are not positions and print as `.`.
pub(super) fn two(
    title: &str,
    g: &[Vec<u32>],
    shown: impl Fn(usize, usize) -> bool,
    smallest: usize,
    csv: bool,
) -> String {
    let (w, h) = (g.len() - 1, g[0].len() - 1);
    let mut out = String::new();
    if csv {
        out += "x,y,g\n";
        for (x, row) in g.iter().enumerate() {
            for (y, v) in row.iter().enumerate().filter(|&(y, _)| shown(x, y)) {
                out += &format!("{x},{y},{v}\n");
            }
        }
        return out;
    }
    let most = g.iter().flatten().copied().max().unwrap_or(0) as usize;
    let width = digits(most).max(digits(h));
    let label = digits(w).max(3);
    out += &format!("{title}: g(x, y) for x = 0..{w} (rows), y = 0..{h} (columns)\n");
    out += &format!("{:>label$}", "x\\y");
    out += &(0..=h).map(|y| format!(" {y:>width$}")).collect::<String>();
    for (x, row) in g.iter().enumerate() {
        out += &format!("\n{x:>label$}");
        for (y, v) in row.iter().enumerate() {
            if shown(x, y) {
                out += &format!(" {v:>width$}");
            } else {
                out += &format!(" {:>width$}", ".");
            }
        }
    }
    out.push('\n');
    if smallest > 0 {
        out += &format!(". : not a position of the game as posed (a sheet is at least {smallest} x {smallest})\n");
    }
    out
}

pub(super) fn digits(x: usize) -> usize {
    x.to_string().len()
}
