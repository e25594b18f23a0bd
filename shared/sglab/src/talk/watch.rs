//! The standalone interactor's watch on a player it did not start
//! ([`super::Talk::standalone`], behind `scripts/interactor.sh` as
//! `oj t/r` runs it): how a player that never answers is found out.
//!
//! Only the player's output reaches the interactor, on its stdin, so the
//! player is found through that pipe: the processes that hold its write
//! end ([`crate::run::procfs::pipe_writers`]; `oj` connects the two
//! programs' pipes directly, and may hold a copy of the end itself), with
//! everything they started. While the interactor waits for a line (its
//! read blocking), a thread of [`watch`]'s samples them in steps of
//! 50 ms, as [`crate::run`] samples a program's group, and a wait is
//! idle when all of them have been asleep, gaining no CPU time, for
//! [`IDLE`] in a row: the rule of `scripts/judge.sh`. A player computing, even
//! on a busy machine, is never idle; a wall-clock bound (a second without
//! a line) would call a slow line on a loaded machine idle.
//!
//! Where the writers cannot be seen (the stdin is no pipe, or its other
//! end is another user's process), a wait is idle after [`UNSEEN`] of wall
//! time without a line: bounded, but long.

use crate::run::procfs::{pipe_writers, stat};
use crate::run::{Stillness, Wakeable, IDLE};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

/// The wall-time bound on a wait when the player cannot be seen.
pub const UNSEEN: Duration = Duration::from_secs(10);
/// A wait shorter than this looks at no process (most lines come at once).
const QUICK: Duration = Duration::from_millis(50);
/// How often the writers of the pipe are found again while waiting.
const RESCAN: Duration = Duration::from_millis(500);
/// How often the watching thread looks at the waits: a wait is first seen
/// at one look and sampled from the next on, so one shorter than this
/// (most lines) is never sampled, and one that is has lasted [`QUICK`].
const STEP: Duration = QUICK;
/// [`Waits::wait`] once the watch has called a wait idle (odd: a wait).
const IDLED: u64 = u64::MAX;

/// The waits for the player's lines, shared by the interactor's thread,
/// which reads its stdin blocking, and the thread of [`watch`], which
/// looks at them in steps of 50 ms: no system call and no lock a line.
pub struct Waits {
    /// Twice the waits begun, plus one during a wait (odd); [`IDLED`] at
    /// the end of an idle one.
    wait: AtomicU64,
    /// Whether the player was seen through the pipe at the last look.
    seen: AtomicBool,
    /// The interactor's reads of its stdin, ended by an idle wait.
    pub(crate) stdin: Wakeable,
}

impl Waits {
    /// A wait for a line begins: its number, for [`Waits::finish`].
    pub fn begin(&self) -> u64 {
        let wait = self.wait.load(Ordering::SeqCst);
        if wait == IDLED {
            return IDLED;
        }
        // Only the interactor's thread changes an even value.
        self.wait.store(wait + 1, Ordering::SeqCst);
        wait + 1
    }

    /// The wait `wait` ended with a line or the end (unless the watch
    /// called it idle first).
    pub fn finish(&self, wait: u64) {
        if wait != IDLED {
            let _ = self
                .wait
                .compare_exchange(wait, wait + 1, Ordering::SeqCst, Ordering::SeqCst);
        }
    }

    /// Whether a wait was called idle (the talk is over).
    pub fn idled(&self) -> bool {
        self.wait.load(Ordering::SeqCst) == IDLED
    }

    /// Whether the player was seen through the pipe at the last look: if
    /// not, an idle wait was [`UNSEEN`] of wall time without a line, not a
    /// player asleep for [`IDLE`].
    pub fn seen(&self) -> bool {
        self.seen.load(Ordering::SeqCst)
    }
}

/// Starts the thread that keeps `watch` on the waits (until they are
/// dropped, or one is idle: the blocked read is then ended by a signal
/// and reads as the end of the player's output).
pub fn watch(mut watch: Watch) -> Arc<Waits> {
    let waits = Arc::new(Waits {
        wait: AtomicU64::new(0),
        seen: AtomicBool::new(false),
        stdin: Wakeable::default(),
    });
    let weak: Weak<Waits> = Arc::downgrade(&waits);
    std::thread::spawn(move || {
        let mut last = 0;
        loop {
            std::thread::sleep(STEP);
            let Some(waits) = weak.upgrade() else { return };
            let wait = waits.wait.load(Ordering::SeqCst);
            if wait == IDLED {
                return;
            }
            if wait % 2 == 0 || wait != last {
                // No wait, or a new one: looked at from the next step on.
                watch.begin();
                last = wait;
                continue;
            }
            let idle = watch.idle();
            waits.seen.store(watch.seen(), Ordering::SeqCst);
            // Idle unless the line came meanwhile.
            if idle
                && waits
                    .wait
                    .compare_exchange(wait, IDLED, Ordering::SeqCst, Ordering::SeqCst)
                    .is_ok()
            {
                waits.stdin.end();
                return;
            }
        }
    });
    waits
}

/// The watch on the writers of the pipe on descriptor `fd`.
pub struct Watch {
    fd: u32,
    writers: Option<Vec<u32>>,
    found: Option<Instant>,
    waiting_since: Instant,
    still: Stillness,
}

impl Watch {
    pub fn new(fd: u32) -> Watch {
        Watch {
            fd,
            writers: None,
            found: None,
            waiting_since: Instant::now(),
            still: Stillness::default(),
        }
    }

    /// A wait for a line begins.
    pub fn begin(&mut self) {
        self.waiting_since = Instant::now();
        self.still.reset();
    }

    /// Whether the player was seen through the pipe at the last look: if
    /// not, an idle wait was [`UNSEEN`] of wall time without a line, not a
    /// player asleep for [`IDLE`].
    pub fn seen(&self) -> bool {
        matches!(self.writers.as_deref(), Some(w) if !w.is_empty())
    }

    /// Whether the wait begun last is idle by now.
    pub fn idle(&mut self) -> bool {
        let now = Instant::now();
        let waited = now.duration_since(self.waiting_since);
        if waited < QUICK {
            return false;
        }
        if self.found.map_or(true, |at| now.duration_since(at) >= RESCAN) {
            self.writers = pipe_writers(self.fd);
            self.found = Some(now);
        }
        match self.writers.as_deref() {
            Some(writers) if !writers.is_empty() => {
                let (mut running, mut cpu) = (false, Duration::ZERO);
                for s in writers.iter().filter_map(|&pid| stat(pid)) {
                    running |= s.state == 'R';
                    cpu += s.cpu;
                }
                self.still.note(now, running, cpu) >= IDLE
            }
            _ => waited >= UNSEEN,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::io::AsRawFd;

    /// A stdin that is no pipe (a file, a named FIFO's reader sees no
    /// writer it can name) leaves the player unseen.
    #[test]
    fn a_player_behind_no_pipe_is_unseen() {
        let file = std::fs::File::open("/dev/null").unwrap();
        let mut watch = Watch::new(file.as_raw_fd() as u32);
        watch.begin();
        std::thread::sleep(QUICK + Duration::from_millis(10));
        assert!(!watch.idle());
        assert!(!watch.seen());
    }
}
