//! One census row a process, for a driver that shards the census
//! (scripts/census.sh, on Dask): `--census-classes D` lists every code of
//! up to D digits with its equivalence class (the fully reduced game) and
//! offset; `--census-row CODE` computes one code under a CPU budget (120 s
//! for a game published as solved, as `--census` gives) and a heap bound
//! and prints its row. The process ends itself when its parent
//! dies (a thread polls `std::os::unix::process::parent_id()`, std only: a
//! changed parent means it was reparented). Time: the budget; memory 2
//! bytes a heap size, at most the bound (refused past what /proc/meminfo
//! says is available). Tested by shared/pack/tests/tools/census_driver.rs
//! (rows against the in-process census, bad arguments) and the driver's
//! tests (scripts/census_test.py).

use super::args::{number, Args};
use super::census::{explore_class, own_preperiod, published, Published, ThreadClock, SOLVED_BUDGET};
use super::limits::MAX_KERNEL_N;
use sglab::octal::Octal;

/// The header of the rows `--census-row` prints.
pub const HEADER: &str = "code,class,offset,status,preperiod,period,saltus,theorem_end,\
                          mask,last_rare,largest,n,cpu_seconds";

/// Largest heap bound of all (heap sizes are 32-bit in the sparse lists).
const MOST_N: usize = u32::MAX as usize - 1;

/// Bytes a heap size may take at its peak: the values (2 bytes) and the
/// vector's growth (as much again while it is copied).
const BYTES_A_HEAP: usize = 4;

/// `--census-classes D`: `code,class,offset` for every code of up to D
/// digits (1..=4).
pub(super) fn classes(a: &Args) -> Result<String, String> {
    let digits = number("--census-classes", a.census_classes.unwrap_or(""), 1, 4)?;
    let mut out = String::from("code,class,offset\n");
    for code in sglab::octal::codes_up_to(digits as u32) {
        let (class, t) = Octal::parse(&code)?.fully_reduced();
        out += &format!("{code},{},{t}\n", class.code());
    }
    Ok(out)
}

/// `--census-row CODE [--budget S] [-n MAX]`: the header and the row.
pub(super) fn row(a: &Args, code: &str) -> Result<String, String> {
    if a.grid.is_some() || a.svg.is_some() || a.from.is_some() || a.to.is_some() || a.out.is_some() {
        return Err("--census-row takes only --budget and -n".to_string());
    }
    if a.csv || a.prove || a.plain || a.misere || a.md.is_some() {
        return Err("--census-row takes only --budget and -n".to_string());
    }
    let budget = super::parse_budget(a.budget)?;
    let cap = match a.size {
        None => MAX_KERNEL_N,
        Some(v) => heap_bound(number("-n", v, 1, MOST_N)?, available_memory())?,
    };
    let game = Octal::parse(code)?;
    watch_parent();
    let clock = ThreadClock::start();
    let (class, t) = game.fully_reduced();
    // As the census does: a game published as solved gets the time its
    // proof takes (the proof never reads the published figures).
    let solved = [&game, &class]
        .iter()
        .any(|g| matches!(published(&g.code()), Published::Solved(..)));
    let budget = if solved { budget.max(SOLVED_BUDGET) } else { budget };
    // The class's table runs to the bound less the offset: the code's own
    // heap sizes stay within it.
    let found = explore_class(&class, budget, cap.saturating_sub(t).max(1));
    let seconds = clock.seconds();
    let (status, n0, p, s, end) = match (found.proven, found.arithmetic) {
        (Some((n0, p)), _) => (
            "proven",
            own_preperiod(&found.head, n0, p, t).to_string(),
            p.to_string(),
            "0".to_string(),
            (found.theorem_end + t).to_string(),
        ),
        (None, Some((n0, p, s))) => (
            "arithmetic",
            (n0 + t).to_string(),
            p.to_string(),
            s.to_string(),
            String::new(),
        ),
        (None, None) => ("open", String::new(), String::new(), String::new(), String::new()),
    };
    Ok(format!(
        "{HEADER}\n{},{},{t},{status},{n0},{p},{s},{end},{},{},{},{},{seconds:.2}\n",
        game.code(),
        class.code(),
        found.mask.map_or(String::new(), |m| format!("0x{m:x}")),
        if found.mask.is_some() {
            (found.last_rare + t).to_string()
        } else {
            String::new()
        },
        found.largest,
        found.n + t,
    ))
}

/// `n` if `available` bytes hold its table, else an error naming both.
fn heap_bound(n: usize, available: Option<usize>) -> Result<usize, String> {
    let needed = n.saturating_add(1).saturating_mul(BYTES_A_HEAP);
    match available {
        Some(bytes) if needed > bytes => Err(format!(
            "-n: {n} heap sizes need {} MiB, more than the {} MiB available (MemAvailable in /proc/meminfo)",
            needed >> 20,
            bytes >> 20
        )),
        _ => Ok(n),
    }
}

/// MemAvailable of /proc/meminfo in bytes (`None` where it cannot be read:
/// then only the 32-bit bound holds).
fn available_memory() -> Option<usize> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib.saturating_mul(1024))
}

/// Ends the process (status 143, as SIGTERM would) once its parent dies:
/// a thread polls the parent's id every 100 ms; when the parent exits the
/// kernel gives the process a new parent (init or a subreaper), so a
/// changed id is the parent's death. Polling, not `PR_SET_PDEATHSIG`, so no
/// libc and no `unsafe`; a parent killed while this starts is seen too.
fn watch_parent() {
    #[cfg(unix)]
    {
        let first = std::os::unix::process::parent_id();
        std::thread::spawn(move || loop {
            std::thread::sleep(std::time::Duration::from_millis(100));
            if std::os::unix::process::parent_id() != first {
                sglab::errln!("error: the parent process {first} is gone: stopping");
                std::process::exit(143);
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_heap_bound_is_refused_past_the_memory_available() {
        assert_eq!(heap_bound(1 << 28, Some(2 << 30)), Ok(1 << 28));
        assert_eq!(heap_bound(1 << 28, None), Ok(1 << 28));
        let err = heap_bound(1 << 30, Some(1 << 30)).unwrap_err();
        assert!(err.contains("4096 MiB, more than the 1024 MiB"), "{err}");
    }
}
