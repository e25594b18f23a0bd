//! Exploring a rules program's game graph from named positions (`explore
//! --rules CMD --from POS...`): each start's components (`,` joins a sum)
//! are met first, then every position is asked in the order it was met,
//! its answer's components (any text, [`super::answer::texts`]) met in
//! turn, until every position met is answered. The program runs through
//! [`super::child::ask`] (the run layer's bounds); more than the bound of
//! positions is an error naming the position whose answer passed it.
//! Progress goes to stderr on a terminal only. Time O(answers' length)
//! expected; memory that of [`Graph`]. Tested by
//! shared/pack/tests/tools/rules_from.rs.

use super::answer;
use super::child::{self, Asked};
use super::graph::{normal, Graph, Id};
use std::io::IsTerminal;
use std::time::{Duration, Instant};

/// The positions `--bound` allows by default.
pub const DEFAULT_BOUND: usize = 1_000_000;
/// The most `--bound` allows.
pub const MAX_BOUND: usize = 100_000_000;

/// The graph reached and each start's components.
pub struct Reached {
    pub graph: Graph,
    pub starts: Vec<Vec<Id>>,
}

/// The conversation's state: the graph so far and the scratch an answer
/// reuses.
struct Reach {
    graph: Graph,
    bound: usize,
    parts: Vec<Id>,
    ends: Vec<u32>,
    word: Vec<u8>,
    progress: Option<(Instant, Instant)>,
}

impl Asked for Reach {
    fn position(&self, i: usize) -> Option<&str> {
        (i < self.graph.len()).then(|| self.graph.text(i as Id))
    }

    fn fixed(&self) -> bool {
        false
    }

    fn answer(&mut self, i: usize, line: &[u8]) -> Result<(), String> {
        self.parts.clear();
        self.ends.clear();
        let Reach {
            graph,
            bound,
            parts,
            ends,
            word,
            ..
        } = self;
        answer::texts(line, |component| {
            match component {
                Some(text) => {
                    normal(text, word);
                    let (id, new) = graph.intern(word)?;
                    if new && graph.len() > *bound {
                        return Err(format!(
                            "more than {bound} positions reached (--bound N allows more, up to {MAX_BOUND})"
                        ));
                    }
                    parts.push(id);
                }
                None => ends.push(parts.len() as u32),
            }
            Ok(())
        })?;
        self.graph.push_options(&self.parts, &self.ends);
        if i % 4096 == 0 {
            self.show_progress(false);
        }
        Ok(())
    }
}

impl Reach {
    /// A progress line on a terminal, about once a second (and a last one
    /// cleared at the end).
    fn show_progress(&mut self, last: bool) {
        let Some((start, shown)) = self.progress.as_mut() else {
            return;
        };
        if last {
            if shown.duration_since(*start) > Duration::from_secs(1) {
                eprint!("\r\x1b[K");
            }
            return;
        }
        if shown.elapsed() >= Duration::from_secs(1) {
            *shown = Instant::now();
            eprint!(
                "\rexplore: {} positions answered, {} met",
                self.graph.answered(),
                self.graph.len()
            );
        }
    }
}

/// The components of start `text` (`,` joins a sum), each normal.
fn components(text: &str, graph: &mut Graph, word: &mut Vec<u8>) -> Result<Vec<Id>, String> {
    if text.contains(';') || text.contains('\n') {
        return Err(format!(
            "--from: {text:?} holds `;` or a line break, which no position may"
        ));
    }
    text.split(',')
        .map(|c| {
            normal(c.as_bytes(), word);
            if word.is_empty() {
                return Err(format!("--from: a component of {text:?} is empty"));
            }
            Ok(graph.intern(word)?.0)
        })
        .collect()
}

/// Explores `cmd`'s graph from `starts` (at most `bound` positions, the
/// program within `cpu`).
pub fn reach(cmd: &str, starts: &[String], bound: usize, cpu: Duration) -> Result<Reached, String> {
    let mut graph = Graph::default();
    let mut word = Vec::new();
    let starts = starts
        .iter()
        .map(|s| components(s, &mut graph, &mut word))
        .collect::<Result<Vec<_>, _>>()?;
    if graph.len() > bound {
        return Err(format!(
            "--from: {} positions given, more than the bound {bound}",
            graph.len()
        ));
    }
    let now = Instant::now();
    let mut state = Reach {
        graph,
        bound,
        parts: Vec::new(),
        ends: Vec::new(),
        word,
        progress: std::io::stderr().is_terminal().then_some((now, now)),
    };
    let asked = child::ask(cmd, cpu, &mut state);
    state.show_progress(true);
    asked?;
    Ok(Reached {
        graph: state.graph,
        starts,
    })
}
