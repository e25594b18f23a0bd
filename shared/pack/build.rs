//! Writes what follows from the registry's entries (a `#[path]` line to a
//! problem's `lab.rs` and its `pub mod NAME;` line in `src/problems/mod.rs`),
//! so that a problem is registered by that one entry:
//!
//! - `registry.rs`: `NAMES` (study order) and `visit`, which calls a
//!   `contract::Visitor` with the problem's type (each module's type is its
//!   name in CamelCase: `nim_product_64` -> `NimProduct64`);
//! - `problem_tests.rs`, for the one test binary `tests/problems`: a module
//!   per problem holding its `tests/special.rs` and, where its solution has
//!   unit tests (`#[cfg(test)]`), its `src/main.rs`;
//! - `problem_figures.rs`, for `figures`: `IN_FOLDERS`, the entries of the
//!   figures the labs declare (a `figure.rs` in the folder), in study order;
//! - the games file (problem_games), for `play`: `IN_FOLDERS`, each problem whose lab
//!   declares its playable game (`#[path = "play.rs"] pub mod play;`, whose
//!   `pub const GAME: sglab::play::Entry`), by binary name, in study order.

use std::path::Path;

fn camel(module: &str) -> String {
    module
        .split('_')
        .map(|part| {
            let mut chars = part.chars();
            chars
                .next()
                .map_or(String::new(), |c| c.to_ascii_uppercase().to_string() + chars.as_str())
        })
        .collect()
}

/// The test module of the problem `module` whose `lab.rs` is at `lab`.
fn problem_tests(module: &str, lab: &Path) -> String {
    let folder = lab.parent().expect("the problem's folder");
    let special = folder.join("tests/special.rs");
    let main = folder.join("src/main.rs");
    for file in [&special, &main] {
        println!("cargo:rerun-if-changed={}", file.display());
    }
    let unit_tests = std::fs::read_to_string(&main).is_ok_and(|text| text.contains("#[cfg(test)]"));
    let solution = if unit_tests {
        format!(
            "    #[allow(dead_code)]\n    #[path = {:?}]\n    mod solution;\n",
            main.display().to_string()
        )
    } else {
        String::new()
    };
    format!(
        "mod {module} {{\n    #[path = {:?}]\n    mod special;\n{solution}}}\n",
        special.display().to_string()
    )
}

/// The figure entry of the problem `module`, if its `lab` declares a
/// figure module (`#[path = "figure.rs"]`, the folder's figure.rs: its
/// `pub const FILE` and `pub fn draw`).
fn problem_figure(module: &str, lab: &Path) -> Option<String> {
    println!("cargo:rerun-if-changed={}", lab.display());
    let declared = std::fs::read_to_string(lab).ok()?.contains("#[path = \"figure.rs\"]");
    if !declared {
        return None;
    }
    let folder = lab.parent().expect("the problem's folder");
    let figure = folder.join("figure.rs");
    println!("cargo:rerun-if-changed={}", figure.display());
    let text = std::fs::read_to_string(&figure).unwrap_or_else(|e| panic!("{}: {e}", figure.display()));
    let file = text
        .lines()
        .find_map(|l| l.strip_prefix("pub const FILE: &str = \"")?.strip_suffix("\";"))
        .unwrap_or_else(|| panic!("{}: no `pub const FILE: &str = \"NAME.svg\";` line", figure.display()));
    let name = folder.file_name().expect("a folder name").to_str().expect("UTF-8");
    Some(format!(
        "    Entry {{\n        file: \"problems/{name}/{file}\",\n        write_up: \"problems/{name}/README.md\",\n        draw: crate::problems::{module}::figure::draw,\n    }},\n"
    ))
}

/// The game entry of the problem `module`, if its `lab` declares one.
fn problem_game(module: &str, lab: &Path) -> Option<String> {
    let declared = std::fs::read_to_string(lab).ok()?.contains("#[path = \"play.rs\"]");
    declared.then(|| format!("    (\"{module}\", crate::problems::{module}::play::GAME),\n"))
}

fn main() {
    let registry = "src/problems/mod.rs";
    println!("cargo:rerun-if-changed={registry}");
    let text = std::fs::read_to_string(registry).expect("src/problems/mod.rs");
    let modules: Vec<&str> = text
        .lines()
        .filter_map(|line| line.trim().strip_prefix("pub mod ")?.strip_suffix(';'))
        .collect();
    let labs: Vec<&str> = text
        .lines()
        .filter_map(|line| line.trim().strip_prefix("#[path = \"")?.strip_suffix("\"]"))
        .collect();
    assert_eq!(
        labs.len(),
        modules.len(),
        "{registry}: each `pub mod` needs its #[path] line"
    );
    let names: String = modules.iter().map(|m| format!("    \"{m}\",\n")).collect();
    let arms: String = modules
        .iter()
        .map(|m| format!("        \"{m}\" => Some(visitor.visit::<{m}::{}>()),\n", camel(m)))
        .collect();
    let code = format!(
        "/// Every registered problem's binary name, in study order.\n\
         pub const NAMES: &[&str] = &[\n{names}];\n\n\
         /// `visitor.visit::<P>()` with the type `P` of the problem named `name`.\n\
         pub fn visit<V: sglab::contract::Visitor>(name: &str, visitor: V) -> Option<V::Output> {{\n\
         \x20   match name {{\n{arms}        _ => None,\n    }}\n}}\n"
    );
    let out = std::env::var("OUT_DIR").expect("OUT_DIR");
    std::fs::write(Path::new(&out).join("registry.rs"), code).expect("write registry.rs");
    let src = Path::new(&std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR")).join("src/problems");
    let tests: String = modules
        .iter()
        .zip(&labs)
        .map(|(m, lab)| problem_tests(m, &src.join(lab)))
        .collect();
    std::fs::write(Path::new(&out).join("problem_tests.rs"), tests).expect("write problem_tests.rs");
    let figures: Vec<String> = modules
        .iter()
        .zip(&labs)
        .filter_map(|(m, lab)| problem_figure(m, &src.join(lab)))
        .collect();
    let code = format!(
        "/// Every problem's figure, in study order.\npub static IN_FOLDERS: [Entry; {}] = [\n{}];\n",
        figures.len(),
        figures.concat()
    );
    std::fs::write(Path::new(&out).join("problem_figures.rs"), code).expect("write problem_figures.rs");
    let games: String = modules
        .iter()
        .zip(&labs)
        .filter_map(|(m, lab)| problem_game(m, &src.join(lab)))
        .collect();
    let code = format!(
        "/// Every problem's playable game by module name, in study order.\npub static IN_FOLDERS: &[(&str, sglab::play::Entry)] = &[\n{games}];\n"
    );
    std::fs::write(Path::new(&out).join("problem_games.rs"), code).expect("write problem_games.rs");
}
