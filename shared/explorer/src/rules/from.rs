//! `explore --rules CMD --from POS...` (a game graph explored from named
//! positions), `--box A,B,...` (every position of k integers in a box, its
//! table and the catalogue's pattern), `--loopy` (cycles allowed: Smith's
//! generalized values, win, loss or draw) and `-n N --loopy` (a one-size
//! table whose options may grow). Each start is a sum of its components
//! (`,`), valued by the Sprague-Grundy theorem or, loopy, by Smith's sum
//! rule; the text gives its value, its outcome, one winning move and the
//! positions reached; `--csv` every position reached. Time: the program's
//! answers, plus O(V + E) (acyclic) or O((γmax + 2)(V + E)) (loopy).
//! Tested by shared/pack/tests/tools/rules_from.rs.

use super::graph::{Graph, Id};
use super::loopy::{self, Digraph, Outcome, Value};
use super::reach::{reach, Reached, DEFAULT_BOUND, MAX_BOUND};
use super::recognise::Recogniser;
use super::{acyclic, forms, Seen};
use crate::args::{number, Args};
use crate::output::{one_table, two};
use std::time::Duration;

/// The most positions a `--box` may hold.
pub const MAX_BOX: usize = 1_000_000;

/// Each position's value: g, or for a loopy game γ.
enum Values {
    Acyclic(Vec<u32>),
    Loopy { graph: Digraph, gamma: Vec<u32> },
}

impl Values {
    /// Position `v`'s value.
    fn of(&self, v: Id) -> Value {
        match self {
            Values::Acyclic(g) => Value::Finite(g[v as usize]),
            Values::Loopy { graph, gamma } => Value::of(graph, gamma, v),
        }
    }

    /// The value of the sum `components` (none: 0).
    fn sum(&self, components: &[Id]) -> Value {
        components.iter().fold(Value::Finite(0), |s, &c| s.sum(&self.of(c)))
    }
}

/// Runs the graph modes: `--from`, `--box`, `-n N --loopy`.
pub fn run(cmd: &str, title: &str, a: &Args, cpu: Duration) -> Result<String, String> {
    if a.grid.is_some() || a.misere || a.svg.is_some() || a.out.is_some() || a.to.is_some() {
        return Err("--from, --box and --loopy take no --grid, --misere, --svg, --out or --to".to_string());
    }
    let bound = a
        .bound
        .map_or(Ok(DEFAULT_BOUND), |v| number("--bound", v, 1, MAX_BOUND))?;
    let (starts, sides) = if let Some(sides) = a.boxed {
        if !a.from_all.is_empty() || a.size.is_some() {
            return Err("--box takes no --from or -n: its positions are the box's".to_string());
        }
        let sides = parse_box(sides)?;
        (box_positions(&sides), Some(sides))
    } else if let Some(n) = a.size {
        if !a.from_all.is_empty() {
            return Err("-n N --loopy asks 0..N: give --from or -n, not both".to_string());
        }
        let n = number("-n", n, 0, MAX_BOX - 1)?;
        ((0..=n).map(|i| i.to_string()).collect(), None)
    } else if a.from_all.is_empty() {
        return Err("--loopy needs --from POS..., --box A,B or -n N".to_string());
    } else {
        (a.from_all.iter().map(|s| s.to_string()).collect(), None)
    };
    let reached = reach(cmd, &starts, bound, cpu)?;
    let values = if a.loopy {
        let graph = digraph(&reached.graph)?;
        let gamma = loopy::values(&graph);
        Values::Loopy { graph, gamma }
    } else {
        Values::Acyclic(acyclic::grundy(&reached.graph)?)
    };
    if a.csv {
        return Ok(csv(&reached.graph, &values));
    }
    if let (Some(sides), Values::Acyclic(g)) = (&sides, &values) {
        return boxed(title, sides, &reached, g);
    }
    if a.size.is_some() {
        return Ok(table(title, &reached, &values));
    }
    Ok(starts_text(title, &reached, &values))
}

/// The sides of `--box A,B,...`: each at least 0, the box at most
/// [`MAX_BOX`] positions.
fn parse_box(value: &str) -> Result<Vec<usize>, String> {
    let sides = value
        .split(',')
        .map(|s| number("--box", s.trim(), 0, MAX_BOX - 1))
        .collect::<Result<Vec<_>, _>>()?;
    let count = sides.iter().try_fold(1usize, |c, &s| c.checked_mul(s + 1));
    match count {
        Some(c) if c <= MAX_BOX => Ok(sides),
        _ => Err(format!("--box {value}: more than {MAX_BOX} positions")),
    }
}

/// Every position of the box, the last coordinate fastest.
fn box_positions(sides: &[usize]) -> Vec<String> {
    let mut all = vec![String::new()];
    for &side in sides {
        all = all
            .iter()
            .flat_map(|p| {
                (0..=side).map(move |x| {
                    if p.is_empty() {
                        x.to_string()
                    } else {
                        format!("{p} {x}")
                    }
                })
            })
            .collect();
    }
    all
}

/// The graph as a plain digraph for the loopy engine: one node a
/// position, and one more, "nothing", for the options `-`. An option
/// leaving two components or more is refused (a sum is a start's
/// business: `--from A,B`).
fn digraph(graph: &Graph) -> Result<Digraph, String> {
    let nothing = graph.len() as Id;
    let mut out = Digraph::default();
    for v in 0..graph.len() as Id {
        if let Some((k, _)) = graph.options(v).enumerate().find(|(_, o)| o.len() > 1) {
            return Err(format!(
                "position {}: option {} leaves {} components; with --loopy an option leaves one position or nothing \
                 (a sum is given as a start: --from A,B)",
                graph.text(v),
                k + 1,
                graph.options(v).nth(k).map_or(0, <[Id]>::len)
            ));
        }
        out.push(graph.options(v).map(|o| o.first().copied().unwrap_or(nothing)));
    }
    out.push(std::iter::empty());
    Ok(out)
}

/// A sum as the protocol writes it (`-` for nothing).
fn written(graph: &Graph, components: &[Id]) -> String {
    if components.is_empty() {
        return "-".to_string();
    }
    components.iter().map(|&c| graph.text(c)).collect::<Vec<_>>().join(",")
}

/// One winning move from the sum `start` of value `total`, as the sum it
/// leaves: a component's option to a value that makes the sum 0.
fn winning_move(graph: &Graph, values: &Values, start: &[Id], total: &Value) -> Option<String> {
    if total.outcome() != Outcome::Win {
        return None;
    }
    for (k, &c) in start.iter().enumerate() {
        let rest: Vec<Id> = start
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != k)
            .map(|(_, &d)| d)
            .collect();
        let others = values.sum(&rest);
        for option in graph.options(c) {
            if values.sum(option).sum(&others) == Value::Finite(0) {
                let mut left: Vec<Id> = start[..k].to_vec();
                left.extend_from_slice(option);
                left.extend_from_slice(&start[k + 1..]);
                return Some(written(graph, &left));
            }
        }
    }
    None
}

/// Each start's value, outcome and a winning move, then the count.
fn starts_text(title: &str, reached: &Reached, values: &Values) -> String {
    let graph = &reached.graph;
    let word = if matches!(values, Values::Loopy { .. }) {
        "γ"
    } else {
        "g"
    };
    let mut out = format!(
        "{title}: {} positions reached from {} start{}\n",
        graph.len(),
        reached.starts.len(),
        if reached.starts.len() == 1 { "" } else { "s" }
    );
    for start in &reached.starts {
        let total = values.sum(start);
        out += &format!(
            "{}: {word} = {total}, {}",
            written(graph, start),
            total.outcome().words()
        );
        match winning_move(graph, values, start, &total) {
            Some(left) => out += &format!("; a winning move leaves {left}\n"),
            None => out += "\n",
        }
    }
    out
}

/// `-n N --loopy`: γ(0..=N) as a table, then the positions by outcome.
fn table(title: &str, reached: &Reached, values: &Values) -> String {
    let sums: Vec<Value> = reached.starts.iter().map(|s| values.sum(s)).collect();
    let shown: Vec<String> = sums.iter().map(Value::to_string).collect();
    let width = shown.iter().map(|s| s.chars().count()).max().unwrap_or(1);
    let n = shown.len() - 1;
    let mut out = format!(
        "{title}: γ(n) for n = 0..{n} (Smith's generalized values; {} positions reached)\n",
        reached.graph.len()
    );
    for (row, chunk) in shown.chunks(10).enumerate() {
        let cells: Vec<String> = chunk
            .iter()
            .map(|s| format!("{}{s}", " ".repeat(width - s.chars().count())))
            .collect();
        out += &format!("{:>4}  {}\n", row * 10, cells.join(" "));
    }
    for outcome in [Outcome::Loss, Outcome::Win, Outcome::Draw] {
        let list: Vec<String> = (0..=n)
            .filter(|&i| sums[i].outcome() == outcome)
            .map(|i| i.to_string())
            .collect();
        let name = outcome.words().split(" (").next().unwrap_or("");
        out += &match list.len() {
            0 => format!("{name}: none for n <= {n}\n"),
            k => format!("{name}, {k} for n <= {n}: {}\n", list.join(" ")),
        };
    }
    // The catalogue: the outcomes' period, and the values' form where
    // every value is finite (a loopy game whose table is an ordinary one).
    let codes: Vec<u32> = sums
        .iter()
        .map(|v| match v.outcome() {
            Outcome::Loss => 0,
            Outcome::Win => 1,
            Outcome::Draw => 2,
        })
        .collect();
    if let Some(words) = forms::periodic_outcomes(&codes) {
        out += &format!("{words}\n");
    }
    let finite: Option<Vec<u32>> = sums
        .iter()
        .map(|v| match v {
            Value::Finite(g) => Some(*g),
            Value::Infinite(_) => None,
        })
        .collect();
    if let Some(words) = finite.as_deref().and_then(forms::one_form) {
        out += &format!("every γ(n) finite: {words}\nconjecture, checked for n <= {n}\n");
    }
    out
}

/// `--csv`: every position reached, its value and outcome (P, N or D).
fn csv(graph: &Graph, values: &Values) -> String {
    let mut out = String::from("position,g,outcome\n");
    for v in 0..graph.len() as Id {
        let value = values.of(v);
        let letter = match value.outcome() {
            Outcome::Win => "N",
            Outcome::Loss => "P",
            Outcome::Draw => "D",
        };
        let text = graph.text(v);
        let text = if text.contains('"') {
            format!("\"{}\"", text.replace('"', "\"\""))
        } else {
            text.to_string()
        };
        out += &format!("{text},{value},{letter}\n");
    }
    out
}

/// `--box`: the table (one size), the table (two sizes) or its 2-D slices
/// over the first two coordinates (more), each with the catalogue's words.
fn boxed(title: &str, sides: &[usize], reached: &Reached, g: &[u32]) -> Result<String, String> {
    let at = |i: usize| g[reached.starts[i][0] as usize];
    let head = format!("{title}: {} positions reached from the box\n", reached.graph.len());
    match sides {
        [a] => {
            let values: Vec<u32> = (0..=*a).map(at).collect();
            let recognised = recognise(&reached.graph, &reached.starts)?;
            Ok(head + &one_table(title, 0, &values) + &forms::one_size(&values, &recognised))
        }
        _ => {
            let (w, h) = (sides[0], sides[1]);
            let slice = (h + 1) * (w + 1);
            let slices = reached.starts.len() / slice;
            let mut out = head;
            for s in 0..slices {
                let grid: Vec<Vec<u32>> = (0..=w)
                    .map(|x| (0..=h).map(|y| at((x * (h + 1) + y) * slices + s)).collect())
                    .collect();
                let name = if slices == 1 {
                    title.to_string()
                } else {
                    let p = reached.graph.text(reached.starts[s][0]);
                    let rest: Vec<&str> = p.split(' ').skip(2).collect();
                    format!("{title}, slice (x, y, {})", rest.join(", "))
                };
                // No sum is claimed: the box's closure is not the triangle
                // the two-size check covers.
                out += &two(&name, &grid, |_, _| true, 0, false);
                out += &forms::two_size(&grid, &Seen::default());
            }
            Ok(out)
        }
    }
}

/// One size: whether the options of 0..=A are an octal code's, fed to
/// the recogniser in order (every component must be an integer, written
/// as the box writes it).
fn recognise(graph: &Graph, starts: &[Vec<Id>]) -> Result<super::recognise::Recognised, String> {
    let mut octal = Recogniser::default();
    for (n, start) in starts.iter().enumerate() {
        octal.begin();
        for option in graph.options(start[0]) {
            let parts = option
                .iter()
                .map(|&c| {
                    // `039` is a position of its own, not 39: only the
                    // box's own way of writing a size is one.
                    let text = graph.text(c);
                    match text.parse::<u64>() {
                        Ok(v) if v.to_string() == text => Ok(v),
                        _ => Err(format!(
                            "position {n}: option {text:?} is not a heap size as the box writes one \
                             (--box wants integers, in decimal without leading zeros)"
                        )),
                    }
                })
                .collect::<Result<Vec<_>, _>>()?;
            octal.option(n as u64, &parts);
        }
        octal.end(n as u64);
    }
    Ok(octal.result())
}
