//! `book [--serve [PORT] | --test]` (behind scripts/book.sh): stages the
//! study book (pack::book) into target/book-src/ and builds it with mdbook
//! into target/book/; `--serve` serves it on localhost, `--test` then runs
//! the browser test (shared/pack/book/browser-test.cjs) in Debian's
//! chromium. Exit 0 on success, 1 when the browser test fails, 2 on a usage
//! or tool error.

use pack::book;
use sglab::meta;
use std::path::{Path, PathBuf};
use std::process::{exit, Command};

const HELP: &str = "\
usage: scripts/book.sh [--serve [PORT] | --test]
Builds the study book into target/book/ (open target/book/index.html): the
README and LEARN.md, then every write-up in the path's order under its part,
then the docs pages. The contents are generated from the registry and
LEARN.md's parts.
  --serve [PORT]  serve it on http://localhost:PORT (default 3000), rebuilt on change
  --test          build it, then load every page in headless chromium: no
                  console error, every internal link and anchor resolves,
                  every image loads, a search finds \"Sprague-Grundy\"; a
                  screenshot goes to target/book-screenshot.png
Needs mdbook (cargo install mdbook --locked --version MDBOOK); --test also
needs node, npm and /usr/bin/chromium (Debian's package chromium).
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

fn check_mdbook() {
    let wanted = format!("mdbook v{}", book::MDBOOK);
    let install = format!("cargo install mdbook --locked --version {}", book::MDBOOK);
    match Command::new("mdbook").arg("--version").output() {
        Ok(out) if String::from_utf8_lossy(&out.stdout).trim() == wanted => {}
        Ok(out) => fail(format!(
            "found {}, the book is built with {wanted}: {install}",
            String::from_utf8_lossy(&out.stdout).trim()
        )),
        Err(_) => fail(format!("mdbook not found: {install}")),
    }
}

/// Installs the Playwright core library under `dir` unless it is there.
fn playwright(dir: &Path) {
    let wanted = format!("\"version\": \"{PLAYWRIGHT}\"");
    let package = dir.join("node_modules/playwright-core/package.json");
    if std::fs::read_to_string(&package).is_ok_and(|text| text.contains(&wanted)) {
        return;
    }
    std::fs::create_dir_all(dir).unwrap_or_else(|e| fail(format!("{}: {e}", dir.display())));
    let spec = format!("playwright-core@{PLAYWRIGHT}");
    let quiet = ["--no-audit", "--no-fund", "--loglevel=error"];
    if !run(Command::new("npm")
        .args(["install", "--prefix"])
        .arg(dir)
        .arg(&spec)
        .args(quiet))
    {
        fail(format!("npm install {spec} failed"));
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{}", HELP.replace("MDBOOK", book::MDBOOK));
        return;
    }
    let (serve, test) = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        [] => (None, false),
        ["--serve"] => (Some("3000".to_string()), false),
        ["--serve", port] if port.parse::<u16>().is_ok() => (Some(port.to_string()), false),
        ["--test"] => (None, true),
        _ => {
            sglab::errln!(
                "book: unknown arguments {args:?}\n\n{}",
                HELP.replace("MDBOOK", book::MDBOOK)
            );
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
    check_mdbook();
    let source = target.join("book-src");
    let site = target.join("book");
    let (pages, files) = book::stage(&root, &source).unwrap_or_else(|e| fail(e));
    sglab::errln!(
        "book: {pages} pages and {files} linked files staged in {}",
        source.display()
    );
    let verb = if serve.is_some() { "serve" } else { "build" };
    let mut mdbook = Command::new("mdbook");
    mdbook.arg(verb).arg(&source).arg("--dest-dir").arg(&site);
    if let Some(port) = &serve {
        mdbook.args(["--port", port]);
    }
    if !run(&mut mdbook) {
        fail(format!("mdbook {verb} failed"));
    }
    if serve.is_some() {
        return;
    }
    println!("book: built {}", site.join("index.html").display());
    if test {
        let modules = target.join("book-test");
        playwright(&modules);
        let script = root.join("shared/pack/book/browser-test.cjs");
        let shot = target.join("book-screenshot.png");
        let passed = run(Command::new("node")
            .arg(&script)
            .arg(&site)
            .arg(&shot)
            .env("NODE_PATH", modules.join("node_modules")));
        if !passed {
            sglab::errln!("book: the browser test failed");
            exit(1);
        }
    }
}
