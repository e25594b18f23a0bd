//! docs/practice.md, the practice lists: one list per part of LEARN.md's
//! path, in its order; every entry in the one fixed format (link, judge,
//! Rust, tier, its list's part, statement status, a folded one-line hint,
//! and no hint where the statement was not read); every "same game" note
//! pointing at a pack problem; and every exercise of the two anchors
//! (OI-wiki's and cp-algorithms') that the pack does not hold is listed.

use crate::read;

use pack::book;

/// One entry: `- [title](link) · judge: J · Rust: yes · tier: T · part: N · statement: S`.
#[derive(Debug)]
struct Entry {
    link: String,
    judge: String,
    rust: String,
    tier: String,
    part: String,
    statement: String,
    hint: String,
}

/// Parses an entry line and the hint line after it.
fn entry(line: &str, next: Option<&str>) -> Result<Entry, String> {
    let rest = line.strip_prefix("- [").ok_or("not an entry")?;
    let (_, rest) = rest.split_once("](").ok_or("no link")?;
    let (link, rest) = rest.split_once(") · ").ok_or("no fields after the link")?;
    if !link.starts_with("https://") && !link.starts_with("http://") {
        return Err(format!("link {link:?} is not a web address"));
    }
    let mut fields = rest.splitn(5, " · ");
    let mut field = |name: &str| -> Result<String, String> {
        let f = fields.next().ok_or(format!("no {name}"))?;
        f.strip_prefix(&format!("{name}: "))
            .map(str::to_string)
            .ok_or(format!("{f:?} is not {name}"))
    };
    let (judge, rust, tier, part, statement) = (
        field("judge")?,
        field("Rust")?,
        field("tier")?,
        field("part")?,
        field("statement")?,
    );
    let next = next.ok_or("no hint line")?;
    let hint = next
        .strip_prefix("  <details><summary>Hint</summary>")
        .and_then(|h| h.strip_suffix("</details>"))
        .ok_or(format!("hint line {next:?} is not a folded hint"))?
        .to_string();
    Ok(Entry {
        link: link.to_string(),
        judge,
        rust,
        tier,
        part,
        statement,
        hint,
    })
}

/// The page's lists: (heading, entries, same-game notes).
fn lists(page: &str) -> Vec<(String, Vec<Entry>, Vec<String>)> {
    let lines: Vec<&str> = page.lines().collect();
    let mut out: Vec<(String, Vec<Entry>, Vec<String>)> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if let Some(title) = line.strip_prefix("## ") {
            out.push((title.to_string(), Vec::new(), Vec::new()));
        } else if let Some((title, entries, notes)) = out.last_mut() {
            if line.starts_with("- Same game: ") {
                notes.push(line.to_string());
            } else if line.starts_with("- [") {
                let e = entry(line, lines.get(i + 1).copied()).unwrap_or_else(|e| panic!("{title}: {line}: {e}"));
                entries.push(e);
            }
        }
    }
    out
}

#[test]
fn every_part_of_the_path_has_its_list_of_complete_entries() {
    let parts = book::parts(&read("LEARN.md")).unwrap();
    let page = read("docs/practice.md");
    let lists = lists(&page);
    let (last, lists) = lists.split_last().unwrap();
    assert_eq!(last.0, "How this page is checked");
    let headings: Vec<&str> = lists.iter().map(|(t, _, _)| t.as_str()).collect();
    let titles: Vec<&str> = parts.iter().map(|p| p.title.as_str()).collect();
    assert_eq!(headings, titles, "one list per part of LEARN.md's path, in its order");
    for (n, (title, entries, notes)) in lists.iter().enumerate() {
        assert!(!entries.is_empty(), "{title}: no entry");
        for e in entries {
            assert_eq!(
                e.part,
                (n + 1).to_string(),
                "{title}: {e:?} is filed under another part"
            );
            assert!(!e.judge.is_empty(), "{e:?}");
            assert!(["yes", "no", "unverified"].contains(&e.rust.as_str()), "{e:?}");
            assert!(["template", "harder", "hard"].contains(&e.tier.as_str()), "{e:?}");
            let read = e.statement.starts_with("read (") || e.statement.starts_with("read in part (");
            let unread = e.statement.starts_with("not read from a stored copy");
            assert!(read || unread, "{e:?}: say whether the statement was read");
            if read {
                assert!(e.statement.contains("](http"), "{e:?}: link the copy that was read");
                assert!(!e.hint.starts_with("No hint"), "{e:?}");
            } else {
                assert_eq!(
                    e.hint, "No hint: the statement was not read.",
                    "{e:?}: a hint would be a guess"
                );
            }
            assert!(!e.hint.is_empty() && !e.hint.contains('\n'), "{e:?}");
        }
        for note in notes {
            assert!(
                note.contains("](../problems/"),
                "{note}: a same-game note names the pack problem"
            );
        }
    }
}

#[test]
fn every_anchor_exercise_the_pack_does_not_hold_is_listed() {
    // OI-wiki's 23 and cp-algorithms' 6 (issue 42), by a piece of each link.
    let anchors = [
        "luogu.com.cn/problem/P2197",
        "luogu.com.cn/problem/P2594",
        "luogu.com.cn/problem/P3185",
        "luogu.com.cn/problem/P3480",
        "luogu.com.cn/problem/P4101",
        "luogu.com.cn/problem/P6560",
        "luogu.com.cn/problem/P7589",
        "arc168/tasks/arc168_b",
        "luogu.com.cn/problem/P2490",
        "luogu.com.cn/problem/P3179",
        "luogu.com.cn/problem/P5363",
        "luogu.com.cn/problem/P5970",
        "luogu.com.cn/problem/P6791",
        "luogu.com.cn/problem/P7864",
        "luogu.com.cn/problem/P8347",
        "agc002/tasks/agc002_e",
        "problemset/problem/1451/F",
        "problemset/problem/1704/F",
        "luogu.com.cn/problem/P4136",
        "luogu.com.cn/problem/P4617",
        "luogu.com.cn/problem/P4055",
        "luogu.com.cn/problem/P1971",
        "problemset/problem/1147/F",
        "gym/101908/problem/B",
        "open.kattis.com/problems/cuboidslicinggame",
        "challenges/tower-breakers-revisited-1",
        "challenges/tower-breakers-again-1",
        "challenges/chessboard-game-again-1",
        "abc368/tasks/abc368_f",
    ];
    let page = read("docs/practice.md");
    let lists = lists(&page);
    let links: Vec<&str> = lists
        .iter()
        .flat_map(|(_, e, _)| e.iter().map(|e| e.link.as_str()))
        .collect();
    for anchor in anchors {
        assert_eq!(
            links.iter().filter(|l| l.contains(anchor)).count(),
            1,
            "{anchor}: listed exactly once"
        );
    }
    assert!(links.len() > anchors.len(), "and some others");
}

#[test]
fn a_malformed_entry_is_refused_by_what_it_lacks() {
    let hint = Some("  <details><summary>Hint</summary>h</details>");
    let good =
        "- [X](https://e.org/x) · judge: J · Rust: yes · tier: hard · part: 3 · statement: read ([c](https://e.org/c))";
    let e = entry(good, hint).unwrap();
    assert_eq!((e.judge.as_str(), e.rust.as_str(), e.part.as_str()), ("J", "yes", "3"));
    let no_tier = "- [X](https://e.org/x) · judge: J · Rust: yes · part: 3 · statement: read";
    assert!(entry(no_tier, hint).unwrap_err().contains("tier"));
    assert!(entry(good, Some("hint in plain view"))
        .unwrap_err()
        .contains("folded hint"));
    assert!(entry(good, None).unwrap_err().contains("hint"));
    let local = "- [X](../x.md) · judge: J · Rust: yes · tier: hard · part: 3 · statement: read";
    assert!(entry(local, hint).unwrap_err().contains("web address"));
}
