//! Every table the write-ups show from the explorer stays exactly what the
//! explorer prints. A block in `README.md` or `problems/*/README.md`:
//!
//! ````text
//! <!-- explore ARGS -->
//! ```text
//! ...the exact stdout of `explore ARGS`...
//! ```
//! <!-- /explore -->
//! ````
//!
//! With `SGLAB_BLESS=1` the blocks are rewritten instead of compared. A
//! block whose ARGS the explorer refuses (a game not wired yet) fails.

use std::fs;
use std::path::{Path, PathBuf};

const OPEN: &str = "<!-- explore ";
const FENCE: &str = "```text";
const CLOSE: &str = "<!-- /explore -->";

/// One block: its ARGS, its line number, and the byte range of its content.
struct Block {
    args: String,
    line: usize,
    content: std::ops::Range<usize>,
}

/// The blocks of a file, or what is malformed.
fn blocks(text: &str) -> Result<Vec<Block>, String> {
    let mut lines = Vec::new(); // (line number, byte offset, line without newline)
    let mut offset = 0;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        lines.push((i + 1, offset, line.trim_end_matches(['\n', '\r'])));
        offset += line.len();
    }
    lines.push((lines.len() + 1, text.len(), ""));
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let (number, _, line) = lines[i];
        i += 1;
        if !line.starts_with(OPEN) {
            continue;
        }
        let args = line[OPEN.len()..]
            .strip_suffix("-->")
            .ok_or(format!("line {number}: an explore marker must end with -->"))?;
        if lines.get(i).map(|l| l.2) != Some(FENCE) {
            return Err(format!("line {number}: the marker must be followed by a {FENCE} line"));
        }
        let start = lines[i + 1].1;
        let end = (i + 1..lines.len())
            .find(|&j| lines[j].2 == "```")
            .ok_or(format!("line {number}: the {FENCE} fence is not closed"))?;
        if lines.get(end + 1).map(|l| l.2) != Some(CLOSE) {
            return Err(format!("line {number}: the closing fence must be followed by {CLOSE}"));
        }
        found.push(Block {
            args: args.trim().to_string(),
            line: number,
            content: start..lines[end].1,
        });
        i = end + 2;
    }
    Ok(found)
}

/// Checks (or, with `bless`, rewrites) the blocks of `text`: the new text
/// and one message per block that is wrong.
fn check(text: &str, bless: bool) -> (String, Vec<String>) {
    let found = match blocks(text) {
        Ok(found) => found,
        Err(e) => return (text.to_string(), vec![e]),
    };
    let mut new = text.to_string();
    let mut problems = Vec::new();
    for block in found.iter().rev() {
        let args = words(&block.args);
        match run_from_root(&args) {
            Err(e) => problems.push(format!("line {}: `explore {}` fails: {e}", block.line, block.args)),
            Ok(out) if bless => new.replace_range(block.content.clone(), &out),
            Ok(out) if text[block.content.clone()] != out => problems.push(format!(
                "line {}: the table is not what `explore {}` prints \
                 (rewrite with SGLAB_BLESS=1 cargo test -p pack --test docs readme_tables)",
                block.line, block.args
            )),
            Ok(_) => {}
        }
    }
    problems.reverse();
    (new, problems)
}

/// The words of ARGS as a shell splits them: `'...'` holds one word with
/// its spaces (a position such as `'3 4 5'`).
fn words(args: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut quoted = false;
    for (i, part) in args.split('\'').enumerate() {
        quoted = i % 2 == 1;
        if quoted {
            out.push(part.to_string());
        } else {
            out.extend(part.split_whitespace().map(String::from));
        }
    }
    assert!(!quoted, "an explore marker's quote is not closed: {args}");
    out
}

/// `explore ARGS` as run from the repository's root: a rules program's
/// path is made absolute for the run, and the root taken out of the text.
fn run_from_root(args: &[String]) -> Result<String, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap();
    let root = format!("{}/", root.display());
    let mut args = args.to_vec();
    if let Some(i) = args.iter().position(|a| a == "--rules") {
        if let Some(cmd) = args.get_mut(i + 1) {
            *cmd = format!("{root}{cmd}");
        }
    }
    explorer::run(&args, pack::catalogue::GAMES).map(|out| out.replace(&root, ""))
}

/// The top-level README and every problem's README.
fn readmes() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap();
    let mut paths: Vec<PathBuf> = fs::read_dir(root.join("problems"))
        .unwrap()
        .map(|entry| entry.unwrap().path().join("README.md"))
        .filter(|path| path.is_file())
        .collect();
    paths.sort();
    paths.insert(0, root.join("README.md"));
    paths.push(root.join("docs/your-own-game.md"));
    paths
}

#[test]
fn readme_tables_are_what_the_explorer_prints() {
    let bless = sglab::suite::blessing();
    let mut problems = Vec::new();
    for path in readmes() {
        let text = fs::read_to_string(&path).unwrap();
        let (new, wrong) = check(&text, bless);
        if bless && new != text {
            fs::write(&path, new).unwrap();
        }
        problems.extend(wrong.into_iter().map(|w| format!("{}: {w}", path.display())));
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn stale_missing_and_malformed_blocks_are_caught() {
    let args = ["--subtract", "1,2", "-n", "4"].map(String::from);
    let table = explorer::run(&args, pack::catalogue::GAMES).unwrap();
    let block =
        |content: &str| format!("intro\n<!-- explore --subtract 1,2 -n 4 -->\n{FENCE}\n{content}```\n{CLOSE}\nend\n");
    let good = block(&table);
    assert_eq!(check(&good, false), (good.clone(), vec![]));
    let empty = block("");
    let (blessed, wrong) = check(&empty, false);
    assert_eq!((blessed.as_str(), wrong.len()), (empty.as_str(), 1));
    assert!(wrong[0].starts_with("line 2: the table is not what"));
    assert_eq!(check(&empty, true), (good, vec![]));
    let stale = block(&table.replacen("0  1  2", "0  1  1", 1));
    assert_eq!(check(&stale, false).1.len(), 1);
    let unknown = "<!-- explore --game nosuchgame -->\n```text\n```\n<!-- /explore -->\n";
    assert!(check(unknown, true).1[0].contains("unknown game"));
    for malformed in [
        "<!-- explore -n 4\n```text\n```\n<!-- /explore -->\n",
        "<!-- explore -n 4 -->\n```\n```\n<!-- /explore -->\n",
        "<!-- explore -n 4 -->\n```text\n0\n",
        "<!-- explore -n 4 -->\n```text\n```\n",
    ] {
        assert_eq!(check(malformed, false).1.len(), 1, "{malformed}");
    }
}
