//! The spoiler-safe shape of every write-up: right after its
//! title a Difficulty/Prerequisites paragraph whose part is the one LEARN.md
//! places the problem in and whose links resolve; hints that are thoughts,
//! not commands; the Claim and the Proof folded in `<details>` blocks that
//! Markdown renders inside; and the solution-code marker closing
//! "Algorithm and complexity", beside a link to `src/main.rs`.

use pack::book;
use sglab::meta;
use std::fs;

/// GitHub's anchor for a heading: lower case, spaces to hyphens, other
/// punctuation dropped.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a Markdown text's headings, outside code fences.
fn anchors(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut found = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        } else if !fenced && line.starts_with('#') {
            found.push(slug(line.trim_start_matches('#')));
        }
    }
    found
}

/// The lines of the `## heading` section, up to the next `## `.
fn section<'a>(lines: &[&'a str], heading: &str) -> Vec<&'a str> {
    let start = lines.iter().position(|l| *l == format!("## {heading}"));
    match start {
        None => Vec::new(),
        Some(at) => lines[at + 1..]
            .iter()
            .take_while(|l| !l.starts_with("## "))
            .copied()
            .collect(),
    }
}

/// What is wrong with the shape of write-up `folder` (its text `page`),
/// given LEARN.md's text and the part number LEARN.md places it in.
fn shape_errors(folder: &str, page: &str, learn: &str, part: usize) -> Vec<String> {
    let mut wrong = Vec::new();
    let lines: Vec<&str> = page.lines().collect();
    // The paragraph right after the title.
    if !lines.first().is_some_and(|l| l.starts_with("# ")) || lines.get(1) != Some(&"") {
        wrong.push("does not open with a `# ` title and a blank line".to_string());
    }
    let paragraph = lines
        .iter()
        .skip(2)
        .take_while(|l| !l.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(" ");
    match paragraph
        .strip_prefix("**Difficulty:** ")
        .and_then(|rest| rest.split_once(" · **Prerequisites:** "))
    {
        None => wrong
            .push("the paragraph after the title is not `**Difficulty:** ... · **Prerequisites:** ...`".to_string()),
        Some((difficulty, prerequisites)) => {
            if let Some(rest) = difficulty.strip_prefix("part ") {
                let number: String = rest.chars().take_while(char::is_ascii_digit).collect();
                if number.parse() != Ok(part) || !rest[number.len()..].starts_with(" of the path") {
                    wrong.push(format!(
                        "its difficulty says \"{difficulty}\", LEARN.md places it in part {part}"
                    ));
                }
            } else if !difficulty.chars().any(|c| c.is_ascii_digit()) {
                wrong.push(format!(
                    "its difficulty \"{difficulty}\" is neither a judge's rating nor a part"
                ));
            }
            let links: Vec<String> = prerequisites
                .split("](")
                .skip(1)
                .filter_map(|rest| rest.split(')').next())
                .map(String::from)
                .collect();
            if links.is_empty() {
                wrong.push("its prerequisites link nothing".to_string());
            }
            for link in links {
                let (file, anchor) = link.split_once('#').unwrap_or((link.as_str(), ""));
                let target = if file == "../../LEARN.md" {
                    Some(learn.to_string())
                } else {
                    file.strip_prefix("../")
                        .and_then(|rest| rest.strip_suffix("/README.md"))
                        .and_then(|other| {
                            fs::read_to_string(meta::root().join("problems").join(other).join("README.md")).ok()
                        })
                };
                match target {
                    None => wrong.push(format!("its prerequisite {link} is not LEARN.md or a write-up")),
                    Some(text) if !anchor.is_empty() && !anchors(&text).iter().any(|a| a == anchor) => {
                        wrong.push(format!("its prerequisite {link} names no heading there"))
                    }
                    Some(_) => {}
                }
            }
        }
    }
    // Hints are thoughts: no command, no test name.
    for line in section(&lines, "Hints") {
        if ["`cargo ", "`scripts/", "cargo test", "cargo run"]
            .iter()
            .any(|c| line.contains(c))
        {
            wrong.push(format!("a hint holds a command: {line}"));
        }
    }
    // The Claim and the Proof folded: from `## Claim` to the next section
    // every line but the two headings is inside a <details> block, whose
    // <summary> line and closing tag have blank lines around the Markdown.
    let claim = lines.iter().position(|l| *l == "## Claim");
    let algorithm = lines.iter().position(|l| *l == "## Algorithm and complexity");
    match (claim, algorithm) {
        (Some(from), Some(to)) if from < to => {
            let mut depth = 0usize;
            for i in from + 1..to {
                let line = lines[i].trim_end();
                match line {
                    "" | "## Proof" => {}
                    "<details>" => {
                        depth += 1;
                        let summary = lines.get(i + 1).copied().unwrap_or("");
                        if !(summary.starts_with("<summary>") && summary.ends_with("</summary>"))
                            || lines.get(i + 2) != Some(&"")
                        {
                            wrong.push(format!(
                                "line {}: <details> without a <summary> line and a blank line",
                                i + 1
                            ));
                        }
                    }
                    "</details>" => {
                        if depth == 0 || !lines[i - 1].is_empty() {
                            wrong.push(format!(
                                "line {}: </details> unopened or without a blank line before",
                                i + 1
                            ));
                        }
                        depth = depth.saturating_sub(1);
                    }
                    _ if depth == 0 => {
                        wrong.push(format!("line {}: Claim or Proof text outside <details>: {line}", i + 1));
                        break;
                    }
                    _ => {}
                }
            }
            if depth != 0 {
                wrong.push("a <details> block of the Claim or the Proof is not closed".to_string());
            }
            let proof = lines.iter().position(|l| *l == "## Proof");
            if !proof.is_some_and(|p| from < p && p < to) {
                wrong.push("no `## Proof` between Claim and Algorithm".to_string());
            }
        }
        _ => wrong.push("no `## Claim` before `## Algorithm and complexity`".to_string()),
    }
    // The solution-code marker, once, closing "Algorithm and complexity".
    let algorithm_text = section(&lines, "Algorithm and complexity");
    let last = algorithm_text.iter().rev().find(|l| !l.trim().is_empty());
    if page.matches("<!-- solution-code -->").count() != 1 || last != Some(&"<!-- solution-code -->") {
        wrong.push("`<!-- solution-code -->` is not alone on the last line of Algorithm and complexity".to_string());
    }
    if !algorithm_text.iter().any(|l| l.contains("](src/main.rs)")) {
        wrong.push("Algorithm and complexity does not link [`src/main.rs`](src/main.rs)".to_string());
    }
    if !meta::root().join("problems").join(folder).join("src/main.rs").exists() {
        wrong.push("has no src/main.rs for the marker to show".to_string());
    }
    wrong
        .into_iter()
        .map(|w| format!("problems/{folder}/README.md: {w}"))
        .collect()
}

#[test]
fn every_write_up_has_difficulty_folded_spoilers_and_the_code_marker() {
    let learn = fs::read_to_string(meta::root().join("LEARN.md")).unwrap();
    let parts = book::parts(&learn).unwrap();
    let mut wrong = Vec::new();
    let mut checked = 0;
    for (number, part) in parts.iter().enumerate() {
        for folder in &part.folders {
            let page = fs::read_to_string(meta::root().join("problems").join(folder).join("README.md")).unwrap();
            wrong.extend(shape_errors(folder, &page, &learn, number + 1));
            checked += 1;
        }
    }
    assert!(checked >= 32, "{checked} write-ups");
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

#[test]
fn the_shape_check_catches_an_open_spoiler_a_wrong_part_and_a_missing_marker() {
    let learn = "# L\n\n## The two results\n";
    let good = "# T\n\n**Difficulty:** part 2 of the path · **Prerequisites:** [x](../../LEARN.md#the-two-results)\n\n\
                ## Rules\n\nr\n\n## Hints\n\n1. Think.\n\n## Claim\n\n<details>\n<summary>Claim (spoiler)</summary>\n\n\
                c\n\n</details>\n\n## Proof\n\n<details>\n<summary>Proof (spoiler)</summary>\n\np\n\n</details>\n\n\
                ## Algorithm and complexity\n\nSee [`src/main.rs`](src/main.rs).\n\n<!-- solution-code -->\n\n## Table evidence\n";
    // A folder that exists, for the src/main.rs check.
    let folder = "acwing893-set-nim";
    assert_eq!(shape_errors(folder, good, learn, 2), Vec::<String>::new());
    assert_eq!(shape_errors(folder, good, learn, 3).len(), 1, "wrong part");
    let open = good.replacen(
        "<details>\n<summary>Proof (spoiler)</summary>\n\np\n\n</details>",
        "p",
        1,
    );
    assert_eq!(shape_errors(folder, &open, learn, 2).len(), 1, "open proof");
    let tight = good.replacen("c\n\n</details>", "c\n</details>", 1);
    assert_eq!(
        shape_errors(folder, &tight, learn, 2).len(),
        1,
        "no blank line before </details>"
    );
    let unmarked = good.replacen("<!-- solution-code -->\n", "", 1);
    assert_eq!(shape_errors(folder, &unmarked, learn, 2).len(), 1, "no marker");
    let command = good.replacen("1. Think.", "1. Run `cargo run -p pack --bin explore`.", 1);
    assert!(
        !shape_errors(folder, &command, learn, 2).is_empty(),
        "a command as a hint"
    );
    let dead = good.replacen("#the-two-results", "#no-such-heading", 1);
    assert_eq!(shape_errors(folder, &dead, learn, 2).len(), 1, "dead anchor");
    let bare = good.replacen("**Difficulty:** part 2 of the path · ", "", 1);
    assert_eq!(shape_errors(folder, &bare, learn, 2).len(), 1, "no difficulty");
}
