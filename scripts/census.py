"""The census driver: every octal code of up to D digits (default 4),
reduced to its equivalence classes by the explorer, one explorer process
(`explore --census-row CLASS`) a class, sharded over Dask
(`dask.distributed`): a LocalCluster on 127.0.0.1 by default, a running
cluster with --scheduler tcp://HOST:8786, or no engine at all with
--engine none. The game's logic stays in the Rust explorer; this file only
orchestrates.

Each row is appended to the results file (CSV, the explorer's header) and
flushed as its task ends, so a run that stops resumes where it stopped;
a task that fails is retried (--retries, Dask's own retries and its
rescheduling of a lost worker's tasks), then written to FILE.failed, which
a later run tries again. Each explorer runs in a session (process group)
of its own and is killed with its task; it also ends itself when its
parent (the worker) dies. The explorer reaches the workers by path: give a
path every worker can read (a shared file system), no upload.

Time: the classes' budgets over the workers; memory: the driver holds the
rows. Tested by scripts/census_test.py (run by
shared/pack/tests/tools/census_driver.rs and .ci/run).
"""

import argparse
import csv
import fcntl
import os
import signal
import subprocess
import sys
import time


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="scripts/census.sh",
        description="The octal census, one explorer process a class, on Dask.",
    )
    p.add_argument("--explorer", required=True, help="the explore binary, a path every worker reads")
    p.add_argument("--out", required=True, help="the results file (CSV), appended to and resumed")
    p.add_argument("--digits", type=int, default=4, choices=[1, 2, 3, 4], help="codes of up to D digits (4)")
    p.add_argument("--codes", help="only the classes of these codes (comma-separated)")
    p.add_argument("--open-in", help="only the classes not proven in this earlier results file (the deep pass)")
    p.add_argument("--first", type=int, help="only the first K classes (in the explorer's order)")
    p.add_argument("--budget", type=float, default=2.0, help="seconds of CPU a class (2)")
    p.add_argument("--max-n", type=int, help="heap bound a class (the explorer's default 2^26)")
    p.add_argument("--retries", type=int, default=2, help="retries of a failed task (2)")
    p.add_argument("--engine", choices=["local", "none"], default="local",
                   help="local: a LocalCluster on 127.0.0.1 (default); none: one process after another")
    p.add_argument("--scheduler", help="a running Dask scheduler, tcp://HOST:8786 (overrides --engine)")
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="local workers (the cores)")
    p.add_argument("--progress", type=float, default=10.0, help="seconds between progress lines (10)")
    return p.parse_args(argv)


def run_row(explorer, code, budget, max_n):
    """One class's row: the explorer in a session of its own, killed with
    the task (an exception here, a cancelled or interrupted task)."""
    if not os.access(explorer, os.X_OK):
        raise RuntimeError(f"explorer {explorer!r} is not an executable file on this worker")
    cmd = [explorer, "--census-row", code, "--budget", str(budget)]
    if max_n is not None:
        cmd += ["-n", str(max_n)]
    child = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             stdin=subprocess.DEVNULL, start_new_session=True, text=True)
    try:
        out, err = child.communicate()
    finally:
        if child.poll() is None:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()
    if child.returncode != 0:
        raise RuntimeError(f"explore --census-row {code}: exit {child.returncode}: {err.strip()}")
    lines = out.splitlines()
    if len(lines) != 2:
        raise RuntimeError(f"explore --census-row {code}: {len(lines)} lines, expected a header and a row")
    return lines


def classes(explorer, digits, codes, first, open_in=None):
    """The classes to compute, in the explorer's order: {class: [codes]}."""
    out = subprocess.run([explorer, "--census-classes", str(digits)], check=True,
                         capture_output=True, text=True).stdout
    groups = {}
    for row in list(csv.reader(out.splitlines()))[1:]:
        groups.setdefault(row[1], []).append(row[0])
    if codes:
        wanted = set(codes.split(","))
        groups = {c: m for c, m in groups.items() if wanted & set(m) or c in wanted}
    if open_in:
        with open(open_in) as f:
            shut = {r["class"] for r in csv.DictReader(f) if r["status"] == "proven"}
        groups = {c: m for c, m in groups.items() if c not in shut}
    if first is not None:
        groups = dict(list(groups.items())[:first])
    return groups


def done_classes(out):
    """The classes already in the results file (its second column)."""
    if not os.path.exists(out):
        return set()
    with open(out) as f:
        return {row[1] for row in list(csv.reader(f))[1:] if len(row) > 1}


class Results:
    """The results file, a row appended and flushed to disk as each task ends."""

    def __init__(self, out):
        self.out = out
        os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
        self.fresh = not os.path.exists(out) or os.path.getsize(out) == 0

    def add(self, lines):
        with open(self.out, "a") as f:
            if self.fresh:
                f.write(lines[0] + "\n")
                self.fresh = False
            f.write(lines[1] + "\n")
            f.flush()
            os.fsync(f.fileno())

    def failed(self, code, message):
        with open(self.out + ".failed", "a") as f:
            f.write(f"{code}: {message}\n")


class Progress:
    """Done, running, failed and an ETA on stderr every `every` seconds."""

    def __init__(self, total, every, slots):
        self.total, self.every, self.slots = total, every, max(1, slots)
        self.done = self.failed = 0
        self.start = self.last = time.monotonic()

    def show(self, running, force=False):
        now = time.monotonic()
        if not force and now - self.last < self.every:
            return
        self.last = now
        finished = self.done + self.failed
        left = self.total - finished
        eta = "?" if finished == 0 else f"{(now - self.start) / finished * left:.0f} s"
        print(f"census: {self.done} done, {running} running, {self.failed} failed, {left} left "
              f"of {self.total}, ETA {eta}", file=sys.stderr, flush=True)


def run_plain(todo, a, results, progress):
    """No engine: one explorer after another, with the same retries."""
    for code in todo:
        for attempt in range(a.retries + 1):
            try:
                results.add(run_row(a.explorer, code, a.budget, a.max_n))
                progress.done += 1
                break
            except RuntimeError as e:
                if attempt == a.retries:
                    results.failed(code, str(e))
                    progress.failed += 1
        progress.show(1)


def run_dask(todo, a, results, progress):
    from distributed import Client, LocalCluster, as_completed

    cluster = None
    if a.scheduler:
        client = Client(a.scheduler)
    else:
        cluster = LocalCluster(n_workers=a.workers, threads_per_worker=1, processes=True,
                               host="127.0.0.1", dashboard_address="127.0.0.1:0")
        client = Client(cluster)
    try:
        futures = [client.submit(run_row, a.explorer, code, a.budget, a.max_n, key=f"census-{code}",
                                 retries=a.retries, pure=False) for code in todo]
        code_of = {f.key: c for f, c in zip(futures, todo)}
        pending = as_completed(futures)
        left = len(futures)
        while left:
            for future in pending.next_batch(block=True):
                left -= 1
                if future.status == "finished":
                    results.add(future.result())
                    progress.done += 1
                else:
                    results.failed(code_of[future.key], repr(future.exception()))
                    progress.failed += 1
            progress.show(min(left, progress.slots))
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def main(argv):
    a = parse_args(argv)
    if not os.access(a.explorer, os.X_OK):
        print(f"error: --explorer {a.explorer}: not an executable file", file=sys.stderr)
        return 2
    # One driver a results file: a second one would compute the same
    # classes again and append them twice (seen when a run was started
    # twice). The lock is the file's own (flock), released when this ends.
    os.makedirs(os.path.dirname(os.path.abspath(a.out)), exist_ok=True)
    lock = open(a.out, "a")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        print(f"error: --out {a.out}: another census is writing it", file=sys.stderr)
        return 2
    groups = classes(a.explorer, a.digits, a.codes, a.first, a.open_in)
    done = done_classes(a.out)
    todo = [c for c in groups if c not in done]
    if os.path.exists(a.out + ".failed"):
        os.replace(a.out + ".failed", a.out + ".failed.old")
    print(f"census: {len(groups)} classes, {len(groups) - len(todo)} already in {a.out}, "
          f"{len(todo)} to compute", file=sys.stderr, flush=True)
    results = Results(a.out)
    slots = 1 if a.engine == "none" and not a.scheduler else a.workers
    progress = Progress(len(todo), a.progress, slots)
    if a.scheduler or a.engine == "local":
        run_dask(todo, a, results, progress)
    else:
        run_plain(todo, a, results, progress)
    progress.show(0, force=True)
    return 1 if progress.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
