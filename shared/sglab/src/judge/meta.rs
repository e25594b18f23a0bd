//! Where a problem's files are: its folder, golden files, the judge's time
//! and memory limits and the generator's largest kinds (`[package.metadata.judge]` in
//! its Cargo.toml), and the built binaries.

use std::path::{Path, PathBuf};
use std::time::Duration;

/// What the judge tool reads about one problem.
#[derive(Clone, Debug)]
pub struct Meta {
    /// The binary name, e.g. `hdu5795`.
    pub bin: String,
    /// `testdata/<folder>`.
    pub testdata: PathBuf,
    /// The judge's time limit (`time_limit_ms`).
    pub time_limit: Duration,
    /// The judge's memory limit in MiB (`memory_limit_mib`).
    pub memory_limit_mib: u64,
    /// The generator kinds that make the largest inputs (`bench`).
    pub bench: Vec<String>,
}

/// The workspace root (this crate is `shared/sglab`).
pub fn root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::canonicalize(&root).unwrap_or(root)
}

/// `path` relative to the workspace root when it is inside it, for reports.
pub fn shown(path: &Path) -> String {
    path.strip_prefix(root()).unwrap_or(path).display().to_string()
}

/// The value of `key = value` or `key = "value"` in a Cargo.toml's text.
fn value<'a>(manifest: &'a str, key: &str) -> Option<&'a str> {
    manifest.lines().find_map(|line| {
        let (k, v) = line.split_once('=')?;
        (k.trim() == key).then(|| v.trim().trim_matches('"'))
    })
}

/// The problem whose package is named `bin`.
pub fn find(bin: &str) -> Result<Meta, String> {
    let problems = root().join("problems");
    let entries = std::fs::read_dir(&problems).map_err(|e| format!("cannot read {}: {e}", problems.display()))?;
    for entry in entries.flatten() {
        let manifest = std::fs::read_to_string(entry.path().join("Cargo.toml")).unwrap_or_default();
        if value(&manifest, "name") != Some(bin) {
            continue;
        }
        let limit_ms = value(&manifest, "time_limit_ms")
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{bin}: no time_limit_ms in its Cargo.toml"))?;
        let memory_limit_mib = value(&manifest, "memory_limit_mib")
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{bin}: no memory_limit_mib in its Cargo.toml"))?;
        return Ok(Meta {
            bin: bin.to_string(),
            testdata: root().join("testdata").join(entry.file_name()),
            time_limit: Duration::from_millis(limit_ms),
            memory_limit_mib,
            bench: value(&manifest, "bench")
                .unwrap_or("")
                .split_whitespace()
                .map(str::to_string)
                .collect(),
        });
    }
    Err(format!(
        "no problem with binary name {bin:?} under {}",
        problems.display()
    ))
}

/// The golden pairs of `meta`, samples first, then smallest first (so a
/// small failing file is met before a large one): (name, input, expected
/// output).
pub fn goldens(meta: &Meta) -> Result<Vec<(String, String, String)>, String> {
    let dir = &meta.testdata;
    let read = |path: PathBuf| std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()));
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.strip_suffix(".in").map(str::to_string))
        .collect();
    let size = |name: &String| std::fs::metadata(dir.join(format!("{name}.in"))).map_or(0, |m| m.len());
    names.sort_by_key(|name| (!name.starts_with("sample"), size(name), name.clone()));
    names
        .into_iter()
        .map(|name| {
            let input = read(dir.join(format!("{name}.in")))?;
            let output = read(dir.join(format!("{name}.out")))?;
            Ok((name, input, output))
        })
        .collect()
}
