//! `scripts/play.sh GAME [options] [POSITION...]`: a person plays one of the
//! pack's games against the pack, which plays perfectly with the game's
//! [`sglab::play::Game`] (the judge side of the interactive problems, the
//! same code). Moves are typed as the game's protocol writes them; piped
//! input plays a scripted game; `--rules CMD` plays a rules program's game
//! (explorer::rules::play). Tested by tests/tools/play.rs and
//! tests/tools/rules_play.rs.

use crate::problems::{abc278g, cf1375f, cf1934d2, hdu2516, hdu5795, luogu2252};
use explorer::rules::play::RulesGame;
use sglab::play::{against_person, Game, Seat, Winner};
use sglab::rng::Rng;
use std::io::{BufRead, Write};

/// The games, their positions and their moves, for `--help`.
pub const GAMES: &str = "\
  abc278g    Generalized Subtraction Game: POSITION is `N L R`, cards 1..N, take
             L to R in a row (default: N random 5..=12, L = R = 2); a move is
             `x y`, cards x..x+y-1
  cf1375f    Integer Game: POSITION is three distinct piles (default: three
             random 1..=20); you are First against the adversarial judge and
             a move is y, or with --second the pack is First and a move is the
             pile (1 to 3) that takes its y
  cf1934d2   XOR Break: POSITION is n (default: random 1..=1000); a move is a
             break `p1 p2` of n or of one of the pack's two numbers (the xor
             says which); --second lets the pack break n first
  hdu2516    Fibonacci Nim: POSITION is the pile (default: random 5..=40);
             a move is the number of stones taken
  hdu5795    A Simple Nim: POSITION is the heaps (default: three random 1..=9);
             a move is `take I K` or `split I A B C` (heaps numbered from 1)
  luogu2252  Wythoff's game: POSITION is the two heaps (default: random 0..=20);
             a move is the two heaps it leaves, `3 5`
  --rules CMD  your own game, from a rules program (see `explore --help`; CMD is
             one argument, e.g. 'python3 lasker.py'): POSITION is its components,
             each `n`, or `x,y` for a two-size game (a sum of them all; default:
             one component of 10); a move is `I OPTION`,
             component I (from 1) and one option as the program writes it:
             `1 6,1` (two heaps), `2 -` (nothing left), `1 3 4` (two sizes)";

/// What the command line asks.
#[derive(Debug, PartialEq, Eq)]
pub struct PlayOptions {
    pub game: String,
    pub seat: Seat,
    pub seed: u64,
    pub position: Vec<u64>,
    /// `--rules CMD`: the command, and the components as typed.
    pub rules: Option<(String, Vec<String>)>,
}

/// Reads `GAME [--second] [--hints] [--seed N] [POSITION...]`.
pub fn options(args: &[String]) -> Result<PlayOptions, String> {
    let mut args = args.iter();
    // A game is its problem's binary or folder name or a unique prefix.
    // `--rules CMD` names no problem (resolving it failed every `play.sh --rules`).
    let first = args.next().ok_or("name a game")?;
    let game = match first.as_str() {
        "--rules" => first.clone(),
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
            "--seed" => {
                let seed = args.next().ok_or("--seed needs a number")?;
                options.seed = seed.parse().map_err(|_| format!("--seed {seed:?}: not a number"))?;
            }
            component if options.rules.is_some() => {
                if let Some((_, list)) = options.rules.as_mut() {
                    list.push(component.to_string());
                }
            }
            number => options.position.push(
                number
                    .parse()
                    .map_err(|_| format!("{number:?}: not an option or a number of the position"))?,
            ),
        }
    }
    Ok(options)
}

/// Plays the game `options` names with a person on `input` and `out`.
pub fn play(options: &PlayOptions, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<Winner, String> {
    let rng = Rng::new(options.seed);
    match options.game.as_str() {
        "--rules" => play_rules(options, rng, input, out),
        "abc278g" => play_abc278g(options, rng, input, out),
        "hdu2516" => play_hdu2516(options, rng, input, out),
        "hdu5795" => play_hdu5795(options, rng, input, out),
        "luogu2252" => play_luogu2252(options, rng, input, out),
        "cf1375f" => play_cf1375f(options, rng, input, out),
        "cf1934d2" => play_cf1934d2(options, rng, input, out),
        other => Err(format!("no game {other:?}; the games:\n{GAMES}")),
    }
}

/// `--rules CMD`: plays a rules program's game, from its components (default one of 10).
fn play_rules(options: &PlayOptions, rng: Rng, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<Winner, String> {
    let (cmd, given) = options.rules.clone().unwrap_or_default();
    let components = if given.is_empty() {
        vec!["10".to_string()]
    } else {
        given
    };
    let cpu = explorer::rules::child::DEFAULT_CPU;
    let (mut game, start) = RulesGame::new(&cmd, &components, cpu)?;
    with_person(&mut game, start, options, rng, input, out)
}

/// ABC278 G from `N L R` (default N random 5..=12, L = R = 2).
fn play_abc278g(
    options: &PlayOptions,
    mut rng: Rng,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Winner, String> {
    let (n, l, r) = match options.position[..] {
        [] => (rng.range(5, 12), 2, 2),
        [n, l, r] if (1..=2000).contains(&n) && 1 <= l && l <= r && r <= n => (n, l, r),
        _ => return Err("abc278g: the position is `N L R` with 1 <= L <= R <= N <= 2000".to_string()),
    };
    let start = abc278g::Table::full(n);
    with_person(&mut abc278g::Playing::new(n, l, r), start, options, rng, input, out)
}

/// HDU 2516 (Fibonacci Nim) from one pile (default random 5..=40).
fn play_hdu2516(
    options: &PlayOptions,
    mut rng: Rng,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Winner, String> {
    let n = match options.position[..] {
        [] => rng.range(5, 40),
        [n] if (2..=1 << 20).contains(&n) => n,
        _ => return Err("hdu2516: the position is one pile of 2 to 2^20 stones".to_string()),
    };
    with_person(
        &mut hdu2516::Playing,
        sglab::games::fibonacci_nim::start(n),
        options,
        rng,
        input,
        out,
    )
}

/// HDU 5795 from its heaps (default three random 1..=9).
fn play_hdu5795(
    options: &PlayOptions,
    mut rng: Rng,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Winner, String> {
    let p = &options.position;
    let heaps = if p.is_empty() {
        (0..3).map(|_| rng.range(1, 9)).collect()
    } else {
        p.clone()
    };
    if heaps.is_empty() || heaps.len() > 8 || heaps.iter().any(|&h| h == 0 || h > 60) {
        return Err("hdu5795: the position is 1 to 8 heaps of 1 to 60 candies".to_string());
    }
    with_person(&mut hdu5795::Playing::default(), heaps, options, rng, input, out)
}

/// Luogu P2252 (Wythoff's game) from two heaps (default random 0..=20).
fn play_luogu2252(
    options: &PlayOptions,
    mut rng: Rng,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Winner, String> {
    let heaps = match options.position[..] {
        [] => (rng.range(0, 20), rng.range(0, 20)),
        [a, b] if a + b <= 1 << 16 => (a, b),
        _ => return Err("luogu2252: the position is two heaps, 2^16 stones at most in all".to_string()),
    };
    with_person(&mut luogu2252::Playing, heaps, options, rng, input, out)
}

/// CF 1375F from three distinct piles (default three random 1..=20).
fn play_cf1375f(
    options: &PlayOptions,
    mut rng: Rng,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Winner, String> {
    let piles = match options.position[..] {
        [] => loop {
            let t = (rng.range(1, 20), rng.range(1, 20), rng.range(1, 20));
            if t.0 != t.1 && t.1 != t.2 && t.0 != t.2 {
                break t;
            }
        },
        [a, b, c] if a != b && b != c && a != c && [a, b, c].iter().all(|v| (1..=1_000_000_000).contains(v)) => {
            (a, b, c)
        }
        _ => return Err("cf1375f: the position is three distinct piles, 1 to 10^9".to_string()),
    };
    let start = cf1375f::Turn::start(&piles);
    with_person(&mut cf1375f::Playing::default(), start, options, rng, input, out)
}

/// CF 1934D2 from n (default random 1..=1000).
fn play_cf1934d2(
    options: &PlayOptions,
    mut rng: Rng,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Winner, String> {
    let n = match options.position[..] {
        [] => rng.range(1, 1000),
        [n] if (1..=1_000_000_000_000_000_000).contains(&n) => n,
        _ => return Err("cf1934d2: the position is one number n, 1 to 10^18".to_string()),
    };
    with_person(&mut cf1934d2::Playing::default(), vec![n], options, rng, input, out)
}

/// Plays `game` from `start` with the person in the seat `options` gives.
fn with_person<G: Game>(
    game: &mut G,
    start: G::Pos,
    options: &PlayOptions,
    mut rng: Rng,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Winner, String> {
    against_person(game, start, options.seat, &mut rng, input, out).map_err(|e| format!("cannot talk: {e}"))
}
