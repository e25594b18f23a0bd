//! The judge against hostile programs (`tests/tools/fixtures/hostile/*.sh`):
//! each gets its verdict long before it would end by itself (a launcher
//! working in a child is one account and never idle, a program that
//! cannot start is named, an early-exit writer loses no output), nothing it
//! started is left running, and for the floods the judge tool's own peak
//! memory stays under 100 MiB (the `judge` binary's peak, as `sglab::run`
//! measures it). No assertion depends on the machine's speed: a TLE comes
//! from a program that runs forever, and every other verdict gets a limit
//! far beyond what the run needs.

use sglab::comparison::Rule;
use sglab::judge::verdict::{judge, output_limit, Judged, STDERR_KEPT};
use sglab::judge::Verdict;
use sglab::meta;
use sglab::run::{self, End, Limits, Timed};
use sglab::talk::Heard;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

const JUDGE: &str = env!("CARGO_BIN_EXE_judge");
/// The time limit of the runs that must end in TLE (CSES 1099's): they
/// run forever.
const LIMIT: Duration = Duration::from_secs(1);
/// The time limit of the runs that must not: far beyond what they need,
/// so a loaded machine cannot turn their verdict into a TLE.
const LONG: Duration = Duration::from_secs(60);
/// Every verdict comes within the limit plus this: long, but far below the
/// forever of the programs that hang, and the 1000 s of a background child.
const SLACK: Duration = Duration::from_secs(30);

fn fixture(name: &str) -> String {
    format!("{}/tests/tools/fixtures/hostile/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn testdata(file: &str) -> PathBuf {
    meta::root().join("testdata/cses1099-stair-game").join(file)
}

fn read(path: &PathBuf) -> String {
    std::fs::read_to_string(path).unwrap()
}

/// The processes still alive (not zombies) whose environment holds
/// `SGLAB_HOSTILE=mark`: everything a run started, wherever it went.
fn survivors(mark: &str) -> Vec<String> {
    let needle = format!("SGLAB_HOSTILE={mark}");
    let mut alive = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let path = entry.path();
        let environ = std::fs::read(path.join("environ")).unwrap_or_default();
        let marked = environ.split(|&b| b == 0).any(|v| v == needle.as_bytes());
        let stat = std::fs::read_to_string(path.join("stat")).unwrap_or_default();
        let zombie = stat.rsplit(") ").next().map_or(true, |rest| rest.starts_with('Z'));
        if marked && !zombie {
            alive.push(stat);
        }
    }
    alive
}

/// `sh fixture args...`, marked by its environment so its descendants can
/// be found.
fn command(mark: &str, script: &str, args: &[&str]) -> Vec<String> {
    let mut cmd = vec![
        "env".to_string(),
        format!("SGLAB_HOSTILE={mark}"),
        "sh".to_string(),
        fixture(script),
    ];
    cmd.extend(args.iter().map(|a| a.to_string()));
    cmd
}

/// Judges the fixture `script` as the judge tool does (time limit `limit`,
/// memory limit `memory_mib`), asserting the verdict came within the limit
/// plus [`SLACK`] and nothing it started survives.
fn judge_hostile(script: &str, args: &[&str], input: &str, expected: &str, memory_mib: u64, limit: Duration) -> Judged {
    let mark = format!("{}-{script}", std::process::id());
    let started = Instant::now();
    let judged = judge(
        &command(&mark, script, args),
        input,
        expected,
        limit,
        memory_mib,
        Rule::Exact,
    )
    .unwrap();
    let took = started.elapsed();
    assert!(took < limit + SLACK, "{script}: {took:?}");
    assert!(judged.elapsed <= took);
    assert_eq!(survivors(&mark), Vec::<String>::new(), "{script} left processes");
    println!(
        "{script}: {:?}, peak {} KiB, verdict {}",
        judged.elapsed, judged.peak_kib, judged.verdict
    );
    judged
}

#[test]
fn an_output_flood_gets_ole_at_the_output_limit() {
    let expected = read(&testdata("sample-1.out"));
    let input = read(&testdata("sample-1.in"));
    let judged = judge_hostile("flood-stdout.sh", &[], &input, &expected, 512, LONG);
    assert_eq!(judged.verdict, Verdict::Ole(output_limit(&expected)));
    assert_eq!(judged.stdout.len(), output_limit(&expected));
}

#[test]
fn a_stderr_flood_gets_tle_with_only_the_first_kib_kept() {
    let mark = format!("{}-stderr", std::process::id());
    let limits = Limits {
        time: LIMIT,
        output: 1 << 20,
        stderr: STDERR_KEPT,
        memory_kib: Some(512 << 10),
    };
    let ran = run::run(&command(&mark, "flood-stderr.sh", &[]), b"", limits).unwrap();
    assert_eq!(ran.end, End::Time);
    assert_eq!(ran.stderr.len(), STDERR_KEPT);
    assert!(ran.stderr.starts_with(b"err\nerr\n"));
    assert!(ran.elapsed >= LIMIT && ran.elapsed < LIMIT + SLACK, "{:?}", ran.elapsed);
    assert_eq!(survivors(&mark), Vec::<String>::new());
}

#[test]
fn a_background_child_holding_the_pipe_neither_delays_the_verdict_nor_survives() {
    let out = testdata("sample-1.out");
    let args = [out.to_str().unwrap()];
    let judged = judge_hostile(
        "background-child.sh",
        &args,
        &read(&testdata("sample-1.in")),
        &read(&out),
        512,
        LONG,
    );
    // Its child sleeps 1000 s holding the pipe: judged far sooner.
    assert_eq!(judged.verdict, Verdict::Ac);
}

#[test]
fn a_child_ignoring_sigterm_gets_tle_and_is_killed() {
    let judged = judge_hostile(
        "ignores-sigterm.sh",
        &[],
        &read(&testdata("sample-1.in")),
        "first\n",
        512,
        LIMIT,
    );
    assert_eq!(judged.verdict, Verdict::Tle);
    assert!(judged.elapsed >= LIMIT, "{:?}", judged.elapsed);
}

#[test]
fn a_child_allocating_past_the_limit_gets_mle_with_its_peak() {
    let judged = judge_hostile("allocates.sh", &["1024"], "", "1073741824\n", 64, LONG);
    assert_eq!(judged.verdict, Verdict::Mle(64));
    assert!(judged.peak_kib > 64 << 10, "{}", judged.peak_kib);
    // Killed at once: far below the 1 GiB it wanted (the shell's buffer
    // doubles, so one step past the limit).
    assert!(judged.peak_kib < 400 << 10, "{}", judged.peak_kib);
    assert!(Verdict::Mle(64).to_string().contains("64 MiB"));
}

#[test]
fn the_same_allocation_under_the_limit_is_ac_and_measured() {
    let judged = judge_hostile("allocates.sh", &["8"], "", "8388608\n", 512, LONG);
    assert_eq!(judged.verdict, Verdict::Ac);
    // The child's string: 8 MiB at least, wherever the peak was seen.
    assert!(judged.peak_kib >= 8 << 10, "{}", judged.peak_kib);
}

#[test]
fn a_program_closing_stdin_at_once_is_judged_normally() {
    let out = testdata("large-1.out");
    let input = read(&testdata("large-1.in"));
    assert!(input.len() > 1 << 17, "larger than a pipe holds");
    let judged = judge_hostile(
        "closes-stdin.sh",
        &[out.to_str().unwrap()],
        &input,
        &read(&out),
        512,
        LONG,
    );
    assert_eq!(judged.verdict, Verdict::Ac);
}

#[test]
fn a_program_printing_everything_before_reading_is_judged_normally() {
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("output-first.out");
    let expected = "first\n".repeat(100_000);
    std::fs::write(&out, &expected).unwrap();
    let input = read(&testdata("large-1.in"));
    assert!(
        input.len() > 1 << 17 && expected.len() > 1 << 17,
        "larger than a pipe holds"
    );
    let judged = judge_hostile(
        "output-first.sh",
        &[out.to_str().unwrap()],
        &input,
        &expected,
        512,
        LONG,
    );
    assert_eq!(judged.verdict, Verdict::Ac);
}

/// Runs the `judge` binary on cses1099 with `script`: (its report, its
/// wall time, its peak memory in KiB).
fn judge_binary(script: &str) -> (String, Duration, u64) {
    judge_binary_on(&["cses1099", "--no-large"], script, &[])
}

/// Runs the `judge` binary with `options` (the problem first) on `script`
/// with `args`: (its report, its wall time, its peak memory in KiB).
fn judge_binary_on(options: &[&str], script: &str, args: &[&str]) -> (String, Duration, u64) {
    let mark = format!("{}-binary-{script}", std::process::id());
    let mut cmd: Vec<String> = std::iter::once(JUDGE)
        .chain(options.iter().copied())
        .chain(["--"])
        .map(|s| s.to_string())
        .collect();
    cmd.extend(command(&mark, script, args));
    // The judge's own peak since its exec (VmHWM), polled until it ends:
    // not a process group's sum, which counts a child the judge is
    // starting (it shares the judge's memory until its exec) a second
    // time, and not `ru_maxrss`, which carries this process's peak.
    let started = Instant::now();
    let mut judge = Command::new(&cmd[0])
        .args(&cmd[1..])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = judge.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut report = String::new();
        std::io::Read::read_to_string(&mut stdout, &mut report).unwrap();
        report
    });
    let pid = judge.id() as i32;
    let mut peak = 0;
    let status = loop {
        peak = peak.max(run::procfs::peak_since_exec(pid));
        if let Some(status) = judge.try_wait().unwrap() {
            break status;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let took = started.elapsed();
    let report = reader.join().unwrap();
    assert_eq!(status.code(), Some(1), "{report}");
    assert!(peak > 0, "no sample of the judge's memory");
    assert_eq!(survivors(&mark), Vec::<String>::new(), "{script} left processes");
    println!("judge {script}: {took:?}, judge peak {peak} KiB\n{report}");
    (report, took, peak)
}

#[test]
fn the_judge_tool_stays_under_100_mib_whatever_the_program_prints() {
    let (report, _, peak) = judge_binary("flood-stdout.sh");
    assert!(report.contains("OLE  stdout past the limit of 8.0 MiB"), "{report}");
    assert!(report.contains("verdict: OLE in phase 1"), "{report}");
    assert!(peak < 100 << 10, "judge peak {peak} KiB");

    let (report, took, peak) = judge_binary("flood-stderr.sh");
    assert!(report.contains("verdict: TLE in phase 1"), "{report}");
    assert!(took < LIMIT + SLACK, "{took:?}");
    assert!(peak < 100 << 10, "judge peak {peak} KiB");
}

/// A wrong answer on HDU 5795's largest input (28 MiB, three cases of a
/// million heaps): the judge holds the input, its cases and the shrink's
/// tries one at a time, and stays under 100 MiB (it was 101 MiB when a
/// written case was copied twice, and a run's input once more).
#[test]
fn the_judge_tool_stays_under_100_mib_on_a_largest_input() {
    let solution = sglab::suite::binary("hdu5795");
    let options = ["hdu5795", "--cases", "1", "--runs", "1"];
    let (report, _, peak) = judge_binary_on(&options, "wrong-on-largest.sh", &[solution]);
    assert!(report.contains("verdict: WA in phase 3"), "{report}");
    assert!(report.contains("kept whole"), "{report}");
    assert!(peak < 100 << 10, "judge peak {peak} KiB");
}

#[test]
fn an_interrupted_judge_leaves_nothing_running() {
    use std::os::unix::process::ExitStatusExt;
    let mark = format!("{}-interrupted", std::process::id());
    // HDU 1907's limit, 5 s of CPU time: the interrupt comes well before
    // the busy child has used it, however loaded the machine.
    let judge = Command::new(JUDGE)
        .args(["hdu1907", "--no-large", "--"])
        .args(command(&mark, "ignores-sigterm.sh", &["busy"]))
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while survivors(&mark).len() < 2 && started.elapsed() < SLACK {
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(survivors(&mark).len() >= 2, "the program and its child run");
    // SIGTERM, which the judge handles as it does Ctrl-C's SIGINT: a
    // test run in the background (nohup, `&` in a script) inherits an
    // ignored SIGINT, which the judge rightly leaves ignored.
    let sent = Command::new("kill").args(["-TERM", &judge.id().to_string()]).status();
    assert!(sent.unwrap().success());
    let ended = judge.wait_with_output().unwrap();
    let report = String::from_utf8_lossy(&ended.stdout);
    assert_eq!(
        ended.status.signal(),
        Some(15),
        "the judge ends by SIGTERM: {:?}\n{report}",
        ended.status
    );
    let killed = Instant::now();
    while !survivors(&mark).is_empty() && killed.elapsed() < SLACK {
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(survivors(&mark), Vec::<String>::new());
}

#[test]
fn memory_overrides_the_limit() {
    let ran = Command::new(JUDGE)
        .args(["cses1099", "--no-large", "--memory", "4", "--", "sh"])
        .args([fixture("allocates.sh"), "16".to_string()])
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&ran.stdout);
    assert_eq!(ran.status.code(), Some(1), "{report}");
    assert!(report.contains("memory limit 4 MiB"), "{report}");
    let line = report.lines().find(|l| l.trim_start().starts_with("sample-1")).unwrap();
    assert!(line.ends_with("MLE  peak memory past the limit of 4 MiB"), "{report}");
    assert!(report.contains("verdict: MLE in phase 1"), "{report}");
    let usage = Command::new(JUDGE)
        .args(["cses1099", "--memory", "lots", "--", "cat"])
        .output()
        .unwrap();
    assert_eq!(usage.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&usage.stderr).contains("--memory needs a number"));
}

#[test]
fn without_samples_the_peak_is_ru_maxrss() {
    // No memory limit: no samples, the peak is the program's ru_maxrss
    // (a shell holding 64 MiB and more; past this process's own memory,
    // else it is flagged as a bound, still at least the program's peak).
    let limits = Limits {
        time: Duration::from_secs(20),
        output: 1 << 20,
        stderr: STDERR_KEPT,
        memory_kib: None,
    };
    let cmd = ["sh", "-c", "x=$(head -c 64M /dev/zero | tr '\\0' x); echo ${#x}"];
    let cmd: Vec<String> = cmd.iter().map(|s| s.to_string()).collect();
    let ran = run::run(&cmd, b"", limits).unwrap();
    assert_eq!(String::from_utf8_lossy(&ran.stdout), "67108864\n");
    assert!(ran.peak_kib >= 64 << 10, "{} KiB", ran.peak_kib);
}

#[test]
fn the_program_starts_in_a_group_of_its_own_with_no_signal_blocked() {
    let limits = Limits {
        time: Duration::from_secs(10),
        output: 1 << 20,
        stderr: STDERR_KEPT,
        memory_kib: None,
    };
    let run = |cmd: &[&str]| {
        let cmd: Vec<String> = cmd.iter().map(|s| s.to_string()).collect();
        let ran = run::run(&cmd, b"", limits).unwrap();
        assert_eq!(ran.end, End::Exited);
        String::from_utf8(ran.stdout).unwrap()
    };
    // Interrupts wait while the run starts, yet none is blocked: the
    // program, started by posix_spawn, inherits the mask.
    assert_eq!(
        run(&["grep", "SigBlk", "/proc/self/status"]),
        "SigBlk:\t0000000000000000\n"
    );
    let stat = run(&["cat", "/proc/self/stat"]);
    let fields: Vec<&str> = stat.rsplit(") ").next().unwrap().split(' ').collect();
    assert_eq!(stat.split(' ').next(), Some(fields[2]), "pid and process group: {stat}");
}

#[test]
fn the_judges_own_memory_is_not_the_programs() {
    // The kernel counts the pages a fork copies from the caller in the
    // child's ru_maxrss: a judge holding 96 MiB must not see `true` pass a
    // 32 MiB limit.
    let held = vec![1u8; 96 << 20];
    let judged = judge(&["true".to_string()], "", "", LIMIT, 32, Rule::Exact).unwrap();
    assert_eq!(held[held.len() - 1], 1);
    assert_eq!(judged.verdict, Verdict::Ac);
    assert!(
        judged.peak_kib < 16 << 10 || judged.peak_bound,
        "{} KiB",
        judged.peak_kib
    );
    assert_eq!(judged.memory().starts_with("<="), judged.peak_bound);
}

/// Steps of the launcher's loop: about a second of CPU on a quiet 2-core
/// machine.
const WORK: &str = "600000";

/// A shell line that prints the CPU time, in ms, of the process it runs in
/// (`/proc/$$/stat`, user + system, in clock ticks). The launcher's child
/// runs its loop and then execs the program in the same process, so this is
/// the loop's own account: the judge must count at least as much. A
/// comparison with the same loop run again would depend on the machine's
/// load, which changes the CPU time a loop takes (CI failed on one).
const OWN_CPU_MS: &str = "set -- $(cut -d' ' -f14,15 /proc/$$/stat); echo $(( ($1 + $2) * 1000 / $(getconf CLK_TCK) ))";

/// The child's own account, `ms` as [`OWN_CPU_MS`] printed it, with one
/// clock tick (10 ms) of rounding allowed; the loop must have computed for
/// the comparison to mean anything.
fn own_cpu(ms: &str) -> Duration {
    let own = Duration::from_millis(ms.trim().parse().unwrap_or_else(|_| panic!("not a CPU time: {ms:?}")));
    assert!(own >= Duration::from_millis(50), "the loop took only {own:?}");
    own.saturating_sub(Duration::from_millis(10))
}

fn strings(cmd: &[&str]) -> Vec<String> {
    cmd.iter().map(|s| s.to_string()).collect()
}

fn limits(time: Duration) -> Limits {
    Limits {
        time,
        output: 1 << 20,
        stderr: STDERR_KEPT,
        memory_kib: Some(512 << 10),
    }
}

#[test]
fn a_launcher_whose_child_computes_is_not_idle_and_is_one_account() {
    let mark = format!("{}-launcher", std::process::id());
    let answer = format!("read line; echo \"pong $line\"; {OWN_CPU_MS}");
    let player = command(&mark, "launcher.sh", &[WORK, "sh", "-c", &answer]);
    // The judge waits for the answer while the launcher waits for its
    // child, which computes: not idle.
    let (ran, heard) = sglab::talk::interact(&player, limits(LONG), |talk| {
        talk.say("ping");
        let mut lines = Vec::new();
        for _ in 0..2 {
            match talk.hear() {
                Heard::Line(line) => lines.push(line),
                other => lines.push(format!("{other:?}")),
            }
        }
        lines
    })
    .unwrap();
    assert_eq!((ran.end, heard[0].as_str()), (End::Exited, "pong ping"), "{ran:?}");
    let own = own_cpu(&heard[1]);
    assert!(ran.cpu >= own, "{:?} counted, the child's own {own:?}", ran.cpu);
    assert_eq!(survivors(&mark), Vec::<String>::new());

    // A batch run: the child's CPU time is the program's, and decides TLE.
    // It writes its own account beside the answer it prints.
    let out = testdata("sample-1.out");
    let own_file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{mark}-own-cpu"));
    let program = format!("own=\"$0\" out=\"$1\"; {OWN_CPU_MS} > \"$own\"; exec cat \"$out\"");
    let args = [
        WORK,
        "sh",
        "-c",
        &program,
        own_file.to_str().unwrap(),
        out.to_str().unwrap(),
    ];
    let judged = judge_hostile("launcher.sh", &args, "", &read(&out), 512, LONG);
    assert_eq!(judged.verdict, Verdict::Ac);
    let own = own_cpu(&std::fs::read_to_string(&own_file).unwrap());
    assert!(judged.cpu >= own, "{:?} counted, the child's own {own:?}", judged.cpu);
    // A small limit: the wall-time net (4x it + 5 s) acts only on a
    // machine that gives the loop less than 1/40 of a CPU.
    let judged = judge_hostile("launcher.sh", &args, "", &read(&out), 512, own / 10);
    assert_eq!(judged.verdict, Verdict::Tle);
    assert_eq!(judged.timed, Some(Timed::Cpu));
}

#[test]
fn a_sleeping_batch_program_gets_tle_asleep_not_at_the_wall_cap() {
    let judged = judge_hostile("silent.sh", &[], "", "first\n", 512, LIMIT);
    assert_eq!((judged.verdict, judged.timed), (Verdict::Tle, Some(Timed::Asleep)));
    assert!(judged.elapsed >= LIMIT + run::ASLEEP, "{:?}", judged.elapsed);
    assert!(run::wall_cap(LIMIT) > LIMIT * 4);
}

#[test]
fn a_program_that_cannot_start_is_named_never_tle() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let bad_interpreter = dir.join("bad-interpreter");
    std::fs::write(&bad_interpreter, "#!/no/such/python3\nprint(1)\n").unwrap();
    let not_executable = dir.join("not-executable");
    std::fs::write(&not_executable, "#!/bin/sh\necho 1\n").unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&bad_interpreter, std::fs::Permissions::from_mode(0o755)).unwrap();
    std::fs::set_permissions(&not_executable, std::fs::Permissions::from_mode(0o644)).unwrap();
    let missing = dir.join("no-such-program");
    for (path, why) in [
        (&missing, "no such file"),
        (&bad_interpreter, "interpreter"),
        (&not_executable, "permission denied: "),
    ] {
        let cmd = vec![path.display().to_string()];
        let error = judge(&cmd, "", "1\n", LIMIT, 64, Rule::Exact)
            .map(|j| j.verdict)
            .unwrap_err();
        assert!(error.starts_with("cannot start ") && error.contains(why), "{error}");
    }
    // The missing execute bit comes with its fix (issue 46).
    let error = judge(
        &[not_executable.display().to_string()],
        "",
        "1\n",
        LIMIT,
        64,
        Rule::Exact,
    )
    .map(|j| j.verdict)
    .unwrap_err();
    let shown = not_executable.display();
    assert!(
        error.contains(&format!("`chmod +x {shown}`")) && error.contains(&format!("'python3 {shown}'")),
        "{error}"
    );
    // An interpreter that exits at once on a missing script: RE with its
    // stderr, directly and through a launcher.
    for cmd in [
        strings(&["python3", "no-such-script.py"]),
        command("nosuch", "launcher.sh", &["0", "python3", "no-such-script.py"]),
    ] {
        let judged = judge(&cmd, "", "1\n", LIMIT, 64, Rule::Exact).unwrap();
        match &judged.verdict {
            Verdict::Re(why) => assert!(
                why.starts_with("exit code 2: ") && why.contains("can't open file"),
                "{why}"
            ),
            other => panic!("{cmd:?}: {other}"),
        }
    }
    // The judge tool: exit 2 (the command is wrong), the reason, no verdict.
    let ran = Command::new(JUDGE)
        .args(["cses1099", "--no-large", "--", missing.to_str().unwrap()])
        .output()
        .unwrap();
    let (report, error) = (
        String::from_utf8_lossy(&ran.stdout),
        String::from_utf8_lossy(&ran.stderr),
    );
    assert_eq!(ran.status.code(), Some(2), "{report}{error}");
    assert!(
        error.contains("cannot start") && error.contains("no such file"),
        "{error}"
    );
    assert!(!report.contains("TLE"), "{report}");
}

#[test]
fn an_early_exit_writer_loses_no_output() {
    // Runs at once on every core: beside four CPU hogs, the readers run
    // late, long after the program exited.
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("early-exit.out");
    let expected: String = (0..6000).map(|i| format!("line {i}\n")).collect();
    assert!(expected.len() < 1 << 16, "the pipe holds it all");
    std::fs::write(&out, &expected).unwrap();
    let threads: Vec<_> = (0..4)
        .map(|t| {
            let (out, expected) = (out.clone(), expected.clone());
            std::thread::spawn(move || {
                for i in 0..60 {
                    let cmd = match i % 2 {
                        0 => strings(&["sh", &fixture("early-exit.sh"), out.to_str().unwrap()]),
                        _ => strings(&[
                            "sh",
                            &fixture("launcher.sh"),
                            "0",
                            "sh",
                            &fixture("early-exit.sh"),
                            out.to_str().unwrap(),
                        ]),
                    };
                    let judged = judge(&cmd, "", &expected, LONG, 512, Rule::Exact).unwrap();
                    assert_eq!(judged.verdict, Verdict::Ac, "thread {t} run {i}");
                }
            })
        })
        .collect();
    for thread in threads {
        thread.join().unwrap();
    }
}

/// The verdicts of `cmd` on the small golden files of cf1934d2
/// (interactive) or hdu5795 (exact), at the judges' limits.
fn golden_verdicts(cmd: &[String]) -> Vec<String> {
    use pack::problems::{cf1934d2::Cf1934d2, hdu5795::Hdu5795};
    use sglab::contract::erased::Erased;
    use sglab::contract::AnyProblem;
    use sglab::judge::kinds::judge_as;
    fn on<P: sglab::contract::Problem>(cmd: &[String], shown: &mut Vec<String>) {
        let problem = Erased::<P>::new().unwrap();
        let m = problem.meta().clone();
        // The small ones: a verdict near the limit would be the machine's.
        for golden in meta::goldens(&m)
            .unwrap()
            .into_iter()
            .filter(|g| g.input.len() < 1 << 16)
        {
            let judged = judge_as(
                &problem,
                cmd,
                &golden.input,
                &golden.output,
                m.time_limit,
                m.memory_limit_mib,
                1,
            );
            shown.push(format!("{} {}: {}", m.bin, golden.name, judged.unwrap().verdict));
        }
    }
    let mut shown = Vec::new();
    if cmd.iter().any(|c| c.ends_with("cf1934d2")) {
        on::<Cf1934d2>(cmd, &mut shown);
    } else {
        on::<Hdu5795>(cmd, &mut shown);
    }
    shown
}

#[test]
fn a_program_gets_the_same_verdicts_directly_and_through_a_launcher() {
    for bin in ["cf1934d2", "hdu5795"] {
        let direct = vec![sglab::suite::binary(bin).to_string()];
        let mut launched = strings(&["sh", &fixture("launcher.sh"), "0"]);
        launched.extend(direct.iter().cloned());
        let (alone, through) = (golden_verdicts(&direct), golden_verdicts(&launched));
        assert!(alone.iter().all(|v| v.ends_with(": AC")), "{alone:?}");
        assert_eq!(alone, through);
    }
    // A wrong program (sums instead of xors, in Python through pyenv's
    // shim where python3 is one): the same WA line both ways.
    let wrong = "import sys\nd=sys.stdin.read().split()\nprint('First player wins.' if sum(map(int,d)) % 2 else 'Second player wins.')";
    let direct = strings(&["python3", "-c", wrong]);
    let mut launched = strings(&["sh", &fixture("launcher.sh"), "0"]);
    launched.extend(direct.iter().cloned());
    let (alone, through) = (golden_verdicts(&direct), golden_verdicts(&launched));
    assert!(alone.iter().any(|v| v.contains(": WA ")), "{alone:?}");
    assert_eq!(alone, through);
}
