//! The explorer's interface: the exact text and CSV layouts on games whose
//! values are known by theory (the subtraction game {1, 2}: g(n) = n mod 3;
//! the Euclid game: 0 once a pile is empty, g(1, 1) = 1, g(2, 1) = 2), and a one-line error with
//! exit code 2, never a panic, for every kind of bad argument.

use sglab::explore::run;
use std::process::Command;

fn explore(args: &[&str]) -> Result<String, String> {
    run(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>())
}

#[test]
fn plain_text_layout() {
    assert_eq!(
        explore(&["--subtract", "2,1", "-n", "12"]).unwrap(),
        "subtraction game {1, 2} = octal 0.33: g(n) for n = 0..12\n \
         n  +0 +1 +2 +3 +4 +5 +6 +7 +8 +9\n \
         0   0  1  2  0  1  2  0  1  2  0\n\
         10   1  2  0\n\
         period 3, saltus 0, preperiod 0: g(n + 3) = g(n) for 0 <= n <= 9\n\
         proven for all n >= 0 by the octal periodicity theorem (it needs 0 <= n < 8)\n"
    );
    // One value short of the theorem's range: no period is claimed.
    assert!(explore(&["--subtract", "1,2", "-n", "9"])
        .unwrap()
        .ends_with("\nno period found up to N = 9 (try a larger -n)\n"));
    assert_eq!(
        explore(&["--game", "hdu1907", "-n", "1"]).unwrap().lines().last(),
        Some("no period found up to N = 1 (try a larger -n)")
    );
}

#[test]
fn csv_layout() {
    assert_eq!(
        explore(&["--csv", "--subtract", "1,2", "-n", "5"]).unwrap(),
        "n,g\n0,0\n1,1\n2,2\n3,0\n4,1\n5,2\n"
    );
    let grid = explore(&["--game", "hdu3595", "--grid", "2x1", "--csv"]).unwrap();
    assert_eq!(grid, "x,y,g\n0,0,0\n0,1,0\n1,0,0\n1,1,1\n2,0,0\n2,1,2\n");
}

#[test]
fn grid_layout() {
    let text = explore(&["--game", "hdu3595", "--grid", "2x1"]).unwrap();
    let table: Vec<&str> = text.lines().skip(1).collect();
    assert_eq!(table, ["x\\y 0 1", "  0 0 0", "  1 0 1", "  2 0 2"]);
    assert!(
        text.starts_with("hdu3595: ")
            && text
                .lines()
                .next()
                .unwrap()
                .ends_with("x = 0..2 (rows), y = 0..1 (columns)")
    );
}

const BAD: &[&[&str]] = &[
    &[],
    &["--bogus"],
    &["--octal"],
    &["--octal", "0.8"],
    &["--octal", "1.7"],
    &["--octal", "07"],
    &["--octal", "0."],
    &["--octal", "0.7", "--octal", "0.7"],
    &["--octal", "0.7", "--subtract", "1"],
    &["--octal", "0.7", "--grid", "3x3"],
    &["--octal", "0.7", "-n", "x"],
    &["--octal", "0.7", "-n", "-1"],
    &["--octal", "0.7", "-n", "10001"],
    &["--octal", "0.7", "-n", "99999999999999999999999"],
    &["--subtract", ""],
    &["--subtract", "0,1"],
    &["--subtract", "1,,2"],
    &["--subtract", "1000001"],
    &["--game", "nosuchgame"],
    &["--game", "hdu1536"],
    &["--game", "poj2315"],
    &["--game", "acwing893"],
    &["--game", "hdu1907", "--grid", "3x3"],
    &["--game", "hdu5795", "-n", "1001"],
    &["--game", "hdu2509", "-n", "501"],
    &["--game", "hdu3595", "-n", "5"],
    &["--game", "hdu3595", "--grid", "3y3"],
    &["--game", "hdu3595", "--grid", "301x3"],
    &["--game", "hdu3595", "--grid", "3x"],
];

#[test]
fn bad_arguments_are_refused_in_one_line() {
    for args in BAD {
        let message = explore(args).expect_err(&format!("{args:?} accepted"));
        assert!(!message.contains('\n') && !message.is_empty(), "{args:?}: {message:?}");
    }
    assert!(explore(&["--game", "hdu1536"]).unwrap_err().contains("--subtract"));
    assert!(explore(&["--help"]).unwrap().starts_with("usage: explore"));
}

#[test]
fn the_binary_exits_with_code_2_and_one_error_line() {
    let bin = env!("CARGO_BIN_EXE_explore");
    for args in BAD {
        let out = Command::new(bin).args(*args).output().unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(
            stderr.starts_with("error: ") && stderr.lines().count() == 1,
            "{args:?}: {stderr}"
        );
    }
    let out = Command::new(bin)
        .args(["--octal", "0.07", "-n", "5", "--csv"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "n,g\n0,0\n1,0\n2,1\n3,1\n4,2\n5,0\n"
    );
}

#[test]
fn every_pack_game_tabulates() {
    use sglab::explore::{Rules, GAMES};
    for game in GAMES {
        let sizes: &[(&str, &str, usize)] = match game.rules {
            Rules::One(_) => &[("-n", "60", 61)],
            Rules::Two(_) => &[("--grid", "7x3", 8 * 4), ("--grid", "3x7", 4 * 8)],
            Rules::InInput(_) => continue,
        };
        for &(option, value, cells) in sizes {
            let csv = explore(&["--game", game.name, option, value, "--csv"]).unwrap();
            assert_eq!(csv.lines().count(), cells + 1, "{} {value}", game.name);
            let text = explore(&["--game", game.name, option, value]).unwrap();
            assert!(text.starts_with(&format!("{}: ", game.name)), "{}", game.name);
        }
    }
}
