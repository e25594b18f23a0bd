//! `check [BINARY...]` (behind scripts/check.sh, which builds the release
//! binaries first): the local check of every problem (pack::check).
//! Exit 0 when all pass, 1 on any failure, 2 on a usage or tool error.

use std::path::PathBuf;
use std::process::exit;

const HELP: &str = "\
usage: scripts/check.sh [BINARY...]   (default: every problem)
For each problem: the release binary on every testdata/<folder>/*.in against
its .out (exact, CRLF read as LF) and the judge's time limit; its bundle
(scripts/bundle.sh) under 64 KiB, compiled alone with warnings denied under
editions 2015, 2018 and 2021 by rustc and by /usr/bin/rustc (1.63), each
compiler's 2021 binary judged again. One row per problem, then the time of
each case, then every failure in detail.
exit status: 0 all pass, 1 a failure, 2 usage or tool error.";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{HELP}");
        return;
    }
    if let Some(flag) = args.iter().find(|a| a.starts_with('-')) {
        sglab::errln!("check: unknown option {flag:?}\n\n{HELP}");
        exit(2);
    }
    let options = pack::check::CheckOptions {
        only: args,
        target: PathBuf::from(std::env::var("CARGO_TARGET_DIR").unwrap_or_else(|_| "target".to_string())),
        ci: std::env::var("CI").is_ok_and(|v| v == "true"),
    };
    let target = if options.target.is_absolute() {
        options.target.clone()
    } else {
        sglab::meta::root().join(&options.target)
    };
    let options = pack::check::CheckOptions { target, ..options };
    match pack::check::run(&options, &mut std::io::stdout()) {
        Ok(true) => println!("check.sh: all problems pass"),
        Ok(false) => {
            sglab::errln!("check.sh: FAILED");
            exit(1)
        }
        Err(e) => {
            sglab::errln!("check: {e}");
            exit(2)
        }
    }
}
