// LOJ 10243 (AcWing 1319) 移棋子游戏: K tokens on a directed acyclic graph
// of N vertices; a move slides one token along one outgoing edge; the
// player who cannot move loses (normal play). Print `win` if the first
// player wins, else `lose`.
// Each token is a game of its own and the position is their sum: with
// g(v) = mex of g over the out-neighbours of v (0 at a sink), the first
// player wins iff the xor of g over the token vertices is not 0 (two tokens
// on one vertex cancel; they are not merged). g is computed in reverse
// topological order (Kahn's algorithm, no recursion) over the out-edges in
// one array (sg::graph::Csr).
// Time O(N + M + K), memory O(N + M) (12 bytes per edge, 24 per vertex).
// Accepts: 1 <= N <= 2000, 0 <= M <= 6000, 1 <= K <= N, edge ends X, Y and
// token vertices in 1..=N; refuses edges that form a cycle at M's byte (the
// edge list as a whole is at fault), naming a vertex on the cycle.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// compares the binary with an exhaustive search of the multisets of token
// vertices (sglab::search) on thousands of seeded graphs, checks the golden
// files, the token ranges, bad input and the judge fixtures;
// tests/special.rs adds cancelling pairs, the write-up's ladder and the
// cycle refusal.

use sg::entry;
use sg::error::Error;
use sg::graph::Csr;
use sg::mex::Mex;
use sg::out::Out;
use sg::scan::Scanner;

const MAX_N: usize = 2000;
const MAX_M: usize = 6000;

fn main() {
    entry::run(solve);
}

/// A vertex on a cycle among the vertices Kahn's algorithm could not
/// remove (`left[v] > 0`): each of them has an edge in from another such
/// vertex, so walking those edges backwards must repeat a vertex.
fn on_cycle(edges: &[(u32, u32)], left: &[u32], start: usize) -> usize {
    let mut seen = vec![false; left.len()];
    let mut v = start;
    while !seen[v] {
        seen[v] = true;
        v = edges
            .iter()
            .find(|e| e.1 as usize == v && left[e.0 as usize] > 0)
            .map_or(v, |e| e.0 as usize);
    }
    v
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let n = input.usize_in("N", 1, MAX_N)?;
    let m = input.usize_in("M", 0, MAX_M)?;
    let m_at = input.last_token_offset();
    let k = input.usize_in("K", 1, n)?;
    let mut edges = Vec::with_capacity(m);
    for _ in 0..m {
        let x = input.usize_in("X", 1, n)? as u32;
        let y = input.usize_in("Y", 1, n)? as u32;
        edges.push((x, y));
    }
    // Out-edges in one array (compressed sparse rows), and in-degrees.
    let out_edges = Csr::directed(n + 1, &edges);
    let mut left = vec![0u32; n + 1];
    for &(_, y) in &edges {
        left[y as usize] += 1;
    }
    // Kahn's algorithm: a vertex is removed once every edge into it is.
    let mut order: Vec<usize> = (1..=n).filter(|&v| left[v] == 0).collect();
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        i += 1;
        for &w in out_edges.neighbours(v) {
            let w = w as usize;
            left[w] -= 1;
            if left[w] == 0 {
                order.push(w);
            }
        }
    }
    if order.len() < n {
        let stuck = (1..=n).find(|&v| left[v] > 0).unwrap_or(1);
        let detail = format!(
            "the edges have a cycle through vertex {}",
            on_cycle(&edges, &left, stuck)
        );
        return Err(Error::at("M", m_at, &detail));
    }
    let mut g = vec![0u32; n + 1];
    let mut mex = Mex::new();
    for &v in order.iter().rev() {
        let options = out_edges.neighbours(v).iter().map(|&w| g[w as usize]);
        g[v] = mex.of(options);
    }
    let mut xor = 0;
    for _ in 0..k {
        xor ^= g[input.usize_in("token", 1, n)?];
    }
    out.line(if xor != 0 { "win" } else { "lose" });
    Ok(())
}
