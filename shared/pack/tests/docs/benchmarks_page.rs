//! docs/benchmarks.md's sentences, computed from what they describe: the
//! memory headroom from the peer table, and the wrong peers' failing cases
//! (POJ 3710's self-loops in the golden files, CF 494E's boards).

use crate::{flat, read};

/// The hard tier's wrong-peer list: POJ 3710's self-loops counted in the
/// golden files, the cases whose answer they decide (the Fusion value with
/// and without the loops), and CF 494E's withdrawn peer's failing boards,
/// where Hamed wins (the cell-by-cell value), `traps-4`'s rectangles
/// disjoint.
#[test]
fn benchmarks_wrong_peers_self_loops_and_sharti_boards() {
    use pack::problems::cf494e::{raster_value, Sharti};
    use pack::problems::poj3710::{fusion_value, Graph};
    let page = flat(&read("docs/benchmarks.md"));
    // (file, self-loops, cases with one, cases, cases decided by them, trees with one, trees)
    let mut counts = Vec::new();
    for name in [
        "random-1", "random-2", "random-3", "traps-1", "max-1", "max-2", "peers-1", "peers-2", "sample-1",
    ] {
        let text = read(&format!("testdata/poj3710-christmas-game/{name}.in"));
        let mut tokens = text.split_whitespace().map(|t| t.parse::<usize>().unwrap());
        let (mut loops, mut with, mut cases, mut decided, mut trees_with, mut trees) = (0, 0, 0, 0, 0, 0);
        while let Some(graphs) = tokens.next() {
            let (mut here, mut all, mut kept) = (0, 0, 0);
            for _ in 0..graphs {
                let (m, k) = (tokens.next().unwrap(), tokens.next().unwrap());
                let edges: Vec<(usize, usize)> = (0..k)
                    .map(|_| (tokens.next().unwrap(), tokens.next().unwrap()))
                    .collect();
                let own = edges.iter().filter(|(a, b)| a == b).count();
                here += own;
                trees += 1;
                trees_with += usize::from(own > 0);
                all ^= fusion_value(&Graph::new(m, edges.clone()));
                kept ^= fusion_value(&Graph::new(m, edges.into_iter().filter(|(a, b)| a != b).collect()));
            }
            cases += 1;
            loops += here;
            with += usize::from(here > 0);
            decided += usize::from((all == 0) != (kept == 0));
        }
        counts.push((name, loops, with, cases, decided, trees_with, trees));
    }
    assert_eq!(
        counts,
        [
            ("random-1", 15, 14, 200, 9, 14, 412),
            ("random-2", 11, 11, 200, 8, 11, 403),
            ("random-3", 8, 8, 200, 6, 8, 398),
            ("traps-1", 3, 2, 14, 1, 2, 21),
            ("max-1", 9515, 1, 1, 1, 99, 99),
            ("max-2", 0, 0, 1, 0, 0, 99),
            ("peers-1", 0, 0, 1, 0, 0, 1),
            ("peers-2", 0, 0, 1, 0, 0, 1),
            ("sample-1", 0, 0, 1, 0, 0, 2),
        ]
    );
    for said in [
        "`random-1` has 15 self-loops in 14 of its 200 cases, `random-2` 11 in 11, `random-3` 8 in 8, `traps-1` 3 in 2 of its 14 cases; without their self-loops the answer changes in 9, 8, 6 and 1 of those cases",
        "`max-1` has self-loops too, 9,515 of them in every one of its 99 trees, and without them its answer changes as well",
        "`max-2`, `peers-1`, `peers-2` and `sample-1` have none",
    ] {
        assert!(page.contains(said), "docs/benchmarks.md: {said}");
    }
    // CF 494E: the boards the withdrawn peer answers Malek on are won by Hamed.
    for (n, k, rects) in [
        (1, 1, vec![[1, 1, 1, 1], [1, 1, 1, 1]]),
        (1, 1, vec![[1, 1, 1, 1]]),
        (2, 2, vec![[2, 2, 2, 2]]),
    ] {
        assert_ne!(raster_value(&Sharti::new(n, k, &rects)), Some(0), "{n} {k} {rects:?}");
    }
    assert_eq!(
        read("testdata/cf494e-sharti/traps-5.in")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" "),
        "1 2 1 1 1 1 1 1 1 1 1"
    );
    let traps_4: Vec<u64> = read("testdata/cf494e-sharti/traps-4.in")
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    assert_eq!(traps_4[1], 2);
    let (r, s) = (&traps_4[3..7], &traps_4[7..11]);
    assert!(
        r[2] < s[0] || s[2] < r[0] || r[3] < s[1] || s[3] < r[1],
        "traps-4's two rectangles are disjoint"
    );
    assert!(page.contains("the rectangles of `traps-4` are disjoint, and it also says Malek on a single white cell given once, `1 1 1 / 1 1 1 1` and `2 1 2 / 2 2 2 2`"));
}

/// The memory headroom sentence, computed from the peer table's peaks
/// (`| problem | kind | ours | peer | ratio | ours MiB / peer MiB |`).
#[test]
fn the_headroom_sentence_is_computed_from_the_peer_table() {
    let page = read("docs/benchmarks.md");
    let mib = |cell: &str| cell.trim().trim_end_matches("MiB").parse::<f64>().unwrap();
    let (mut ours, mut peers) = (0f64, 0f64);
    let mut peer_of_largest = String::new();
    for row in page.lines().filter(|l| l.starts_with("| cf") && l.contains("MiB / ")) {
        let cells: Vec<&str> = row.split('|').collect();
        let (o, p) = cells[6].split_once('/').unwrap();
        ours = ours.max(mib(o));
        if mib(p) > peers {
            peers = mib(p);
            peer_of_largest = format!("{}'s on `{}`", cells[1].trim(), cells[2].trim());
        }
    }
    let (ours_x, peers_x) = ((256.0 / ours).floor(), (256.0 / peers).floor());
    let sentence = format!(
        "Every peak is within the judges' 256 MiB: the pack's binaries with at least {ours_x}x headroom \
         ({ours} MiB at most), the peers' with at least {peers_x}x ({peers} MiB, {peer_of_largest})."
    );
    assert!(flat(&page).contains(&sentence), "{sentence}");
    assert!(!page.contains("more than 25x headroom"));
    assert!(page.contains("(the peer: $4.3 \\cdot 10^8$, as\n  cachegrind counts it)"));
}
