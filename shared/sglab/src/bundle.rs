//! The single file a learner submits (behind shared/pack/src/bin/bundle.rs,
//! `scripts/bundle.sh`): the solution's `src/main.rs` as written (without its
//! tests), then, inside `mod sg`, only the items of the shared `sg` modules
//! it reaches, without comments, tests or blank lines inside items, indented
//! by two spaces.
//!
//! Modules are reached through `sg::NAME` in the solution and `super::NAME`
//! in the modules kept. Items (free functions, methods of a type's own impl,
//! consts, statics, types) are kept when their name occurs as a word in the
//! solution or in an item kept, until nothing more is added; a trait impl
//! goes with its type, a `use` keeps only the names the kept code mentions.
//! It relies on rustfmt's layout: an item starts at its block's indentation
//! and ends at the `}` (or `;`) there. The output depends only on the
//! sources.

use std::collections::{BTreeMap, BTreeSet};

/// The line `scripts/check.sh` looks for: what follows is the shared part.
pub const MARKER: &str = "// The sg modules this solution uses, from shared/sg/src.";

/// One item of a module: its name (None: kept whenever its module is, such
/// as `use` lines, which are filtered separately) and its lines.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Item {
    name: Option<String>,
    kind: Kind,
    lines: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Kind {
    Use,
    /// A named item (fn, const, static, struct, enum, type, trait).
    Named,
    /// `impl Type { .. }`: its members are items of their own.
    Inherent {
        head: String,
        members: Vec<Item>,
    },
    /// `impl Trait for Type { .. }`: kept whole with its type.
    TraitImpl,
}

/// Everything before the `#[cfg(test)]` module, without trailing blank lines.
pub fn untested(source: &str) -> String {
    let mut lines: Vec<&str> = source.lines().take_while(|l| !l.starts_with("#[cfg(test)]")).collect();
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    lines.join("\n")
}

/// The first line of a module's `//!` header.
fn summary(source: &str) -> &str {
    source.lines().next().and_then(|l| l.strip_prefix("//! ")).unwrap_or("")
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Whether `word` occurs in `text` as a whole word.
fn mentions(text: &str, word: &str) -> bool {
    let bytes = text.as_bytes();
    text.match_indices(word).any(|(i, _)| {
        let end = i + word.len();
        (i == 0 || !is_word_byte(bytes[i - 1])) && (end == bytes.len() || !is_word_byte(bytes[end]))
    })
}

/// Whether `text` names method `name` of type `ty`: `.name`, `ty::name`
/// or `Self::name` (a bare `name` may be a type, as in `u64::MAX`).
fn calls_method(text: &str, ty: &str, name: &str) -> bool {
    [format!(".{name}"), format!("{ty}::{name}"), format!("Self::{name}")]
        .iter()
        .any(|p| {
            let bytes = text.as_bytes();
            text.match_indices(p.as_str()).any(|(i, _)| {
                let end = i + p.len();
                let starts_word = p.starts_with('.') || i == 0 || !is_word_byte(bytes[i - 1]);
                starts_word && (end == bytes.len() || !is_word_byte(bytes[end]))
            })
        })
}

/// Joins a short block onto its opening line when the result fits in
/// `width` characters: lines one level deeper that open nothing, each but
/// the last ending a statement or an item (`if c {`, `a;`, `b;`, `}` become
/// `if c { a; b; }`); a list of fields loses its last comma. A statement
/// broken after `=` onto one more line is joined too. Repeated until
/// nothing changes, so inner blocks join first.
fn join_short_blocks(mut lines: Vec<String>, width: usize) -> Vec<String> {
    loop {
        let joined = join_once(&lines, width);
        if joined.len() == lines.len() {
            return joined;
        }
        lines = joined;
    }
}

fn join_once(lines: &[String], width: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    let mut i = 0;
    while i < lines.len() {
        let line = &lines[i];
        if let Some(n) = short_block(&lines[i..], width) {
            let body: Vec<&str> = lines[i + 1..i + n - 1].iter().map(|l| l.trim()).collect();
            let body = body.join(" ");
            let fields = n > 3 && lines[i + 1..i + n - 1].iter().all(|l| l.ends_with(','));
            let body = if fields { body.trim_end_matches(',') } else { &body };
            out.push(format!("{line} {body} {}", lines[i + n - 1].trim()));
            i += n;
            continue;
        }
        let continued = lines.get(i + 1).filter(|next| {
            let depth = |l: &str| l.len() - l.trim_start().len();
            line.ends_with(" =") && next.ends_with(';') && depth(next) > depth(line)
        });
        match continued {
            Some(next) if line.len() + next.trim_start().len() < width => {
                out.push(format!("{line} {}", next.trim_start()));
                i += 2;
            }
            _ => {
                out.push(line.clone());
                i += 1;
            }
        }
    }
    out
}

/// The number of lines of the short block `lines` starts with (opening and
/// closing lines included), if `join_short_blocks` may join it.
fn short_block(lines: &[String], width: usize) -> Option<usize> {
    let open = lines.first()?;
    if !open.ends_with('{') {
        return None;
    }
    let indent = &open[..open.len() - open.trim_start().len()];
    let inner = format!("{indent}  ");
    let close = 1 + lines[1..].iter().position(|l| !l.starts_with(&inner))?;
    let closing = lines[close].strip_prefix(indent)?;
    let body = &lines[1..close];
    let deeper = |l: &String| l[inner.len()..].starts_with(' ');
    let fits = open.len() + body.iter().map(|l| l.trim().len() + 1).sum::<usize>() + closing.len() < width;
    let (last, statements) = body.split_last()?;
    let shape = !last.ends_with('{') && statements.iter().all(|l| l.ends_with(';') || l.ends_with(','));
    (matches!(closing, "}" | "}," | "};") && !body.is_empty() && !body.iter().any(deeper) && shape && fits)
        .then(|| close + 1)
}

/// The names `prefix::NAME` refers to in `text` (NAME lowercase).
fn paths_after(text: &str, prefix: &str) -> BTreeSet<String> {
    let bytes = text.as_bytes();
    text.match_indices(prefix)
        .filter(|&(i, _)| i == 0 || !is_word_byte(bytes[i - 1]))
        .map(|(i, _)| {
            let rest = &text[i + prefix.len()..];
            rest[..rest
                .find(|c: char| !(c.is_ascii_lowercase() || c == '_'))
                .unwrap_or(rest.len())]
                .to_string()
        })
        .filter(|name| !name.is_empty())
        .collect()
}

/// The name an item's first line declares, if any.
fn declared_name(line: &str) -> Option<String> {
    let mut words = line.split(|c: char| !is_word_char(c)).filter(|w| !w.is_empty());
    while let Some(word) = words.next() {
        if matches!(
            word,
            "fn" | "const" | "static" | "struct" | "enum" | "type" | "trait" | "mod"
        ) {
            return words.find(|w| *w != "mut").map(str::to_string);
        }
    }
    None
}

fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The type an `impl` line is for: the last path segment before `{` (after
/// `for` in a trait impl), without generics.
fn impl_type(head: &str) -> String {
    let head = head.trim_end_matches('{').trim();
    let target = head.rsplit_once(" for ").map_or(head, |(_, t)| t);
    let target = if target.starts_with("impl") {
        target.split_once(' ').map_or("", |(_, t)| t)
    } else {
        target
    };
    let target = target.split('<').next().unwrap_or("");
    target.rsplit("::").next().unwrap_or("").trim().to_string()
}

/// Splits lines at indentation `indent` into items: attributes go with the
/// item after them; an item ends at the line `indent}` (or `indent};`), or
/// on its first line when that ends with `;`. Comments and blank lines are
/// dropped.
fn split_items(lines: &[&str], indent: &str) -> Vec<Item> {
    let mut items = Vec::new();
    let mut held: Vec<String> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let trimmed = line.trim_start();
        i += 1;
        if trimmed.is_empty() || trimmed.starts_with("//") {
            continue;
        }
        if trimmed.starts_with("#[") && line.len() - trimmed.len() == indent.len() {
            held.push(line.to_string());
            continue;
        }
        let mut body = vec![line.to_string()];
        if !(line.ends_with(';') || line.ends_with('}')) {
            while i < lines.len() {
                let next = lines[i];
                i += 1;
                let t = next.trim_start();
                if t.is_empty() || t.starts_with("//") {
                    continue;
                }
                body.push(next.to_string());
                if next.len() - t.len() == indent.len() && matches!(t, "}" | "};" | ")" | ");" | "]" | "];") {
                    break;
                }
            }
        }
        let mut all = std::mem::take(&mut held);
        let head = body[0].trim().to_string();
        let kind = if head.starts_with("use ") || head.starts_with("pub use ") {
            Kind::Use
        } else if head.starts_with("impl") && !head.contains(" for ") {
            let inner: Vec<&str> = body[1..body.len() - 1].iter().map(String::as_str).collect();
            Kind::Inherent {
                head: body[0].clone(),
                members: split_items(&inner, &format!("{indent}    ")),
            }
        } else if head.starts_with("impl") {
            Kind::TraitImpl
        } else {
            Kind::Named
        };
        let name = match kind {
            Kind::Use => None,
            Kind::Inherent { .. } | Kind::TraitImpl => Some(impl_type(&head)),
            Kind::Named => declared_name(&head),
        };
        all.extend(body);
        items.push(Item { name, kind, lines: all });
    }
    items
}

/// A module of `sg`: its name, summary and items.
struct Module {
    name: String,
    summary: String,
    items: Vec<Item>,
}

fn parse_module(name: &str, source: &str) -> Module {
    let code = untested(source);
    let lines: Vec<&str> = code.lines().collect();
    Module {
        name: name.to_string(),
        summary: summary(source).to_string(),
        items: split_items(&lines, ""),
    }
}

/// Which items are kept: `(module, item)` for top-level items and
/// `(module, item, member)` for the members of inherent impls.
struct Selection {
    items: BTreeSet<(usize, usize)>,
    members: BTreeSet<(usize, usize, usize)>,
}

fn select(solution: &str, modules: &[Module]) -> Selection {
    let mut text = solution.to_string();
    let mut sel = Selection {
        items: BTreeSet::new(),
        members: BTreeSet::new(),
    };
    loop {
        let mut grew = false;
        for (m, module) in modules.iter().enumerate() {
            for (i, item) in module.items.iter().enumerate() {
                let name = match (&item.kind, &item.name) {
                    (Kind::Use, _) | (_, None) => continue,
                    (_, Some(name)) => name,
                };
                if !sel.items.contains(&(m, i)) && mentions(&text, name) {
                    sel.items.insert((m, i));
                    grew = true;
                    if !matches!(item.kind, Kind::Inherent { .. }) {
                        text.push('\n');
                        text.push_str(&item.lines.join("\n"));
                    }
                }
                if let Kind::Inherent { members, .. } = &item.kind {
                    if !sel.items.contains(&(m, i)) {
                        continue;
                    }
                    let ty = item.name.clone().unwrap_or_default();
                    for (j, member) in members.iter().enumerate() {
                        let keep = member.name.as_ref().map_or(true, |n| calls_method(&text, &ty, n));
                        if keep && sel.members.insert((m, i, j)) {
                            grew = true;
                            text.push('\n');
                            text.push_str(&member.lines.join("\n"));
                        }
                    }
                }
            }
        }
        if !grew {
            return sel;
        }
    }
}

/// A `use` line with only the names `code` mentions; None if none is left.
fn filter_use(line: &str, code: &str) -> Option<String> {
    let body = line.trim().trim_end_matches(';');
    let used = |segment: &str, parent: &str| {
        let name = if segment == "self" { parent } else { segment };
        let name = name.rsplit(" as ").next().unwrap_or(name).trim();
        let name = name.rsplit("::").next().unwrap_or(name);
        mentions(code, name)
    };
    if let Some((prefix, list)) = body.split_once('{') {
        let parent = prefix.trim_end_matches("::").rsplit("::").next().unwrap_or("");
        let names: Vec<&str> = list
            .trim_end_matches('}')
            .split(',')
            .map(str::trim)
            .filter(|n| !n.is_empty() && used(n, parent))
            .collect();
        match names.len() {
            0 => None,
            1 if names[0] != "self" => Some(format!("{prefix}{};", names[0])),
            1 => Some(format!("{};", prefix.trim_end_matches("::"))),
            _ => Some(format!("{prefix}{{{}}};", names.join(", "))),
        }
    } else {
        let last = body.rsplit("::").next().unwrap_or("");
        used(last, "").then(|| line.to_string())
    }
}

/// Halves the indentation (rustfmt's four spaces become two).
fn reindent(line: &str) -> String {
    let spaces = line.len() - line.trim_start_matches(' ').len();
    format!("{}{}", " ".repeat(spaces / 2), &line[spaces..])
}

/// The longest line `join_short_blocks` makes (rustfmt.toml's max_width).
const WIDTH: usize = 120;

/// Attributes that make no difference inside one file: `#[inline]` hints.
fn dropped_attribute(line: &str) -> bool {
    line.trim() == "#[inline]"
}

/// The bundle of the problem `meta`: its `src/main.rs` with the `sg`
/// modules it reaches (read from `shared/sg/src`).
pub fn bundle_problem(meta: &crate::meta::Meta) -> Result<String, String> {
    let read = |path: &std::path::Path| std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()));
    let main = meta.dir.join("src/main.rs");
    let solution = read(&main)?;
    let shared = crate::meta::root().join("shared/sg/src");
    let mut sources = BTreeMap::new();
    let entries = std::fs::read_dir(&shared).map_err(|e| format!("{}: {e}", shared.display()))?;
    for path in entries.flatten().map(|e| e.path()) {
        let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("").to_string();
        if path.extension().is_some_and(|e| e == "rs") && name != "lib" {
            sources.insert(name, read(&path)?);
        }
    }
    bundle(&solution, &sources).map_err(|message| format!("{}: {message}", crate::meta::shown(&main)))
}

/// The bundle of `solution` (a `main.rs`) with the `sg` modules `sources`
/// (module name -> source of shared/sg/src/NAME.rs).
pub fn bundle(solution: &str, sources: &BTreeMap<String, String>) -> Result<String, String> {
    let solution = untested(solution);
    let mut names = paths_after(&solution, "sg::");
    loop {
        let mut next = names.clone();
        for name in &names {
            let source = sources
                .get(name)
                .ok_or_else(|| format!("the solution uses sg::{name}, which shared/sg/src does not have"))?;
            next.extend(paths_after(&untested(source), "super::"));
        }
        if next == names {
            break;
        }
        names = next;
    }
    let modules: Vec<Module> = names.iter().map(|n| parse_module(n, &sources[n])).collect();
    let sel = select(&solution, &modules);

    let mut out = format!("{solution}\n\n{MARKER}\nmod sg {{\n");
    for (m, module) in modules.iter().enumerate() {
        let mut kept: Vec<Vec<String>> = Vec::new();
        for (i, item) in module.items.iter().enumerate() {
            match &item.kind {
                Kind::Use => kept.push(item.lines.clone()),
                Kind::Inherent { head, members } if sel.items.contains(&(m, i)) => {
                    let mut lines: Vec<String> = item
                        .lines
                        .iter()
                        .take_while(|l| *l != head)
                        .cloned()
                        .chain(std::iter::once(head.clone()))
                        .collect();
                    for (j, member) in members.iter().enumerate() {
                        if sel.members.contains(&(m, i, j)) {
                            lines.extend(member.lines.iter().cloned());
                        }
                    }
                    lines.push(item.lines.last().cloned().unwrap_or_default());
                    kept.push(lines);
                }
                _ if sel.items.contains(&(m, i)) => kept.push(item.lines.clone()),
                _ => {}
            }
        }
        let code: String = kept
            .iter()
            .filter(|l| !l[0].trim_start().starts_with("use "))
            .flatten()
            .map(|l| format!("{l}\n"))
            .collect();
        out.push_str(&format!("pub mod {} {{ // {}\n", module.name, module.summary));
        let mut body = Vec::new();
        for lines in &kept {
            for line in lines {
                if dropped_attribute(line) {
                    continue;
                }
                let line = if line.trim_start().starts_with("use ") {
                    match filter_use(line, &code) {
                        Some(l) => l,
                        None => continue,
                    }
                } else {
                    line.clone()
                };
                body.push(reindent(&line));
            }
        }
        for line in join_short_blocks(body, WIDTH) {
            out.push_str(&line);
            out.push('\n');
        }
        out.push_str("}\n");
    }
    out.push_str("}\n");
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLUTION: &str = "\
// A solution.
use sg::alpha::Reader;

fn main() {
    let r = Reader::new();
    println!(\"{}\", r.get());
}

#[cfg(test)]
mod tests {
    fn solution_test() {}
}
";

    const ALPHA: &str = "\
//! Reads things.
//!
//! Long documentation.

use super::beta::{helper, unused_helper};
use std::fmt;

/// A reader.
#[derive(Default)]
pub struct Reader {
    value: u64,
}

pub struct Unreached;

impl Reader {
    /// Doc of new.
    #[inline]
    pub fn new() -> Reader {
        Reader::default()
    }

    pub fn get(&self) -> u64 {
        // A comment inside.

        helper(self.value)
    }

    pub fn never_called(&self) -> u64 {
        self.value
    }
}

impl fmt::Display for Unreached {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(\"unreached\")
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn alpha_test() {}
}
";

    const BETA: &str = "\
//! Helpers.

const OFFSET: u64 = 1;
const UNUSED: u64 = 2;

pub fn helper(x: u64) -> u64 {
    x + OFFSET
}

pub fn unused_helper(
    x: u64,
) -> u64 {
    x + UNUSED
}
";

    fn sources() -> BTreeMap<String, String> {
        [
            ("alpha", ALPHA),
            ("beta", BETA),
            ("gamma", "//! Never used.\n\npub fn gamma_fn() {}\n"),
        ]
        .iter()
        .map(|(name, text)| (name.to_string(), text.to_string()))
        .collect()
    }

    fn bundled() -> String {
        bundle(SOLUTION, &sources()).unwrap()
    }

    #[test]
    fn keeps_the_solution_first_as_written_without_its_tests() {
        let out = bundled();
        let solution = SOLUTION.split("\n\n#[cfg(test)]").next().unwrap();
        assert!(out.starts_with(&format!("{solution}\n\n{MARKER}\n")), "{out}");
        assert!(!out.contains("solution_test") && !out.contains("alpha_test"), "{out}");
    }

    #[test]
    fn keeps_what_is_reached_through_modules_and_items() {
        let out = bundled();
        for kept in [
            "pub mod alpha {",
            "pub mod beta {",
            "pub struct Reader",
            "pub fn new()",
            "pub fn get(&self)",
        ] {
            assert!(out.contains(kept), "{kept} missing:\n{out}");
        }
        // Reached only through `get`, then through `helper`.
        assert!(out.contains("pub fn helper(x: u64) -> u64 { x + OFFSET }"), "{out}");
        assert!(out.contains("const OFFSET: u64 = 1;"), "{out}");
        assert!(out.contains("#[derive(Default)]"), "{out}");
    }

    #[test]
    fn drops_what_is_not_reached() {
        let out = bundled();
        for dropped in [
            "gamma",
            "never_called",
            "unused_helper",
            "UNUSED",
            "Unreached",
            "use std::fmt",
        ] {
            assert!(!out.contains(dropped), "{dropped} kept:\n{out}");
        }
        assert!(
            out.contains("use super::beta::helper;"),
            "the use keeps only what is used:\n{out}"
        );
    }

    #[test]
    fn drops_comments_inline_hints_and_blank_lines_inside_modules() {
        let out = bundled();
        let library = out.split(MARKER).nth(1).unwrap();
        assert!(library.contains("pub mod alpha { // Reads things.\n"), "{library}");
        assert!(
            !library.contains("Long documentation") && !library.contains("///"),
            "{library}"
        );
        assert!(
            !library.contains("A comment inside") && !library.contains("#[inline]"),
            "{library}"
        );
        let inside: Vec<&str> = library
            .split("pub mod alpha { // Reads things.\n")
            .nth(1)
            .unwrap()
            .split("\n}\n")
            .next()
            .unwrap()
            .lines()
            .collect();
        assert!(inside.iter().all(|l| !l.trim().is_empty()), "{inside:?}");
        assert!(
            inside.contains(&"  pub fn new() -> Reader { Reader::default() }"),
            "{inside:?}"
        );
    }

    #[test]
    fn output_is_deterministic() {
        let first = bundled();
        for _ in 0..5 {
            assert_eq!(bundled(), first);
        }
        let reversed: BTreeMap<String, String> = sources().into_iter().rev().collect();
        assert_eq!(bundle(SOLUTION, &reversed).unwrap(), first);
    }

    #[test]
    fn a_missing_module_is_named() {
        let err = bundle("use sg::nowhere::X;\nfn main() {}\n", &sources()).unwrap_err();
        assert!(err.contains("sg::nowhere"), "{err}");
    }

    #[test]
    fn the_pack_solutions_bundle_within_their_targets() {
        const SHORT: usize = 96;
        // Every problem's bundle from the real sources: the shared part stays
        // (the nim product and the graph aside, as they are the solutions'
        // own) at most 7 KiB, but COT3's, cf1704f's and abc212h's at most 8 KiB
        // (7.6, 7.3 and 7.3 KiB, see below); HDU 1907's whole file and
        // the smallest stay tiny ones (at most 8 KiB and 250 lines); each
        // with SHORT bytes more (below).
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut sources = BTreeMap::new();
        for entry in std::fs::read_dir(root.join("shared/sg/src")).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_stem().unwrap().to_str().unwrap().to_string();
            if name != "lib" {
                sources.insert(name, std::fs::read_to_string(&path).unwrap());
            }
        }
        let (mut checked, mut smallest) = (0, (usize::MAX, usize::MAX));
        for dir in std::fs::read_dir(root.join("problems")).unwrap() {
            let main = dir.unwrap().path().join("src/main.rs");
            let solution = std::fs::read_to_string(&main).unwrap();
            let out = bundle(&solution, &sources).unwrap();
            let shared = &out[out.find(MARKER).unwrap()..];
            let added = shared.len();
            // The nim product (`sg::nimber`) is the algorithm of two
            // problems (nim_product_64, cf1310f), not shared plumbing: it
            // moved out of nim_product_64's own source into sg when cf1310f
            // came to need it, so its bytes are the solution's, not the
            // budget's (nim_product_64 adds 9.2 KiB, of which the module is
            // the part past 7 KiB).
            let algorithm = if solution.contains("sg::nimber") {
                sources["nimber"].len()
            } else {
                0
            };
            // `sg::graph` (the compressed-rows graph) is likewise the data
            // structure of the five graph solutions, each of which wrote it
            // in its own source until it was shared: its bundled bytes
            // (about 0.9 KiB, exactly what was inlined) are the solution's.
            let graph = shared
                .find("pub mod graph {")
                .map_or(0, |at| shared[at..].find("\n}\n").unwrap() + 3);
            // COT3 reads with most of the scanner and writes numbers;
            // cf1704f reads rows of up to 5 * 10^5 letters with the
            // scanner's `word` (7.3 KiB); abc212h reads its sizes with
            // `each_u64_in`, a token at a time into its table (7.3 KiB);
            // abc229h reads its board's rows with `word`, which since
            // cf1704f's pass finds a token's end eight bytes at a time
            // (`token_len`, issue 44: 7.3 KiB).
            let wide = ["cot3", "cf1704f", "abc212h", "abc229h"]
                .iter()
                .any(|p| main.to_str().unwrap().contains(p));
            // SHORT: the scanner's count of a short number's digits from
            // its 8-byte word (issue 47: no mispredicted loop exit on mixed
            // lengths), 76 bytes in every bundle, measured 2026-12-03 in
            // CPU time, interleaved: cf1149e `lost` 17.5 -> 15.2 ms, hamilg
            // `dense` 52.6 -> 43.4 ms, hdu5795 and nim_product_64 unchanged
            // (docs/benchmarks.md, cf1149e's section).
            let budget = if wide { 8 } else { 7 } * 1024 + SHORT + algorithm + graph;
            assert!(added <= budget, "{}: {added} bytes added", main.display());
            if main.to_str().unwrap().contains("hdu1907") {
                assert!(
                    out.len() <= 8 * 1024 + SHORT && out.lines().count() <= 250,
                    "hdu1907: {} bytes",
                    out.len()
                );
            }
            smallest = smallest.min((out.len(), out.lines().count()));
            checked += 1;
        }
        assert!(
            smallest.0 <= 8 * 1024 + SHORT && smallest.1 <= 250,
            "smallest bundle: {smallest:?}"
        );
        assert!(checked >= 18, "{checked} problems");
    }
}
