//! The stair game for `scripts/play.sh cses1099`: the staircase read from
//! the command line (refused by name beyond 10 stairs of 1000 balls), then
//! a game with a person over [`StairGame`], played by `sglab::play::listed`
//! with this lab's proven rule (the xor of the even stairs). Tested by
//! shared/pack/tests/tools/play_listed.rs against exhaustive search of the
//! staircase.

use sglab::games::staircase::{self, Stairs};
use sglab::play::heaps::{start, Limits};
use sglab::play::listed::{Listed, Rules};
use sglab::play::{with_person, Entry, Person, Winner};
use sglab::search::Step;

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "staircase Nim: POSITION is the balls on stairs 1, 2, ... (default:
             four stairs of random 0..=5); a move is `move 2 balls from stair 3
             to stair 2` (from a stair I >= 2 to I - 1); up to 10 stairs of 0
             to 1000 balls, valued by the xor of the even stairs",
    play,
};

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let limits = Limits::new("cses1099", "stairs' ball counts", 10, 1000);
    let balls = start(words, limits, || (0..4).map(|_| person.rng.range(0, 5)).collect())?;
    with_person(&mut Listed(StairGame), balls, person)
}

/// The stair game's rules: a position is the balls on stairs 1..n.
pub struct StairGame;

impl Rules for StairGame {
    type Pos = Vec<u64>;

    /// `games::staircase`'s moves, each named by the stair it lowers.
    fn moves(&self, balls: &Vec<u64>) -> Vec<(String, Vec<u64>)> {
        // Within the start's limits (1000 balls a stair, 10 stairs), a u32 holds any stair.
        let stairs: Stairs = balls.iter().map(|&p| p as u32).collect();
        let named = |step: Step<Stairs>| {
            let Step::To(next) = step else { return None };
            let i = (1..next.len()).find(|&i| next[i] < stairs[i])?;
            let k = stairs[i] - next[i];
            let noun = if k == 1 { "ball" } else { "balls" };
            let words = format!("move {k} {noun} from stair {} to stair {i}", i + 1);
            Some((words, next.into_iter().map(u64::from).collect()))
        };
        staircase::steps(&stairs).into_iter().filter_map(named).collect()
    }

    fn wins(&mut self, balls: &Vec<u64>) -> bool {
        self.value(balls) != Some(0)
    }

    /// The xor of the even stairs is g itself: lowering one of them reaches
    /// every smaller xor, and every move changes one even stair.
    fn value(&mut self, balls: &Vec<u64>) -> Option<u64> {
        Some(super::evens(balls).iter().fold(0, |x, &p| x ^ p))
    }

    /// The moves left at most: each ball can go down to stair 1.
    fn left(&self, balls: &Vec<u64>) -> u64 {
        balls.iter().enumerate().map(|(i, &p)| p * i as u64).sum()
    }

    fn show(&self, balls: &Vec<u64>) -> String {
        let counts: Vec<String> = balls.iter().map(u64::to_string).collect();
        format!("stairs 1 to {}: {}", balls.len(), counts.join(" "))
    }
}
