//! The Sprague-Grundy values of an explored game graph with no cycle:
//! each position's g is the mex of its options' values, an option's value
//! the xor of its components' (the Sprague-Grundy theorem), in a
//! depth-first post-order. A cycle is an error naming it (met on the
//! search's own stack, so naming it is free). Time O(V + E), memory a byte
//! and a value a position plus the stack. Tested by
//! shared/pack/tests/tools/rules_from.rs.

use super::graph::{Graph, Id};
use sg::mex::Mex;

/// The most positions of a cycle written out.
const CYCLE_SHOWN: usize = 8;

/// g of every position of `graph`, or the error naming a cycle.
pub fn grundy(graph: &Graph) -> Result<Vec<u32>, String> {
    let n = graph.len();
    // 0: not seen, 1: on the stack, 2: valued.
    let mut state = vec![0u8; n];
    let mut g = vec![0u32; n];
    let mut mex = Mex::new();
    let mut stack: Vec<(Id, usize)> = Vec::new();
    for root in 0..n as Id {
        if state[root as usize] != 0 {
            continue;
        }
        state[root as usize] = 1;
        stack.push((root, 0));
        while let Some(&mut (v, ref mut next)) = stack.last_mut() {
            let parts = graph.components(v);
            if let Some(&c) = parts.get(*next) {
                *next += 1;
                match state[c as usize] {
                    0 => {
                        state[c as usize] = 1;
                        stack.push((c, 0));
                    }
                    1 => return Err(cycle(graph, &stack, c)),
                    _ => {}
                }
                continue;
            }
            g[v as usize] = mex.of(graph.options(v).map(|option| value(option, &g)));
            state[v as usize] = 2;
            stack.pop();
        }
    }
    Ok(g)
}

/// The value of an option leaving `components`.
pub fn value(components: &[Id], g: &[u32]) -> u32 {
    components.iter().fold(0, |x, &c| x ^ g[c as usize])
}

/// The error for the cycle closed by an option of the stack's top leaving
/// `c`, which is on the stack.
fn cycle(graph: &Graph, stack: &[(Id, usize)], c: Id) -> String {
    let from = stack.iter().position(|&(v, _)| v == c).unwrap_or(0);
    let ring: Vec<&str> = stack[from..].iter().map(|&(v, _)| graph.text(v)).collect();
    let shown = if ring.len() <= CYCLE_SHOWN {
        ring.join(" -> ")
    } else {
        format!("{} -> ... ({} positions)", ring[..CYCLE_SHOWN].join(" -> "), ring.len())
    };
    format!(
        "position {}: a cycle, {shown} -> {} (every option must lead away for good; --loopy allows cycles)",
        graph.text(c),
        graph.text(c)
    )
}
