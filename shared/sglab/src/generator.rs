//! The command line every problem's generator shares: `NAME KIND SEED`.

/// Reads `KIND SEED` from the command line: KIND must be one of `kinds`,
/// SEED a number. On anything else prints the usage and exits with 2.
pub fn args(name: &str, kinds: &[&str]) -> (String, u64) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [kind, seed] if kinds.contains(&kind.as_str()) => match seed.parse() {
            Ok(seed) => return (kind.clone(), seed),
            Err(_) => eprintln!("{name}: SEED must be a number, not {seed:?}"),
        },
        [kind, _] => eprintln!("{name}: unknown KIND {kind:?}"),
        _ => {}
    }
    eprintln!("usage: {name} {} SEED", kinds.join("|"));
    std::process::exit(2);
}
