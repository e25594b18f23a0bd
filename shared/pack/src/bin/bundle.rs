//! `bundle BINARY` (behind scripts/bundle.sh): prints the single file to
//! submit for a problem: its solution and the `sg` items it reaches
//! (sglab::bundle). Tested by the bundler's unit tests, by
//! scripts/check.sh, which compiles every bundle alone, and by
//! tests/tools/scripts.rs (its help and names).

use std::process::exit;

const HELP: &str = "\
usage: scripts/bundle.sh PROBLEM
Prints the single file to submit for PROBLEM (a binary name such as
hdu5795, a folder name or a unique prefix): its solution as written, then,
inside `mod sg`, only the items of the shared `sg` crate it reaches. It
compiles alone with rustc 1.63 under editions 2015, 2018 and 2021.
exit status: 0 printed, 1 the bundle could not be made, 2 usage error.";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let bin = match args.as_slice() {
        [flag] if flag == "-h" || flag == "--help" => {
            println!("{HELP}");
            return;
        }
        [bin] => bin,
        _ => {
            sglab::errln!("bundle: name one problem\n\n{HELP}");
            exit(2)
        }
    };
    let meta = sglab::meta::resolve(bin).unwrap_or_else(|e| {
        sglab::errln!("bundle: {e}");
        exit(2)
    });
    match sglab::bundle::bundle_problem(&meta) {
        Ok(text) => print!("{text}"),
        Err(message) => {
            sglab::errln!("bundle: {message}");
            exit(1)
        }
    }
}
