//! Runs one command on one input within bounds, as a judge does: a time
//! limit (wall time), an output limit, a memory limit; the program in a
//! process group of its own, which is killed as a whole when the run ends
//! (at a limit, or when the program itself exits), so nothing it started
//! outlives the run and no pipe it held keeps the run waiting.
//!
//! - Input is written from its own thread while stdout and stderr are read
//!   from theirs: a program may print everything before reading, or close
//!   stdin at once (a broken pipe is not an error).
//! - stdout is kept up to [`Limits::output`] bytes; one byte more ends the
//!   run ([`End::Output`]). stderr keeps its first [`Limits::stderr`] bytes
//!   and the rest is read and dropped. So the caller's memory is bounded
//!   whatever the program prints.
//! - Peak memory: with a memory limit, the resident memory (RSS) of every
//!   process in the group is summed from `/proc/<pid>/stat` every
//!   [`POLL`] (the group's members found again every [`SCAN`]), with the
//!   program's own peak since exec (`VmHWM`), and the group is killed as
//!   soon as either passes the limit ([`End::Memory`]). At the end
//!   `wait4`'s `ru_maxrss` of the program (its own peak, or the largest of
//!   the children it waited for) is taken too, but only where it is larger
//!   than the caller's own peak at the fork: the kernel counts
//!   the pages a fork copies from the caller in the child's `ru_maxrss`,
//!   so below that it may be the caller's memory, not the program's. A
//!   program that ends before the first sample with such a `ru_maxrss`
//!   has only that as an upper bound ([`Outcome::peak_bound`]).
//! - An interrupted run (SIGINT from Ctrl-C, SIGTERM, SIGHUP to the
//!   process running it) kills the program's group before the process
//!   ends by the signal: the program's own group does not get the
//!   terminal's Ctrl-C.
//!
//! Linux only (`/proc`, `setpgid`, `waitid`, `wait4`). A process that
//! leaves the group on purpose (`setsid`) escapes the kill; its pipes are
//! then abandoned after [`GRACE`] so the run still ends.
//!
//! Tested by `shared/pack/tests/tools/hostile.rs` (floods, a background child holding the
//! pipe, a child ignoring SIGTERM, allocating past the limit, closing
//! stdin at once, output before input, an interrupted judge) and by every
//! problem's tests, which run their binaries through
//! [`crate::harness::run_command`].

use std::io::{self, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{ChildStdin, ChildStdout, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::sync::Once;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// The bounds of one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Wall time from start to exit.
    pub time: Duration,
    /// Bytes of stdout kept; one more ends the run with [`End::Output`].
    pub output: usize,
    /// Bytes of stderr kept (the rest is read and dropped).
    pub stderr: usize,
    /// Peak resident memory of the whole process group, in KiB; `None`:
    /// no limit, and the group is not polled (the peak is `ru_maxrss`).
    pub memory_kib: Option<u64>,
}

/// Why a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The program exited by itself (or by a signal not sent by the run).
    Exited,
    /// Killed at the time limit.
    Time,
    /// Killed when stdout passed its limit.
    Output,
    /// Killed when the group's memory passed the limit, or exited with a
    /// peak past it.
    Memory,
    /// Killed while an interactor waited for its next line and it slept,
    /// for [`IDLE`] in a row (or at the wall-time cap): it waited too (for
    /// input, or with its line still in its own buffer: not flushed).
    /// Codeforces' "Idleness limit exceeded".
    Idle,
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
    /// Wall time from start until the program exited or was killed.
    pub elapsed: Duration,
    /// Peak resident memory in KiB: the largest polled group sum or
    /// `VmHWM`, or `ru_maxrss` where it counts (see the module comment).
    pub peak_kib: u64,
    /// `peak_kib` is only an upper bound: no sample was taken and
    /// `ru_maxrss` may be the caller's memory copied at the fork.
    pub peak_bound: bool,
}

/// How often the run wakes to check the time and the group's memory.
pub const POLL: Duration = Duration::from_millis(5);
/// How often all of `/proc` is scanned for new members of the group.
pub const SCAN: Duration = Duration::from_millis(20);
/// How long pipes and the input writer are waited for once the group is
/// dead (they end at once unless a process escaped the group).
pub const GRACE: Duration = Duration::from_millis(200);

enum Event {
    Exited,
    OutputLimit,
}

/// Runs `cmd` (program and arguments) on `input` within `limits`. Never
/// panics on what the program does; `Err` only when it cannot be started.
pub fn run(cmd: &[String], input: &[u8], limits: Limits) -> io::Result<Outcome> {
    run_with(cmd, Streams::Batch(input.to_vec()), limits)
}

/// A conversation with the program ([`crate::talk`]): given its stdin,
/// its stdout, and the flag it sets while it waits for the program's next
/// line.
pub(crate) type Conversation = Box<dyn FnOnce(ChildStdin, ChildStdout, Arc<AtomicBool>) + Send>;

/// What feeds the program and reads what it prints.
pub(crate) enum Streams {
    /// The whole input written at once; stdout kept up to the limit.
    Batch(Vec<u8>),
    /// Lines exchanged with an interactor; stdout is the interactor's to
    /// read, and [`Outcome::stdout`] stays empty.
    Talk(Conversation),
}

/// [`run`] with either kind of [`Streams`].
pub(crate) fn run_with(cmd: &[String], streams: Streams, limits: Limits) -> io::Result<Outcome> {
    let (program, args) = cmd
        .split_first()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "empty command"))?;
    let mut command = Command::new(program);
    command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    static HANDLERS: Once = Once::new();
    HANDLERS.call_once(sys::kill_groups_on_interrupt);
    // An interrupt between the start and the registration would miss the
    // group: interrupts wait until the group is registered.
    let deferred = sys::defer_interrupts();
    let mask = deferred.0;
    // SAFETY: the closure runs in the forked child before exec and only
    // calls setpgid and sigprocmask, which are async-signal-safe: a group
    // of its own (`process_group` does that but needs Rust 1.64; the
    // workspace supports 1.63), and the signal mask from before the
    // blocking (the child inherits it, and std does not reset it).
    unsafe {
        command.pre_exec(move || sys::child_setup(&mask));
    }
    let page_kib = sys::page_kib();
    let caller_kib = resident_kib(page_kib);
    let started = Instant::now();
    let mut child = command.spawn()?;
    let pid = child.id() as i32;
    let slot = running(pid);
    drop(deferred);
    // What the fork may have copied into the program's `ru_maxrss`: at most
    // the caller's peak so far (its current memory is not enough: another
    // thread of the caller may have grown and shrunk it around the fork).
    let forked_kib = caller_kib
        .max(resident_kib(page_kib))
        .max(peak_since_exec(std::process::id() as i32));
    let (events, event) = mpsc::channel();

    let mut stdin = child.stdin.take().expect("piped stdin");
    let stdout = child.stdout.take().expect("piped stdout");
    let waiting = Arc::new(AtomicBool::new(false));
    let talking = matches!(streams, Streams::Talk(_));
    let (writer, out_reader) = match streams {
        Streams::Batch(data) => {
            let writer = thread::spawn(move || {
                // The program may stop reading or close stdin: a broken pipe is fine.
                let _ = stdin.write_all(&data);
            });
            (writer, Some(read_pipe(stdout, limits.output, Some(events.clone()))))
        }
        Streams::Talk(conversation) => {
            let flag = Arc::clone(&waiting);
            (thread::spawn(move || conversation(stdin, stdout, flag)), None)
        }
    };
    let err_reader = read_pipe(child.stderr.take().expect("piped stderr"), limits.stderr, None);
    let exited = events.clone();
    // Waits for the exit without reaping, so the group id cannot be reused
    // before the group is killed.
    thread::spawn(move || {
        sys::wait_exit(pid);
        let _ = exited.send(Event::Exited);
    });
    drop(events);

    // A game with the judge: the limit is the program's own CPU time (its
    // waits for the judge's lines and the pipes' round trips are not its
    // time, as judges count it), with twice the limit and [`IDLE`] more as
    // the wall-time cap; a program asleep while the judge waits for its
    // line, for [`IDLE`] in a row, is idle.
    let deadline = started + if talking { limits.time * 2 + IDLE } else { limits.time };
    let mut asleep_since: Option<Instant> = None;
    let mut group = Group::new(pid, page_kib);
    let mut polled_kib = 0;
    let mut has_exited = false;
    let end = loop {
        let now = Instant::now();
        if now >= deadline {
            // Waiting for a line while the program sleeps: it waits too,
            // for input that will not come or for its own unflushed line.
            let asleep = stat(pid as u32).is_some_and(|s| s.state == 'S');
            break if waiting.load(Ordering::SeqCst) && asleep {
                End::Idle
            } else {
                End::Time
            };
        }
        match event.recv_timeout(POLL.min(deadline - now)) {
            Ok(Event::Exited) | Err(RecvTimeoutError::Disconnected) => {
                has_exited = true;
                break End::Exited;
            }
            Ok(Event::OutputLimit) => break End::Output,
            Err(RecvTimeoutError::Timeout) => {}
        }
        if talking {
            if let Some(program) = stat(pid as u32) {
                if program.cpu >= limits.time {
                    break End::Time;
                }
                if waiting.load(Ordering::SeqCst) && program.state == 'S' {
                    if now.duration_since(*asleep_since.get_or_insert(now)) >= IDLE {
                        break End::Idle;
                    }
                } else {
                    asleep_since = None;
                }
            }
        }
        if let Some(limit) = limits.memory_kib {
            polled_kib = polled_kib.max(group.resident_kib()).max(peak_since_exec(pid));
            if polled_kib > limit {
                break End::Memory;
            }
        }
    };
    let elapsed = started.elapsed();
    sys::kill_group(pid);
    if let Some(slot) = slot {
        RUNNING[slot].store(0, Ordering::SeqCst);
    }
    while !has_exited {
        match event.recv() {
            Ok(Event::Exited) | Err(_) => has_exited = true,
            Ok(Event::OutputLimit) => {}
        }
    }
    let (raw, maxrss_kib) = sys::reap(pid);
    group.wait_until_dead(GRACE);
    let maxrss_counts = maxrss_kib > forked_kib;
    let peak_bound = polled_kib == 0 && !maxrss_counts;
    let peak_kib = match (maxrss_counts, peak_bound) {
        (true, _) => polled_kib.max(maxrss_kib),
        (false, true) => maxrss_kib,
        (false, false) => polled_kib,
    };
    let end = match (end, limits.memory_kib) {
        (End::Exited, Some(limit)) if !peak_bound && peak_kib > limit => End::Memory,
        _ => end,
    };
    let grace = Instant::now() + GRACE;
    let stdout = out_reader.and_then(|reader| finish(reader, grace));
    let end = match (end, &stdout) {
        (End::Exited, Some((_, true))) => End::Output,
        _ => end,
    };
    let stderr = finish(err_reader, grace).map_or_else(Vec::new, |(bytes, _)| bytes);
    finish(writer, grace);
    Ok(Outcome {
        stdout: stdout.map_or_else(Vec::new, |(bytes, _)| bytes),
        stderr,
        status: ExitStatus::from_raw(raw),
        end,
        elapsed,
        peak_kib,
        peak_bound,
    })
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

/// The thread's result if it ends by `deadline`; else it is left behind
/// (a process that escaped the group still holds its pipe).
fn finish<T>(thread: JoinHandle<T>, deadline: Instant) -> Option<T> {
    while !thread.is_finished() && Instant::now() < deadline {
        thread::sleep(Duration::from_micros(50));
    }
    if thread.is_finished() {
        thread.join().ok()
    } else {
        None
    }
}

/// One process as `/proc/<pid>/stat` shows it.
struct Stat {
    state: char,
    group: i32,
    /// Resident pages.
    pages: u64,
    /// CPU time so far, its own and its waited-for children's (fields 14
    /// to 17, in the kernel's fixed 100 ticks a second).
    cpu: Duration,
}

fn stat(pid: u32) -> Option<Stat> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // `pid (comm) state ppid pgrp ...`: comm may hold spaces and parentheses.
    let fields: Vec<&str> = text[text.rfind(')')? + 1..].split_whitespace().collect();
    let ticks: u64 = fields.get(11..15)?.iter().filter_map(|f| f.parse::<u64>().ok()).sum();
    Some(Stat {
        state: fields.first()?.chars().next()?,
        group: fields.get(2)?.parse().ok()?,
        pages: fields.get(21)?.parse().ok()?,
        cpu: Duration::from_millis(ticks * 10),
    })
}

/// How long a program may sleep while the judge waits for its line before
/// the run ends as [`End::Idle`].
pub const IDLE: Duration = Duration::from_secs(1);

/// Whether standard error is a terminal: progress lines are written only then.
pub fn stderr_is_terminal() -> bool {
    sys::stderr_is_terminal()
}

/// This process's resident memory in KiB (`/proc/self/statm`).
fn resident_kib(page_kib: u64) -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: u64 = statm
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0);
    pages * page_kib
}

/// The peak resident memory of `pid` since its exec in KiB (`VmHWM`), 0
/// when it cannot be read (gone, or a zombie).
fn peak_since_exec(pid: i32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|kib| kib.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// The live (not zombie) processes in the process group `pgid`.
pub fn members(pgid: i32) -> Vec<u32> {
    let entries = match std::fs::read_dir("/proc") {
        Ok(entries) => entries,
        Err(_) => return Vec::new(),
    };
    entries
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&pid| stat(pid).is_some_and(|s| s.group == pgid && s.state != 'Z'))
        .collect()
}

/// The process groups of the runs in progress (0: a free slot), killed by
/// the handler of SIGINT, SIGTERM and SIGHUP: a program in a group of its
/// own does not get the terminal's Ctrl-C, so without it an interrupted
/// judge would leave a looping program running.
static RUNNING: [AtomicI32; 64] = {
    #[allow(clippy::declare_interior_mutable_const)]
    const FREE: AtomicI32 = AtomicI32::new(0);
    [FREE; 64]
};

/// Registers the group `pgid` as running: its slot (`None` when all are
/// taken: then an interrupt does not reach it).
fn running(pgid: i32) -> Option<usize> {
    RUNNING.iter().position(|slot| {
        slot.compare_exchange(0, pgid, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok()
    })
}

/// The program's process group, polled for its memory.
struct Group {
    pgid: i32,
    members: Vec<u32>,
    scanned: Option<Instant>,
    page_kib: u64,
}

impl Group {
    fn new(pgid: i32, page_kib: u64) -> Group {
        Group {
            pgid,
            members: vec![pgid as u32],
            scanned: None,
            page_kib,
        }
    }

    /// The resident memory of the group now, in KiB: the members of the
    /// last scan read again, all of `/proc` scanned every [`SCAN`].
    fn resident_kib(&mut self) -> u64 {
        if self.scanned.map_or(true, |at| at.elapsed() >= SCAN) {
            self.members = members(self.pgid);
            self.scanned = Some(Instant::now());
        }
        let pgid = self.pgid;
        let pages: u64 = self
            .members
            .iter()
            .filter_map(|&pid| stat(pid).filter(|s| s.group == pgid).map(|s| s.pages))
            .sum();
        pages * self.page_kib
    }

    /// Waits (at most `grace`) until every member of the killed group is
    /// gone or a zombie.
    fn wait_until_dead(&self, grace: Duration) {
        let until = Instant::now() + grace;
        // Most programs are one process: the group is gone with it.
        while sys::group_exists(self.pgid) && !members(self.pgid).is_empty() && Instant::now() < until {
            thread::sleep(Duration::from_millis(1));
        }
    }
}

/// The few libc calls std does not offer (on Rust 1.63), each behind a
/// safe wrapper. Linux values of the constants.
mod sys {
    use std::io;
    use std::os::raw::{c_int, c_long};
    use std::sync::atomic::{AtomicUsize, Ordering};

    const SIGKILL: c_int = 9;
    const P_PID: c_int = 1;
    const WEXITED: c_int = 4;
    const WNOWAIT: c_int = 0x0100_0000;
    const SC_PAGESIZE: c_int = 30;
    const SIGHUP: c_int = 1;
    const SIGINT: c_int = 2;
    const SIGTERM: c_int = 15;
    const SIG_BLOCK: c_int = 0;
    const SIG_SETMASK: c_int = 2;
    /// `sighandler_t` values.
    const SIG_DFL: usize = 0;

    /// `struct rusage`: two `timeval`s, then 14 `long`s, `ru_maxrss` first.
    #[repr(C)]
    struct Rusage {
        times: [c_long; 4],
        maxrss: c_long,
        rest: [c_long; 13],
    }

    extern "C" {
        fn setpgid(pid: c_int, pgid: c_int) -> c_int;
        fn kill(pid: c_int, sig: c_int) -> c_int;
        // `infop` is a `siginfo_t`, 128 bytes, only written here.
        fn waitid(idtype: c_int, id: u32, infop: *mut [u64; 16], options: c_int) -> c_int;
        fn wait4(pid: c_int, status: *mut c_int, options: c_int, rusage: *mut Rusage) -> c_int;
        fn sysconf(name: c_int) -> c_long;
        fn signal(sig: c_int, handler: usize) -> usize;
        fn raise(sig: c_int) -> c_int;
        // `set` and `old` are `sigset_t`s, 128 bytes.
        fn pthread_sigmask(how: c_int, set: *const [u64; 16], old: *mut [u64; 16]) -> c_int;
        fn sigprocmask(how: c_int, set: *const [u64; 16], old: *mut [u64; 16]) -> c_int;
        fn isatty(fd: c_int) -> c_int;
    }

    /// Whether standard error is a terminal (progress lines go there only then).
    pub fn stderr_is_terminal() -> bool {
        // SAFETY: isatty only reads the descriptor's state.
        unsafe { isatty(2) == 1 }
    }

    /// Runs being started (spawned, not yet registered in `RUNNING`).
    static STARTING: AtomicUsize = AtomicUsize::new(0);

    /// A run being started: SIGINT, SIGTERM and SIGHUP blocked in this
    /// thread and counted in `STARTING` until dropped. Holds the mask from
    /// before.
    pub struct Deferred(pub [u64; 16]);

    /// Starts a run: blocks SIGINT, SIGTERM and SIGHUP in this thread (they
    /// are delivered when the [`Deferred`] is dropped) and makes a handler
    /// on another thread wait for the registration.
    pub fn defer_interrupts() -> Deferred {
        // A `sigset_t`: signal n is bit n - 1.
        let mut set = [0u64; 16];
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            set[0] |= 1 << (sig - 1);
        }
        let mut old = [0u64; 16];
        // SAFETY: both are buffers of sigset_t's size.
        unsafe {
            pthread_sigmask(SIG_BLOCK, &set, &mut old);
        }
        STARTING.fetch_add(1, Ordering::SeqCst);
        Deferred(old)
    }

    impl Drop for Deferred {
        fn drop(&mut self) {
            // Uncounted first: a signal pending here runs the handler on
            // this thread as soon as it is unblocked.
            STARTING.fetch_sub(1, Ordering::SeqCst);
            // SAFETY: the mask saved by `defer_interrupts`; no old mask out.
            unsafe {
                pthread_sigmask(SIG_SETMASK, &self.0, std::ptr::null_mut());
            }
        }
    }

    /// On SIGINT, SIGTERM or SIGHUP: SIGKILL to every running group, then
    /// the signal's default action (the process ends by it). Only
    /// async-signal-safe calls (atomics, kill, signal, raise).
    extern "C" fn on_interrupt(sig: c_int) {
        // Runs being started on other threads register in a moment (a
        // bound, should one be stuck in exec).
        let mut spins = 0u32;
        while STARTING.load(Ordering::SeqCst) > 0 && spins < 100_000_000 {
            std::hint::spin_loop();
            spins += 1;
        }
        for slot in super::RUNNING.iter() {
            let pgid = slot.load(Ordering::SeqCst);
            if pgid > 0 {
                kill_group(pgid);
            }
        }
        // SAFETY: plain integers; the re-raised signal is delivered with
        // the default action when this handler returns.
        unsafe {
            signal(sig, SIG_DFL);
            raise(sig);
        }
    }

    /// Installs [`on_interrupt`] for SIGINT, SIGTERM and SIGHUP where they
    /// have their default action (an ignored or handled signal is left so).
    pub fn kill_groups_on_interrupt() {
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            // SAFETY: `on_interrupt` is an `extern "C" fn(c_int)`, the type
            // signal expects, and only makes async-signal-safe calls.
            unsafe {
                let old = signal(sig, on_interrupt as extern "C" fn(c_int) as usize);
                if old != SIG_DFL {
                    signal(sig, old);
                }
            }
        }
    }

    /// In the child before exec: a process group of its own, led by
    /// itself, and the signal mask `mask`.
    pub fn child_setup(mask: &[u64; 16]) -> io::Result<()> {
        // SAFETY: setpgid takes plain integers; `mask` is a sigset_t-sized
        // buffer, and no old mask is asked for.
        let ok = unsafe { setpgid(0, 0) == 0 && sigprocmask(SIG_SETMASK, mask, std::ptr::null_mut()) == 0 };
        if ok {
            Ok(())
        } else {
            Err(io::Error::last_os_error())
        }
    }

    /// SIGKILL to every process of the group `pgid` (gone already: fine).
    pub fn kill_group(pgid: c_int) {
        // SAFETY: kill takes and returns plain integers.
        unsafe {
            kill(-pgid, SIGKILL);
        }
    }

    /// Whether any process (a zombie too) is in the group `pgid`.
    pub fn group_exists(pgid: c_int) -> bool {
        // SAFETY: kill takes and returns plain integers; signal 0 only
        // checks.
        unsafe { kill(-pgid, 0) == 0 }
    }

    /// Blocks until the child `pid` has exited, leaving it unreaped.
    pub fn wait_exit(pid: c_int) {
        let mut info = [0u64; 16];
        // SAFETY: `info` is a writable buffer of siginfo_t's size.
        while unsafe { waitid(P_PID, pid as u32, &mut info, WEXITED | WNOWAIT) } != 0 {
            if io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
                return;
            }
        }
    }

    /// Reaps the exited child `pid`: (its raw wait status, `ru_maxrss` in KiB).
    pub fn reap(pid: c_int) -> (c_int, u64) {
        let mut status = 0;
        let mut usage = Rusage {
            times: [0; 4],
            maxrss: 0,
            rest: [0; 13],
        };
        loop {
            // SAFETY: both pointers are to live, writable values of the
            // types wait4 writes.
            let got = unsafe { wait4(pid, &mut status, 0, &mut usage) };
            if got == pid {
                return (status, usage.maxrss.max(0) as u64);
            }
            if got < 0 && io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
                // Not our child any more (cannot happen): SIGKILL's status.
                return (SIGKILL, 0);
            }
        }
    }

    /// The page size in KiB (for `/proc/<pid>/stat`'s resident pages).
    pub fn page_kib() -> u64 {
        // SAFETY: sysconf takes and returns plain integers.
        let bytes = unsafe { sysconf(SC_PAGESIZE) };
        if bytes > 0 {
            bytes as u64 / 1024
        } else {
            4
        }
    }
}
