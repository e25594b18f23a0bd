// AtCoder AGC017 D Game on Tree: a tree on vertices 1..N; a move deletes an
// edge and the part cut off from vertex 1; whoever cannot move loses. Print
// `Alice` (first player) or `Bob`.
// Green Hackenbush on a tree: by the Colon principle a vertex's value is
// g(v) = xor over its children c of (g(c) + 1), rooted at 1; Alice wins iff
// g(1) != 0. The tree (adjacency lists in one array, sg::graph::Csr) is
// walked in breadth-first order from 1 and folded back from the last
// vertex, so a path of 10^5 vertices needs no recursion.
// Time O(N), memory O(N) (about 20 bytes per vertex).
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// checks seeded trees up to 12 vertices and the golden files (samples,
// random, a path and a star of 60,000 vertices) against sglab's exhaustive
// search over edge subsets or the Colon principle, the bad-input policy and
// the wrong fixtures; tests/special.rs checks the principle on every
// labelled tree up to 7 vertices, the root being vertex 1, and paths and
// stars of 100,000.
// Accepts: 2 <= N <= 100000 and 1 <= x_i, y_i <= N; refuses edges that do
// not form a tree (naming N's byte).

use sg::entry;
use sg::error::Error;
use sg::graph::Csr;
use sg::out::Out;
use sg::scan::Scanner;

const MAX_N: usize = 100_000;

fn main() {
    entry::run(solve);
}

/// g(1) by the Colon principle, or the first vertex not connected to 1.
fn root_value(n: usize, tree: &Csr) -> Result<u32, u32> {
    let (order, parent) = tree.tree_from_1()?;
    let mut g = vec![0u32; n + 1];
    for &v in order[1..].iter().rev() {
        g[parent[v as usize] as usize] ^= g[v as usize] + 1;
    }
    Ok(g[1])
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let n = input.usize_in("N", 2, MAX_N)?;
    let n_at = input.last_token_offset();
    let mut ends = Vec::with_capacity(n - 1);
    for _ in 1..n {
        let x = input.usize_in("x_i", 1, n)? as u32;
        let y = input.usize_in("y_i", 1, n)? as u32;
        ends.push((x, y));
    }
    match root_value(n, &Csr::undirected(n + 1, &ends)) {
        Ok(g) => out.line(if g != 0 { "Alice" } else { "Bob" }),
        Err(lost) => {
            let detail = format!(
                "the {} edges that follow do not form a tree: vertex {} is not connected to vertex 1",
                n - 1,
                lost
            );
            return Err(Error::at("N", n_at, &detail));
        }
    }
    Ok(())
}
