//! Writes the registry's generated half from the `pub mod NAME;` lines of
//! `src/problems/mod.rs`, so that a problem is registered by one entry
//! there: `NAMES` (study order) and `visit`, which calls a
//! `contract::Visitor` with the problem's type. Each module's problem type
//! is its name in CamelCase: `hdu5795` -> `Hdu5795`, `nim_product_64` ->
//! `NimProduct64`.

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
    let modules: Vec<&str> = text
        .lines()
        .filter_map(|line| line.trim().strip_prefix("pub mod ")?.strip_suffix(';'))
        .collect();
    let names: String = modules.iter().map(|m| format!("    \"{m}\",\n")).collect();
    let arms: String = modules
        .iter()
        .map(|m| format!("        \"{m}\" => Some(visitor.visit::<{m}::{}>()),\n", camel(m)))
        .collect();
    let code = format!(
        "/// Every registered problem's binary name, in study order.\n\
         pub const NAMES: &[&str] = &[\n{names}];\n\n\
         /// `visitor.visit::<P>()` with the type `P` of the problem named `name`.\n\
         pub fn visit<V: crate::contract::Visitor>(name: &str, visitor: V) -> Option<V::Output> {{\n\
         \x20   match name {{\n{arms}        _ => None,\n    }}\n}}\n"
    );
    let out = std::env::var("OUT_DIR").expect("OUT_DIR");
    std::fs::write(Path::new(&out).join("registry.rs"), code).expect("write registry.rs");
}
