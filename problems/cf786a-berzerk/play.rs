//! Berzerk for `scripts/play.sh cf786a`: the game read from the command
//! line, refused by name past the size played perfectly, then played with
//! a person. Positions are (object, player to move); the pack plays from
//! their outcome and remoteness by retrograde analysis over the whole game
//! graph (explorer::rules::loopy, 2n positions), so it wins by the nearest
//! win, keeps a Loop a Loop, and makes a loss last. Tested by
//! problems/cf786a-berzerk/tests/special.rs against the brute force's labels.

use explorer::rules::loopy::{best_moves, outcomes_and_remoteness, Digraph, Outcome};
use sglab::games::berzerk::{Berzerk, PLAYERS};
use sglab::play::{numbers, with_person, Entry, Game, Person, Winner};
use sglab::rng::Rng;

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "Berzerk: objects 1..N on a circle, 1 a black hole; Rick and Morty move the
             monster clockwise by a length of their own set, and whoever puts it on 1
             wins (play may go on for ever: Loop). POSITION is `N RICK MORTY START`,
             each set its lengths joined by commas (default: the first sample's
             `5 3,2 1,2,3 2`); you are Rick and move first (--second: the pack is Rick);
             a move is `step X`; N up to 500; a game ends drawn at 200 moves",
    play,
};

/// The largest N played.
pub const MOST_OBJECTS: usize = 500;
/// The most moves of one game, both sides counted.
pub const MOVE_LIMIT: usize = 200;

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let shape = format!(
        "cf786a: the position is `N RICK MORTY START`: 2 <= N <= {MOST_OBJECTS}, each set of lengths in \
         1..N-1 joined by commas, START in 2..N"
    );
    let (game, start) = match words {
        [] => (
            Berzerk {
                n: 5,
                sets: [vec![3, 2], vec![1, 2, 3]],
            },
            2,
        ),
        [n, rick, morty, start] => {
            let n = numbers(std::slice::from_ref(n)).map_err(|e| format!("{shape}; {e}"))?[0];
            let start = numbers(std::slice::from_ref(start)).map_err(|e| format!("{shape}; {e}"))?[0];
            let set = |w: &String| -> Result<Vec<usize>, String> {
                let parts: Vec<String> = w.split(',').map(str::to_string).collect();
                let lengths = numbers(&parts).map_err(|e| format!("{shape}; {e}"))?;
                match lengths.iter().find(|&&x| x == 0 || x >= n) {
                    Some(x) => Err(format!("{shape}; the length {x} is not in 1..{}", n.saturating_sub(1))),
                    None => Ok(lengths.into_iter().map(|x| x as usize).collect()),
                }
            };
            if !(2..=MOST_OBJECTS as u64).contains(&n) || !(2..=n).contains(&start) {
                return Err(format!("{shape}; N = {n}, START = {start}"));
            }
            let sets = [set(rick)?, set(morty)?];
            (Berzerk { n: n as usize, sets }, start as usize)
        }
        _ => return Err(shape),
    };
    with_person(&mut Playing::new(game), (start, 0), person)
}

/// The game with every position's outcome and remoteness for the player
/// to move. A position is (object, player to move: 0 Rick, 1 Morty); with
/// the monster on object 1 the player to move has lost.
pub struct Playing {
    game: Berzerk,
    outcome: Vec<Outcome>,
    remoteness: Vec<u32>,
}

impl Playing {
    /// Labels every position of `game`.
    pub fn new(game: Berzerk) -> Playing {
        let n = game.n;
        let mut graph = Digraph::default();
        for player in 0..2 {
            for object in 0..=n {
                let moves = if object >= 2 { game.sets[player].as_slice() } else { &[] };
                graph.push(moves.iter().map(|&x| id(n, game.advance(object, x), 1 - player)));
            }
        }
        let (outcome, remoteness) = outcomes_and_remoteness(&graph);
        let outcome = outcome.into_iter().map(|o| o.unwrap_or(Outcome::Draw)).collect();
        Playing {
            game,
            outcome,
            remoteness,
        }
    }

    fn of(&self, &(object, player): &(usize, usize)) -> (Outcome, u32) {
        let i = id(self.game.n, object, player) as usize;
        (self.outcome[i], self.remoteness[i])
    }

    fn lengths(&self, &(object, player): &(usize, usize)) -> &[usize] {
        if object >= 2 {
            &self.game.sets[player]
        } else {
            &[]
        }
    }
}

/// The graph's id of (object, player).
fn id(n: usize, object: usize, player: usize) -> u32 {
    (player * (n + 1) + object) as u32
}

impl Game for Playing {
    type Pos = (usize, usize);
    /// A length of the mover's set.
    type Move = usize;

    fn read_move(&self, pos: &(usize, usize), line: &str) -> Result<usize, String> {
        let lengths = self.lengths(pos);
        let words: Vec<&str> = line.split_whitespace().collect();
        match words[..] {
            ["step", x] => x.parse::<usize>().ok().filter(|x| lengths.contains(x)),
            _ => None,
        }
        .ok_or_else(|| {
            let listed: Vec<String> = lengths.iter().map(usize::to_string).collect();
            format!(
                "a move is `step X`, X one of {}'s lengths: {}",
                PLAYERS[pos.1],
                listed.join(" ")
            )
        })
    }

    fn write_move(&self, x: &usize) -> String {
        format!("step {x}")
    }

    fn after(&mut self, &(object, player): &(usize, usize), &x: &usize) -> (usize, usize) {
        (self.game.advance(object, x), 1 - player)
    }

    fn wins(&mut self, pos: &(usize, usize)) -> bool {
        self.of(pos).0 == Outcome::Win
    }

    fn drawn(&mut self, pos: &(usize, usize)) -> bool {
        self.of(pos).0 == Outcome::Draw
    }

    fn reply(&mut self, pos: &(usize, usize), rng: &mut Rng) -> Option<usize> {
        let lengths = self.lengths(pos).to_vec();
        let after: Vec<(Outcome, u32)> = lengths
            .iter()
            .map(|&x| self.of(&(self.game.advance(pos.0, x), 1 - pos.1)))
            .collect();
        let pool = best_moves(self.of(pos).0, &after);
        let &k = pool.get(rng.below(pool.len().max(1)))?;
        Some(lengths[k])
    }

    fn moves(&mut self, pos: &(usize, usize)) -> Option<Vec<usize>> {
        Some(self.lengths(pos).to_vec())
    }

    fn move_limit(&self) -> Option<usize> {
        Some(MOVE_LIMIT)
    }

    fn show(&self, &(object, player): &(usize, usize)) -> String {
        if object == 1 {
            format!("the monster in the black hole (object 1 of {})", self.game.n)
        } else {
            format!(
                "the monster on object {object} of {}, {} to move",
                self.game.n, PLAYERS[player]
            )
        }
    }
}
