//! Driving a rules program: start it once, write every position asked (one
//! a line, on a thread of its own so that writing never waits for reading),
//! and hand each answer line to the caller in order. Every failure is a
//! one-line error naming the position asked and the line received: the
//! program ended or crashed (with the end of its stderr), a line longer
//! than [`MAX_LINE`] bytes (a flood), no answer within the wait (said so),
//! more lines than positions asked. The program is killed at the end.
//! Time: the program's, plus O(bytes read). Tested by
//! shared/pack/tests/tools/rules.rs with a hostile program for each case.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The longest answer line accepted (Grundy's game at 10^4 needs 50 KB).
pub const MAX_LINE: usize = 16 << 20;

/// What the reader thread heard.
enum Heard {
    Line(Vec<u8>),
    End,
    TooLong,
}

/// Runs `cmd` (a program and its arguments, separated by spaces), asks it
/// `positions` (each a line without its newline) and calls `answer(i, line)`
/// for the answer to position `i`, in order; `answer`'s error stops the run
/// and is returned with the position and line named.
pub fn ask_all(
    cmd: &str,
    positions: Vec<String>,
    wait: Duration,
    mut answer: impl FnMut(usize, &[u8]) -> Result<(), String>,
) -> Result<(), String> {
    let words: Vec<&str> = cmd.split_whitespace().collect();
    let (program, args) = words.split_first().ok_or("--rules needs a command")?;
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            format!(
                "cannot start the rules program {cmd:?}: {}",
                crate::run::start_error(program, e)
            )
        })?;
    let stderr = tail_of(child.stderr.take().expect("piped stderr"));
    let mut stdin = child.stdin.take().expect("piped stdin");
    let stdout = child.stdout.take().expect("piped stdout");
    let count = positions.len();
    let shown = positions.clone();
    std::thread::spawn(move || {
        let mut text = positions.join("\n");
        text.push('\n');
        // A program that stops reading ends the write with an error: fine.
        let _ = stdin.write_all(text.as_bytes());
    });
    let (lines, heard) = mpsc::sync_channel(256);
    std::thread::spawn(move || read_lines(stdout, lines));
    let result = (|| {
        for (i, position) in shown.iter().enumerate() {
            let line = match heard.recv_timeout(wait) {
                Ok(Heard::Line(line)) => line,
                Ok(Heard::TooLong) => {
                    return Err(format!(
                        "position {position}: the answer is longer than {} MiB (a flood of output?)",
                        MAX_LINE >> 20
                    ))
                }
                Ok(Heard::End) | Err(RecvTimeoutError::Disconnected) => {
                    return Err(format!(
                        "position {position}: the rules program ended before answering ({}){}",
                        status(&mut child, wait),
                        stderr_tail(&stderr)
                    ))
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!(
                        "position {position}: no answer after waiting {} s (does the program flush each line? \
                         --wait S waits longer)",
                        wait.as_secs_f64()
                    ))
                }
            };
            answer(i, &line).map_err(|e| format!("position {position}: answer {:?}: {e}", clip(&line)))?;
        }
        match heard.recv_timeout(wait) {
            Ok(Heard::Line(line)) => Err(format!(
                "the rules program printed more lines than the {count} positions asked, first {:?} \
                 (one line an answer, always)",
                clip(&line)
            )),
            Ok(Heard::TooLong) => Err(format!("the rules program printed more than the {count} answers asked")),
            _ => Ok(()),
        }
    })();
    let _ = child.kill();
    let _ = child.wait();
    result
}

/// How the program ended, once it has (a bounded wait).
fn status(child: &mut Child, wait: Duration) -> String {
    let start = std::time::Instant::now();
    while start.elapsed() < wait {
        if let Ok(Some(status)) = child.try_wait() {
            return match status.code() {
                Some(code) => format!("exit status {code}"),
                None => "killed by a signal".to_string(),
            };
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    "it closed its output".to_string()
}

/// The first 80 characters of a line, for a message.
pub fn clip(line: &[u8]) -> String {
    let text = String::from_utf8_lossy(line);
    match text.char_indices().nth(80) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text.into_owned(),
    }
}

/// Reads `pipe` line by line into `lines`, each at most [`MAX_LINE`] bytes.
fn read_lines(pipe: impl Read, lines: mpsc::SyncSender<Heard>) {
    let mut from = BufReader::with_capacity(1 << 16, pipe);
    // Each line's buffer starts at the last one's length: answers grow
    // slowly, so a line rarely reallocates.
    let mut room = 64;
    loop {
        let mut line = Vec::with_capacity(room);
        match (&mut from).take(MAX_LINE as u64 + 1).read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => {
                let _ = lines.send(Heard::End);
                return;
            }
            Ok(_) if line.last() != Some(&b'\n') && line.len() > MAX_LINE => {
                let _ = lines.send(Heard::TooLong);
                return;
            }
            Ok(_) => {
                room = room.max(line.len());
                if line.last() == Some(&b'\n') {
                    line.pop();
                }
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                if lines.send(Heard::Line(line)).is_err() {
                    return;
                }
            }
        }
    }
}

/// The last 300 bytes of `pipe`, kept by a thread as they come.
fn tail_of(pipe: impl Read + Send + 'static) -> Arc<Mutex<Vec<u8>>> {
    let tail = Arc::new(Mutex::new(Vec::new()));
    let kept = Arc::clone(&tail);
    std::thread::spawn(move || {
        let mut pipe = pipe;
        let mut chunk = [0u8; 4096];
        while let Ok(n) = pipe.read(&mut chunk) {
            if n == 0 {
                break;
            }
            let mut t = kept.lock().unwrap_or_else(|e| e.into_inner());
            t.extend_from_slice(&chunk[..n]);
            let extra = t.len().saturating_sub(300);
            t.drain(..extra);
        }
    });
    tail
}

/// `; its stderr ends: ...` when it wrote any (waiting a moment for it).
fn stderr_tail(tail: &Arc<Mutex<Vec<u8>>>) -> String {
    std::thread::sleep(Duration::from_millis(20));
    let t = tail.lock().unwrap_or_else(|e| e.into_inner());
    let text = String::from_utf8_lossy(&t);
    let last = text.trim().lines().last().unwrap_or("").to_string();
    if last.is_empty() {
        String::new()
    } else {
        format!("; its stderr ends: {last}")
    }
}
