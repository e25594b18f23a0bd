//! Games played out. With programs ([`sglab::talk`], [`sglab::play::against_program`],
//! [`sglab::judge::verdict::judge_played`]) on a toy game, take 1 to 3
//! stones, the last stone wins: small Python players, one that plays well,
//! one that never flushes (ILE), one that ends mid-game, one that floods a
//! line, one that moves illegally. As in the hostile tests, no assertion
//! depends on the machine's speed: the idle player sleeps forever, and
//! every other run gets a limit far beyond its need. With a person
//! (`scripts/play.sh`, pack::play_tool): scripted games of the pack's
//! games, won by the winning line, lost from a P-position or by a mistake,
//! an illegal move retried, hints; the Integer Game (CF 1375F) against a
//! person who reads each position off the screen and plays the textbook
//! construction, from starts of every shape.

use sglab::contract::Played;
use sglab::judge::verdict::{judge_played, Judged};
use sglab::judge::{Verdict, Wrong};
use sglab::play::{against_program, Game, Markers, Side};
use sglab::rng::Rng;
use std::time::{Duration, Instant};

/// Take 1, 2 or 3 stones; the last stone wins. g = stones mod 4.
struct Take3;

impl Game for Take3 {
    type Pos = u64;
    type Move = u64;

    fn read_move(&self, pos: &u64, line: &str) -> Result<u64, String> {
        let k: u64 = line.trim().parse().map_err(|_| "not a number of stones".to_string())?;
        if !(1..=3).contains(&k) || k > *pos {
            return Err(format!("cannot take {k} of {pos} stones"));
        }
        Ok(k)
    }

    fn write_move(&self, mv: &u64) -> String {
        mv.to_string()
    }

    fn after(&mut self, pos: &u64, mv: &u64) -> u64 {
        pos - mv
    }

    fn wins(&mut self, pos: &u64) -> bool {
        pos % 4 != 0
    }

    fn value(&mut self, pos: &u64) -> Option<u64> {
        Some(pos % 4)
    }

    fn reply(&mut self, pos: &u64, _rng: &mut Rng) -> Option<u64> {
        (*pos > 0).then(|| if pos % 4 != 0 { pos % 4 } else { 1 })
    }

    fn moves(&mut self, pos: &u64) -> Option<Vec<u64>> {
        Some((1..=3.min(*pos)).collect())
    }

    fn show(&self, pos: &u64) -> String {
        format!("{pos} stones")
    }
}

const MARKERS: Markers = Markers {
    no_move: "0",
    lost: "-1",
    most_moves: None,
};

/// A player: reads the pile, then moves first and alternates.
const GOOD: &str = "
n = int(input())
while True:
    k = n % 4 or 1
    print(k, flush=True)
    n -= k
    r = input()
    if r in ('0', '-1'):
        break
    n -= int(r)
";

fn python(program: &str) -> Vec<String> {
    vec!["python3".to_string(), "-c".to_string(), program.to_string()]
}

/// The judge says the pile, then the player moves first.
fn play(program: &str, stones: u64, limit: Duration) -> Judged {
    judge_played(&python(program), limit, 256, |talk| {
        let mut played = Played::default();
        played.record.judge(&stones.to_string());
        talk.say(&stones.to_string());
        let mut rng = Rng::new(1);
        if let Err(why) = against_program(&mut Take3, stones, true, talk, &MARKERS, &mut rng, &mut played.record) {
            played.lost = Some((0, why));
        }
        played
    })
    .unwrap()
}

const LONG: Duration = Duration::from_secs(60);

#[test]
fn a_good_player_wins_from_an_n_position_and_the_transcript_says_how() {
    let judged = play(GOOD, 6, LONG);
    assert_eq!(judged.verdict, Verdict::Ac, "{}", judged.stdout);
    // 6: the player takes 2, the judge (on 4, losing) takes 1, the player
    // takes 3; the judge has no move.
    assert_eq!(judged.stdout, "judge:  6\nplayer: 2\njudge:  1\nplayer: 3\njudge:  0\n");
}

#[test]
fn from_a_p_position_the_player_loses_and_the_start_is_named_not_its_first_move() {
    let judged = play(GOOD, 4, LONG);
    let Verdict::Wa(Wrong::Said(why)) = &judged.verdict else {
        panic!("{:?}", judged.verdict)
    };
    // On 0 stones it still takes one: an illegal move ends the game.
    assert!(why.starts_with("`1`: cannot take 1 of 0 stones"), "{why}");
    assert!(
        why.ends_with("; the start, g = 0, a P-position, was already lost for the player (the player moves first)"),
        "{why}"
    );
    assert!(!why.contains("the player's move"), "{why}");
    assert_eq!(judged.case, Some(0));
}

/// A player that always takes one stone.
const ONE: &str = "
n = int(input())
while True:
    print(1, flush=True)
    r = input()
    if r in ('0', '-1'):
        break
";

#[test]
fn from_an_n_position_the_first_move_that_hands_over_the_win_is_named() {
    // 6 (g = 2): taking 1 leaves 5 (g = 1), won for the judge.
    let judged = play(ONE, 6, LONG);
    let Verdict::Wa(Wrong::Said(why)) = &judged.verdict else {
        panic!("{:?}", judged.verdict)
    };
    assert!(
        why.ends_with("; the player's move `1` from g = 2, an N-position left g = 1, an N-position for the judge"),
        "{why}"
    );
}

#[test]
fn an_illegal_move_is_named_and_answered_with_the_lost_marker() {
    let judged = play("input(); print(5, flush=True); input()", 9, LONG);
    assert_eq!(
        judged.verdict,
        Verdict::Wa(Wrong::Said("`5`: cannot take 5 of 9 stones".to_string()))
    );
    assert_eq!(judged.stdout, "judge:  9\nplayer: 5\njudge:  -1\n");
}

#[test]
fn a_player_that_ends_mid_game_loses_by_name() {
    let judged = play("input(); print(1, flush=True)", 9, LONG);
    let Verdict::Wa(Wrong::Said(why)) = &judged.verdict else {
        panic!("{:?}", judged.verdict)
    };
    assert!(why.starts_with("the program ended"), "{why}");
}

#[test]
fn a_player_whose_escaped_child_holds_its_output_loses_by_name_at_its_exit() {
    // The judge's read blocks while the player lives; once its group is
    // dead, a child that left the group (setsid) and holds the pipe for
    // 1000 s must not keep that read waiting (sglab::run's pipe).
    let pid_file = std::env::temp_dir().join(format!("sglab-escaped-{}", std::process::id()));
    let program = format!(
        "import os, time\ninput(); print(1, flush=True)\nif os.fork() == 0:\n    os.setsid()\n    \
         open({:?}, 'w').write(str(os.getpid()))\n    time.sleep(1000)\ntime.sleep(0.5)",
        pid_file.display().to_string()
    );
    let started = Instant::now();
    let judged = play(&program, 9, LONG);
    let elapsed = started.elapsed();
    if let Ok(pid) = std::fs::read_to_string(&pid_file) {
        let _ = std::process::Command::new("kill").arg(pid.trim()).status();
    }
    let _ = std::fs::remove_file(&pid_file);
    let Verdict::Wa(Wrong::Said(why)) = &judged.verdict else {
        panic!("{:?}", judged.verdict)
    };
    assert!(why.starts_with("the program ended"), "{why}");
    assert!(elapsed < Duration::from_secs(100), "{elapsed:?}");
}

#[test]
fn a_player_that_never_flushes_is_idle_at_the_time_limit() {
    // The move waits in a 64 KiB buffer of its own (whatever
    // PYTHONUNBUFFERED says) while the player waits for the judge's reply.
    let limit = Duration::from_secs(1);
    let started = Instant::now();
    let program =
        "import os, sys\nout = os.fdopen(1, 'w', 65536)\nsys.stdin.readline(); out.write('1\\n'); sys.stdin.readline()";
    let judged = play(program, 9, limit);
    assert_eq!(judged.verdict, Verdict::Ile);
    assert!(started.elapsed() < limit + Duration::from_secs(30));
    assert_eq!(judged.stdout, "judge:  9\n");
}

#[test]
fn a_flood_on_one_line_ends_the_game_within_the_output_limit() {
    let judged = play("input(); print('1' * (9 << 20), flush=True); input()", 9, LONG);
    let Verdict::Wa(Wrong::Said(why)) = &judged.verdict else {
        panic!("{:?}", judged.verdict)
    };
    assert!(why.contains("more than the output limit"), "{why}");
}

#[test]
fn record_lines_name_their_side() {
    let judged = play(GOOD, 1, LONG);
    assert_eq!(judged.verdict, Verdict::Ac);
    let mut record = sglab::play::Record::default();
    record.judge("1");
    record.player("1");
    assert_eq!(record.sides()[1], Side::Player);
    assert_eq!(record.text(), "judge:  1\nplayer: 1\n");
}

/// A scripted game of `scripts/play.sh` (the play tool on piped input):
/// who won and what the screen showed.
pub(super) fn scripted(args: &[&str], moves: &str) -> (sglab::play::Winner, String) {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let mut options = pack::play_tool::options(&args).unwrap();
    options.seat.echo = true;
    let mut out = Vec::new();
    let winner = pack::play_tool::play(&options, &mut moves.as_bytes(), &mut out).unwrap();
    (winner, String::from_utf8(out).unwrap())
}

#[test]
fn the_person_wins_fibonacci_nim_by_the_winning_line() {
    // 9 = 8 + 1: take the smallest Zeckendorf term each time.
    let (winner, screen) = scripted(&["hdu2516", "9"], "1\n2\n1\n2\n");
    assert_eq!(winner, sglab::play::Winner::Person, "{screen}");
    assert!(screen.starts_with("start: 9 stones, take 1 to 8 (an N-position); you move first\n"));
    assert!(screen.ends_with("The pack has no move: you win.\n"), "{screen}");
}

#[test]
fn from_a_p_position_the_pack_wins_and_says_the_start_was_lost() {
    let (winner, screen) = scripted(&["hdu2516", "8"], "1\n1\n1\n1\n1\n1\n1\n1\n");
    assert_eq!(winner, sglab::play::Winner::Pack, "{screen}");
    assert!(screen.contains("You have no move: the pack wins.\n"), "{screen}");
    assert!(
        screen.ends_with("The start was already lost for you: against perfect play every move loses.\n"),
        "{screen}"
    );
}

#[test]
fn a_mistake_from_an_n_position_is_named_with_a_move_that_would_have_won() {
    // Wythoff (1, 2) is a P-position; from (2, 3) the winning move is to
    // (1, 2); the person takes a whole heap instead.
    let (winner, screen) = scripted(&["luogu2252", "2", "3"], "0 3\n0 0\n0 0\n");
    assert_eq!(winner, sglab::play::Winner::Pack, "{screen}");
    assert!(
        screen.contains(
            "Your first mistake: at heaps 2 and 3, `0 3` left an N-position (the pack, to move, wins); \
             `1 2` leaves a P-position (the pack, to move, loses)."
        ),
        "{screen}"
    );
}

#[test]
fn an_illegal_move_gets_its_reason_and_another_try_and_hints_mark_the_winning_options() {
    // One heap of 3: g = 3; taking all wins, the split into 1 + 1 + 1
    // leaves g = 1.
    let (winner, screen) = scripted(&["hdu5795", "--hints", "3"], "take 2 1\ntake 1 3\n");
    assert_eq!(winner, sglab::play::Winner::Person, "{screen}");
    assert!(
        screen.contains("illegal: there is no heap 2: heaps are 1 to 1; try again\n"),
        "{screen}"
    );
    assert!(
        screen.contains(" * take 1 3     leaves g = 0, a P-position\n"),
        "{screen}"
    );
    assert!(
        screen.contains("   split 1 1 1 1 leaves g = 1, an N-position\n"),
        "{screen}"
    );
}

#[test]
fn the_pack_moves_first_when_asked_and_the_input_may_end_first() {
    let (winner, screen) = scripted(&["luogu2252", "--second", "3", "5"], "");
    assert_eq!(winner, sglab::play::Winner::Nobody, "{screen}");
    assert!(
        screen.starts_with("start: heaps 3 and 5 (a P-position); the pack moves first\npack: "),
        "{screen}"
    );
    let options = |name: &str| pack::play_tool::options(&[name.to_string()]);
    let unknown = options("luogu2253").unwrap_err();
    assert!(
        unknown.starts_with("unknown problem \"luogu2253\"; did you mean luogu2252?"),
        "{unknown}"
    );
    assert_eq!(options("luogu2252-wythoff").unwrap().game, "luogu2252");
    assert_eq!(options("luogu22").unwrap().game, "luogu2252");
    let ambiguous = options("luogu").unwrap_err();
    assert!(
        ambiguous.contains("begins the names of 2 problems (luogu2252, luogu4301)"),
        "{ambiguous}"
    );
    let mut out = Vec::new();
    let refused = pack::play_tool::play(&options("cf1310f").unwrap(), &mut "".as_bytes(), &mut out).unwrap_err();
    assert!(refused.starts_with("cf1310f has no playable game yet"), "{refused}");
}

#[test]
fn abc278g_from_a_p_position_the_pack_wins_and_says_the_start_was_lost() {
    // Four cards, take one: g(4) = 0. Every legal line is tried in turn
    // (an illegal one gets another try), whatever the pack takes.
    let (winner, screen) = scripted(&["abc278g", "4", "1", "1"], "1 1\n2 1\n3 1\n4 1\n");
    assert_eq!(winner, sglab::play::Winner::Pack, "{screen}");
    assert!(
        screen.starts_with("start: cards 1-4 (take 1 to 1 in a row) (g = 0, a P-position); you move first\n"),
        "{screen}"
    );
    assert!(
        screen.ends_with("The start was already lost for you: against perfect play every move loses.\n"),
        "{screen}"
    );
}

#[test]
fn abc278g_the_person_wins_by_the_centre_move_and_the_mirror() {
    // Three cards, take one: the centre card, then the mirror of the pack's
    // card (`1 1` is retried when the pack took card 1).
    let (winner, screen) = scripted(&["abc278g", "3", "1", "1"], "2 1\n1 1\n3 1\n");
    assert_eq!(winner, sglab::play::Winner::Person, "{screen}");
    assert!(screen.ends_with("The pack has no move: you win.\n"), "{screen}");
    // Taking L + 1 = 2 cards when L = R is refused with why.
    let (_, screen) = scripted(&["abc278g", "5", "2", "2"], "2 3\n");
    assert!(
        screen.contains("illegal: y = 3: a move takes 2 to 2 cards; try again"),
        "{screen}"
    );
}

#[test]
fn xor_break_the_person_wins_by_the_top_bit_line_and_loses_from_odd_popcount() {
    // 27 = 0b11011 (popcount 4): break off the top bit; the pack, losing
    // on 11, hands over its largest even part 10 (and 1); 10 -> 8 and 2
    // leaves it two powers of two.
    let (winner, screen) = scripted(&["cf1934d2", "27"], "16 11\n8 2\n");
    assert_eq!(winner, sglab::play::Winner::Person, "{screen}");
    assert!(
        screen.starts_with("start: n = 27 = 0b11011 (popcount 4) (an N-position); you move first\n"),
        "{screen}"
    );
    assert!(
        screen.contains("pack: 10 1\n") || screen.contains("pack: 1 10\n"),
        "{screen}"
    );
    assert!(screen.ends_with("The pack has no move: you win.\n"), "{screen}");
    // 13 = 0b1101 (popcount 3): the sample's `10 7`; the pack takes 10 and
    // breaks off its top bit, 8 and 2; a break of 7 is refused.
    let (winner, screen) = scripted(&["cf1934d2", "--hints", "13"], "10 7\n4 3\n");
    assert_eq!(winner, sglab::play::Winner::Pack, "{screen}");
    assert!(screen.contains(" 10 7         leaves an N-position\n"), "{screen}");
    assert!(
        screen.contains("pack: 8 2\n") || screen.contains("pack: 2 8\n"),
        "{screen}"
    );
    assert!(screen.contains("You have no move: the pack wins.\n"), "{screen}");
    assert!(
        screen.ends_with("The start was already lost for you: against perfect play every move loses.\n"),
        "{screen}"
    );
    let (_, screen) = scripted(&["cf1934d2", "--second", "7"], "6 1\n4 2\n");
    assert!(screen.contains("illegal: 6 xor 1 = 7 is not "), "{screen}");
}

/// The screen of a game, shared by the play tool (which writes it) and a
/// scripted person who reads it to choose each move.
#[derive(Clone, Default)]
pub struct Screen(pub std::rc::Rc<std::cell::RefCell<Vec<u8>>>);

impl std::io::Write for Screen {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A person playing First in the Integer Game (CF 1375F) by the textbook
/// construction, written here from the piles the screen shows: with
/// piles x < m < z, a y of z first; once the pile just raised is the
/// largest, 2z - x - m, which leaves an arithmetic progression whatever
/// pile the judge raises; then the common difference, which leaves the
/// judge no pile that keeps the three distinct.
struct IntegerGameFirst {
    screen: Screen,
    line: Vec<u8>,
    moves: usize,
}

impl IntegerGameFirst {
    fn next_y(&self) -> u64 {
        let screen = String::from_utf8(self.screen.0.borrow().clone()).unwrap();
        let prompt = screen.rsplit("piles ").next().unwrap();
        let numbers: Vec<u64> = prompt
            .split(|c: char| !c.is_ascii_digit())
            .filter(|w| !w.is_empty())
            .map(|w| w.parse().unwrap())
            .collect();
        let piles = [numbers[0], numbers[1], numbers[2]];
        let raised = prompt.contains("took y last").then(|| numbers[3] as usize - 1);
        let mut sorted = piles;
        sorted.sort_unstable();
        let [x, m, z] = sorted;
        match raised.map(|k| piles[k] == z) {
            Some(true) if m - x == z - m => z - m,
            Some(true) => 2 * z - x - m,
            _ => z,
        }
    }
}

impl std::io::Read for IntegerGameFirst {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = std::io::BufRead::fill_buf(self)?.len().min(buf.len());
        buf[..n].copy_from_slice(&self.line[..n]);
        std::io::BufRead::consume(self, n);
        Ok(n)
    }
}

impl std::io::BufRead for IntegerGameFirst {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.line.is_empty() && self.moves < 3 {
            self.moves += 1;
            self.line = format!("{}\n", self.next_y()).into_bytes();
        }
        Ok(&self.line)
    }
    fn consume(&mut self, n: usize) {
        self.line.drain(..n);
    }
}

#[test]
fn integer_game_the_construction_beats_the_adversarial_judge_in_three_turns() {
    // Starts of every shape: the piles in any order, close and far apart,
    // at the bounds; the judge side answers with its worst reply, and the
    // person's three y win against it (a fourth y would be refused input).
    let starts = [
        "1 2 3",
        "3 1 2",
        "5 9 20",
        "20 1 7",
        "1 2 1000000000",
        "999999998 999999999 1000000000",
        "17 4 11",
    ];
    for start in starts {
        let args: Vec<String> = ["cf1375f"]
            .iter()
            .map(|a| a.to_string())
            .chain(start.split(' ').map(String::from))
            .collect();
        let options = pack::play_tool::options(&args).unwrap();
        let screen = Screen::default();
        let mut person = IntegerGameFirst {
            screen: screen.clone(),
            line: Vec::new(),
            moves: 0,
        };
        let winner = pack::play_tool::play(&options, &mut person, &mut screen.clone()).unwrap();
        let text = String::from_utf8(screen.0.borrow().clone()).unwrap();
        assert_eq!(winner, sglab::play::Winner::Person, "{start}:\n{text}");
        assert!(text.starts_with(&format!("start: piles {start}, First ")), "{text}");
        assert!(text.ends_with("The pack has no move: you win.\n"), "{text}");
        assert!(!text.contains("illegal"), "{text}");
    }
}

#[test]
fn integer_game_as_second_the_pack_wins_and_illegal_piles_are_refused() {
    // The pack is First on 1 2 3: y = 3 (the largest pile); pile 4 is
    // refused, pile 3 gives 1 2 6; y = 2 * 6 - 1 - 2 = 9: pile 3 again is
    // refused, pile 1 gives 10 2 6, a progression with its top just
    // raised; y = 4 then leaves no pile (2 + 4 = 6, 6 + 4 = 10, and pile 1
    // took y last).
    let (winner, screen) = scripted(&["cf1375f", "--second", "1", "2", "3"], "4\n3\n3\n1\n");
    assert_eq!(winner, sglab::play::Winner::Pack, "{screen}");
    assert!(
        screen.contains("illegal: pile 4: the piles are 1, 2 and 3; try again\n"),
        "{screen}"
    );
    assert!(
        screen.contains("illegal: pile 3 took y on the turn before: the same pile twice in a row; try again\n"),
        "{screen}"
    );
    let ys: Vec<&str> = screen.lines().filter_map(|l| l.strip_prefix("pack: ")).collect();
    assert_eq!(ys, ["3", "9", "4"], "{screen}");
    assert!(
        screen.contains("pack: 4\nYou have no move: the pack wins.\n"),
        "{screen}"
    );
}
