//! Talking with a program line by line, as an interactive problem's judge
//! does: [`interact`] runs the program under [`crate::run`]'s limits (its
//! own process group, CPU time, memory) while an interactor, here a
//! closure given a [`Talk`], writes lines to its stdin and reads lines
//! from its stdout. The program must flush each line; one whose whole
//! group sleeps for a second while the interactor waits for it ends as
//! [`crate::run::End::Idle`] (Codeforces' "Idleness limit exceeded"). The
//! lines it printed before it ended are all read. What the program prints
//! is bounded by [`Limits::output`], a line at a time, so the caller's
//! memory is too. [`Talk::standalone`] is the same judge's side on this
//! process's own stdin and stdout, with [`watch`] on the player. Tested
//! by shared/pack/tests/tools/play.rs (a program that answers, one that
//! never flushes, one that exits mid-game, one that floods a line),
//! shared/pack/tests/tools/hostile.rs (a player started by a launcher
//! whose child computes), shared/pack/tests/tools/oj.rs (a silent player
//! and a huge line under the standalone interactor) and by every
//! interactive problem's tests.

pub mod watch;

use crate::run::{self, Limits, Outcome, Streams};
use std::io::{self, BufRead, BufReader, Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use watch::Watch;

/// What the interactor heard from the program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// One line, without its line end (`\n` or `\r\n`).
    Line(String),
    /// The program closed its stdout (it ended) before a full line.
    End,
    /// The program printed more than [`Limits::output`] bytes in all, or
    /// one line longer than [`Talk::limit_lines`] allows.
    TooMuch,
}

/// Where the interactor's lines come from.
enum From {
    /// The run's pipe, read on the interactor's own thread: the pipe ends
    /// when the run does ([`run::FromProgram`]), and no second thread
    /// wakes for each line (on two cores, that hop was half the cost of
    /// a line).
    Run(Lines<run::FromProgram<std::process::ChildStdout>>),
    /// This process's stdin, read on the interactor's own thread too, each
    /// read blocking: a [`Watch`] on a thread of its own ends an idle wait
    /// ([`watch::watch`]); no thread hands the lines over (a lock and a
    /// wake-up a line, as many futex calls) and no poll comes before a
    /// read.
    Stdin(Lines<Watched>),
}

/// This process's stdin, each read blocking until a line comes or the
/// watch ends the wait as idle (then it reads as the end).
struct Watched {
    shared: Arc<watch::Waits>,
}

impl Read for Watched {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        loop {
            match self.shared.stdin.read(|| io::stdin().read(buf)) {
                // Idle: whatever came with the end is not heard.
                None | Some((_, true)) => return Ok(0),
                Some((Err(e), false)) if e.kind() == io::ErrorKind::Interrupted => {}
                Some((got, false)) => return got,
            }
        }
    }
}

/// The interactor's side of the conversation.
pub struct Talk {
    to: Option<Box<dyn Write + Send>>,
    /// The line being said, with its newline (kept: no allocation a line).
    said: Vec<u8>,
    from: From,
    waiting: Arc<AtomicBool>,
}

impl Talk {
    /// Writes `line` and a newline to the program, flushed. False when the
    /// program no longer reads (it ended or closed its stdin).
    pub fn say(&mut self, line: &str) -> bool {
        let Some(to) = self.to.as_mut() else { return false };
        // One write a line: a reader woken by half a line sleeps again.
        self.said.clear();
        self.said.extend_from_slice(line.as_bytes());
        self.said.push(b'\n');
        let sent = to.write_all(&self.said).and_then(|()| to.flush());
        if sent.is_err() {
            self.to = None;
        }
        sent.is_ok()
    }

    /// The program's next line, waiting for it as long as the run lasts
    /// (the run reads the program's output to its end, and ends at a
    /// limit at the latest). A standalone talk waits while its [`Watch`]
    /// sees the player awake; an idle player's wait ends as
    /// [`Heard::End`], and [`Talk::idled`] says why.
    pub fn hear(&mut self) -> Heard {
        self.waiting.store(true, Ordering::SeqCst);
        let heard = match &mut self.from {
            From::Run(lines) => lines.next(),
            From::Stdin(lines) => {
                let wait = lines.from.get_ref().shared.begin();
                let heard = lines.next();
                lines.from.get_ref().shared.finish(wait);
                heard
            }
        };
        self.waiting.store(false, Ordering::SeqCst);
        heard
    }

    /// Whether a wait ended because the player slept while the judge
    /// waited for its line (a standalone talk's [`Watch`]).
    pub fn idled(&self) -> bool {
        match &self.from {
            From::Run(_) => false,
            From::Stdin(lines) => lines.from.get_ref().shared.idled(),
        }
    }

    /// Whether the player was watched through its pipe (always, for a
    /// player this process started): an idle wait was then a player asleep
    /// for [`crate::run::IDLE`], else [`watch::UNSEEN`] without a line.
    pub fn player_seen(&self) -> bool {
        match &self.from {
            From::Run(_) => true,
            From::Stdin(lines) => lines.from.get_ref().shared.seen(),
        }
    }

    /// Closes the program's stdin: a program reading on sees its end.
    pub fn close(&mut self) {
        self.to = None;
    }

    /// From now on a line longer than `max` bytes is [`Heard::TooMuch`]
    /// (and the talk's end): a caller that allows much in all still holds
    /// at most `max` bytes of one line.
    pub fn limit_lines(&mut self, max: usize) {
        match &mut self.from {
            From::Run(lines) => lines.line_max = max,
            From::Stdin(lines) => lines.line_max = max,
        }
    }
}

impl Talk {
    /// The judge's side of a conversation on this process's own stdin
    /// (the player's lines) and stdout (the judge's), as a standalone
    /// interactor that online-judge-tools' `oj t/r` runs: at most `budget`
    /// bytes are read, and a wait for a player that sleeps ends ([`watch`]).
    pub fn standalone(budget: usize) -> Talk {
        let watched = Watched {
            shared: watch::watch(Watch::new(0)),
        };
        Talk {
            to: Some(Box::new(io::stdout())),
            said: Vec::new(),
            from: From::Stdin(Lines::new(watched, budget)),
            waiting: Arc::new(AtomicBool::new(false)),
        }
    }
}

/// A reader read line by line, at most a budget of bytes in all; after its
/// end (or the budget), [`Heard::End`] for ever.
struct Lines<R> {
    from: BufReader<R>,
    budget: usize,
    /// The longest line taken ([`Talk::limit_lines`]).
    line_max: usize,
    ended: bool,
}

impl<R: Read> Lines<R> {
    fn new(pipe: R, budget: usize) -> Lines<R> {
        Lines {
            // Larger than std's own stdin buffer (8 KiB), which a read
            // this large bypasses: no line waits there, unseen by a poll.
            from: BufReader::with_capacity(64 << 10, pipe),
            budget,
            line_max: usize::MAX,
            ended: false,
        }
    }

    /// The next line, its end, or [`Heard::TooMuch`] once.
    fn next(&mut self) -> Heard {
        let mut line = Vec::new();
        while !self.ended {
            let chunk = match self.from.fill_buf() {
                Ok([]) | Err(_) => break,
                Ok(chunk) => chunk,
            };
            let (take, done) = match chunk.iter().position(|&b| b == b'\n') {
                Some(at) => (at + 1, true),
                None => (chunk.len(), false),
            };
            if take > self.budget || line.len() + take > self.line_max.saturating_add(1) {
                self.ended = true;
                return Heard::TooMuch;
            }
            self.budget -= take;
            line.extend_from_slice(&chunk[..take]);
            self.from.consume(take);
            if done {
                line.pop();
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                // The bytes become the line, copied only when not UTF-8.
                return Heard::Line(
                    String::from_utf8(line).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
                );
            }
        }
        self.ended = true;
        Heard::End
    }
}

/// Runs `cmd` within `limits` while `interactor`, on the calling thread,
/// talks with it. Returns the run's outcome (its `stdout` empty: the
/// interactor read it) and what the interactor returned. `Err` only when
/// the program cannot be started.
pub fn interact<T>(cmd: &[String], limits: Limits, interactor: impl FnOnce(&mut Talk) -> T) -> io::Result<(Outcome, T)>
where
    T: Default,
{
    let (pipes, pipes_in) = mpsc::channel();
    let (done, done_in) = mpsc::channel::<()>();
    let conversation: run::Conversation = Box::new(move |stdin, stdout, waiting| {
        if pipes.send((stdin, stdout, waiting)).is_ok() {
            // Until the interactor is done (the run ends after this
            // returns or at a limit).
            let _ = done_in.recv();
        }
    });
    let cmd = cmd.to_vec();
    let monitor = std::thread::spawn(move || run::run_with(&cmd, Streams::Talk(conversation), limits));
    let result = match pipes_in.recv() {
        Ok((stdin, stdout, waiting)) => {
            let mut talk = Talk {
                to: Some(Box::new(stdin)),
                said: Vec::new(),
                from: From::Run(Lines::new(stdout, limits.output)),
                waiting,
            };
            let result = interactor(&mut talk);
            drop(talk);
            let _ = done.send(());
            result
        }
        Err(_) => T::default(),
    };
    let outcome = monitor
        .join()
        .unwrap_or_else(|_| Err(io::Error::new(io::ErrorKind::Other, "the run panicked")))?;
    Ok((outcome, result))
}
