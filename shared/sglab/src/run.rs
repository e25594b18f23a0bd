//! Runs one command on one input within bounds, as a judge does, with one
//! account for the program and everything it starts: the program runs in
//! a process group of its own, which is sampled from `/proc` as a whole
//! (`group`) and killed as a whole when the run ends (at a limit, or
//! when the program itself exits), so nothing it started outlives the run
//! and no pipe it held keeps the run waiting.
//!
//! - Time is CPU time, as judges count it: user and system time of every
//!   live member of the group, with the children each has waited for
//!   (`/proc/<pid>/stat`'s utime, stime, cutime and cstime, sampled every
//!   [`POLL`], the members found again every [`SCAN`]), and at the end
//!   `wait4`'s account of the program. Past [`Limits::time`] the group is
//!   killed ([`End::Time`], [`Timed::Cpu`]). A launcher (a shell script,
//!   pyenv's `python3` shim) and the work of its children are one account.
//! - Wall time is only a safety net: a run is killed at [`wall_cap`] (a
//!   program starved of CPU by a busy machine is not blamed before it,
//!   [`Timed::Wall`]). In a batch run, a group asleep (no member running
//!   or waiting for a CPU, no CPU time gained) for the limit and [`ASLEEP`]
//!   more is killed sooner ([`Timed::Asleep`]): it waits for something
//!   that will not come.
//! - A game ([`crate::talk`]): while the interactor waits for the
//!   program's line and the whole group is asleep for [`IDLE`] in a row,
//!   the run ends as [`End::Idle`] (it waits too: for input, or with its
//!   line in its own buffer, not flushed). A launcher waiting for a child
//!   that computes is not asleep.
//! - A batch program's stdin is a file, as on the judges: the input is
//!   written to an unnamed temporary file first (`input_file`), so the
//!   caller holds no second copy of a largest input while the program
//!   runs, and a program may print everything before reading, or never
//!   read. stdout and stderr are read from threads of their own.
//! - stdout is kept up to [`Limits::output`] bytes; one byte more ends the
//!   run ([`End::Output`]). stderr keeps its first [`Limits::stderr`] bytes
//!   and the rest is read and dropped. So the caller's memory is bounded
//!   whatever the program prints. After the group is dead, each pipe is
//!   read to its end (`pipe`): nothing the program wrote is dropped,
//!   however late a loaded machine lets the reader run.
//! - Peak memory: with a memory limit, the resident memory (RSS) of every
//!   process in the group is summed at each sample, with the program's own
//!   peak since exec (`VmHWM`), and the group is killed as soon as either
//!   passes the limit ([`End::Memory`]). At the end `wait4`'s `ru_maxrss`
//!   of the program (its own peak, or the largest of the children it
//!   waited for) is taken too, but only where it is larger than the
//!   caller's own peak when it started the program: at exec the kernel
//!   carries the caller's memory high-water mark into the child's
//!   `ru_maxrss` (a posix_spawn child shares the caller's address space
//!   until then), so below that it may be the caller's memory, not the
//!   program's. A program that ends
//!   before the first sample with such a `ru_maxrss` has only that as an
//!   upper bound ([`Outcome::peak_bound`]).
//! - A judge's environment, not the caller's: the program gets only
//!   [`KEPT`] of the caller's variables (PATH, HOME, TMPDIR and what a
//!   launcher needs: pyenv's shim, rustup's proxies) with `LANG=C.UTF-8`,
//!   and what [`pass_env`] names. So `PYTHONUNBUFFERED=1` in the caller's
//!   shell does not flush an unflushed Python player for it, which no judge
//!   would.
//! - A program that cannot start (no such file, not executable, a missing
//!   interpreter) is an `Err` of [`run`], never a verdict on its time.
//! - An interrupted run (SIGINT from Ctrl-C, SIGTERM, SIGHUP to the
//!   process running it) kills the program's group before the process
//!   ends by the signal: the program's own group does not get the
//!   terminal's Ctrl-C.
//!
//! Linux only (`/proc`, process groups, `waitid`, `wait4`, `poll`). A process
//! that leaves the group on purpose (`setsid`) escapes the kill and the
//! account; its pipes are read until what the group wrote runs out.
//!
//! Tested by `shared/pack/tests/tools/hostile.rs` (floods, a background
//! child holding the pipe, a child ignoring SIGTERM, allocating past the
//! limit, closing stdin at once, output before input, an interrupted
//! judge, a launcher working in a child, a program that cannot start, an
//! early-exit writer) and by every problem's tests, which run their
//! binaries through [`crate::harness::run_command`].

mod group;
mod pipe;
pub mod procfs;
mod sys;

pub use group::{Stillness, SCAN};
pub use pipe::FromProgram;
/// A blocking read another thread can end (the standalone interactor's
/// stdin, [`crate::talk::watch`]).
pub(crate) use pipe::Wakeable;

use group::Group;
use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{ChildStdin, ChildStdout, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::sync::{Mutex, Once};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// The bounds of one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// CPU time of the program and everything it starts.
    pub time: Duration,
    /// Bytes of stdout kept; one more ends the run with [`End::Output`].
    pub output: usize,
    /// Bytes of stderr kept (the rest is read and dropped).
    pub stderr: usize,
    /// Peak resident memory of the whole process group, in KiB; `None`:
    /// no limit (the group is still sampled for its time).
    pub memory_kib: Option<u64>,
}

/// Why a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The program exited by itself (or by a signal not sent by the run).
    Exited,
    /// Killed at the time limit ([`Outcome::timed`] says which clock).
    Time,
    /// Killed when stdout passed its limit.
    Output,
    /// Killed when the group's memory passed the limit, or exited with a
    /// peak past it.
    Memory,
    /// Killed while an interactor waited for its next line and the whole
    /// group slept, for [`IDLE`] in a row (or at the wall-time cap): it
    /// waited too (for input, or with its line still in its own buffer:
    /// not flushed). Codeforces' "Idleness limit exceeded".
    Idle,
}

/// Which clock ended a run at [`End::Time`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timed {
    /// The group's CPU time passed the limit.
    Cpu,
    /// The group slept, using no CPU, for the limit and [`ASLEEP`] more.
    Asleep,
    /// The wall-clock safety net, [`wall_cap`].
    Wall,
}

/// What one run did.
#[derive(Debug)]
pub struct Outcome {
    /// stdout, at most [`Limits::output`] bytes.
    pub stdout: Vec<u8>,
    /// The first [`Limits::stderr`] bytes of stderr.
    pub stderr: Vec<u8>,
    /// The program's exit status (a kill shows as the signal SIGKILL).
    pub status: ExitStatus,
    pub end: End,
    /// At [`End::Time`], the clock that ended it.
    pub timed: Option<Timed>,
    /// CPU time of the program and everything it started.
    pub cpu: Duration,
    /// Wall time from start until the program exited or was killed.
    pub elapsed: Duration,
    /// Peak resident memory in KiB: the largest polled group sum or
    /// `VmHWM`, or `ru_maxrss` where it counts (see the module comment).
    pub peak_kib: u64,
    /// `peak_kib` is only an upper bound: no sample was taken and
    /// `ru_maxrss` may be the caller's memory, carried over at the start.
    pub peak_bound: bool,
    /// A batch run: how many bytes of its input the program read (its
    /// stdin's offset at the end; `None` for a game). 0 of a non-empty
    /// input and a failing exit: it failed before reading, whatever the
    /// input (a launcher that could not start it: `python3 missing.py`).
    pub input_read: Option<u64>,
}

/// How often the run wakes to sample the group.
pub const POLL: Duration = Duration::from_millis(5);
/// How long a program may sleep while the judge waits for its line before
/// the run ends as [`End::Idle`].
pub const IDLE: Duration = Duration::from_secs(1);
/// A group asleep for its time limit and this much more is killed
/// ([`Timed::Asleep`]).
pub const ASLEEP: Duration = Duration::from_secs(2);
/// How long the killed group's members are waited for (at once, unless
/// one is stuck in an uninterruptible wait).
const DEATH: Duration = Duration::from_secs(10);

/// The caller's variables a program gets: what finds programs and files,
/// and what launchers need to find their interpreter or toolchain (pyenv's
/// `python3` shim, rustup's `cargo`). Nothing that changes how a program
/// behaves once started (`PYTHONUNBUFFERED`, `PYTHONIOENCODING`,
/// `RUST_BACKTRACE`, `LC_ALL`) unless [`pass_env`] names it.
pub const KEPT: &[&str] = &[
    "PATH",
    "HOME",
    "TMPDIR",
    "PYENV_ROOT",
    "PYENV_VERSION",
    "PYENV_DIR",
    "RUSTUP_HOME",
    "RUSTUP_TOOLCHAIN",
    "CARGO_HOME",
];

/// The locale every program gets, as on a judge (unless passed through).
pub const LANG: &str = "C.UTF-8";

/// Names passed through beside [`KEPT`] (the judge tool's `--env NAME`).
static PASSED: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// Passes the caller's variable `name` through to every program run from
/// now on in this process (when the caller has it).
pub fn pass_env(name: &str) {
    PASSED.lock().unwrap_or_else(|e| e.into_inner()).push(name.to_string());
}

/// The environment a program gets: [`LANG`], then [`KEPT`] and the
/// [`pass_env`] names the caller has.
pub fn environment() -> Vec<(String, std::ffi::OsString)> {
    let passed = PASSED.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let mut env = vec![("LANG".to_string(), std::ffi::OsString::from(LANG))];
    for name in KEPT.iter().map(|n| n.to_string()).chain(passed) {
        if let Some(value) = std::env::var_os(&name) {
            env.retain(|(n, _)| *n != name);
            env.push((name, value));
        }
    }
    env
}

/// Why `program` could not start, with the fix where it is a usual one: a
/// file without its execute bit (`chmod +x`, or run it through its
/// interpreter). Every start of a program goes through here, so every tool
/// says it alike.
pub fn start_error(program: &str, e: io::Error) -> io::Error {
    if e.kind() != io::ErrorKind::PermissionDenied {
        return e;
    }
    let is_file = std::path::Path::new(program).is_file();
    let hint = if is_file {
        format!("{program} is not executable: `chmod +x {program}` (with a `#!` line), or name its interpreter: 'python3 {program}'")
    } else {
        format!("{program} cannot be run by you")
    };
    io::Error::new(io::ErrorKind::PermissionDenied, format!("permission denied: {hint}"))
}

/// The wall-time safety net for a CPU-time limit `limit`: four times it
/// and five seconds more, so that a program starved of CPU by a busy
/// machine (four CPU hogs on two cores give it about 40% of one) ends by
/// its CPU time first.
pub fn wall_cap(limit: Duration) -> Duration {
    limit.saturating_mul(4).saturating_add(Duration::from_secs(5))
}

enum Event {
    Exited,
    OutputLimit,
}

/// Runs `cmd` (program and arguments) on `input` within `limits`. Never
/// panics on what the program does; `Err` only when it cannot be started.
pub fn run(cmd: &[String], input: &[u8], limits: Limits) -> io::Result<Outcome> {
    let file = input_file(input)?;
    // The program's stdin shares this file offset: after the run it says
    // how far the program (and all it started) read.
    let mut probe = file.try_clone()?;
    let mut outcome = run_with(cmd, Streams::Batch(file), limits)?;
    outcome.input_read = probe.stream_position().ok();
    Ok(outcome)
}

/// `input` in a temporary file, unlinked at once and read from its start:
/// the kernel holds it, not the caller's memory (a largest input is tens
/// of MiB), and nothing is left behind if the caller is killed.
fn input_file(input: &[u8]) -> io::Result<File> {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir();
    let path = dir.join(format!(
        "sglab-input-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let written = (|| {
        let mut file = File::options().read(true).write(true).create_new(true).open(&path)?;
        let _ = std::fs::remove_file(&path);
        file.write_all(input)?;
        file.seek(SeekFrom::Start(0))?;
        Ok(file)
    })();
    written.map_err(|e: io::Error| {
        let _ = std::fs::remove_file(&path);
        io::Error::new(
            e.kind(),
            format!("cannot write the input to a file in {}: {e}", dir.display()),
        )
    })
}

/// A conversation with the program ([`crate::talk`]): given its stdin,
/// its stdout, and the flag it sets while it waits for the program's next
/// line.
pub(crate) type Conversation = Box<dyn FnOnce(ChildStdin, FromProgram<ChildStdout>, Arc<AtomicBool>) + Send>;

/// What feeds the program and reads what it prints.
pub(crate) enum Streams {
    /// The input as a file ([`input_file`]); stdout kept up to the limit.
    Batch(File),
    /// Lines exchanged with an interactor; stdout is the interactor's to
    /// read, and [`Outcome::stdout`] stays empty.
    Talk(Conversation),
}

/// [`run`] with either kind of [`Streams`].
pub(crate) fn run_with(cmd: &[String], streams: Streams, limits: Limits) -> io::Result<Outcome> {
    let (program, args) = cmd
        .split_first()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "empty command"))?;
    let (stdin, conversation) = match streams {
        Streams::Batch(file) => (Stdio::from(file), None),
        Streams::Talk(conversation) => (Stdio::piped(), Some(conversation)),
    };
    let mut command = Command::new(program);
    command
        .env_clear()
        .envs(environment())
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let Started {
        mut child,
        pid,
        slot,
        started,
        page_kib,
        forked_kib,
    } = start(program, command)?;
    let (events, event) = mpsc::channel();
    // One per pipe: each is read by one thread, and ended at the death.
    let (out_ended, err_ended): (pipe::Ended, pipe::Ended) = Default::default();

    let stdout = FromProgram::new(child.stdout.take().expect("piped stdout"), Arc::clone(&out_ended));
    let waiting = Arc::new(AtomicBool::new(false));
    let talking = conversation.is_some();
    let (talker, out_reader) = match conversation {
        None => (None, Some(read_pipe(stdout, limits.output, Some(events.clone())))),
        Some(conversation) => {
            let stdin = child.stdin.take().expect("piped stdin");
            let flag = Arc::clone(&waiting);
            (Some(thread::spawn(move || conversation(stdin, stdout, flag))), None)
        }
    };
    let stderr = FromProgram::new(child.stderr.take().expect("piped stderr"), Arc::clone(&err_ended));
    let err_reader = read_pipe(stderr, limits.stderr, None);
    let exited = events.clone();
    // Waits for the exit without reaping, so the group id cannot be reused
    // before the group is killed.
    thread::spawn(move || {
        sys::wait_exit(pid);
        let _ = exited.send(Event::Exited);
    });
    drop(events);

    let mut group = Group::new(pid, page_kib, started);
    let talk = if talking { Some(&*waiting) } else { None };
    let watched = watch(&event, &mut group, &limits, started, talk);
    let elapsed = started.elapsed();
    let (raw, maxrss_kib, cpu) = end_group(&mut group, slot, &event, watched.has_exited, [&out_ended, &err_ended]);
    let Account {
        end,
        timed,
        peak_kib,
        peak_bound,
    } = account(&watched, &limits, cpu, maxrss_kib, forked_kib);
    let stdout = out_reader.and_then(|reader| reader.join().ok());
    let end = match (end, &stdout) {
        (End::Exited, Some((_, true))) => End::Output,
        _ => end,
    };
    let stderr = err_reader.join().map_or_else(|_| Vec::new(), |(bytes, _)| bytes);
    // A conversation still going (a process that left the group holds the
    // pipes) is left behind.
    drop(talker);
    Ok(Outcome {
        stdout: stdout.map_or_else(Vec::new, |(bytes, _)| bytes),
        stderr,
        status: ExitStatus::from_raw(raw),
        end,
        timed,
        cpu,
        elapsed,
        peak_kib,
        peak_bound,
        input_read: None,
    })
}

/// A program just started in a process group of its own, registered so
/// an interrupt of the caller kills it.
struct Started {
    child: std::process::Child,
    pid: i32,
    /// Its place in [`sys::RUNNING`], to clear at the end.
    slot: Option<usize>,
    started: Instant,
    page_kib: u64,
    /// What the start may have put into the program's `ru_maxrss`.
    forked_kib: u64,
}

/// Starts `command` (whose program is `program`) in a group of its own.
fn start(program: &str, mut command: Command) -> io::Result<Started> {
    static HANDLERS: Once = Once::new();
    HANDLERS.call_once(sys::kill_groups_on_interrupt);
    // An interrupt between the start and the registration would miss the
    // group: interrupts wait until the group is registered.
    let deferred = sys::defer_interrupts();
    // A group of its own. No code runs in the child before exec, so std
    // starts it with posix_spawn, not fork: a large caller (a test
    // process) no longer copies its page tables for each run, which was
    // most of the tests' system time. The program gets this thread's
    // signal mask: nothing is blocked while it starts.
    command.process_group(0);
    let page_kib = sys::page_kib();
    let caller_kib = procfs::own_resident_kib(page_kib);
    let started = Instant::now();
    let child = command.spawn().map_err(|e| start_error(program, e))?;
    let pid = child.id() as i32;
    let slot = sys::running(pid);
    drop(deferred);
    // What the start may have put into the program's `ru_maxrss`: at most
    // the caller's peak so far (its current memory is not enough: another
    // thread of the caller may have grown and shrunk it around the spawn).
    let forked_kib = caller_kib
        .max(procfs::own_resident_kib(page_kib))
        .max(procfs::peak_since_exec(std::process::id() as i32));
    Ok(Started {
        child,
        pid,
        slot,
        started,
        page_kib,
        forked_kib,
    })
}

/// Kills the group and reaps the program (after its exit event, if
/// `has_exited` has not seen it), clears its `slot` in [`sys::RUNNING`],
/// waits until every member is dead and then tells the pipe readers
/// (`ended`) that nothing writes any more. Returns the raw exit status,
/// `ru_maxrss` and the CPU time of the whole group.
fn end_group(
    group: &mut Group,
    slot: Option<usize>,
    event: &mpsc::Receiver<Event>,
    mut has_exited: bool,
    ended: [&pipe::Wakeable; 2],
) -> (i32, u64, Duration) {
    let pid = group.pgid();
    sys::kill_group(pid);
    if let Some(slot) = slot {
        sys::RUNNING[slot].store(0, Ordering::SeqCst);
    }
    while !has_exited {
        match event.recv() {
            Ok(Event::Exited) | Err(_) => has_exited = true,
            Ok(Event::OutputLimit) => {}
        }
    }
    let (raw, maxrss_kib, reaped_cpu) = sys::reap(pid);
    group.wait_until_dead(DEATH);
    // Nothing in the group writes any more: the readers read what the
    // pipes hold and end.
    for pipe in ended {
        pipe.end();
    }
    (raw, maxrss_kib, group.cpu_with(reaped_cpu))
}

/// How the watch of a run ended.
struct Watched {
    end: End,
    timed: Option<Timed>,
    /// The largest memory the samples saw (0 when no limit asked for them).
    polled_kib: u64,
    /// The exit was seen (its event is consumed).
    has_exited: bool,
}

/// Watches the running group until it exits or passes a limit: `event`
/// brings the exit and the output limit; `talk` is the conversation's
/// flag "the judge waits for a line", for a run that talks.
fn watch(
    event: &mpsc::Receiver<Event>,
    group: &mut Group,
    limits: &Limits,
    started: Instant,
    talk: Option<&AtomicBool>,
) -> Watched {
    let deadline = started + wall_cap(limits.time);
    let waiting = || talk.is_some_and(|w| w.load(Ordering::SeqCst));
    let mut idle = Stillness::default();
    let mut asleep = Stillness::default();
    let mut polled_kib = 0;
    let ended = |end, timed, polled_kib, has_exited| Watched {
        end,
        timed,
        polled_kib,
        has_exited,
    };
    loop {
        let now = Instant::now();
        if now >= deadline {
            // Waiting for a line while the program sleeps: it waits too,
            // for input that will not come or for its own unflushed line.
            let sample = group.sample();
            if waiting() && !sample.running {
                return ended(End::Idle, None, polled_kib, false);
            }
            return ended(End::Time, Some(Timed::Wall), polled_kib, false);
        }
        match event.recv_timeout(POLL.min(deadline - now)) {
            Ok(Event::Exited) | Err(RecvTimeoutError::Disconnected) => {
                return ended(End::Exited, None, polled_kib, true);
            }
            Ok(Event::OutputLimit) => return ended(End::Output, None, polled_kib, false),
            Err(RecvTimeoutError::Timeout) => {}
        }
        let now = Instant::now();
        let sample = group.sample();
        if sample.cpu >= limits.time {
            return ended(End::Time, Some(Timed::Cpu), polled_kib, false);
        }
        if talk.is_none() && asleep.note(now, sample.running, sample.cpu) >= limits.time.saturating_add(ASLEEP) {
            return ended(End::Time, Some(Timed::Asleep), polled_kib, false);
        }
        if waiting() {
            if idle.note(now, sample.running, sample.cpu) >= IDLE {
                return ended(End::Idle, None, polled_kib, false);
            }
        } else {
            idle.reset();
        }
        if let Some(limit) = limits.memory_kib {
            polled_kib = polled_kib
                .max(sample.resident_kib)
                .max(procfs::peak_since_exec(group.pgid()));
            if polled_kib > limit {
                return ended(End::Memory, None, polled_kib, false);
            }
        }
    }
}

/// The final account of a run.
#[derive(Debug, PartialEq, Eq)]
struct Account {
    end: End,
    timed: Option<Timed>,
    peak_kib: u64,
    /// `peak_kib` is only an upper bound (see [`Outcome::peak_bound`]).
    peak_bound: bool,
}

/// The run's end and peak by the final figures: the CPU time of the whole
/// group and `wait4`'s `ru_maxrss` (`maxrss_kib`), which counts only when
/// it is past what the start put there (`forked_kib`). An exit past a
/// limit by these figures (between two samples) is that limit's verdict.
fn account(watched: &Watched, limits: &Limits, cpu: Duration, maxrss_kib: u64, forked_kib: u64) -> Account {
    let polled_kib = watched.polled_kib;
    let maxrss_counts = maxrss_kib > forked_kib;
    let peak_bound = polled_kib == 0 && !maxrss_counts;
    let peak_kib = match (maxrss_counts, peak_bound) {
        (true, _) => polled_kib.max(maxrss_kib),
        (false, true) => maxrss_kib,
        (false, false) => polled_kib,
    };
    let (end, timed) = match (watched.end, limits.memory_kib) {
        (End::Exited, Some(limit)) if !peak_bound && peak_kib > limit => (End::Memory, None),
        // Exited, but past the limit by the final account (between samples).
        (End::Exited, _) if cpu > limits.time => (End::Time, Some(Timed::Cpu)),
        _ => (watched.end, watched.timed),
    };
    Account {
        end,
        timed,
        peak_kib,
        peak_bound,
    }
}

/// Reads a pipe, keeping its first `keep` bytes: (the bytes, whether it
/// passed `keep`). With `limit_to` (stdout), one byte past `keep` tells the
/// run and stops reading; without (stderr), the rest is read and dropped.
fn read_pipe(
    mut pipe: impl Read + Send + 'static,
    keep: usize,
    limit_to: Option<Sender<Event>>,
) -> JoinHandle<(Vec<u8>, bool)> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let mut chunk = vec![0; 1 << 16];
        loop {
            match pipe.read(&mut chunk) {
                Ok(0) => return (bytes, false),
                Ok(n) => {
                    let room = keep - bytes.len();
                    bytes.extend_from_slice(&chunk[..n.min(room)]);
                    if let (true, Some(events)) = (n > room, &limit_to) {
                        let _ = events.send(Event::OutputLimit);
                        return (bytes, true);
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => return (bytes, false),
            }
        }
    })
}

/// Whether standard error is a terminal: progress lines are written only then.
pub fn stderr_is_terminal() -> bool {
    sys::stderr_is_terminal()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(memory_kib: Option<u64>) -> Limits {
        Limits {
            time: Duration::from_secs(1),
            output: 1 << 20,
            stderr: 1 << 10,
            memory_kib,
        }
    }

    fn watched(end: End, polled_kib: u64) -> Watched {
        Watched {
            end,
            timed: None,
            polled_kib,
            has_exited: end == End::Exited,
        }
    }

    const SECOND: Duration = Duration::from_secs(1);

    #[test]
    fn the_peak_is_maxrss_past_the_start_else_the_samples() {
        // ru_maxrss past what the start put there counts, with the samples.
        let a = account(
            &watched(End::Exited, 3000),
            &limits(Some(1 << 20)),
            SECOND / 2,
            5000,
            4000,
        );
        assert_eq!((a.end, a.peak_kib, a.peak_bound), (End::Exited, 5000, false));
        // Not past it: the samples alone.
        let a = account(
            &watched(End::Exited, 3000),
            &limits(Some(1 << 20)),
            SECOND / 2,
            4000,
            4000,
        );
        assert_eq!((a.peak_kib, a.peak_bound), (3000, false));
        // Neither: ru_maxrss, but only as an upper bound.
        let a = account(&watched(End::Exited, 0), &limits(None), SECOND / 2, 4000, 4000);
        assert_eq!((a.peak_kib, a.peak_bound), (4000, true));
    }

    #[test]
    fn an_exit_past_a_limit_by_the_final_account_is_that_limits_verdict() {
        // Past the memory limit between two samples: MLE.
        let a = account(&watched(End::Exited, 100), &limits(Some(1000)), SECOND / 2, 2000, 10);
        assert_eq!((a.end, a.timed), (End::Memory, None));
        // Past the time limit between two samples: TLE by CPU time.
        let a = account(&watched(End::Exited, 100), &limits(Some(1000)), SECOND * 2, 500, 10);
        assert_eq!((a.end, a.timed), (End::Time, Some(Timed::Cpu)));
        // An upper bound past the limit is no MLE.
        let a = account(&watched(End::Exited, 0), &limits(Some(1000)), SECOND / 2, 2000, 2000);
        assert_eq!(a.end, End::Exited);
        // A run the watch ended keeps its end and clock.
        let a = account(&watched(End::Idle, 0), &limits(None), SECOND * 2, 10, 10);
        assert_eq!((a.end, a.timed), (End::Idle, None));
    }
}
