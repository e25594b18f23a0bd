// AtCoder AGC010 F Tree Game: a tree on vertices 1..N, A_i stones on vertex
// i; Takahashi puts a piece on a vertex, then, Takahashi first, a turn takes
// one stone off the vertex under the piece and moves the piece to a
// neighbour; a player who finds no stone under the piece loses (normal
// play). Print every start vertex from which Takahashi wins, ascending.
// The rule (proved by induction on the stones in the write-up): the player
// to move at v wins iff some neighbour w has A_w < A_v (strict) and the
// player to move at w loses. Stones fall strictly along such a chain, so
// the vertices are decided in ascending order of stones, each from
// neighbours already decided (adjacency lists in one array,
// sg::graph::Csr): no recursion, no search per start.
// Time O(N log N) (the sort), memory O(N).
// Accepts: 2 <= N <= 3000, 0 <= A_i <= 10^9, 1 <= a_i, b_i <= N; refuses
// edges that do not form a tree (naming the byte where they start).
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// runs this binary on 400 seeded trees against the real turns played
// exhaustively over (stones, piece) (sglab::search, through
// problems/agc010f-tree-game/lab.rs), checks the files in
// testdata/agc010f-tree-game/ against that search or the rule, catches the
// wrong solutions in tests/fixtures/ and runs the bad-input policy;
// tests/special.rs checks the rule on every small tree and on 3,000 seeded
// ones.

use sg::entry;
use sg::error::Error;
use sg::graph::Csr;
use sg::out::Out;
use sg::scan::Scanner;

const MAX_N: usize = 3000;
const MAX_A: u64 = 1_000_000_000;

fn main() {
    entry::run(solve);
}

/// The first vertex not connected to vertex 0, if any.
fn unreached(tree: &Csr, n: usize) -> Option<usize> {
    let mut reached = vec![false; n];
    let mut stack = vec![0];
    reached[0] = true;
    while let Some(v) = stack.pop() {
        for &w in tree.neighbours(v) {
            let w = w as usize;
            if !reached[w] {
                reached[w] = true;
                stack.push(w);
            }
        }
    }
    reached.iter().position(|&r| !r)
}

/// `wins[v]`: the player to move with the piece on v wins. A vertex wins iff
/// some neighbour has strictly fewer stones and loses; in ascending order
/// of stones every such neighbour is decided first.
fn winning(tree: &Csr, stones: &[u32]) -> Vec<bool> {
    let n = stones.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_unstable_by_key(|&v| stones[v]);
    let mut wins = vec![false; n];
    for v in order {
        wins[v] = tree
            .neighbours(v)
            .iter()
            .any(|&w| stones[w as usize] < stones[v] && !wins[w as usize]);
    }
    wins
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let n = input.usize_in("N", 2, MAX_N)?;
    let mut stones = Vec::with_capacity(n);
    input.each_u64_in(n as u64, "A_i", 0, MAX_A, |a| stones.push(a as u32))?;
    let mut ends = Vec::with_capacity(n - 1);
    let mut edges_at = 0;
    for i in 1..n {
        let a = input.usize_in("a_i", 1, n)?;
        if i == 1 {
            edges_at = input.last_token_offset();
        }
        let b = input.usize_in("b_i", 1, n)?;
        ends.push((a as u32 - 1, b as u32 - 1));
    }
    let tree = Csr::undirected(n, &ends);
    if let Some(lost) = unreached(&tree, n) {
        // Not worded `a_i at byte ...`: no single token is out of range.
        return Err(Error::new(format!(
            "the {} edges starting at byte {} do not form a tree: vertex {} cannot be reached from vertex 1",
            n - 1,
            edges_at,
            lost + 1
        )));
    }
    let wins = winning(&tree, &stones);
    let mut line = String::new();
    for v in (0..n).filter(|&v| wins[v]) {
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&(v + 1).to_string());
    }
    out.line(&line);
    Ok(())
}
