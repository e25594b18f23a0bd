//! The standalone interactor's watch on a player it did not start
//! ([`super::Talk::standalone`], behind `scripts/interactor.sh` as
//! `oj t/r` runs it): how a player that never answers is found out.
//!
//! Only the player's output reaches the interactor, on its stdin, so the
//! player is found through that pipe: the processes that hold its write
//! end ([`crate::run::procfs::pipe_writers`]; `oj` connects the two
//! programs' pipes directly, and may hold a copy of the end itself), with
//! everything they started. While the interactor waits for a line, they
//! are sampled as [`crate::run`] samples a program's group, and a wait is
//! idle when all of them have been asleep, gaining no CPU time, for
//! [`IDLE`] in a row: the rule of `scripts/judge.sh`. A player computing, even
//! on a busy machine, is never idle; a wall-clock bound (a second without
//! a line) would call a slow line on a loaded machine idle.
//!
//! Where the writers cannot be seen (the stdin is no pipe, or its other
//! end is another user's process), a wait is idle after [`UNSEEN`] of wall
//! time without a line: bounded, but long.

use crate::run::procfs::{pipe_writers, stat};
use crate::run::{Stillness, IDLE};
use std::time::{Duration, Instant};

/// The wall-time bound on a wait when the player cannot be seen.
pub const UNSEEN: Duration = Duration::from_secs(10);
/// A wait shorter than this looks at no process (most lines come at once).
const QUICK: Duration = Duration::from_millis(50);
/// How often the writers of the pipe are found again while waiting.
const RESCAN: Duration = Duration::from_millis(500);

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
