//! `scripts/play.sh GAME [options] [POSITION...]`: a person plays one of the
//! pack's games against the pack, which plays perfectly with the game's
//! [`sglab::play::Game`] (the judge side of the interactive problems, the
//! same code). Each problem's game is its folder's `play.rs` (an
//! [`Entry`]), which build.rs lists; `scripts/play.sh list` shows them all. Moves are typed as the game's protocol writes them; piped
//! input plays a scripted game; `--rules CMD` plays a rules program's game
//! (explorer::rules::play). Tested by tests/tools/play.rs and
//! tests/tools/rules_play.rs.

use explorer::rules::play::RulesGame;
use sglab::play::{with_person, Entry, Person, Seat, Winner};
use sglab::rng::Rng;
use std::io::{BufRead, Write};

mod registry {
    include!(concat!(env!("OUT_DIR"), "/problem_games.rs"));
}

/// What `--rules CMD` plays, for the list.
pub const RULES: &str = "\
your own game, from a rules program (see `explore --help`; CMD is
one argument, e.g. 'python3 lasker.py'): POSITION is any position it
answers, written as the protocol writes it and `explore --from` reads
it: `7,3` or `7 3` (two components: words are joined by `,`), '3 5'
(one component of two sizes), HTTH (default: 10), its game explored
first. A move is `I OPTION`, the
component in place I (from 1) and one option as the program writes it:
`1 6,1` (two heaps), `2 -` (nothing left), `1 3 4` (two sizes); the
position is shown after every move. --loopy: options need not be
smaller; a draw is kept by the pack";

/// The game of the problem whose binary is `bin`, if it has one.
pub fn game(bin: &str) -> Option<Entry> {
    registry::IN_FOLDERS
        .iter()
        .find(|(name, _)| *name == bin)
        .map(|(_, entry)| *entry)
}

/// Every problem of the registry with what `play.sh` plays for it, then
/// `--rules`: the list `play.sh list` prints.
pub fn list() -> String {
    let mut text = String::new();
    let mut row = |name: &str, about: &str| {
        for (i, line) in about.lines().enumerate() {
            let head = if i == 0 { name } else { "" };
            text.push_str(&format!("  {head:<15}{}\n", line.trim()));
        }
    };
    for name in crate::problems::NAMES {
        match game(name) {
            Some(entry) => row(name, entry.about),
            None => row(name, "not playable yet: no game registered in its folder (play.rs)"),
        }
    }
    row("--rules CMD", RULES);
    text
}

/// What the command line asks.
#[derive(Debug, PartialEq, Eq)]
pub struct PlayOptions {
    pub game: String,
    pub seat: Seat,
    pub seed: u64,
    /// The position's words, as typed.
    pub position: Vec<String>,
    /// `--rules CMD`: the command, and the position's words as typed.
    pub rules: Option<(String, Vec<String>)>,
    /// `--loopy` (with `--rules`): cycles allowed, draws played.
    pub loopy: bool,
}

/// Reads `GAME [--second] [--hints] [--seed N] [POSITION...]` (and
/// `--loopy` after `--rules CMD`).
pub fn options(args: &[String]) -> Result<PlayOptions, String> {
    let mut args = args.iter();
    // A game is its problem's binary or folder name or a unique prefix.
    // `--rules CMD` names no problem (resolving it failed every `play.sh --rules`).
    let first = args.next().ok_or("name a game")?;
    let game = match first.as_str() {
        "--rules" | "list" => first.clone(),
        name => sglab::meta::resolve(name)?.bin,
    };
    let mut options = PlayOptions {
        game,
        seat: Seat {
            person_first: true,
            hints: false,
            echo: false,
        },
        seed: 1,
        position: Vec::new(),
        rules: None,
        loopy: false,
    };
    if options.game == "--rules" {
        let cmd = args.next().ok_or("--rules needs a command")?;
        options.rules = Some((cmd.clone(), Vec::new()));
    }
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--first" => options.seat.person_first = true,
            "--second" => options.seat.person_first = false,
            "--hints" => options.seat.hints = true,
            "--loopy" if options.rules.is_some() => options.loopy = true,
            "--seed" => {
                let seed = args.next().ok_or("--seed needs a number")?;
                options.seed = seed.parse().map_err(|_| format!("--seed {seed:?}: not a number"))?;
            }
            component if options.rules.is_some() => {
                if let Some((_, list)) = options.rules.as_mut() {
                    list.push(component.to_string());
                }
            }
            word => options.position.push(word.to_string()),
        }
    }
    Ok(options)
}

/// Plays the game `options` names with a person on `input` and `out`.
pub fn play(options: &PlayOptions, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<Winner, String> {
    let mut rng = Rng::new(options.seed);
    if options.game == "--rules" {
        return play_rules(options, rng, input, out);
    }
    match game(&options.game) {
        Some(entry) => {
            let mut person = Person {
                seat: options.seat,
                rng: &mut rng,
                input,
                out,
            };
            (entry.play)(&options.position, &mut person)
        }
        None => Err(format!(
            "{} has no playable game yet; `play.sh list` shows the games",
            options.game
        )),
    }
}

/// `--rules CMD`: plays a rules program's game from the position given (default `10`).
fn play_rules(
    options: &PlayOptions,
    mut rng: Rng,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Winner, String> {
    let (cmd, given) = options.rules.clone().unwrap_or_default();
    let components = if given.is_empty() {
        vec!["10".to_string()]
    } else {
        given
    };
    let cpu = explorer::rules::child::DEFAULT_CPU;
    let (mut game, start) = RulesGame::new(&cmd, &components, options.loopy, cpu)?;
    let mut person = Person {
        seat: options.seat,
        rng: &mut rng,
        input,
        out,
    };
    with_person(&mut game, start, &mut person)
}
