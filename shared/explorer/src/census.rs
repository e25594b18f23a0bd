//! `--census`: every octal code with up to three digits (0.d1, 0.d1d2,
//! 0.d1d2d3, and the same after `4.`, with `4.0`), each reduced first
//! (`Octal::fully_reduced`: codes whose heap of one token has no move play
//! as another code on one token fewer), each reduced game computed once
//! under a time budget by the prover (`prove`), on all cores. For each code:
//! the period and preperiod the octal periodicity theorem proves, or open
//! with the N reached; the mask, sparse heap sizes and largest value of the
//! reduced game's table; and T. Czajka's published status of the same game
//! (`published`), compared. Time: the budget times the games over the
//! cores; memory 2 bytes a heap size of the games under way. Tested by
//! tests/solved_octal.rs (a sample of published games) and shared/sglab/tests/octal/octal.rs
//! (the reduction).

use super::limits::MAX_KERNEL_N;
use super::prove::{prove_within, proven};
use super::published::{CZAJKA_LOOKUP, CZAJKA_TRIVIAL, CZAJKA_UNSOLVED, SOLVED};
use sglab::octal::Octal;
use sglab::octal_table::{HeapRules, Method, Table};
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// Seconds of CPU time a reduced game may take (`--budget`).
pub const DEFAULT_BUDGET: f64 = 2.0;
/// Seconds of CPU time for a game published as solved: enough for the
/// longest proof (.376, .354: about 15 s), so the census confirms each
/// published solution. The proof itself never uses the published figures.
pub const SOLVED_BUDGET: f64 = 120.0;

/// What the prover found for one reduced game.
#[derive(Clone, Debug, Default)]
pub struct Found {
    /// (preperiod, period) proven by the theorem; `None`: open.
    pub proven: Option<(usize, usize)>,
    /// The end of the range n0 <= n < end the theorem needs (proven games).
    pub theorem_end: usize,
    /// The N reached.
    pub n: usize,
    pub mask: Option<u16>,
    /// Sparse heap sizes besides n = 0 under the mask.
    pub sparse: usize,
    /// The largest sparse heap size under the mask (0: none besides n = 0).
    pub last_rare: usize,
    pub largest: u16,
    /// The first values (enough to shift a preperiod back over the zeros a
    /// reduction adds).
    pub(crate) head: Vec<u16>,
    /// An arithmetic-periodic pattern g(n + p) = g(n) + s (s > 0) read off
    /// an open game's table (not proven): (preperiod, period, saltus).
    pub arithmetic: Option<(usize, usize, u32)>,
}

/// The published status of a game (T. Czajka's tables), under the code it
/// is listed as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Published {
    /// Solved nontrivial (preperiod, period).
    Solved(String, usize, usize),
    /// Trivial: (prefix, period), the prefix of the reduced game's values.
    Trivial(String, usize, usize),
    Unsolved(String),
    /// Not in the tables.
    Unlisted,
}

/// One code's census line.
#[derive(Clone, Debug)]
pub struct Row {
    pub code: String,
    /// The reduced game and how many tokens a heap lost: g(n) = g'(n - offset).
    pub reduced: String,
    pub offset: usize,
    /// The code's own (preperiod, period), proven; `None`: open.
    pub proven: Option<(usize, usize)>,
    pub found: Found,
    pub published: Published,
    /// `agrees`, `DIFFERS: ...`, `open as published`, `proven here, published unsolved`.
    pub verdict: String,
}

/// Runs the census over `codes` with `budget` seconds a reduced game on
/// `threads` threads; with `progress`, a line on stderr about once a second.
pub fn census(codes: &[String], budget: f64, threads: usize, progress: bool) -> Result<Vec<Row>, String> {
    let games: Vec<(Octal, Octal, usize)> = codes
        .iter()
        .map(|c| {
            let game = Octal::parse(c)?;
            let (reduced, t) = game.fully_reduced();
            Ok((game, reduced, t))
        })
        .collect::<Result<_, String>>()?;
    let mut classes: Vec<Octal> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    for (_, reduced, _) in &games {
        index.entry(reduced.code()).or_insert_with(|| {
            classes.push(reduced.clone());
            classes.len() - 1
        });
    }
    // Games published as solved get the time their proofs take.
    let budgets: Vec<f64> = classes
        .iter()
        .map(|c| {
            let solved = games
                .iter()
                .filter(|(_, r, _)| r == c)
                .any(|(g, _, _)| matches!(published(&g.code()), Published::Solved(..)));
            if solved {
                budget.max(SOLVED_BUDGET)
            } else {
                budget
            }
        })
        .collect();
    let found = run_classes(&classes, &budgets, threads.max(1), progress);
    let mut rows: Vec<Row> = games
        .iter()
        .map(|(game, reduced, t)| {
            let found = found[index[&reduced.code()]].clone();
            Row {
                code: game.code(),
                reduced: reduced.code(),
                offset: *t,
                proven: found.proven.map(|(n0, p)| (own_preperiod(&found.head, n0, p, *t), p)),
                found,
                published: published(&game.code()),
                verdict: String::new(),
            }
        })
        .collect();
    let by_code: HashMap<String, usize> = rows.iter().enumerate().map(|(i, r)| (r.code.clone(), i)).collect();
    for i in 0..rows.len() {
        let verdict = verdict(&rows[i], |c| by_code.get(c).map(|&j| &rows[j]));
        rows[i].verdict = verdict;
    }
    Ok(rows)
}

/// Each reduced game computed once, on `threads` threads, each taking the
/// next game, those with the largest budget first.
fn run_classes(classes: &[Octal], budgets: &[f64], threads: usize, progress: bool) -> Vec<Found> {
    let mut order: Vec<usize> = (0..classes.len()).collect();
    order.sort_by(|&a, &b| budgets[b].total_cmp(&budgets[a]));
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results = Mutex::new(vec![Found::default(); classes.len()]);
    let start = Instant::now();
    let shown = Mutex::new(0u64);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some(&i) = order.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let found = explore_class(&classes[i], budgets[i], MAX_KERNEL_N);
                    results.lock().expect("census results")[i] = found;
                    let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
                    let secs = start.elapsed().as_secs();
                    let mut last = shown.lock().expect("census progress");
                    if progress && (secs > *last || finished == classes.len()) {
                        *last = secs;
                        sglab::errprint!("\rcensus: {finished} of {} games computed, {secs} s ", classes.len());
                    }
                }
            });
        }
    });
    if progress {
        sglab::errln!();
    }
    results.into_inner().expect("census results")
}

/// One reduced game under the budget (CPU seconds of this thread), to at
/// most `cap` heap sizes.
pub(crate) fn explore_class(game: &Octal, budget: f64, cap: usize) -> Found {
    let clock = ThreadClock::start();
    let out_of_time = || clock.seconds() >= budget;
    let proof = (game.most_parts(), game.length());
    let mut table = Table::new(HeapRules::octal(game), Method::Sparse);
    let n = match prove_within(&mut table, proof, cap, Some(&out_of_time)) {
        Ok(n) => n,
        // A value past 16 bits: open at the N reached.
        Err(_) => table.g.len().saturating_sub(1),
    };
    let g = &table.g[..=n];
    let pattern = proven(g, n, proof);
    let arithmetic = match pattern {
        Some(_) => None,
        None => arithmetic(g, proof.1),
    };
    let period = pattern.map_or(0, |p| p.period);
    Found {
        proven: pattern.map(|p| (p.preperiod, p.period)),
        theorem_end: pattern.map_or(0, |p| {
            sglab::pattern::theorem_end(p.preperiod, p.period, proof.0, proof.1)
        }),
        n,
        mask: table.mask(),
        sparse: table.rare().len().saturating_sub(1),
        last_rare: table.rare().last().map_or(0, |&x| x as usize),
        largest: g.iter().copied().max().unwrap_or(0),
        head: g[..g.len().min(period + 4096)].to_vec(),
        arithmetic,
    }
}

/// Periods tried for an arithmetic-periodic pattern.
const MOST_SALTUS_PERIOD: usize = 1 << 12;

/// The smallest period p <= [`MOST_SALTUS_PERIOD`] with a saltus s > 0 such
/// that g(n + p) = g(n) + s from a preperiod n0 to the end of `g`, over at
/// least n0 <= n < 2 n0 + 2p + k (the evidence `sglab::pattern::find` asks):
/// (n0, p, s). A reading, not a proof.
pub(crate) fn arithmetic(g: &[u16], k: usize) -> Option<(usize, usize, u32)> {
    let last = g.len().checked_sub(1)?;
    (1..=MOST_SALTUS_PERIOD)
        .take_while(|&p| 3 * p + k <= last + 1)
        .find_map(|p| {
            let s = g[last].checked_sub(g[last - p]).filter(|&s| s > 0)?;
            let mut n0 = last - p + 1;
            while n0 > 0 && u32::from(g[n0 - 1 + p]) == u32::from(g[n0 - 1]) + u32::from(s) {
                n0 -= 1;
            }
            (last - p + 1 >= 2 * n0 + 2 * p + k).then_some((n0, p, u32::from(s)))
        })
}

/// CPU time of the calling thread (Linux: /proc/thread-self/stat, in clock
/// ticks of 10 ms), so a budget means the same on a loaded machine; wall
/// time where that file cannot be read.
pub(crate) struct ThreadClock {
    cpu: Option<f64>,
    wall: Instant,
}

impl ThreadClock {
    pub(crate) fn start() -> ThreadClock {
        ThreadClock {
            cpu: thread_cpu(),
            wall: Instant::now(),
        }
    }

    pub(crate) fn seconds(&self) -> f64 {
        match (self.cpu, thread_cpu()) {
            (Some(a), Some(b)) => b - a,
            _ => self.wall.elapsed().as_secs_f64(),
        }
    }
}

/// User plus system time of the calling thread, in seconds.
fn thread_cpu() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // Fields after the command name (which may hold spaces), from field 3:
    // utime and stime are fields 14 and 15.
    let rest = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

/// The preperiod of g(n) = g'(n - t) (zeros below t) given g' has
/// preperiod n0 and period p: n0 + t, walked back while the relation holds.
pub(crate) fn own_preperiod(head: &[u16], n0: usize, p: usize, t: usize) -> usize {
    let value = |n: usize| if n < t { Some(0) } else { head.get(n - t).copied() };
    let mut own = n0 + t;
    while own > 0 {
        match (value(own - 1), value(own - 1 + p)) {
            (Some(a), Some(b)) if a == b => own -= 1,
            _ => break,
        }
    }
    own
}

/// The game `code` is listed under in T. Czajka's lookup (itself if not
/// mapped).
pub fn listed_as(code: &str) -> String {
    let (prefix, last) = code.split_at(code.len() - 1);
    let last = last.as_bytes()[0];
    if code == "4.0" || !(b'1'..=b'7').contains(&last) {
        return code.to_string();
    }
    for line in CZAJKA_LOOKUP.lines() {
        let mut cells = line.split_whitespace();
        if cells.next() == Some(prefix) {
            let entry = cells.nth((last - b'1') as usize).unwrap_or("-");
            return if entry == "-" {
                code.to_string()
            } else {
                entry.to_string()
            };
        }
    }
    code.to_string()
}

/// The published status of the game `code` is listed under.
pub fn published(code: &str) -> Published {
    let listed = listed_as(code);
    if let Some(&(_, n0, p)) = SOLVED.iter().find(|s| s.0 == listed) {
        Published::Solved(listed, n0, p)
    } else if let Some(&(_, n0, p)) = CZAJKA_TRIVIAL.iter().find(|s| s.0 == listed) {
        Published::Trivial(listed, n0, p)
    } else if CZAJKA_UNSOLVED.contains(&listed.as_str()) {
        Published::Unsolved(listed)
    } else {
        Published::Unlisted
    }
}

/// Compares a row with its published status. A published period must be
/// ours, and the published preperiod that of the listed game (its own or
/// its reduced game's: the tables use both).
fn verdict<'a>(row: &Row, row_of: impl Fn(&str) -> Option<&'a Row>) -> String {
    match &row.published {
        Published::Solved(listed, n0, p) | Published::Trivial(listed, n0, p) => {
            // The listed game's own figures (itself when it is not in the run).
            let listed_row = row_of(listed).unwrap_or(row);
            let theirs = listed_row.found.proven.map(|(m0, q)| (listed_row.proven, m0, q));
            match (row.proven, theirs) {
                (Some((_, q)), Some((Some((own, _)), reduced, _))) if q == *p && (own == *n0 || reduced == *n0) => {
                    "agrees".to_string()
                }
                (None, _) => format!("DIFFERS: published period {p} from {n0} ({listed}), open here"),
                (Some((m0, q)), _) => format!("DIFFERS: published period {p} from {n0} ({listed}), here {q} from {m0}"),
            }
        }
        Published::Unsolved(_) => match row.proven {
            None => "open as published".to_string(),
            Some(_) => "proven here, published unsolved".to_string(),
        },
        Published::Unlisted => "not in the published tables".to_string(),
    }
}

/// The census as CSV.
pub fn csv(rows: &[Row]) -> String {
    let mut out = String::from(
        "code,reduced,offset,status,preperiod,period,reduced_preperiod,theorem_end,n,mask,sparse,largest,\
         published_as,published_status,published_preperiod,published_period,verdict\n",
    );
    for r in rows {
        let (status, n0, p) = match r.proven {
            Some((n0, p)) => ("proven", n0.to_string(), p.to_string()),
            None => ("open", String::new(), String::new()),
        };
        let reduced_n0 = r.found.proven.map_or(String::new(), |(m, _)| m.to_string());
        let end = if r.proven.is_some() {
            (r.found.theorem_end + r.offset).to_string()
        } else {
            String::new()
        };
        let (listed, kind, pn0, pp) = published_cells(&r.published);
        out += &format!(
            "{},{},{},{status},{n0},{p},{reduced_n0},{end},{},{},{},{},{listed},{kind},{pn0},{pp},{}\n",
            r.code,
            r.reduced,
            r.offset,
            r.found.n + r.offset,
            r.found.mask.map_or(String::new(), |m| format!("0x{m:x}")),
            r.found.sparse,
            r.found.largest,
            r.verdict
        );
    }
    out
}

fn published_cells(p: &Published) -> (String, &'static str, String, String) {
    match p {
        Published::Solved(c, n0, q) => (c.clone(), "solved", n0.to_string(), q.to_string()),
        Published::Trivial(c, n0, q) => (c.clone(), "trivial", n0.to_string(), q.to_string()),
        Published::Unsolved(c) => (c.clone(), "unsolved", String::new(), String::new()),
        Published::Unlisted => (String::new(), "unlisted", String::new(), String::new()),
    }
}

/// The summary line: codes, games computed, proven, open, time.
pub fn summary(rows: &[Row], games: usize, seconds: f64, threads: usize, budget: f64) -> String {
    let proven = rows.iter().filter(|r| r.proven.is_some()).count();
    let count = |prefix: &str| rows.iter().filter(|r| r.verdict.starts_with(prefix)).count();
    format!(
        "census: {} codes ({games} games after reduction): {proven} proven, {} open, in {seconds:.0} s \
         on {threads} thread(s), budget {budget} s a game\n\
         published (T. Czajka's tables): {} agree, {} open as published, {} proven here but published \
         unsolved, {} differ, {} not listed\n",
        rows.len(),
        rows.len() - proven,
        count("agrees"),
        count("open as published"),
        count("proven here"),
        count("DIFFERS"),
        count("not in the published"),
    )
}

/// The Markdown table, one line a code.
pub fn markdown(rows: &[Row]) -> String {
    let mut out = String::from(
        "| code | reduced (offset) | status | preperiod | period | theorem needs n < | N reached | mask | sparse | largest | published | verdict |\n\
         | :--- | :--- | :--- | ---: | ---: | ---: | ---: | :--- | ---: | ---: | :--- | :--- |\n",
    );
    for r in rows {
        let reduced = if r.offset == 0 {
            "itself".to_string()
        } else {
            format!("{} ({})", r.reduced, r.offset)
        };
        let (status, n0, p, end) = match r.proven {
            Some((n0, p)) => (
                "proven",
                n0.to_string(),
                p.to_string(),
                (r.found.theorem_end + r.offset).to_string(),
            ),
            None => ("open", String::new(), String::new(), String::new()),
        };
        let (listed, kind, pn0, pp) = published_cells(&r.published);
        let published = match kind {
            "solved" | "trivial" => format!("{kind} {listed}: {pp} from {pn0}"),
            "unsolved" => format!("unsolved {listed}"),
            _ => "unlisted".to_string(),
        };
        out += &format!(
            "| {} | {reduced} | {status} | {n0} | {p} | {end} | {} | {} | {} | {} | {published} | {} |\n",
            r.code,
            r.found.n + r.offset,
            r.found.mask.map_or("none".to_string(), |m| format!("0x{m:x}")),
            r.found.sparse,
            r.found.largest,
            r.verdict
        );
    }
    out
}

/// The marker lines of the census block in a Markdown file.
pub const OPEN: &str = "<!-- census: explore --census --md FILE -->";
pub const CLOSE: &str = "<!-- /census -->";

/// `text` with the lines between [`OPEN`] and [`CLOSE`] replaced by `block`.
pub fn replace_block(text: &str, block: &str) -> Result<String, String> {
    let open = text.find(OPEN).ok_or(format!("no line {OPEN}"))?;
    let body = open + OPEN.len();
    let close = text[body..]
        .find(CLOSE)
        .ok_or(format!("no line {CLOSE} after {OPEN}"))?
        + body;
    Ok(format!("{}\n{block}{}", &text[..body], &text[close..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_block_between_the_markers_is_replaced() {
        let text = format!("intro\n{OPEN}\nold\nrows\n{CLOSE}\nend\n");
        assert_eq!(
            replace_block(&text, "new\n").unwrap(),
            format!("intro\n{OPEN}\nnew\n{CLOSE}\nend\n")
        );
        assert!(replace_block("no markers", "x").is_err());
        assert!(replace_block(&format!("{OPEN}\n"), "x").is_err());
    }

    #[test]
    fn a_preperiod_moves_back_over_the_zeros_of_a_reduction() {
        // g' = (1 0) from 0; two reductions: g = 0 0 | 1 0 1 0 ...: g(1) =
        // g(3) = 0, g(0) != g(2): from 1.
        assert_eq!(own_preperiod(&[1, 0, 1, 0], 0, 2, 2), 1);
        // g' = (0 1): g = 0 0 | 0 1 0 1: g(1) != g(3): from 2.
        assert_eq!(own_preperiod(&[0, 1, 0, 1], 0, 2, 2), 2);
        // g' has preperiod 3: the offset adds to it.
        assert_eq!(own_preperiod(&[5, 5, 5, 0, 1, 0, 1], 3, 2, 1), 4);
    }
}
