//! Codeforces 786A Berzerk: a monster on a circle of n objects, two players
//! with their own step sets; Win, Lose or Loop for every start and each
//! first mover. The brute force labels the whole game graph by plain
//! fixed-point iteration (`games::berzerk::outcomes`); the reference is the
//! retrograde analysis with a counter of undecided moves per position.

use super::Problem;
use crate::games::berzerk::{outcomes, Berzerk, Outcome, Step, PLAYERS};
use crate::rng::Rng;
use sg::scan::Scanner;
use std::collections::{HashMap, VecDeque};

/// Largest n the judge allows.
pub const MAX_N: usize = 7000;
/// Games with at most this many objects are labelled by the brute force.
pub const BRUTE_MAX: usize = 60;
/// Largest n of `random_small`.
pub const SMALL_N: u64 = 10;

/// Codeforces 786A Berzerk, holding the brute force's labels of the games
/// it has searched (the judge tool searches a game, then explains it).
#[derive(Default)]
pub struct Cf786a {
    searched: HashMap<Berzerk, [Vec<Outcome>; 2]>,
}

/// The judge's two lines: Rick first, then Morty first; word i is about the
/// monster starting on object i + 1.
pub fn answer(lines: &[Vec<Outcome>; 2]) -> String {
    let mut text = String::new();
    for line in lines {
        let words: Vec<&str> = line[2..].iter().map(|o| o.word()).collect();
        text.push_str(&words.join(" "));
        text.push('\n');
    }
    text
}

/// Retrograde analysis: from the two positions with the monster on object
/// 1 (lost for the player to move), a position with a move to a Lose is
/// Win; a position whose counter of moves not yet known to reach a Win
/// drops to 0 is Lose; the positions never reached are Loop.
/// `outcome[player][object]` as in `games::berzerk::outcomes`.
pub fn retrograde(game: &Berzerk) -> [Vec<Outcome>; 2] {
    let n = game.n;
    let mut label: [Vec<Option<Outcome>>; 2] = [vec![None; n + 1], vec![None; n + 1]];
    let mut left = [vec![game.sets[0].len(); n + 1], vec![game.sets[1].len(); n + 1]];
    let mut queue = VecDeque::new();
    for (player, line) in label.iter_mut().enumerate() {
        line[1] = Some(Outcome::Lose);
        queue.push_back((player, 1));
    }
    while let Some((player, object)) = queue.pop_front() {
        let mover = 1 - player; // who moved into (player, object)
        for &x in &game.sets[mover] {
            let from = (object + n - 1 - x) % n + 1;
            if from == 1 || label[mover][from].is_some() {
                continue;
            }
            if label[player][object] == Some(Outcome::Lose) {
                label[mover][from] = Some(Outcome::Win);
                queue.push_back((mover, from));
            } else {
                left[mover][from] -= 1;
                if left[mover][from] == 0 {
                    label[mover][from] = Some(Outcome::Lose);
                    queue.push_back((mover, from));
                }
            }
        }
    }
    label.map(|line| line.into_iter().map(|o| o.unwrap_or(Outcome::Loop)).collect())
}

fn set_text(set: &[usize]) -> String {
    let texts: Vec<String> = set.iter().map(usize::to_string).collect();
    format!("{{{}}}", texts.join(", "))
}

impl Cf786a {
    /// The brute force's labels for `game`, `None` if it is too large.
    pub fn brute_one(&mut self, game: &Berzerk) -> Option<String> {
        self.labels(game).map(|labels| answer(&labels))
    }

    /// The brute force's labels of `game`, searched once; `None` if too large.
    fn labels(&mut self, game: &Berzerk) -> Option<[Vec<Outcome>; 2]> {
        if game.n > BRUTE_MAX {
            return None;
        }
        let labels = self.searched.entry(game.clone()).or_insert_with(|| outcomes(game));
        Some(labels.clone())
    }

    pub fn reference_one(&mut self, game: &Berzerk) -> String {
        answer(&retrograde(game))
    }

    /// Both lines, then for a small game every position with its reason:
    /// the winning move, every move of a lost position, or a cycle of moves
    /// that keep a drawn game going (each player avoiding a loss).
    pub fn explain_one(&mut self, game: &Berzerk) -> String {
        let searched = game.n <= BRUTE_MAX;
        let labels = self.labels(game).unwrap_or_else(|| retrograde(game));
        let lines = answer(&labels);
        let mut lines = lines.lines();
        let mut text = format!(
            "n = {}, Rick's lengths {}, Morty's lengths {}; labels by {}\n",
            game.n,
            set_text(&game.sets[0]),
            set_text(&game.sets[1]),
            if searched {
                "the exhaustive fixed-point search"
            } else {
                "retrograde analysis (too large to search)"
            }
        );
        for name in PLAYERS {
            text.push_str(&format!("{name} first: {}\n", lines.next().unwrap_or("")));
        }
        if game.n > 12 {
            return text;
        }
        let other = |p: usize| PLAYERS[1 - p];
        for player in 0..2 {
            for object in 2..=game.n {
                let here = labels[player][object];
                let steps = game.steps(object, player);
                let reason = match here {
                    Outcome::Win => {
                        let (x, step) = steps
                            .iter()
                            .find(|(_, s)| match s {
                                Step::Win => true,
                                Step::To(to) => labels[1 - player][*to] == Outcome::Lose,
                            })
                            .expect("a won position has a winning move");
                        match step {
                            Step::Win => format!(
                                "{} wins: step {x} puts the monster into the black hole",
                                PLAYERS[player]
                            ),
                            Step::To(to) => format!(
                                "{} wins: step {x} to object {to}, where {} to move loses",
                                PLAYERS[player],
                                other(player)
                            ),
                        }
                    }
                    Outcome::Lose => {
                        let moves: Vec<String> = steps
                            .iter()
                            .map(|(x, s)| match s {
                                Step::To(to) => format!("{x} -> {to}"),
                                Step::Win => unreachable!("a lost position has no move into the hole"),
                            })
                            .collect();
                        format!(
                            "{} wins: every move of {} reaches a win for {} ({})",
                            other(player),
                            PLAYERS[player],
                            other(player),
                            moves.join(", ")
                        )
                    }
                    Outcome::Loop => format!(
                        "nobody wins, the game goes on for ever: {}",
                        draw_cycle(game, &labels, player, object)
                    ),
                };
                text.push_str(&format!(
                    "  {} to move, monster on {object}: {}; {reason}\n",
                    PLAYERS[player],
                    here.word()
                ));
            }
        }
        text
    }
}

/// From a Loop position, each player keeps to moves that stay in Loop (a
/// Loop position has one: no move wins, not every move loses); the first
/// such move of each position, followed until a position repeats.
fn draw_cycle(game: &Berzerk, labels: &[Vec<Outcome>; 2], player: usize, object: usize) -> String {
    let mut seen = Vec::new();
    let (mut p, mut o) = (player, object);
    let mut path = format!("{o} ({})", PLAYERS[p]);
    while !seen.contains(&(p, o)) {
        seen.push((p, o));
        let (x, to) = game
            .steps(o, p)
            .into_iter()
            .find_map(|(x, s)| match s {
                Step::To(to) if labels[1 - p][to] == Outcome::Loop => Some((x, to)),
                _ => None,
            })
            .expect("a Loop position has a move to a Loop position");
        p = 1 - p;
        o = to;
        path.push_str(&format!(" -{x}-> {o} ({})", PLAYERS[p]));
    }
    format!("cycle {path}")
}

impl Problem for Cf786a {
    type Case = Berzerk;
    const NAME: &'static str = "cf786a";
    const CASES_PER_INPUT: usize = 1;

    fn parse(input: &str) -> Result<Vec<Berzerk>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let fail = |e: sg::error::Error| e.to_string();
        let n = scan.usize_in("n", 2, MAX_N).map_err(fail)?;
        let mut sets = [Vec::new(), Vec::new()];
        for (player, (count, length)) in [("k1", "s1"), ("k2", "s2")].into_iter().enumerate() {
            let k = scan.usize_in(count, 1, n - 1).map_err(fail)?;
            for _ in 0..k {
                let x = scan.usize_in(length, 1, n - 1).map_err(fail)?;
                if sets[player].contains(&x) {
                    return Err(format!(
                        "{length} at byte {}: {x} is repeated (the lengths must be distinct)",
                        scan.last_token_offset()
                    ));
                }
                sets[player].push(x);
            }
        }
        if scan.next_u64("end of input").map_err(fail)?.is_some() {
            return Err(format!(
                "a token after Morty's set at byte {}",
                scan.last_token_offset()
            ));
        }
        Ok(vec![Berzerk { n, sets }])
    }

    fn write(cases: &[Berzerk]) -> String {
        assert_eq!(cases.len(), 1, "the judge's input holds one game");
        let game = &cases[0];
        let mut text = format!("{}\n", game.n);
        for set in &game.sets {
            text.push_str(&format!("{} {}\n", set.len(), crate::format::join(set)));
        }
        text
    }

    /// 2 to 10 objects, each set a random non-empty subset in random order.
    fn random_small(rng: &mut Rng) -> Berzerk {
        let n = rng.range(2, SMALL_N) as usize;
        let mut set = || {
            let mut all: Vec<usize> = (1..n).collect();
            rng.shuffle(&mut all);
            let k = rng.range(1, (n - 1) as u64) as usize;
            all.truncate(if rng.chance(1, 2) { k.min(2) } else { k });
            all
        };
        Berzerk {
            n,
            sets: [set(), set()],
        }
    }

    fn brute(cases: &[Berzerk]) -> Vec<Option<String>> {
        let mut problem = Self::default();
        cases.iter().map(|game| problem.brute_one(game)).collect()
    }

    fn reference(game: &Berzerk) -> String {
        Self::default().reference_one(game)
    }

    /// One object fewer (lengths that no longer fit dropped), one length
    /// fewer, or one length smaller.
    fn shrink(game: &Berzerk) -> Vec<Berzerk> {
        let mut smaller = Vec::new();
        if game.n > 2 {
            let m = game.n - 1;
            let sets = game
                .sets
                .clone()
                .map(|s| s.into_iter().filter(|&x| x < m).collect::<Vec<_>>());
            if sets.iter().all(|s| !s.is_empty()) {
                smaller.push(Berzerk { n: m, sets });
            }
        }
        for player in 0..2 {
            let set = &game.sets[player];
            for i in 0..set.len() {
                if set.len() > 1 {
                    let mut next = game.clone();
                    next.sets[player].remove(i);
                    smaller.push(next);
                }
                if set[i] > 1 && !set.contains(&(set[i] - 1)) {
                    let mut next = game.clone();
                    next.sets[player][i] -= 1;
                    smaller.push(next);
                }
            }
        }
        smaller
    }

    fn explain(game: &Berzerk) -> String {
        Self::default().explain_one(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retrograde_matches_the_fixed_point_search_on_seeded_games() {
        let mut rng = Rng::new(7);
        for _ in 0..3000 {
            let game = Cf786a::random_small(&mut rng);
            let (fast, slow) = (retrograde(&game), outcomes(&game));
            for player in 0..2 {
                assert_eq!(fast[player][2..], slow[player][2..], "{game:?}");
            }
        }
    }

    #[test]
    fn shrinking_gives_valid_smaller_inputs() {
        let mut rng = Rng::new(8);
        for _ in 0..500 {
            let game = Cf786a::random_small(&mut rng);
            for smaller in Cf786a::shrink(&game) {
                assert_ne!(smaller, game);
                let text = Cf786a::write(std::slice::from_ref(&smaller));
                assert_eq!(Cf786a::parse(&text), Ok(vec![smaller]));
            }
        }
    }

    #[test]
    fn parse_write_and_explain() {
        let sample = "5\n2 3 2\n3 1 2 3\n";
        let cases = Cf786a::parse(sample).unwrap();
        assert_eq!(Cf786a::write(&cases), sample);
        let text = Cf786a::explain(&cases[0]);
        assert!(text.contains("Rick first: Lose Win Win Loop\n"), "{text}");
        assert!(
            text.contains("Rick to move, monster on 3: Win; Rick wins: step 3 puts the monster into the black hole"),
            "{text}"
        );
        assert!(text.contains("Rick to move, monster on 5: Loop; nobody wins"), "{text}");
        assert!(Cf786a::parse("5\n2 3 3\n1 1\n")
            .unwrap_err()
            .contains("s1 at byte 6: 3 is repeated"));
        assert!(Cf786a::parse("5\n1 5\n1 1\n").is_err());
        assert!(Cf786a::shrink(&Berzerk {
            n: 2,
            sets: [vec![1], vec![1]]
        })
        .is_empty());
    }
}
