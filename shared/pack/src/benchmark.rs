//! The benchmark behind `scripts/bench.sh`: every problem's release binary
//! at its judge's largest inputs (the generator kinds its metadata lists as
//! `bench`, seed 1, written under `target/bench/`): best and median wall
//! time over several runs (process start included, as on a judge), peak
//! resident memory (one more run under GNU time), throughput, the judge's
//! limits and the headroom. Figures are reported, not asserted; a failing
//! binary or a figure over a judge limit fails the run. A problem may name
//! a dev-only baseline example as `compare` (one run, for comparison).
//! A checker or interactive problem's binary is run through its judge
//! ([`sglab::judge::kinds::judge_as`]: the checker, or the game played with
//! the judge's side), so its times include the judge's side and the pipes.
//!
//! With peer commands ([`BenchOptions::peers`], `--peer CMD`), each peer is
//! first judged as the judge tool judges a solution, on every golden file
//! and [`PEER_CASES`] random small cases answered by the brute force (seed
//! 1; `judge_peer`), so a peer timed is a peer checked correct; each
//! input is then judged once for every command (the pack's binary and each
//! peer: exact answers, the checker, as the judge tool does), then all are
//! run in turn, RUNS rounds, timed by CPU time (user + system of the
//! process, from `getrusage(RUSAGE_CHILDREN)` around each run: what a
//! judge counts, and steadier than wall time on a shared machine), with
//! each one's peak memory under GNU time, and ours / theirs per input.

use crate::problems;
use sglab::contract::{erased::Erased, AnyProblem, Kind, Problem, Visitor};
use sglab::judge::kinds::judge_as;
use sglab::meta::{self, Meta};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// What to measure and where the built binaries are.
pub struct BenchOptions {
    /// Binary names; empty for all.
    pub only: Vec<String>,
    /// Runs per input.
    pub runs: usize,
    /// The cargo target folder.
    pub target: PathBuf,
    /// Peer commands (each split on whitespace) to run interleaved with
    /// the pack's binary; empty for the plain benchmark.
    pub peers: Vec<String>,
}

/// The CPU time (user + system, in ms) of this process's children that
/// have been waited for, from `getrusage(RUSAGE_CHILDREN)`.
fn children_cpu_ms() -> f64 {
    /// `struct rusage` on Linux: `ru_utime` and `ru_stime` (two `timeval`s
    /// of seconds and microseconds), then 14 `long`s.
    #[repr(C)]
    struct Rusage {
        times: [std::os::raw::c_long; 4],
        rest: [std::os::raw::c_long; 14],
    }
    extern "C" {
        fn getrusage(who: std::os::raw::c_int, usage: *mut Rusage) -> std::os::raw::c_int;
    }
    const RUSAGE_CHILDREN: std::os::raw::c_int = -1;
    let mut usage = Rusage {
        times: [0; 4],
        rest: [0; 14],
    };
    // SAFETY: `usage` is a live, writable value of the type getrusage writes.
    if unsafe { getrusage(RUSAGE_CHILDREN, &mut usage) } != 0 {
        return 0.0;
    }
    let t = usage.times;
    (t[0] + t[2]) as f64 * 1000.0 + (t[1] + t[3]) as f64 / 1000.0
}

/// One run of `cmd` on `input`, stdout to `out`: its CPU time in ms, or
/// the first stderr line of a failure.
fn cpu_run(cmd: &[String], input: &Path, out: &Path) -> Result<f64, String> {
    let stdin = std::fs::File::open(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let stdout = std::fs::File::create(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let before = children_cpu_ms();
    let run = Command::new(&cmd[0])
        .args(&cmd[1..])
        .stdin(stdin)
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", cmd[0]))?;
    let cpu = children_cpu_ms() - before;
    if !run.status.success() {
        let err = String::from_utf8_lossy(&run.stderr);
        return Err(format!(
            "{}: exit {:?}: {}",
            cmd.join(" "),
            run.status.code(),
            err.lines().next().unwrap_or("")
        ));
    }
    Ok(cpu)
}

/// Peak resident memory in KiB of one run of `cmd` under GNU time.
fn peak_kib(cmd: &[String], input: &Path, work: &Path) -> Result<u64, String> {
    let mem = work.join("mem");
    let stdin = std::fs::File::open(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let status = Command::new("/usr/bin/time")
        .args(["-f", "%M", "-o"])
        .arg(&mem)
        .args(cmd)
        .stdin(stdin)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_err(|e| format!("cannot run /usr/bin/time (apt-get install time): {e}"))?;
    if !status.success() {
        return Err(format!("{}: failed under /usr/bin/time", cmd.join(" ")));
    }
    Ok(gnu_time_peak(&mem))
}

/// The peak resident memory in KiB that GNU time's `-f %M -o FILE` wrote
/// to `file` (its last line); 0 if there is none.
fn gnu_time_peak(file: &Path) -> u64 {
    let text = std::fs::read_to_string(file).unwrap_or_default();
    text.lines().last().and_then(|l| l.trim().parse().ok()).unwrap_or(0)
}

/// The problem, the bench input at `input` and its expected answers (the
/// reference's).
fn read_with_answers<P: Problem>(input: &Path) -> Result<(Erased<P>, String, String), String> {
    let problem = Erased::<P>::new()?;
    let text = std::fs::read_to_string(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let expected: String = problem
        .expected_cases(&problem.parse(&text)?)
        .into_iter()
        .map(|e| e.answer)
        .collect();
    Ok((problem, text, expected))
}

/// The verdict code of `cmd` on `input` as the judge tool gives it (exact
/// answers or the checker), `AC-ws` for an answer that differs from the
/// expected one only in whitespace.
struct Verify<'a> {
    cmd: &'a [String],
    input: &'a Path,
}

impl Visitor for Verify<'_> {
    type Output = Result<String, String>;

    fn visit<P: Problem>(self) -> Self::Output {
        if P::KIND == Kind::Interactive {
            return Err("an interactive problem: --peer times batch runs only".to_string());
        }
        let (problem, text, expected) = read_with_answers::<P>(self.input)?;
        // Generous bounds: this run checks the answer, the timed runs follow.
        let (limit, memory) = (problem.meta().time_limit * 10, problem.meta().memory_limit_mib * 4);
        let run = judge_as(&problem, self.cmd, &text, &expected, limit, memory, 1)?;
        // Codeforces' checkers read tokens: a layout that differs only in
        // whitespace (a trailing space) is accepted there.
        Ok(match &run.verdict {
            sglab::judge::Verdict::Wa(sglab::judge::Wrong::Differs(d))
                if d.kind() == Some("only whitespace differs") =>
            {
                "AC-ws".to_string()
            }
            v => v.code().to_string(),
        })
    }
}

/// Random small cases each peer is judged on before it is timed (in at
/// most [`PEER_RUNS`] runs): the judge tool's default.
pub const PEER_CASES: usize = 3000;
/// See [`PEER_CASES`].
pub const PEER_RUNS: usize = 300;

/// The judge tool's verdict on `cmd` for the problem `bin`, its phases 1
/// and 2 (golden files, then [`PEER_CASES`] random small cases, seed 1;
/// the bench inputs are judged next, so not phase 3): its report's last
/// line, and whether it is AC. The full report goes to
/// `target/bench/judge-<bin>-<peer>.txt`.
fn judge_peer(bin: &str, cmd: &[String], target: &Path, peer: usize) -> Result<(String, bool), String> {
    let work = target.join("bench");
    let options = sglab::judge::outcome::JudgeOptions {
        cases: PEER_CASES,
        runs: PEER_RUNS,
        search_runs: sglab::judge::phases::SEARCH_RUNS,
        cap: std::time::Duration::from_secs(600),
        seed: 1,
        batch: 100,
        large: false,
        beyond: false,
        out_dir: work.join(format!("judge-{bin}-{peer}")),
        bin_dir: target.join("release"),
        memory_mib: None,
        shrink: sglab::contract::shrink::Budget::JUDGE,
    };
    let mut report = Vec::new();
    let failure = crate::judge_tool::judge_named(bin, cmd.to_vec(), options, &mut report, &mut std::io::sink())
        .ok_or_else(|| format!("{bin} is not registered"))??;
    let file = work.join(format!("judge-{bin}-{peer}.txt"));
    std::fs::write(&file, &report).map_err(|e| format!("{}: {e}", file.display()))?;
    let text = String::from_utf8_lossy(&report);
    let last = text.lines().last().unwrap_or("").to_string();
    Ok((format!("{last} (report: {})", file.display()), failure.is_none()))
}

/// Splits each peer command on whitespace; an empty one is an error.
pub fn parse_peers(peers: &[String]) -> Result<Vec<Vec<String>>, String> {
    peers
        .iter()
        .map(|p| {
            let words: Vec<String> = p.split_whitespace().map(str::to_string).collect();
            if words.is_empty() {
                Err("--peer needs a command".to_string())
            } else {
                Ok(words)
            }
        })
        .collect()
}

/// The peer comparison of one problem (see the module's comment); whether
/// every command was judged right and ran.
fn bench_peers(meta: &Meta, options: &BenchOptions, out: &mut dyn Write) -> Result<bool, String> {
    let problem = problems::find(&meta.bin).ok_or_else(|| format!("{} is not registered", meta.bin))?;
    let work = options.target.join("bench");
    let _ = std::fs::create_dir_all(&work);
    let mut cmds = vec![vec![options
        .target
        .join("release")
        .join(&meta.bin)
        .display()
        .to_string()]];
    cmds.extend(parse_peers(&options.peers)?);
    let mut pass = true;
    for (i, cmd) in cmds.iter().enumerate().skip(1) {
        let (line, ac) = judge_peer(&meta.bin, cmd, &options.target, i)?;
        let _ = writeln!(out, "judged {}: {line}", cmd.join(" "));
        pass &= ac;
    }
    let _ = writeln!(
        out,
        "{:<14} {:<11} {:<8} {:>10} {:>10} {:>9} {:>9}  command",
        "binary", "input", "verdict", "best cpu", "median cpu", "peak mem", "ours/this"
    );
    for kind in &meta.bench {
        let input = work.join(format!("{}-{kind}.in", meta.bin));
        let text = problem.generate(kind, 1)?;
        std::fs::write(&input, &text).map_err(|e| format!("{}: {e}", input.display()))?;
        let runs = run_peers(meta, &cmds, &input, &work.join("peer.out"), options.runs)?;
        pass &= peer_rows(meta, kind, &cmds, &runs, &input, &work, out);
    }
    Ok(pass)
}

/// Every peer command's verdict on one input and its timed runs.
struct PeerRuns {
    /// Each command's verdict code (or `judge error: ...`).
    verdicts: Vec<String>,
    /// Each command's CPU times in ms.
    times: Vec<Vec<f64>>,
    /// Each command's first failed run, in words.
    failed: Vec<Option<String>>,
}

/// Judges every command on `input`, then runs them all in interleaved rounds; `Err` when ours cannot be judged.
fn run_peers(
    meta: &Meta,
    cmds: &[Vec<String>],
    input: &Path,
    scratch: &Path,
    rounds: usize,
) -> Result<PeerRuns, String> {
    let verdicts: Vec<String> = cmds
        .iter()
        .map(|cmd| problems::visit(&meta.bin, Verify { cmd, input }).unwrap_or_else(|| Err("not registered".into())))
        .map(|v| v.unwrap_or_else(|e| format!("judge error: {e}")))
        .collect();
    if verdicts[0].starts_with("judge error") {
        return Err(verdicts[0].clone());
    }
    // Interleaved rounds, each starting one command later.
    let mut times = vec![Vec::new(); cmds.len()];
    let mut failed = vec![None; cmds.len()];
    for round in 0..rounds {
        for step in 0..cmds.len() {
            let i = (round + step) % cmds.len();
            if failed[i].is_some() {
                continue;
            }
            match cpu_run(&cmds[i], input, scratch) {
                Ok(ms) => times[i].push(ms),
                Err(e) => failed[i] = Some(e),
            }
        }
    }
    Ok(PeerRuns {
        verdicts,
        times,
        failed,
    })
}

/// Prints one row a command for one input (its peak memory measured now); whether all were right and ran.
fn peer_rows(
    meta: &Meta,
    kind: &str,
    cmds: &[Vec<String>],
    runs: &PeerRuns,
    input: &Path,
    work: &Path,
    out: &mut dyn Write,
) -> bool {
    let name = |i: usize| {
        if i == 0 {
            format!("{} (ours)", meta.bin)
        } else {
            cmds[i].join(" ")
        }
    };
    let mut pass = true;
    let ours = runs.times[0].iter().copied().fold(f64::INFINITY, f64::min);
    for (i, cmd) in cmds.iter().enumerate() {
        let verdict = &runs.verdicts[i];
        pass &= verdict.starts_with("AC");
        if let Some(e) = &runs.failed[i] {
            let _ = writeln!(out, "{:<14} {kind:<11} {:<8} FAILED: {e}", meta.bin, verdict);
            pass = false;
            continue;
        }
        let mut t = runs.times[i].clone();
        t.sort_by(|a, b| a.total_cmp(b));
        let kib = peak_kib(cmd, input, work).map_err(|e| {
            pass = false;
            e
        });
        let mem = kib.map_or("?".to_string(), |k| format!("{:.1}MiB", k as f64 / 1024.0));
        let ratio = if i == 0 {
            String::new()
        } else {
            format!("{:.2}", ours / t[0])
        };
        let _ = writeln!(
            out,
            "{:<14} {kind:<11} {:<8} {:>8.1}ms {:>8.1}ms {:>9} {:>9}  {}",
            meta.bin,
            verdict,
            t[0],
            t[(t.len() - 1) / 2],
            mem,
            ratio,
            name(i)
        );
    }
    pass
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
    let peak = peak_kib(&[exe.display().to_string()], input, work)?;
    times.sort_by(|a, b| a.total_cmp(b));
    Ok((times, peak))
}

/// [`measure`] for a checker or interactive problem: each run judged as
/// its kind says (a lost game or a refused answer fails), then one more
/// judged run under GNU time for the binary's own peak memory (a run of a
/// few milliseconds ends before the judge's first memory sample, and the
/// judge then reports only a bound: the resident size of this process at
/// the fork); `None` for an exact-answer problem.
struct ByKind<'a> {
    exe: &'a Path,
    input: &'a Path,
    runs: usize,
    work: &'a Path,
}

impl Visitor for ByKind<'_> {
    type Output = Option<Result<(Vec<f64>, u64, Option<String>), String>>;

    fn visit<P: Problem>(self) -> Self::Output {
        if P::KIND == Kind::Exact {
            return None;
        }
        Some((|| {
            let (problem, text, expected) = read_with_answers::<P>(self.input)?;
            let cmd = [self.exe.display().to_string()];
            // The judge's limits: the verdict decides (a game's time is the
            // player's CPU time, not the wall time of both sides and the pipes).
            let (limit, memory) = (problem.meta().time_limit, problem.meta().memory_limit_mib);
            let (mut times, mut judge_ms) = (Vec::new(), f64::INFINITY);
            for _ in 0..self.runs {
                let before = thread_cpu_ms();
                let run = judge_as(&problem, &cmd, &text, &expected, limit, memory, 1)?;
                judge_ms = judge_ms.min(thread_cpu_ms() - before);
                if run.verdict != sglab::judge::Verdict::Ac {
                    return Err(run.verdict.to_string());
                }
                times.push(run.elapsed.as_secs_f64() * 1000.0);
            }
            times.sort_by(|a, b| a.total_cmp(b));
            let mem = self.work.join("mem");
            let timed = ["/usr/bin/time", "-f", "%M", "-o"].map(String::from);
            let timed: Vec<String> = timed
                .into_iter()
                .chain([mem.display().to_string()])
                .chain(cmd)
                .collect();
            let run = judge_as(&problem, &timed, &text, &expected, limit, memory, 1)?;
            if run.verdict != sglab::judge::Verdict::Ac {
                return Err(format!("under /usr/bin/time: {}", run.verdict));
            }
            let peak = gnu_time_peak(&mem);
            // The judge's own side runs on this thread: its CPU time, least
            // over the runs, per case (a game, for an interactive problem).
            let cases = problem.parse(&text)?.len().max(1);
            let note = format!(
                "judge side {judge_ms:.0} ms CPU per run, {:.1} us per case (clock ticks of 10 ms)",
                judge_ms * 1000.0 / cases as f64
            );
            Ok((times, peak, Some(note)))
        })())
    }
}

/// This thread's CPU time (user + system) in ms, from
/// /proc/thread-self/stat (clock ticks, assumed 100 per second); 0 where
/// there is no such file.
fn thread_cpu_ms() -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap_or_default();
    // After the command name in parentheses: fields 3.., utime and stime are 14 and 15.
    let rest = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) * 10.0
}

fn size(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 20 => format!("{:.1}MiB", b as f64 / (1 << 20) as f64),
        b if b >= 1 << 10 => format!("{:.0}KiB", b as f64 / 1024.0),
        b => format!("{b}B"),
    }
}

/// One problem's rows; whether it stayed within the judge's limits.
fn bench_problem(meta: &Meta, options: &BenchOptions, out: &mut dyn Write) -> bool {
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
        pass &= bench_input(meta, problem.as_ref(), kind, options, &work, out);
    }
    pass
}

/// Generates one bench input and measures the binary (and any baseline) on it; whether all stayed within limits.
fn bench_input(
    meta: &Meta,
    problem: &dyn AnyProblem,
    kind: &str,
    options: &BenchOptions,
    work: &Path,
    out: &mut dyn Write,
) -> bool {
    let input = work.join(format!("{}-{kind}.in", meta.bin));
    let made = problem.generate(kind, 1).and_then(|text| {
        std::fs::write(&input, &text).map_err(|e| format!("{}: {e}", input.display()))?;
        Ok(text.len() as u64)
    });
    let bytes = match made {
        Ok(bytes) => bytes,
        Err(e) => {
            let _ = writeln!(out, "{:<14} {kind:<11} GENERATOR FAILED: {e}", meta.bin);
            return false;
        }
    };
    let exe = options.target.join("release").join(&meta.bin);
    let baseline = meta.compare.as_ref().map(|name| {
        let exe = options.target.join("release/examples").join(name);
        (name, measure(&exe, &input, 1, work))
    });
    let by_kind = problems::visit(
        &meta.bin,
        ByKind {
            exe: &exe,
            input: &input,
            runs: options.runs,
            work,
        },
    )
    .flatten();
    let measured =
        by_kind.unwrap_or_else(|| measure(&exe, &input, options.runs, work).map(|(times, kib)| (times, kib, None)));
    let mut pass = measured_row(meta, kind, bytes, measured, out);
    if let Some((name, measured)) = baseline {
        pass &= baseline_row(kind, name, measured, out);
    }
    pass
}

/// Prints the binary's row for one input (and its judge-side note); whether it stayed within the judge's limits.
fn measured_row(
    meta: &Meta,
    kind: &str,
    bytes: u64,
    measured: Result<(Vec<f64>, u64, Option<String>), String>,
    out: &mut dyn Write,
) -> bool {
    match measured {
        Err(e) => {
            let _ = writeln!(out, "{:<14} {kind:<11} FAILED: {e}", meta.bin);
            false
        }
        Ok((times, kib, note)) => {
            let (best, median) = (times[0], times[(times.len() - 1) / 2]);
            let (lt, lm) = (meta.time_limit.as_millis() as f64, meta.memory_limit_mib as f64);
            let mib = kib as f64 / 1024.0;
            // A checker or interactive run (it has a note) was held to the
            // limits by its verdict; its wall time includes the judge side
            // and, for a game, the pipes' round trips.
            let over = (note.is_none() && best > lt) || mib > lm;
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
            if let Some(note) = note {
                let _ = writeln!(out, "{:<14} {kind:<11} {note}", "");
            }
            !over
        }
    }
}

/// Prints the baseline `name`'s row for one input; whether it ran.
fn baseline_row(kind: &str, name: &str, measured: Result<(Vec<f64>, u64), String>, out: &mut dyn Write) -> bool {
    match measured {
        Ok((times, kib)) => {
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
            true
        }
        Err(e) => {
            let _ = writeln!(out, "{:<14} {kind:<11} baseline {name} FAILED: {e}", "");
            false
        }
    }
}

/// Measures every problem (or those named); whether all stayed within limits.
pub fn run(options: &BenchOptions, out: &mut dyn Write) -> Result<bool, String> {
    let all = meta::all()?;
    let only = meta::bins_named(&all, &options.only)?;
    if !options.peers.is_empty() {
        if only.len() != 1 {
            return Err("--peer compares one problem's binary: name exactly one problem".to_string());
        }
        let meta = &all[meta::position(&all, &only[0])?];
        return bench_peers(meta, options, out);
    }
    let _ = writeln!(
        out,
        "{:<14} {:<11} {:>9} {:>9} {:>9} {:>9} {:>10} {:>16} {:>14}",
        "binary", "input", "size", "best", "median", "MB/s", "peak mem", "judge limits", "headroom t/m"
    );
    let mut pass = true;
    for meta in all.iter().filter(|m| only.is_empty() || only.contains(&m.bin)) {
        if meta.bench.is_empty() {
            let _ = writeln!(out, "{:<14} no bench kinds in its Cargo.toml", meta.bin);
            pass = false;
            continue;
        }
        pass &= bench_problem(meta, options, out);
    }
    Ok(pass)
}
