//! `book [--test]` (behind scripts/book.sh): stages the
//! study book (pack::book) into target/book-src/ with KaTeX's stylesheet
//! and fonts (npm's katex, installed under target/book-katex/), and builds
//! it with mdbook and mdbook-katex into target/book/, failing on a formula
//! KaTeX cannot render; `--test` then runs the browser test (shared/pack/book/browser-test.cjs) in Debian's
//! chromium. Exit 0 on success, 1 when the browser test fails, 2 on a usage
//! or tool error.

use pack::book::{self, math};
use sglab::meta;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{exit, Command, Stdio};

const HELP: &str = "\
usage: scripts/book.sh [--test]
Builds the study book into target/book/ (open target/book/index.html): the
front page (START.md), LEARN.md, the results and the practice lists, then
every write-up in the path's order under its part, then the pages on games
of your own and the developers' pages (the README, the other docs/). The
contents are generated from the registry and LEARN.md's parts. Formulas
are rendered at build time (mdbook-katex); the build fails on a `$` left
unpaired on its line or a formula KaTeX cannot render, naming it.
  --test          build it, then load every page in headless chromium: no
                  console error, every internal link and anchor resolves,
                  every image loads, a search finds \"Sprague-Grundy\", no
                  request leaves the local server, each page shows as many
                  formulas as its source holds and no stray `$`, KaTeX's
                  fonts load, no formula is wider than the column, no code
                  block or table is cut without a scroll cue, every title
                  in the contents starts with its English name (with and
                  without a CJK font); screenshots go to
                  target/book-screenshot.png and book-screenshot-no-cjk.png
Needs mdbook and mdbook-katex:
  INSTALL
and node and npm (the build installs npm's katex@KATEX, its stylesheet and
fonts, under target/book-katex/); --test also needs /usr/bin/chromium
(Debian's package chromium) and fonts-wqy-microhei.
exit status: 0 success, 1 the browser test failed, 2 usage or tool error.";

/// The version of Playwright's core library the browser test drives
/// chromium with (installed by npm under target/book-test/).
const PLAYWRIGHT: &str = "1.65.1";

fn fail(message: String) -> ! {
    sglab::errln!("book: {message}");
    exit(2)
}

fn run(command: &mut Command) -> bool {
    match command.status() {
        Ok(status) => status.success(),
        Err(e) => fail(format!("cannot run {:?}: {e}", command.get_program())),
    }
}

fn help() -> String {
    HELP.replace(
        "INSTALL",
        &format!("{}\n  {}", book::install_mdbook(), book::install_mdbook_katex()),
    )
    .replace("KATEX", math::KATEX)
}

/// Fails unless `program --version` says `wanted`.
fn check_version(program: &str, wanted: &str, install: &str) {
    match Command::new(program).arg("--version").output() {
        Ok(out) if String::from_utf8_lossy(&out.stdout).trim() == wanted => {}
        Ok(out) => fail(format!(
            "found {}, the book is built with {wanted}: {install}",
            String::from_utf8_lossy(&out.stdout).trim()
        )),
        Err(_) => fail(format!("{program} not found: {install}")),
    }
}

/// mdbook and mdbook-katex at their pinned versions, the latter rendering
/// with the KaTeX whose stylesheet the book serves.
fn check_tools() {
    check_version("mdbook", &format!("mdbook v{}", book::MDBOOK), &book::install_mdbook());
    let install = book::install_mdbook_katex();
    check_version(
        "mdbook-katex",
        &format!("mdbook-katex {}", math::MDBOOK_KATEX),
        &install,
    );
    let path = which("mdbook-katex").unwrap_or_else(|| fail(format!("mdbook-katex not found on PATH: {install}")));
    let binary = std::fs::read(&path).unwrap_or_else(|e| fail(format!("{}: {e}", path.display())));
    match math::embedded_version(&binary) {
        Some(v) if v == math::KATEX => {}
        found => fail(format!(
            "{} renders with KaTeX {}, the book's stylesheet is KaTeX {}",
            path.display(),
            found.as_deref().unwrap_or("of no version found"),
            math::KATEX
        )),
    }
}

/// The file `program` names on PATH.
fn which(program: &str) -> Option<PathBuf> {
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|dir| dir.join(program))
        .find(|path| path.is_file())
}

/// Installs npm's `package` at `version` under `dir` unless it is there;
/// returns its folder.
fn npm_install(dir: &Path, package: &str, version: &str) -> PathBuf {
    let wanted = format!("\"version\": \"{version}\"");
    let folder = dir.join("node_modules").join(package);
    if std::fs::read_to_string(folder.join("package.json")).is_ok_and(|text| text.contains(&wanted)) {
        return folder;
    }
    std::fs::create_dir_all(dir).unwrap_or_else(|e| fail(format!("{}: {e}", dir.display())));
    let spec = format!("{package}@{version}");
    let quiet = ["--no-audit", "--no-fund", "--loglevel=error"];
    if !run(Command::new("npm")
        .args(["install", "--prefix"])
        .arg(dir)
        .arg(&spec)
        .args(quiet))
    {
        fail(format!("npm install {spec} failed"));
    }
    folder
}

/// Runs mdbook, its error stream passed through line by line; fails when
/// it fails or when mdbook-katex reports a formula it could not render
/// (mdbook-katex keeps the source and mdbook still exits 0).
fn mdbook(command: &mut Command) {
    command.stderr(Stdio::piped());
    let mut child = command
        .spawn()
        .unwrap_or_else(|e| fail(format!("cannot run mdbook: {e}")));
    let mut failed = Vec::new();
    for line in BufReader::new(child.stderr.take().unwrap())
        .lines()
        .map_while(Result::ok)
    {
        eprintln!("{line}");
        if line.contains("Rendering failed") {
            failed.push(line);
        }
    }
    let status = child.wait().unwrap_or_else(|e| fail(format!("mdbook: {e}")));
    if !status.success() {
        fail("mdbook failed".to_string());
    }
    if !failed.is_empty() {
        fail(format!(
            "{} formulas KaTeX could not render (above; mdbook-katex names each)",
            failed.len()
        ));
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{}", help());
        return;
    }
    let test = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        [] => false,
        ["--test"] => true,
        _ => {
            sglab::errln!("book: unknown arguments {args:?}\n\n{}", help());
            exit(2)
        }
    };
    let root = meta::root();
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    let target = if target.is_absolute() {
        target
    } else {
        root.join(target)
    };
    check_tools();
    let source = target.join("book-src");
    let site = target.join("book");
    let staged = book::stage(&root, &source).unwrap_or_else(|e| fail(e));
    let katex = npm_install(&target.join("book-katex"), "katex", math::KATEX);
    let fonts = math::stage_katex(&katex.join("dist"), &source).unwrap_or_else(|e| fail(e));
    let formulas: usize = staged.formulas.iter().map(|(_, n)| n).sum();
    sglab::errln!(
        "book: {} pages ({formulas} formulas), {} linked files and KaTeX {} ({fonts} fonts) staged in {}",
        staged.pages,
        staged.files,
        math::KATEX,
        source.display()
    );
    mdbook(
        Command::new("mdbook")
            .arg("build")
            .arg(&source)
            .arg("--dest-dir")
            .arg(&site),
    );
    println!("book: built {}", site.join("index.html").display());
    if test {
        let modules = target.join("book-test");
        npm_install(&modules, "playwright-core", PLAYWRIGHT);
        let script = root.join("shared/pack/book/browser-test.cjs");
        let shot = target.join("book-screenshot.png");
        let passed = run(Command::new("node")
            .arg(&script)
            .arg(&site)
            .arg(&shot)
            .arg(source.join("formulas.json"))
            .env("NODE_PATH", modules.join("node_modules")));
        if !passed {
            sglab::errln!("book: the browser test failed");
            exit(1);
        }
    }
}
