//! `bench [BINARY...]` (behind scripts/bench.sh, which builds the release
//! binaries first): time and peak memory of every problem at its judge's
//! largest inputs (pack::bench). Exit 0 when every binary runs within its
//! judge's limits, 1 otherwise, 2 on a usage or tool error.

use std::path::PathBuf;
use std::process::exit;

const HELP: &str = "\
usage: scripts/bench.sh [BINARY...]    (default: every problem)   RUNS=N (default 9)
       scripts/bench.sh explore [TEXT] (the explorer's speed targets)
Each problem's `bench` generator kinds (its Cargo.toml), seed 1, written to
target/bench/; each run RUNS times: best and median wall time (process start
included), then once under GNU time for the peak memory; throughput, the
judge's limits and the headroom (limit / measurement).
exit status: 0 within every limit, 1 a failure or a figure over a limit, 2 usage error.";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{HELP}");
        return;
    }
    let runs = std::env::var("RUNS").ok().map_or(Ok(9), |r| r.parse::<usize>());
    let runs = match runs {
        Ok(r) if r >= 1 => r,
        _ => {
            sglab::errln!("bench: RUNS must be a number of at least 1\n\n{HELP}");
            exit(2)
        }
    };
    let target = PathBuf::from(std::env::var("CARGO_TARGET_DIR").unwrap_or_else(|_| "target".to_string()));
    let target = if target.is_absolute() {
        target
    } else {
        sglab::meta::root().join(target)
    };
    let options = pack::bench::Options {
        only: args,
        runs,
        target,
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!("machine: {cores} cores; {runs} runs per input");
    match pack::bench::run(&options, &mut std::io::stdout()) {
        Ok(true) => {}
        Ok(false) => exit(1),
        Err(e) => {
            sglab::errln!("bench: {e}");
            exit(2)
        }
    }
}
