//! Proving a period: compute until the octal periodicity theorem's range is
//! covered (`--prove`), and every solved game proven from scratch
//! (`--solved-table`, on up to two threads). Time: the table's, up to the
//! N the theorem needs; memory 2 bytes a heap size. Tested by
//! tests/solved_octal.rs and, for the long games, `scripts/bench.sh explore`.

use super::limits::MAX_KERNEL_N;
use super::published::SOLVED;
use sglab::octal::Octal;
use sglab::octal_table::{HeapRules, Method, Table};
use sglab::pattern::{self, Pattern};
use std::time::Instant;

/// Where `--prove` starts.
const PROVE_START: usize = 4_096;

/// Computes until the theorem proves a period or `cap` is reached; the N
/// reached.
pub(super) fn prove(table: &mut Table, proof: (usize, usize), cap: usize) -> Result<usize, String> {
    prove_within(table, proof, cap, None)
}

/// [`prove`], stopping also once `out_of_time()` says so (asked every
/// 1,024 heap sizes; no progress line then): the N reached.
pub(super) fn prove_within(
    table: &mut Table,
    (parts, k): (usize, usize),
    cap: usize,
    out_of_time: Option<&dyn Fn() -> bool>,
) -> Result<usize, String> {
    let mut n = PROVE_START.min(cap);
    loop {
        match out_of_time {
            None => table.extend_to(n, true)?,
            Some(out_of_time) => {
                while table.g.len() <= n {
                    table.extend_to(n.min(table.g.len() + 1023), false)?;
                    if out_of_time() {
                        return Ok(table.g.len() - 1);
                    }
                }
            }
        }
        let next = match pattern::candidate(&table.g, 1) {
            Some(p) => {
                let need = pattern::theorem_end(p.preperiod, p.period, parts, k) + p.period - 1;
                if need <= n {
                    return Ok(n);
                }
                need.max(n + n / 8)
            }
            None => n * 2,
        };
        if n == cap {
            return Ok(n);
        }
        n = next.min(cap);
    }
}

/// The period of g(0..=n) the theorem proves, if any: the candidate whose
/// range n0 <= n < theorem_end is covered.
pub(super) fn proven(g: &[u16], n: usize, (parts, k): (usize, usize)) -> Option<Pattern> {
    pattern::candidate(&g[..=n], 1)
        .filter(|f| pattern::theorem_end(f.preperiod, f.period, parts, k) + f.period <= n + 1)
}

/// Proves every solved octal game from scratch, one line each; the games
/// run on two threads when the machine has two cores (each game is one
/// sequential computation: the second core halves the whole table's time).
pub(super) fn solved_table() -> String {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let start = Instant::now();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(2);
    // Longest first, so the two threads finish together.
    let mut order: Vec<usize> = (0..SOLVED.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(SOLVED[i].1 + SOLVED[i].2));
    let next = AtomicUsize::new(0);
    let mut rows = vec![String::new(); SOLVED.len()];
    let mut seconds = 0.0;
    let mut proven = 0;
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    while let Some(&i) = order.get(next.fetch_add(1, Ordering::Relaxed)) {
                        done.push((i, solved_row(SOLVED[i])));
                    }
                    done
                })
            })
            .collect();
        for worker in workers {
            for (i, (row, secs, ok)) in worker.join().expect("a solved-table thread") {
                rows[i] = row;
                seconds += secs;
                proven += ok as usize;
            }
        }
    });
    format!(
        "code    preperiod     period  published  rare  last rare  seconds\n{}\
         {proven} of {} proven with the published values in {:.2} s on {threads} thread(s) \
         ({seconds:.2} s one game after another)\n",
        rows.concat(),
        SOLVED.len(),
        start.elapsed().as_secs_f64()
    )
}

/// One line of the solved table, the seconds it took, and whether the
/// published period was proven.
pub(super) fn solved_row((code, n0, p): (&str, usize, usize)) -> (String, f64, bool) {
    let t = Instant::now();
    let game = Octal::parse(code).expect("a valid code");
    let (parts, k) = (game.most_parts(), game.length());
    let mut table = Table::new(HeapRules::octal(&game), Method::Sparse);
    let found = prove(&mut table, (parts, k), MAX_KERNEL_N)
        .ok()
        .and_then(|n| pattern::candidate(&table.g[..=n], 1).map(|f| (f, n)));
    let (preperiod, period, status) = match found {
        Some((f, n)) => {
            let proven = pattern::theorem_end(f.preperiod, f.period, parts, k) + f.period <= n + 1;
            let same = (f.preperiod, f.period) == (n0, p);
            (f.preperiod, f.period, if proven && same { "yes" } else { "NO" })
        }
        None => (0, 0, "NO"),
    };
    let secs = t.elapsed().as_secs_f64();
    let row = format!(
        "{code:<6} {preperiod:>10} {period:>10}  {status:>9} {:>5} {:>10} {secs:>8.2}\n",
        table.rare().len(),
        table.rare().last().copied().unwrap_or(0),
    );
    (row, secs, status == "yes")
}
