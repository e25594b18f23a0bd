//! A pipe from the program, read to its end whatever the machine's load.
//!
//! While the program's group lives, a read waits for data as long as it
//! takes. Once the group is dead ([`Ended`] set by the parent module's `run_with`),
//! nothing in the group can write any more, so what the pipe holds is
//! final: it is read to the end without waiting (the end comes at once,
//! or, when a process that left the group on purpose still holds the
//! pipe, the data in it runs out). So no output is dropped, and a reader
//! thread always ends after the run, without a grace period in wall time
//! that a loaded machine could outlast.

use super::sys;
use std::io::{self, Read};
use std::os::unix::io::AsRawFd;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Set when the program's whole group is dead.
pub type Ended = Arc<AtomicBool>;

/// How often a waiting read looks at [`Ended`], in ms.
const LOOK_MS: i32 = 20;
/// At most this much is read after the group died: more than a pipe holds
/// (1 MiB, Linux's `pipe-max-size`), so only a process outside the group
/// writing on could reach it.
const AFTER_DEATH: usize = 2 << 20;

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
            // Read before the wait: data written before the death is in
            // the pipe when the wait without a timeout looks.
            let dead = self.ended.load(Ordering::SeqCst);
            if sys::readable(self.pipe.as_raw_fd(), if dead { 0 } else { LOOK_MS }) {
                let n = self.pipe.read(buf)?;
                if dead {
                    self.after_death += n;
                    if self.after_death > AFTER_DEATH {
                        return Ok(0);
                    }
                }
                return Ok(n);
            }
            if dead {
                // Empty, and held only outside the group: its end.
                return Ok(0);
            }
        }
    }
}
