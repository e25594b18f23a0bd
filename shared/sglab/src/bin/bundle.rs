//! `bundle BINARY` (behind scripts/bundle.sh): prints the single file to
//! submit for a problem: its solution and the `sg` items it reaches
//! (sglab::bundle). Tested by the bundler's unit tests and by
//! scripts/check.sh, which compiles every bundle alone.

use std::process::exit;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let bin = match args.as_slice() {
        [flag] if flag == "-h" || flag == "--help" => {
            println!("usage: bundle BINARY   prints the single file to submit for that problem");
            return;
        }
        [bin] => bin,
        _ => {
            sglab::errln!("bundle: usage: bundle BINARY");
            exit(2)
        }
    };
    let text = sglab::meta::find(bin).and_then(|meta| sglab::bundle::bundle_problem(&meta));
    match text {
        Ok(text) => print!("{text}"),
        Err(message) => {
            sglab::errln!("bundle: {message}");
            exit(1)
        }
    }
}
