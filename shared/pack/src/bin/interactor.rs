//! `interactor PROBLEM INPUT [--seed N]` (behind scripts/interactor.sh):
//! the judge side of an interactive problem on this process's stdin and
//! stdout (pack::interactor). Exit 0 the player won, 1 it lost (why on
//! stderr), 2 usage error.

use std::process::exit;

const HELP: &str = "\
usage: scripts/interactor.sh PROBLEM INPUT [--seed N]
Plays the judge's side of the interactive problem PROBLEM on the case in
the file INPUT (a testdata .in file), talking with the player on stdin and
stdout, perfectly, its choices among equal moves drawn from the seed and
the input. For online-judge-tools:
  oj t/r -c ./a.out 'scripts/interactor.sh abc278g testdata/abc278g-generalized-subtraction-game/sample-1.in'
exit status: 0 the player won every game, 1 it lost (the reason, its losing
move and the transcript on stderr), 2 usage error.";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() || args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{HELP}");
        return;
    }
    let (seed, rest): (u64, Vec<&String>) = match args.iter().position(|a| a == "--seed") {
        Some(at) => match args.get(at + 1).and_then(|s| s.parse().ok()) {
            Some(seed) => (
                seed,
                args.iter()
                    .enumerate()
                    .filter(|&(i, _)| i != at && i != at + 1)
                    .map(|p| p.1)
                    .collect(),
            ),
            None => usage("--seed needs a number"),
        },
        None => (1, args.iter().collect()),
    };
    let [name, path] = rest[..] else {
        usage("name a problem and an input file")
    };
    // A binary or folder name or a unique prefix; an unknown one is named
    // with the nearest, in one line.
    let name = sglab::meta::resolve(name).unwrap_or_else(|e| {
        sglab::errln!("interactor: {e}");
        exit(2)
    });
    let input = std::fs::read_to_string(path).unwrap_or_else(|e| usage(&format!("{path}: {e}")));
    match pack::interactor::referee(name, &input, seed) {
        Ok(Ok(())) => {}
        Ok(Err(why)) => {
            sglab::errln!("interactor: the player lost: {why}");
            exit(1)
        }
        Err(e) => usage(&e),
    }
}

fn usage(why: &str) -> ! {
    sglab::errln!("interactor: {why}\n\n{HELP}");
    exit(2)
}
