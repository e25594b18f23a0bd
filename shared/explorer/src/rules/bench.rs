//! The rules-program benchmark's measurement (`explore --rules-bench CMD
//! [N]`, run by scripts/bench-rules.sh): the program alone answering
//! positions 0..=N (as `seq 0 N | CMD > /dev/null` would: every position
//! written, every answer read and dropped), then the explorer tabulating
//! the same game from it; prints both wall times, the answers' size and
//! the ratio (issue 35's target: at most 3x). Time: the two runs. Its
//! output is read by no test (timings are never asserted); its arguments
//! are, by shared/pack/tests/tools/scripts.rs.

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs the measurement: `args` are CMD and an optional N (default 10000).
pub fn run(args: &[String]) -> Result<String, String> {
    let (cmd, n) = match args {
        [cmd] => (cmd, 10_000),
        [cmd, n] => (
            cmd,
            n.parse::<usize>()
                .map_err(|_| format!("--rules-bench: N {n:?} is not a size"))?,
        ),
        _ => return Err("usage: explore --rules-bench CMD [N]".to_string()),
    };
    let (alone, bytes) = alone(cmd, n)?;
    let start = Instant::now();
    super::tabulate(cmd, 1, n, Duration::from_secs(10), false)?;
    let driven = start.elapsed().as_secs_f64();
    Ok(format!(
        "n = 0..={n}, {:.0} MB of option text\n\
         the rules program alone:   {alone:.2} s\n\
         the explorer driving it:   {driven:.2} s ({:.2}x; the target: at most 3x)\n",
        bytes as f64 / 1e6,
        driven / alone
    ))
}

/// The wall time of `cmd` answering 0..=n with nobody parsing, and the
/// bytes it wrote.
fn alone(cmd: &str, n: usize) -> Result<(f64, u64), String> {
    let words: Vec<&str> = cmd.split_whitespace().collect();
    let (program, rest) = words.split_first().ok_or("--rules-bench needs a command")?;
    let start = Instant::now();
    let mut child = Command::new(program)
        .args(rest)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start the rules program {cmd:?}: {e}"))?;
    let mut stdin = child.stdin.take().expect("piped stdin");
    let writer = std::thread::spawn(move || {
        let text: String = (0..=n).map(|i| format!("{i}\n")).collect();
        let _ = stdin.write_all(text.as_bytes());
    });
    let mut stdout = child.stdout.take().expect("piped stdout");
    let mut chunk = vec![0u8; 1 << 16];
    let mut bytes = 0u64;
    loop {
        match stdout.read(&mut chunk) {
            Ok(0) => break,
            Ok(k) => bytes += k as u64,
            Err(e) => return Err(format!("reading the rules program: {e}")),
        }
    }
    let _ = writer.join();
    let status = child.wait().map_err(|e| e.to_string())?;
    let seconds = start.elapsed().as_secs_f64();
    if !status.success() {
        return Err(format!("the rules program alone ended with {status}"));
    }
    Ok((seconds, bytes))
}
