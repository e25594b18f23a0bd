// CodeChef HAMILG A Game on a Graph: a connected simple graph; A puts a
// token on a start vertex, then B moves first; a move slides the token along
// an edge to a vertex not visited before (the start counts as visited); the
// player who cannot move loses (normal play). Print, per test, how many
// start vertices A wins from.
// The theorem (write-up): the player to move from v wins iff every maximum
// matching covers v, so the answer is the number of vertices that some
// maximum matching misses: the outer vertices of Edmonds' alternating
// forest grown from all exposed vertices of a maximum matching, blossoms
// shrunk (Gallai-Edmonds); blossoms are kept in a union-find. One routine
// does both jobs: it grows that forest
// from every exposed vertex at once; an edge between two trees is an
// augmenting path, flipped at once (the two trees are then left alone for
// the rest of the phase); a phase without one has the maximum matching, and
// its outer vertices are the answer. A greedy matching starts it. The
// graph is its adjacency lists in one array (sg::graph::Csr).
// Time O(P (M + N) a(N)) for P phases (at most N/2 + 1; a few in
// practice), memory O(N + M) (about 12 bytes per edge).
// Accepts: T >= 1 (the judge: T <= 100), 1 <= N <= 2000, 0 <= M <= 10^6 with the sum of
// M over the file at most 10^6, 1 <= x, y <= N; refuses loops, repeated
// pairs and disconnected graphs, naming the test (so N - 1 <= M <=
// N(N - 1)/2 holds for every graph accepted).
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// plays the real game exhaustively over (token, visited set)
// (sglab::search, through problems/codechef-hamilg-game-on-a-graph/lab.rs)
// on thousands of seeded graphs up to 9 vertices, checks the files in
// testdata/codechef-hamilg-game-on-a-graph/ against it or a second blossom
// implementation (sglab::matching, itself checked against exhaustive
// maximum matchings), catches the wrong solutions in tests/fixtures/ and
// runs the bad-input policy; tests/special.rs checks every connected graph
// up to 6 vertices and larger graphs against sglab::matching.

use sg::entry;
use sg::error::Error;
use sg::graph::Csr;
use sg::out::Out;
use sg::scan::Scanner;

const MAX_N: usize = 2000;
const MAX_SUM_M: usize = 1_000_000;
const NONE: usize = usize::MAX;

fn main() {
    entry::run(solve);
}

/// The first vertex not connected to vertex 0, if any.
fn unreached(graph: &Csr) -> Option<usize> {
    let n = graph.vertices();
    let mut reached = vec![false; n];
    let mut stack = vec![0];
    reached[0] = true;
    while let Some(v) = stack.pop() {
        for &w in graph.neighbours(v) {
            if !reached[w as usize] {
                reached[w as usize] = true;
                stack.push(w as usize);
            }
        }
    }
    reached.iter().position(|&r| !r)
}

/// Edmonds' alternating forest over a matching `mate`. Outer vertices are
/// at even alternating distance from their tree's root (an exposed vertex);
/// every vertex of a shrunk blossom is outer, and the blossoms are the sets
/// of a union-find whose representative is the blossom's base.
/// `parent[w]` is where a vertex w was reached from by a non-matching edge.
/// For every outer x the walk `x, mate[x], parent[mate[x]], mate[...], ...`
/// is an even alternating path to the root (blossom shrinking keeps this).
struct Forest<'a> {
    graph: &'a Csr,
    mate: Vec<usize>,
    parent: Vec<usize>,
    /// Union-find links; `find(v)` is the base of v's blossom.
    link: Vec<usize>,
    root: Vec<usize>,
    outer: Vec<bool>,
    /// Per root: its tree took part in an augmentation this phase.
    dead: Vec<bool>,
    /// The bases of the blossoms a new blossom swallows.
    swallowed: Vec<usize>,
    stamp: Vec<u32>,
    clock: u32,
    queue: Vec<usize>,
}

impl<'a> Forest<'a> {
    fn new(graph: &'a Csr) -> Forest<'a> {
        let n = graph.vertices();
        let mut mate = vec![NONE; n];
        for v in 0..n {
            if mate[v] == NONE {
                if let Some(&w) = graph.neighbours(v).iter().find(|&&w| mate[w as usize] == NONE) {
                    mate[v] = w as usize;
                    mate[w as usize] = v;
                }
            }
        }
        Forest {
            graph,
            mate,
            parent: vec![NONE; n],
            link: vec![0; n],
            root: vec![NONE; n],
            outer: vec![false; n],
            dead: vec![false; n],
            swallowed: Vec::new(),
            stamp: vec![0; n],
            clock: 0,
            queue: Vec::with_capacity(n),
        }
    }

    /// The base of v's blossom (v itself outside any), with path halving.
    fn find(&mut self, mut v: usize) -> usize {
        while self.link[v] != v {
            self.link[v] = self.link[self.link[v]];
            v = self.link[v];
        }
        v
    }

    /// The base of the smallest blossom holding both outer vertices `a` and
    /// `b` of one tree once the edge a-b closes an odd cycle: the two walks
    /// toward the root take turns, and the first base reached by both is
    /// it. The cost is about twice the new blossom's size, not the depth.
    fn common_base(&mut self, a: usize, b: usize) -> usize {
        self.clock += 1;
        let mut walks = [a, b];
        let mut turn = 0;
        loop {
            let at = walks[turn];
            if at != NONE {
                let base = self.find(at);
                if self.stamp[base] == self.clock {
                    return base;
                }
                self.stamp[base] = self.clock;
                let m = self.mate[base];
                walks[turn] = if m == NONE { NONE } else { self.parent[m] };
            }
            turn = 1 - turn;
        }
    }

    /// Walks from `v` up to base `top`: records the blossoms passed, makes
    /// the inner vertices passed outer (queued), and points the walk's
    /// parents the other way round the new blossom.
    fn mark_path(&mut self, mut v: usize, top: usize, mut child: usize) {
        loop {
            let base = self.find(v);
            if base == top {
                break;
            }
            let m = self.mate[v];
            let inner = self.find(m);
            self.swallowed.push(base);
            self.swallowed.push(inner);
            if !self.outer[m] {
                self.outer[m] = true;
                self.queue.push(m);
            }
            self.parent[v] = child;
            child = m;
            v = self.parent[m];
        }
    }

    /// Shrinks the odd cycle closed by the edge v-to into one blossom.
    fn shrink(&mut self, v: usize, to: usize) {
        let top = self.common_base(v, to);
        self.swallowed.clear();
        self.mark_path(v, top, to);
        self.mark_path(to, top, v);
        for &base in &self.swallowed {
            self.link[base] = top;
        }
    }

    /// The matched pairs of the even alternating path from outer `x` to its
    /// root once x is matched elsewhere.
    fn flipped(&self, mut x: usize, pairs: &mut Vec<(usize, usize)>) {
        while self.mate[x] != NONE {
            let m = self.mate[x];
            x = self.parent[m];
            pairs.push((m, x));
        }
    }

    /// Flips the augmenting path root(v) .. v - to .. root(to).
    fn augment(&mut self, v: usize, to: usize) {
        let mut pairs = Vec::new();
        self.flipped(v, &mut pairs);
        self.flipped(to, &mut pairs);
        self.mate[v] = to;
        self.mate[to] = v;
        for (a, b) in pairs {
            self.mate[a] = b;
            self.mate[b] = a;
        }
    }

    /// One phase: grows the forest from every exposed vertex and flips the
    /// augmenting paths it meets (one per pair of trees). Returns whether
    /// it flipped any; if not, `outer` marks the vertices some maximum
    /// matching misses.
    fn phase(&mut self) -> bool {
        let n = self.mate.len();
        self.queue.clear();
        for v in 0..n {
            self.parent[v] = NONE;
            self.link[v] = v;
            self.dead[v] = false;
            self.outer[v] = self.mate[v] == NONE;
            self.root[v] = if self.outer[v] { v } else { NONE };
            if self.outer[v] {
                self.queue.push(v);
            }
        }
        let mut flipped = false;
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head];
            head += 1;
            let graph = self.graph;
            for &to in graph.neighbours(v) {
                let to = to as usize;
                if self.dead[self.root[v]] {
                    break;
                }
                if self.root[to] != NONE && self.dead[self.root[to]] {
                    continue;
                }
                if self.mate[v] == to || self.find(v) == self.find(to) {
                    continue;
                }
                if self.outer[to] {
                    if self.root[to] == self.root[v] {
                        self.shrink(v, to);
                    } else {
                        let (a, b) = (self.root[v], self.root[to]);
                        self.augment(v, to);
                        self.dead[a] = true;
                        self.dead[b] = true;
                        flipped = true;
                    }
                } else if self.parent[to] == NONE {
                    // Unlabelled, hence matched (every exposed vertex is a
                    // root): grow the tree by to and its mate.
                    let m = self.mate[to];
                    self.parent[to] = v;
                    self.root[to] = self.root[v];
                    self.root[m] = self.root[v];
                    self.outer[m] = true;
                    self.queue.push(m);
                }
            }
        }
        flipped
    }
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let tests = input.u64_in("T", 1, u64::MAX)?;
    let mut edges_in_all = 0;
    for test in 1..=tests {
        let n = input.usize_in("N", 1, MAX_N)?;
        let n_at = input.last_token_offset();
        // M alone may take any value up to the sum's bound; N - 1 <= M <=
        // N(N - 1)/2 follows from the graph's checks below, and the sum is
        // refused at the first edge past it.
        let m = input.usize_in("M", 0, MAX_SUM_M)?;
        let mut seen = vec![0u64; (n * n + 63) / 64];
        let mut ends = Vec::with_capacity(m.min(MAX_SUM_M - edges_in_all));
        for _ in 0..m {
            let x = input.usize_in("x", 1, n)? - 1;
            let at = input.last_token_offset();
            edges_in_all += 1;
            if edges_in_all > MAX_SUM_M {
                let detail = format!(
                    "edge {} in all: the sum of M over all tests exceeds {}",
                    edges_in_all, MAX_SUM_M
                );
                return Err(Error::at("x", at, &detail));
            }
            let y = input.usize_in("y", 1, n)? - 1;
            let (bit, back) = (x * n + y, y * n + x);
            if x == y || seen[bit / 64] >> (bit % 64) & 1 == 1 {
                // Not worded `y at byte ...`: y alone is in range.
                let what = if x == y { "is a loop" } else { "repeats an earlier edge" };
                let message = format!("test {}: the edge {} {} at byte {} {}", test, x + 1, y + 1, at, what);
                return Err(Error::new(message));
            }
            seen[bit / 64] |= 1 << (bit % 64);
            seen[back / 64] |= 1 << (back % 64);
            ends.push((x as u32, y as u32));
        }
        let graph = Csr::undirected(n, &ends);
        if let Some(v) = unreached(&graph) {
            let message = format!(
                "test {}: the graph is not connected: vertex {} cannot be reached from vertex 1 (the test starts at byte {})",
                test,
                v + 1,
                n_at
            );
            return Err(Error::new(message));
        }
        let mut forest = Forest::new(&graph);
        while forest.phase() {}
        out.u64_line(forest.outer.iter().filter(|&&o| o).count() as u64);
    }
    Ok(())
}
