//! The few libc calls std does not offer (on the crate's rust-version,
//! 1.70), each behind a
//! safe wrapper, for the runs of the parent module. Linux values of the
//! constants.

use std::cell::Cell;
use std::io;
use std::os::raw::{c_int, c_long};
use std::sync::atomic::{AtomicI32, AtomicUsize, Ordering};
use std::time::Duration;

/// The process groups of the runs in progress (0: a free slot), killed by
/// the handler of SIGINT, SIGTERM and SIGHUP: a program in a group of its
/// own does not get the terminal's Ctrl-C, so without it an interrupted
/// judge would leave a looping program running.
pub static RUNNING: [AtomicI32; 64] = {
    #[allow(clippy::declare_interior_mutable_const)]
    const FREE: AtomicI32 = AtomicI32::new(0);
    [FREE; 64]
};

/// Registers the group `pgid` as running: its slot (`None` when all are
/// taken: then an interrupt does not reach it).
pub fn running(pgid: i32) -> Option<usize> {
    RUNNING.iter().position(|slot| {
        slot.compare_exchange(0, pgid, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok()
    })
}

const SIGKILL: c_int = 9;
const P_PID: c_int = 1;
const WEXITED: c_int = 4;
const WNOWAIT: c_int = 0x0100_0000;
const SC_PAGESIZE: c_int = 30;
const SIGHUP: c_int = 1;
const SIGINT: c_int = 2;
const SIGTERM: c_int = 15;
/// The signal that ends a blocked read ([`interrupt`]): SIGUSR2.
const SIGWAKE: c_int = 12;
/// `sighandler_t` values.
const SIG_DFL: usize = 0;

/// `struct rusage`: two `timeval`s (user and system time, seconds and
/// microseconds), then 14 `long`s, `ru_maxrss` first.
#[repr(C)]
struct Rusage {
    times: [c_long; 4],
    maxrss: c_long,
    rest: [c_long; 13],
}

extern "C" {
    fn kill(pid: c_int, sig: c_int) -> c_int;
    // `infop` is a `siginfo_t`, 128 bytes, only written here.
    fn waitid(idtype: c_int, id: u32, infop: *mut [u64; 16], options: c_int) -> c_int;
    fn wait4(pid: c_int, status: *mut c_int, options: c_int, rusage: *mut Rusage) -> c_int;
    fn sysconf(name: c_int) -> c_long;
    fn signal(sig: c_int, handler: usize) -> usize;
    fn getpid() -> c_int;
    fn isatty(fd: c_int) -> c_int;
    // `fds` is one `struct pollfd` (an int and two shorts).
    fn poll(fds: *mut PollFd, nfds: u64, timeout: c_int) -> c_int;
    // `pthread_t` is an `unsigned long` in glibc, a pointer in musl: a
    // word either way, only handed back.
    fn pthread_self() -> usize;
    fn pthread_kill(thread: usize, sig: c_int) -> c_int;
    fn siginterrupt(sig: c_int, flag: c_int) -> c_int;
}

/// `struct pollfd`.
#[repr(C)]
struct PollFd {
    fd: c_int,
    events: i16,
    revents: i16,
}

const POLLIN: i16 = 1;

/// Whether a read of `fd` would not block (data, the end, or an error),
/// waiting at most `timeout_ms`; false on a timeout or an interrupted wait.
pub fn readable(fd: c_int, timeout_ms: c_int) -> bool {
    let mut one = PollFd {
        fd,
        events: POLLIN,
        revents: 0,
    };
    // SAFETY: one live, writable `pollfd`.
    let got = unsafe { poll(&mut one, 1, timeout_ms) };
    got > 0 && one.revents != 0
}

/// A thread of this process, as [`interrupt`] names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thread(usize);

/// The calling thread.
pub fn this_thread() -> Thread {
    // SAFETY: no argument; pthread_self cannot fail.
    Thread(unsafe { pthread_self() })
}

/// The handler of [`SIGWAKE`]: nothing (the signal's work is to make a
/// blocked system call return `EINTR`).
extern "C" fn woken(_: c_int) {}

/// Makes [`interrupt`] safe to call: installs (once, for the process) a
/// handler of [`SIGWAKE`] that does nothing, without `SA_RESTART`, so a
/// read it interrupts returns `EINTR` instead of going on waiting.
pub fn interruptible_reads() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // SAFETY: `woken` is an `extern "C" fn(c_int)`, the type signal
        // expects, and does nothing; siginterrupt takes plain integers.
        unsafe {
            signal(SIGWAKE, woken as extern "C" fn(c_int) as usize);
            siginterrupt(SIGWAKE, 1);
        }
    });
}

/// Interrupts a system call `thread` is blocked in (a read returns
/// `EINTR`); on a thread not in one, the empty handler runs and nothing
/// else happens. The caller must know `thread` is alive (it is blocked in
/// a read the caller watches) and have called [`interruptible_reads`].
pub fn interrupt(thread: Thread) {
    // SAFETY: `thread` names a live thread of this process (the caller's
    // contract), and SIGWAKE has the empty handler.
    unsafe {
        pthread_kill(thread.0, SIGWAKE);
    }
}

/// Whether standard error is a terminal (progress lines go there only then).
pub fn stderr_is_terminal() -> bool {
    // SAFETY: isatty only reads the descriptor's state.
    unsafe { isatty(2) == 1 }
}

/// Runs being started (spawned, not yet registered in `RUNNING`).
static STARTING: AtomicUsize = AtomicUsize::new(0);
/// An interrupt that came to a thread while it started a run: taken up
/// when that run is registered (the signal's number, 0 for none).
static PENDING: AtomicI32 = AtomicI32::new(0);

thread_local! {
    /// This thread is starting a run (read by the signal handler).
    static STARTING_HERE: Cell<bool> = const { Cell::new(false) };
}

/// A run being started on this thread, counted in `STARTING` until
/// dropped.
pub struct Deferred(());

/// Starts a run: until the [`Deferred`] is dropped (after the run's
/// group is registered), a handler on another thread waits for the
/// registration, and an interrupt on this thread waits for the drop. No
/// signal is blocked: the program, started by posix_spawn, inherits this
/// thread's mask, and std does not reset it.
pub fn defer_interrupts() -> Deferred {
    STARTING.fetch_add(1, Ordering::SeqCst);
    STARTING_HERE.with(|here| here.set(true));
    Deferred(())
}

impl Drop for Deferred {
    fn drop(&mut self) {
        STARTING_HERE.with(|here| here.set(false));
        STARTING.fetch_sub(1, Ordering::SeqCst);
        let sig = PENDING.load(Ordering::SeqCst);
        if sig != 0 {
            end_by(sig);
        }
    }
}

/// On SIGINT, SIGTERM or SIGHUP: SIGKILL to every running group, then
/// the signal's default action (the process ends by it). Only
/// async-signal-safe calls (atomics, a thread-local flag, kill, signal,
/// getpid). On a thread starting a run, only noted: the run's
/// registration takes it up ([`Deferred`]'s drop).
extern "C" fn on_interrupt(sig: c_int) {
    if STARTING_HERE.with(|here| here.get()) {
        PENDING.store(sig, Ordering::SeqCst);
        return;
    }
    // Runs being started on other threads register in a moment (a
    // bound, should one be stuck in exec).
    let mut spins = 0u32;
    while STARTING.load(Ordering::SeqCst) > 0 && spins < 100_000_000 {
        std::hint::spin_loop();
        spins += 1;
    }
    end_by(sig);
}

/// SIGKILL to every running group, then `sig` with its default action.
fn end_by(sig: c_int) {
    for slot in RUNNING.iter() {
        let pgid = slot.load(Ordering::SeqCst);
        if pgid > 0 {
            kill_group(pgid);
        }
    }
    // SAFETY: plain integers. Sent to the process, not raised in this
    // thread (which blocks it while its handler runs): another thread
    // takes it with the default action at once, so no thread can finish
    // the run and exit with a verdict first (a race a loaded machine won).
    unsafe {
        signal(sig, SIG_DFL);
        kill(getpid(), sig);
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

/// Reaps the exited child `pid`: (its raw wait status, `ru_maxrss` in KiB,
/// its CPU time with its waited-for children's, user and system).
pub fn reap(pid: c_int) -> (c_int, u64, Duration) {
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
            let [user_s, user_us, sys_s, sys_us] = usage.times.map(|t| t.max(0) as u64);
            let cpu = Duration::from_secs(user_s + sys_s) + Duration::from_micros(user_us + sys_us);
            return (status, usage.maxrss.max(0) as u64, cpu);
        }
        if got < 0 && io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
            // Not our child any more (cannot happen): SIGKILL's status.
            return (SIGKILL, 0, Duration::ZERO);
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
