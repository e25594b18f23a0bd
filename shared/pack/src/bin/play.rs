//! `play GAME [--second] [--hints] [--seed N] [POSITION...]` (behind
//! scripts/play.sh): a person against the pack (pack::play_tool). Exit 0
//! when the person wins, 1 when the pack wins or the input ends first, 2 on
//! a usage error, 3 on a draw (a loopy game at its move limit).

use pack::play_tool::{list, options, play};
use sglab::play::Winner;
use std::io::IsTerminal;
use std::process::exit;

/// The help text before the list of games.
fn help() -> String {
    format!(
        "\
usage: scripts/play.sh list
       scripts/play.sh GAME [--first|--second] [--hints] [--seed N] [POSITION...]
       scripts/play.sh --rules CMD [--loopy] [--first|--second] [--hints] [--seed N] [POSITION...]
Play GAME against the pack, which plays perfectly. You move first unless
--second; --hints lists every option with the value it leaves before each
of your moves; --seed draws the pack's choice among equally good moves and
the default position. An illegal move gets its reason and another try; at
a loss the pack names your first mistake (the value you left and a move
that would have won) or says the start was already lost. --loopy (with
--rules) allows cycles: a position may be a draw, which the pack keeps,
and a game ends drawn after {} moves. Moves come from the terminal or
from piped input, one a line. `list` prints the games:",
        explorer::rules::play::MOVE_LIMIT
    )
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() || args.iter().any(|a| a == "-h" || a == "--help") {
        println!(
            "{}\n{}exit status: 0 you win, 1 the pack wins (or the input ended), 2 usage error, 3 a draw.",
            help(),
            list()
        );
        return;
    }
    if args[0] == "list" {
        print!("{}", list());
        return;
    }
    let mut options = options(&args).unwrap_or_else(|e| {
        sglab::errln!("play: {e}");
        exit(2)
    });
    let stdin = std::io::stdin();
    options.seat.echo = !stdin.is_terminal();
    let mut input = stdin.lock();
    let mut out = std::io::stdout();
    match play(&options, &mut input, &mut out) {
        Ok(Winner::Person) => {}
        Ok(Winner::Drawn) => exit(3),
        Ok(_) => exit(1),
        Err(e) => {
            sglab::errln!("play: {e}");
            exit(2)
        }
    }
}
