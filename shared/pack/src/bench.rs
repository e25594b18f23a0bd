//! The benchmark behind `scripts/bench.sh`: every problem's release binary
//! at its judge's largest inputs (the generator kinds its metadata lists as
//! `bench`, seed 1, written under `target/bench/`): best and median wall
//! time over several runs (process start included, as on a judge), peak
//! resident memory (one more run under GNU time), throughput, the judge's
//! limits and the headroom. Figures are reported, not asserted; a failing
//! binary or a figure over a judge limit fails the run. A problem may name
//! a dev-only baseline example as `compare` (one run, for comparison).

use crate::problems;
use sglab::meta::{self, Meta};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// What to measure and where the built binaries are.
pub struct Options {
    /// Binary names; empty for all.
    pub only: Vec<String>,
    /// Runs per input.
    pub runs: usize,
    /// The cargo target folder.
    pub target: PathBuf,
}

/// Wall times in ms of `runs` runs of `exe` on `input`, then its peak
/// memory in KiB (GNU time's %M); `Err` with the first stderr line when a
/// run fails.
fn measure(exe: &Path, input: &Path, runs: usize, work: &Path) -> Result<(Vec<f64>, u64), String> {
    let open = || std::fs::File::open(input).map_err(|e| format!("{}: {e}", input.display()));
    let mut times = Vec::new();
    for _ in 0..runs {
        let start = Instant::now();
        let out = Command::new(exe)
            .stdin(open()?)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .output()
            .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        if !out.status.success() {
            let err = String::from_utf8_lossy(&out.stderr);
            return Err(format!(
                "exit {:?}: {}",
                out.status.code(),
                err.lines().next().unwrap_or("")
            ));
        }
    }
    let mem = work.join("mem");
    let status = Command::new("/usr/bin/time")
        .args(["-f", "%M", "-o"])
        .arg(&mem)
        .arg(exe)
        .stdin(open()?)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_err(|e| format!("cannot run /usr/bin/time (apt-get install time): {e}"))?;
    if !status.success() {
        return Err("failed under /usr/bin/time".to_string());
    }
    let text = std::fs::read_to_string(&mem).unwrap_or_default();
    let peak = text.lines().last().and_then(|l| l.trim().parse().ok()).unwrap_or(0);
    times.sort_by(|a, b| a.total_cmp(b));
    Ok((times, peak))
}

fn size(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 20 => format!("{:.1}MiB", b as f64 / (1 << 20) as f64),
        b if b >= 1 << 10 => format!("{:.0}KiB", b as f64 / 1024.0),
        b => format!("{b}B"),
    }
}

/// One problem's rows; whether it stayed within the judge's limits.
fn bench_problem(meta: &Meta, options: &Options, out: &mut dyn Write) -> bool {
    let problem = match problems::find(&meta.bin) {
        Some(p) => p,
        None => {
            let _ = writeln!(out, "{:<14} not registered in sglab::problems", meta.bin);
            return false;
        }
    };
    let work = options.target.join("bench");
    let _ = std::fs::create_dir_all(&work);
    let mut pass = true;
    for kind in &meta.bench {
        let input = work.join(format!("{}-{kind}.in", meta.bin));
        let made = problem.generate(kind, 1).and_then(|text| {
            std::fs::write(&input, &text).map_err(|e| format!("{}: {e}", input.display()))?;
            Ok(text.len() as u64)
        });
        let bytes = match made {
            Ok(bytes) => bytes,
            Err(e) => {
                let _ = writeln!(out, "{:<14} {kind:<11} GENERATOR FAILED: {e}", meta.bin);
                pass = false;
                continue;
            }
        };
        let exe = options.target.join("release").join(&meta.bin);
        let baseline = meta.compare.as_ref().map(|name| {
            let exe = options.target.join("release/examples").join(name);
            (name, measure(&exe, &input, 1, &work))
        });
        match measure(&exe, &input, options.runs, &work) {
            Err(e) => {
                let _ = writeln!(out, "{:<14} {kind:<11} FAILED: {e}", meta.bin);
                pass = false;
            }
            Ok((times, kib)) => {
                let (best, median) = (times[0], times[(times.len() - 1) / 2]);
                let (lt, lm) = (meta.time_limit.as_millis() as f64, meta.memory_limit_mib as f64);
                let mib = kib as f64 / 1024.0;
                let over = best > lt || mib > lm;
                pass &= !over;
                let _ = writeln!(
                    out,
                    "{:<14} {kind:<11} {:>9} {best:>7.1}ms {median:>7.1}ms {:>9.0} {mib:>7.1}MiB {:>7}ms/{}MiB {:>6.0}x/{:.0}x{}",
                    meta.bin,
                    size(bytes),
                    bytes as f64 / best / 1000.0,
                    lt,
                    lm,
                    lt / best,
                    lm / mib.max(0.001),
                    if over { "  OVER LIMIT" } else { "" }
                );
            }
        }
        match baseline {
            Some((name, Ok((times, kib)))) => {
                let _ = writeln!(
                    out,
                    "{:<14} {kind:<11} {:>9} {:>7.1}ms {:>9} {:>9} {:>7.1}MiB  (baseline {name}, one run)",
                    "",
                    "",
                    times[0],
                    "",
                    "",
                    kib as f64 / 1024.0
                );
            }
            Some((name, Err(e))) => {
                let _ = writeln!(out, "{:<14} {kind:<11} baseline {name} FAILED: {e}", "");
                pass = false;
            }
            None => {}
        }
    }
    pass
}

/// Measures every problem (or those named); whether all stayed within limits.
pub fn run(options: &Options, out: &mut dyn Write) -> Result<bool, String> {
    let all = meta::all()?;
    for name in &options.only {
        if !all.iter().any(|m| &m.bin == name) {
            return Err(format!("no problem with binary name {name:?}"));
        }
    }
    let _ = writeln!(
        out,
        "{:<14} {:<11} {:>9} {:>9} {:>9} {:>9} {:>10} {:>16} {:>14}",
        "binary", "input", "size", "best", "median", "MB/s", "peak mem", "judge limits", "headroom t/m"
    );
    let mut pass = true;
    for meta in all
        .iter()
        .filter(|m| options.only.is_empty() || options.only.contains(&m.bin))
    {
        if meta.bench.is_empty() {
            let _ = writeln!(out, "{:<14} no bench kinds in its Cargo.toml", meta.bin);
            pass = false;
            continue;
        }
        pass &= bench_problem(meta, options, out);
    }
    Ok(pass)
}
