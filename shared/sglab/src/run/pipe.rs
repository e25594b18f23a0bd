//! A pipe from the program, read to its end whatever the machine's load,
//! one `read` a chunk (a conversation's line) and no other system call.
//!
//! While the program's group lives, a read blocks until data comes, as
//! long as it takes. Once the group is dead ([`Wakeable::end`], called by
//! the parent module's `run_with`), nothing in the group can write any
//! more, so what the pipe holds is final: it is read to the end without
//! waiting (the end comes at once, or, when a process that left the group
//! on purpose still holds the pipe, the data in it runs out). A read
//! blocked at that moment is interrupted by a signal ([`Wakeable`]), since
//! such a process would keep it waiting. So no output is dropped, and a
//! reader always ends after the run, without a grace period in wall time
//! that a loaded machine could outlast. Tested by
//! shared/pack/tests/tools/hostile.rs (a background child holding the
//! pipe, an early-exit writer) and shared/pack/tests/tools/play.rs (a
//! player whose child left the group holding its output).

use super::sys;
use std::io::{self, Read};
use std::os::unix::io::AsRawFd;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

/// Ended when the program's whole group is dead.
pub type Ended = Arc<Wakeable>;

/// How often [`Wakeable::end`] interrupts a read that goes on blocking (a
/// signal sent just before the read began is lost).
const AGAIN: Duration = Duration::from_millis(20);
/// At most this much is read after the group died: more than a pipe holds
/// (1 MiB, Linux's `pipe-max-size`), so only a process outside the group
/// writing on could reach it.
const AFTER_DEATH: usize = 2 << 20;

/// Blocking reads, one thread's at a time, that another thread can end:
/// after [`Wakeable::end`] no read blocks, and one blocked then returns
/// (`EINTR`, [`sys::interrupt`]). No system call a read but the read
/// itself: the lock is taken by one thread at a time but at the end.
pub struct Wakeable {
    state: Mutex<Blocked>,
}

#[derive(Default)]
struct Blocked {
    ended: bool,
    /// The thread blocked in a read, if one is.
    reader: Option<sys::Thread>,
}

impl Default for Wakeable {
    fn default() -> Wakeable {
        sys::interruptible_reads();
        Wakeable {
            state: Mutex::new(Blocked::default()),
        }
    }
}

impl Wakeable {
    fn state(&self) -> MutexGuard<'_, Blocked> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs `read`, one blocking read, on this thread unless this is
    /// ended: `None` when it was ended before; else the read's result (an
    /// interrupted one is `ErrorKind::Interrupted`) and whether this was
    /// ended by the time it returned.
    pub fn read(&self, read: impl FnOnce() -> io::Result<usize>) -> Option<(io::Result<usize>, bool)> {
        {
            let mut state = self.state();
            if state.ended {
                return None;
            }
            state.reader = Some(sys::this_thread());
        }
        let got = read();
        let mut state = self.state();
        state.reader = None;
        Some((got, state.ended))
    }

    /// Whether [`Wakeable::end`] was called.
    pub fn ended(&self) -> bool {
        self.state().ended
    }

    /// Ends it: no read blocks from now on, and one blocked now is
    /// interrupted, again every [`AGAIN`] while it lasts. Returns once no
    /// read is blocked: no signal reaches the reader after that (one sent
    /// while it was in its read came when the read returned).
    pub fn end(&self) {
        loop {
            {
                let mut state = self.state();
                state.ended = true;
                match state.reader {
                    None => return,
                    Some(reader) => sys::interrupt(reader),
                }
            }
            std::thread::sleep(AGAIN);
        }
    }
}

/// The program's stdout or stderr.
pub struct FromProgram<P> {
    pipe: P,
    ended: Ended,
    after_death: usize,
}

impl<P: Read + AsRawFd> FromProgram<P> {
    pub fn new(pipe: P, ended: Ended) -> FromProgram<P> {
        FromProgram {
            pipe,
            ended,
            after_death: 0,
        }
    }
}

impl<P: Read + AsRawFd> Read for FromProgram<P> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        loop {
            let pipe = &mut self.pipe;
            match self.ended.read(|| pipe.read(buf)) {
                // Ended meanwhile: the group is dead, read on without waiting.
                Some((Err(e), _)) if e.kind() == io::ErrorKind::Interrupted => {}
                // Begun while the group lived: what it wrote.
                Some((got, _)) => return got,
                None => break,
            }
        }
        // The group is dead: the pipe is read without waiting, data written
        // before the death first.
        if !sys::readable(self.pipe.as_raw_fd(), 0) {
            // Empty, and held only outside the group: its end.
            return Ok(0);
        }
        let n = self.pipe.read(buf)?;
        self.after_death += n;
        if self.after_death > AFTER_DEATH {
            return Ok(0);
        }
        Ok(n)
    }
}
