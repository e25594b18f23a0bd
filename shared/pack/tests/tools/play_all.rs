//! Every problem's game in `scripts/play.sh`: the list and the registry
//! agree; each registered game starts from its default position in both
//! seats; and on small rows a random person (who picks among the options
//! the hints list) never beats the pack from a position that an exhaustive
//! search of the whole row, written here from the statements' rules (no SG
//! theory), calls won for the pack; each loss's named winning move is
//! checked by that search to leave a lost position.

use super::play::Screen;
use pack::play_tool::{game, list, options, play};
use sglab::play::Winner;
use sglab::rng::Rng;
use sglab::search::{sum_mover_wins, Play, Step};

#[test]
fn the_list_shows_every_registered_problem_and_the_rules_game() {
    let text = list();
    for name in pack::problems::NAMES {
        let line = text.lines().find(|l| l.starts_with(&format!("  {name} ")));
        let line = line.unwrap_or_else(|| panic!("{name} is not in play.sh list:\n{text}"));
        assert_eq!(game(name).is_none(), line.contains("not playable yet"), "{line}");
    }
    assert!(text.contains("\n  --rules CMD"), "{text}");
}

#[test]
fn every_registered_game_starts_from_its_default_in_both_seats() {
    for name in pack::problems::NAMES.iter().filter(|n| game(n).is_some()) {
        for seat in ["--first", "--second"] {
            let options = options(&[name.to_string(), seat.to_string()]).unwrap();
            let mut out = Vec::new();
            let winner = play(&options, &mut "".as_bytes(), &mut out).unwrap_or_else(|e| panic!("{name}: {e}"));
            let screen = String::from_utf8(out).unwrap();
            assert!(screen.starts_with("start: "), "{name} {seat}: {screen}");
            assert_ne!(winner, Winner::Person, "{name} {seat}: {screen}");
        }
    }
}

impl Screen {
    fn text(&self) -> String {
        String::from_utf8(self.0.borrow().clone()).unwrap()
    }
}

/// A person who types one of the options the last hints listed, at random.
pub(super) struct RandomPerson {
    screen: Screen,
    line: Vec<u8>,
    rng: Rng,
}

impl RandomPerson {
    /// Plays `args` (a game's name, then its position's words) with hints
    /// against a random person drawing with seed `round`, who moves first
    /// in even rounds: who won, and the screen.
    pub(super) fn play(args: &[String], round: u64) -> (Winner, String) {
        let mut all = vec![args[0].clone(), "--hints".to_string()];
        if round % 2 == 1 {
            all.push("--second".to_string());
        }
        all.extend(args[1..].iter().cloned());
        let mut options = options(&all).unwrap();
        options.seat.echo = true;
        let screen = Screen::default();
        let mut person = RandomPerson {
            screen: screen.clone(),
            line: Vec::new(),
            rng: Rng::new(round),
        };
        let winner = play(&options, &mut person, &mut screen.clone()).unwrap();
        (winner, screen.text())
    }
}

impl std::io::Read for RandomPerson {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = std::io::BufRead::fill_buf(self)?.len().min(buf.len());
        buf[..n].copy_from_slice(&self.line[..n]);
        std::io::BufRead::consume(self, n);
        Ok(n)
    }
}

impl std::io::BufRead for RandomPerson {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.line.is_empty() {
            let text = self.screen.text();
            let block = text.rsplit("hints: ").next().unwrap_or("");
            let options: Vec<&str> = block
                .lines()
                .skip(1)
                .take_while(|l| !l.starts_with("   (*"))
                .filter_map(|l| l.get(3..)?.split(" leaves ").next())
                .collect();
            if !options.is_empty() {
                let pick = options[self.rng.below(options.len())].trim();
                self.line = format!("{pick}\n").into_bytes();
            }
        }
        Ok(&self.line)
    }
    fn consume(&mut self, n: usize) {
        self.line.drain(..n);
    }
}

/// A game under test: its rules written from the statement, and how the
/// tool's move words change a row.
struct Rules {
    name: &'static str,
    /// Words before the row (Set-Nim's set).
    prefix: &'static [&'static str],
    play: Play,
    heap: fn(u64) -> Vec<Vec<u64>>,
}

fn take_in(n: u64, allowed: impl Fn(u64) -> bool) -> Vec<Vec<u64>> {
    (1..=n).filter(|&k| allowed(k)).map(|k| vec![n - k]).collect()
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

const GAMES: [Rules; 6] = [
    Rules {
        name: "acwing893",
        prefix: &["2,5"],
        play: Play::Normal,
        heap: |n| take_in(n, |k| k == 2 || k == 5),
    },
    Rules {
        name: "hdu1848",
        prefix: &[],
        play: Play::Normal,
        heap: |n| take_in(n, |k| [1, 2, 3, 5, 8, 13].contains(&k)),
    },
    Rules {
        name: "cf2004e",
        prefix: &[],
        play: Play::Normal,
        heap: |n| take_in(n, |k| gcd(n, k) == 1),
    },
    Rules {
        name: "hdu1907",
        prefix: &[],
        play: Play::Misere,
        heap: |n| take_in(n, |_| true),
    },
    Rules {
        name: "abc212h",
        prefix: &[],
        play: Play::Normal,
        heap: |n| take_in(n, |_| true),
    },
    Rules {
        name: "cses2207",
        prefix: &[],
        play: Play::Normal,
        heap: |n| (1..(n + 1) / 2).map(|a| vec![a, n - a]).collect(),
    },
];

/// Whether the player to move wins `row`, by exhaustive search.
fn mover_wins(rules: &Rules, row: &[u64]) -> bool {
    let heap = rules.heap;
    sum_mover_wins(rules.play, row, |&h| heap(h).into_iter().map(Step::To).collect())
}

/// The row a screen shows, `heap 1: 3, heap 2: 0`.
fn row_of(shown: &str) -> Vec<u64> {
    shown
        .split(", ")
        .map(|part| part.rsplit(": ").next().unwrap().parse().unwrap())
        .collect()
}

/// `row` after the move `words` (`take K from heap I`, `split heap I into A and B`).
fn after(row: &[u64], words: &str) -> Vec<u64> {
    let n: Vec<u64> = words.split(' ').filter_map(|w| w.parse().ok()).collect();
    let mut row = row.to_vec();
    if words.starts_with("take") {
        row[n[1] as usize - 1] -= n[0];
    } else {
        let i = n[0] as usize - 1;
        row.splice(i..=i, [n[1], n[2]]);
    }
    row
}

#[test]
fn the_pack_never_loses_a_won_position_and_its_named_winning_move_wins() {
    let mut rng = Rng::new(43);
    let mut explained = 0;
    for rules in &GAMES {
        for round in 0..12 {
            let row: Vec<u64> = if rules.name == "cses2207" {
                vec![rng.range(1, 12)]
            } else {
                (0..rng.range(1, 3)).map(|_| rng.range(0, 7)).collect()
            };
            let person_first = round % 2 == 0;
            let mut args = vec![rules.name.to_string()];
            args.extend(rules.prefix.iter().map(|w| w.to_string()));
            args.extend(row.iter().map(u64::to_string));
            let (winner, text) = RandomPerson::play(&args, round);
            let pack_wins_start = mover_wins(rules, &row) != person_first;
            if pack_wins_start {
                assert_eq!(winner, Winner::Pack, "{} {row:?}:\n{text}", rules.name);
            }
            if winner == Winner::Pack {
                let Some((shown, good)) = named_mistake(&text, pack_wins_start) else {
                    continue;
                };
                let before = row_of(shown);
                assert!(mover_wins(rules, &before), "{text}");
                assert!(!mover_wins(rules, &after(&before, good)), "{text}");
                explained += 1;
            }
        }
    }
    assert!(explained >= 5, "only {explained} mistakes explained");
}

impl RandomPerson {
    /// A person reading `screen`, choosing with the seed `seed`.
    pub(super) fn new(screen: Screen, seed: u64) -> RandomPerson {
        RandomPerson {
            screen,
            line: Vec::new(),
            rng: Rng::new(seed),
        }
    }
}

/// What the last line of a game the pack won says, checked: the start was
/// already lost (`None`) when `start_lost`, else the person's first mistake,
/// as the position shown there and the winning move named ("Your first
/// mistake: at ROW, `MOVE` left ...; `WIN` leaves ....").
pub(super) fn named_mistake(text: &str, start_lost: bool) -> Option<(&str, &str)> {
    let said = text.lines().last().unwrap();
    if start_lost {
        assert!(said.starts_with("The start was already lost for you"), "{text}");
        return None;
    }
    let rest = said.strip_prefix("Your first mistake: at ").expect(text);
    let (shown, rest) = rest.split_once(", `").unwrap();
    Some((shown, rest.split('`').nth(2).unwrap()))
}
