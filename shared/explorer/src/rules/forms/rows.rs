//! The catalogue's row form of a 2-D table: each row (or each column) is
//! eventually periodic or arithmetic-periodic on its own, under the period
//! rule of `sglab::pattern` (the evidence spans the preperiod and two
//! periods), with its period, saltus and preperiod, and how the preperiod
//! grows from row to row (the same rule read on the preperiods). Accepted
//! for the rows 0..=k that all have a pattern, k + 1 at least the fewer of
//! all the rows and [`LEAST_N`] + 1, each row at least LEAST_N + 1 long.
//! Time O(rows x length^2) at worst (one period search per row), memory
//! O(rows). Tested by the unit tests below and
//! shared/pack/tests/tools/rules.rs (against a mex loop).

use super::closed::LEAST_N;
use sglab::pattern::{self, Pattern};

/// The numbers listed at most.
const LISTED: usize = 100;

/// How the lines are named: a line is g along `along` at a fixed `index`.
pub struct Lines<'a> {
    /// "row" or "column".
    pub line: &'a str,
    /// The fixed coordinate, "x" for rows.
    pub index: &'a str,
    /// The coordinate along a line, "y" for rows.
    pub along: &'a str,
}

impl Lines<'_> {
    /// g at `i` along the line, `shift` added: "g(x, y + 4)" for rows.
    fn g(&self, shift: &str) -> String {
        let along = format!("{}{shift}", self.along);
        match self.line {
            "row" => format!("g({}, {along})", self.index),
            _ => format!("g({along}, {})", self.index),
        }
    }
}

fn listed(v: &[String]) -> String {
    let more = if v.len() > LISTED { " ..." } else { "" };
    format!("{}{more}", v[..v.len().min(LISTED)].join(" "))
}

/// The row form in words, if the lines `g[i]` (each line's values in
/// order along it) fit it.
pub fn each_line(g: &[Vec<u32>], names: &Lines) -> Option<String> {
    let last = g.first()?.len().checked_sub(1)?;
    if last < LEAST_N {
        return None;
    }
    let found: Vec<Pattern> = g.iter().map_while(|line| pattern::find(line, 0)).collect();
    let k = found.len().checked_sub(1)?;
    if found.len() < g.len().min(LEAST_N + 1) {
        return None;
    }
    let (line, index, along) = (names.line, names.index, names.along);
    let kind = match (found.iter().all(|p| p.saltus == 0), found.iter().all(|p| p.saltus > 0)) {
        (true, _) => "periodic",
        (_, true) => "arithmetic-periodic",
        _ => "periodic or arithmetic-periodic",
    };
    let first = found[0];
    let uniform = found
        .iter()
        .all(|p| (p.period, p.saltus) == (first.period, first.saltus));
    let n0 = format!("n0({index})");
    let relation = if uniform {
        let s = match first.saltus {
            0 => String::new(),
            s => format!(" + {s}"),
        };
        format!(
            "{} = {}{s} for {n0} <= {along} <= {}, period {} and saltus {} in every {line}",
            names.g(&format!(" + {}", first.period)),
            names.g(""),
            last - first.period,
            first.period,
            first.saltus
        )
    } else {
        let p = format!("p({index})");
        let each: Vec<String> = found
            .iter()
            .map(|f| format!("({}, {}, {})", f.period, f.saltus, f.preperiod))
            .collect();
        format!(
            "{} = {} + s({index}) for {n0} <= {along} <= {last} - {p}; (period, saltus, preperiod) by {line} \
             {index} = 0..{k}: {}",
            names.g(&format!(" + {p}")),
            names.g(""),
            listed(&each)
        )
    };
    let preperiods: Vec<u32> = found.iter().map(|p| p.preperiod as u32).collect();
    let growth = match pattern::find(&preperiods, 0) {
        _ if preperiods.iter().all(|&v| v == 0) => format!("every {line} is periodic from {along} = 0"),
        Some(p) if p.period == 1 && p.saltus == 0 => {
            format!("{n0} = {} for {} <= {index} <= {k}", preperiods[k], p.preperiod)
        }
        Some(p) => {
            let s = match p.saltus {
                0 => String::new(),
                s => format!(" + {s}"),
            };
            let grows = match (p.saltus, p.period) {
                (0, _) => String::new(),
                (s, 1) => format!(": it grows by {s} a {line}"),
                (s, q) => format!(": it grows by {s} every {q} {line}s"),
            };
            format!(
                "n0({index} + {}) = {n0}{s} for {} <= {index} <= {}{grows}",
                p.period,
                p.preperiod,
                k - p.period
            )
        }
        None => format!("no period of {n0} is found by the rule"),
    };
    let numbers: Vec<String> = preperiods.iter().map(u32::to_string).collect();
    let rest = if k + 1 < g.len() {
        format!(
            "; {line} {index} = {} has no pattern by the rule within {along} <= {last}, nor is one claimed past it",
            k + 1
        )
    } else {
        String::new()
    };
    Some(format!(
        "{line}s 0 <= {index} <= {k} are each eventually {kind} in {along}: {relation}; the preperiods {n0} for \
         {index} = 0..{k}: {}; {growth}{rest}",
        listed(&numbers)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROWS: Lines = Lines {
        line: "row",
        index: "x",
        along: "y",
    };

    #[test]
    fn rows_with_growing_preperiods() {
        // Row x: x sevens, then 0 1 0 1 ...: period 2, preperiod x.
        let g: Vec<Vec<u32>> = (0..10)
            .map(|x| (0..40).map(|y| if y < x { 7 } else { (y - x) as u32 % 2 }).collect())
            .collect();
        let text = each_line(&g, &ROWS).unwrap();
        assert!(
            text.starts_with(
                "rows 0 <= x <= 9 are each eventually periodic in y: g(x, y + 2) = g(x, y) for n0(x) <= y <= 37, \
                 period 2 and saltus 0 in every row; the preperiods n0(x) for x = 0..9: 0 1 2 3 4 5 6 7 8 9; \
                 n0(x + 1) = n0(x) + 1 for 0 <= x <= 8: it grows by 1 a row"
            ),
            "{text}"
        );
    }

    #[test]
    fn rows_without_a_pattern_are_not_reported() {
        // Row 3 follows the squares' subtraction game: no period by the rule.
        let mut squares = vec![0u32; 60];
        for n in 1..60 {
            let reached: Vec<u32> = (1..8).filter(|s| s * s <= n).map(|s| squares[n - s * s]).collect();
            squares[n] = (0..).find(|v| !reached.contains(v)).unwrap();
        }
        let mut g: Vec<Vec<u32>> = (0..10).map(|x| (0..60).map(|y| (x + y) % 3).collect()).collect();
        g[3] = squares;
        assert_eq!(each_line(&g, &ROWS), None);
        // Too short to tell.
        let short: Vec<Vec<u32>> = (0..10).map(|_| vec![0, 1, 0, 1, 0, 1, 0, 1]).collect();
        assert_eq!(each_line(&short, &ROWS), None);
    }
}
