//! `run(solve)`: a solution's whole `main`; `interact(play)`, an
//! interactive solution's, which talks with the judge through
//! [`Out::turn`](super::out::Out::turn) and ends when the game does.
//!
//! It reads stdin, writes
//! stdout, checks that only whitespace follows the last case, and turns an
//! error into one line on stderr and exit code 1 after the answers already
//! computed have been written.

use super::{error::Error, out::Out, scan::Scanner};

pub fn run(solve: fn(&mut Scanner, &mut Out) -> Result<(), Error>) {
    let (mut input, mut out) = (Scanner::new(std::io::stdin().lock()), Out::new(std::io::stdout().lock()));
    let result = solve(&mut input, &mut out).and_then(|()| input.finish());
    let written = out.flush().map_err(|e| format!("cannot write output: {}", e));
    if let Err(message) = result.map_err(|e| e.to_string()).and(written) {
        eprintln!("error: {}", message);
        std::process::exit(1);
    }
}

/// An interactive solution's whole `main`: as [`run`], but the game's end
/// is `play`'s to decide (the judge's lines stop when it says the game is
/// over), so nothing after it is read.
pub fn interact(play: fn(&mut Scanner, &mut Out) -> Result<(), Error>) {
    let (mut input, mut out) = (Scanner::new(std::io::stdin().lock()), Out::new(std::io::stdout().lock()));
    let result = play(&mut input, &mut out);
    let written = out.flush().map_err(|e| format!("cannot write output: {}", e));
    if let Err(message) = result.map_err(|e| e.to_string()).and(written) {
        eprintln!("error: {}", message);
        std::process::exit(1);
    }
}
