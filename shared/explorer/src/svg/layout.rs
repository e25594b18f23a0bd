//! Where a drawing's nodes go, in pixels: evenly on a circle, in layers of
//! a DAG (sources on top, every edge pointing down, each layer ordered by
//! its predecessors' mean position), or as a tree (leaves side by side, a
//! parent centred over its children, from a root such as the `centre`).
//! Tested through the write-ups' figures by the pack's figures test
//! (`cargo test -p pack --test docs figures`).

use super::canvas::Point;

/// `n` points on a circle about `centre`, the first at the top, then
/// clockwise.
pub fn circle(n: usize, centre: Point, radius: f64) -> Vec<Point> {
    (0..n)
        .map(|k| {
            let angle = std::f64::consts::TAU * k as f64 / n.max(1) as f64 - std::f64::consts::FRAC_PI_2;
            (centre.0 + radius * angle.cos(), centre.1 + radius * angle.sin())
        })
        .collect()
}

/// Nodes 0..n of a DAG (`edges` as (from, to)) in layers: a source in
/// layer 0, any other node one below its lowest predecessor. Layer `i` at
/// height `top + i * dy`, its nodes `dx` apart about `middle`, ordered by
/// the mean x of their predecessors (then by number). `None` on a cycle.
pub fn layered(n: usize, edges: &[(usize, usize)], (middle, top): Point, (dx, dy): Point) -> Option<Vec<Point>> {
    let mut layer = vec![0usize; n];
    // Longest path from a source, by relaxing n times (small drawings).
    for round in 0..=n {
        let mut changed = false;
        for &(a, b) in edges {
            if layer[b] < layer[a] + 1 {
                layer[b] = layer[a] + 1;
                changed = true;
            }
        }
        if !changed {
            break;
        }
        if round == n {
            return None;
        }
    }
    let mut at = vec![(middle, top); n];
    for depth in 0..=layer.iter().copied().max().unwrap_or(0) {
        let mut row: Vec<(f64, usize)> = (0..n)
            .filter(|&v| layer[v] == depth)
            .map(|v| {
                let above: Vec<f64> = edges.iter().filter(|e| e.1 == v).map(|e| at[e.0].0).collect();
                let mean = if above.is_empty() {
                    middle
                } else {
                    above.iter().sum::<f64>() / above.len() as f64
                };
                (mean, v)
            })
            .collect();
        row.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        let start = middle - dx * (row.len() as f64 - 1.0) / 2.0;
        for (i, &(_, v)) in row.iter().enumerate() {
            at[v] = (start + i as f64 * dx, top + depth as f64 * dy);
        }
    }
    Some(at)
}

/// A tree given by adjacency lists, drawn from `root` down: a leaf takes
/// the next column (in depth-first order), a parent the middle of its
/// children's; column `c` at x = `left + c * dx`, depth `d` at
/// y = `top + d * dy`. Nodes not reached from `root` stay at (left, top).
pub fn tree(adjacent: &[Vec<usize>], root: usize, (left, top): Point, (dx, dy): Point) -> Vec<Point> {
    let n = adjacent.len();
    let (mut parent, mut depth) = (vec![usize::MAX; n], vec![0usize; n]);
    let (mut preorder, mut stack) = (Vec::new(), vec![root]);
    parent[root] = root;
    while let Some(v) = stack.pop() {
        preorder.push(v);
        // Pushed in reverse so that the smaller-numbered child comes first.
        for &w in adjacent[v].iter().rev() {
            if parent[w] == usize::MAX {
                parent[w] = v;
                depth[w] = depth[v] + 1;
                stack.push(w);
            }
        }
    }
    let children: Vec<Vec<usize>> = (0..n)
        .map(|v| {
            adjacent[v]
                .iter()
                .copied()
                .filter(|&w| w != root && parent[w] == v)
                .collect()
        })
        .collect();
    let mut column = vec![0.0f64; n];
    let mut next = 0.0;
    for &v in &preorder {
        if children[v].is_empty() {
            column[v] = next;
            next += 1.0;
        }
    }
    for &v in preorder.iter().rev() {
        let cols: Vec<f64> = children[v].iter().map(|&w| column[w]).collect();
        if !cols.is_empty() {
            let (lo, hi) = cols
                .iter()
                .fold((f64::MAX, f64::MIN), |(lo, hi), &c| (lo.min(c), hi.max(c)));
            column[v] = (lo + hi) / 2.0;
        }
    }
    let mut at = vec![(left, top); n];
    for &v in &preorder {
        at[v] = (left + column[v] * dx, top + depth[v] as f64 * dy);
    }
    at
}

/// A centre of a connected graph: a node whose farthest node is nearest
/// (the smallest such number), the root that draws a tree lowest.
pub fn centre(adjacent: &[Vec<usize>]) -> usize {
    let eccentricity = |from: usize| {
        let mut distance = vec![usize::MAX; adjacent.len()];
        let (mut queue, mut i) = (vec![from], 0);
        distance[from] = 0;
        while let Some(&v) = queue.get(i) {
            i += 1;
            for &w in &adjacent[v] {
                if distance[w] == usize::MAX {
                    distance[w] = distance[v] + 1;
                    queue.push(w);
                }
            }
        }
        distance[*queue.last().expect("from itself")]
    };
    (0..adjacent.len()).min_by_key(|&v| (eccentricity(v), v)).unwrap_or(0)
}
