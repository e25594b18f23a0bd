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
/// (the judge to move): the first such move into an N-position is the
/// losing one (the player stood on an N-position before it, or lost
/// earlier).
pub fn note<G: Game>(record: &mut Record, game: &mut G, before: &G::Pos, line: &str, after: &G::Pos) {
    if record.losing.is_none() && game.wins(after) {
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
    loop {
        if player_turn {
            let line = match talk.hear() {
                Heard::Line(line) => line,
                Heard::End => return Err(Lost::Ended),
                Heard::TooMuch => return Err(Lost::Flooded),
            };
            // A flood of one line is quoted cut, never whole.
            let shown = cut_middle(&line);
            record.player(&line);
            let fault = if line.split_whitespace().collect::<Vec<_>>() == markers.no_move.split(' ').collect::<Vec<_>>()
            {
                let left = game
                    .moves(&pos)
                    .map_or(String::new(), |m| format!(" ({} legal moves)", m.len()));
                Some(match game.reply(&pos, &mut Rng::new(0)) {
                    Some(mv) => format!(
                        "the player said it cannot move, but {} is legal{left}",
                        game.write_move(&mv)
                    ),
                    None => "the player had no move left".to_string(),
                })
            } else {
                match game.read_move(&pos, &line) {
                    Ok(mv) => {
                        player_moves += 1;
                        if let Some(most) = markers.most_moves.filter(|&most| player_moves > most) {
                            Some(format!("more than {most} moves by the player"))
                        } else {
                            let after = game.after(&pos, &mv);
                            note(record, game, &pos, &shown, &after);
                            pos = after;
                            None
                        }
                    }
                    Err(why) => Some(format!("`{}`: {why}", cut_middle(&line))),
                }
            };
            if let Some(why) = fault {
                record.judge(markers.lost);
                talk.say(markers.lost);
                return Err(Lost::Said(why));
            }
        } else {
            match game.reply(&pos, rng) {
                None => {
                    record.judge(markers.no_move);
                    talk.say(markers.no_move);
                    return Ok(());
                }
                Some(mv) => {
                    let line = game.write_move(&mv);
                    record.judge(&line);
                    talk.say(&line);
                    pos = game.after(&pos, &mv);
                }
            }
        }
        player_turn = !player_turn;
    }
}
