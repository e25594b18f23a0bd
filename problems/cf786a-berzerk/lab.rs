//! Codeforces 786A Berzerk: Win, Lose or Loop for every start and each first
//! mover, on a game graph with cycles. Brute force: plain fixed-point
//! iteration (`games::berzerk::outcomes`); reference: retrograde analysis with
//! a counter of undecided moves per position. Tested by tests/special.rs.

// The write-up's figure, drawn from this lab; pack's figures list it.
#[path = "figure.rs"]
pub mod figure;
// The game `scripts/play.sh cf786a` plays; pack's games list it.
#[path = "play.rs"]
pub mod play;

use sglab::games::berzerk::{outcomes, Berzerk, Outcome, Step, PLAYERS};
use sglab::prelude::*;
use std::collections::VecDeque;

/// Games with at most this many objects are labelled by the brute force.
pub const BRUTE_MAX: usize = 60;
/// Largest n of `random_small`.
pub const SMALL_N: u64 = 10;

/// Codeforces 786A Berzerk. The brute force labels one game at a time
/// (fast at these sizes), so it keeps no memo.
#[derive(Default)]
pub struct Cf786a;

/// The brute force's labels of `game`; `None` if too large.
pub fn labels(game: &Berzerk) -> Option<[Vec<Outcome>; 2]> {
    (game.n <= BRUTE_MAX).then(|| outcomes(game))
}

/// The judge's two lines: Rick first, then Morty first; word i is about the
/// monster starting on object i + 1.
pub fn answer(lines: &[Vec<Outcome>; 2]) -> String {
    let line = |labels: &Vec<Outcome>| labels[2..].iter().map(|o| o.word()).collect::<Vec<_>>().join(" ") + "\n";
    lines.iter().map(line).collect()
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

/// From a Loop position, each player keeps to moves that stay in Loop (a
/// Loop position has one: no move wins, not every move loses); the first
/// such move of each position, followed until a position repeats.
fn draw_cycle(game: &Berzerk, labels: &[Vec<Outcome>; 2], player: usize, object: usize) -> String {
    let (mut seen, mut p, mut o) = (Vec::new(), player, object);
    let mut path = format!("cycle {o} ({})", PLAYERS[p]);
    while !seen.contains(&(p, o)) {
        seen.push((p, o));
        let stays = |&(x, step): &(usize, Step)| match step {
            Step::To(to) if labels[1 - p][to] == Outcome::Loop => Some((x, to)),
            _ => None,
        };
        let (x, to) = (game.steps(o, p).iter())
            .find_map(stays)
            .expect("a Loop position has a move to a Loop position");
        (p, o) = (1 - p, to);
        path += &format!(" -{x}-> {o} ({})", PLAYERS[p]);
    }
    path
}

/// Why `player` to move with the monster on `object` has his label: the
/// winning move, every move of a lost position, or a cycle of moves that
/// keeps a drawn game going (each player avoiding a loss).
fn reason(game: &Berzerk, labels: &[Vec<Outcome>; 2], player: usize, object: usize) -> String {
    let (me, you) = (PLAYERS[player], PLAYERS[1 - player]);
    let steps = game.steps(object, player);
    match labels[player][object] {
        Outcome::Win => match steps.iter().find(|(_, s)| match *s {
            Step::Win => true,
            Step::To(to) => labels[1 - player][to] == Outcome::Lose,
        }) {
            Some((x, Step::Win)) => format!("{me} wins: step {x} puts the monster into the black hole"),
            Some((x, Step::To(to))) => format!("{me} wins: step {x} to object {to}, where {you} to move loses"),
            None => unreachable!("a won position has a winning move"),
        },
        Outcome::Lose => {
            // No move of a lost position reaches the hole.
            let moves = steps
                .iter()
                .map(|(x, _)| format!("{x} -> {}", game.advance(object, *x)));
            let moves = moves.collect::<Vec<_>>().join(", ");
            format!("{you} wins: every move of {me} reaches a win for {you} ({moves})")
        }
        Outcome::Loop => format!(
            "nobody wins, the game goes on for ever: {}",
            draw_cycle(game, labels, player, object)
        ),
    }
}

impl Problem for Cf786a {
    type Case = Berzerk;
    const NAME: &'static str = "cf786a";
    const FRAME: Frame = Frame::Single;
    const KINDS: &'static [&'static str] = &["medium", "max", "half", "even", "large"];

    /// n, then each player's count and lengths, both at most n - 1 (a
    /// length may repeat: the same move twice).
    fn read_case(r: &mut Reader) -> Result<Berzerk, String> {
        let n = r.usize("n")?;
        let mut sets = [Vec::new(), Vec::new()];
        for (set, (count, length)) in sets.iter_mut().zip([("k1", "s1"), ("k2", "s2")]) {
            let k = r.usize_upto(count, n as u64 - 1)?;
            for _ in 0..k {
                set.push(r.usize_upto(length, n as u64 - 1)?);
            }
        }
        Ok(Berzerk { n, sets })
    }

    fn write_case(game: &Berzerk) -> String {
        let line = |set: &Vec<usize>| format!("{} {}\n", set.len(), join(set));
        format!("{}\n{}{}", game.n, line(&game.sets[0]), line(&game.sets[1]))
    }

    /// The statement: each set's elements are distinct.
    fn statement(cases: &[Berzerk]) -> Result<(), String> {
        for (set, name) in cases.iter().flat_map(|c| c.sets.iter().zip(["s1", "s2"])) {
            if let Some(twice) = sglab::contract::scope::repeated(set) {
                return Err(format!(
                    "{name} holds {twice} twice (the statement's elements are distinct)"
                ));
            }
        }
        Ok(())
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
        let sets = [set(), set()];
        Berzerk { n, sets }
    }

    /// medium: 40 to 60 objects (the brute force still labels it); max:
    /// n at the judge's limit, both players own every length (the most
    /// counter steps); half: each set a random half; even: random even
    /// lengths only (the monster never leaves the even objects, half the
    /// positions are Loop); large: n = 1000, random sets (committable).
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Berzerk> {
        let top = limits["n"].hi as usize;
        let (n, most) = match kind {
            "medium" => (rng.range(40, 60) as usize, 6),
            "large" => (1000, 40),
            "max" | "half" | "even" => (top, top),
            other => unknown_kind(other),
        };
        // Each set: the allowed lengths shuffled, then cut to its size.
        let mut set = |most: usize| {
            let mut set: Vec<usize> = (1..n).filter(|&x| kind != "even" || x % 2 == 0).collect();
            rng.shuffle(&mut set);
            set.truncate(match kind {
                "max" => n,
                "half" => n / 2,
                _ => rng.range(1, most.min(set.len()) as u64) as usize,
            });
            set
        };
        let sets = [set(most), set(n - 1)];
        vec![Berzerk { n, sets }]
    }

    fn brute(&mut self, game: &Berzerk) -> Option<String> {
        labels(game).map(|labels| answer(&labels))
    }

    fn reference(&mut self, game: &Berzerk) -> String {
        answer(&retrograde(game))
    }

    /// One object fewer (lengths that no longer fit dropped), then each
    /// set halved, one length fewer or one length smaller, kept distinct
    /// (the judge's sets are).
    fn shrink(game: &Berzerk) -> Vec<Berzerk> {
        let mut smaller = Vec::new();
        let sets = (game.sets.clone()).map(|s| s.into_iter().filter(|&x| x < game.n - 1).collect::<Vec<_>>());
        if game.n > 2 && sets.iter().all(|s| !s.is_empty()) {
            smaller.push(Berzerk { n: game.n - 1, sets });
        }
        for player in 0..2 {
            for set in smaller_lists(&game.sets[player], |&x| smaller_values_as(x, 1)) {
                let mut next = game.clone();
                next.sets[player] = set;
                smaller.push(next);
            }
        }
        smaller.retain(|g| g.sets.iter().all(|s| (1..s.len()).all(|i| !s[..i].contains(&s[i]))));
        smaller
    }

    /// Both lines, then for a game of at most 12 objects every position
    /// with its reason (see `reason`).
    fn explain(&mut self, game: &Berzerk) -> String {
        let how = if game.n <= BRUTE_MAX {
            "the exhaustive fixed-point search"
        } else {
            "retrograde analysis (too large to search)"
        };
        let labels = labels(game).unwrap_or_else(|| retrograde(game));
        let (n, [rick, morty]) = (game.n, &game.sets);
        let mut text = format!("n = {n}, Rick's lengths {rick:?}, Morty's lengths {morty:?}; labels by {how}\n");
        for (name, line) in PLAYERS.iter().zip(answer(&labels).lines()) {
            text += &format!("{name} first: {line}\n");
        }
        let positions = (0..2).flat_map(|player| (2..=n).map(move |object| (player, object)));
        for (player, object) in positions.filter(|_| n <= 12) {
            let (me, word) = (PLAYERS[player], labels[player][object].word());
            let why = reason(game, &labels, player, object);
            text += &format!("  {me} to move, monster on {object}: {word}; {why}\n");
        }
        text
    }
}
