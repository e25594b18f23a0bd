//! The judge tool: `judge PROBLEM [OPTIONS] -- CMD [ARGS...]` judges any
//! program on a problem of the pack (golden files, random small cases
//! against the brute force, the largest inputs); `judge brute`, `judge gen`,
//! `judge diff` and `judge checker` are the brute force, the generator, the
//! output comparison and a checker problem's checker on their own. Front
//! doors: scripts/judge.sh, scripts/brute.sh, scripts/gen.sh, scripts/checker.sh.

use pack::judge_tool::judge_named;
use pack::problems;
use sglab::comparison::Rule;
use sglab::judge::diff::first_difference;
use sglab::judge::outcome::JudgeOptions;
use sglab::meta::{self, Meta};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::exit;
use std::time::Duration;

const HELP: &str = "\
usage: scripts/judge.sh PROBLEM [--cases N] [--runs R] [--seed S] [--cap SECONDS] [--memory MIB] [--no-large] [--beyond] [--env NAME]... -- CMD [ARGS...]
      Judge CMD (any program reading the input on stdin, answers on stdout)
      on PROBLEM (a binary name such as luogu2252, a folder name such as
      luogu2252-wythoff, or a unique prefix such as luogu), in three phases,
      stopping at the first failing one:
        1. every golden file testdata/<problem>/*.in, with the judge's time limit;
        2. random small cases (default: 3000 cases in at most 300 runs of the
           program, 100 a run, so 300 cases where an input holds one; seed 1),
           answered by the brute force (exhaustive search of the game) where
           it can, else by the proven reference;
        3. the generator's largest inputs against the time limit (--no-large skips).
      All three stay inside the judge's statement (golden files and generator
      kinds that go beyond it, such as POJ 3710's self-loops, are left out;
      random cases are drawn inside it). --beyond adds them as phase 4, \"beyond
      the statement\": a failure there is no verdict on the online judge's tests.
      Each run is bounded: the judge's time limit (CPU time of the program and
      all it starts; wall time only as a safety net, 4x the limit + 5 s), its
      memory limit (their peak resident memory; --memory MIB overrides it) and
      an output limit (twice the expected output plus 8 MiB). Verdicts: AC, WA,
      RE, TLE, MLE, OLE, ILE, each with the CPU time and peak memory. A program
      that cannot start is named (exit status 2).
      The output is compared as PROBLEM's judge compares: exactly (HDU, POJ,
      and judges whose rule is not known), by lines with whitespace at line
      ends and final blank lines ignored (Luogu), or by tokens (Codeforces,
      AtCoder, CSES); a verdict that turns on whitespace names the rule.
      The program runs in a judge's environment, not yours: PATH, HOME,
      TMPDIR, LANG=C.UTF-8 and what a launcher needs (pyenv's and rustup's
      variables); --env NAME passes your NAME through too (PYTHONUNBUFFERED,
      say, which no judge sets).
      When the program exits or is killed, so is everything it started.
      Budgets are counted in cases, so the same seed gives the same report on
      any machine, quiet or loaded (times and memory aside). --cap SECONDS
      (default 600) is only a safety cap on each search for a very slow
      program; the report says when it stopped one early.
      A failing input is first written to target/judge/<problem>/counterexample.in,
      expected.out and got.out; a wrong answer, crash, MLE or OLE is then shrunk
      to a smallest failing input (at most 1500 runs, 6000 cases and 64 MiB of
      input; a case over 16 KiB is kept whole; the report says where it
      stopped and why), explained in the game's terms and written there.
  judge brute PROBLEM < INPUT     the brute force's answers (scripts/brute.sh --help)
  judge gen PROBLEM [SEED] [--max | --kind KIND]
                                  one input (scripts/gen.sh --help)
  judge diff [PROBLEM] EXPECTED GOT
                                  the first line where two output files differ,
                                  compared as PROBLEM's judge compares (else exactly)
  judge checker PROBLEM INPUT OUTPUT [EXPECTED]
                                  a checker problem's checker (scripts/checker.sh --help)
  judge list                      the problems in study order: binary, folder, title
  judge name PROBLEM...           each problem's binary name (the scripts build it)
  judge table                     the README's problem table (scripts/table.sh --help)
exit status: 0 all pass (or no difference), 1 a failing verdict (or a
difference), 2 usage or tool error, 3 all pass inside the statement but a
failure beyond it (--beyond).";

const BRUTE_HELP: &str = "\
usage: scripts/brute.sh PROBLEM < INPUT
The brute force of PROBLEM (an exhaustive search of the game's real rules)
on INPUT: its answers on stdout, in the judge's output format. A case too
large to search is refused by its number and size. PROBLEM is a binary name
(hdu5795), a folder name (hdu5795-a-simple-nim) or a unique prefix.
exit status: 0 answered, 2 a case too large, an invalid input or a usage error.";

const GEN_HELP: &str = "\
usage: scripts/gen.sh PROBLEM [SEED] [--max | --kind KIND]
One input for PROBLEM on stdout: small random cases (the generator's
`random` kind, which the judge draws), with --max the judge's largest (the
first `bench` kind of its Cargo.toml), or any generator kind. Without SEED a
fresh seed, printed on stderr, so the input can be made again.
  scripts/gen.sh hdu5795 7 | scripts/brute.sh hdu5795
exit status: 0 written, 2 an unknown problem or kind, or a usage error.";

const CHECKER_HELP: &str = "\
usage: scripts/checker.sh PROBLEM INPUT OUTPUT [EXPECTED]
A checker problem's checker (any correct answer accepted, a winning move
say) on one program output, as `oj test --judge-command` calls it; EXPECTED
is not read:
  oj t -c ./a.out --judge-command 'scripts/checker.sh cf1149e'
exit status: 0 accepted; 1 wrong answer, the reason on stderr (and stdout,
which oj shows); 2 usage or tool error (a problem judged otherwise, say).";

const TABLE_HELP: &str = "\
usage: scripts/table.sh
Prints the README's problem table, made from the registry and each
problem's Cargo.toml; paste it between README.md's problem-table markers
(a test checks the copy).
exit status: 0.";

/// The help of a subcommand.
fn help_of(command: &str) -> &'static str {
    match command {
        "brute" => BRUTE_HELP,
        "gen" => GEN_HELP,
        "checker" => CHECKER_HELP,
        "table" => TABLE_HELP,
        _ => HELP,
    }
}

/// `judge checker PROBLEM INPUT OUTPUT [EXPECTED]`.
fn checker(args: &[String]) {
    let (name, input, output) = match args {
        [name, input, output] | [name, input, output, _] => (name, input, output),
        _ => usage_of("checker", "checker takes PROBLEM INPUT OUTPUT [EXPECTED]"),
    };
    let read = |path: &String| {
        std::fs::read(path)
            .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
            .unwrap_or_else(|e| fail(&format!("checker: {path}: {e}")))
    };
    let name = &resolve(name).bin;
    let (input, output) = (read(input), read(output));
    match pack::checker_tool::check_named(name, &input, &output) {
        None => unreachable!("{name} is registered"),
        Some(Err(why)) => fail(&format!("checker {name}: {why}")),
        Some(Ok(pack::checker_tool::Checked::Accepted)) => out("accepted\n"),
        Some(Ok(pack::checker_tool::Checked::Wrong(case, why))) => {
            let line = format!("wrong answer: case {case}: {why}\n");
            out(&line);
            sglab::errprint!("{line}");
            exit(1)
        }
    }
}

/// Prints to stdout; a closed pipe (`| head`) is not an error.
fn out(text: &str) {
    let _ = std::io::stdout().write_all(text.as_bytes());
}

fn fail(message: &str) -> ! {
    sglab::errln!("judge: {message}");
    exit(2)
}

fn usage(message: &str) -> ! {
    usage_of("", message)
}

/// A usage error of `command`, with its help.
fn usage_of(command: &str, message: &str) -> ! {
    sglab::errln!("judge: {message}\n\n{}", help_of(command));
    exit(2)
}

/// The problem `name` names (a binary or folder name or a unique prefix);
/// an unknown name ends the run with its one-line error, exit 2.
fn resolve(name: &str) -> Meta {
    meta::resolve(name).unwrap_or_else(|e| fail(&e))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut before_dashes = args.iter().take_while(|a| *a != "--");
    if before_dashes.any(|a| a == "-h" || a == "--help") {
        out(&format!("{}\n", help_of(args.first().map_or("", String::as_str))));
        return;
    }
    match args.first().map(String::as_str) {
        None => usage("no arguments"),
        Some("help") => out(&format!("{HELP}\n")),
        Some("list") => out(&list()),
        Some("name") if args.len() > 1 => args[1..]
            .iter()
            .for_each(|name| out(&format!("{}\n", resolve(name).bin))),
        Some("name") => usage("name takes PROBLEM..."),
        Some("table") if args.len() > 1 => usage_of("table", "table takes no arguments"),
        Some("table") => out(&pack::table::markdown()),
        Some("diff") => diff(&args[1..]),
        Some("brute") => brute(&args[1..]),
        Some("gen") => gen(&args[1..]),
        Some("checker") => checker(&args[1..]),
        Some(_) => judge(&args),
    }
}

fn diff(args: &[String]) {
    let (rule, expected, got) = match args {
        [expected, got] => (Rule::Exact, expected, got),
        [name, expected, got] => (resolve(name).comparison, expected, got),
        _ => usage("diff takes [PROBLEM] EXPECTED GOT"),
    };
    let read = |path: &String| std::fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("{path}: {e}")));
    match first_difference(rule, &read(expected), &read(got)) {
        None => out("same\n"),
        Some(difference) => {
            out(&format!("{difference}\n"));
            exit(1)
        }
    }
}

fn problem(name: &str) -> Box<dyn sglab::contract::AnyProblem> {
    problems::named(name).unwrap_or_else(|e| fail(&e))
}

/// `judge list`: binary, folder and title of each problem, in study order.
fn list() -> String {
    let all = problems::all();
    let width = |f: fn(&Meta) -> usize| all.iter().map(|p| f(p.meta())).max().unwrap_or(0);
    let (bin, folder) = (width(|m| m.bin.len()), width(|m| m.folder.len()));
    all.iter()
        .map(|p| {
            let m = p.meta();
            format!("{:<bin$}  {:<folder$}  {}\n", m.bin, m.folder, m.title)
        })
        .collect()
}

fn brute(args: &[String]) {
    let name = match args {
        [name] => name,
        _ => usage_of("brute", "brute takes PROBLEM, the input on stdin"),
    };
    let problem = problem(name);
    let mut input = String::new();
    if let Err(e) = std::io::stdin().read_to_string(&mut input) {
        fail(&format!("cannot read stdin: {e}"));
    }
    match problem.brute(&input) {
        Ok(answers) => out(&answers),
        Err(why) => fail(&format!("brute {name}: {why}")),
    }
}

/// Where the pack's built binaries are: next to this one.
fn bin_dir() -> PathBuf {
    let exe = std::env::current_exe().unwrap_or_else(|e| fail(&format!("cannot find myself: {e}")));
    exe.parent().expect("a folder").to_path_buf()
}

fn gen(args: &[String]) {
    let mut kind = "random".to_string();
    let mut rest = Vec::new();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--max" => kind = String::new(),
            "--kind" => {
                i += 1;
                kind = args
                    .get(i)
                    .cloned()
                    .unwrap_or_else(|| usage_of("gen", "--kind needs a KIND"));
            }
            _ => rest.push(&args[i]),
        }
        i += 1;
    }
    let (name, seed) = match rest.as_slice() {
        [name, seed] => (*name, number("SEED", Some(seed))),
        [name] => {
            // No seed: a fresh one, told on stderr so the input can be made again.
            let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
            let seed = now.map_or(1, |d| d.as_nanos() as u64 % 1_000_000_000);
            sglab::errln!("judge gen {name}: seed {seed}");
            (*name, seed)
        }
        _ => usage_of("gen", "gen takes PROBLEM [SEED] [--max | --kind KIND]"),
    };
    let problem = problem(name);
    if kind.is_empty() {
        kind = problem
            .meta()
            .bench
            .first()
            .cloned()
            .unwrap_or_else(|| fail(&format!("{name} lists no bench kind")));
    }
    match problem.generate(&kind, seed) {
        Ok(input) => out(&input),
        Err(e) => fail(&e),
    }
}

fn number<T: std::str::FromStr>(flag: &str, value: Option<&String>) -> T {
    value
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| usage(&format!("{flag} needs a number")))
}

fn judge(args: &[String]) {
    let dashes = args
        .iter()
        .position(|a| a == "--")
        .unwrap_or_else(|| usage("no `--` before the command to judge"));
    let (name, flags, cmd) = (&args[0], &args[1..dashes], &args[dashes + 1..]);
    if cmd.is_empty() {
        usage("no command after `--`");
    }
    let name = &resolve(name).bin;
    let mut options = JudgeOptions {
        cases: 3000,
        runs: 300,
        search_runs: sglab::judge::phases::SEARCH_RUNS,
        cap: Duration::from_secs(600),
        seed: 1,
        batch: 100,
        large: true,
        beyond: false,
        out_dir: meta::root().join("target/judge").join(name),
        bin_dir: bin_dir(),
        memory_mib: None,
        shrink: sglab::contract::shrink::Budget::JUDGE,
    };
    let mut i = 0;
    while i < flags.len() {
        match flags[i].as_str() {
            "--cases" => options.cases = number("--cases", flags.get(i + 1)),
            "--runs" => options.runs = number("--runs", flags.get(i + 1)),
            "--seed" => options.seed = number("--seed", flags.get(i + 1)),
            "--cap" => options.cap = Duration::from_secs_f64(number("--cap", flags.get(i + 1))),
            "--memory" => options.memory_mib = Some(number("--memory", flags.get(i + 1))),
            "--no-large" => {
                options.large = false;
                i += 1;
                continue;
            }
            "--beyond" => {
                options.beyond = true;
                i += 1;
                continue;
            }
            "--env" => match flags.get(i + 1) {
                Some(name) if !name.is_empty() && !name.contains('=') => sglab::run::pass_env(name),
                _ => usage("--env takes a variable's NAME (its value is yours)"),
            },
            other => usage(&format!("unknown option {other:?}")),
        }
        i += 2;
    }
    out(&format!("{name}: judging `{}`\n", cmd.join(" ")));
    let progress: Box<dyn Write> = if sglab::run::stderr_is_terminal() {
        Box::new(std::io::stderr())
    } else {
        Box::new(std::io::sink())
    };
    let mut progress = progress;
    match judge_named(name, cmd.to_vec(), options, &mut std::io::stdout(), &mut progress) {
        Some(Ok(None)) => {}
        Some(Ok(Some(f))) if f.phase == sglab::judge::scope::BEYOND_PHASE => exit(3),
        Some(Ok(Some(_))) => exit(1),
        Some(Err(e)) => fail(&e),
        None => unreachable!("{name} is registered"),
    }
}
