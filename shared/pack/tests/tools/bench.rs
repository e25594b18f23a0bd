//! The benchmark's interface: `--help` prints
//! the tool's own usage, `--peer` takes a command and one problem, and a
//! bad argument is a usage error (exit 2), never a panic. Nothing here is
//! timed: the figures are for docs/benchmarks.md only.

use std::process::Command;

const BENCH: &str = env!("CARGO_BIN_EXE_bench");

fn bench(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(BENCH).args(args).output().unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (out.status.code(), text(out.stdout), text(out.stderr))
}

#[test]
fn help_is_the_tools_own_usage() {
    for flag in ["--help", "-h"] {
        let (code, stdout, stderr) = bench(&[flag]);
        assert_eq!(code, Some(0), "{stderr}");
        crate::assert_expected("bench-help.txt", &stdout);
        assert!(!stdout.contains("cargo"), "{stdout}");
    }
}

#[test]
fn a_peer_needs_a_command_and_exactly_one_problem() {
    let cases: [&[&str]; 5] = [
        &["cf786a", "--peer"],
        &["cf786a", "--peer", " "],
        &["cf786a", "cf494e", "--peer", "/bin/true"],
        &["--peer", "/bin/true"],
        &["cf786a", "--bogus"],
    ];
    for args in cases {
        let (code, stdout, stderr) = bench(args);
        assert_eq!(code, Some(2), "{args:?}: {stdout}{stderr}");
        assert!(stderr.starts_with("bench: "), "{args:?}: {stderr}");
        assert!(stderr.contains("usage: scripts/bench.sh"), "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?}: {stdout}");
    }
}

#[test]
fn peer_commands_split_on_whitespace() {
    let peers = pack::benchmark::parse_peers(&["python3  my.py --fast".to_string(), "/tmp/a".to_string()]).unwrap();
    assert_eq!(peers, vec![vec!["python3", "my.py", "--fast"], vec!["/tmp/a"]]);
    assert!(pack::benchmark::parse_peers(&["  ".to_string()]).is_err());
}
