//! The study book: the pack's pages as an mdBook source folder. The table of
//! contents is generated here, never typed: the README and LEARN.md first,
//! then one part per part of LEARN.md's path holding its write-ups in the
//! registry's order (titles from each problem's metadata), then the pages of
//! `docs/`. Every page keeps its path, so its relative links work unchanged;
//! each file a page links that is not a page (a figure) is copied beside it,
//! and a link to a file that does not exist, or to a Markdown file that is
//! not a page of the book, is refused by name. `bin/book.rs`
//! (scripts/book.sh) builds the folder with mdbook. Tested by
//! tests/docs/book.rs; the built site by shared/pack/book/browser-test.mjs.

use crate::problems;
use sglab::meta;
use std::collections::BTreeSet;
use std::fs;
use std::path::{Component, Path, PathBuf};

/// The pages before the path's parts, as (path, title in the contents).
const FRONT: [(&str, &str); 2] = [("README.md", "The pack"), ("LEARN.md", "Learning the theory")];

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

/// The `docs/` pages in name order, as (path, their first heading).
fn docs_pages(root: &Path) -> Result<Vec<(String, String)>, String> {
    let dir = root.join("docs");
    let mut names: Vec<String> = fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", meta::shown(&dir)))?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".md"))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let path = format!("docs/{name}");
            let text = read(root, &path)?;
            let title = text
                .lines()
                .find_map(|l| l.strip_prefix("# "))
                .ok_or_else(|| format!("{path}: no `# ` heading"))?;
            Ok((path, title.to_string()))
        })
        .collect()
}

fn read(root: &Path, path: &str) -> Result<String, String> {
    fs::read_to_string(root.join(path)).map_err(|e| format!("{path}: {e}"))
}

/// The book's `SUMMARY.md`. Fails when LEARN.md's path and the registry
/// list different problems or a different order.
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
    let mut text = String::from("# Summary\n\n");
    for (page, title) in FRONT {
        text += &format!("[{title}]({page})\n");
    }
    let mut problems = registry.iter();
    for part in &parts {
        text += &format!("\n# {}\n\n", part.title);
        for m in problems.by_ref().take(part.folders.len()) {
            text += &format!("- [{}](problems/{}/README.md)\n", m.title, m.folder);
        }
    }
    text += "\n# Measurements\n\n";
    for (page, title) in docs_pages(root)? {
        text += &format!("- [{title}]({page})\n");
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

/// Writes the book's source into `out` (emptied first): `book.toml`,
/// `src/SUMMARY.md`, every page at its own path under `src/`, and every
/// file a page links. Returns the number of pages and of linked files.
pub fn stage(root: &Path, out: &Path) -> Result<(usize, usize), String> {
    let summary = summary(root)?;
    let pages = pages(&summary);
    let files = linked_files(root, &pages)?;
    if out.exists() {
        fs::remove_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    }
    let src = out.join("src");
    let copy = |path: &Path| -> Result<(), String> {
        let to = src.join(path);
        fs::create_dir_all(to.parent().unwrap()).map_err(|e| format!("{}: {e}", to.display()))?;
        fs::copy(root.join(path), &to).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(())
    };
    for path in pages.iter().map(PathBuf::from).chain(files.iter().cloned()) {
        copy(&path)?;
    }
    fs::write(src.join("SUMMARY.md"), summary).map_err(|e| format!("SUMMARY.md: {e}"))?;
    let config = root.join(CONFIG);
    fs::copy(&config, out.join("book.toml")).map_err(|e| format!("{CONFIG}: {e}"))?;
    Ok((pages.len(), files.len()))
}

/// The book's mdbook configuration, copied into the staged folder.
pub const CONFIG: &str = "shared/pack/book/book.toml";

/// The mdbook release the pack builds with (`.ci/run` installs it).
pub const MDBOOK: &str = "0.5.4";
