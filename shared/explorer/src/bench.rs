//! The explorer's speed targets, one list read by `scripts/bench.sh explore`
//! (through `explore --bench-list`): each command and the CPU seconds it
//! should take on one core, release build. Data only; the script measures
//! (and compiles the C rules program a command names as `@heaps3@`).

/// (command, target CPU seconds). Timings are measured by the script on
/// this kind of machine (2 cores), never asserted by the test suite.
pub const TARGETS: &[(&str, f64)] = &[
    ("--octal 0.77 -n 10000 --plain", 0.05),
    ("--octal 0.45 --prove", 0.05),
    ("--octal 0.156 --prove", 0.05),
    ("--octal 0.356 --prove", 0.05),
    ("--octal 0.644 --prove", 0.05),
    ("--octal 0.165 --prove", 0.05),
    ("--octal 0.16 --prove", 0.2),
    ("--octal 0.56 --prove", 0.3),
    ("--octal 0.127 --prove", 3.0),
    ("--octal 0.354 --prove", 12.0),
    ("--octal 0.376 --prove", 20.0),
    ("--grundys-game -n 2097152", 20.0),
    ("--grundys-game -n 16777216", 110.0),
    ("--solved-table", 45.0),
    // Issue 43's target: 200,000 positions a second of wall time and at
    // most 200 bytes a position; @heaps3@ is examples/rules/heaps3.c,
    // compiled by the script. The CPU figure is the explorer's and the
    // program's together.
    ("--rules @heaps3@ --from '100 100 100' --bound 2000000", 5.0),
];

/// The list as `target|command` lines.
pub fn list() -> String {
    TARGETS
        .iter()
        .map(|(args, secs)| format!("{secs} s|{args}\n"))
        .collect()
}
