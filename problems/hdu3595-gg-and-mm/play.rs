//! GG and MM for `scripts/play.sh hdu3595`: the Euclid games read from the
//! command line (`p q` pairs; default: (5, 2) and (3, 2), the lab's example
//! that MM wins; refused by name beyond 3 games or piles of 40, where the
//! moves of one turn, a choice in every unfinished game, stay at most
//! 40^3), then a game with a person over [`Euclids`], played by
//! `sglab::play::listed` with this lab's step counts and the Every-SG
//! theorem (the mover wins iff the largest step count is odd). Each move is
//! listed whole, so a turn costs its product of choices. Tested by
//! shared/pack/tests/tools/play_listed.rs against exhaustive search of the
//! whole position.

use super::{Definition, Game};
use sglab::games::euclid;
use sglab::play::listed::{Listed, Rules};
use sglab::play::{numbers, with_person, Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "GG and MM: Euclid games (p, q) played at once; a move takes a
             positive multiple of the smaller pile from the larger in every
             unfinished game, `game 1: take 4 from 5; game 2: take 2 from 3`.
             POSITION is the games as p q pairs, `5 2 3 2` (the default); up
             to 3 games of piles 0 to 40, valued by Every-SG step counts",
    play,
};

/// Why a start is refused.
const SHAPE: &str = "hdu3595: the position is 1 to 3 Euclid games as p q pairs of piles 0 to 40";

/// The largest pile played.
const TOP: u64 = 40;

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let piles = numbers(words).map_err(|e| format!("hdu3595: {e}"))?;
    if piles.len() % 2 == 1 || piles.len() > 6 {
        return Err(format!("{SHAPE}; {} numbers were given", piles.len()));
    }
    if let Some(i) = piles.iter().position(|&p| p > TOP) {
        return Err(format!("{SHAPE}; game {} has a pile of {}", i / 2 + 1, piles[i]));
    }
    let mut games: Vec<Game> = piles.chunks(2).map(|p| (p[0] as usize, p[1] as usize)).collect();
    if games.is_empty() {
        games = vec![(5, 2), (3, 2)];
    }
    with_person(&mut Listed(Euclids(Definition::default())), games, person)
}

/// The statement's rules: a position is the games in their places, each
/// pile where it was; the lab's definition counts each game's steps.
pub struct Euclids(Definition);

/// One game's move in words: the pile it shrinks, by its size.
fn words(place: usize, (p, q): Game, (a, b): Game) -> String {
    let (from, to) = if a != p { (p, a) } else { (q, b) };
    format!("game {}: take {} from {from}", place + 1, from - to)
}

impl Rules for Euclids {
    type Pos = Vec<Game>;

    /// Every choice of one move in each unfinished game.
    fn moves(&self, games: &Vec<Game>) -> Vec<(String, Vec<Game>)> {
        let mut moves = vec![(Vec::<String>::new(), games.clone())];
        for (place, &game) in games.iter().enumerate() {
            let options = euclid::moves(game.0, game.1);
            if options.is_empty() {
                continue;
            }
            let extend = |(said, next): &(Vec<String>, Vec<Game>)| {
                let options = options.iter().map(|&option| {
                    let (mut said, mut next) = (said.clone(), next.clone());
                    said.push(words(place, game, option));
                    next[place] = option;
                    (said, next)
                });
                options.collect::<Vec<_>>()
            };
            moves = moves.iter().flat_map(extend).collect();
        }
        match moves[0].0.is_empty() {
            true => Vec::new(), // every game finished
            false => moves.into_iter().map(|(said, next)| (said.join("; "), next)).collect(),
        }
    }

    fn wins(&mut self, games: &Vec<Game>) -> bool {
        self.0.mm_wins(games)
    }

    /// The piles left.
    fn left(&self, games: &Vec<Game>) -> u64 {
        games.iter().map(|&(p, q)| (p + q) as u64).sum()
    }

    fn show(&self, games: &Vec<Game>) -> String {
        let shown: Vec<String> = games.iter().map(|(p, q)| format!("({p}, {q})")).collect();
        format!("games {}", shown.join(" "))
    }
}
