//! Graphs as adjacency lists in one array (compressed sparse rows).
//!
//! Built once from an edge list in two passes (count the row lengths, then
//! place each end), so a graph of n vertices and m edges takes O(n + m)
//! time and two allocations: 4(n + 1) bytes of row starts and 4 bytes per
//! row entry (8 per undirected edge), whatever the degrees.

/// A graph on the vertices 0..n: the neighbours of v are the slice
/// `neighbours(v)`, in the order their edges were given. Vertices are u32
/// and a graph has at most u32::MAX row entries; a 1-based graph is built
/// with n + 1 rows and leaves row 0 empty.
pub struct Csr {
    /// Row v is `next[start[v]..start[v + 1]]`.
    start: Vec<u32>,
    next: Vec<u32>,
}

impl Csr {
    /// Each edge (x, y) puts y in row x and x in row y; loops and repeated
    /// edges are kept as given. Every end must be below n.
    pub fn undirected(n: usize, edges: &[(u32, u32)]) -> Csr {
        Csr::build(n, edges, true)
    }

    /// Each edge (x, y) puts y in row x only. Every end must be below n.
    pub fn directed(n: usize, edges: &[(u32, u32)]) -> Csr {
        Csr::build(n, edges, false)
    }

    fn build(n: usize, edges: &[(u32, u32)], both: bool) -> Csr {
        let mut start = vec![0u32; n + 1];
        for &(x, y) in edges {
            start[x as usize + 1] += 1;
            if both {
                start[y as usize + 1] += 1;
            }
        }
        for v in 1..start.len() {
            start[v] += start[v - 1];
        }
        // `fill[v]`: where row v's next entry goes.
        let mut fill = start.clone();
        let mut next = vec![0u32; start[n] as usize];
        for &(x, y) in edges {
            next[fill[x as usize] as usize] = y;
            fill[x as usize] += 1;
            if both {
                next[fill[y as usize] as usize] = x;
                fill[y as usize] += 1;
            }
        }
        Csr { start, next }
    }

    /// The neighbours of v (its row), v below n.
    pub fn neighbours(&self, v: usize) -> &[u32] {
        &self.next[self.start[v] as usize..self.start[v + 1] as usize]
    }

    /// n, the number of rows.
    pub fn vertices(&self) -> usize {
        self.start.len() - 1
    }

    /// For a 1-based graph (row 0 unused): the vertices in breadth-first
    /// order from 1 and each one's parent (1's is 1), or the first vertex
    /// not connected to 1. O(n + m).
    pub fn tree_from_1(&self) -> Result<(Vec<u32>, Vec<u32>), u32> {
        let n = self.vertices() - 1;
        let mut parent = vec![0u32; n + 1];
        let mut order = Vec::with_capacity(n);
        order.push(1u32);
        parent[1] = 1;
        let mut i = 0;
        while i < order.len() {
            let v = order[i];
            i += 1;
            for &w in self.neighbours(v as usize) {
                if parent[w as usize] == 0 {
                    parent[w as usize] = v;
                    order.push(w);
                }
            }
        }
        if order.len() < n {
            return Err((1..=n as u32).find(|&v| parent[v as usize] == 0).unwrap_or(0));
        }
        Ok((order, parent))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tree_from_1_is_breadth_first_with_parents_or_names_the_cut_off_vertex() {
        // 1 - 2 - 4, 1 - 3: order 1 2 3 4, parents 1 1 1 2.
        let tree = Csr::undirected(5, &[(1, 2), (2, 4), (1, 3)]);
        assert_eq!(tree.tree_from_1(), Ok((vec![1, 2, 3, 4], vec![0, 1, 1, 1, 2])));
        // 3 is not reached from 1.
        let cut = Csr::undirected(4, &[(1, 2)]);
        assert_eq!(cut.tree_from_1(), Err(3));
        assert_eq!(Csr::undirected(2, &[]).tree_from_1(), Ok((vec![1], vec![0, 1])));
    }

    /// Rows as the plain `Vec<Vec<u32>>` a reader would build by hand.
    fn lists(n: usize, edges: &[(u32, u32)], both: bool) -> Vec<Vec<u32>> {
        let mut rows = vec![Vec::new(); n];
        for &(x, y) in edges {
            rows[x as usize].push(y);
            if both {
                rows[y as usize].push(x);
            }
        }
        rows
    }

    fn rows(graph: &Csr) -> Vec<Vec<u32>> {
        (0..graph.vertices()).map(|v| graph.neighbours(v).to_vec()).collect()
    }

    #[test]
    fn a_small_tree_both_ways_and_one_way() {
        // 0 - 1, 1 - 2, 1 - 3: vertex 1 sees 0, 2, 3 in edge order.
        let edges = [(0, 1), (1, 2), (3, 1)];
        let tree = Csr::undirected(4, &edges);
        assert_eq!(rows(&tree), vec![vec![1], vec![0, 2, 3], vec![1], vec![1]]);
        let dag = Csr::directed(4, &edges);
        assert_eq!(rows(&dag), vec![vec![1], vec![2], vec![], vec![1]]);
    }

    #[test]
    fn empty_rows_loops_repeats_and_one_based_vertices() {
        assert_eq!(rows(&Csr::undirected(3, &[])), vec![Vec::<u32>::new(); 3]);
        assert_eq!(Csr::directed(0, &[]).vertices(), 0);
        // A loop appears twice in its row, a repeated edge twice in each.
        let multi = Csr::undirected(3, &[(2, 2), (0, 2), (0, 2)]);
        assert_eq!(rows(&multi), vec![vec![2, 2], vec![], vec![2, 2, 0, 0]]);
        // 1-based: row 0 stays empty.
        let path = Csr::undirected(4, &[(1, 2), (2, 3)]);
        assert_eq!(rows(&path), vec![vec![], vec![2], vec![1, 3], vec![2]]);
    }

    #[test]
    fn agrees_with_plain_lists_on_random_graphs() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |bound: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % bound
        };
        for _ in 0..500 {
            let n = 1 + next(12) as usize;
            let edges: Vec<(u32, u32)> =
                (0..next(30)).map(|_| (next(n as u64) as u32, next(n as u64) as u32)).collect();
            for both in [false, true] {
                let graph = if both { Csr::undirected(n, &edges) } else { Csr::directed(n, &edges) };
                assert_eq!(graph.vertices(), n);
                assert_eq!(rows(&graph), lists(n, &edges, both), "{edges:?}");
            }
        }
    }
}
