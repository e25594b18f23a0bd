//! What the sources and documents cite, checked against the tree: every
//! file path in a source file's header comment, a write-up, README.md,
//! LEARN.md or docs/ exists, and every test or function name a document
//! quotes is defined; no two source files of a crate import each other,
//! directly or through a loop; sglab names no problem folder.

use sglab::meta;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Every file below `dir` whose name ends with `ext`, skipping `target`.
fn files(dir: &Path, ext: &str, found: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir).unwrap().flatten().map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if name != "target" && !name.starts_with('.') {
                files(&path, ext, found);
            }
        } else if name.ends_with(ext) {
            found.push(path);
        }
    }
}

fn tree(ext: &str) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for top in ["problems", "shared", "docs", "scripts"] {
        files(&meta::root().join(top), ext, &mut found);
    }
    if ext == ".md" {
        found.extend(["README.md", "LEARN.md"].iter().map(|f| meta::root().join(f)));
    }
    found
}

/// What the tools write when they run (a judge's counterexample, build
/// script output): cited by name, never in the tree.
const WRITTEN: [&str; 6] = [
    "counterexample.in",
    "expected.out",
    "got.out",
    "registry.rs",
    "problem_tests.rs",
    "problem_figures.rs",
];

/// Whether `word` reads as a path the tree should hold: a file name with
/// an extension the pack uses, or a folder ending in `/`; not a URL, a
/// pattern, a placeholder or something the tools write.
fn is_path(word: &str) -> bool {
    const EXTENSIONS: [&str; 11] = [
        ".rs", ".md", ".sh", ".py", ".c", ".cpp", ".toml", ".svg", ".in", ".out", ".tmpl",
    ];
    let pattern = word.contains(['<', '>', '*', '{', '}', '$', '|', '(', ')', ':', '='])
        || word.contains("...")
        || word.contains("NAME")
        || word.contains("FOLDER")
        || word.starts_with("target/")
        || word.starts_with('-')
        || word.starts_with('/')
        || word.starts_with("./")
        || WRITTEN.contains(&word);
    let file = EXTENSIONS.iter().any(|e| word.ends_with(e) && word.len() > e.len());
    let folder = word.ends_with('/') && word.len() > 1;
    (file || folder) && !pattern
}

/// The folders a path in `file` may be relative to: the file's own, its
/// package's (the nearest with a Cargo.toml) and that package's test
/// folders, the repository's root, its golden files' folder (for a
/// write-up), and any problem's folder (for a generic `lab.rs` or
/// `tests/special.rs`).
fn bases(file: &Path) -> Vec<PathBuf> {
    let mut bases = vec![file.parent().unwrap().to_path_buf(), meta::root()];
    let mut dir = file.parent();
    while let Some(d) = dir {
        if d.join("Cargo.toml").exists() {
            bases.push(d.to_path_buf());
            bases.push(d.join("tests/fixtures"));
            break;
        }
        dir = d.parent();
    }
    if let Some(problem) = file.parent().and_then(|d| d.file_name()) {
        bases.push(meta::root().join("testdata").join(problem));
    }
    bases.extend(meta::all().unwrap().into_iter().map(|m| m.dir));
    bases
}

/// The words of `text` that read as paths (`is_path`), trimmed of
/// punctuation around them.
fn cited_paths(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || c == '`' || c == '[' || c == ']' || c == ',' || c == ';' || c == '"')
        .map(|w| {
            let w = w.trim_end_matches(['.', ',', ')', ':', ';', '\'']);
            w.trim_start_matches(['(', '\''])
        })
        .map(|w| w.split('#').next().unwrap().to_string())
        .filter(|w| is_path(w))
        .collect()
}

/// The leading comment block of a source file.
fn header(source: &str) -> String {
    source
        .lines()
        .take_while(|l| l.trim_start().starts_with("//") || l.trim().is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// A line naming another repository's files (an address, or a commit of
/// 40 hex digits, as the benchmark page names a peer) is not about this
/// tree: `text` without such lines.
fn about_this_tree(text: &str) -> String {
    let other = |l: &str| {
        l.contains("://")
            || l.contains("github.com")
            || l.split(|c: char| !c.is_ascii_alphanumeric())
                .any(|w| w.len() == 40 && w.bytes().all(|b| b.is_ascii_hexdigit()))
    };
    text.lines().filter(|l| !other(l)).collect::<Vec<_>>().join("\n")
}

fn missing_paths(file: &Path, text: &str) -> Vec<String> {
    let bases = bases(file);
    cited_paths(&about_this_tree(text))
        .into_iter()
        .filter(|p| !bases.iter().any(|b| b.join(p).exists()))
        .map(|p| format!("{}: {p}", meta::shown(file)))
        .collect()
}

#[test]
fn every_path_a_source_header_cites_exists() {
    let mut missing = Vec::new();
    for file in tree(".rs") {
        let source = fs::read_to_string(&file).unwrap();
        missing.extend(missing_paths(&file, &header(&source)));
    }
    assert!(
        missing.is_empty(),
        "headers cite files that do not exist:\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_path_a_document_cites_exists() {
    let mut missing = Vec::new();
    for file in tree(".md") {
        let text = fs::read_to_string(&file).unwrap();
        // Only what a document marks as inline code or links to: its
        // fenced blocks are sessions and tables, not citations.
        let text: String = text.split("```").step_by(2).collect::<Vec<_>>().join("\n");
        let text = about_this_tree(&text);
        let mut cited = String::new();
        for (i, part) in text.split('`').enumerate() {
            if i % 2 == 1 {
                cited += part;
                cited.push('\n');
            }
        }
        for link in text.split("](").skip(1) {
            cited += link.split(')').next().unwrap();
            cited.push('\n');
        }
        missing.extend(missing_paths(&file, &cited));
    }
    assert!(
        missing.is_empty(),
        "documents cite files that do not exist:\n{}",
        missing.join("\n")
    );
}

/// Every word of the Rust, TOML and shell sources.
fn source_words() -> BTreeSet<String> {
    let mut words = BTreeSet::new();
    for ext in [".rs", ".toml", ".sh", ".tmpl"] {
        for file in tree(ext) {
            let text = fs::read_to_string(&file).unwrap();
            words.extend(
                text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .filter(|w| w.contains('_'))
                    .map(str::to_string),
            );
        }
    }
    words
}

#[test]
fn every_test_or_function_name_a_document_quotes_is_defined() {
    let words = source_words();
    let mut missing = Vec::new();
    for file in tree(".md") {
        let text = fs::read_to_string(&file).unwrap();
        for (i, part) in text.split('`').enumerate() {
            let name = part.trim_end_matches("()");
            let identifier = name.len() > 3
                && name.contains('_')
                && name.starts_with(|c: char| c.is_ascii_lowercase())
                && name
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
            if i % 2 == 1 && identifier && !words.contains(name) {
                missing.push(format!("{}: {name}", meta::shown(&file)));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "documents quote names no source defines:\n{}",
        missing.join("\n")
    );
}

/// A crate's modules: module path (`["judge", "phases"]`) to its file.
fn modules(root: &Path) -> BTreeMap<Vec<String>, PathBuf> {
    let mut found = BTreeMap::new();
    let mut todo = vec![(Vec::new(), root.to_path_buf())];
    while let Some((path, file)) = todo.pop() {
        let source = fs::read_to_string(&file).unwrap();
        let dir = if file.ends_with("lib.rs") || file.ends_with("mod.rs") || file.ends_with("main.rs") {
            file.parent().unwrap().to_path_buf()
        } else {
            file.with_extension("")
        };
        let mut explicit: Option<String> = None;
        for line in source.lines().map(str::trim) {
            if let Some(p) = line.strip_prefix("#[path = \"").and_then(|l| l.strip_suffix("\"]")) {
                explicit = Some(p.to_string());
                continue;
            }
            let decl = ["pub mod ", "pub(crate) mod ", "mod "]
                .iter()
                .find_map(|p| line.strip_prefix(p));
            if let Some(name) = decl.and_then(|d| d.strip_suffix(';')) {
                let child = match explicit.take() {
                    // A `#[path]` is relative to the declaring file's own
                    // folder, whatever kind of file declares it.
                    Some(p) => file.parent().unwrap().join(p),
                    None if dir.join(format!("{name}.rs")).exists() => dir.join(format!("{name}.rs")),
                    None => dir.join(name).join("mod.rs"),
                };
                let mut child_path = path.clone();
                child_path.push(name.to_string());
                todo.push((child_path, child));
            } else if !line.starts_with("#[") {
                explicit = None;
            }
        }
        found.insert(path, file);
    }
    found
}

/// The paths `source` names (`use` trees expanded, and `crate::`,
/// `super::` and `self::` paths in code), comments and strings left out.
fn named_paths(source: &str) -> Vec<String> {
    // A file's unit tests (`#[cfg(test)] mod tests` at its end) may use
    // anything of their file: not the file's imports.
    let code: String = source
        .lines()
        .take_while(|l| !l.starts_with("#[cfg(test)]"))
        .filter(|l| !l.trim_start().starts_with("//"))
        .map(|l| {
            // Drop string literals (a path in a message is no import).
            let mut out = String::new();
            let mut in_string = false;
            let mut escaped = false;
            for c in l.chars() {
                match (in_string, c) {
                    (true, '\\') if !escaped => escaped = true,
                    (true, '"') if !escaped => in_string = false,
                    (false, '"') => in_string = true,
                    (false, c) => out.push(c),
                    _ => escaped = false,
                }
                if c != '\\' {
                    escaped = false;
                }
            }
            out + "\n"
        })
        .collect();
    let mut paths = Vec::new();
    for statement in code.split(';') {
        let statement = statement.trim();
        let body = statement
            .strip_prefix("use ")
            .or_else(|| statement.strip_prefix("pub use "))
            .or_else(|| statement.strip_prefix("pub(crate) use "))
            .or_else(|| statement.strip_prefix("pub(super) use "));
        if let Some(body) = body.and_then(|b| b.rsplit("\nuse ").next()) {
            expand("", &body.split_whitespace().collect::<String>(), &mut paths);
        }
    }
    for start in ["crate::", "super::", "self::"] {
        for (at, _) in code.match_indices(start) {
            let before = code[..at].chars().last();
            if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':' || c == '$') {
                continue;
            }
            let path: String = code[at..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            paths.push(path);
        }
    }
    paths
}

/// `prefix` joined with each path of the `use` tree `tree`.
fn expand(prefix: &str, tree: &str, out: &mut Vec<String>) {
    let Some(open) = tree.find('{') else {
        out.push(format!("{prefix}{tree}"));
        return;
    };
    let (head, rest) = tree.split_at(open);
    let inner = &rest[1..rest.len() - 1];
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                expand(&format!("{prefix}{head}"), &inner[start..i], out);
                start = i + 1;
            }
            _ => {}
        }
    }
    if start < inner.len() {
        expand(&format!("{prefix}{head}"), &inner[start..], out);
    }
}

/// The module a path written in module `at` leads to: the deepest module
/// its segments name (an item's path leads to the module defining or
/// re-exporting it). `None` for a path outside the crate.
fn resolve(at: &[String], path: &str, known: &BTreeMap<Vec<String>, PathBuf>) -> Option<Vec<String>> {
    let mut segments = path.split("::").filter(|s| !s.is_empty()).peekable();
    let mut module: Vec<String> = match *segments.peek()? {
        "crate" => Vec::new(),
        "self" => at.to_vec(),
        "super" => at.to_vec(),
        first if known.contains_key(&[at, &[first.to_string()]].concat()) => at.to_vec(),
        _ => return None,
    };
    while let Some(&s) = segments.peek() {
        match s {
            "crate" | "self" => {}
            "super" => {
                module.pop()?;
            }
            name => {
                let mut deeper = module.clone();
                deeper.push(name.to_string());
                if !known.contains_key(&deeper) {
                    break;
                }
                module = deeper;
            }
        }
        segments.next();
    }
    Some(module)
}

/// A loop of files in `crate_root`'s crate, each importing the next.
fn import_loop(crate_root: &Path) -> Option<Vec<String>> {
    let known = modules(crate_root);
    let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (module, file) in &known {
        let source = fs::read_to_string(file).unwrap();
        for path in named_paths(&source) {
            match resolve(module, &path, &known) {
                Some(target) if &target != module => {
                    edges.entry(module.clone()).or_default().insert(target);
                }
                _ => {}
            }
        }
    }
    // Depth-first search for a cycle.
    fn visit(
        at: &Vec<String>,
        edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        state: &mut BTreeMap<Vec<String>, u8>,
        stack: &mut Vec<Vec<String>>,
    ) -> Option<Vec<Vec<String>>> {
        state.insert(at.clone(), 1);
        stack.push(at.clone());
        for next in edges.get(at).into_iter().flatten() {
            match state.get(next) {
                Some(1) => {
                    let from = stack.iter().position(|m| m == next).unwrap();
                    let mut cycle = stack[from..].to_vec();
                    cycle.push(next.clone());
                    return Some(cycle);
                }
                Some(_) => {}
                None => {
                    if let Some(cycle) = visit(next, edges, state, stack) {
                        return Some(cycle);
                    }
                }
            }
        }
        stack.pop();
        state.insert(at.clone(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for module in known.keys() {
        if !state.contains_key(module) {
            if let Some(cycle) = visit(module, &edges, &mut state, &mut Vec::new()) {
                return Some(cycle.iter().map(|m| meta::shown(&known[m])).collect());
            }
        }
    }
    None
}

#[test]
fn no_two_source_files_import_each_other_even_through_a_loop() {
    for krate in [
        "shared/sg/src/lib.rs",
        "shared/sglab/src/lib.rs",
        "shared/pack/src/lib.rs",
    ] {
        if let Some(cycle) = import_loop(&meta::root().join(krate)) {
            panic!(
                "{krate}: these files import each other in a loop:\n{}",
                cycle.join("\n -> ")
            );
        }
    }
}

#[test]
fn the_loop_finder_finds_a_loop() {
    // A crate whose two modules import each other (one through its parent).
    let dir = meta::root().join("target/tmp/import-loop");
    fs::create_dir_all(dir.join("a")).unwrap();
    fs::write(dir.join("lib.rs"), "mod a;\nmod b;\n").unwrap();
    fs::write(dir.join("a/mod.rs"), "mod inner;\npub use inner::X;\npub struct Y;\n").unwrap();
    fs::write(dir.join("a/inner.rs"), "use crate::b::Z;\npub struct X;\n").unwrap();
    fs::write(dir.join("b.rs"), "use crate::a::{\n    Y,\n};\npub struct Z;\n").unwrap();
    let cycle = import_loop(&dir.join("lib.rs")).expect("a loop");
    assert!(cycle.iter().any(|f| f.ends_with("b.rs")), "{cycle:?}");
    fs::write(dir.join("b.rs"), "pub struct Z;\n").unwrap();
    assert_eq!(import_loop(&dir.join("lib.rs")), None);
}

#[test]
fn sglab_names_no_problem_folder() {
    let folders: Vec<String> = meta::all().unwrap().into_iter().map(|m| m.folder).collect();
    let mut named = Vec::new();
    let mut found = Vec::new();
    files(&meta::root().join("shared/sglab"), "", &mut found);
    for file in found {
        let Ok(text) = fs::read_to_string(&file) else { continue };
        for folder in &folders {
            if text.contains(folder.as_str()) {
                named.push(format!("{}: {folder}", meta::shown(&file)));
            }
        }
    }
    assert!(named.is_empty(), "sglab names problem folders:\n{}", named.join("\n"));
}
