//! `explore --rules CMD`: the examples' tables against values computed
//! independently here (published formulas: Lasker's Nim, the Ruler game's
//! lowbit, the rook's x xor y; a mex loop for Grundy's game), the pattern
//! in the catalogue's words, "no pattern" where none fits, the outputs
//! (CSV, --out, --svg, --from/--to, --misere), and one clear error for each
//! kind of hostile rules program (fixtures/rules/hostile.py). Every run is
//! a short Python program; counts, never clocks.

use crate::explore;
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap()
}

pub(crate) fn example(name: &str) -> String {
    root().join("examples/rules").join(name).display().to_string()
}

pub(crate) fn fixture(args: &str) -> String {
    let file = root().join("shared/pack/tests/tools/fixtures/rules");
    let (name, rest) = args.split_once(' ').unwrap_or((args, ""));
    format!("python3 {}/{name}.py {rest}", file.display())
}

/// The values of a one-size table as CSV gives them.
fn values(cmd: &str, n: usize) -> Vec<u64> {
    let csv = explore(&["--rules", cmd, "-n", &n.to_string(), "--csv"]).unwrap();
    csv.lines()
        .skip(1)
        .map(|l| l.split(',').nth(1).unwrap().parse().unwrap())
        .collect()
}

#[test]
fn lasker_s_nim_has_its_published_values() {
    // g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3.
    let expected: Vec<u64> = (0..=60u64)
        .map(|n| match n % 4 {
            0 if n > 0 => n - 1,
            3 => n + 1,
            _ => n,
        })
        .collect();
    assert_eq!(values(&example("lasker.py"), 60), expected);
    let text = explore(&["--rules", &example("lasker.py"), "-n", "40"]).unwrap();
    assert!(text.contains(
        "\nperiod 4, saltus 4, preperiod 1: g(n + 4) = g(n) + 4 for 1 <= n <= 36\nconjecture, checked for n <= 40: \
         a move removes as many as 40 tokens, more than half of n = 40, so the table shows no bound on what a \
         move takes (a larger heap may allow a larger one), which the octal periodicity theorem needs (the \
         explorer asks for a table at least twice the largest move)\n"
    ));
    assert!(text.ends_with("P-positions (g = 0), 1 for n <= 40: 0\n"));
}

#[test]
fn a_move_past_half_the_table_leaves_a_code_a_conjecture() {
    // The subtraction set {13}: at n = 20 its one move is past half the
    // table (so a conjecture), at n = 26 it is not, and the code is proven.
    let s13 = explore(&["--rules", &fixture("games subtract 13"), "-n", "20"]).unwrap();
    assert!(
        s13.contains("conjecture, checked for n <= 20: a move removes as many as 13 tokens, more than half of n = 20"),
        "{s13}"
    );
    let s13 = explore(&["--rules", &fixture("games subtract 13"), "-n", "26"]).unwrap();
    assert!(s13.contains("\nproven: the options are exactly those of "), "{s13}");
}

#[test]
fn a_size_written_another_way_is_no_size_of_the_box() {
    // `039` is a position of its own (the graph keeps texts), so the box
    // does not read it as 39 and call the options those of 0.33.
    let err = explore(&["--rules", &fixture("games padded"), "--box", "40"]).unwrap_err();
    assert!(
        err.contains("position 40: option \"039\" is not a heap size as the box writes one"),
        "{err}"
    );
}

#[test]
fn the_ruler_game_is_lowbit() {
    let expected: Vec<u64> = (0..=64u64)
        .map(|n| if n == 0 { 0 } else { n & n.wrapping_neg() })
        .collect();
    assert_eq!(values(&example("ruler.py"), 64), expected);
    let text = explore(&["--rules", &example("ruler.py"), "-n", "40"]).unwrap();
    assert!(text.contains(
        "\ng(n) = lowbit(n), the largest power of two dividing n (g(0) = 0), for 0 <= n <= 40\n\
         conjecture, checked for n <= 40; the octal periodicity theorem does not apply, as the game is not octal: \
         at n = 3 a move removes 0 and leaves heaps 1 + 2; an octal game would then allow removing 0 at n = 2 too, \
         leaving 2 heaps, and the program does not\n"
    ));
}

#[test]
fn the_rook_is_x_xor_y_and_a_sum() {
    let csv = explore(&["--rules", &example("rook.py"), "--grid", "9x8", "--csv"]).unwrap();
    let mut cells = 0;
    for line in csv.lines().skip(1) {
        let v: Vec<usize> = line.split(',').map(|t| t.parse().unwrap()).collect();
        assert_eq!(v[2], v[0] ^ v[1], "{line}");
        cells += 1;
    }
    assert_eq!(cells, 10 * 9);
    let text = explore(&["--rules", &example("rook.py"), "--grid", "9x9"]).unwrap();
    assert!(text.contains("\ng(x, y) = x xor y for 0 <= x <= 9, 0 <= y <= 9: a sum of two games"));
    assert!(text.contains(
        "\nproven for 0 <= x <= 9, 0 <= y <= 9 by the Sprague-Grundy theorem: at every position with \
         x + y <= 18 the options read are exactly (x', y) for x' an option of (x, 0) and (x, y') for y' an \
         option of (0, y); beyond, nothing is claimed"
    ));
    assert!(text.ends_with("(8, 8) (9, 9)\n"));
    // Each part is checked on its own side only: 10 along x, 20 along y.
    let text = explore(&["--rules", &example("rook.py"), "--grid", "10x20"]).unwrap();
    assert!(
        text.contains("; g(n) = n for each part: conjecture, checked for n <= 10 along x and n <= 20 along y\n"),
        "{text}"
    );
    // Values x xor y from options that are not a sum's (the diagonal step
    // from (2, 1) to (1, 0)): the values of a sum, never called one.
    let text = explore(&["--rules", &fixture("games rookdiag"), "--grid", "12x12"]).unwrap();
    assert!(
        text.contains("\ng(x, y) = x xor y for 0 <= x <= 12, 0 <= y <= 12: the values of a sum of two games,"),
        "{text}"
    );
    assert!(
        text.contains("\nconjecture, checked for 0 <= x <= 12, 0 <= y <= 12; g(n) = n"),
        "{text}"
    );
}

#[test]
fn grundy_s_game_from_the_readme_s_program() {
    let n = 60;
    let mut g = vec![0u64; n + 1];
    for h in 0..=n {
        let reached: Vec<u64> = (1..(h + 1) / 2).map(|a| g[a] ^ g[h - a]).collect();
        g[h] = (0..).find(|v| !reached.contains(v)).unwrap();
    }
    assert_eq!(values(&example("grundy.py"), n), g);
    // The README shows the program as the file has it, from `import sys` on.
    let file = std::fs::read_to_string(example("grundy.py")).unwrap();
    let body = &file[file.find("import sys").unwrap()..];
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    assert!(
        readme.contains(&format!("```python\n{body}```\n")),
        "README's rules program is examples/rules/grundy.py"
    );
}

#[test]
fn forms_of_the_catalogue() {
    let sub = |set: &str, n: &str| explore(&["--rules", &fixture(&format!("games subtract {set}")), "-n", n]).unwrap();
    // {1, 3, 4}: g = 0 1 0 1 2 3 2, period 7; recognised as octal 0.3033, so proven.
    let text = sub("1,3,4", "40");
    assert!(text.contains(
        "\nperiod 7, saltus 0, preperiod 0: g(n + 7) = g(n) for 0 <= n <= 33\n\
         proven: the options are exactly those of the subtraction game {1, 3, 4}, octal code 0.3033 at every \
         n <= 40 asked, and that game has period 7 from n = 0 by the octal periodicity theorem (its table \
         computed to n = 4096); the program's game is that game as far as it was asked, n <= 40\n\
         P-positions (g = 0), 12 for n <= 40: 0 2 7 9 14 16 21 23 28 30 35 37\n"
    ));
    // Squares: no form fits, nothing claimed; --subtract keeps its own words.
    assert!(sub("1,4,9,16,25,36", "200").contains("\nno pattern found for n <= 200: no form of the catalogue fits\n"));
    assert!(explore(&["--subtract", "1,4,9,16,25,36", "-n", "200"])
        .unwrap()
        .ends_with("no period found up to N = 200 (try a larger -n)\n"));
    // Wythoff's game (c = 1) and its c = 2 cousin: pairs checked against the
    // table, P-positions from the table itself.
    let w1 = explore(&["--rules", &fixture("games wythoff 1"), "--grid", "13x13"]).unwrap();
    assert!(w1.contains("\nWythoff-type P-positions with c = 1: "), "{w1}");
    assert!(w1.contains("a_k / k tends to 1.6180"));
    assert!(w1.contains("(3, 5) (4, 7) (5, 3) (6, 10)"));
    let w2 = explore(&["--rules", &fixture("games wythoff 2"), "--grid", "20x20"]).unwrap();
    assert!(w2.contains("\nWythoff-type P-positions with c = 2: "));
    assert!(w2.contains("(1, 3) (2, 6) (3, 1) (4, 10)"));
    // Two heaps of {1, 2}: a sum, each part named; periodic too, but the sum is said first.
    let s = explore(&["--rules", &fixture("games sum"), "--grid", "9x9"]).unwrap();
    assert!(
        s.contains(
            "\ng(x, y) = g(x, 0) xor g(0, y) for 0 <= x <= 9, 0 <= y <= 9: a sum of two games, \
         the part along x (n = x): period 3, saltus 0, preperiod 0: g(n + 3) = g(n) for 0 <= n <= 6; \
         the part along y (n = y): period 3"
        ),
        "{s}"
    );
}

#[test]
fn every_output() {
    let lasker = example("lasker.py");
    let dir = std::env::temp_dir().join(format!("sg-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (svg, out) = (dir.join("l.svg"), dir.join("l.csv"));
    let window = explore(&[
        "--rules",
        &lasker,
        "-n",
        "30",
        "--from",
        "10",
        "--to",
        "13",
        "--svg",
        svg.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ])
    .unwrap();
    assert!(window.starts_with(&format!(
        "rules program {lasker}: g(n) for n = 10..13\n n  +0 +1 +2 +3 +4 +5 +6 +7 +8 +9\n10  10 12 11 13\n"
    )));
    assert!(
        window.contains(": g(n) computed for n = 0..30\nlargest value 30, first at n = 30\n"),
        "{window}"
    );
    assert!(std::fs::read_to_string(&svg).unwrap().starts_with("<svg"));
    assert_eq!(std::fs::read_to_string(&out).unwrap().lines().nth(4), Some("3,4"));
    let grid = dir.join("r.svg");
    explore(&[
        "--rules",
        &example("rook.py"),
        "--grid",
        "4x4",
        "--svg",
        grid.to_str().unwrap(),
    ])
    .unwrap();
    assert!(std::fs::read_to_string(&grid).unwrap().starts_with("<svg"));
    std::fs::remove_dir_all(&dir).unwrap();
    // Misere outcomes by exhaustive search: the same as the kernel's game's.
    let mine = explore(&["--rules", &fixture("games subtract 1,3,4"), "--misere", "-n", "12"]).unwrap();
    let kernel = explore(&["--subtract", "1,3,4", "--misere", "-n", "12"]).unwrap();
    let body = |t: &str| t[t.find('\n').unwrap()..].to_string();
    assert_eq!(body(&mine), body(&kernel));
}

#[test]
fn hostile_rules_programs_get_one_clear_error() {
    let cases = [
        (
            "crash 3",
            "position 3: the rules program exited with status 3 before answering; its stderr ends: boom",
        ),
        (
            "token 2",
            "position 2: answer \"0;x\": token \"x\" of option 2 is not a non-negative integer",
        ),
        (
            "larger 2",
            "position 2: answer \"0;3\": option 2 leaves 3, not smaller than the position",
        ),
        (
            "negative 2",
            "position 2: answer \"0;-1\": component -1 of option 2 is negative",
        ),
        (
            "cycle 2",
            "position 2: answer \"0;2\": option 2 leaves 2, the position itself: a cycle",
        ),
        (
            "flood 2",
            "position 2: the answer is longer than 16 MiB (a flood of output?)",
        ),
        (
            "twice 99",
            "the rules program printed more lines than the 6 positions asked",
        ),
        // Killed halfway through an answer: the half line is no answer
        // (it once was, and g(2) came out 1 with exit 0).
        (
            "partial 2",
            "position 2: the rules program exited with status 0 before answering (a last line without its newline is no answer)",
        ),
        // Every answer right, then a failing exit: no table.
        (
            "status 99",
            "the rules program answered every position, then exited with status 3",
        ),
    ];
    for (how, expected) in cases {
        let err = explore(&["--rules", &fixture(&format!("hostile {how}")), "-n", "5"]).unwrap_err();
        assert!(err.starts_with(expected), "{how}: {err}");
    }
    // A program that sleeps while its answer is awaited: stopped by the
    // run layer's idle rule (a second asleep), not by a clock of ours.
    let err = explore(&["--rules", &fixture("hostile silent 2"), "-n", "5"]).unwrap_err();
    assert!(
        err.starts_with("position 2: the rules program slept for 1 s while its answer was awaited"),
        "{err}"
    );
    let err = explore(&["--rules", "/nonexistent/rules", "-n", "3"]).unwrap_err();
    assert!(err.starts_with("cannot start the rules program"), "{err}");
    // A rules file without its execute bit: the fix is named (issue 46).
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("rules-not-executable.py");
    std::fs::write(&file, "print(0)\n").unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    let err = explore(&["--rules", &file.display().to_string(), "-n", "3"]).unwrap_err();
    assert!(err.contains("chmod +x") && err.contains("'python3 "), "{err}");
}

/// A child the rules program starts dies with it: the program runs in a
/// process group of its own (the run layer's), killed as a whole at the
/// end.
#[test]
fn a_rules_program_s_children_end_with_it() {
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("rules-fork.pid");
    let _ = std::fs::remove_file(&file);
    let cmd = fixture(&format!("hostile fork 99 {}", file.display()));
    assert!(explore(&["--rules", &cmd, "-n", "5"]).is_ok());
    let pid = std::fs::read_to_string(&file).unwrap();
    let alive = std::fs::read_to_string(format!("/proc/{}/stat", pid.trim()))
        .is_ok_and(|stat| !stat.split(") ").nth(1).unwrap_or("").starts_with('Z'));
    assert!(!alive, "the rules program's child {pid} outlived the explorer");
}

/// Misère play of a game whose sums grow (n -> n-1, n-1) ends at the
/// search's bound with an error, not with the machine's memory.
#[test]
fn misere_search_of_a_growing_game_stops_at_its_bound() {
    let err = explore(&["--rules", &fixture("hostile grow 0"), "--misere", "-n", "12"]).unwrap_err();
    assert!(
        err.starts_with("--misere: the search passed 250000 positions by n = "),
        "{err}"
    );
}

fn game(args: &str, n: usize) -> String {
    explore(&["--rules", &fixture(&format!("games {args}")), "-n", &n.to_string()]).unwrap()
}

/// The status line: the line after the pattern's.
fn status(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .rposition(|l| l.starts_with("P-positions (g = 0)"))
        .unwrap();
    lines[at - 1].to_string()
}

/// Dawson's Kayles written as a row of pins is recognised as octal 0.07,
/// and its period is proven; the period and preperiod the explorer prints
/// are those of a plain mex loop over the row game, computed here.
#[test]
fn dawson_s_kayles_as_a_rules_program_is_recognised_and_proven() {
    let n = 1200;
    let mut g = vec![0u32; n + 1];
    for h in 2..=n {
        let reached: Vec<u32> = (0..=h - 2).map(|a| g[a] ^ g[h - 2 - a]).collect();
        g[h] = (0..).find(|v| !reached.contains(v)).unwrap();
    }
    assert!((53..=n - 34).all(|i| g[i + 34] == g[i]), "period 34 from 53");
    assert_ne!(g[52 + 34], g[52], "not from 52");
    assert_eq!(
        status(&game("dawson", 400)),
        "proven: the options are exactly those of Dawson's Kayles, octal code 0.07 at every n <= 400 asked, and that \
         game has period 34 from n = 53 by the octal periodicity theorem (its table computed to n = 4096); the \
         program's game is that game as far as it was asked, n <= 400"
    );
}

/// Games that are not octal say which moves show it, and claim nothing:
/// take 2 or 3, and 4 only from a multiple of 12 (period 5 to n = 40, yet
/// g(48) = 2 breaks it); Grundy's game (no split into equal heaps). A game
/// with no move yet is said to be just that.
#[test]
fn games_that_are_not_octal_name_the_move_that_shows_it() {
    let text = game("mod12", 40);
    assert!(text.contains("\nperiod 5, saltus 0, preperiod 13"), "{text}");
    assert_eq!(
        status(&text),
        "conjecture, checked for n <= 40; the octal periodicity theorem does not apply, as the game is not octal: at \
         n = 12 a move removes 4 and leaves one heap (8); an octal game would then allow removing 4 at n = 5 too, \
         leaving one heap, and the program does not"
    );
    let mut g = vec![0u64; 49];
    for h in 0..=48usize {
        let takes = [2, 3, 4].into_iter().filter(|&t| t <= h && (t < 4 || h % 12 == 0));
        let reached: Vec<u64> = takes.map(|t| g[h - t]).collect();
        g[h] = (0..).find(|v| !reached.contains(v)).unwrap();
    }
    assert_eq!(values(&fixture("games mod12"), 48), g);
    assert!(
        (13..=35).all(|i| g[i + 5] == g[i]) && g[48] != g[43],
        "period 5 to 40, broken at 48"
    );
    assert_eq!(g[48], 2);
    let grundy = explore(&["--rules", &example("grundy.py"), "-n", "30"]).unwrap();
    assert!(status(&grundy).ends_with(
        "not octal: at n = 3 a move removes 0 and leaves heaps 1 + 2; an octal game would then allow removing 0 at \
         n = 2 too, leaving 2 heaps, and the program does not"
    ));
    assert_eq!(
        status(&game("subtract 13", 10)),
        "no position n <= 10 has a move, so g = 0 there; nothing is claimed beyond n = 10"
    );
}

/// Mock Turtles with the coins numbered from 0 is the odious form (the
/// textbook numbering): the (n + 1)-th odious number, a shift of the
/// catalogue's n-th, its values from a mex loop here; no P-position.
#[test]
fn mock_turtles_from_zero_is_the_odious_form() {
    let n = 30;
    let mut g = vec![0u64; n + 1];
    for h in 0..=n {
        let mut reached = vec![0u64];
        reached.extend((0..h).map(|a| g[a]));
        reached.extend(
            (0..h)
                .flat_map(|b| (0..b).map(move |a| (a, b)))
                .map(|(a, b)| g[a] ^ g[b]),
        );
        g[h] = (0..).find(|v| !reached.contains(v)).unwrap();
    }
    assert_eq!(&g[..6], &[1, 2, 4, 7, 8, 11]);
    assert_eq!(values(&fixture("games turtles"), n), g);
    let text = game("turtles", n);
    assert!(text.contains(
        "\ng(n) = the (n + 1)-th odious number (odd popcount: 1, 2, 4, 7, 8, ...), 2n + 1 when popcount(n) is even, \
         else 2n, as in Mock Turtles with the coins numbered from 0, for 0 <= n <= 30\n"
    ));
    assert!(text.ends_with("P-positions (g = 0): none for n <= 30\n"), "{text}");
}
