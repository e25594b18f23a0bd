//! `bundle BINARY`: prints the single file to submit for the problem whose
//! binary is BINARY (see `sglab::bundle`). Run from the repository root;
//! front door: scripts/bundle.sh.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::exit;

fn fail(message: &str) -> ! {
    eprintln!("bundle: {message}");
    exit(1)
}

/// The `src/main.rs` of the problem whose Cargo.toml names binary `bin`.
fn solution_path(root: &Path, bin: &str) -> Option<PathBuf> {
    let mut dirs: Vec<PathBuf> = fs::read_dir(root.join("problems"))
        .ok()?
        .filter_map(|e| Some(e.ok()?.path()))
        .collect();
    dirs.sort();
    let wanted = format!("name = \"{bin}\"");
    dirs.into_iter()
        .find(|d| fs::read_to_string(d.join("Cargo.toml")).map_or(false, |t| t.lines().any(|l| l == wanted)))
        .map(|d| d.join("src/main.rs"))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [bin] = args.as_slice() else {
        fail("usage: bundle BINARY (run from the repository root)")
    };
    let root = Path::new(".");
    let main = solution_path(root, bin).unwrap_or_else(|| fail(&format!("no problem has a binary named '{bin}'")));
    let solution = fs::read_to_string(&main).unwrap_or_else(|e| fail(&format!("cannot read {}: {e}", main.display())));
    let mut sources = BTreeMap::new();
    let shared = root.join("shared/sg/src");
    let entries = fs::read_dir(&shared).unwrap_or_else(|e| fail(&format!("cannot read {}: {e}", shared.display())));
    for entry in entries.filter_map(Result::ok) {
        let path = entry.path();
        let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("").to_string();
        if path.extension().map_or(false, |e| e == "rs") && name != "lib" {
            let text =
                fs::read_to_string(&path).unwrap_or_else(|e| fail(&format!("cannot read {}: {e}", path.display())));
            sources.insert(name, text);
        }
    }
    match sglab::bundle::bundle(&solution, &sources) {
        Ok(text) => print!("{text}"),
        Err(message) => fail(&format!("{}: {message}", main.display())),
    }
}
