//! `scripts/play.sh --rules CMD COMPONENT...`: a rules program's game
//! against the pack, on games whose values are known by theory: Nim (the
//! hostile fixture before it misbehaves: g(n) = n, so a winning move
//! leaves xor 0) and Lasker's Nim (published values: g(7) = 8, g(3) = 4).

use super::rules::{example, fixture as program};
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

/// `--loopy`: the ladder (fixtures/rules/games.py: step down one, or up
/// one from 1 to 4) has 0 lost, 1 won and 2 to 5 drawn, by hand: 1 moves
/// to 0; from 2 to 5 neither side can be forced down to 1.
#[test]
fn a_loopy_draw_is_kept_and_a_move_out_of_it_is_the_mistake_named() {
    let ladder = program("games ladder");
    let (winner, text) = game(&["--rules", &ladder, "--loopy", "2"], "1 1\n");
    assert_eq!(winner, Winner::Pack, "{text}");
    assert!(
        text.starts_with("start: 2 (a draw: neither side can force a win); you move first\n"),
        "{text}"
    );
    assert!(
        text.contains("pack: 1 0\n  leaves 0\nYou have no move: the pack wins.\n"),
        "{text}"
    );
    assert!(
        text.ends_with(
            "Your first mistake: at 2, `1 1` left an N-position (the pack, to move, wins); \
             `1 3` leaves a draw (the pack, to move, can keep it drawn).\n"
        ),
        "{text}"
    );
}

#[test]
fn hints_mark_the_move_that_keeps_a_draw_apart_from_a_win() {
    // From 2: to 1 hands the pack a win, to 3 keeps the draw; none wins.
    let (_, text) = game(&["--rules", &program("games ladder"), "--loopy", "--hints", "2"], "");
    assert!(text.contains("\n   1 1          leaves an N-position\n"), "{text}");
    assert!(
        text.contains("\n = 1 3          leaves a draw: neither side can force a win\n"),
        "{text}"
    );
    assert!(
        text.contains("\n   (= keeps the draw: the pack cannot force a win after it)\n"),
        "{text}"
    );
    assert!(!text.contains(" * "), "{text}");
}

#[test]
fn a_loopy_game_ends_drawn_at_its_move_limit() {
    // The person tries 2, 3, 4, 5 in turn (the illegal tries are refused),
    // never stepping down to 1; the pack keeps the draw too.
    let ladder = program("games ladder");
    let tries = "1 2\n1 3\n1 4\n1 5\n".repeat(250);
    let (winner, text) = game(&["--rules", &ladder, "--loopy", "3"], &tries);
    assert_eq!(winner, Winner::Drawn, "{text}");
    let limit = explorer::rules::play::MOVE_LIMIT;
    assert_eq!(text.matches("pack: ").count(), limit / 2, "{text}");
    assert!(
        text.ends_with(&format!(
            "{limit} moves made: the game is drawn (it could go on for ever); the position is a draw: neither side \
             can force a win.\n"
        )),
        "{text}"
    );
}

#[test]
fn a_loopy_win_is_won_whatever_the_person_tries() {
    // grow.py (take 1 or 2, or add one to a heap of 3k + 1): 4 is won
    // (to 3, a multiple of 3, lost); moving first, the pack wins against
    // every try, within the move limit, so by the nearest win.
    let grow = example("grow.py");
    let tries = "1 0\n1 1\n1 2\n1 3\n1 4\n1 5\n".repeat(50);
    for seed in ["1", "2", "3"] {
        let (winner, text) = game(&["--rules", &grow, "--loopy", "--second", "--seed", seed, "4"], &tries);
        assert_eq!(winner, Winner::Pack, "{text}");
        assert!(
            text.starts_with("start: 4 (an N-position); the pack moves first\npack: 1 3\n"),
            "{text}"
        );
    }
}

/// docs/your-own-game.md's words on playing grow.py's draw `1,1`: kept by
/// the pack, drawn at the move limit, and `1 0` a mistake it wins from.
#[test]
fn the_page_s_loopy_play_is_what_the_pack_does() {
    let page = super::rules_forms::your_own_game_page();
    let limit = explorer::rules::play::MOVE_LIMIT;
    assert!(
        page.contains(&format!("(a game ends drawn after {limit} moves)")),
        "the page's limit"
    );
    assert!(page.contains("(`1 0`, heap 1 becomes 0, leaves the pack 0, 1, which it wins)"));
    let grow = example("grow.py");
    let (winner, text) = game(&["--rules", &grow, "--loopy", "1,1"], "1 0\n");
    assert_eq!(winner, Winner::Pack, "{text}");
    assert!(
        text.starts_with("start: 1, 1 (a draw: neither side can force a win)"),
        "{text}"
    );
    assert!(text.contains("your move>   leaves 0, 1\npack: "), "{text}");
    assert!(
        text.contains("Your first mistake: at 1, 1, `1 0` left an N-position"),
        "{text}"
    );
}
