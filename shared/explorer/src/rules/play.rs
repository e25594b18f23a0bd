//! A rules program's game as the pack plays it (`scripts/play.sh --rules
//! CMD POSITION...`): the game graph explored from the start as `explore
//! --from` explores it ([`super::reach`]), so a position is any text the
//! program answers (`7`, `3 5`, `HTTH`), written one way everywhere: the
//! protocol's, components joined by `,`. Each component is valued by
//! [`super::acyclic::grundy`], a sum by the xor; the same [`Game`] engine,
//! hints and losing-move report as the pack's games. A move is `I OPTION`:
//! the component in place I (from 1) and one option as the program writes
//! it (`2 6,1`, `1 -`, `1 3 4`); what it leaves takes that component's
//! place, and the others keep theirs. Time: the exploration's, then
//! O(options) a move. Tested by shared/pack/tests/tools/rules_play.rs.

use super::acyclic;
use super::graph::{normal, Graph, Id};
use super::reach::reach;
use sglab::play::Game;
use sglab::rng::Rng;
use std::time::Duration;

/// The most positions the pack explores before a game.
pub const MOST_POSITIONS: usize = 1_000_000;

/// The game: the graph reached from the start, and every position's g.
pub struct RulesGame {
    graph: Graph,
    g: Vec<u32>,
}

/// One move: the component in place `.0` (from 0) becomes the components
/// `.1`.
pub type Move = (usize, Vec<Id>);

impl RulesGame {
    /// Explores `cmd`'s game from the start `words` (joined by `,`: each
    /// word one component or several); returns the game and the start.
    pub fn new(cmd: &str, words: &[String], cpu: Duration) -> Result<(RulesGame, Vec<Id>), String> {
        let start = words.join(",");
        let reached = reach(cmd, &[start], MOST_POSITIONS, cpu)?;
        let g = acyclic::grundy(&reached.graph)?;
        let start = reached.starts.into_iter().next().unwrap_or_default();
        Ok((
            RulesGame {
                graph: reached.graph,
                g,
            },
            start,
        ))
    }

    fn xor(&self, pos: &[Id]) -> u32 {
        acyclic::value(pos, &self.g)
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

    fn after(&mut self, pos: &Vec<Id>, (i, leaves): &Move) -> Vec<Id> {
        let mut next = pos[..*i].to_vec();
        next.extend(leaves);
        next.extend(&pos[i + 1..]);
        next
    }

    fn wins(&mut self, pos: &Vec<Id>) -> bool {
        self.xor(pos) != 0
    }

    fn value(&mut self, pos: &Vec<Id>) -> Option<u64> {
        Some(u64::from(self.xor(pos)))
    }

    fn reply(&mut self, pos: &Vec<Id>, rng: &mut Rng) -> Option<Move> {
        let moves = self.all_moves(pos);
        let total = self.xor(pos);
        let left = |(i, leaves): &Move| total ^ self.g[pos[*i] as usize] ^ self.xor(leaves);
        let winning: Vec<&Move> = moves.iter().filter(|m| left(m) == 0).collect();
        let pool = if winning.is_empty() {
            // Lost: leave the most moves, to keep the game long.
            let most = moves.iter().map(|m| self.moves_left(&m.1)).max()?;
            moves.iter().filter(|m| self.moves_left(&m.1) == most).collect()
        } else {
            winning
        };
        Some(pool[rng.below(pool.len())].clone())
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
}
