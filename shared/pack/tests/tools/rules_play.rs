//! `scripts/play.sh --rules CMD COMPONENT...`: a rules program's game
//! against the pack, on games whose values are known by theory: Nim (the
//! hostile fixture before it misbehaves: g(n) = n, so a winning move
//! leaves xor 0) and Lasker's Nim (published values: g(7) = 8, g(3) = 4).

use pack::play_tool::{options, play};
use sglab::play::Winner;
use std::path::PathBuf;

fn fixture() -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    format!(
        "python3 {}/tests/tools/fixtures/rules/hostile.py none 999",
        root.display()
    )
}

fn game(args: &[&str], moves: &str) -> (Winner, String) {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let options = options(&args).unwrap();
    let mut out = Vec::new();
    let winner = play(&options, &mut moves.as_bytes(), &mut out).unwrap();
    (winner, String::from_utf8(out).unwrap())
}

#[test]
fn the_pack_answers_nim_with_the_only_winning_moves_and_components_keep_their_places() {
    // 1 xor 2 xor 3 = 0: after `1 0` the only move to xor 0 is 3 -> 2; after
    // `2 0`, 2 -> 0. An emptied heap keeps its place, so the places never move.
    let cmd = fixture();
    let (winner, text) = game(&["--rules", &cmd, "1", "2", "3"], "1 0\n2 0\n");
    assert_eq!(winner, Winner::Pack, "{text}");
    assert!(
        text.starts_with("start: 1, 2, 3 (g = 0, a P-position); you move first\n"),
        "{text}"
    );
    let shown = "your move>   leaves 0, 2, 3\npack: 3 2\n  leaves 0, 2, 2\n\
                 your move>   leaves 0, 0, 2\npack: 3 0\n  leaves 0, 0, 0\n\
                 You have no move: the pack wins.";
    assert!(text.contains(shown), "{text}");
}

#[test]
fn lasker_s_nim_hints_and_an_illegal_move() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/rules/lasker.py");
    let cmd = root.display().to_string();
    // g(7) xor g(3) = 8 xor 4: the one winning option takes 7 to 3 (g(3) = 4).
    let (_, text) = game(&["--rules", &cmd, "--hints", "7", "3"], "1 9\n1 3,4,1\n1 3\n");
    assert!(text.starts_with("start: 7, 3 (g = 12, an N-position)"), "{text}");
    let marked: Vec<&str> = text.lines().filter(|l| l.starts_with(" * ")).collect();
    assert_eq!(
        marked[0].split_whitespace().take(3).collect::<Vec<_>>(),
        ["*", "1", "3"]
    );
    assert!(text.contains("illegal: 9 is not an option of component 1 (7); try again"));
    assert!(text.contains("illegal: 3,4,1 is not an option of component 1 (7); try again"));
    // From the P-position 3, 3 the pack must leave the person an N-position.
    assert_eq!(text.matches("pack: ").count(), 1);
    assert!(text.contains("options from g = 7, an N-position"), "{text}");
}

/// Sizes past u64 are never read as numbers by the pack (they once
/// wrapped: a panic, or a start of `[0 0]`): the position is the
/// program's text, and the program's own failure on it is named; an
/// option never met (once cut to 32 bits, `1 6`) is no option.
#[test]
fn huge_numbers_are_the_program_s_to_refuse_and_never_wrapped() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/rules");
    let rook = root.join("rook.py").display().to_string();
    for start in ["18446744073709551615,1", "9223372036854775808,9223372036854775808"] {
        let args: Vec<String> = ["--rules", &rook, start].iter().map(|a| a.to_string()).collect();
        let mut out = Vec::new();
        let err = options(&args)
            .and_then(|o| play(&o, &mut &b""[..], &mut out))
            .unwrap_err();
        let first = start.split(',').next().unwrap();
        assert!(
            err.starts_with(&format!("position {first}: the rules program exited with status 1")),
            "{start}: {err}"
        );
    }
    let lasker = root.join("lasker.py").display().to_string();
    let (_, text) = game(&["--rules", &lasker, "7"], "1 4294967302\n1 6\n");
    assert!(
        text.contains("illegal: 4294967302 is not an option of component 1 (7); try again"),
        "{text}"
    );
}

/// A position of any shape, as `explore --from` takes it: one component of
/// two sizes for the rook (g(x, y) = x xor y), written `3 5` at the start,
/// on the screen and in a move.
#[test]
fn a_two_size_position_is_written_one_way_everywhere() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/rules");
    let rook = root.join("rook.py").display().to_string();
    // 3 xor 5 = 6: the winning moves leave x = y, so 3 3.
    let (_, text) = game(&["--rules", &rook, "3 5"], "1 3 3\n");
    assert!(
        text.starts_with("start: 3 5 (g = 6, an N-position); you move first\n"),
        "{text}"
    );
    assert!(text.contains("your move>   leaves 3 3\npack: 1 "), "{text}");
    let args: Vec<String> = ["--rules", &rook, "3,5"].iter().map(|a| a.to_string()).collect();
    let err = play(&options(&args).unwrap(), &mut &b""[..], &mut Vec::new()).unwrap_err();
    // `3,5` is two components of one size each, which the rook refuses.
    assert!(
        err.starts_with("position 3: the rules program exited with status 1"),
        "{err}"
    );
}
