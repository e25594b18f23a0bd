//! The notation of LEARN.md and every write-up: a standalone capital P or N
//! stands only for a P- or N-position, never for a count or a named object.

use crate::{flat, read, writeup};
use std::fs;
use std::path::Path;

/// A Markdown text without its fenced blocks and code spans: the prose.
fn prose(text: &str) -> String {
    let mut out = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            // Every other piece between backticks is code.
            out += &line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
            out.push('\n');
        }
    }
    out
}

/// Each standalone capital N or P of `text` used as something other than a
/// P- or N-position, with its context: a count or a named object, as in
/// `1..N`, `N <= 2000`, `N - 1`, `O(N)`, `N vertices`, `N(H)`, `path P`.
fn misused_capitals(text: &str) -> Vec<String> {
    const COUNTED: [&str; 14] = [
        "vertices",
        "balls",
        "games",
        "piles",
        "columns",
        "lines",
        "half-open",
        "Euclid",
        "characters",
        "tokens",
        "intervals",
        "heaps",
        "edges",
        "matchings",
    ];
    let chars: Vec<char> = text.chars().collect();
    let word = |c: Option<&char>| c.is_some_and(|c| c.is_alphanumeric() || *c == '_' || *c == '-');
    let mut found = Vec::new();
    for i in 0..chars.len() {
        if !matches!(chars[i], 'N' | 'P') || word(i.checked_sub(1).and_then(|j| chars.get(j))) || word(chars.get(i + 1))
        {
            continue;
        }
        let after: String = chars[i + 1..].iter().take(24).collect();
        let before: String = chars[i.saturating_sub(12)..i].iter().collect();
        let next = after.trim_start();
        let initial = after.starts_with(". ") && after.chars().nth(2).is_some_and(char::is_uppercase);
        let bad_after = ["<=", ">=", "<", ">", "+", "^", "x ", "- "]
            .iter()
            .any(|op| next.starts_with(op))
            || after.starts_with('(')
            || (next.starts_with('=') && !next.starts_with("= the player"))
            || COUNTED.iter().any(|noun| after.starts_with(&format!(" {noun}")));
        let bad_before = ["..", "O(", "<= ", ">= ", "< ", "= ", "up to ", "path ", "+ "]
            .iter()
            .any(|op| before.ends_with(op));
        if !initial && (bad_after || bad_before) {
            found.push(format!("{before}[{}]{after}", chars[i]).replace('\n', " "));
        }
    }
    found
}

/// LEARN.md says the write-ups use P and N only for P- and N-positions; a
/// count is never N or P, and an input token keeps the judge's name in
/// code. No write-up's prose (nor LEARN.md's) uses a standalone N or P as a
/// count or a named object. The check itself sees a slip of each kind and
/// passes the uses LEARN.md defines.
#[test]
fn write_ups_use_capital_p_and_n_only_for_positions() {
    for slip in [
        "vertices 1..N (2 <= N <= 3000)",
        "then N - 1 lines",
        "Time O(N log N)",
        "N x N grid",
        "an alternating path P leads",
        "the binary number N(H) = sum",
        "N vertices",
        "with N = 2",
    ] {
        assert!(!misused_capitals(slip).is_empty(), "the check misses {slip:?}");
    }
    for fine in [
        "label each vertex P or N by hand",
        "P = the player to move loses, N = the player to move wins",
        "A. N. Siegel; R. P. Sprague",
        "an N-position, a P-position",
        "| 0 | P | N | N |",
        "(a, b) is N iff (b, r) is P, and",
        "at an N position, move to a P successor",
    ] {
        assert_eq!(misused_capitals(fine), Vec::<String>::new(), "{fine:?}");
    }
    let learn = read("LEARN.md");
    assert!(flat(&learn).contains(
        "The write-ups use P and N only in this sense, and $g$ for a position's value (N and P are never a count \
         or a name: a count is $n$, $m$, $K$, $M$ or the like, and an input token keeps the judge's name in code, such as `N`)."
    ));
    let mut pages = vec![("LEARN.md".to_string(), learn)];
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for entry in fs::read_dir(root.join("problems")).unwrap() {
        let folder = entry.unwrap().file_name().to_string_lossy().into_owned();
        if root.join("problems").join(&folder).join("README.md").exists() {
            pages.push((folder.clone(), writeup(&folder)));
        }
    }
    assert!(pages.len() > 20);
    let slips: Vec<String> = pages
        .iter()
        .flat_map(|(name, text)| {
            misused_capitals(&prose(text))
                .into_iter()
                .map(move |s| format!("{name}: {s}"))
        })
        .collect();
    assert_eq!(slips, Vec::<String>::new());
}
