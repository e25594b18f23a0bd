//! Every figure the write-ups show stays exactly what its function (a
//! problem folder's figure.rs, or shared/pack/src/figures/ for the pages')
//! draws from the labs: each committed SVG is
//! compared byte for byte (with `SGLAB_BLESS=1` rewritten instead), is a
//! self-contained picture a code host shows through `<img>` (size, viewBox,
//! white background, nothing fetched), holds as many marks of each kind as
//! its data says, and is linked from its write-up with alt text.

use pack::figures::{all, Entry};
use sglab::meta;
use std::fs;

/// What is wrong with a figure's text, whatever its data.
fn malformed(svg: &str) -> Vec<String> {
    let mut wrong = Vec::new();
    let open = svg.lines().next().unwrap_or("");
    if !svg.starts_with("<svg ") || !svg.ends_with("</svg>\n") {
        wrong.push("does not start with `<svg ` and end with `</svg>` and a newline".to_string());
    }
    for attribute in [
        "xmlns=\"http://www.w3.org/2000/svg\"",
        " width=\"",
        " height=\"",
        " viewBox=\"0 0 ",
    ] {
        if !open.contains(attribute) {
            wrong.push(format!("its opening tag lacks {attribute}"));
        }
    }
    if !svg.lines().nth(1).is_some_and(|l| l.contains("fill=\"white\"")) {
        wrong.push("has no white background first".to_string());
    }
    for fetched in [
        "<script",
        "<style",
        "@import",
        "url(",
        "href=",
        "<image",
        "<foreignObject",
    ] {
        if svg.contains(fetched) {
            wrong.push(format!(
                "holds {fetched} (a code host shows only self-contained pictures)"
            ));
        }
    }
    if svg.matches("<text").count() < 2 {
        wrong.push("has no title and legend or caption inside it".to_string());
    }
    wrong
}

/// The alt text of the write-up's image link to `file`, if it links it.
fn alt_text(write_up: &str, name: &str) -> Option<String> {
    let link = format!("]({name})");
    let line = write_up.lines().find(|l| l.contains(&link) && l.contains("!["))?;
    let start = line.find("![")? + 2;
    Some(line[start..line.find(&link)?].to_string())
}

/// What is wrong with one figure: its text, its counts, its link, and
/// whether the committed file is what the code draws (or, blessing, the
/// file rewritten).
fn check(entry: &Entry, bless: bool) -> Vec<String> {
    let figure = (entry.draw)();
    let mut wrong = malformed(&figure.svg);
    for (pattern, expected) in &figure.counts {
        let drawn = figure.svg.matches(pattern.as_str()).count();
        if drawn != *expected {
            wrong.push(format!("draws {pattern} {drawn} times, the data says {expected}"));
        }
    }
    let write_up_path = meta::root().join(entry.write_up);
    let write_up = fs::read_to_string(&write_up_path).unwrap();
    let folder = std::path::Path::new(entry.write_up).parent().unwrap();
    let relative = std::path::Path::new(entry.file)
        .strip_prefix(folder)
        .unwrap()
        .to_string_lossy()
        .into_owned();
    match alt_text(&write_up, &relative) {
        None => wrong.push(format!("{} has no `![alt text]({relative})`", entry.write_up)),
        Some(alt) if alt.split_whitespace().count() < 4 => {
            wrong.push(format!("{}: the alt text \"{alt}\" says too little", entry.write_up))
        }
        Some(_) => {}
    }
    let path = meta::root().join(entry.file);
    let committed = fs::read_to_string(&path).unwrap_or_default();
    if committed != figure.svg {
        if bless {
            fs::write(&path, &figure.svg).unwrap();
        } else {
            wrong.push(
                "is not what its function draws (rewrite with SGLAB_BLESS=1 cargo test -p pack --test docs figures)"
                    .to_string(),
            );
        }
    }
    wrong.into_iter().map(|w| format!("{}: {w}", entry.file)).collect()
}

#[test]
fn figures_are_what_the_labs_draw() {
    let bless = sglab::suite::blessing();
    let wrong: Vec<String> = all().flat_map(|entry| check(entry, bless)).collect();
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

#[test]
fn figures_checks_catch_a_broken_picture() {
    assert!(malformed("<svg width=\"1\">\n").len() > 3);
    let fetched = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\" viewBox=\"0 0 1 1\">\n\
                   <rect fill=\"white\"/>\n<text>a</text><text>b</text><style>x</style>\n</svg>\n";
    assert_eq!(malformed(fetched).len(), 1);
    assert_eq!(alt_text("![a b c d](x.svg)\n", "x.svg").as_deref(), Some("a b c d"));
    assert_eq!(alt_text("[x](x.svg)\n", "x.svg"), None);
}

/// Every SVG committed in a problem folder or docs/ is some entry's file,
/// so a figure whose `figure.rs` went missing cannot go unchecked.
#[test]
fn every_committed_svg_is_a_figure_entry() {
    let root = meta::root();
    let mut svgs = Vec::new();
    for top in ["docs", "problems"] {
        for entry in fs::read_dir(root.join(top)).unwrap().flatten() {
            let path = entry.path();
            let inside: Vec<std::path::PathBuf> = if path.is_dir() {
                fs::read_dir(&path).unwrap().flatten().map(|e| e.path()).collect()
            } else {
                vec![path]
            };
            svgs.extend(inside.into_iter().filter(|p| p.extension().is_some_and(|e| e == "svg")));
        }
    }
    let files: Vec<std::path::PathBuf> = all().map(|entry| root.join(entry.file)).collect();
    let orphans: Vec<String> = svgs
        .iter()
        .filter(|s| !files.contains(s))
        .map(|s| meta::shown(s))
        .collect();
    assert!(orphans.is_empty(), "SVG files no figure draws: {orphans:?}");
    assert_eq!(svgs.len(), files.len(), "one file per entry: {files:?}");
}
