//! The pack's games as the explorer lists them (`explore --game NAME`):
//! each problem's rules from `sglab::games`, tabulated by
//! `explorer`, plus two games whose table is their own (Fibonacci
//! Nim's least winning takes, Advance or Eat's column values). Tested by
//! tests/tools/explore.rs (every game tabulates) and tests/docs/readme_tables.rs
//! (the write-ups' tables).

use explorer::limits::{MAX_N, MAX_SIDE};
use explorer::{find, named_table, number, Args, Game, Rules};
use sglab::games;

/// The pack's games.
pub const GAMES: &[Game] = &[
    Game {
        name: "hdu1907",
        title: "Nim, one heap of n (the judge plays misère; these are normal-play values)",
        rules: Rules::One(games::nim::options),
        max: MAX_N,
        smallest: 0,
    },
    Game {
        name: "hdu5795",
        title: "Nim with a split into three heaps, one heap of n",
        rules: Rules::One(games::split_nim::options),
        max: 1_000,
        smallest: 0,
    },
    Game {
        name: "hdu2509",
        title: "a line of n apples, take a run (the judge plays misère; these are normal-play values)",
        rules: Rules::One(games::apples::options),
        max: 500,
        smallest: 0,
    },
    Game {
        name: "cf2004e",
        title: "coprime Nim, one pile of n (take y with gcd(n, y) = 1)",
        rules: Rules::One(games::coprime::options),
        max: MAX_N,
        smallest: 0,
    },
    Game {
        name: "hdu1848",
        title: "subtraction game, S = the Fibonacci numbers 1, 2, 3, 5, 8, ...",
        rules: Rules::One(games::subtraction::fibonacci_options),
        max: MAX_N,
        smallest: 0,
    },
    Game {
        name: "acwing235",
        title: "magic beads, one pile of n",
        rules: Rules::One(games::beads::options),
        max: MAX_N,
        smallest: 0,
    },
    Game {
        name: "poj3537",
        title: "Crosses and Crosses, a run of n safe cells (an empty strip of n)",
        rules: Rules::One(games::crosses::options),
        max: MAX_N,
        smallest: 0,
    },
    Game {
        name: "acwing219",
        title: "cutting game, an x by y piece (the reduced game: only cuts leaving both sides >= 2)",
        rules: Rules::Two(games::cutting::options),
        max: MAX_SIDE,
        smallest: 2,
    },
    Game {
        name: "hdu3595",
        title: "Euclid game, piles (x, y) (HDU 3595 plays these as an Every-SG game)",
        rules: Rules::Two(games::euclid::options),
        max: MAX_SIDE,
        smallest: 0,
    },
    Game {
        name: "luogu2252",
        title: "Wythoff's game, heaps (x, y): take from one heap, or the same number from both",
        rules: Rules::Two(games::wythoff::options),
        max: MAX_SIDE,
        smallest: 0,
    },
    Game {
        name: "hdu3537",
        title: "Mock Turtles, one heads coin at x (a move turns it and up to two lower coins)",
        rules: Rules::One(games::mock_turtles::options),
        max: 300,
        smallest: 0,
    },
    Game {
        name: "hdu2516",
        title: "Fibonacci Nim, one pile of n (a move takes 1 to twice the last take; the first, not all)",
        rules: Rules::Own(fibonacci_nim),
        max: 1_000,
        smallest: 0,
    },
    Game {
        name: "abc229h",
        title: "Advance or Eat, one column read top to bottom: its value as a surreal number (Takahashi > 0)",
        rules: Rules::Own(advance_or_eat),
        max: 4,
        smallest: 0,
    },
    Game {
        name: "hdu1536",
        title: "",
        rules: Rules::InInput("the set S is part of the input: use --subtract S, e.g. --subtract 2,5"),
        max: 0,
        smallest: 0,
    },
    Game {
        name: "acwing893",
        title: "",
        rules: Rules::InInput("the set S is part of the input: use --subtract S, e.g. --subtract 2,5"),
        max: 0,
        smallest: 0,
    },
    Game {
        name: "poj2315",
        title: "",
        rules: Rules::InInput(
            "one ball is the subtraction game {1, ..., k}, k = the whole turns one kick can roll: \
             use --subtract 1,2,...,k (kicking up to M balls at once is Moore's Nim-M, not an SG sum)",
        ),
        max: 0,
        smallest: 0,
    },
];

/// The game named `name`.
fn game(name: &str) -> &'static Game {
    find(GAMES, name).expect("listed in GAMES")
}

/// Fibonacci Nim (HDU 2516) for piles 0..=N: the least winning first take
/// of each pile by exhaustive search over (pile, allowance), 0 where the
/// first player loses, then those piles (the Fibonacci numbers, as the
/// write-up proves).
fn fibonacci_nim(a: &Args) -> Result<String, String> {
    use sglab::search::Step;
    let g = game("hdu2516");
    let n = a.size.map_or(Ok(100), |v| number("-n", v, 0, g.max))?;
    let mut search = games::fibonacci_nim::search();
    let least = |pile: u64, search: &mut sglab::search::Search<_, _>| {
        let steps = games::fibonacci_nim::steps(&games::fibonacci_nim::start(pile));
        steps.into_iter().zip(1..).find_map(|(step, k)| match step {
            Step::To(next) if !search.mover_wins(&next) => Some(k),
            _ => None,
        })
    };
    let takes: Vec<u32> = (0..=n as u64)
        .map(|pile| least(pile, &mut search).unwrap_or(0))
        .collect();
    let losing: Vec<String> = (1..=n).filter(|&p| takes[p] == 0).map(|p| p.to_string()).collect();
    let what = "the least winning first take (0: the first player loses)";
    Ok(named_table(&format!("hdu2516: {}", g.title), what, 0, &takes)
        + &format!("the first player loses at n = {} (n <= {n})\n", losing.join(" ")))
}

/// One column of Advance or Eat (ABC229 H) and its value, or every column
/// of height N (at most 4) with its value.
fn advance_or_eat(a: &Args) -> Result<String, String> {
    use games::advance_or_eat::{all_columns, column_value};
    let show = |col: &[u8]| {
        let (num, den) = column_value(col);
        let value = if den == 1 {
            num.to_string()
        } else {
            format!("{num}/{den}")
        };
        format!("{:<8} {value}\n", String::from_utf8_lossy(col))
    };
    if let Some(col) = a.column {
        let ok = !col.is_empty() && col.len() <= 8 && col.bytes().all(|b| matches!(b, b'W' | b'B' | b'.'));
        if !ok {
            return Err(format!("--column: {col:?} is not 1 to 8 squares of W, B and ."));
        }
        return Ok(format!("abc229h: {}\n", game("abc229h").title) + &show(col.as_bytes()));
    }
    let h = a.size.map_or(Ok(2), |v| number("-n", v, 1, game("abc229h").max))?;
    let rows: String = all_columns(h).iter().map(|c| show(c)).collect();
    Ok(format!("abc229h: {}; every column of height {h}\n", game("abc229h").title) + &rows)
}
