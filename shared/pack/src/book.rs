//! The study book: the pack's pages as an mdBook source folder. The table of
//! contents is generated here, never typed: the front page (START.md), the
//! pages that teach (LEARN.md, the results, the practice lists), then one
//! part per part of LEARN.md's path holding its write-ups in the registry's
//! order (each titled by its English name first, from its metadata), then
//! the pages on games of your own and, last, the developers' pages (the
//! README, the other `docs/` pages). Every page keeps its path, so its
//! relative links work unchanged; each file a page links that is not a
//! page (a figure) is copied beside it, and a link to a file that does not
//! exist, or to a Markdown file that is not a page of the book, is refused
//! by name. A write-up's `<!-- solution-code -->` line becomes its folded
//! `src/main.rs`; each page's formulas are counted (`math`) into
//! `formulas.json` beside the staged source, for the browser test.
//! `bin/book.rs` (scripts/book.sh) builds the folder with mdbook. Tested by
//! tests/docs/book.rs; the built site by shared/pack/book/browser-test.cjs.

pub mod math;

use crate::problems;
use sglab::meta;
use std::collections::BTreeSet;
use std::fs;
use std::path::{Component, Path, PathBuf};

/// The book's first page, for learners: what the pack teaches, where to start.
pub const START: &str = "START.md";

/// The pages that teach, before the path's parts, in order.
pub const LEARN: [&str; 3] = ["LEARN.md", "docs/results.md", "docs/practice.md"];

/// The pages on games of your own, after the path's parts.
pub const OWN_GAMES: [&str; 3] = ["docs/your-own-game.md", "docs/explorer.md", "docs/octal-census.md"];

/// The developers' README, first of the last part; the other `docs/` pages
/// follow it in name order.
pub const DEVELOPERS: &str = "README.md";

/// The line a write-up holds where its folded solution goes.
pub const SOLUTION_MARKER: &str = "<!-- solution-code -->";

/// One part of LEARN.md's path: `**3. Games that are not sums.**` gives the
/// title `3. Games that are not sums` and the folders its items link.
#[derive(Debug, PartialEq, Eq)]
pub struct Part {
    pub title: String,
    pub folders: Vec<String>,
}

/// The parts of LEARN.md's path, in its order.
pub fn parts(learn: &str) -> Result<Vec<Part>, String> {
    let mut parts: Vec<Part> = Vec::new();
    for (i, line) in learn.lines().enumerate() {
        if let Some(title) = part_title(line) {
            parts.push(Part {
                title,
                folders: Vec::new(),
            });
        } else if let Some(folder) = item_folder(line) {
            let part = parts
                .last_mut()
                .ok_or_else(|| format!("LEARN.md:{}: a problem before the first part", i + 1))?;
            part.folders.push(folder);
        }
    }
    if parts.is_empty() {
        return Err("LEARN.md: no part (a line starting `**1. `)".to_string());
    }
    Ok(parts)
}

/// `**N. Title.**...` -> `N. Title`.
fn part_title(line: &str) -> Option<String> {
    let rest = line.strip_prefix("**")?;
    let (number, _) = rest.split_once(". ")?;
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let (title, _) = rest.split_once("**")?;
    Some(title.trim_end_matches('.').to_string())
}

/// `N. [Name](problems/<folder>/README.md)...` -> `<folder>`.
fn item_folder(line: &str) -> Option<String> {
    let (number, rest) = line.split_once(". [")?;
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let target = rest.split_once("](problems/")?.1;
    let (folder, _) = target.split_once("/README.md)")?;
    Some(folder.to_string())
}

/// Every `docs/` page in name order.
fn docs_pages(root: &Path) -> Result<Vec<String>, String> {
    let dir = root.join("docs");
    let mut names: Vec<String> = fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", meta::shown(&dir)))?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    names.sort();
    Ok(names)
}

/// A page's first `# ` heading, its title in the contents.
fn heading(root: &Path, path: &str) -> Result<String, String> {
    let text = read(root, path)?;
    let title = text
        .lines()
        .find_map(|l| l.strip_prefix("# "))
        .ok_or_else(|| format!("{path}: no `# ` heading"))?;
    Ok(title.trim().to_string())
}

fn read(root: &Path, path: &str) -> Result<String, String> {
    fs::read_to_string(root.join(path)).map_err(|e| format!("{path}: {e}"))
}

/// A write-up's title in the contents: its number on the path, then the
/// English name, then the judge's title without it (`14. Wythoff's game ·
/// Luogu P2252 [SHOI2002] 取石子游戏`, `27. Sharti · Codeforces 494E`).
pub fn contents_title(number: usize, m: &meta::Meta) -> String {
    let judge = if m.title.contains(&m.english) {
        m.title.replacen(&m.english, "", 1)
    } else {
        m.title.clone()
    };
    let judge = judge.split_whitespace().collect::<Vec<_>>().join(" ");
    let judge = judge.trim_matches(|c: char| c == ':' || c == '-' || c == '—' || c.is_whitespace());
    format!("{number}. {} · {judge}", m.english)
}

/// A part's heading in the contents: `3. Games that are not sums` ->
/// `Part 3: Games that are not sums`, so a part never reads like a
/// problem's number.
fn part_heading(title: &str) -> String {
    match title.split_once(". ") {
        Some((n, rest)) => format!("Part {n}: {rest}"),
        None => title.to_string(),
    }
}

/// The book's `SUMMARY.md`. Fails when LEARN.md's path and the registry
/// list different problems or a different order, or a page it names is
/// missing.
pub fn summary(root: &Path) -> Result<String, String> {
    let parts = parts(&read(root, "LEARN.md")?)?;
    let registry: Vec<meta::Meta> = problems::all().iter().map(|p| p.meta().clone()).collect();
    let path: Vec<&str> = parts
        .iter()
        .flat_map(|p| p.folders.iter().map(String::as_str))
        .collect();
    let order: Vec<&str> = registry.iter().map(|m| m.folder.as_str()).collect();
    if path != order {
        return Err(format!(
            "LEARN.md's path lists {path:?}, the registry {order:?}: they must agree"
        ));
    }
    let entry = |page: &str| -> Result<String, String> { Ok(format!("- [{}]({page})\n", heading(root, page)?)) };
    let mut text = format!("# Summary\n\n[Start here]({START})\n\n# Learn\n\n");
    for page in LEARN {
        text += &entry(page)?;
    }
    let mut problems = registry.iter().enumerate();
    for part in &parts {
        text += &format!("\n# {}\n\n", part_heading(&part.title));
        for (i, m) in problems.by_ref().take(part.folders.len()) {
            text += &format!("- [{}](problems/{}/README.md)\n", contents_title(i + 1, m), m.folder);
        }
    }
    text += "\n# Your own game\n\n";
    for page in OWN_GAMES {
        text += &entry(page)?;
    }
    text += &format!("\n# For developers\n\n- [The pack's README: checks, judge, tools]({DEVELOPERS})\n");
    for page in docs_pages(root)? {
        if !LEARN.contains(&page.as_str()) && !OWN_GAMES.contains(&page.as_str()) {
            text += &entry(&page)?;
        }
    }
    Ok(text)
}

/// The pages a summary lists, in its order.
pub fn pages(summary: &str) -> Vec<String> {
    summary
        .lines()
        .filter_map(|l| Some(l.split_once("](")?.1.strip_suffix(')')?.to_string()))
        .collect()
}

/// The relative links of a Markdown page outside code: each `](target)` and
/// `<img src="target">`, without its `#anchor`; web and in-page links left
/// out.
pub fn links(page: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut fenced = false;
    for line in page.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let mut targets: Vec<&str> = line.split("](").skip(1).filter_map(|s| s.split(')').next()).collect();
        targets.extend(line.split("src=\"").skip(1).filter_map(|s| s.split('"').next()));
        for target in targets {
            let target = target.split('#').next().unwrap_or("").trim();
            let external = target.contains("://") || target.starts_with("mailto:");
            if !target.is_empty() && !external {
                found.push(target.to_string());
            }
        }
    }
    found
}

/// `dir/target` with `..` resolved, inside the root, or None.
fn resolve(dir: &Path, target: &str) -> Option<PathBuf> {
    let mut path = PathBuf::new();
    for component in dir.join(target).components() {
        match component {
            Component::Normal(part) => path.push(part),
            Component::ParentDir => {
                if !path.pop() {
                    return None;
                }
            }
            Component::CurDir => {}
            _ => return None,
        }
    }
    Some(path)
}

/// The files the pages link that are not pages (figures), checked: a link
/// to a Markdown file must be a page, any other link an existing file
/// inside the repository.
pub fn linked_files(root: &Path, pages: &[String]) -> Result<BTreeSet<PathBuf>, String> {
    let listed: BTreeSet<PathBuf> = pages.iter().map(PathBuf::from).collect();
    let mut files = BTreeSet::new();
    for page in pages {
        let dir = Path::new(page).parent().unwrap_or(Path::new(""));
        for target in links(&read(root, page)?) {
            let path = resolve(dir, &target).ok_or_else(|| format!("{page}: link {target:?} leaves the repository"))?;
            if target.ends_with(".md") {
                if !listed.contains(&path) {
                    return Err(format!("{page}: link {target:?} is not a page of the book"));
                }
            } else if root.join(&path).is_file() {
                files.insert(path);
            } else {
                return Err(format!("{page}: link {target:?} is not a file"));
            }
        }
    }
    Ok(files)
}

/// A page as the book shows it: in a write-up (`problems/<folder>/README.md`)
/// the line `<!-- solution-code -->` becomes a folded block holding
/// `code`, the problem's `src/main.rs`; on any other page it is refused,
/// as is a write-up holding it twice.
pub fn expand(path: &str, page: &str, code: Option<&str>) -> Result<String, String> {
    let mut out = String::with_capacity(page.len() + code.map_or(0, str::len) + 200);
    let mut used = false;
    for (i, line) in page.lines().enumerate() {
        if line.trim() != SOLUTION_MARKER {
            out += line;
            out.push('\n');
            continue;
        }
        let code = code.ok_or_else(|| format!("{path}:{}: {SOLUTION_MARKER} outside a write-up", i + 1))?;
        if used {
            return Err(format!("{path}:{}: a second {SOLUTION_MARKER}", i + 1));
        }
        used = true;
        out += &folded_code(code);
    }
    Ok(out)
}

/// `<details>` holding `code` as a Rust block, fenced by more backticks
/// than any run in it.
fn folded_code(code: &str) -> String {
    let mut longest = 0;
    let mut run = 0;
    for c in code.chars() {
        run = if c == '`' { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    let fence = "`".repeat(longest.max(2) + 1);
    format!(
        "<details>\n<summary>The solution's code (<code>src/main.rs</code>)</summary>\n\n\
         {fence}rust\n{}\n{fence}\n\n</details>\n",
        code.trim_end()
    )
}

/// The site's page for a Markdown page: `docs/a.md` -> `docs/a.html`.
pub fn html_of(page: &str) -> String {
    format!("{}.html", page.strip_suffix(".md").unwrap_or(page))
}

/// The number of formulas each HTML page of the site shows, as JSON (page
/// -> count): every page, `index.html` (a copy of the first page) and
/// `print.html` (all of them).
fn formulas_json(counts: &[(String, usize)]) -> String {
    let mut rows: Vec<(String, usize)> = counts.iter().map(|(p, n)| (html_of(p), *n)).collect();
    if let Some((_, first)) = counts.first() {
        rows.push(("index.html".to_string(), *first));
    }
    rows.push(("print.html".to_string(), counts.iter().map(|(_, n)| n).sum()));
    let body: Vec<String> = rows.iter().map(|(p, n)| format!("  {p:?}: {n}")).collect();
    format!("{{\n{}\n}}\n", body.join(",\n"))
}

/// What [`stage`] wrote.
#[derive(Debug)]
pub struct Staged {
    pub pages: usize,
    pub files: usize,
    /// Each page's formulas, in the contents' order.
    pub formulas: Vec<(String, usize)>,
}

/// Writes the book's source into `out` (emptied first): `book.toml` and
/// the book's own stylesheet and script, `src/SUMMARY.md`, every page at
/// its own path under `src/` (expanded), every file a page links, and
/// `formulas.json` (each HTML page's formula count). KaTeX's stylesheet
/// and fonts are staged apart ([`math::stage_katex`]).
pub fn stage(root: &Path, out: &Path) -> Result<Staged, String> {
    let summary = summary(root)?;
    let pages = pages(&summary);
    let files = linked_files(root, &pages)?;
    if out.exists() {
        fs::remove_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    }
    let src = out.join("src");
    let write = |path: &Path, text: &[u8]| -> Result<(), String> {
        fs::create_dir_all(path.parent().unwrap()).map_err(|e| format!("{}: {e}", path.display()))?;
        fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
    };
    let mut formulas = Vec::new();
    for page in &pages {
        let code = match page
            .strip_prefix("problems/")
            .and_then(|p| p.strip_suffix("/README.md"))
        {
            Some(folder) if !folder.contains('/') => Some(read(root, &format!("problems/{folder}/src/main.rs"))?),
            _ => None,
        };
        let text = expand(page, &read(root, page)?, code.as_deref())?;
        formulas.push((page.clone(), math::formulas(page, &text)?));
        write(&src.join(page), text.as_bytes())?;
    }
    for file in &files {
        let bytes = fs::read(root.join(file)).map_err(|e| format!("{}: {e}", file.display()))?;
        write(&src.join(file), &bytes)?;
    }
    write(&src.join("SUMMARY.md"), summary.as_bytes())?;
    write(&out.join("formulas.json"), formulas_json(&formulas).as_bytes())?;
    for (from, to) in [(CONFIG, "book.toml"), (CSS, "book.css"), (JS, "book.js")] {
        let bytes = fs::read(root.join(from)).map_err(|e| format!("{from}: {e}"))?;
        write(&out.join(to), &bytes)?;
    }
    Ok(Staged {
        pages: pages.len(),
        files: files.len(),
        formulas,
    })
}

/// The book's mdbook configuration, copied into the staged folder.
pub const CONFIG: &str = "shared/pack/book/book.toml";

/// The book's own stylesheet (links, parts, tables, scroll cues), listed
/// in the configuration's `additional-css`.
pub const CSS: &str = "shared/pack/book/book.css";

/// The book's own script (it marks a block wider than its column with a
/// scroll cue), the configuration's `additional-js`.
pub const JS: &str = "shared/pack/book/book.js";

/// The mdbook release the pack builds with (`.ci/run` installs it).
pub const MDBOOK: &str = "0.5.4";

/// The command that installs mdbook as the book needs it (its search, not
/// its server: the default features take minutes longer to build).
pub fn install_mdbook() -> String {
    format!("cargo install mdbook --locked --version {MDBOOK} --no-default-features --features search")
}

/// The command that installs mdbook-katex.
pub fn install_mdbook_katex() -> String {
    format!("cargo install mdbook-katex --locked --version {}", math::MDBOOK_KATEX)
}
