//! A solution's whole `main`.
//!
//! `run(solve)`, or `interact(play)` for an interactive solution, which
//! talks with the judge through [`Out::turn`](super::out::Out::turn) and
//! ends when the game does. It reads stdin, writes
//! stdout, checks that only whitespace follows the last case, and turns an
//! error into one line on stderr and exit code 1 after the answers already
//! computed have been written. A stderr that cannot be written (a closed
//! pipe) loses the line but not the exit code: never a panic.
//!
//! `run` and `interact` each end with the same four lines rather than a
//! shared function: a bundle keeps only the one it uses, and a function of
//! their own would add about 130 bytes to every bundle.

use super::{error::Error, out::Out, scan::Scanner};

pub fn run(solve: fn(&mut Scanner, &mut Out) -> Result<(), Error>) {
    let (mut input, mut out) = (Scanner::new(std::io::stdin().lock()), Out::new(std::io::stdout().lock()));
    let result = solve(&mut input, &mut out).and_then(|()| input.finish());
    // `eprintln!` would panic on a closed stderr (and a panic aborts the
    // release build), so the line is written with `Write::write_fmt` and a
    // failure to write it is ignored.
    let flushed = result.map_err(|e| e.0).and(out.flush().map_err(|e| format!("cannot write output: {}", e)));
    if let Err(message) = flushed {
        let _ = std::io::Write::write_fmt(&mut std::io::stderr(), format_args!("error: {}\n", message));
        std::process::exit(1);
    }
}

/// An interactive solution's whole `main`: as [`run`], but the game's end
/// is `play`'s to decide (the judge's lines stop when it says the game is
/// over), so nothing after it is read.
pub fn interact(play: fn(&mut Scanner, &mut Out) -> Result<(), Error>) {
    let (mut input, mut out) = (Scanner::new(std::io::stdin().lock()), Out::new(std::io::stdout().lock()));
    let result = play(&mut input, &mut out);
    let flushed = result.map_err(|e| e.0).and(out.flush().map_err(|e| format!("cannot write output: {}", e)));
    if let Err(message) = flushed {
        let _ = std::io::Write::write_fmt(&mut std::io::stderr(), format_args!("error: {}\n", message));
        std::process::exit(1);
    }
}

/// `play` (an interactive solution's) run in process on the judge's lines
/// `input`, for its unit tests: the lines it printed, and its error.
pub fn interact_in_process(
    play: fn(&mut Scanner, &mut Out) -> Result<(), Error>, input: &str,
) -> (Vec<String>, Result<(), String>) {
    let mut sink = Vec::new();
    let result = {
        let mut out = Out::new(&mut sink);
        let result = play(&mut Scanner::new(input.as_bytes()), &mut out);
        result.and(out.flush().map_err(|e| Error(format!("cannot write output: {}", e))))
    };
    let text = String::from_utf8_lossy(&sink).into_owned();
    (text.lines().map(String::from).collect(), result.map_err(|e| e.0))
}
