//! `bench [BINARY...]` (behind scripts/bench.sh, which builds the release
//! binaries first): time and peak memory of every problem at its judge's
//! largest inputs (pack::benchmark). Exit 0 when every binary runs within its
//! judge's limits, 1 otherwise, 2 on a usage or tool error.

use std::path::PathBuf;
use std::process::exit;

const HELP: &str = "\
usage: scripts/bench.sh [BINARY...]    (default: every problem)   RUNS=N (default 9)
       scripts/bench.sh BINARY --peer CMD [--peer CMD...]
       scripts/bench.sh explore [TEXT] (the explorer's speed targets)
Each problem's `bench` generator kinds (its Cargo.toml), seed 1, written to
target/bench/; each run RUNS times: best and median wall time (process start
included), then once under GNU time for the peak memory; throughput, the
judge's limits and the headroom (limit / measurement).
With --peer (a command, split on spaces; e.g. a public solution built with
g++ -O2): each peer is first judged as scripts/judge.sh judges (every golden
file, 3000 random small cases against the brute force, seed 1; report under
target/bench/), then each input is judged for the pack's binary and every
peer (exact answers or the checker), then all run in turn RUNS rounds, timed by
CPU time (user + system); best and median, peak memory under GNU time, and
ours / this command's best. Batch problems only.
exit status: 0 within every limit (with --peer: every command judged AC and
run), 1 a failure or a figure over a limit, 2 usage error.";

/// The error and the usage on stderr, exit 2.
fn usage(error: &str) -> ! {
    sglab::errln!("bench: {}\n\n{}", error, HELP);
    exit(2)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let (mut only, mut peers) = (Vec::new(), Vec::new());
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => {
                println!("{}", HELP);
                return;
            }
            "--peer" => match args.next() {
                Some(cmd) => peers.push(cmd),
                None => usage("--peer needs a command"),
            },
            _ if arg.starts_with("--peer=") => peers.push(arg["--peer=".len()..].to_string()),
            _ if arg.starts_with('-') => usage(&format!("unknown option {}", arg)),
            _ => only.push(arg),
        }
    }
    if let Err(e) = pack::benchmark::parse_peers(&peers) {
        usage(&e);
    }
    if !peers.is_empty() && only.len() != 1 {
        usage("--peer compares one problem's binary: name exactly one problem");
    }
    let runs = std::env::var("RUNS").ok().map_or(Ok(9), |r| r.parse::<usize>());
    let runs = match runs {
        Ok(r) if r >= 1 => r,
        _ => {
            usage("RUNS must be a number of at least 1");
        }
    };
    let target = PathBuf::from(std::env::var("CARGO_TARGET_DIR").unwrap_or_else(|_| "target".to_string()));
    let target = if target.is_absolute() {
        target
    } else {
        sglab::meta::root().join(target)
    };
    let options = pack::benchmark::BenchOptions {
        only,
        runs,
        target,
        peers,
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!("machine: {cores} cores; {runs} runs per input");
    match pack::benchmark::run(&options, &mut std::io::stdout()) {
        Ok(true) => {}
        Ok(false) => exit(1),
        Err(e) => {
            sglab::errln!("bench: {e}");
            exit(2)
        }
    }
}
