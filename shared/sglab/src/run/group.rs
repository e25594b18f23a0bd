//! One account for a program and everything it starts: its process
//! group's CPU time, resident memory, and whether it is asleep, sampled
//! from `/proc` ([`super::procfs`]). Used by the parent module's `run_with` for every
//! run, and by [`Stillness`] for the interactor's watch on a player.

use super::procfs::{self, stat};
use super::sys;
use std::thread;
use std::time::{Duration, Instant};

/// How often all of `/proc` is scanned for new members of the group.
pub const SCAN: Duration = Duration::from_millis(20);

/// A program's process group, sampled.
pub struct Group {
    pgid: i32,
    members: Vec<u32>,
    scanned: Instant,
    page_kib: u64,
    /// The most CPU time seen so far: the account only grows (a member
    /// reaped by a process outside the group takes its time with it).
    cpu: Duration,
}

/// The group at one moment.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    /// CPU time of the live members, with the children each has waited
    /// for (so a launcher's finished children count), never less than
    /// an earlier sample.
    pub cpu: Duration,
    /// Resident memory of the live members, KiB.
    pub resident_kib: u64,
    /// Some member is running or waiting for a CPU (state `R`).
    pub running: bool,
}

impl Group {
    /// The group's id: its leader's, the program's pid.
    pub fn pgid(&self) -> i32 {
        self.pgid
    }

    /// The group led by `pgid`, started at `started`: its first scan of
    /// all of `/proc` comes a [`SCAN`] later (most programs have ended by
    /// then, and their only member is the leader).
    pub fn new(pgid: i32, page_kib: u64, started: Instant) -> Group {
        Group {
            pgid,
            members: vec![pgid as u32],
            scanned: started,
            page_kib,
            cpu: Duration::ZERO,
        }
    }

    /// The group now: the members of the last scan read again, all of
    /// `/proc` scanned every [`SCAN`] (and the leader's children at once).
    pub fn sample(&mut self) -> Sample {
        if self.scanned.elapsed() >= SCAN {
            self.members = procfs::members(self.pgid);
            self.scanned = Instant::now();
        }
        let pgid = self.pgid;
        let (mut pages, mut cpu, mut running) = (0, Duration::ZERO, false);
        for s in self
            .members
            .iter()
            .filter_map(|&pid| stat(pid))
            .filter(|s| s.group == pgid)
        {
            pages += s.pages;
            cpu += s.cpu;
            running |= s.state == 'R';
        }
        self.cpu = self.cpu.max(cpu);
        Sample {
            cpu: self.cpu,
            resident_kib: pages * self.page_kib,
            running,
        }
    }

    /// The account's CPU time with `reaped` (the leader's, from `wait4`,
    /// its waited-for children's included) taken in.
    pub fn cpu_with(&mut self, reaped: Duration) -> Duration {
        self.cpu = self.cpu.max(reaped);
        self.cpu
    }

    /// Waits (at most `bound`) until every member of the killed group is
    /// gone or a zombie: a process in an uninterruptible wait dies late.
    pub fn wait_until_dead(&self, bound: Duration) {
        let until = Instant::now() + bound;
        // Most programs are one process: the group is gone with it.
        while sys::group_exists(self.pgid) && !procfs::members(self.pgid).is_empty() && Instant::now() < until {
            thread::sleep(Duration::from_millis(1));
        }
    }
}

/// How long a set of processes has been still: every one asleep (none in
/// state `R`) and no CPU time gained. A program computing, even starved
/// of CPU by a busy machine, is never still; one waiting for input that
/// will not come is.
#[derive(Default)]
pub struct Stillness {
    since: Option<(Instant, Duration)>,
}

impl Stillness {
    /// Notes a sample taken at `now`; returns how long the processes have
    /// been still (zero when they are not).
    pub fn note(&mut self, now: Instant, running: bool, cpu: Duration) -> Duration {
        match self.since {
            Some((at, was)) if !running && cpu == was => now.duration_since(at),
            _ => {
                self.since = (!running).then_some((now, cpu));
                Duration::ZERO
            }
        }
    }

    /// Forgets the stretch (the judge stopped waiting).
    pub fn reset(&mut self) {
        self.since = None;
    }
}
