//! SPOJ COT3 Combat on a tree: the shared suite (`sglab::suite!`, which
//! also defines `bin()` and `write_up()`), then the checks only this
//! problem needs: the literal search against the recurrence and the
//! binary, the closed forms up to n = 10^5, the card's traps, the
//! write-up's tables and the wrong fixtures' reports.

use pack::problems::cot3::*;
use sglab::games::hackenbush::{labelled_trees, random_tree};
use pack::problems::cot3::root_path;
use sglab::graph_gen;
use sglab::prelude::*;
use std::collections::HashMap;

sglab::suite!(Cot3);

/// g of the whole tree by the mex over the literal moves.
fn searched_value(tree: &Tree) -> u32 {
    let (parent, _) = tree.rooted().expect("a tree");
    root_path::value(&root_path::root_paths(&parent), tree.white_mask(), &mut HashMap::new())
}

/// Every labelled tree of up to 6 nodes, rooted at node 1: with every
/// colouring up to 5 nodes, all white and two seeded colourings at 6.
fn every_small_tree() -> Vec<Tree> {
    let mut rng = Rng::new(11414);
    let mut trees = vec![
        Tree {
            colours: vec![0],
            edges: vec![],
        },
        Tree {
            colours: vec![1],
            edges: vec![],
        },
    ];
    for n in 2..=6usize {
        for edges in labelled_trees(n) {
            let colourings: Vec<u32> = match n {
                6 => vec![0, rng.below(64) as u32, rng.below(64) as u32],
                _ => (0..1 << n).collect(),
            };
            for black in colourings {
                let colours = (0..n).map(|v| u64::from(black >> v & 1)).collect();
                trees.push(Tree {
                    colours,
                    edges: edges.clone(),
                });
            }
        }
    }
    trees
}

/// The literal search (win/lose over the sets of white nodes) equals the
/// recurrence's moves on every small tree; a black node's mex S(u) is
/// X(u) (the SG theorem for the sum of its children), and g(1) is the
/// search's mex; Alice wins iff some move wins.
#[test]
fn the_search_equals_the_recurrence_on_every_small_tree() {
    let trees = every_small_tree();
    assert_eq!(trees.len(), 2 + 4 + 3 * 8 + 16 * 16 + 125 * 32 + 1296 * 3);
    let mut won = 0;
    for tree in &trees {
        let searched = search_moves(tree).unwrap();
        assert_eq!(searched, reference_moves(tree), "{tree:?}");
        let r = recurrence(tree, 0);
        for u in (0..tree.n()).filter(|&u| !tree.is_white(u)) {
            assert_eq!(r.g[u], r.x[u], "black node {} of {tree:?}", u + 1);
        }
        assert_eq!(r.g[0], searched_value(tree), "{tree:?}");
        assert_eq!(r.g[0] != 0, !searched.is_empty(), "{tree:?}");
        // The values the first moves leave are S(1) (claim 2).
        let all = recurrence(tree, usize::MAX).set[0].clone().unwrap();
        let left = left_by_moves(tree, &r);
        let mut by_moves: Vec<u32> = (0..tree.n()).filter(|&v| tree.is_white(v)).map(|v| left[v]).collect();
        by_moves.sort_unstable();
        by_moves.dedup();
        assert_eq!(by_moves, all, "{tree:?}");
        won += usize::from(!searched.is_empty());
    }
    // Both answers occur: 733 of these trees are lost (-1).
    assert_eq!(won, 7441);
}

/// The binary against the literal search on 1,500 seeded trees of up to
/// 12 nodes (the suite's stress adds 400), and against the recurrence on
/// 150 trees of 13 to 400 nodes of every generator shape (a fifth of
/// each in the everyday tier: one run a tree).
#[test]
fn the_binary_equals_the_search_and_the_recurrence() {
    let mut p = Cot3;
    let mut rng = Rng::new(3);
    let count = sglab::suite::tier::budget(300, 1500);
    let small: Vec<Tree> = (0..count).map(|_| Cot3::random_small(&mut rng)).collect();
    let several = small.iter().filter(|t| search_moves(t).unwrap().len() >= 2).count();
    assert!(several > count / 10, "{several} trees with two or more winning moves");
    for tree in &small {
        assert_binary_is_brute(bin(), &mut p, std::slice::from_ref(tree));
    }
    for t in 0..count / 10 {
        let n = rng.range(13, 400) as usize;
        let edges = match t % 4 {
            0 => random_tree(&mut rng, n),
            1 => graph_gen::path(n),
            2 => caterpillar(&mut rng, n),
            _ => graph_gen::star(n, 1 + rng.below(n)),
        };
        let label = graph_gen::random_labels(&mut rng, n, false);
        let edges = graph_gen::scrambled(&mut rng, &edges, &label, true);
        let black = rng.range(0, 3);
        let colours = (0..n).map(|_| u64::from(rng.chance(black, 4))).collect();
        let tree = Tree { colours, edges };
        assert_binary_answers::<Cot3>(bin(), std::slice::from_ref(&tree), |t| answer(&reference_moves(t)));
    }
}

/// The card's closed forms: an all-white path of L nodes rooted at an end
/// has g = L and only its leaf wins; a white centre with k white leaves has
/// g = 2, the centre winning for even k and every leaf for odd k. By the
/// search up to 12 nodes, by the recurrence and the binary at 10^5.
#[test]
fn closed_forms_for_paths_and_stars() {
    for size in 1..=12usize {
        let path = Tree::white(graph_gen::path(size));
        assert_eq!(searched_value(&path), size as u32);
        assert_eq!(search_moves(&path).unwrap(), vec![size]);
        let star = Tree::white(graph_gen::star(size, 1));
        let leaves = size - 1;
        assert_eq!(searched_value(&star), if leaves == 0 { 1 } else { 2 });
        let moves: Vec<usize> = if leaves % 2 == 0 { vec![1] } else { (2..=size).collect() };
        assert_eq!(search_moves(&star).unwrap(), moves, "{leaves} leaves");
    }
    let limits = meta::find("cot3").unwrap().limits;
    let n = limits["n"].hi as usize;
    assert_eq!(n, 100_000);
    let path = Cot3::generate("path-end", &mut Rng::new(1), &limits).remove(0);
    let r = recurrence(&path, 0);
    assert_eq!(r.g[0], n as u32);
    let mut degree = vec![0; n + 1];
    for &(u, v) in &path.edges {
        degree[u] += 1;
        degree[v] += 1;
    }
    let leaf = (2..=n).find(|&v| degree[v] == 1);
    let only_the_leaf = answer(&[leaf.unwrap()]);
    assert_eq!(answer(&reference_moves(&path)), only_the_leaf);
    assert_binary_answers::<Cot3>(bin(), std::slice::from_ref(&path), |_| only_the_leaf.clone());
    let star = Cot3::generate("star", &mut Rng::new(1), &limits).remove(0);
    assert_eq!(recurrence(&star, 0).g[0], 2);
    let every_leaf = answer(&(2..=n).collect::<Vec<_>>());
    assert_eq!(every_leaf.lines().count(), 99_999);
    assert_binary_answers::<Cot3>(bin(), std::slice::from_ref(&star), |_| every_leaf.clone());
    // The committed goldens are these two shapes.
    let (cases, out) = golden::<Cot3>("max-1");
    let all_white = cases[0].colours.iter().all(|&c| c == 0);
    assert_eq!((all_white, recurrence(&cases[0], 0).g[0]), (true, n as u32));
    assert_eq!(out.lines().count(), 1);
    assert_eq!(golden::<Cot3>("max-2").1, every_leaf);
}

/// Each trap of the card: its answer by the search, through the binary.
#[test]
fn traps_of_the_card() {
    let traps = traps();
    let answers: Vec<String> = traps.iter().map(|t| answer(&search_moves(t).unwrap())).collect();
    assert_eq!(answers, ["2\n3\n4\n", "1\n", "3\n", "1\n", "-1\n", "-1\n", "1\n"]);
    for (trap, answer) in traps.iter().zip(&answers) {
        assert_binary_answers::<Cot3>(bin(), std::slice::from_ref(trap), |_| answer.clone());
    }
    // The root in the middle: rooted at an end (node 2), only the far leaf
    // (node 5) would win.
    let mut from_2 = traps[1].clone();
    from_2.edges = vec![(1, 3), (3, 2), (2, 4), (4, 5)];
    assert_eq!(search_moves(&from_2).unwrap(), vec![5]);
    // n = 1: no edge line at all.
    assert_eq!(harness::run_ok(bin(), "1\n0\n"), "1\n");
    assert_eq!(harness::run_ok(bin(), "1 1"), "-1\n");
    // The shift: unshifted, node 2 (black, X = 0) is worth mex {0} = 1.
    let r = recurrence(&traps[6], 8);
    assert_eq!((r.x[1], r.g[1], r.set[1].clone()), (0, 0, Some(vec![1])));
    assert_eq!((r.x[0], r.g[0], r.set[0].clone()), (0, 2, Some(vec![0, 1])));
}

/// Edges that are not a tree: refused naming n's byte, by the binary and
/// the tools' parser alike.
#[test]
fn edges_that_are_not_a_tree_are_refused() {
    for (input, lost) in [("3\n0 0 0\n1 2\n2 1\n", 3), ("2\n0 0\n1 1\n", 2), ("3\n0 0 0\n2 3\n3 2\n", 2)] {
        let ran = harness::run(bin(), input.as_bytes(), std::time::Duration::from_secs(10));
        assert_eq!(ran.code, Some(1), "{input:?}");
        let edges = input.lines().count() - 2;
        assert_eq!(
            ran.stderr,
            format!("error: n at byte 0: the {edges} edges that follow do not form a tree: node {lost} is not connected to node 1\n")
        );
        let e = parsed::<Cot3>(input).unwrap_err();
        assert!(e.starts_with("n at byte 0: the "), "{e}");
    }
}

#[test]
fn explained_moves_are_confirmed() {
    // explain says THE SEARCH DISAGREES where the search refutes a move.
    let mut p = Cot3;
    let mut rng = Rng::new(7);
    for _ in 0..400 {
        let tree = Cot3::random_small(&mut rng);
        let text = p.explain(&tree);
        assert!(!text.contains("DISAGREES"), "{tree:?}: {text}");
        assert!(
            text.contains("no first move wins") || text.contains("the search confirms"),
            "{text}"
        );
    }
    // The write-up's worked example, sample 1.
    let sample = golden::<Cot3>("sample-1").0.remove(0);
    let text = p.explain(&sample);
    let r = recurrence(&sample, 0);
    assert_eq!(r.g[1..], [1, 3, 0, 2, 1, 1, 1]);
    let left = left_by_moves(&sample, &r);
    assert_eq!((left[2], left[4], left[5], left[7]), (3, 0, 3, 1));
    for part in [
        "8 nodes, 4 white; rooted at node 1, g(1) = 2: the first player wins",
        "node 1 (black): X = 2, S = {0, 1, 3}, g = 2",
        "node 3 (white): X = 2, S = {0, 1, 2}, g = 3",
        "node 5 (white): X = 1, S = {0, 1}, g = 2",
        "winning move: node 5, leaving 0 (the search confirms: the opponent loses)",
    ] {
        assert!(text.contains(part), "{text}");
    }
}

/// The write-up's tables, by the mex over the literal moves: paths and
/// stars from the root, and a path of L nodes rooted at its i-th node.
#[test]
fn readme_tables_are_the_brute_force() {
    let sizes = 1..=8usize;
    let value = |tree: &Tree| searched_value(tree).to_string();
    let path_moves = |size: usize| match search_moves(&Tree::white(graph_gen::path(size))).unwrap()[..] {
        [v] if v == size => "the leaf".to_string(),
        _ => "?".to_string(),
    };
    let star_moves = |size: usize| {
        let moves = search_moves(&Tree::white(graph_gen::star(size, 1))).unwrap();
        match moves[..] {
            [1] => "the root".to_string(),
            _ if moves == (2..=size).collect::<Vec<_>>() => "every leaf".to_string(),
            _ => "?".to_string(),
        }
    };
    let rows = vec![
        row("path from the root: $g$", sizes.clone().map(|s| value(&Tree::white(graph_gen::path(s))))),
        row("path from the root: winning moves", sizes.clone().map(path_moves)),
        row("star at the root: $g$", sizes.clone().map(|s| value(&Tree::white(graph_gen::star(s, 1))))),
        row("star at the root: winning moves", sizes.clone().map(star_moves)),
    ];
    assert_write_up_has(&markdown_table(&row("$n$ nodes, all white", sizes.clone()), &rows));
    let rows: Vec<Vec<String>> = (1..=7usize)
        .map(|size| {
            let cells = (1..=7usize).map(|at| match at <= size {
                true => value(&Tree::white(path_with_root_at(size, at))),
                false => String::new(),
            });
            row(format!("$L = {size}$"), cells)
        })
        .collect();
    assert_write_up_has(&markdown_table(&row("root at node $i$ of the path", 1..=7), &rows));
}

/// The write-up's account of the wrong fixtures: the judge's own report.
#[test]
fn wrong_fixtures_shrink_to_the_write_ups_cases() {
    let no_shift = shrunk_to("4\n0 0 0 1\n1 4\n4 2\n4 3\n", "1\n", "-1\n");
    sglab::assert_fixture_report!(
        Cot3,
        "no_shift.py",
        no_shift,
        "node 4 (black): X = 0, S = {1}, g = 0",
        "sample-2 "
    );
    let one_move = shrunk_to("4\n0 0 0 0\n1 4\n3 1\n2 1\n", "2\n3\n4\n", "2\n");
    sglab::assert_fixture_report!(Cot3, "one_move.py", one_move, "g(1) = 2: the first player wins");
}
