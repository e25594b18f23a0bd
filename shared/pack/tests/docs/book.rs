//! The study book's contents are current (generated from the registry and
//! LEARN.md's parts, every page once, English names first), its staged
//! source holds every page (a write-up's code folded in) and every file a
//! page links, a bad link is refused by name, and mdbook and mdbook-katex
//! are pinned in one place and installed as pinned. The math is tested in
//! book_math.rs. The built site is tested in a browser by
//! `scripts/book.sh --test` (CI).

use pack::book::{self, math};
use pack::problems;
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
fn the_contents_list_every_page_once_and_every_problem_under_its_learn_md_part() {
    let root = meta::root();
    let learn = read(&root.join("LEARN.md"));
    let parts = book::parts(&learn).unwrap();
    let summary = book::summary(&root).unwrap();
    let pages = book::pages(&summary);
    assert_eq!(pages[0], book::START, "the front page first");
    assert_eq!(pages[1..4], book::LEARN, "then the pages that teach");
    let metas: Vec<meta::Meta> = problems::all().iter().map(|p| p.meta().clone()).collect();
    let write_ups: Vec<String> = metas
        .iter()
        .map(|m| format!("problems/{}/README.md", m.folder))
        .collect();
    let after = 4 + write_ups.len();
    assert_eq!(pages[4..after], write_ups[..], "write-ups in study order");
    assert_eq!(pages[after..after + 3], book::OWN_GAMES, "then games of your own");
    assert_eq!(pages[after + 3], book::DEVELOPERS, "then the developers' README");
    let mut on_disk: Vec<String> = fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|e| format!("docs/{}", e.unwrap().file_name().to_string_lossy()))
        .filter(|p| p.ends_with(".md"))
        .collect();
    on_disk.sort();
    let mut docs: Vec<String> = pages.iter().filter(|p| p.starts_with("docs/")).cloned().collect();
    let rest = &pages[after + 4..];
    assert!(
        rest.windows(2).all(|w| w[0] < w[1]),
        "the other docs pages in name order: {rest:?}"
    );
    docs.sort();
    assert_eq!(docs, on_disk, "every docs page once");
    // One heading per part, its problems right under it, numbered along
    // the path as the README's table numbers them.
    let mut rest = summary.as_str();
    let mut number = 0;
    for (i, part) in parts.iter().enumerate() {
        let name = part.title.split_once(". ").unwrap().1;
        let heading = format!("\n# Part {}: {name}\n\n", i + 1);
        let at = rest
            .find(&heading)
            .unwrap_or_else(|| panic!("no part heading {heading:?}"));
        rest = &rest[at + heading.len()..];
        for folder in &part.folders {
            number += 1;
            let m = &metas[number - 1];
            assert_eq!(&m.folder, folder);
            let line = format!("- [{}](problems/{folder}/README.md)\n", book::contents_title(number, m));
            assert!(rest.starts_with(&line), "{line:?} next in {rest:?}");
            rest = &rest[line.len()..];
        }
    }
    assert_eq!(parts.len(), 9, "LEARN.md's path has nine parts");
    assert_eq!(parts[0].title, "1. Values, sums, periodicity");
}

/// The English name comes first in the contents, so a reader without a
/// CJK font still reads every title; the judge's title stays beside it.
#[test]
fn every_contents_title_starts_with_its_number_and_english_name() {
    let cjk = |c: char| matches!(c, '\u{3000}'..='\u{30ff}' | '\u{3400}'..='\u{9fff}' | '\u{ff00}'..='\u{ffef}');
    for (i, p) in problems::all().iter().enumerate() {
        let m = p.meta();
        let title = book::contents_title(i + 1, m);
        let english = format!("{}. {} · ", i + 1, m.english);
        assert!(title.starts_with(&english), "{title:?}");
        assert!(
            !m.english.chars().any(cjk) && m.english != "TODO",
            "{}: english = {:?}",
            m.folder,
            m.english
        );
        let judge = &title[english.len()..];
        // The judge's title, less the English name where it holds it.
        let words = |s: &str| s.split_whitespace().map(str::to_string).collect::<Vec<_>>();
        let judge_words = words(judge);
        assert!(
            judge_words.iter().all(|w| m.title.contains(w.as_str())) && !judge.is_empty(),
            "{title:?} from {:?}",
            m.title
        );
    }
    let wythoff = problems::all()
        .iter()
        .find(|p| p.meta().bin == "luogu2252")
        .unwrap()
        .meta()
        .clone();
    assert_eq!(
        book::contents_title(14, &wythoff),
        "14. Wythoff's game · Luogu P2252 [SHOI2002] 取石子游戏"
    );
    let sharti = problems::all()
        .iter()
        .find(|p| p.meta().bin == "cf494e")
        .unwrap()
        .meta()
        .clone();
    assert_eq!(book::contents_title(27, &sharti), "27. Sharti · Codeforces 494E");
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
fn staging_copies_every_page_expanded_and_every_linked_file_and_counts_the_formulas() {
    let root = meta::root();
    let out = scratch("stage");
    let staged = book::stage(&root, &out).unwrap();
    let summary = read(&out.join("src/SUMMARY.md"));
    let listed = book::pages(&summary);
    assert_eq!(staged.pages, listed.len());
    let json = read(&out.join("formulas.json"));
    let mut folded = 0;
    for (page, (counted, n)) in listed.iter().zip(&staged.formulas) {
        assert_eq!(page, counted);
        let original = read(&root.join(page));
        let shown = read(&out.join("src").join(page));
        let code = page
            .strip_suffix("/README.md")
            .filter(|p| p.starts_with("problems/"))
            .map(|dir| read(&root.join(dir).join("src/main.rs")));
        assert_eq!(shown, book::expand(page, &original, code.as_deref()).unwrap(), "{page}");
        assert!(!shown.contains(book::SOLUTION_MARKER), "{page}");
        if original.contains(book::SOLUTION_MARKER) {
            assert!(
                shown.contains(code.as_deref().unwrap().trim_end()),
                "{page}: its src/main.rs"
            );
            folded += 1;
        }
        assert_eq!(*n, math::formulas(page, &shown).unwrap(), "{page}");
        let row = format!("{:?}: {n}", book::html_of(page));
        assert!(json.contains(&row), "formulas.json has no {row}");
    }
    let total: usize = staged.formulas.iter().map(|(_, n)| n).sum();
    assert!(json.contains(&format!("\"print.html\": {total}\n")), "{json}");
    assert!(
        json.contains(&format!("\"index.html\": {},", staged.formulas[0].1)),
        "{json}"
    );
    assert!(
        staged.formulas[0].1 > 0,
        "the front page holds a formula, so the browser test sees KaTeX's fonts load"
    );
    eprintln!("{folded} write-ups fold their src/main.rs");
    let linked = book::linked_files(&root, &listed).unwrap();
    assert_eq!(staged.files, linked.len());
    assert!(linked.contains(Path::new("docs/kayles.svg")), "{linked:?}");
    for file in &linked {
        assert!(out.join("src").join(file).is_file(), "{}", file.display());
    }
    for (from, to) in [
        (book::CONFIG, "book.toml"),
        (book::CSS, "book.css"),
        (book::JS, "book.js"),
    ] {
        assert_eq!(read(&out.join(to)), read(&root.join(from)));
    }
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

/// The mdbook and mdbook-katex releases live in `pack::book`; CI installs
/// exactly them and the README's book line says both.
#[test]
fn ci_and_the_readme_install_the_pinned_mdbook_and_mdbook_katex() {
    let root = meta::root();
    for install in [book::install_mdbook(), book::install_mdbook_katex()] {
        for file in [".ci/run", "README.md"] {
            assert!(
                read(&root.join(file)).contains(&install),
                "{file} does not say `{install}`"
            );
        }
    }
    let ci = read(&root.join(".ci/run"));
    assert!(ci.contains("scripts/book.sh --test"));
    assert!(
        ci.contains("fonts-wqy-microhei"),
        "the CJK font of the browser test's first run"
    );
}
