//! POJ 2315's game for `scripts/play.sh poj2315`: the balls in whole turns
//! from the goal, played perfectly by exhaustive search of the real game
//! (`games::football::steps` over the multisets of turns left, memoised;
//! not the judge's formula, which is wrong for M >= 2). Sizes are bounded
//! so that the search stays small: at most 5 balls of 10 turns and kicks
//! of 4 turns, at most 3003 multisets and 3124 moves from each. Tested by
//! shared/pack/tests/tools/opponents.rs against a search of its own.

use sglab::games::football;
use sglab::play::{numbers, with_person, Entry, Game, Person, Winner};
use sglab::rng::Rng;
use sglab::search::{Memo, Play, Search};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: "balls some whole turns from the goal; a move kicks 1 to M balls,
             each 1 to K turns nearer: `kick ball 1 by 2, ball 3 by 1`. POSITION
             is `M K T1 T2 ..`, ball i Ti turns away (default: M = 2, K = 3,
             three balls 1..=6); up to 5 balls of 0 to 10 turns, K <= 4,
             decided by exhaustive search (the judge's formula is not the game)",
    play,
};

/// The most balls, turns per ball and turns per kick played perfectly.
const BALLS: usize = 5;
const TURNS: u32 = 10;
const KICK: u32 = 4;

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    let numbers = numbers(words).map_err(|e| format!("poj2315: {e}"))?;
    let (m, k, turns) = match numbers[..] {
        [] => (2, 3, (0..3).map(|_| person.rng.range(1, 6) as u32).collect()),
        [m, k, ref turns @ ..] => checked(m, k, turns)?,
        _ => return Err("poj2315: the position is `M K T1 T2 ..` (at least one ball)".to_string()),
    };
    with_person(&mut Football::new(m, k), turns, person)
}

/// The position `M K T..` within the sizes played perfectly, or the bound
/// it breaks, named.
fn checked(m: u64, k: u64, turns: &[u64]) -> Result<(usize, u32, Vec<u32>), String> {
    let n = turns.len();
    if !(1..=BALLS).contains(&n) {
        return Err(format!(
            "poj2315: the position holds 1 to {BALLS} balls; {n} were given"
        ));
    }
    if !(1..=n as u64).contains(&m) {
        return Err(format!("poj2315: M (balls per move) is 1 to the {n} balls, not {m}"));
    }
    if !(1..=u64::from(KICK)).contains(&k) {
        return Err(format!("poj2315: K (turns per kick) is 1 to {KICK}, not {k}"));
    }
    if let Some(i) = turns.iter().position(|&t| t > u64::from(TURNS)) {
        return Err(format!(
            "poj2315: ball {} is {} turns from the goal; at most {TURNS} are played",
            i + 1,
            turns[i]
        ));
    }
    Ok((m as usize, k as u32, turns.iter().map(|&t| t as u32).collect()))
}

/// The Football Game with at most `m` balls per kick, each rolled 1..=`k`
/// turns. A position is each ball's turns left, in the balls' places.
pub struct Football {
    m: usize,
    k: u32,
    search: Memo<Vec<u32>>,
}

/// One move: the balls kicked (from 0, increasing) and the turns each rolls.
pub type Kick = Vec<(usize, u32)>;

impl Football {
    pub fn new(m: usize, k: u32) -> Football {
        let search = Search::boxed(Play::Normal, move |p: &Vec<u32>| football::steps(m, k, p));
        Football { m, k, search }
    }

    /// Every kick from `turns`: balls in increasing order, each by 1..=k.
    fn kicks(&self, turns: &[u32]) -> Vec<Kick> {
        let mut all = vec![Vec::new()];
        for (i, &t) in turns.iter().enumerate() {
            let mut more = Vec::new();
            for kick in all.iter().filter(|kick| kick.len() < self.m) {
                for roll in 1..=self.k.min(t) {
                    let mut longer = kick.clone();
                    longer.push((i, roll));
                    more.push(longer);
                }
            }
            all.extend(more);
        }
        all.retain(|kick| !kick.is_empty());
        all.sort();
        all
    }
}

/// `turns` after the legal `kick`.
fn kicked(turns: &[u32], kick: &Kick) -> Vec<u32> {
    let mut next = turns.to_vec();
    for &(i, roll) in kick {
        next[i] -= roll;
    }
    next
}

/// `ball 1 by 2` (places from 1).
fn ball_words(&(i, roll): &(usize, u32)) -> String {
    format!("ball {} by {roll}", i + 1)
}

impl Game for Football {
    type Pos = Vec<u32>;
    type Move = Kick;

    fn read_move(&self, turns: &Vec<u32>, line: &str) -> Result<Kick, String> {
        let example = "write a move as `kick ball 1 by 2, ball 3 by 1`";
        let line = line.to_lowercase();
        let rest = line.trim().strip_prefix("kick").ok_or(example)?;
        if rest.trim().is_empty() {
            return Err(example.to_string());
        }
        let mut kick = Kick::new();
        for part in rest.split([',', '&']).flat_map(|p| p.split(" and ")) {
            let words: Vec<&str> = part.split_whitespace().collect();
            let (ball, roll) = match words[..] {
                ["ball", i, "by", r] => (i, r),
                _ => return Err(format!("`{}`: {example}", part.trim())),
            };
            let i: usize = ball.parse().map_err(|_| format!("ball {ball:?}: not a ball number"))?;
            let roll: u32 = roll
                .parse()
                .map_err(|_| format!("by {roll:?}: not a number of turns"))?;
            let Some(&left) = i.checked_sub(1).and_then(|i| turns.get(i)) else {
                return Err(format!("there is no ball {i} (balls 1 to {})", turns.len()));
            };
            if kick.iter().any(|&(j, _)| j == i - 1) {
                return Err(format!("ball {i} is named twice"));
            }
            if !(1..=self.k).contains(&roll) {
                return Err(format!("a kick rolls a ball 1 to {} turns, not {roll}", self.k));
            }
            if roll > left {
                let turns = if left == 1 { "turn" } else { "turns" };
                return Err(format!(
                    "ball {i} is {left} {turns} from the goal; it cannot roll {roll}"
                ));
            }
            kick.push((i - 1, roll));
        }
        if kick.len() > self.m {
            let balls = if self.m == 1 { "ball" } else { "balls" };
            return Err(format!(
                "a move kicks at most {} {balls}; {} were named",
                self.m,
                kick.len()
            ));
        }
        kick.sort();
        Ok(kick)
    }

    fn write_move(&self, kick: &Kick) -> String {
        let balls: Vec<String> = kick.iter().map(ball_words).collect();
        format!("kick {}", balls.join(", "))
    }

    fn after(&mut self, turns: &Vec<u32>, kick: &Kick) -> Vec<u32> {
        kicked(turns, kick)
    }

    fn wins(&mut self, turns: &Vec<u32>) -> bool {
        let mut left: Vec<u32> = turns.iter().copied().filter(|&t| t > 0).collect();
        left.sort_unstable();
        self.search.mover_wins(&left)
    }

    fn reply(&mut self, turns: &Vec<u32>, rng: &mut Rng) -> Option<Kick> {
        let kicks = self.kicks(turns);
        let winning: Vec<&Kick> = kicks.iter().filter(|k| !self.wins(&kicked(turns, k))).collect();
        if !winning.is_empty() {
            return Some(winning[rng.below(winning.len())].clone());
        }
        // Lost: a kick that rolls the fewest turns, to keep the game long.
        let rolled = |kick: &Kick| kick.iter().map(|&(_, r)| r).sum::<u32>();
        let fewest = kicks.iter().map(rolled).min()?;
        let longest: Vec<&Kick> = kicks.iter().filter(|k| rolled(k) == fewest).collect();
        Some(longest[rng.below(longest.len())].clone())
    }

    fn moves(&mut self, turns: &Vec<u32>) -> Option<Vec<Kick>> {
        let kicks = self.kicks(turns);
        (kicks.len() <= 80).then_some(kicks)
    }

    fn show(&self, turns: &Vec<u32>) -> String {
        let balls: Vec<String> = (turns.iter().enumerate())
            .map(|(i, t)| format!("ball {}: {t}", i + 1))
            .collect();
        balls.join(", ")
    }
}
