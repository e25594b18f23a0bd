//! A rules program's game as the pack plays it (`scripts/play.sh --rules
//! CMD POSITION...`): the game graph explored from the start as `explore
//! --from` explores it ([`super::reach`]), so a position is any text the
//! program answers (`7`, `3 5`, `HTTH`), written one way everywhere: the
//! protocol's, components joined by `,`. Each component is valued by
//! [`super::acyclic::grundy`], a sum by the xor; the same [`Game`] engine,
//! hints and losing-move report as the pack's games. A move is `I OPTION`:
//! the component in place I (from 1) and one option as the program writes
//! it (`2 6,1`, `1 -`, `1 3 4`); what it leaves takes that component's
//! place, and the others keep theirs. With `--loopy` an option need not
//! be smaller: the sums reached are played exactly on their own product
//! graph ([`super::sums`]): a win by its nearest win, a draw kept, a loss
//! made to last; a game ends drawn at [`MOVE_LIMIT`] moves. Time: the
//! exploration's, then O(options) a move. Tested by
//! shared/pack/tests/tools/rules_play.rs.

use super::acyclic;
use super::graph::{normal, Graph, Id};
use super::loopy::{best_moves, Outcome};
use super::reach::reach;
use super::sums::Sums;
use sglab::play::Game;
use sglab::rng::Rng;
use std::time::Duration;

/// The most positions the pack explores before a game.
pub const MOST_POSITIONS: usize = 1_000_000;

/// The most moves, both sides counted, of a loopy game with a person.
pub const MOVE_LIMIT: usize = 200;

/// The game: the graph reached from the start, and how it is valued.
pub struct RulesGame {
    graph: Graph,
    values: Values,
}

/// Every component's g (no cycle), or every sum's outcome (loopy).
enum Values {
    Acyclic(Vec<u32>),
    Loopy(Sums),
}

/// One move: the component in place `.0` (from 0) becomes the components
/// `.1`.
pub type Move = (usize, Vec<Id>);

impl RulesGame {
    /// Explores `cmd`'s game from the start `words` (joined by `,`: each
    /// word one component or several), cycles allowed when `loopy`;
    /// returns the game and the start.
    pub fn new(cmd: &str, words: &[String], loopy: bool, cpu: Duration) -> Result<(RulesGame, Vec<Id>), String> {
        let start = words.join(",");
        let reached = reach(cmd, &[start], MOST_POSITIONS, cpu)?;
        let start = reached.starts.into_iter().next().unwrap_or_default();
        let values = if loopy {
            Values::Loopy(Sums::explore(&reached.graph, &start)?)
        } else {
            Values::Acyclic(acyclic::grundy(&reached.graph)?)
        };
        let graph = reached.graph;
        Ok((RulesGame { graph, values }, start))
    }

    /// g of the sum `pos`, for a game without cycles.
    fn xor(&self, pos: &[Id]) -> Option<u32> {
        match &self.values {
            Values::Acyclic(g) => Some(acyclic::value(pos, g)),
            Values::Loopy(_) => None,
        }
    }

    /// The outcome of `pos` for the side to move, and its remoteness
    /// (loopy; 0 without cycles, where g decides).
    fn outcome(&self, pos: &[Id]) -> (Outcome, u32) {
        match &self.values {
            Values::Acyclic(g) if acyclic::value(pos, g) == 0 => (Outcome::Loss, 0),
            Values::Acyclic(_) => (Outcome::Win, 0),
            Values::Loopy(sums) => sums.of(pos),
        }
    }

    fn all_moves(&self, pos: &[Id]) -> Vec<Move> {
        let graph = &self.graph;
        pos.iter()
            .enumerate()
            .flat_map(|(i, &c)| graph.options(c).map(move |o| (i, o.to_vec())))
            .collect()
    }

    /// The ids of `option`'s components as the program would write them,
    /// or `None` if one was never met (so it is no option of any position).
    fn ids(&self, option: &str) -> Option<Vec<Id>> {
        if option.trim() == "-" {
            return Some(Vec::new());
        }
        let mut word = Vec::new();
        option
            .split(',')
            .map(|c| {
                normal(c.as_bytes(), &mut word);
                self.graph.find(&word)
            })
            .collect()
    }

    /// `pos` after `mv`: what the component leaves takes its place.
    fn spliced(&self, pos: &[Id], (i, leaves): &Move) -> Vec<Id> {
        let mut next = pos[..*i].to_vec();
        next.extend(leaves);
        next.extend(&pos[i + 1..]);
        next
    }

    /// How many moves `leaves` gives the next player: the reply from a
    /// lost position keeps the game long by leaving the most.
    fn moves_left(&self, leaves: &[Id]) -> usize {
        leaves.iter().map(|&c| self.graph.option_count(c)).sum()
    }
}

/// `ids` sorted, to compare options as multisets.
fn sorted(ids: &[Id]) -> Vec<Id> {
    let mut ids = ids.to_vec();
    ids.sort_unstable();
    ids
}

impl Game for RulesGame {
    type Pos = Vec<Id>;
    type Move = Move;

    fn read_move(&self, pos: &Vec<Id>, line: &str) -> Result<Move, String> {
        let (index, option) = line
            .trim()
            .split_once(' ')
            .ok_or("a move is `I OPTION`: a component's place and an option, e.g. `1 6,1` or `2 -`")?;
        let i = match index.parse::<usize>() {
            Ok(i) if (1..=pos.len()).contains(&i) => i - 1,
            _ => return Err(format!("{index:?}: the components are numbered 1 to {}", pos.len())),
        };
        let not_an_option = || {
            format!(
                "{} is not an option of component {i1} ({})",
                option.trim(),
                self.graph.text(pos[i]),
                i1 = i + 1
            )
        };
        if option.contains(';') {
            return Err("name one option (no `;`)".to_string());
        }
        let wanted = self.ids(option).ok_or_else(not_an_option)?;
        let wanted = sorted(&wanted);
        match self.graph.options(pos[i]).find(|o| sorted(o) == wanted) {
            Some(o) => Ok((i, o.to_vec())),
            None => Err(not_an_option()),
        }
    }

    fn write_move(&self, (i, leaves): &Move) -> String {
        let parts: Vec<&str> = leaves.iter().map(|&c| self.graph.text(c)).collect();
        let option = if parts.is_empty() {
            "-".to_string()
        } else {
            parts.join(",")
        };
        format!("{} {option}", i + 1)
    }

    fn after(&mut self, pos: &Vec<Id>, mv: &Move) -> Vec<Id> {
        self.spliced(pos, mv)
    }

    fn wins(&mut self, pos: &Vec<Id>) -> bool {
        self.outcome(pos).0 == Outcome::Win
    }

    fn drawn(&mut self, pos: &Vec<Id>) -> bool {
        self.outcome(pos).0 == Outcome::Draw
    }

    fn value(&mut self, pos: &Vec<Id>) -> Option<u64> {
        self.xor(pos).map(u64::from)
    }

    fn reply(&mut self, pos: &Vec<Id>, rng: &mut Rng) -> Option<Move> {
        let moves = self.all_moves(pos);
        let after: Vec<(Outcome, u32)> = moves.iter().map(|m| self.outcome(&self.spliced(pos, m))).collect();
        // The nearest win, a draw kept, the farthest loss (loopy::best_moves);
        // a loss without cycles (every one as far) leaves the most moves.
        let now = self.outcome(pos).0;
        let mut pool = best_moves(now, &after);
        if now == Outcome::Loss {
            let most = pool.iter().map(|&k| self.moves_left(&moves[k].1)).max()?;
            pool.retain(|&k| self.moves_left(&moves[k].1) == most);
        }
        let &k = pool.get(rng.below(pool.len().max(1)))?;
        Some(moves[k].clone())
    }

    fn moves(&mut self, pos: &Vec<Id>) -> Option<Vec<Move>> {
        let moves = self.all_moves(pos);
        (moves.len() <= 200).then_some(moves)
    }

    fn show(&self, pos: &Vec<Id>) -> String {
        if pos.is_empty() {
            return "nothing left".to_string();
        }
        let parts: Vec<&str> = pos.iter().map(|&c| self.graph.text(c)).collect();
        parts.join(", ")
    }

    fn shows_each_position(&self) -> bool {
        true
    }

    fn move_limit(&self) -> Option<usize> {
        matches!(self.values, Values::Loopy(_)).then_some(MOVE_LIMIT)
    }
}
