//! A game against a person in a terminal, or a scripted game from piped
//! input ([`against_person`]): the pack plays its side with the same
//! [`Game::reply`] an interactive problem's judge uses; the person types
//! moves as the protocol writes them. An illegal move gets its reason and
//! another try; `--hints` lists each option with its value; at a loss the
//! pack names the person's first mistake (the first move that leaves the
//! person less than it could force: a win given up, or a draw): the value
//! it left and one move that would have kept it, or says that the start
//! was already lost. A loopy game ends drawn at its move limit. Tested by
//! shared/pack/tests/tools/play.rs (scripted games of every playable game).

use super::game::{describe, Game};
use crate::rng::Rng;
use std::io::{self, BufRead, Write};

/// How a game with a person goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seat {
    /// The person moves first.
    pub person_first: bool,
    /// Show every option's value before the person moves.
    pub hints: bool,
    /// Write each move read back (piped input is not echoed by a terminal).
    pub echo: bool,
}

/// Who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Winner {
    Person,
    Pack,
    /// The input ended before the game did.
    Nobody,
    /// A game that may go on for ever reached its move limit.
    Drawn,
}

/// Plays `game` from `start` with a person reading `input` and writing
/// to `out`; the pack's moves are drawn with `rng`. Returns who won.
pub fn against_person<G: Game>(
    game: &mut G,
    start: G::Pos,
    seat: Seat,
    rng: &mut Rng,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> io::Result<Winner> {
    let mut pos = start;
    let mut mistake: Option<String> = None;
    let mut person_turn = seat.person_first;
    let opening = describe(game, &pos);
    let mover = if person_turn {
        "you move first"
    } else {
        "the pack moves first"
    };
    writeln!(out, "start: {} ({opening}); {mover}", game.show(&pos))?;
    let mut moves = 0;
    loop {
        if game.move_limit() == Some(moves) {
            writeln!(
                out,
                "{moves} moves made: the game is drawn (it could go on for ever); the position is {}.",
                describe(game, &pos)
            )?;
            return Ok(Winner::Drawn);
        }
        moves += 1;
        if person_turn {
            if game.reply(&pos, &mut Rng::new(0)).is_none() {
                if game.misere() {
                    writeln!(out, "You have no move, and the last move loses: you win.")?;
                    return Ok(Winner::Person);
                }
                writeln!(out, "You have no move: the pack wins.")?;
                return lost(&mistake, out);
            }
            if seat.hints {
                hints(game, &pos, out)?;
            }
            let mv = loop {
                if game.shows_each_position() {
                    write!(out, "your move> ")?;
                } else {
                    write!(out, "{}; your move> ", game.show(&pos))?;
                }
                out.flush()?;
                let mut line = String::new();
                if input.read_line(&mut line)? == 0 {
                    writeln!(out, "\nThe input ended before the game did.")?;
                    return Ok(Winner::Nobody);
                }
                let line = line.trim();
                if seat.echo {
                    writeln!(out, "{line}")?;
                }
                match game.read_move(&pos, line) {
                    Ok(mv) => break mv,
                    Err(why) => writeln!(out, "illegal: {why}; try again")?,
                }
            };
            let after = game.after(&pos, &mv);
            if mistake.is_none() && prospects(game, &pos) > 2 - prospects(game, &after) {
                mistake = Some(first_mistake(game, &pos, &mv, &after));
            }
            pos = after;
            board(game, &pos, out)?;
        } else {
            match game.reply(&pos, rng) {
                None if game.misere() => {
                    writeln!(out, "The pack has no move, and the last move loses: the pack wins.")?;
                    return lost(&mistake, out);
                }
                None => {
                    writeln!(out, "The pack has no move: you win.")?;
                    return Ok(Winner::Person);
                }
                Some(mv) => {
                    let text = game.write_move(&mv);
                    writeln!(out, "pack: {text}")?;
                    pos = game.after(&pos, &mv);
                    board(game, &pos, out)?;
                }
            }
        }
        person_turn = !person_turn;
    }
}

/// What the side to move at `pos` can force: 2 a win, 1 a draw, 0 a loss;
/// a move is a mistake when the mover can force less after it.
fn prospects<G: Game>(game: &mut G, pos: &G::Pos) -> u8 {
    if game.drawn(pos) {
        1
    } else if game.wins(pos) {
        2
    } else {
        0
    }
}

/// The position a move left, for a game that shows each one.
fn board<G: Game>(game: &G, pos: &G::Pos, out: &mut dyn Write) -> io::Result<()> {
    if game.shows_each_position() {
        writeln!(out, "  leaves {}", game.show(pos))?;
    }
    Ok(())
}

/// Each option of `pos` with the value it leaves (the winning ones, which
/// leave a P-position, marked `*`, and those that keep a draw `=`), or a
/// note when there are too many.
fn hints<G: Game>(game: &mut G, pos: &G::Pos, out: &mut dyn Write) -> io::Result<()> {
    match game.moves(pos) {
        None => writeln!(out, "hints: too many options to list; {}", describe(game, pos)),
        Some(moves) => {
            writeln!(out, "hints: {} options from {}:", moves.len(), describe(game, pos))?;
            let mut keeps_a_draw = false;
            for mv in moves {
                let after = game.after(pos, &mv);
                let mark = match prospects(game, &after) {
                    0 => "*",
                    1 => {
                        keeps_a_draw = true;
                        "="
                    }
                    _ => " ",
                };
                writeln!(
                    out,
                    " {mark} {:<12} leaves {}",
                    game.write_move(&mv),
                    describe(game, &after)
                )?;
            }
            writeln!(out, "   (* wins: it leaves the pack a P-position)")?;
            if keeps_a_draw {
                writeln!(out, "   (= keeps the draw: the pack cannot force a win after it)")?;
            }
            Ok(())
        }
    }
}

/// The pack's win explained: the first mistake, or a start already lost.
fn lost(mistake: &Option<String>, out: &mut dyn Write) -> io::Result<Winner> {
    match mistake {
        Some(why) => writeln!(out, "{why}")?,
        None => writeln!(
            out,
            "The start was already lost for you: against perfect play every move loses."
        )?,
    }
    Ok(Winner::Pack)
}

/// The words for the person's first mistake, `mv` from `before` to
/// `after` (a win given up, or a draw): what it left and the move the pack
/// would have made instead.
fn first_mistake<G: Game>(game: &mut G, before: &G::Pos, mv: &G::Move, after: &G::Pos) -> String {
    let left = left_words(game, after);
    let shown = game.show(before);
    let played = game.write_move(mv);
    match game.reply(before, &mut Rng::new(0)) {
        Some(good) => {
            let then = game.after(before, &good);
            format!(
                "Your first mistake: at {shown}, `{played}` left {left}; `{}` leaves {}.",
                game.write_move(&good),
                left_words(game, &then)
            )
        }
        None => format!("Your first mistake: at {shown}, `{played}` left {left}."),
    }
}

/// A position as the person left it: `g = 3` for a sum, else its outcome.
fn left_words<G: Game>(game: &mut G, pos: &G::Pos) -> String {
    if game.drawn(pos) {
        return "a draw (the pack, to move, can keep it drawn)".to_string();
    }
    match game.value(pos) {
        Some(g) => format!("g = {g}"),
        None if game.wins(pos) => "an N-position (the pack, to move, wins)".to_string(),
        None => "a P-position (the pack, to move, loses)".to_string(),
    }
}
