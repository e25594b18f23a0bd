//! What `/proc` says about processes, for [`super`]'s accounting: one
//! process's state, group, resident pages and CPU time; the members of a
//! process group; a process's peak memory; the processes that hold the
//! write end of a pipe (a player the interactor did not start). Linux only.

use std::time::Duration;

/// One process as `/proc/<pid>/stat` shows it.
#[derive(Clone, Copy, Debug)]
pub struct Stat {
    /// `R` running or runnable (waiting for a CPU counts: a program
    /// starved by a busy machine is not asleep), `S`, `D`, ... otherwise.
    pub state: char,
    pub parent: u32,
    pub group: i32,
    /// Resident pages.
    pub pages: u64,
    /// CPU time so far, its own and its waited-for children's (fields 14
    /// to 17, in the kernel's fixed 100 ticks a second).
    pub cpu: Duration,
}

/// `/proc/<pid>/stat`, or `None` when the process is gone.
pub fn stat(pid: u32) -> Option<Stat> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // `pid (comm) state ppid pgrp ...`: comm may hold spaces and parentheses.
    let fields: Vec<&str> = text[text.rfind(')')? + 1..].split_whitespace().collect();
    let ticks: u64 = fields.get(11..15)?.iter().filter_map(|f| f.parse::<u64>().ok()).sum();
    Some(Stat {
        state: fields.first()?.chars().next()?,
        parent: fields.get(1)?.parse().ok()?,
        group: fields.get(2)?.parse().ok()?,
        pages: fields.get(21)?.parse().ok()?,
        cpu: Duration::from_millis(ticks * 10),
    })
}

/// Every process id in `/proc`.
fn pids() -> Vec<u32> {
    match std::fs::read_dir("/proc") {
        Ok(entries) => entries
            .flatten()
            .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
            .collect(),
        Err(_) => Vec::new(),
    }
}

/// The live (not zombie) processes in the process group `pgid`.
pub fn members(pgid: i32) -> Vec<u32> {
    pids()
        .into_iter()
        .filter(|&pid| stat(pid).is_some_and(|s| s.group == pgid && s.state != 'Z'))
        .collect()
}

/// This process's resident memory in KiB (`/proc/self/statm`).
pub fn own_resident_kib(page_kib: u64) -> u64 {
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
pub fn peak_since_exec(pid: i32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|kib| kib.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// The processes other than this one that hold the write end of the pipe
/// open on this process's descriptor `fd`, with all their descendants
/// (this process and its own excepted): the program that writes to it,
/// and whatever that program started. `None` when `fd` is no pipe.
/// Processes of other users are not seen (their descriptors are not
/// readable), so the list may be empty.
pub fn pipe_writers(fd: u32) -> Option<Vec<u32>> {
    let target = std::fs::read_link(format!("/proc/self/fd/{fd}")).ok()?;
    if !target.to_string_lossy().starts_with("pipe:") {
        return None;
    }
    let me = std::process::id();
    let all = pids();
    let mut found: Vec<u32> = all
        .iter()
        .copied()
        .filter(|&pid| pid != me && holds_for_writing(pid, &target))
        .collect();
    // Descendants, by parent links, whatever their descriptors.
    let parents: Vec<(u32, u32)> = all
        .iter()
        .filter_map(|&pid| stat(pid).map(|s| (pid, s.parent)))
        .collect();
    let mut at = 0;
    while at < found.len() {
        let parent = found[at];
        for &(pid, of) in &parents {
            if of == parent && pid != me && !found.contains(&pid) {
                found.push(pid);
            }
        }
        at += 1;
    }
    Some(found)
}

/// Whether `pid` has a descriptor on `target` (a `pipe:[inode]` link) open
/// for writing (`flags` in its fdinfo: O_WRONLY or O_RDWR).
fn holds_for_writing(pid: u32, target: &std::path::Path) -> bool {
    let Ok(fds) = std::fs::read_dir(format!("/proc/{pid}/fd")) else {
        return false;
    };
    fds.flatten().any(|fd| {
        if std::fs::read_link(fd.path()).ok().as_deref() != Some(target) {
            return false;
        }
        let info = std::fs::read_to_string(format!("/proc/{pid}/fdinfo/{}", fd.file_name().to_string_lossy()))
            .unwrap_or_default();
        info.lines()
            .find_map(|line| line.strip_prefix("flags:"))
            .and_then(|flags| u32::from_str_radix(flags.trim(), 8).ok())
            .is_some_and(|flags| flags & 3 != 0)
    })
}
