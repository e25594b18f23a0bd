//! Berzerk (Codeforces 786A): objects 1..n on a circle, object 1 a black
//! hole; the monster sits on one of them and the two players, each with his
//! own set of step lengths, take turns moving it clockwise by a length from
//! their own set. Whoever puts it on object 1 wins; the game may go on for
//! ever. A position is (object, player to move); the game graph has cycles,
//! so `crate::search` (acyclic games only) does not apply: [`outcomes`]
//! labels every position by plain fixed-point iteration instead.

/// The players, in the judge's line order: Rick (line 1), Morty (line 2).
pub const PLAYERS: [&str; 2] = ["Rick", "Morty"];

/// The outcome for the player to move, as the judge prints it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win,
    Lose,
    Loop,
}

impl Outcome {
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Win => "Win",
            Outcome::Lose => "Lose",
            Outcome::Loop => "Loop",
        }
    }
}

/// One game: `n` objects and each player's step lengths (`sets[0]` Rick's,
/// `sets[1]` Morty's), each in 1..n (distinct at the judge; a repeated
/// length is the same move twice).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Berzerk {
    pub n: usize,
    pub sets: [Vec<usize>; 2],
}

/// Where a move goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Onto object 1: the mover wins at once.
    Win,
    /// To this object, the other player to move.
    To(usize),
}

impl Berzerk {
    /// The object `x` steps clockwise from `object` (objects are 1..=n).
    pub fn advance(&self, object: usize, x: usize) -> usize {
        (object - 1 + x) % self.n + 1
    }

    /// The moves of `player` with the monster on `object` (2..=n), one per
    /// length of his set, in the set's order.
    pub fn steps(&self, object: usize, player: usize) -> Vec<(usize, Step)> {
        self.sets[player]
            .iter()
            .map(|&x| match self.advance(object, x) {
                1 => (x, Step::Win),
                to => (x, Step::To(to)),
            })
            .collect()
    }
}

/// Every position's outcome for the player to move, by the definition and
/// nothing else: `outcome[player][object]` for objects 2..=n (entries 0 and
/// 1 are unused). Round r marks a position Win if some move ends the game
/// or reaches a position marked Lose before round r, and Lose if every move
/// reaches a position marked Win before round r; after the last round that
/// changes nothing, what is left is Loop. So after round r exactly the
/// positions where the mover can force a win, or the opponent can force
/// one, within r moves of the mover are marked, and the unmarked ones are
/// those where neither player can force an end: each can keep the game
/// going for ever. (No retrograde counting: each round re-reads every move.)
pub fn outcomes(game: &Berzerk) -> [Vec<Outcome>; 2] {
    let mut known: [Vec<Option<Outcome>>; 2] = [vec![None; game.n + 1], vec![None; game.n + 1]];
    loop {
        let before = known.clone();
        for player in 0..2 {
            for object in 2..=game.n {
                if before[player][object].is_some() {
                    continue;
                }
                let after: Vec<Option<Outcome>> = game
                    .steps(object, player)
                    .into_iter()
                    .map(|(_, step)| match step {
                        Step::Win => Some(Outcome::Lose),
                        Step::To(to) => before[1 - player][to],
                    })
                    .collect();
                if after.contains(&Some(Outcome::Lose)) {
                    known[player][object] = Some(Outcome::Win);
                } else if after.iter().all(|&o| o == Some(Outcome::Win)) {
                    known[player][object] = Some(Outcome::Lose);
                }
            }
        }
        if known == before {
            break;
        }
    }
    known.map(|line| line.into_iter().map(|o| o.unwrap_or(Outcome::Loop)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &[Outcome]) -> String {
        let words: Vec<&str> = line[2..].iter().map(|o| o.word()).collect();
        words.join(" ")
    }

    #[test]
    fn moves_follow_the_statement() {
        let game = Berzerk {
            n: 5,
            sets: [vec![3, 2], vec![1, 2, 3]],
        };
        assert_eq!(game.steps(3, 0), vec![(3, Step::Win), (2, Step::To(5))]);
        assert_eq!(
            game.steps(5, 1),
            vec![(1, Step::Win), (2, Step::To(2)), (3, Step::To(3))]
        );
    }

    #[test]
    fn the_samples() {
        let game = Berzerk {
            n: 5,
            sets: [vec![3, 2], vec![1, 2, 3]],
        };
        let [rick, morty] = outcomes(&game);
        assert_eq!(words(&rick), "Lose Win Win Loop");
        assert_eq!(words(&morty), "Loop Win Win Win");
        let game = Berzerk {
            n: 8,
            sets: [vec![6, 2, 3, 4], vec![3, 6]],
        };
        let [rick, morty] = outcomes(&game);
        assert_eq!(words(&rick), "Win Win Win Win Win Win Win");
        assert_eq!(words(&morty), "Lose Win Lose Lose Win Lose Lose");
    }

    #[test]
    fn two_players_who_never_reach_the_hole_loop() {
        // n = 4, both step by 2 only: from object 3 the monster hits 1 at
        // once; from 2 or 4 it alternates between 2 and 4 for ever.
        let game = Berzerk {
            n: 4,
            sets: [vec![2], vec![2]],
        };
        let [rick, morty] = outcomes(&game);
        assert_eq!(words(&rick), "Loop Win Loop");
        assert_eq!(words(&morty), "Loop Win Loop");
    }
}
