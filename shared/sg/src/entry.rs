//! `run(solve)`, the whole `main` of a solution.
//!
//! It reads stdin, writes
//! stdout, checks that only whitespace follows the last case, and turns an
//! error into one line on stderr and exit code 1 after the answers already
//! computed have been written.

use super::error::Error;
use super::out::Out;
use super::scan::Scanner;

pub fn run(solve: fn(&mut Scanner, &mut Out) -> Result<(), Error>) {
    let (mut input, mut out) = (Scanner::new(std::io::stdin().lock()), Out::new(std::io::stdout().lock()));
    let result = solve(&mut input, &mut out).and_then(|()| input.finish());
    let message = match (result, out.flush()) {
        (Err(e), _) => e.to_string(),
        (Ok(()), Err(e)) => format!("cannot write output: {e}"),
        (Ok(()), Ok(())) => return,
    };
    eprintln!("error: {message}");
    std::process::exit(1);
}
