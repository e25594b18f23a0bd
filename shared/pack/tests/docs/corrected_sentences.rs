//! Sentences of the README and docs/ that were once false, each pinned as
//! it now reads, its figures computed here from what they describe.

use crate::{flat, read};

/// docs/your-own-game.md shows examples/rules/lasker.py's program: the
/// file without its `#` lines.
#[test]
fn your_own_games_program_is_lasker_py() {
    let page = read("docs/your-own-game.md");
    let at = page
        .find("This is [examples/rules/lasker.py]")
        .expect("the program's introduction");
    let block = page[at..].split("```python\n").nth(1).expect("a python block");
    let shown = &block[..block.find("```").expect("the block's end")];
    let file = read("examples/rules/lasker.py");
    let code: String = file
        .lines()
        .skip_while(|l| l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(shown, code);
}

/// Only the octal games' theorem needs a bound on what a move takes.
#[test]
fn the_periodicity_sentence_names_the_octal_theorem() {
    let page = flat(&read("docs/your-own-game.md"));
    assert!(!page.contains("no periodicity theorem applies"));
    assert!(
        page.contains("the octal games' periodicity theorem, which needs a bound on what a move takes, does not apply")
    );
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

/// README: the oj lines say what `./a.out` is and where the pack's binary
/// is; the quick start states its time as measured; the interactor's ILE
/// is stated where it holds.
#[test]
fn the_readme_says_what_it_measured_and_where_the_binary_is() {
    let readme = flat(&read("README.md"));
    assert!(readme.contains("the pack's own solution is `target/release/<binary>`, `target/release/hdu5795` here"));
    assert!(!readme.contains("a few minutes on two cores"));
    assert!(readme.contains(
        "in a fresh clone on a quiet two-core machine on 2026-12-03, `cargo test --workspace --no-run` builds in 125 s, then the tests take 83 s, 56 s of them the problems' binary, within the pack's budget of 150 s"
    ));
    assert!(readme.contains("(through a named FIFO it cannot see the player, and says so after 10 s)"));
    // The interactor says so (its words, shared/pack/src/interactor.rs).
    let interactor = read("shared/pack/src/interactor.rs");
    assert!(interactor.contains("the player could not be watched"));
}

/// `--grid WxH` prints x = 0..W and y = 0..H, and the help says so.
#[test]
fn the_grid_help_says_what_it_prints() {
    let usage = flat(explorer::USAGE);
    assert!(usage.contains("x = 0..W by y = 0..H, (W+1) x (H+1) values"), "{usage}");
    assert!(!usage.contains("W x H grid"));
}

/// The citations the review could not confirm are gone: Siegel's part
/// number, and Winning Ways' volume for coin turning and Hackenbush.
#[test]
fn unconfirmed_citations_are_removed() {
    for path in [
        "LEARN.md",
        "docs/your-own-game.md",
        "problems/hdu3537-daizhenyangs-coin/README.md",
        "problems/yosupo-nim-product-64/README.md",
        "problems/cf494e-sharti/README.md",
        "problems/poj3710-christmas-game/README.md",
    ] {
        let page = flat(&read(path));
        for gone in [
            "vol. 3",
            "*Combinatorial Game Theory*, IV",
            "2nd edition, vol. 1 (Hackenbush",
        ] {
            assert!(!page.contains(gone), "{path}: {gone}");
        }
    }
}
