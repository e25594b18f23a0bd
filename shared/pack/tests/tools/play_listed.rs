//! The games `scripts/play.sh` plays through `sglab::play::listed` (a
//! position of any shape, every move listed in the game's words): for
//! each, a random person (play_all's, who picks among the options the
//! hints list) plays small starts in both seats, and an exhaustive search
//! of the real game written here from the statement's rules (no SG theory)
//! checks that the pack never loses a start it wins and that the winning
//! move it names at a loss, applied by this file's own reading of its
//! words, wins. Moves and starts outside the rules are refused by name.

use super::play::{scripted, Screen};
use super::play_all::{named_mistake, RandomPerson};
use pack::play_tool::{options, play};
use sglab::play::Winner;
use sglab::rng::Rng;
use sglab::search::{Play, Search, Step};
use std::fmt::Debug;
use std::hash::Hash;

/// One game under test, read the way a person reads its screen.
struct Trial<P> {
    name: &'static str,
    /// The position the screen shows (`stairs 1 to 3: 0 2 1`).
    shown: fn(&str) -> P,
    /// A move's words applied to a position: `Step::Win` when it wins at once.
    apply: fn(&P, &str) -> Step<P>,
    /// Every move of the real game, from the statement.
    moves: fn(&P) -> Vec<Step<P>>,
}

/// Plays every start (its words and position) in both seats; returns how
/// many losses named a first mistake.
fn trial<P: Clone + Eq + Hash + Debug>(t: &Trial<P>, starts: &[(Vec<String>, P)]) -> usize {
    let mut search = Search::new(Play::Normal, t.moves);
    let mut explained = 0;
    for (round, (words, start)) in starts.iter().enumerate() {
        let person_first = round % 2 == 0;
        let mut args = vec![t.name.to_string(), "--hints".to_string()];
        if !person_first {
            args.push("--second".to_string());
        }
        args.extend(words.iter().cloned());
        let mut options = options(&args).unwrap();
        options.seat.echo = true;
        options.seed = round as u64;
        let screen = Screen::default();
        let mut person = RandomPerson::new(screen.clone(), round as u64 + 7);
        let winner = play(&options, &mut person, &mut screen.clone()).unwrap();
        let text = String::from_utf8(screen.0.borrow().clone()).unwrap();
        let pack_wins_start = search.mover_wins(start) != person_first;
        if pack_wins_start {
            assert_eq!(winner, Winner::Pack, "{} {start:?}:\n{text}", t.name);
        }
        assert_ne!(winner, Winner::Nobody, "{text}");
        if winner == Winner::Pack {
            let Some((shown, good)) = named_mistake(&text, pack_wins_start) else {
                continue;
            };
            let before = (t.shown)(shown);
            assert!(search.mover_wins(&before), "{text}");
            match (t.apply)(&before, good) {
                Step::Win => {}
                Step::To(after) => assert!(!search.mover_wins(&after), "{text}"),
            }
            explained += 1;
        }
    }
    explained
}

/// The numbers in `text`, in order.
fn numbers(text: &str) -> Vec<u64> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().unwrap())
        .collect()
}

/// Random rows of `count` numbers drawn from `lo..=hi`, as words and values.
fn rows(rng: &mut Rng, starts: usize, count: (u64, u64), (lo, hi): (u64, u64)) -> Vec<(Vec<String>, Vec<u64>)> {
    (0..starts)
        .map(|_| {
            let row: Vec<u64> = (0..rng.range(count.0, count.1)).map(|_| rng.range(lo, hi)).collect();
            (row.iter().map(u64::to_string).collect(), row)
        })
        .collect()
}

/// The screen of a scripted game of `args` with the person's `moves`,
/// checked: it opens with `start`; when `example` is given, the first move
/// is refused with a legal move's form shown; `winner` wins.
fn scripts_to(args: &[&str], moves: &str, start: &str, example: Option<&str>, winner: Winner) -> String {
    let (won, screen) = scripted(args, moves);
    assert!(screen.starts_with(start), "{screen}");
    if let Some(example) = example {
        let refusal = format!("illegal: not a legal move here; write one as `{example}` (--hints lists them)");
        assert!(screen.contains(&refusal), "{screen}");
    }
    assert_eq!(won, winner, "{screen}");
    screen
}

/// What `play.sh ARGS` says when it refuses to start.
fn refused(args: &[&str]) -> String {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    play(&options(&args).unwrap(), &mut "".as_bytes(), &mut Vec::new()).unwrap_err()
}

// The stair game (CSES 1099): stair i holds p_i balls; a move takes one or
// more balls from a stair k >= 2 down to stair k - 1.

#[allow(clippy::ptr_arg)] // a Trial's moves take &P
fn stair_moves(balls: &Vec<u64>) -> Vec<Step<Vec<u64>>> {
    let mut moves = Vec::new();
    for k in 1..balls.len() {
        for moved in 1..=balls[k] {
            let mut next = balls.clone();
            next[k] -= moved;
            next[k - 1] += moved;
            moves.push(Step::To(next));
        }
    }
    moves
}

/// `move K ball(s) from stair I to stair I-1`.
#[allow(clippy::ptr_arg)] // a Trial's apply takes &P
fn stair_apply(balls: &Vec<u64>, words: &str) -> Step<Vec<u64>> {
    let [k, from, to] = numbers(words)[..] else {
        panic!("{words}")
    };
    assert_eq!(to + 1, from, "{words}");
    let mut next = balls.clone();
    next[from as usize - 1] -= k;
    next[to as usize - 1] += k;
    Step::To(next)
}

#[test]
fn the_stair_game_is_played_perfectly() {
    let t = Trial {
        name: "cses1099",
        shown: |s| numbers(s.split_once(": ").unwrap().1),
        apply: stair_apply,
        moves: stair_moves,
    };
    let starts = rows(&mut Rng::new(1099), 24, (1, 4), (0, 3));
    assert!(trial(&t, &starts) >= 3);
    let start = "start: stairs 1 to 3: 0 2 1 (g = 2, an N-position); you move first\n";
    let example = Some("move 1 ball from stair 2 to stair 1");
    let moves = "move 3 balls from stair 2 to stair 1\n";
    scripts_to(&["cses1099", "0", "2", "1"], moves, start, example, Winner::Nobody);
    assert_eq!(
        refused(&["cses1099", "1", "1001"]),
        "cses1099: the position is 1 to 10 stairs' ball counts of 0 to 1000; number 2 is 1001"
    );
}

// Crosses and Crosses (POJ 3537): a 1 x n strip; a move puts an X in an
// empty cell; whoever makes three X's in a row wins.

/// Whether cells `xs` (bit c: cell c + 1 holds an X) hold three in a row.
fn three(n: usize, xs: u64) -> bool {
    (0..n.saturating_sub(2)).any(|c| (0..3).all(|d| xs >> (c + d) & 1 == 1))
}

fn strip_moves(&(n, xs): &(usize, u64)) -> Vec<Step<(usize, u64)>> {
    let empty = (0..n).filter(|&c| xs >> c & 1 == 0);
    let put = |c: usize| match three(n, xs | 1 << c) {
        true => Step::Win,
        false => Step::To((n, xs | 1 << c)),
    };
    empty.map(put).collect()
}

/// `strip ..X..` as (n, xs).
fn strip_shown(shown: &str) -> (usize, u64) {
    let cells = shown.strip_prefix("strip ").unwrap();
    let xs = cells.bytes().enumerate().filter(|&(_, b)| b == b'X');
    (cells.len(), xs.fold(0, |xs, (c, _)| xs | 1 << c))
}

/// `put an X in cell C`.
fn strip_apply(&(n, xs): &(usize, u64), words: &str) -> Step<(usize, u64)> {
    let [c] = numbers(words)[..] else { panic!("{words}") };
    let next = xs | 1 << (c - 1);
    assert_ne!(next, xs, "{words}: cell {c} holds an X");
    if three(n, next) {
        Step::Win
    } else {
        Step::To((n, next))
    }
}

#[test]
fn crosses_and_crosses_is_played_perfectly() {
    let t = Trial {
        name: "poj3537",
        shown: strip_shown,
        apply: strip_apply,
        moves: strip_moves,
    };
    let mut rng = Rng::new(3537);
    let mut starts = Vec::new();
    while starts.len() < 30 {
        let n = rng.range(1, 11) as usize;
        let xs = (0..rng.range(0, 2)).fold(0u64, |xs, _| xs | 1 << rng.range(0, n as u64 - 1));
        if !three(n, xs) {
            let cells: String = (0..n).map(|c| if xs >> c & 1 == 1 { 'X' } else { '.' }).collect();
            starts.push((vec![cells], (n, xs)));
        }
    }
    assert!(trial(&t, &starts) >= 3);
    let start = "start: strip X.X.. (an N-position); you move first\n";
    let moves = "put an X in cell 1\nput an X in cell 2\n";
    scripts_to(
        &["poj3537", "X.X.."],
        moves,
        start,
        Some("put an X in cell 2"),
        Winner::Person,
    );
    assert!(refused(&["poj3537", "65"]).starts_with("poj3537: the position is a strip of 1 to 64 cells"));
    assert_eq!(
        refused(&["poj3537", ".XXX"]),
        "poj3537: the strip already holds three X's in a row"
    );
}

// The cutting game (AcWing 219): a move cuts one piece along a grid line
// into two rectangles; whoever cuts out a 1 x 1 piece wins.

type Pieces = Vec<(u64, u64)>;

/// The pieces as one multiset, each upright, sorted: the positions after a
/// move (the search's start and a screen's position keep their places).
fn as_multiset(pieces: &[(u64, u64)]) -> Pieces {
    let mut set: Pieces = pieces.iter().map(|&(w, h)| (w.min(h), w.max(h))).collect();
    set.sort_unstable();
    set
}

fn cut_moves(pieces: &Pieces) -> Vec<Step<Pieces>> {
    let mut moves = Vec::new();
    for (i, &(w, h)) in pieces.iter().enumerate() {
        let across = (1..w).map(|x| [(x, h), (w - x, h)]);
        let along = (1..h).map(|y| [(w, y), (w, h - y)]);
        for parts in across.chain(along) {
            if parts.contains(&(1, 1)) {
                moves.push(Step::Win);
            } else {
                let mut next = pieces.clone();
                next.splice(i..=i, parts);
                moves.push(Step::To(as_multiset(&next)));
            }
        }
    }
    moves
}

/// `cut piece I into AxB and CxD`, checked to be a cut of piece I.
#[allow(clippy::ptr_arg)] // a Trial's apply takes &P
fn cut_apply(pieces: &Pieces, words: &str) -> Step<Pieces> {
    let [i, a, b, c, d] = numbers(words)[..] else {
        panic!("{words}")
    };
    let (w, h) = pieces[i as usize - 1];
    assert!(
        (a + c == w && b == h && d == h) || (a == w && c == w && b + d == h),
        "{words}: not a cut of {w}x{h}"
    );
    if (a, b) == (1, 1) || (c, d) == (1, 1) {
        return Step::Win;
    }
    let mut next = pieces.clone();
    next.splice(i as usize - 1..i as usize, [(a, b), (c, d)]);
    Step::To(as_multiset(&next))
}

#[test]
fn the_cutting_game_is_played_perfectly() {
    let t = Trial {
        name: "acwing219",
        shown: |s| {
            let sheets = s.strip_prefix("pieces ").unwrap().split(' ');
            let sheet = |p: &str| numbers(p).try_into().map(|[w, h]: [u64; 2]| (w, h)).unwrap();
            sheets.map(sheet).collect() // in place: a move names its piece
        },
        apply: cut_apply,
        moves: cut_moves,
    };
    let mut rng = Rng::new(219);
    let starts: Vec<(Vec<String>, Pieces)> = (0..24)
        .map(|_| {
            let sheets: Pieces = (0..rng.range(1, 2))
                .map(|_| (rng.range(2, 5), rng.range(2, 5)))
                .collect();
            (sheets.iter().map(|(w, h)| format!("{w}x{h}")).collect(), sheets)
        })
        .collect();
    assert!(trial(&t, &starts) >= 3);
    let start = "start: pieces 2x3 (a P-position); you move first\n";
    let example = Some("cut piece 1 into 1x3 and 1x3");
    scripts_to(
        &["acwing219", "2x3"],
        "cut piece 1 into 1x3 and 2x2\n",
        start,
        example,
        Winner::Nobody,
    );
    assert_eq!(
        refused(&["acwing219", "4x3", "1x5"]),
        "acwing219: the position is 1 to 6 sheets WxH of 2 to 200 a side, as `4x3`; \"1x5\" is not one"
    );
}

// Daizhenyang's coin (HDU 3537): coins 0, 1, 2, ...; a move turns over 1,
// 2 or 3 distinct coins, the rightmost of which shows heads.

fn coin_moves(&heads: &u64) -> Vec<Step<u64>> {
    let mut moves = Vec::new();
    for r in (0..64).filter(|&r| heads >> r & 1 == 1) {
        for a in 0..=r {
            for b in a..=r {
                // a = r: r alone; b = r: a and r; else a, b and r.
                let turned = match (a == r, b == r) {
                    (true, _) => 1 << r,
                    (false, true) => 1 << a | 1 << r,
                    (false, false) if a < b => 1 << a | 1 << b | 1 << r,
                    _ => continue,
                };
                moves.push(Step::To(heads ^ turned));
            }
        }
    }
    moves
}

/// `turn over coin(s) A B R`, R the rightmost, showing heads.
fn coin_apply(&heads: &u64, words: &str) -> Step<u64> {
    let turned = numbers(words);
    let &r = turned.iter().max().unwrap();
    assert!(heads >> r & 1 == 1 && turned.len() <= 3, "{words}");
    Step::To(turned.iter().fold(heads, |h, &c| h ^ 1 << c))
}

#[test]
fn daizhenyangs_coin_is_played_perfectly() {
    let t = Trial {
        name: "hdu3537",
        shown: |s| numbers(s).iter().fold(0, |m, &c| m | 1 << c),
        apply: coin_apply,
        moves: coin_moves,
    };
    let starts: Vec<(Vec<String>, u64)> = rows(&mut Rng::new(3537), 30, (1, 3), (0, 6))
        .into_iter()
        .map(|(words, row)| (words, row.iter().fold(0, |m, &c| m | 1 << c)))
        .collect();
    assert!(trial(&t, &starts) >= 3);
    // Coin 0 listed twice is one head (g = 1): the person turns it and wins.
    let start = "start: heads at coins 0 (g = 1, an N-position); you move first\n";
    let moves = "turn over coins 0 1\nturn over coin 0\n";
    scripts_to(
        &["hdu3537", "0", "0"],
        moves,
        start,
        Some("turn over coin 0"),
        Winner::Person,
    );
    assert_eq!(
        refused(&["hdu3537", "3", "64"]),
        "hdu3537: the position is the heads among coins 0 to 63; coin 64 is not one"
    );
}

// Interval Game 2 (ABC206 F): a move chooses one of the listed half-open
// intervals [L, R) that shares no point with any chosen so far. A position
// here is the intervals still choosable (sorted, each once).

type Choosable = Vec<(u64, u64)>;

/// The intervals of `set` that share no point with `[l, r)`.
fn apart(set: &[(u64, u64)], (l, r): (u64, u64)) -> Choosable {
    set.iter().copied().filter(|&(a, b)| b <= l || r <= a).collect()
}

#[allow(clippy::ptr_arg)] // a Trial's moves take &P
fn interval_moves(set: &Choosable) -> Vec<Step<Choosable>> {
    set.iter().map(|&chosen| Step::To(apart(set, chosen))).collect()
}

/// `choose [L, R)`, one of the choosable intervals.
#[allow(clippy::ptr_arg)] // a Trial's apply takes &P
fn interval_apply(set: &Choosable, words: &str) -> Step<Choosable> {
    let [l, r] = numbers(words)[..] else { panic!("{words}") };
    assert!(set.contains(&(l, r)), "{words}: not choosable in {set:?}");
    Step::To(apart(set, (l, r)))
}

#[test]
fn interval_game_2_is_played_perfectly() {
    let t = Trial {
        name: "abc206f",
        shown: |s| {
            let ends = numbers(s.split_once("choosable ").unwrap().1);
            ends.chunks(2).map(|p| (p[0], p[1])).collect()
        },
        apply: interval_apply,
        moves: interval_moves,
    };
    let mut rng = Rng::new(206);
    let starts: Vec<(Vec<String>, Choosable)> = (0..30)
        .map(|_| {
            let list: Choosable = (0..rng.range(2, 7))
                .map(|_| {
                    let l = rng.range(1, 10);
                    (l, l + rng.range(1, 4))
                })
                .collect();
            let mut set = list.clone();
            set.sort_unstable();
            set.dedup();
            (
                list.iter().flat_map(|&(l, r)| [l.to_string(), r.to_string()]).collect(),
                set,
            )
        })
        .collect();
    assert!(trial(&t, &starts) >= 3);
    // The sample's first case, lost for the first player: after [53, 98),
    // [8, 43) and [12, 53) meet, so the pack's choice is the last.
    let start = "start: chosen none; choosable [53, 98) [8, 43) [12, 53) (g = 0, a P-position); you move first\n";
    let sample = ["abc206f", "53", "98", "8", "43", "12", "53"];
    let screen = scripts_to(&sample, "choose [53, 98)\n", start, None, Winner::Pack);
    assert!(screen.ends_with("The start was already lost for you: against perfect play every move loses.\n"));
    let start = "start: chosen none; choosable [1, 5) [3, 9) (g = 1, an N-position); you move first\n";
    scripts_to(
        &["abc206f", "1", "5", "3", "9"],
        "choose [2, 5)\n",
        start,
        Some("choose [1, 5)"),
        Winner::Nobody,
    );
    assert_eq!(
        refused(&["abc206f", "5", "5"]),
        "abc206f: the position is 1 to 100 intervals as L R pairs, 1 <= L < R <= 100; [5, 5) is not one"
    );
}

// Remove Pairs (ABC354 E): cards with a front and a back number; a move
// removes two cards on the table whose fronts are equal or whose backs are
// equal. A position here is the cards on the table as (number, front, back).

type OnTable = Vec<(u64, u64, u64)>;

#[allow(clippy::ptr_arg)] // a Trial's moves take &P
fn pair_moves(on: &OnTable) -> Vec<Step<OnTable>> {
    let mut moves = Vec::new();
    for (i, &(_, a, b)) in on.iter().enumerate() {
        for (j, &(_, c, d)) in on.iter().enumerate().skip(i + 1) {
            if a == c || b == d {
                let next = on.iter().enumerate().filter(|&(k, _)| k != i && k != j);
                moves.push(Step::To(next.map(|(_, &card)| card).collect()));
            }
        }
    }
    moves
}

/// `remove cards I and J`, two cards on the table that match.
#[allow(clippy::ptr_arg)] // a Trial's apply takes &P
fn pair_apply(on: &OnTable, words: &str) -> Step<OnTable> {
    let [i, j] = numbers(words)[..] else { panic!("{words}") };
    let card = |n: u64| {
        *on.iter()
            .find(|c| c.0 == n)
            .unwrap_or_else(|| panic!("{words}: card {n} is gone"))
    };
    let ((_, a, b), (_, c, d)) = (card(i), card(j));
    assert!(i != j && (a == c || b == d), "{words}: the cards do not match");
    Step::To(on.iter().copied().filter(|c| c.0 != i && c.0 != j).collect())
}

#[test]
fn remove_pairs_is_played_perfectly() {
    let t = Trial {
        name: "abc354e",
        shown: |s| numbers(s).chunks(3).map(|c| (c[0], c[1], c[2])).collect(),
        apply: pair_apply,
        moves: pair_moves,
    };
    let mut rng = Rng::new(354);
    let starts: Vec<(Vec<String>, OnTable)> = (0..30)
        .map(|_| {
            let top = rng.range(2, 3);
            let cards: OnTable = (1..=rng.range(2, 7))
                .map(|n| (n, rng.range(1, top), rng.range(1, top)))
                .collect();
            (
                cards.iter().flat_map(|c| [c.1.to_string(), c.2.to_string()]).collect(),
                cards,
            )
        })
        .collect();
    assert!(trial(&t, &starts) >= 3);
    // The default is sample 1, lost for the first player (Aoki wins).
    let start = "start: on the table: card 1 (1, 9), card 2 (2, 5), card 3 (4, 9), card 4 (1, 4), card 5 (2, 5) (a P-position); you move first\n";
    let screen = scripts_to(
        &["abc354e"],
        "remove cards 1 and 2\nremove cards 2 and 5\n",
        start,
        Some("remove cards 1 and 3"),
        Winner::Pack,
    );
    assert!(
        screen.ends_with("The start was already lost for you: against perfect play every move loses.\n"),
        "{screen}"
    );
    assert_eq!(
        refused(&["abc354e", "1", "9", "0", "5"]),
        "abc354e: the position is 1 to 18 cards as front back pairs of 1 to 10^9; card 2 (0, 5) is not one"
    );
    let nineteen: Vec<&str> = std::iter::once("abc354e").chain(["1"; 38]).collect();
    assert!(refused(&nineteen).ends_with("; 38 numbers were given"));
}

// Weighted Tic-Tac-Toe (ABC349 E): nine weights on a 3 x 3 grid; the first
// player paints white cells red, the second blue, scoring the weights;
// three of a colour in a row, column or diagonal win at once, else the full
// board goes to the higher total. A position here is the weights and the
// board (0 white, 1 red, 2 blue).

type Painted = (Vec<i64>, [u8; 9]);

/// Whether `colour` holds three cells in a line.
fn has_line(board: &[u8; 9], colour: u8) -> bool {
    let cell = |r: usize, c: usize| board[3 * r + c] == colour;
    (0..3).any(|r| (0..3).all(|c| cell(r, c)))
        || (0..3).any(|c| (0..3).all(|r| cell(r, c)))
        || (0..3).all(|d| cell(d, d))
        || (0..3).all(|d| cell(d, 2 - d))
}

/// The colour to paint: red after an even number of painted cells.
fn painter(board: &[u8; 9]) -> u8 {
    1 + board.iter().filter(|&&c| c != 0).count() as u8 % 2
}

/// `colour`'s total.
fn score(a: &[i64], board: &[u8; 9], colour: u8) -> i64 {
    (0..9).filter(|&c| board[c] == colour).map(|c| a[c]).sum()
}

/// Painting `cell`: a line or a full board won by the painter wins at once.
fn paint(a: &[i64], board: &[u8; 9], cell: usize) -> Step<Painted> {
    let colour = painter(board);
    let mut next = *board;
    next[cell] = colour;
    let full = !next.contains(&0);
    if has_line(&next, colour) || (full && score(a, &next, colour) > score(a, &next, 3 - colour)) {
        return Step::Win;
    }
    Step::To((a.to_vec(), next))
}

/// A full board without a line the last painter lost: the other player's
/// one move (counting the totals) wins; an ended board has no other move.
fn tic_tac_toe_moves((a, board): &Painted) -> Vec<Step<Painted>> {
    if has_line(board, 1) || has_line(board, 2) {
        return Vec::new();
    }
    if !board.contains(&0) {
        let mover = painter(board);
        return match score(a, board, mover) > score(a, board, 3 - mover) {
            true => vec![Step::Win],
            false => Vec::new(),
        };
    }
    (0..9).filter(|&c| board[c] == 0).map(|c| paint(a, board, c)).collect()
}

/// `paint cell (I, J)` or `count the totals`.
fn tic_tac_toe_apply((a, board): &Painted, words: &str) -> Step<Painted> {
    if words == "count the totals" {
        assert!(!board.contains(&0), "{words}: the board is not full");
        return Step::Win;
    }
    let [i, j] = numbers(words)[..] else { panic!("{words}") };
    let cell = 3 * (i as usize - 1) + j as usize - 1;
    assert_eq!(board[cell], 0, "{words}: the cell is painted");
    paint(a, board, cell)
}

/// `board R0 .0 .0 / .0 B1 .0 / .0 .0 .0 (red 0, blue 1)`.
fn tic_tac_toe_shown(shown: &str) -> Painted {
    let rows = shown.strip_prefix("board ").unwrap().split(" (").next().unwrap();
    let cells = rows.split_whitespace().filter(|w| *w != "/");
    let (a, colours): (Vec<i64>, Vec<u8>) = cells
        .map(|w| {
            let colour = match &w[..1] {
                "." => 0,
                "R" => 1,
                "B" => 2,
                other => panic!("{other} in {shown}"),
            };
            (w[1..].parse::<i64>().unwrap(), colour)
        })
        .unzip();
    (a, colours.try_into().unwrap())
}

#[test]
fn weighted_tic_tac_toe_is_played_perfectly() {
    let t = Trial {
        name: "abc349e",
        shown: tic_tac_toe_shown,
        apply: tic_tac_toe_apply,
        moves: tic_tac_toe_moves,
    };
    let mut rng = Rng::new(349);
    let mut starts: Vec<(Vec<String>, Painted)> = Vec::new();
    while starts.len() < 24 {
        let a: Vec<i64> = (0..9).map(|_| rng.range(0, 4) as i64 - 2).collect();
        let mut board = [0u8; 9];
        for _ in 0..rng.range(2, 5) {
            let cell = rng.below(9);
            if board[cell] == 0 {
                board[cell] = painter(&board);
            }
        }
        if a.iter().sum::<i64>() % 2 == 0 || has_line(&board, 1) || has_line(&board, 2) {
            continue;
        }
        let mut words: Vec<String> = a.iter().map(i64::to_string).collect();
        words.push(board.iter().map(|&c| ['.', 'R', 'B'][usize::from(c)]).collect());
        starts.push((words, (a, board)));
    }
    assert!(trial(&t, &starts) >= 3);
    // Sample 2 is lost for the first player (Aoki wins); a move is written
    // with its parentheses.
    let sample = ["abc349e", "-1", "1", "0", "-4", "-2", "-5", "-4", "-1", "-5"];
    let start = "start: board .-1 .1 .0 / .-4 .-2 .-5 / .-4 .-1 .-5 (red 0, blue 0) (a P-position); you move first\n";
    scripts_to(
        &sample,
        "paint cell 1 1\npaint cell (1, 2)\n",
        start,
        Some("paint cell (1, 1)"),
        Winner::Nobody,
    );
    // Red to paint a full board's last cell and lose on the totals: blue counts them.
    let last = [
        "abc349e",
        "1",
        "2",
        "4",
        "8",
        "16",
        "32",
        "64",
        "128",
        "-510",
        "RRBBBRRB.",
    ];
    let start =
        "start: board R1 R2 B4 / B8 B16 R32 / R64 B128 .-510 (red 99, blue 156) (a P-position); you move first\n";
    let screen = scripts_to(&last, "paint cell (3, 3)\n", start, None, Winner::Pack);
    assert!(screen.contains("count the totals"), "{screen}");
    assert_eq!(
        refused(&["abc349e", "0", "0", "0", "0", "0", "0", "0", "0", "0"]),
        "abc349e: the position is nine weights of at most 10^9 in size (an odd sum), row by row, then optionally nine cells of `.RB`; the weights add up to 0"
    );
    let too_big = ["abc349e", "1000000001", "0", "0", "0", "0", "0", "0", "0", "0"];
    assert!(refused(&too_big).ends_with("; \"1000000001\" is not a weight"));
    assert_eq!(
        refused(&["abc349e", "1", "0", "0", "0", "0", "0", "0", "0", "0", "RRR.BB..."]),
        "abc349e: the board RRR.BB... already holds a line"
    );
    assert!(
        refused(&["abc349e", "1", "0", "0", "0", "0", "0", "0", "0", "0", "BB......."])
            .contains("has 0 red and 2 blue cells")
    );
}

// GG and MM (HDU 3595): Euclid games (p, q) played at once; a move takes a
// positive multiple of the smaller pile from the larger in every game whose
// smaller pile is not 0. A position here is the games in their places.

type Euclids = Vec<(u64, u64)>;

/// One game's moves, in place: k times the smaller pile from the larger
/// (equal piles: from the first, the same finished game either way).
fn euclid_options((p, q): (u64, u64)) -> Vec<(u64, u64)> {
    match (p.min(q), p >= q) {
        (0, _) => Vec::new(),
        (s, true) => (1..=p / s).map(|k| (p - k * s, q)).collect(),
        (s, false) => (1..=q / s).map(|k| (p, q - k * s)).collect(),
    }
}

#[allow(clippy::ptr_arg)] // a Trial's moves take &P
fn every_game_moves(games: &Euclids) -> Vec<Step<Euclids>> {
    let mut all = vec![games.clone()];
    let mut any = false;
    for (i, &game) in games.iter().enumerate() {
        let options = euclid_options(game);
        if options.is_empty() {
            continue;
        }
        any = true;
        let with = |next: &Euclids| -> Vec<Euclids> {
            let put = |&option: &(u64, u64)| {
                let mut changed = next.clone();
                changed[i] = option;
                changed
            };
            options.iter().map(put).collect()
        };
        all = all.iter().flat_map(with).collect();
    }
    match any {
        true => all.into_iter().map(Step::To).collect(),
        false => Vec::new(),
    }
}

/// `game I: take K from F; ...`, one clause for every unfinished game.
#[allow(clippy::ptr_arg)] // a Trial's apply takes &P
fn every_game_apply(games: &Euclids, words: &str) -> Step<Euclids> {
    let mut next = games.clone();
    for clause in words.split("; ") {
        let [i, k, from] = numbers(clause)[..] else {
            panic!("{words}")
        };
        let (p, q) = games[i as usize - 1];
        let small = p.min(q);
        assert!(
            small > 0 && k % small == 0 && from == p.max(q),
            "{words}: not a move of ({p}, {q})"
        );
        next[i as usize - 1] = if p >= q { (p - k, q) } else { (p, q - k) };
    }
    let moved = (0..games.len()).filter(|&i| next[i] != games[i]).count();
    let unfinished = games.iter().filter(|&&(p, q)| p.min(q) > 0).count();
    assert_eq!(moved, unfinished, "{words}: a move changes every unfinished game");
    Step::To(next)
}

#[test]
fn gg_and_mm_is_played_perfectly() {
    let t = Trial {
        name: "hdu3595",
        shown: |s| numbers(s).chunks(2).map(|g| (g[0], g[1])).collect(),
        apply: every_game_apply,
        moves: every_game_moves,
    };
    let mut rng = Rng::new(3595);
    let starts: Vec<(Vec<String>, Euclids)> = (0..30)
        .map(|_| {
            let games: Euclids = (0..rng.range(1, 3))
                .map(|_| (rng.range(0, 9), rng.range(1, 9)))
                .collect();
            (
                games.iter().flat_map(|g| [g.0.to_string(), g.1.to_string()]).collect(),
                games,
            )
        })
        .collect();
    assert!(trial(&t, &starts) >= 3);
    // The default: (5, 2) won in 3 steps beside (3, 2) lost in 2; MM wins.
    let start = "start: games (5, 2) (3, 2) (an N-position); you move first\n";
    let moves = "game 1: take 2 from 5\ngame 1: take 2 from 5; game 2: take 2 from 3\n";
    let example = Some("game 1: take 2 from 5; game 2: take 2 from 3");
    scripts_to(&["hdu3595"], moves, start, example, Winner::Nobody);
    assert_eq!(
        refused(&["hdu3595", "3", "41"]),
        "hdu3595: the position is 1 to 3 Euclid games as p q pairs of piles 0 to 40; game 1 has a pile of 41"
    );
    assert!(refused(&["hdu3595", "1", "2", "3", "4", "5", "6", "7", "8"]).ends_with("; 8 numbers were given"));
}

// New Nim (Luogu P4301): in round 1 the first player removes any whole
// heaps but not all, in round 2 the second player does the same with what
// is left, then Nim, whoever takes the last match wins. A position here is
// the round (3: Nim) and the heaps in their places, 0 where one is gone.

type Rounds = (u8, Vec<u64>);

fn new_nim_moves((round, heaps): &Rounds) -> Vec<Step<Rounds>> {
    let on: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
    let mut moves = Vec::new();
    if *round == 3 {
        for &i in &on {
            for left in 0..heaps[i] {
                let mut next = heaps.clone();
                next[i] = left;
                moves.push(Step::To((3, next)));
            }
        }
        return moves;
    }
    for mask in 0..(1usize << on.len()) - 1 {
        let mut next = heaps.clone();
        (0..on.len())
            .filter(|b| mask >> b & 1 == 1)
            .for_each(|b| next[on[b]] = 0);
        moves.push(Step::To((round + 1, next)));
    }
    moves
}

/// `remove heaps I J`, `remove heap I`, `remove no heap`, `take K from heap I`.
fn new_nim_apply((round, heaps): &Rounds, words: &str) -> Step<Rounds> {
    let said = numbers(words);
    let mut next = heaps.clone();
    if *round == 3 {
        let [k, i] = said[..] else { panic!("{words}") };
        assert!(
            words.starts_with("take ") && (1..=heaps[i as usize - 1]).contains(&k),
            "{words}"
        );
        next[i as usize - 1] -= k;
        return Step::To((3, next));
    }
    assert!(words.starts_with("remove "), "{words}");
    for &i in &said {
        assert!(heaps[i as usize - 1] > 0, "{words}: heap {i} is gone");
        next[i as usize - 1] = 0;
    }
    assert!(next.iter().any(|&h| h > 0), "{words}: every heap removed");
    Step::To((round + 1, next))
}

/// `round 1, removing heaps: heaps 5 5 6` or `Nim: heaps 6 0 5`.
fn new_nim_shown(shown: &str) -> Rounds {
    let (phase, heaps) = shown.split_once(": heaps ").unwrap();
    let round = match phase {
        "Nim" => 3,
        _ => numbers(phase)[0] as u8,
    };
    (round, numbers(heaps))
}

#[test]
fn new_nim_is_played_perfectly() {
    let t = Trial {
        name: "luogu4301",
        shown: new_nim_shown,
        apply: new_nim_apply,
        moves: new_nim_moves,
    };
    let starts: Vec<(Vec<String>, Rounds)> = rows(&mut Rng::new(4301), 30, (1, 4), (1, 4))
        .into_iter()
        .map(|(words, row)| (words, (1, row)))
        .collect();
    assert!(trial(&t, &starts) >= 3);
    // As the second player, keeping 3 3 of 3 3 3 wins: the xor is 0.
    let start = "start: round 1, removing heaps: heaps 3 3 3 (an N-position); the pack moves first\n";
    let (won, screen) = scripted(&["luogu4301", "--second", "3", "3", "3"], "remove all\n");
    assert!(screen.starts_with(start), "{screen}");
    assert!(screen.contains("write one as `remove no heap`"), "{screen}");
    assert_eq!(won, Winner::Nobody, "{screen}");
    assert_eq!(
        refused(&["luogu4301", "5", "0"]),
        "luogu4301: the position is 1 to 10 heaps of 1 to 1000 matches; heap 2 has 0"
    );
    let eleven: Vec<&str> = std::iter::once("luogu4301").chain(["1"; 11]).collect();
    assert!(refused(&eleven).ends_with("; 11 heaps were given"));
}

// Turning Corners (the game of nim_product_64's write-up): coins at (x, y);
// a move turns over the four corners of a rectangle whose far corner
// (x, y) shows heads. The tests stay on the 4 x 4 corner of the grid: a
// position is 16 bits, bit 4x + y for the coin (x, y).

fn corner_bit(x: u64, y: u64) -> u32 {
    1 << (4 * x + y)
}

fn corner_moves(&heads: &u32) -> Vec<Step<u32>> {
    let mut moves = Vec::new();
    for x in 1..4 {
        for y in (1..4).filter(|&y| heads & corner_bit(x, y) != 0) {
            for x2 in 0..x {
                for y2 in 0..y {
                    let turned = corner_bit(x, y) | corner_bit(x2, y) | corner_bit(x, y2) | corner_bit(x2, y2);
                    moves.push(Step::To(heads ^ turned));
                }
            }
        }
    }
    moves
}

/// The heads a screen shows, `heads at (3, 3) (1, 2)`.
fn corners_shown(shown: &str) -> u32 {
    numbers(shown).chunks(2).fold(0, |m, c| m | corner_bit(c[0], c[1]))
}

/// `turn corners (X, Y) (X2, Y2)`, (X, Y) heads and the far corner.
fn corner_apply(&heads: &u32, words: &str) -> Step<u32> {
    let [x, y, x2, y2] = numbers(words)[..] else {
        panic!("{words}")
    };
    assert!(heads & corner_bit(x, y) != 0 && x2 < x && y2 < y, "{words}");
    Step::To(heads ^ corner_bit(x, y) ^ corner_bit(x2, y) ^ corner_bit(x, y2) ^ corner_bit(x2, y2))
}

#[test]
fn turning_corners_is_played_perfectly() {
    let t = Trial {
        name: "nim_product_64",
        shown: corners_shown,
        apply: corner_apply,
        moves: corner_moves,
    };
    let mut rng = Rng::new(64);
    let starts: Vec<(Vec<String>, u32)> = (0..30)
        .map(|_| {
            let coins: Vec<(u64, u64)> = (0..rng.range(1, 3))
                .map(|_| (rng.range(0, 3), rng.range(0, 3)))
                .collect();
            let words = coins.iter().map(|(x, y)| format!("{x},{y}")).collect();
            (words, coins.iter().fold(0, |m, &(x, y)| m | corner_bit(x, y)))
        })
        .collect();
    assert!(trial(&t, &starts) >= 3);
    // The write-up's example: one coin at (3, 3), g = 3 (x) 3 = 2, won for
    // the mover; turning (3, 3) (1, 2) leaves (1, 2) (1, 3) (3, 2), which
    // the search calls lost (g = 1 (x) 2 xor 1 (x) 3 xor 3 (x) 2 = 2 xor 3
    // xor 1 = 0), so the pack has only losing replies.
    let mut search = Search::new(Play::Normal, corner_moves);
    assert!(search.mover_wins(&corner_bit(3, 3)));
    assert!(!search.mover_wins(&(corner_bit(1, 2) | corner_bit(1, 3) | corner_bit(3, 2))));
    let start = "start: heads at (3, 3) (g = 2, an N-position); you move first\n";
    let moves = "turn 3 3\nturn corners (3, 3) (1, 2)\n";
    let screen = scripts_to(
        &["nim_product_64"],
        moves,
        start,
        Some("turn corners (3, 3) (0, 0)"),
        Winner::Nobody,
    );
    assert!(screen.contains("\npack: turn corners "), "{screen}");
    assert_eq!(
        refused(&["nim_product_64", "3,16"]),
        "nim_product_64: the position is heads coins X,Y with 0 <= X, Y < 16; \"3,16\" is not one"
    );
}

// The Colouring Game (CF 1704F): a row of red and blue cells; Alice paints
// two neighbouring cells white, one of them red, Bob two, one of them blue.
// A position here is the row as letters (W for white) and whether Alice is
// to move.

type Colours = (Vec<u8>, bool);

fn colour_moves((row, alice): &Colours) -> Vec<Step<Colours>> {
    let own = if *alice { b'R' } else { b'B' };
    (0..row.len().saturating_sub(1))
        .filter(|&i| row[i] == own || row[i + 1] == own)
        .map(|i| {
            let mut after = row.clone();
            after[i] = b'W';
            after[i + 1] = b'W';
            Step::To((after, !alice))
        })
        .collect()
}

/// `row RBWB, Alice to move`.
fn colours_shown(shown: &str) -> Colours {
    let row = shown.split_whitespace().nth(1).unwrap().trim_end_matches(',');
    (row.as_bytes().to_vec(), shown.contains("Alice to move"))
}

/// `paint cells I and I+1`, one of them the mover's colour.
fn colour_apply((row, alice): &Colours, words: &str) -> Step<Colours> {
    let [i, j] = numbers(words)[..] else { panic!("{words}") };
    let (i, j) = (i as usize - 1, j as usize - 1);
    let own = if *alice { b'R' } else { b'B' };
    assert!(j == i + 1 && (row[i] == own || row[j] == own), "{words}");
    let mut after = row.clone();
    after[i] = b'W';
    after[j] = b'W';
    Step::To((after, !alice))
}

#[test]
fn the_colouring_game_is_played_perfectly() {
    let t = Trial {
        name: "cf1704f",
        shown: colours_shown,
        apply: colour_apply,
        moves: colour_moves,
    };
    let mut rng = Rng::new(1704);
    let starts: Vec<(Vec<String>, Colours)> = (0..30)
        .map(|round| {
            let row: Vec<u8> = (0..rng.range(2, 7))
                .map(|_| if rng.below(2) == 0 { b'R' } else { b'B' })
                .collect();
            // The person moves first in even rounds, so Alice is the person
            // there and the pack in odd ones: Alice always moves first.
            let _ = round;
            (vec![String::from_utf8(row.clone()).unwrap()], (row, true))
        })
        .collect();
    assert!(trial(&t, &starts) >= 3);
    assert_eq!(
        refused(&["cf1704f", "RBX"]),
        "cf1704f: the position is a row of 2 to 16 cells, each R or B; \"RBX\" is not one"
    );
}

// Tree Game (AGC010 F): stones on a tree's vertices and one piece; the
// first player places the piece and then both alternate turns, each taking
// a stone off the vertex under the piece and moving the piece to a
// neighbour; a player with no stone under the piece loses. Placing and the
// first turn are one move here (the placer turns at once). A position is
// the edges, the stones and the piece (1-based; None: not placed).

type Piece = (Vec<(u64, u64)>, Vec<u64>, Option<u64>);

/// The neighbours of vertex `v` (1-based) in `edges`.
fn neighbours(edges: &[(u64, u64)], v: u64) -> Vec<u64> {
    edges
        .iter()
        .filter_map(|&(a, b)| (a == v).then_some(b).or((b == v).then_some(a)))
        .collect()
}

/// A random tree on 1..=n: vertex v joins one of 1..v.
fn random_tree(rng: &mut Rng, n: u64) -> Vec<(u64, u64)> {
    (2..=n).map(|v| (rng.range(1, v - 1), v)).collect()
}

fn tree_moves((edges, stones, at): &Piece) -> Vec<Step<Piece>> {
    let froms: Vec<u64> = match at {
        Some(v) => vec![*v],
        None => (1..=stones.len() as u64).collect(),
    };
    let mut moves = Vec::new();
    for v in froms.into_iter().filter(|&v| stones[v as usize - 1] > 0) {
        for w in neighbours(edges, v) {
            let mut next = stones.clone();
            next[v as usize - 1] -= 1;
            moves.push(Step::To((edges.clone(), next, Some(w))));
        }
    }
    moves
}

/// `put the piece on vertex V, take a stone and move to vertex W`, or
/// `take a stone and move to vertex W` once the piece is placed.
fn tree_apply((edges, stones, at): &Piece, words: &str) -> Step<Piece> {
    let (v, w) = match (at, &numbers(words)[..]) {
        (None, &[v, w]) => (v, w),
        (Some(v), &[w]) => (*v, w),
        _ => panic!("{words}"),
    };
    assert!(
        stones[v as usize - 1] > 0 && neighbours(edges, v).contains(&w),
        "{words}"
    );
    let mut next = stones.clone();
    next[v as usize - 1] -= 1;
    Step::To((edges.clone(), next, Some(w)))
}

/// `tree 1-2 2-3; stones 1 2 3; the piece on vertex 2` (or `not placed`).
fn tree_shown(shown: &str) -> Piece {
    let parts: Vec<&str> = shown.split("; ").collect();
    let [tree, stones, piece] = parts[..] else {
        panic!("{shown}")
    };
    let edges = numbers(tree).chunks(2).map(|e| (e[0], e[1])).collect();
    (edges, numbers(stones), numbers(piece).first().copied())
}

#[test]
fn tree_game_is_played_perfectly() {
    let t = Trial {
        name: "agc010f",
        shown: tree_shown,
        apply: tree_apply,
        moves: tree_moves,
    };
    let mut rng = Rng::new(10);
    let starts: Vec<(Vec<String>, Piece)> = (0..30)
        .map(|_| {
            let n = rng.range(2, 5);
            let edges = random_tree(&mut rng, n);
            let stones: Vec<u64> = (0..n).map(|_| rng.range(0, 3)).collect();
            let mut words = vec![n.to_string()];
            words.extend(stones.iter().map(u64::to_string));
            words.extend(edges.iter().flat_map(|&(a, b)| [a.to_string(), b.to_string()]));
            (words, (edges, stones, None))
        })
        .collect();
    assert!(trial(&t, &starts) >= 3);
    // The default is sample 1, won from vertex 2 only: starting on 1 loses.
    let start = "start: tree 1-2 2-3; stones 1 2 3; the piece not placed (an N-position); you move first\n";
    let screen = scripts_to(
        &["agc010f"],
        "move to 3\nput the piece on vertex 1, take a stone and move to vertex 2\ntake a stone and move to vertex 2\n",
        start,
        Some("put the piece on vertex 1, take a stone and move to vertex 2"),
        Winner::Pack,
    );
    let mistake = "Your first mistake: at tree 1-2 2-3; stones 1 2 3; the piece not placed, `put the piece on vertex 1, take a stone and move to vertex 2`";
    assert!(screen.contains(mistake), "{screen}");
    assert!(
        screen.contains("`put the piece on vertex 2, take a stone and move to vertex 1`"),
        "{screen}"
    );
    assert_eq!(
        refused(&["agc010f", "3", "1", "2", "3", "1", "2", "1", "2"]),
        "agc010f: the position is N (2 to 40), N stone counts (0 to 10^9) and N - 1 edges a b; the edges are not a tree (vertex 3 is not joined to 1)"
    );
    assert!(refused(&["agc010f", "41"]).ends_with("; N = 41 is not one"));
    assert!(refused(&["agc010f", "2", "1", "1", "1", "3"]).ends_with("; edge 1 names vertex 3, not one of 1 to 2"));
    assert!(refused(&["agc010f", "2", "1", "1", "1"]).ends_with("; N = 2 needs 5 numbers, 4 were given"));
}

// A Game on a Graph (CodeChef HAMILG): the first player places a token on a
// vertex of a connected graph; then, the second player first, a move slides
// it along an edge to a vertex never visited (the start counts as
// visited); who cannot move loses. A position is the edges and, once
// placed, the token and the visited vertices (1-based, ascending).

type Token = (Vec<(u64, u64)>, Option<(u64, Vec<u64>)>);

fn token_moves((edges, token): &Token) -> Vec<Step<Token>> {
    let Some((at, visited)) = token else {
        let mut vertices: Vec<u64> = edges.iter().flat_map(|&(x, y)| [x, y]).collect();
        vertices.sort();
        vertices.dedup();
        return vertices
            .into_iter()
            .map(|v| Step::To((edges.clone(), Some((v, vec![v])))))
            .collect();
    };
    let mut moves = Vec::new();
    for w in neighbours(edges, *at).into_iter().filter(|w| !visited.contains(w)) {
        let mut seen = visited.clone();
        seen.push(w);
        seen.sort();
        moves.push(Step::To((edges.clone(), Some((w, seen)))));
    }
    moves
}

/// `put the token on vertex V`, or `slide the token to vertex W`.
fn token_apply((edges, token): &Token, words: &str) -> Step<Token> {
    let [w] = numbers(words)[..] else { panic!("{words}") };
    let Some((at, visited)) = token else {
        return Step::To((edges.clone(), Some((w, vec![w]))));
    };
    assert!(neighbours(edges, *at).contains(&w) && !visited.contains(&w), "{words}");
    let mut seen = visited.clone();
    seen.push(w);
    seen.sort();
    Step::To((edges.clone(), Some((w, seen))))
}

/// `graph 1-2 2-3; the token on vertex 2; visited 1 2` (or `not placed`).
fn token_shown(shown: &str) -> Token {
    let parts: Vec<&str> = shown.split("; ").collect();
    let edges = numbers(parts[0]).chunks(2).map(|e| (e[0], e[1])).collect();
    match parts[..] {
        [_, _] => (edges, None),
        [_, at, visited] => (edges, Some((numbers(at)[0], numbers(visited)))),
        _ => panic!("{shown}"),
    }
}

#[test]
fn a_game_on_a_graph_is_played_perfectly() {
    let t = Trial {
        name: "hamilg",
        shown: token_shown,
        apply: token_apply,
        moves: token_moves,
    };
    let mut rng = Rng::new(2000);
    let starts: Vec<(Vec<String>, Token)> = (0..30)
        .map(|_| {
            let n = rng.range(2, 7);
            // A random spanning tree, then each other pair with chance 1/3.
            let mut edges = random_tree(&mut rng, n);
            for x in 1..=n {
                for y in x + 1..=n {
                    if !edges.contains(&(x, y)) && rng.chance(1, 3) {
                        edges.push((x, y));
                    }
                }
            }
            let mut words = vec![n.to_string(), edges.len().to_string()];
            words.extend(edges.iter().flat_map(|&(a, b)| [a.to_string(), b.to_string()]));
            (words, (edges, None))
        })
        .collect();
    assert!(trial(&t, &starts) >= 3);
    // The default is sample 1's K4: a perfect matching, so every start loses
    // for the placer.
    let start = "start: graph 1-2 1-3 4-1 4-2 4-3 2-3; the token not placed (a P-position); you move first\n";
    let screen = scripts_to(
        &["hamilg"],
        "move to 3\nput the token on vertex 2\nslide the token to vertex 2\nslide the token to vertex 1\nslide the token to vertex 3\n",
        start,
        Some("put the token on vertex 1"),
        Winner::Pack,
    );
    assert!(
        screen.ends_with("The start was already lost for you: against perfect play every move loses.\n"),
        "{screen}"
    );
    // Sample 1's third graph, the path 1-2-3: placing on an end wins (B must go
    // to 2, A to the other end), placing on 2 loses.
    let screen = scripts_to(
        &["hamilg", "3", "2", "1", "2", "2", "3"],
        "put the token on vertex 2\nslide the token to vertex 1\n",
        "start: graph 1-2 2-3; the token not placed (an N-position); you move first\n",
        None,
        Winner::Pack,
    );
    let named = |v: u64| format!("`put the token on vertex {v}` leaves a P-position");
    assert!(screen.contains(&named(1)) || screen.contains(&named(3)), "{screen}");
    assert_eq!(
        refused(&["hamilg", "3", "2", "1", "2", "1", "2"]),
        "hamilg: the position is N (1 to 32), M and M edges x y of a connected simple graph; the edge 1 2 repeats an earlier edge"
    );
    assert!(refused(&["hamilg", "33", "0"]).ends_with("; N = 33 is not one"));
    assert!(refused(&["hamilg", "2", "1", "1", "3"]).ends_with("; edge 1 names vertex 3, not one of 1 to 2"));
    assert!(refused(&["hamilg", "2", "1", "1"]).ends_with("; M = 1 needs 4 numbers, 3 were given"));
}
