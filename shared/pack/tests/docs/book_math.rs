//! The book's math and folded code: formulas are counted as mdbook-katex
//! renders them and a stray `$` is refused by page and line; a write-up's
//! `<!-- solution-code -->` line becomes its folded code; KaTeX's
//! stylesheet and fonts are staged at the version mdbook-katex renders
//! with, and the configuration serves them instead of a CDN's.

use pack::book::{self, math};
use sglab::meta;
use std::fs;
use std::path::PathBuf;

#[test]
fn formulas_are_counted_outside_code_inline_and_displayed() {
    let page = "Say $a$ and $g(A) \\oplus b$, costs `$5` and ``a ` $ b``.\n\
                \n\
                $$\n\
                g(A + B) = g(A) \\oplus g(B)\n\
                $$\n\
                \n\
                ```sh\n\
                echo $HOME\n\
                ```\n\
                An escaped \\$ is no delimiter; ~~~ fences too:\n\
                ~~~\n\
                $ cargo test\n\
                ~~~\n\
                | $\\lvert x \\rvert$ | $*3$ |\n";
    assert_eq!(math::formulas("p.md", page), Ok(5));
    assert_eq!(math::formulas("p.md", "no math here, `$` in code\n"), Ok(0));
}

#[test]
fn a_stray_dollar_is_refused_by_page_and_line() {
    let unpaired = math::formulas("docs/x.md", "fine $a$\nit costs $5 today\n").unwrap_err();
    assert!(
        unpaired.starts_with("docs/x.md:2: a `$` left unpaired on its line (column 10)"),
        "{unpaired}"
    );
    // One stray `$` on a line pairs with the next line's: refused, though
    // the page holds an even number.
    assert!(math::formulas("p.md", "a $x\ny$ b\n")
        .unwrap_err()
        .starts_with("p.md:1:"));
    let inline_display = math::formulas("p.md", "\n$$x$$\n").unwrap_err();
    assert!(
        inline_display.starts_with("p.md:2: `$$` must stand alone"),
        "{inline_display}"
    );
    let open = math::formulas("p.md", "a\n$$\nx\n").unwrap_err();
    assert_eq!(open, "p.md:2: a `$$` display is never closed");
    // A dollar in an unclosed code span is text, as Markdown reads it.
    assert!(math::formulas("p.md", "a ` b $ c\n").is_err());
}

#[test]
fn the_solution_marker_becomes_the_folded_code_and_only_in_a_write_up() {
    let page = "## Algorithm\n\nSee [`src/main.rs`](src/main.rs).\n\n<!-- solution-code -->\n\n## Next\n";
    let code = "//! A header with ```rust``` in it.\nfn main() {}\n";
    let shown = book::expand("problems/a-b/README.md", page, Some(code)).unwrap();
    let expected = "## Algorithm\n\nSee [`src/main.rs`](src/main.rs).\n\n<details>\n\
                    <summary>The solution's code (<code>src/main.rs</code>)</summary>\n\n\
                    ````rust\n//! A header with ```rust``` in it.\nfn main() {}\n````\n\n</details>\n\n## Next\n";
    assert_eq!(shown, expected);
    // The code's `$` are inside the fence: no formula.
    let dollars = book::expand("w.md", page, Some("macro_rules! m { ($x:expr) => {} }\n")).unwrap();
    assert_eq!(math::formulas("w.md", &dollars), Ok(0));
    assert_eq!(book::expand("LEARN.md", "a\n", None).unwrap(), "a\n");
    assert_eq!(
        book::expand("LEARN.md", page, None).unwrap_err(),
        "LEARN.md:5: <!-- solution-code --> outside a write-up"
    );
    let twice = format!("{page}<!-- solution-code -->\n");
    assert!(book::expand("w.md", &twice, Some(code))
        .unwrap_err()
        .contains("a second"));
}

/// A fresh folder under the system's temporary folder.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sg-katex-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn katex_is_staged_from_its_package_at_the_pinned_version() {
    let dist = scratch("dist");
    fs::create_dir_all(dist.join("fonts")).unwrap();
    let css = |version: &str| {
        format!(
            "@font-face{{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main-Regular.woff2) format(\"woff2\"),\
             url(fonts/KaTeX_Main-Regular.woff) format(\"woff\")}}.katex .katex-version:after{{content:\"{version}\"}}"
        )
    };
    fs::write(dist.join("katex.min.css"), css(math::KATEX)).unwrap();
    let out = scratch("out");
    // A font the stylesheet names is missing: refused by name.
    let missing = math::stage_katex(&dist, &out).unwrap_err();
    assert!(missing.contains("KaTeX_Main-Regular.woff2"), "{missing}");
    fs::write(dist.join("fonts/KaTeX_Main-Regular.woff2"), "font").unwrap();
    assert_eq!(math::stage_katex(&dist, &out), Ok(1));
    assert_eq!(fs::read_to_string(out.join("katex.min.css")).unwrap(), css(math::KATEX));
    assert_eq!(
        fs::read_to_string(out.join("src/fonts/KaTeX_Main-Regular.woff2")).unwrap(),
        "font"
    );
    assert!(!out.join("src/fonts/KaTeX_Main-Regular.woff").exists(), "woff2 only");
    fs::write(dist.join("katex.min.css"), css("0.16.9")).unwrap();
    let other = math::stage_katex(&dist, &out).unwrap_err();
    assert!(other.contains("KaTeX 0.16.9, the book needs 0.16.4"), "{other}");
    for dir in [dist, out] {
        fs::remove_dir_all(dir).unwrap();
    }
}

#[test]
fn versions_are_read_from_the_stylesheet_and_from_a_binary() {
    assert_eq!(
        math::css_version(".a{}.katex .katex-version:after{content:\"0.16.4\"}.b{}"),
        Some("0.16.4")
    );
    assert_eq!(math::css_version(".katex{}"), None);
    let binary = b"\0\x01x={version:\"1.2\"};Qn={version:\"0.16.4\",render:Zn}\0";
    assert_eq!(math::embedded_version(binary).as_deref(), Some("0.16.4"));
    assert_eq!(math::embedded_version(b"version:\"0.1\""), None);
}

/// The stylesheet the book serves is the KaTeX that mdbook-katex renders
/// with: the KaTeX compiled into the installed mdbook-katex is
/// `math::KATEX`. Where mdbook-katex is not installed (it is only needed
/// for the book) the check is skipped, except in CI, which installs it.
#[test]
fn the_pinned_katex_is_the_one_mdbook_katex_embeds() {
    let found = std::env::var_os("PATH").and_then(|path| {
        std::env::split_paths(&path)
            .map(|dir| dir.join("mdbook-katex"))
            .find(|p| p.is_file())
    });
    let Some(binary) = found else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI installs mdbook-katex: {}",
            book::install_mdbook_katex()
        );
        eprintln!("mdbook-katex not installed: the pin is checked where it is");
        return;
    };
    let bytes = fs::read(&binary).unwrap();
    assert_eq!(
        math::embedded_version(&bytes).as_deref(),
        Some(math::KATEX),
        "{}",
        binary.display()
    );
}

/// The configuration renders with mdbook-katex, serves no CDN stylesheet
/// and lists KaTeX's own and the book's.
#[test]
fn the_config_serves_katex_itself() {
    let config = fs::read_to_string(meta::root().join(book::CONFIG)).unwrap();
    let table = config
        .split_once("[preprocessor.katex]\n")
        .expect("a [preprocessor.katex] table")
        .1;
    let table = table.split("\n[").next().unwrap();
    assert!(table.lines().any(|l| l.trim() == "no-css = true"), "{table}");
    assert!(config.contains("additional-css = [\"katex.min.css\", \"book.css\"]"));
    assert!(config.contains("additional-js = [\"book.js\"]"));
    assert!(
        config.contains("no-section-label = true"),
        "the contents number the write-ups themselves"
    );
}
