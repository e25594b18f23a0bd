//! What the pages cite from the literature: Winning Ways' chapters by their
//! real titles, no chapter, part or volume that could not be checked against
//! a table of contents, and Ferguson's notes by the sections checked.

use crate::{flat, pages, read, writeup};
use std::fs;
use std::path::Path;

/// Over the pack, a chapter of Winning Ways, 2nd edition, vol. 1, quoted by
/// title has that title (checked against the volume's table of contents),
/// and "Playing Several Games at Once" is cited only as a chapter of *On
/// Numbers and Games*.
#[test]
fn winning_ways_chapter_titles_are_the_books() {
    let titles = [
        (1, "Whose Game?"),
        (2, "Finding the Correct Number is Simplicity Itself"),
        (3, "Some Harder Games and How to Make Them Easier"),
        (4, "Taking and Breaking"),
    ];
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut pages = vec![
        "LEARN.md".to_string(),
        "README.md".to_string(),
        "docs/octal-census.md".to_string(),
    ];
    for entry in fs::read_dir(root.join("problems")).unwrap() {
        let folder = entry.unwrap().file_name().to_string_lossy().into_owned();
        if root.join("problems").join(&folder).join("README.md").exists() {
            pages.push(format!("problems/{folder}/README.md"));
        }
    }
    // The `n` bytes before `at`, or a few less to start on a character.
    let before = |text: &str, at: usize, n: usize| -> String {
        let start = (at.saturating_sub(n)..at)
            .find(|&i| text.is_char_boundary(i))
            .unwrap_or(at);
        text[start..at].to_string()
    };
    let mut quoted = 0;
    for path in &pages {
        let text = flat(&read(path));
        for (at, _) in text.match_indices("chapter ") {
            let rest = &text[at + 8..];
            let number: String = rest.chars().take_while(char::is_ascii_digit).collect();
            let title = rest[number.len()..]
                .strip_prefix(", \"")
                .and_then(|t| t.split_once('"'))
                .map(|t| t.0);
            let context = before(&text, at, 160);
            if let (Ok(number), Some(title)) = (number.parse::<usize>(), title) {
                if context.contains("Winning Ways") && context.contains("vol. 1") {
                    let want = titles.iter().find(|t| t.0 == number).map(|t| t.1);
                    assert_eq!(Some(title), want, "{path}: Winning Ways, vol. 1, chapter {number}");
                    quoted += 1;
                }
            }
        }
        for (at, _) in text.match_indices("Playing Several Games at Once") {
            let context = before(&text, at, 200);
            assert!(context.contains("On Numbers and Games"), "{path}: {context}");
        }
    }
    assert!(quoted >= 2, "loj10243's and cses1099's chapter 3");
    assert!(flat(&writeup("cses1099-stair-game"))
        .contains("vol. 1, chapter 3, \"Some Harder Games and How to Make Them Easier\": Poker-Nim"));
}

/// The chapter numbers of Winning Ways for the Hackenbush principles (vol.
/// 1, ch. 7) and coin turning (vol. 3, ch. 14) could not be checked against
/// a stored table of contents, so no page states them; the pages cite the
/// sections of Ferguson's notes that were checked (Part I: 5, Coin Turning
/// Games; 5.2 two-dimensional; 5.3 Nim Multiplication; 5.4 Tartan Games;
/// 6.2 Green Hackenbush on Trees; 6.3 on General Rooted Graphs).
#[test]
fn winning_ways_chapters_7_and_14_are_not_stated_and_ferguson_is_cited() {
    for (path, text) in pages() {
        for (at, _) in text.match_indices("Winning Ways") {
            // Up to the next list item, at most 160 bytes.
            let end = (at..=(at + 160).min(text.len()))
                .rev()
                .find(|&i| text.is_char_boundary(i))
                .unwrap();
            let near = text[at..end].split(" - ").next().unwrap();
            for chapter in ["ch. 7", "chapter 7 ", "chapter 7,", "ch. 14", "chapter 14"] {
                assert!(!near.contains(chapter), "{path}: {near}");
            }
        }
    }
    for (folder, section) in [
        ("poj3710-christmas-game", "Part I, section 6.3"),
        ("agc017d-game-on-tree", "Part I, section 6.2"),
        (
            "hdu3537-daizhenyangs-coin",
            "Part I, section 5 (\"Coin Turning Games\")",
        ),
        ("cf494e-sharti", "Part I, section 5.4"),
        (
            "yosupo-nim-product-64",
            "5.3 (\"Nim Multiplication\") and 5.4 (\"Tartan Games\")",
        ),
    ] {
        assert!(flat(&writeup(folder)).contains(section), "{folder}: {section}");
    }
    assert!(flat(&read("LEARN.md")).contains("Ferguson's *Game Theory*, Part I, section 5, \"Coin Turning Games\""));
}

/// No page cites what could not be confirmed: Siegel's part number, or
/// Winning Ways' volume for coin turning and Hackenbush.
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
