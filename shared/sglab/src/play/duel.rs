//! One game between the judge and a program, line by line
//! ([`against_program`]), and
//! its [`Record`]: every line with who wrote it, and the player's first
//! move that handed the judge a won position. The judge plays perfectly
//! through [`Game::reply`]; the program's lines are held to the protocol
//! and a fault ends the game, named. Tested by shared/pack/tests/tools/play.rs
//! and the interactive problems' tests.

use super::game::{describe, Game};
use crate::contract::record::Record;
use crate::contract::Lost;
use crate::quote::cut_middle;
use crate::rng::Rng;
use crate::talk::{Heard, Talk};

/// The lines that end a game in the protocol, as the judge prints them.
#[derive(Clone, Copy, Debug)]
pub struct Markers {
    /// The judge cannot move: the player has won (`0 0`). The player prints
    /// the same when it cannot move, and loses.
    pub no_move: &'static str,
    /// The player's last line was illegal or it gave up: it has lost
    /// (`-1 -1`).
    pub lost: &'static str,
    /// At most this many moves by the player in one game.
    pub most_moves: Option<usize>,
}

/// Notes in `record` that the player moved `line` from `before` to `after`
/// (the judge to move): the first move from an N-position into an
/// N-position is the losing one. A move from a P-position loses nothing
/// (every move from there loses), so a start already lost is never
/// blamed on the player's first move; [`against_program`] says it instead.
pub fn note<G: Game>(record: &mut Record, game: &mut G, before: &G::Pos, line: &str, after: &G::Pos) {
    if record.losing.is_none() && game.wins(after) && game.wins(before) {
        let from = describe(game, before);
        let to = describe(game, after);
        record.losing = Some(format!(
            "the player's move `{}` from {from} left {to} for the judge",
            cut_middle(line)
        ));
    }
}

/// Plays one game from `pos` through `talk`, the player first when
/// `player_first`. Ok when the player wins (the judge is left without a
/// move and says `markers.no_move`); `Err` says how the player lost: no
/// move left, a malformed or illegal line (answered `markers.lost`), too
/// many moves, or the program ending mid-game.
pub fn against_program<G: Game>(
    game: &mut G,
    mut pos: G::Pos,
    player_first: bool,
    talk: &mut Talk,
    markers: &Markers,
    rng: &mut Rng,
    record: &mut Record,
) -> Result<(), Lost> {
    let mut player_moves = 0;
    let mut player_turn = player_first;
    if record.losing.is_none() && game.wins(&pos) != player_first {
        let mover = if player_first { "the player" } else { "the judge" };
        record.losing = Some(format!(
            "the start, {}, was already lost for the player ({mover} moves first)",
            describe(game, &pos)
        ));
    }
    loop {
        if player_turn {
            let line = match talk.hear() {
                Heard::Line(line) => line,
                Heard::End => return Err(Lost::Ended),
                Heard::TooMuch => return Err(Lost::Flooded),
            };
            record.player(&line);
            match player_move(game, &pos, &line, markers, &mut player_moves) {
                Ok(after) => {
                    // A flood of one line is quoted cut, never whole.
                    note(record, game, &pos, &cut_middle(&line), &after);
                    pos = after;
                }
                Err(why) => {
                    record.judge(markers.lost);
                    talk.say(markers.lost);
                    return Err(Lost::Said(why));
                }
            }
        } else {
            match judge_move(game, &pos, rng) {
                None => {
                    record.judge(markers.no_move);
                    talk.say(markers.no_move);
                    return Ok(());
                }
                Some((line, after)) => {
                    record.judge(&line);
                    talk.say(&line);
                    pos = after;
                }
            }
        }
        player_turn = !player_turn;
    }
}

/// The position the player's `line` leaves, its `moves`-th move counted,
/// or why the line loses: it says there is no move while one is legal (or
/// there is none left), is more moves than `markers.most_moves`, or is not
/// a legal move.
fn player_move<G: Game>(
    game: &mut G,
    pos: &G::Pos,
    line: &str,
    markers: &Markers,
    moves: &mut usize,
) -> Result<G::Pos, String> {
    if line.split_whitespace().collect::<Vec<_>>() == markers.no_move.split(' ').collect::<Vec<_>>() {
        let left = game
            .moves(pos)
            .map_or(String::new(), |m| format!(" ({} legal moves)", m.len()));
        return Err(match game.reply(pos, &mut Rng::new(0)) {
            Some(mv) => format!(
                "the player said it cannot move, but {} is legal{left}",
                game.write_move(&mv)
            ),
            None => "the player had no move left".to_string(),
        });
    }
    match game.read_move(pos, line) {
        Ok(mv) => {
            *moves += 1;
            match markers.most_moves.filter(|&most| *moves > most) {
                Some(most) => Err(format!("more than {most} moves by the player")),
                None => Ok(game.after(pos, &mv)),
            }
        }
        Err(why) => Err(format!("`{}`: {why}", cut_middle(line))),
    }
}

/// The judge's reply from `pos`, as its line and the position it leaves;
/// `None` when it has no move.
fn judge_move<G: Game>(game: &mut G, pos: &G::Pos, rng: &mut Rng) -> Option<(String, G::Pos)> {
    let mv = game.reply(pos, rng)?;
    Some((game.write_move(&mv), game.after(pos, &mv)))
}
