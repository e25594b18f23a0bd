//! The local check behind `scripts/check.sh`: for each problem, the release
//! binary on every golden file against its `.out` (compared as the
//! problem's judge compares, its metadata's `comparison`;
//! a checker problem's output given to its checker, an interactive
//! problem's binary playing each `.in` against the judge's side) and the
//! judge's time limit (CPU time, as judges count it); then its bundle: under 64 KiB, compiled alone
//! with warnings denied under editions 2015, 2018 and 2021 by the rustup
//! rustc and by /usr/bin/rustc (Debian's 1.63), and each compiler's 2021
//! binary judged on the same golden files. A problem whose files still hold
//! `TODO(new-problem)` is INCOMPLETE. One row per problem, then each case's
//! time, then the details of every failure. Tested by running it: it is the
//! README's first command, and `.ci/run` runs it.

use crate::problems;
use crate::scaffold::MARKER;
use sglab::bundle::bundle_problem;
use sglab::contract::erased::Erased;
use sglab::contract::{AnyProblem, Kind, Problem, Visitor};
use sglab::harness::run_command;
use sglab::judge::diff::first_difference;
use sglab::judge::kinds::judge_as;
use sglab::meta::{self, Golden, Meta};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The oldest rustc the pack runs (Debian's 1.63): every bundle must build with it.
pub const OLD_RUSTC: &str = "/usr/bin/rustc";
/// Codeforces' limit on a source file.
pub const BUNDLE_LIMIT: usize = 65536;
const EDITIONS: [&str; 3] = ["2015", "2018", "2021"];

/// What to check and where the built binaries are.
pub struct CheckOptions {
    /// Binary names to check; empty for all.
    pub only: Vec<String>,
    /// The cargo target folder (`target`).
    pub target: PathBuf,
    /// Under CI a missing /usr/bin/rustc fails the run.
    pub ci: bool,
}

/// One binary judged on the golden files.
struct Judged {
    /// Each case's name and time in ms.
    times: Vec<(String, u128)>,
    /// The first failure, in words.
    failure: Option<String>,
}

/// A checker or interactive problem's golden files judged as its kind
/// says (`None` for an exact-answer problem).
struct ByKind<'a> {
    cmd: &'a [String],
    goldens: &'a [Golden],
    limit: Duration,
}

impl Visitor for ByKind<'_> {
    type Output = Option<Judged>;

    fn visit<P: Problem>(self) -> Option<Judged> {
        if P::KIND == Kind::Exact {
            return None;
        }
        let mut judged = Judged {
            times: Vec::new(),
            failure: None,
        };
        let problem = match Erased::<P>::new() {
            Ok(problem) => problem,
            Err(e) => {
                judged.failure = Some(e);
                return Some(judged);
            }
        };
        let memory = problem.meta().memory_limit_mib;
        for golden in self.goldens {
            let why = match judge_as(&problem, self.cmd, &golden.input, &golden.output, self.limit, memory, 1) {
                Ok(run) => {
                    judged.times.push((golden.name.clone(), run.cpu.as_millis()));
                    (run.verdict != sglab::judge::Verdict::Ac).then(|| run.verdict.to_string())
                }
                Err(e) => Some(e),
            };
            if let (None, Some(why)) = (&judged.failure, why) {
                judged.failure = Some(format!("{}: {why}", golden.name));
            }
        }
        Some(judged)
    }
}

fn judge(meta: &Meta, bin: &Path, goldens: &[Golden]) -> Judged {
    let (name, limit) = (meta.bin.as_str(), meta.time_limit);
    let cmd = [bin.display().to_string()];
    let long = (limit * 4).max(Duration::from_secs(10));
    let by_kind = ByKind {
        cmd: &cmd,
        goldens,
        limit: long,
    };
    if let Some(judged) = problems::visit(name, by_kind).flatten() {
        return judged;
    }
    let mut judged = Judged {
        times: Vec::new(),
        failure: None,
    };
    for golden in goldens {
        let ran = match run_command(&cmd, golden.input.as_bytes(), long) {
            Ok(ran) => ran,
            Err(e) => {
                judged.failure = Some(format!("cannot run {}: {e}", bin.display()));
                return judged;
            }
        };
        judged.times.push((golden.name.clone(), ran.cpu.as_millis()));
        let why = if ran.timed_out {
            Some("killed after four times the time limit".to_string())
        } else if ran.code != Some(0) {
            Some(format!(
                "exit {:?}: {}",
                ran.code,
                ran.stderr.lines().next().unwrap_or("")
            ))
        } else {
            first_difference(meta.comparison, &golden.output, &ran.stdout).map(|d| format!("wrong answer, {d}"))
        };
        if let (None, Some(why)) = (&judged.failure, why) {
            judged.failure = Some(format!("{}: {why}", golden.name));
        }
    }
    judged
}

/// The `TODO(new-problem)` markers left in a problem's files.
fn markers(meta: &Meta) -> usize {
    let mut files = vec![
        meta.dir.join("Cargo.toml"),
        meta.dir.join("README.md"),
        meta.dir.join("lab.rs"),
    ];
    for sub in ["src", "tests"] {
        if let Ok(entries) = std::fs::read_dir(meta.dir.join(sub)) {
            files.extend(
                entries
                    .flatten()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|e| e == "rs")),
            );
        }
    }
    files
        .iter()
        .filter_map(|f| std::fs::read_to_string(f).ok())
        .map(|text| text.matches(MARKER).count())
        .sum()
}

/// Compiles `src` with `compiler` under each edition (warnings denied) and
/// judges the 2021 binary: one cell a compiler, `ok/ok/ok` when all pass.
fn compile_all(
    compiler: &str,
    tag: &str,
    src: &Path,
    meta: &Meta,
    goldens: &[Golden],
    work: &Path,
) -> (String, Vec<String>) {
    let mut cells = Vec::new();
    let mut details = Vec::new();
    for edition in EDITIONS {
        let out = work.join(format!("{}-{tag}-{edition}", meta.bin));
        let built = Command::new(compiler)
            .args(["--edition", edition, "-D", "warnings", "-O", "-o"])
            .arg(&out)
            .arg(src)
            .output();
        let cell = match built {
            Ok(o) if o.status.success() => match judge(meta, &out, goldens).failure {
                Some(why) if edition == "2021" => {
                    details.push(format!(
                        "{}: bundle ({compiler}, edition {edition}): {why}",
                        meta.folder
                    ));
                    "FAIL".to_string()
                }
                _ => "ok".to_string(),
            },
            Ok(o) => {
                let log = String::from_utf8_lossy(&o.stderr);
                details.push(format!(
                    "{}: the bundle does not compile without warnings with {compiler} --edition {edition}: {}",
                    meta.folder,
                    log.lines().next().unwrap_or("")
                ));
                "NO-BUILD".to_string()
            }
            Err(e) => {
                details.push(format!("{}: cannot run {compiler}: {e}", meta.folder));
                "NO-RUSTC".to_string()
            }
        };
        cells.push(cell);
    }
    (cells.join("/"), details)
}

/// One problem's row, its case times and the details of its failures.
struct Row {
    line: String,
    times: String,
    details: Vec<String>,
    pass: bool,
}

/// `width`: the table's first column, the longest folder name.
fn check_problem(meta: &Meta, options: &CheckOptions, have_old: bool, width: usize) -> Row {
    let mut details = Vec::new();
    let goldens = meta::goldens(meta).unwrap_or_else(|e| {
        details.push(e);
        Vec::new()
    });
    let limit = meta.time_limit;
    let judged = judge(meta, &options.target.join("release").join(&meta.bin), &goldens);
    let slowest = judged.times.iter().map(|t| t.1).max().unwrap_or(0);
    let verdict = release_verdict(meta, &goldens, &judged, slowest, &mut details);
    let (bundle_cell, new_cell, old_cell) = bundle_cells(meta, options, have_old, &goldens, &mut details);
    let pass = verdict == "AC"
        && bundle_cell.contains("KiB")
        && new_cell == "ok/ok/ok"
        && (old_cell == "ok/ok/ok" || (!have_old && !options.ci));
    let times: Vec<String> = judged.times.iter().map(|(n, ms)| format!("{n} {ms} ms")).collect();
    Row {
        line: format!(
            "{:<width$} {:>5}  {:<10} {:<20} {:<24} {:<14} {}",
            meta.folder,
            goldens.len(),
            verdict,
            format!("{slowest} ms / {} ms", limit.as_millis()),
            bundle_cell,
            new_cell,
            old_cell
        ),
        times: format!("{} (limit {} ms): {}", meta.folder, limit.as_millis(), times.join(", ")),
        details,
        pass,
    }
}

/// The release binary's verdict (AC, NO-DATA, FAIL, TLE or INCOMPLETE), noting why in `details`.
fn release_verdict(
    meta: &Meta,
    goldens: &[Golden],
    judged: &Judged,
    slowest: u128,
    details: &mut Vec<String>,
) -> String {
    let limit = meta.time_limit;
    let mut verdict = "AC".to_string();
    if goldens.is_empty() {
        verdict = "NO-DATA".to_string();
    } else if let Some(why) = &judged.failure {
        verdict = "FAIL".to_string();
        details.push(format!("{}: release binary: {why}", meta.folder));
    } else if slowest > limit.as_millis() {
        verdict = "TLE".to_string();
        details.push(format!(
            "{}: slowest case {slowest} ms > {} ms",
            meta.folder,
            limit.as_millis()
        ));
    }
    let todo = markers(meta);
    if todo > 0 {
        verdict = "INCOMPLETE".to_string();
        details.push(format!(
            "{}: {todo} {MARKER} left (a scripts/new.sh skeleton)",
            meta.folder
        ));
    }
    verdict
}

/// Bundles the problem and compiles the bundle: its size cell and the new and old compilers' cells.
fn bundle_cells(
    meta: &Meta,
    options: &CheckOptions,
    have_old: bool,
    goldens: &[Golden],
    details: &mut Vec<String>,
) -> (String, String, String) {
    let work = options.target.join("check");
    let _ = std::fs::create_dir_all(&work);
    match bundle_problem(meta) {
        Err(e) => {
            details.push(format!("{}: bundle: {e}", meta.folder));
            ("FAIL".to_string(), "-".to_string(), "-".to_string())
        }
        Ok(text) => {
            let src = work.join(format!("{}.rs", meta.bin));
            let _ = std::fs::write(&src, &text);
            let cell = size_cell(meta, &text, details);
            let (new_cell, old_cell) = compile_both(meta, have_old, &src, goldens, &work, details);
            (cell, new_cell, old_cell)
        }
    }
}

/// The bundle's size cell (`TOO-BIG` when it is not under [`BUNDLE_LIMIT`]).
fn size_cell(meta: &Meta, text: &str, details: &mut Vec<String>) -> String {
    let own = text.find("// The sg modules this solution uses").unwrap_or(text.len());
    let kib = |b: usize| b as f64 / 1024.0;
    let mut cell = format!(
        "{:.1}KiB {}L +{:.1}KiB",
        kib(text.len()),
        text.lines().count(),
        kib(text.len() - own)
    );
    if text.len() >= BUNDLE_LIMIT {
        details.push(format!(
            "{}: the bundle is {} bytes, not under {BUNDLE_LIMIT}",
            meta.folder,
            text.len()
        ));
        cell = "TOO-BIG".to_string();
    }
    cell
}

/// Compiles the bundle with the rustup rustc and (when present) [`OLD_RUSTC`] side by side: their cells.
fn compile_both(
    meta: &Meta,
    have_old: bool,
    src: &Path,
    goldens: &[Golden],
    work: &Path,
    details: &mut Vec<String>,
) -> (String, String) {
    let (new_cell, old_cell) = std::thread::scope(|s| {
        let new = s.spawn(|| compile_all("rustc", "new", src, meta, goldens, work));
        let old = have_old.then(|| s.spawn(|| compile_all(OLD_RUSTC, "163", src, meta, goldens, work)));
        let new = new.join().expect("compile thread");
        let old = old.map(|h| h.join().expect("compile thread"));
        (new, old)
    });
    details.extend(new_cell.1);
    let old_cell = match old_cell {
        Some((cells, more)) => {
            details.extend(more);
            cells
        }
        None => format!("MISSING:{OLD_RUSTC}"),
    };
    (new_cell.0, old_cell)
}

/// Checks every problem (or those named), printing as it goes; whether all pass.
pub fn run(options: &CheckOptions, out: &mut dyn Write) -> Result<bool, String> {
    let all = meta::all()?;
    let only = meta::bins_named(&all, &options.only)?;
    let have_old = Path::new(OLD_RUSTC).exists();
    let width = all.iter().map(|m| m.folder.len()).max().unwrap_or(0);
    let _ = writeln!(
        out,
        "{:<width$} {:>5}  {:<10} {:<20} {:<24} {:<14} rustc 1.63 2015/18/21",
        "problem", "cases", "verdict", "slowest / limit", "bundle (+ shared part)", "rustc 2015/18/21"
    );
    let mut pass = true;
    let mut times = Vec::new();
    let mut details = Vec::new();
    for meta in all.iter().filter(|m| only.is_empty() || only.contains(&m.bin)) {
        let row = check_problem(meta, options, have_old, width);
        let _ = writeln!(out, "{}", row.line);
        pass &= row.pass;
        times.push(row.times);
        details.extend(row.details);
    }
    let _ = writeln!(
        out,
        "\nCPU time of each golden case (release binary, and all it starts):"
    );
    for line in times {
        let _ = writeln!(out, "  {line}");
    }
    if !have_old {
        let _ = writeln!(
            out,
            "\n!!! {OLD_RUSTC} (rustc 1.63) is MISSING: bundles were NOT compiled with the oldest rustc this pack runs."
        );
        let _ = writeln!(out, "!!! Install it: apt-get install -y --no-install-recommends rustc");
    }
    if !details.is_empty() {
        let _ = writeln!(out);
        for line in details {
            let _ = writeln!(out, "{line}");
        }
    }
    Ok(pass)
}
