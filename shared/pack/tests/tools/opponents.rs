//! The pack as a perfect opponent in the games of POJ 2315 (Football Game),
//! LOJ 10243 (tokens on a DAG), AGC017 D (Hackenbush on a tree) and POJ 3710
//! (Hackenbush on graphs with cycles): from small random starts a random
//! person (play_all's, who picks among the options the hints list) never
//! beats the pack from a start that an exhaustive search written here from
//! each statement's rules (no Sprague-Grundy theory, no xor: whole
//! positions, every move) calls won for the pack, and each loss's named
//! winning move is checked by that search to leave a lost position. Each
//! game's refusals of a bad position and of an illegal move are pinned too.

use super::play_all::RandomPerson;
use pack::play_tool::{options, play};
use sglab::play::Winner;
use sglab::rng::Rng;
use std::collections::HashMap;

/// A game under test: the command-line words of a start and the test's own
/// view of positions.
trait Judge {
    type Pos: Clone;
    /// A position as the screen shows it (`ball 1: 3, ball 2: 0`).
    fn parse(&self, shown: &str) -> Self::Pos;
    /// `pos` after the move `words`, as the screen writes it.
    fn after(&self, pos: &Self::Pos, words: &str) -> Self::Pos;
    /// Whether the player to move from `pos` wins, by exhaustive search.
    fn mover_wins(&mut self, pos: &Self::Pos) -> bool;
}

/// Every number in `text`, in order.
fn numbers(text: &str) -> Vec<usize> {
    let words = text.split(|c: char| !c.is_ascii_digit());
    words.filter_map(|w| w.parse().ok()).collect()
}

/// Plays `args` (the game's name and start) against a random person with
/// hints, who moves first in even rounds; checks the end against `judge`'s
/// search from `start`. Whether a mistake was explained.
fn duel<J: Judge>(judge: &mut J, args: &[String], start: J::Pos, round: u64) -> bool {
    let person_first = round % 2 == 0;
    let (winner, text) = RandomPerson::play(args, round);
    let pack_wins_start = judge.mover_wins(&start) != person_first;
    if pack_wins_start {
        assert_eq!(winner, Winner::Pack, "{args:?}:\n{text}");
    }
    assert_ne!(winner, Winner::Nobody, "{args:?}: the person found no option:\n{text}");
    if winner == Winner::Person {
        return false;
    }
    let said = text.lines().last().unwrap();
    if pack_wins_start {
        assert!(said.starts_with("The start was already lost for you"), "{text}");
        return false;
    }
    // "Your first mistake: at POSITION, `MOVE` left ...; `WIN` leaves ...."
    let rest = said.strip_prefix("Your first mistake: at ").expect(&text);
    let (shown, rest) = rest.split_once(", `").unwrap();
    let good = rest.split('`').nth(2).unwrap();
    let before = judge.parse(shown);
    assert!(judge.mover_wins(&before), "{text}");
    let then = judge.after(&before, good);
    assert!(!judge.mover_wins(&then), "{good}:\n{text}");
    true
}

/// Plays `rounds` random starts `start` draws (each its words and its
/// position): how many of the person's mistakes were explained.
fn duels<J: Judge>(judge: &mut J, rounds: u64, mut start: impl FnMut(&mut Rng) -> (Vec<String>, J::Pos)) -> usize {
    let mut rng = Rng::new(43);
    (0..rounds)
        .filter(|&round| {
            let (args, pos) = start(&mut rng);
            duel(judge, &args, pos, round)
        })
        .count()
}

/// At least `least` mistakes explained (so the check of the named winning
/// move ran).
fn enough(explained: usize, least: usize) {
    assert!(explained >= least, "only {explained} mistakes explained");
}

/// The words `words` ask of `play.sh`: its screen, or its refusal.
fn screen(words: &[&str], input: &str) -> Result<String, String> {
    let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    let mut out = Vec::new();
    play(&options(&words)?, &mut input.as_bytes(), &mut out)?;
    Ok(String::from_utf8(out).unwrap())
}

// POJ 2315: up to M balls per kick, each rolled 1..=K turns.

struct Football {
    m: usize,
    k: u32,
    memo: HashMap<Vec<u32>, bool>,
}

impl Judge for Football {
    type Pos = Vec<u32>;
    fn parse(&self, shown: &str) -> Vec<u32> {
        // "ball 1: 3, ball 2: 0": every second number.
        numbers(shown).iter().skip(1).step_by(2).map(|&t| t as u32).collect()
    }
    fn after(&self, pos: &Vec<u32>, words: &str) -> Vec<u32> {
        // "kick ball 1 by 2, ball 3 by 1"
        let mut next = pos.clone();
        for pair in numbers(words).chunks(2) {
            next[pair[0] - 1] -= pair[1] as u32;
        }
        next
    }
    fn mover_wins(&mut self, pos: &Vec<u32>) -> bool {
        let mut key: Vec<u32> = pos.iter().copied().filter(|&t| t > 0).collect();
        key.sort_unstable();
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        // Every vector of rolls, like an odometer: 0..=min(k, t) per ball,
        // 1 to m of them nonzero.
        let mut rolls = vec![0u32; key.len()];
        let mut wins = false;
        while let Some(i) = (0..rolls.len()).find(|&i| rolls[i] < self.k.min(key[i])) {
            rolls[i] += 1;
            rolls[..i].iter_mut().for_each(|r| *r = 0);
            let kicked = rolls.iter().filter(|&&r| r > 0).count();
            if kicked <= self.m {
                let next: Vec<u32> = key.iter().zip(&rolls).map(|(t, r)| t - r).collect();
                if !self.mover_wins(&next) {
                    wins = true;
                    break;
                }
            }
        }
        self.memo.insert(key, wins);
        wins
    }
}

#[test]
fn poj2315_the_pack_never_loses_a_won_football_game() {
    for (m, k) in [(1, 2), (2, 1), (2, 3), (3, 2)] {
        let mut judge = Football {
            m,
            k,
            memo: HashMap::new(),
        };
        let explained = duels(&mut judge, 10, |rng| {
            let balls: Vec<u32> = (0..rng.range(m as u64, 3)).map(|_| rng.range(0, 5) as u32).collect();
            let mut args = vec!["poj2315".to_string(), m.to_string(), k.to_string()];
            args.extend(balls.iter().map(u32::to_string));
            (args, balls)
        });
        enough(explained, 1);
    }
    // The card's trap: {1, 1, 4, 6} with M = 2, K = 3 is lost for the mover,
    // though the judge's formula calls it won.
    let mut judge = Football {
        m: 2,
        k: 3,
        memo: HashMap::new(),
    };
    assert!(!judge.mover_wins(&vec![1, 1, 4, 6]));
    let text = screen(&["poj2315", "2", "3", "1", "1", "4", "6"], "").unwrap();
    assert!(
        text.starts_with("start: ball 1: 1, ball 2: 1, ball 3: 4, ball 4: 6 (a P-position)"),
        "{text}"
    );
}

#[test]
fn poj2315_refuses_bad_positions_and_illegal_kicks_by_name() {
    let refused = |w: &[&str], why: &str| assert_eq!(screen(w, "").unwrap_err(), format!("poj2315: {why}"));
    refused(
        &["poj2315", "3", "1", "4", "4"],
        "M (balls per move) is 1 to the 2 balls, not 3",
    );
    refused(&["poj2315", "1", "5", "4"], "K (turns per kick) is 1 to 4, not 5");
    refused(
        &["poj2315", "1", "2", "3", "11"],
        "ball 2 is 11 turns from the goal; at most 10 are played",
    );
    refused(
        &["poj2315", "1", "2", "1", "1", "1", "1", "1", "1"],
        "the position holds 1 to 5 balls; 6 were given",
    );
    refused(&["poj2315", "x"], "\"x\": not a number of the position");
    let moves = "kick ball 3 by 1\nkick ball 1 by 3\nkick ball 1 by 2\nkick ball 1 by 1, ball 2 by 1\nkick ball 1 by 1, ball 1 by 1\nkick\n";
    let text = screen(&["poj2315", "1", "2", "1", "4"], moves).unwrap();
    for why in [
        "there is no ball 3 (balls 1 to 2)",
        "a kick rolls a ball 1 to 2 turns, not 3",
        "ball 1 is 1 turn from the goal; it cannot roll 2",
        "a move kicks at most 1 ball; 2 were named",
        "ball 1 is named twice",
        "write a move as `kick ball 1 by 2, ball 3 by 1`",
    ] {
        assert!(text.contains(&format!("illegal: {why}")), "{why}:\n{text}");
    }
}

// LOJ 10243: tokens sliding along the edges of a DAG.

struct Dag {
    edges: Vec<(usize, usize)>,
    memo: HashMap<Vec<usize>, bool>,
}

impl Judge for Dag {
    type Pos = Vec<usize>;
    fn parse(&self, shown: &str) -> Vec<usize> {
        // "token 1: 2, token 2: 4": every second number.
        numbers(shown).into_iter().skip(1).step_by(2).collect()
    }
    fn after(&self, pos: &Vec<usize>, words: &str) -> Vec<usize> {
        // "move token I from V to W"
        let n = numbers(words);
        assert_eq!(pos[n[0] - 1], n[1], "{words}");
        let mut next = pos.clone();
        next[n[0] - 1] = n[2];
        next
    }
    fn mover_wins(&mut self, pos: &Vec<usize>) -> bool {
        let mut key = pos.clone();
        key.sort_unstable();
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let mut wins = false;
        for i in 0..key.len() {
            for j in 0..self.edges.len() {
                let (x, y) = self.edges[j];
                if x == key[i] && !wins {
                    let mut next = key.clone();
                    next[i] = y;
                    wins = !self.mover_wins(&next);
                }
            }
        }
        self.memo.insert(key, wins);
        wins
    }
}

#[test]
fn loj10243_the_pack_never_loses_a_won_game_of_tokens() {
    let sample = vec![(2, 1), (2, 4), (1, 4), (1, 5), (4, 5), (1, 3), (3, 5), (3, 6)];
    let mut judge = Dag {
        edges: sample,
        memo: HashMap::new(),
    };
    let explained = duels(&mut judge, 20, |rng| {
        let tokens: Vec<usize> = (0..rng.range(1, 3)).map(|_| rng.range(1, 6) as usize).collect();
        let mut args = vec!["loj10243".to_string()];
        args.extend(tokens.iter().map(usize::to_string));
        (args, tokens)
    });
    enough(explained, 2);
    let mut explained = 0;
    for seed in 0..6 {
        // A random DAG on 1..=7, edges from smaller to larger under a
        // shuffled labelling, parallel edges allowed.
        let mut rng = Rng::new(seed);
        let mut label: Vec<usize> = (1..=7).collect();
        rng.shuffle(&mut label);
        let edges: Vec<(usize, usize)> = (0..10)
            .map(|_| {
                let a = rng.range(0, 5) as usize;
                let b = rng.range(a as u64 + 1, 6) as usize;
                (label[a], label[b])
            })
            .collect();
        let mut judge = Dag {
            edges: edges.clone(),
            memo: HashMap::new(),
        };
        explained += duels(&mut judge, 10, |rng| {
            let tokens: Vec<usize> = (0..rng.range(2, 3)).map(|_| rng.range(1, 7) as usize).collect();
            let mut args = vec!["loj10243".to_string()];
            args.extend(edges.iter().map(|(x, y)| format!("{x}-{y}")));
            args.extend(tokens.iter().map(usize::to_string));
            (args, tokens)
        });
    }
    enough(explained, 2);
}

#[test]
fn loj10243_refuses_bad_positions_and_illegal_slides_by_name() {
    let refused = |w: &[&str], why: &str| assert_eq!(screen(w, "").unwrap_err(), format!("loj10243: {why}"));
    refused(
        &["loj10243", "1-2", "2-3", "3-1", "1"],
        "the graph has a cycle: vertices 1 2 3 lie on one or after one",
    );
    refused(
        &["loj10243", "1-2", "1", "2", "2"],
        "3 tokens on 2 vertices; K is at most N",
    );
    refused(&["loj10243", "0"], "token: vertex 0 is not in 1 to 2000");
    refused(&["loj10243", "1-2001"], "edge 1-2001: vertex 2001 is not in 1 to 2000");
    refused(&["loj10243", "1-x"], "edge 1-x: \"x\" is not a vertex number");
    let moves = "move token 3 to 1\nmove token 1 from 3 to 4\nmove token 1 to 6\nslide\n";
    let text = screen(&["loj10243", "2", "1"], moves).unwrap();
    for why in [
        "there is no token 3 (tokens 1 to 2)",
        "token 1 is on vertex 2, not 3",
        "no edge goes from vertex 2 (token 1) to 6",
        "write a move as `move token 2 from 4 to 5`",
    ] {
        assert!(text.contains(&format!("illegal: {why}")), "{why}:\n{text}");
    }
}

// AGC017 D and POJ 3710: Green Hackenbush, one or several graphs rooted at 1.

/// Graphs in their places, each its edges (smaller end first) still
/// connected to vertex 1, sorted.
type Graphs = Vec<Vec<(usize, usize)>>;

/// The edges of `edges` still connected to vertex 1, sorted.
fn grounded(edges: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut reached = vec![1];
    let mut kept = vec![false; edges.len()];
    while let Some(v) = reached.pop() {
        for (i, &(a, b)) in edges.iter().enumerate() {
            if !kept[i] && (a == v || b == v) {
                kept[i] = true;
                reached.push(if a == v { b } else { a });
            }
        }
    }
    let mut left: Vec<(usize, usize)> = (edges.iter().zip(&kept))
        .filter(|(_, &k)| k)
        .map(|(&(a, b), _)| (a.min(b), a.max(b)))
        .collect();
    left.sort_unstable();
    left
}

struct Hackenbush {
    memo: HashMap<Graphs, bool>,
}

impl Judge for Hackenbush {
    type Pos = Graphs;
    fn parse(&self, shown: &str) -> Graphs {
        // "edges 1-2 2-3", "no edge left", or "graph 1: 1-2, graph 2: no edge".
        let graph = |text: &str| -> Vec<(usize, usize)> {
            let ends = numbers(text);
            grounded(&ends.chunks(2).map(|e| (e[0], e[1])).collect::<Vec<_>>())
        };
        match shown.strip_prefix("graph ") {
            None => vec![graph(shown)],
            Some(_) => shown
                .split(", ")
                .map(|part| graph(part.split_once(": ").unwrap().1))
                .collect(),
        }
    }
    fn after(&self, pos: &Graphs, words: &str) -> Graphs {
        // "cut A-B" or "cut A-B in graph G"
        let n = numbers(words);
        let g = n.get(2).map_or(0, |g| g - 1);
        let mut next = pos.clone();
        let at = pos[g]
            .iter()
            .position(|&e| e == (n[0].min(n[1]), n[0].max(n[1])))
            .expect(words);
        next[g].remove(at);
        next[g] = grounded(&next[g]);
        next
    }
    fn mover_wins(&mut self, pos: &Graphs) -> bool {
        if let Some(&known) = self.memo.get(pos) {
            return known;
        }
        let mut wins = false;
        for g in 0..pos.len() {
            for i in 0..pos[g].len() {
                let mut next = pos.clone();
                next[g].remove(i);
                next[g] = grounded(&next[g]);
                wins = wins || !self.mover_wins(&next);
            }
        }
        self.memo.insert(pos.clone(), wins);
        wins
    }
}

/// `a-b` words for `edges`, graphs parted by `/`.
fn graph_words(graphs: &[Vec<(usize, usize)>]) -> Vec<String> {
    let words: Vec<Vec<String>> = (graphs.iter())
        .map(|edges| edges.iter().map(|(a, b)| format!("{a}-{b}")).collect())
        .collect();
    words.join(&"/".to_string())
}

#[test]
fn agc017d_the_pack_never_loses_a_won_tree() {
    let mut judge = Hackenbush { memo: HashMap::new() };
    let explained = duels(&mut judge, 24, |rng| {
        // A random tree on 1..=n: each vertex's parent among those before it,
        // under a shuffled labelling, ends in random order.
        let n = rng.range(2, 8) as usize;
        let mut label: Vec<usize> = (1..=n).collect();
        rng.shuffle(&mut label);
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (label[v], label[rng.below(v)])).collect();
        let mut args = vec!["agc017d".to_string()];
        args.extend(graph_words(std::slice::from_ref(&edges)));
        (args, vec![grounded(&edges)])
    });
    enough(explained, 4);
}

#[test]
fn agc017d_refuses_bad_positions_and_illegal_cuts_by_name() {
    let refused = |w: &[&str], why: &str| assert_eq!(screen(w, "").unwrap_err(), format!("agc017d: {why}"));
    refused(
        &["agc017d", "1-2", "3-4"],
        "the edges do not form a tree on vertices 1 to 3",
    );
    refused(
        &["agc017d", "1-2", "2-9"],
        "the edges do not form a tree on vertices 1 to 3",
    );
    refused(&["agc017d", "1-2", "/", "1-3"], "the position is one tree (no `/`)");
    refused(&["agc017d", "1-201"], "edge 1-201: vertex 201 is not in 1 to 200");
    let text = screen(&["agc017d", "1-2", "2-3"], "cut 1-3\ncut 2\ncut 3-2 in graph 2\n").unwrap();
    for why in [
        "there is no edge 1-3 (its edges: 1-2 2-3)",
        "`2`: write a move as `cut 2-3` (the edge's two ends)",
        "there is no graph 2 (graphs 1 to 1)",
    ] {
        assert!(text.contains(&format!("illegal: {why}")), "{why}:\n{text}");
    }
}

#[test]
fn poj3710_the_pack_never_loses_a_won_christmas_game() {
    let mut judge = Hackenbush { memo: HashMap::new() };
    let explained = duels(&mut judge, 24, |rng| {
        // One to three multigraphs on 1..=4 with 1 to 4 edges each, loops
        // and parallel edges included, each edge touching a vertex already
        // connected to 1 (so every edge is grounded).
        let graphs: Vec<Vec<(usize, usize)>> = (0..rng.range(1, 3))
            .map(|_| {
                let mut touched = vec![1];
                (0..rng.range(1, 4))
                    .map(|_| {
                        let a = touched[rng.below(touched.len())];
                        let b = rng.range(1, 4) as usize;
                        touched.push(b);
                        (a, b)
                    })
                    .collect()
            })
            .collect();
        let mut args = vec!["poj3710".to_string()];
        args.extend(graph_words(&graphs));
        (args, graphs.iter().map(|g| grounded(g)).collect())
    });
    enough(explained, 4);
}

#[test]
fn poj3710_refuses_bad_positions_and_illegal_cuts_by_name() {
    let refused = |w: &[&str], why: &str| assert_eq!(screen(w, "").unwrap_err(), format!("poj3710: {why}"));
    refused(
        &["poj3710", "1-2", "/", "3-4"],
        "graph 2: edge 3-4 is not connected to node 1",
    );
    refused(&["poj3710", "1-100"], "edge 1-100: vertex 100 is not in 1 to 99");
    refused(&["poj3710", "x"], "\"x\": not an edge `a-b` (or `/` between graphs)");
    let eleven: Vec<&str> = (0..11).flat_map(|_| ["1-2", "/"]).take(21).collect();
    refused(
        &[&["poj3710"][..], &eleven[..]].concat(),
        "11 graphs; at most 10 are played",
    );
    let text = screen(&["poj3710"], "cut 1-3 in graph 1\ncut 1-2 in graph 3\ncut 1-2\n").unwrap();
    for why in [
        "there is no edge 1-3 in graph 1 (its edges: 1-2)",
        "there is no graph 3 (graphs 1 to 2)",
        "write a move as `cut 2-3 in graph 1` (the edge's two ends)",
    ] {
        assert!(text.contains(&format!("illegal: {why}")), "{why}:\n{text}");
    }
}

// ABC229 H: Advance or Eat, partizan; the person is Takahashi when first.

/// A board (rows top first, `W`, `B`, `.`) and whether Takahashi moves.
type Board = (Vec<Vec<u8>>, bool);

struct AdvanceOrEat {
    memo: HashMap<Board, bool>,
}

impl Judge for AdvanceOrEat {
    type Pos = Board;
    fn parse(&self, shown: &str) -> Board {
        // "board BB. .B. ... with Takahashi (white) to move"
        let (rows, who) = shown.strip_prefix("board ").unwrap().split_once(" with ").unwrap();
        let rows = rows.split(' ').map(|r| r.as_bytes().to_vec()).collect();
        (rows, who.starts_with("Takahashi"))
    }
    fn after(&self, (rows, takahashi): &Board, words: &str) -> Board {
        // "move the piece at row R, column C up" or "remove the piece at ..."
        let n = numbers(words);
        let (r, c) = (n[0] - 1, n[1] - 1);
        let mut rows = rows.clone();
        if words.starts_with("remove") {
            rows[r][c] = b'.';
        } else {
            assert_eq!(rows[r - 1][c], b'.', "{words}");
            rows[r - 1][c] = rows[r][c];
            rows[r][c] = b'.';
        }
        (rows, !takahashi)
    }
    fn mover_wins(&mut self, board: &Board) -> bool {
        if let Some(&known) = self.memo.get(board) {
            return known;
        }
        let (rows, takahashi) = board;
        let (own, other) = if *takahashi { (b'W', b'B') } else { (b'B', b'W') };
        let mut options = Vec::new();
        for r in 0..rows.len() {
            for c in 0..rows.len() {
                let mut next = rows.clone();
                if rows[r][c] == other {
                    next[r][c] = b'.';
                    options.push(next);
                } else if rows[r][c] == own && r > 0 && rows[r - 1][c] == b'.' {
                    next[r - 1][c] = own;
                    next[r][c] = b'.';
                    options.push(next);
                }
            }
        }
        let wins = options.into_iter().any(|next| !self.mover_wins(&(next, !takahashi)));
        self.memo.insert(board.clone(), wins);
        wins
    }
}

#[test]
fn abc229h_the_pack_never_loses_a_won_board_in_either_colour() {
    let mut judge = AdvanceOrEat { memo: HashMap::new() };
    let explained = duels(&mut judge, 60, |rng| {
        let n = rng.range(2, 3) as usize;
        let rows: Vec<Vec<u8>> = (0..n).map(|_| (0..n).map(|_| rng.pick(b"WB.")).collect()).collect();
        let mut args = vec!["abc229h".to_string()];
        args.extend(rows.iter().map(|r| String::from_utf8(r.clone()).unwrap()));
        (args, (rows, true))
    });
    enough(explained, 2);
    // The three samples' winners (Takahashi moves first).
    for (rows, takahashi_wins) in [
        (&["BB.", ".B.", "..."][..], true),
        (&["..", "WW"][..], false),
        (&["WWBW", "WWWW", "BWB.", "BBBB"][..], false),
    ] {
        let board = (rows.iter().map(|r| r.as_bytes().to_vec()).collect(), true);
        assert_eq!(judge.mover_wins(&board), takahashi_wins, "{rows:?}");
        let words: Vec<&str> = [&["abc229h"][..], rows].concat();
        let text = screen(&words, "").unwrap();
        let outcome = if takahashi_wins {
            "(an N-position)"
        } else {
            "(a P-position)"
        };
        assert!(
            text.lines()
                .next()
                .unwrap()
                .ends_with(&format!("{outcome}; you move first")),
            "{text}"
        );
    }
}

#[test]
fn abc229h_refuses_bad_boards_and_illegal_moves_by_name() {
    let refused = |w: &[&str], why: &str| assert_eq!(screen(w, "").unwrap_err(), format!("abc229h: {why}"));
    refused(
        &["abc229h", "WB", "W"],
        "row 2 is \"W\"; each of the 2 rows is 2 squares of W, B or .",
    );
    refused(
        &["abc229h", "WX", ".."],
        "row 1 is \"WX\"; each of the 2 rows is 2 squares of W, B or .",
    );
    let nine: Vec<&str> = std::iter::once("abc229h").chain(["........."; 9]).collect();
    refused(&nine, "the board is 1 to 8 rows; 9 were given");
    let moves = "move the piece at row 3, column 1 up\nmove the piece at row 1, column 1 up\n\
                 move the piece at row 2, column 2 up\nmove the piece at row 2, column 1 up\n\
                 remove the piece at row 2, column 1\nremove the piece at row 1, column 2\njump\n";
    let text = screen(&["abc229h", "WB", "WB"], moves).unwrap();
    for why in [
        "there is no square at row 3, column 1 (rows and columns 1 to 2)",
        "the piece at row 1, column 1 is in the top row already",
        "Takahashi moves only white pieces up; the piece at row 2, column 2 is black",
        "the square above row 2, column 1 is not empty",
        "Takahashi removes only black pieces; the piece at row 2, column 1 is white",
        "write a move as `move the piece at row 2, column 1 up`",
    ] {
        assert!(text.contains(&format!("illegal: {why}")), "{why}:\n{text}");
    }
}
