//! The study book's contents are current (generated from the registry and
//! LEARN.md's parts, every page once), its staged source holds every page
//! and every file a page links, a bad link is refused by name, and the
//! mdbook version is pinned in one place and installed as pinned. The
//! built site is tested in a browser by `scripts/book.sh --test` (CI).

use pack::{book, problems};
use sglab::meta;
use std::fs;
use std::path::{Path, PathBuf};

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A fresh folder under the system's temporary folder.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sg-book-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn the_contents_list_every_problem_once_under_its_learn_md_part() {
    let root = meta::root();
    let learn = read(&root.join("LEARN.md"));
    let parts = book::parts(&learn).unwrap();
    let summary = book::summary(&root).unwrap();
    let pages = book::pages(&summary);
    assert_eq!(&pages[..2], ["README.md", "LEARN.md"]);
    let folders: Vec<String> = problems::all().iter().map(|p| p.meta().folder.clone()).collect();
    let write_ups: Vec<String> = folders.iter().map(|f| format!("problems/{f}/README.md")).collect();
    assert_eq!(pages[2..2 + write_ups.len()], write_ups[..], "write-ups in study order");
    let docs = &pages[2 + write_ups.len()..];
    let mut on_disk: Vec<String> = fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|e| format!("docs/{}", e.unwrap().file_name().to_string_lossy()))
        .filter(|p| p.ends_with(".md"))
        .collect();
    on_disk.sort();
    assert_eq!(docs, on_disk, "every docs page, in name order");
    // One heading per part, the part's problems right under it.
    let mut rest = summary.as_str();
    for part in &parts {
        let heading = format!("\n# {}\n\n", part.title);
        let at = rest
            .find(&heading)
            .unwrap_or_else(|| panic!("no part heading {heading:?}"));
        rest = &rest[at + heading.len()..];
        for folder in &part.folders {
            let line = format!("](problems/{folder}/README.md)\n");
            assert!(rest.starts_with("- [") && rest.split('\n').next().unwrap().ends_with(line.trim_end()));
            rest = &rest[rest.find('\n').unwrap() + 1..];
        }
    }
    assert_eq!(parts.len(), 9, "LEARN.md's path has nine parts");
    assert_eq!(parts[0].title, "1. Values, sums, periodicity");
}

#[test]
fn learn_md_parts_are_read_from_its_bold_part_lines_and_numbered_items() {
    let learn = "intro\n\n**1. First part.** text\n\n1. [A](problems/a-x/README.md): a\n   more\n\
                 2. [B](problems/b-y/README.md)\n\n**2. Second.**\n\n3. [C](problems/c-z/README.md)\n";
    let parts = book::parts(learn).unwrap();
    let got: Vec<(&str, Vec<&str>)> = parts
        .iter()
        .map(|p| (p.title.as_str(), p.folders.iter().map(String::as_str).collect()))
        .collect();
    assert_eq!(got, [("1. First part", vec!["a-x", "b-y"]), ("2. Second", vec!["c-z"])]);
    assert!(book::parts("1. [A](problems/a/README.md)\n")
        .unwrap_err()
        .contains("before the first part"));
}

#[test]
fn links_outside_code_are_found_without_their_anchors() {
    let page = "See [x](../a/README.md#proof) and ![fig](p.svg), [web](https://e.org/),\n\
                [here](#claim), <img src=\"q.svg\" alt=\"q\">.\n```text\n[not](code.md)\n```\n";
    assert_eq!(book::links(page), ["../a/README.md", "p.svg", "q.svg"]);
}

#[test]
fn staging_copies_every_page_and_every_linked_file() {
    let root = meta::root();
    let out = scratch("stage");
    let (pages, files) = book::stage(&root, &out).unwrap();
    let summary = read(&out.join("src/SUMMARY.md"));
    let listed = book::pages(&summary);
    assert_eq!(pages, listed.len());
    for page in &listed {
        assert_eq!(read(&out.join("src").join(page)), read(&root.join(page)), "{page}");
    }
    let linked = book::linked_files(&root, &listed).unwrap();
    assert_eq!(files, linked.len());
    assert!(linked.contains(Path::new("docs/kayles.svg")), "{linked:?}");
    for file in &linked {
        assert!(out.join("src").join(file).is_file(), "{}", file.display());
    }
    assert_eq!(read(&out.join("book.toml")), read(&root.join(book::CONFIG)));
    fs::remove_dir_all(&out).unwrap();
}

#[test]
fn a_link_to_a_missing_file_or_to_markdown_outside_the_book_is_refused_by_name() {
    let root = scratch("links");
    fs::create_dir_all(root.join("docs")).unwrap();
    fs::write(root.join("docs/notes.md"), "x").unwrap();
    fs::write(root.join("docs/fig.svg"), "<svg/>").unwrap();
    let try_page = |text: &str| {
        fs::write(root.join("docs/page.md"), text).unwrap();
        book::linked_files(&root, &["docs/page.md".to_string()])
    };
    let ok = try_page("![f](fig.svg) [self](page.md#top)").unwrap();
    assert_eq!(ok.into_iter().collect::<Vec<_>>(), [PathBuf::from("docs/fig.svg")]);
    assert_eq!(
        try_page("[n](notes.md)").unwrap_err(),
        "docs/page.md: link \"notes.md\" is not a page of the book"
    );
    assert_eq!(
        try_page("![g](gone.svg)").unwrap_err(),
        "docs/page.md: link \"gone.svg\" is not a file"
    );
    assert!(try_page("[up](../../x.svg)")
        .unwrap_err()
        .contains("leaves the repository"));
    fs::remove_dir_all(&root).unwrap();
}

/// The mdbook release lives in `pack::book::MDBOOK`; CI installs exactly
/// it and the README's optional command says it.
#[test]
fn ci_and_the_readme_install_the_pinned_mdbook() {
    let root = meta::root();
    let install = format!("cargo install mdbook --locked --version {}", book::MDBOOK);
    for file in [".ci/run", "README.md"] {
        assert!(
            read(&root.join(file)).contains(&install),
            "{file} does not say `{install}`"
        );
    }
    assert!(read(&root.join(".ci/run")).contains("scripts/book.sh --test"));
}
