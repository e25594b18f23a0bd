"""Tests of the census driver (scripts/census.py), a few seconds each:
a small range on a LocalCluster gives the sequential explorer's rows, and
nothing the run starts listens outside loopback (/proc/net/tcp, tcp6);
a killed worker's task is retried and its explorer ends; a killed driver
resumes with no explorer left running (/proc). Usage:
  python scripts/census_test.py EXPLORER [TEST...]   (the venv's python)
TEST: local, worker, driver (all three by default).
Run by shared/pack/tests/tools/census_driver.rs and .ci/run.
"""

import csv
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DRIVER = os.path.join(HERE, "census.py")
# Open games without a sparse mask or with a slow proof: each task takes
# its budget, so a kill lands while explorers run.
SLOW = "0.1337,0.11337,0.76,0.74,0.36,0.377"


def driver(explorer, out, *extra):
    return [sys.executable, DRIVER, "--explorer", explorer, "--out", out, "--progress", "1", *extra]


def rows(path):
    """{class: row without its CPU seconds}."""
    with open(path) as f:
        table = list(csv.reader(f))
    assert table[0][-1] == "cpu_seconds", table[0]
    got = {r[1]: r[:-1] for r in table[1:]}
    assert len(got) == len(table) - 1, f"{path}: a class twice"
    return got


def children():
    """{pid: (ppid, argv)} of every process."""
    procs = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/stat") as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                argv = f.read().split(b"\0")
            procs[int(pid)] = (ppid, [a.decode(errors="replace") for a in argv if a])
        except (OSError, IndexError, ValueError):
            pass
    return procs


def descendants(root):
    procs = children()
    found, frontier = set(), {root}
    while frontier:
        found |= frontier
        frontier = {p for p, (pp, _) in procs.items() if pp in frontier} - found
    return found


def explorers(explorer):
    return [p for p, (_, argv) in children().items() if argv and argv[0] == explorer]


def wait_for(what, test, seconds=60):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        got = test()
        if got:
            return got
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def listening_not_loopback(pids):
    """Listening TCP sockets of `pids` whose address is not loopback."""
    inodes = set()
    for pid in pids:
        try:
            for fd in os.listdir(f"/proc/{pid}/fd"):
                link = os.readlink(f"/proc/{pid}/fd/{fd}")
                if link.startswith("socket:["):
                    inodes.add(link[8:-1])
        except OSError:
            pass
    bad, seen = [], 0
    for table, loopback in (("/proc/net/tcp", ("0100007F",)),
                            ("/proc/net/tcp6", ("00000000000000000000000001000000",
                                                "0000000000000000FFFF00000100007F"))):
        with open(table) as f:
            for line in f.readlines()[1:]:
                cells = line.split()
                local, state, inode = cells[1], cells[3], cells[9]
                if state == "0A" and inode in inodes:
                    seen += 1
                    if local.split(":")[0] not in loopback:
                        bad.append(f"{table}: {local}")
    return bad, seen


def test_local_cluster_equals_the_explorer_and_binds_loopback(explorer, tmp):
    out = os.path.join(tmp, "small.csv")
    # The heap bound stops every open row first: rows are the same on any machine.
    run = subprocess.Popen(driver(explorer, out, "--digits", "2", "--first", "24", "--max-n", "3000",
                                  "--budget", "60", "--workers", "2"), stderr=subprocess.PIPE, text=True)
    wait_for("the local cluster's sockets", lambda: listening_not_loopback(descendants(run.pid))[1] >= 3)
    bad, seen = listening_not_loopback(descendants(run.pid))
    assert not bad, f"listening outside loopback: {bad}"
    _, err = run.communicate()
    assert run.returncode == 0, err
    got = rows(out)
    # The sequential explorer, class by class.
    listing = subprocess.run([explorer, "--census-classes", "2"], capture_output=True, text=True, check=True)
    classes = list(dict.fromkeys(r[1] for r in list(csv.reader(listing.stdout.splitlines()))[1:]))[:24]
    assert sorted(got) == sorted(classes), "the first 24 classes of the codes of up to two digits"
    for c in classes:
        line = subprocess.run([explorer, "--census-row", c, "--budget", "60", "-n", "3000"],
                              capture_output=True, text=True, check=True).stdout.splitlines()[1]
        assert got[c] == line.split(",")[:-1], (c, got[c], line)
    print(f"ok: {len(got)} classes on a LocalCluster equal the explorer's rows; "
          f"{seen} listening sockets, all loopback")


def test_a_killed_workers_task_is_retried(explorer, tmp):
    out = os.path.join(tmp, "worker.csv")
    run = subprocess.Popen(driver(explorer, out, "--codes", SLOW, "--budget", "1", "--workers", "2"),
                           stderr=subprocess.PIPE, text=True)
    # A worker with an explorer under way: kill the worker (the explorer's parent).
    def under_way():
        # (explorer, its worker), while both run (a task may end meanwhile).
        procs = children()
        return next(((p, procs[p][0]) for p in explorers(explorer) if p in procs), None)

    victim, worker = wait_for("an explorer under way", under_way)
    os.kill(worker, signal.SIGKILL)
    wait_for("the orphaned explorer to end itself", lambda: victim not in children(), 30)
    _, err = run.communicate()
    assert run.returncode == 0, err
    assert sorted(rows(out)) == sorted(SLOW.split(",")), err
    print(f"ok: worker {worker} killed under explorer {victim}: it ended, the task was retried")


def test_a_killed_driver_resumes(explorer, tmp):
    out = os.path.join(tmp, "driver.csv")
    cmd = driver(explorer, out, "--codes", SLOW, "--budget", "1", "--workers", "2")
    run = subprocess.Popen(cmd, stderr=subprocess.DEVNULL, start_new_session=True)
    wait_for("a first row", lambda: os.path.exists(out) and len(open(out).readlines()) >= 2)
    wait_for("an explorer under way", lambda: explorers(explorer))
    # A second driver on the same file is refused while the first runs.
    second = subprocess.run(cmd, capture_output=True, text=True)
    assert second.returncode == 2 and "another census is writing it" in second.stderr, second
    tree = descendants(run.pid)
    os.kill(run.pid, signal.SIGKILL)
    run.wait()
    # Its workers lose their scheduler and their explorers their parent.
    wait_for("no explorer left", lambda: not explorers(explorer), 30)
    done = len(rows(out))
    assert 1 <= done < 6, done
    again = subprocess.run(cmd, capture_output=True, text=True)
    assert again.returncode == 0, again.stderr
    assert f"{done} already in" in again.stderr, again.stderr
    assert sorted(rows(out)) == sorted(SLOW.split(","))
    left = [p for p in tree if p in children() and p != run.pid]
    print(f"ok: driver killed after {done} rows, no explorer left, resumed to all 6"
          f" ({len(left)} of its {len(tree) - 1} processes still alive then)")


TESTS = {
    "local": test_local_cluster_equals_the_explorer_and_binds_loopback,
    "worker": test_a_killed_workers_task_is_retried,
    "driver": test_a_killed_driver_resumes,
}


def main(argv):
    if not argv or any(t not in TESTS for t in argv[1:]):
        print(__doc__, file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        # A copy of its own: the processes counted are this run's only.
        explorer = os.path.join(tmp, "explore")
        shutil.copy(argv[0], explorer)
        for name in argv[1:] or TESTS:
            TESTS[name](explorer, tmp)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
