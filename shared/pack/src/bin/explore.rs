//! `explore`: prints a game's SG values for sizes 0..N (or a grid, x = 0..W by y = 0..H),
//! the pattern it finds and, for octal codes, its proof; `explore --help`
//! for usage. A thin wrapper over
//! `explorer::run` with the pack's catalogue (`pack::catalogue`).

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match explorer::run(&args, pack::catalogue::GAMES) {
        Ok(text) => {
            // A closed pipe (explore ... | head) is not an error worth a panic.
            let _ = std::io::stdout().write_all(text.as_bytes());
            ExitCode::SUCCESS
        }
        Err(message) => {
            sglab::errln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
