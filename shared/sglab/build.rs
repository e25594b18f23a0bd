//! Writes the registry's list of problems (`problems::all`) from the
//! `pub mod NAME;` lines of `src/problems/mod.rs`, so that a problem is
//! registered by one entry there. Each module's problem type is its name in
//! CamelCase: `hdu5795` -> `Hdu5795`, `nim_product_64` -> `NimProduct64`.

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

fn main() {
    let registry = "src/problems/mod.rs";
    println!("cargo:rerun-if-changed={registry}");
    let text = std::fs::read_to_string(registry).expect("src/problems/mod.rs");
    let entries: String = text
        .lines()
        .filter_map(|line| line.trim().strip_prefix("pub mod ")?.strip_suffix(';'))
        .map(|module| format!("    erase::<{module}::{}>(),\n", camel(module)))
        .collect();
    let out = std::env::var("OUT_DIR").expect("OUT_DIR");
    std::fs::write(Path::new(&out).join("registry.rs"), format!("vec![\n{entries}]\n")).expect("write registry.rs");
}
