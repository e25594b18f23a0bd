//! What a bundle may use, for judges on an old rustc: a scan of Rust source
//! for the language and library features, on a fixed list, that were
//! stabilised after [`OLDEST`]. Only rustc 1.63 (`/usr/bin/rustc`) can be
//! run here, and `scripts/check.sh` compiles every bundle with it; this scan
//! is what stands behind the older version, and it is only as good as its
//! list: a feature missing from [`FEATURES`] is not looked for. The std
//! items are also checked by clippy's `incompatible_msrv` lint against the
//! `rust-version` of `shared/sg` and the problems (the same version), which
//! reads each std item's own stability attribute. Tested below and by
//! `every_bundle_is_free_of_newer_features`, which scans every problem's
//! bundle.

/// The oldest rustc the bundles are checked against: the first with edition
/// 2021 (a bundle is compiled as edition 2015, 2018 and 2021). SPOJ's
/// reported Rust is about this version.
pub const OLDEST: &str = "1.56";

/// How a feature shows in the code (comments and the text of string
/// literals removed, whitespace made single spaces).
#[derive(Debug, Clone, Copy)]
pub enum Sign {
    /// A string literal with `{` and a name inside (not `{{`): a captured
    /// identifier in a format string.
    InlineFormatArg,
    /// `else {` after anything but `}`: in Rust `else` follows an if's
    /// block, except in `let PAT = EXPR else { .. };`.
    LetElse,
    /// A statement that assigns to a tuple or slice pattern:
    /// `(a, b) = ..;` or `[a, b] = ..;`.
    DestructuringAssignment,
    /// This text, as written.
    Text(&'static str),
    /// This name as a whole word, followed by `(`: a std function or method.
    Call(&'static str),
    /// This name as a whole word: a std type, trait or path.
    Word(&'static str),
}

/// A feature: the rustc version that stabilised it, its name, its sign.
#[derive(Debug, Clone, Copy)]
pub struct Feature {
    pub since: &'static str,
    pub name: &'static str,
    pub sign: Sign,
}

const fn f(since: &'static str, name: &'static str, sign: Sign) -> Feature {
    Feature { since, name, sign }
}

/// The features looked for, each stabilised after [`OLDEST`] (the Rust
/// release notes give the versions). Language features first, then std
/// functions, methods and types a solution could plausibly reach for.
pub const FEATURES: &[Feature] = &[
    f("1.58", "captured identifiers in format strings", Sign::InlineFormatArg),
    f("1.59", "destructuring assignment", Sign::DestructuringAssignment),
    f("1.62", "#[default] on an enum variant", Sign::Text("#[default]")),
    f("1.65", "let-else", Sign::LetElse),
    f("1.79", "inline const blocks", Sign::Text("const {")),
    f("1.88", "let chains", Sign::Text("&& let ")),
    f("1.57", "Iterator::map_while", Sign::Call("map_while")),
    f("1.57", "try_reserve", Sign::Call("try_reserve")),
    f("1.58", "saturating_div", Sign::Call("saturating_div")),
    f("1.58", "unwrap_unchecked", Sign::Call("unwrap_unchecked")),
    f("1.58", "File::options", Sign::Text("File::options(")),
    f("1.59", "std::iter::zip", Sign::Text("iter::zip(")),
    f("1.59", "available_parallelism", Sign::Call("available_parallelism")),
    f("1.60", "abs_diff", Sign::Call("abs_diff")),
    f("1.60", "escape_ascii", Sign::Call("escape_ascii")),
    f("1.60", "Vec::spare_capacity_mut", Sign::Call("spare_capacity_mut")),
    f("1.61", "std::process::ExitCode", Sign::Word("ExitCode")),
    f("1.61", "std::process::Termination", Sign::Word("Termination")),
    f("1.61", "Vec::retain_mut", Sign::Call("retain_mut")),
    f("1.61", "JoinHandle::is_finished", Sign::Call("is_finished")),
    f("1.62", "bool::then_some", Sign::Call("then_some")),
    f("1.62", "total_cmp", Sign::Call("total_cmp")),
    f("1.62", "Stdin::lines", Sign::Text("stdin().lines(")),
    f("1.63", "std::thread::scope", Sign::Text("thread::scope(")),
    f("1.63", "std::array::from_fn", Sign::Text("array::from_fn")),
    f("1.65", "std::io::read_to_string", Sign::Text("io::read_to_string(")),
    f(
        "1.66",
        "the mixed-sign integer operations",
        Sign::Call("checked_add_signed"),
    ),
    f(
        "1.66",
        "the mixed-sign integer operations",
        Sign::Call("wrapping_add_signed"),
    ),
    f(
        "1.66",
        "the mixed-sign integer operations",
        Sign::Call("saturating_add_signed"),
    ),
    f("1.66", "BTreeMap and BTreeSet first and last", Sign::Call("pop_first")),
    f("1.66", "BTreeMap and BTreeSet first and last", Sign::Call("pop_last")),
    f(
        "1.66",
        "BTreeMap and BTreeSet first and last",
        Sign::Call("first_key_value"),
    ),
    f(
        "1.66",
        "BTreeMap and BTreeSet first and last",
        Sign::Call("last_key_value"),
    ),
    f("1.66", "std::hint::black_box", Sign::Call("black_box")),
    f("1.67", "integer logarithms", Sign::Call("ilog")),
    f("1.67", "integer logarithms", Sign::Call("ilog2")),
    f("1.67", "integer logarithms", Sign::Call("ilog10")),
    f("1.67", "integer logarithms", Sign::Call("checked_ilog")),
    f("1.67", "integer logarithms", Sign::Call("checked_ilog2")),
    f("1.67", "integer logarithms", Sign::Call("checked_ilog10")),
    f("1.70", "std::io::IsTerminal", Sign::Word("IsTerminal")),
    f("1.70", "OnceLock and OnceCell", Sign::Word("OnceLock")),
    f("1.70", "OnceLock and OnceCell", Sign::Word("OnceCell")),
    f("1.70", "Option::is_some_and", Sign::Call("is_some_and")),
    f("1.70", "Result::is_ok_and and is_err_and", Sign::Call("is_ok_and")),
    f("1.70", "Result::is_ok_and and is_err_and", Sign::Call("is_err_and")),
    f("1.73", "div_ceil and next_multiple_of", Sign::Call("div_ceil")),
    f("1.73", "div_ceil and next_multiple_of", Sign::Call("next_multiple_of")),
    f(
        "1.73",
        "div_ceil and next_multiple_of",
        Sign::Call("checked_next_multiple_of"),
    ),
    f("1.76", "Result::inspect_err", Sign::Call("inspect_err")),
    f("1.77", "slice::chunk_by", Sign::Call("chunk_by")),
    f("1.80", "LazyLock and LazyCell", Sign::Word("LazyLock")),
    f("1.80", "LazyLock and LazyCell", Sign::Word("LazyCell")),
    f("1.80", "split_at_checked", Sign::Call("split_at_checked")),
    f("1.82", "Option::is_none_or", Sign::Call("is_none_or")),
    f("1.84", "integer isqrt", Sign::Call("isqrt")),
    f("1.85", "midpoint", Sign::Call("midpoint")),
    f("1.87", "is_multiple_of", Sign::Call("is_multiple_of")),
];

/// The source with comments removed and each string or char literal's text
/// blanked (its quotes kept), and the normal (not raw) string literals'
/// texts. Handles `//`, `/* */`, `"..."` with escapes, `r"..."`, `r#"..."#`,
/// and tells a char literal `'x'` from a lifetime `'a`.
fn split(source: &str) -> (String, Vec<String>) {
    let b = source.as_bytes();
    let (mut code, mut strings) = (String::new(), Vec::new());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            i += 2;
            while i < b.len() && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                i += 1;
            }
            i += 2;
            code.push(' ');
        } else if c == b'r'
            && matches!(b.get(i + 1), Some(b'"') | Some(b'#'))
            && (!is_word(b, i) || (b[i - 1] == b'b' && !is_word(b, i - 1)))
        {
            let hashes = b[i + 1..].iter().take_while(|&&h| h == b'#').count();
            if b.get(i + 1 + hashes) != Some(&b'"') {
                code.push('r');
                i += 1;
                continue;
            }
            let close: String = std::iter::once('"').chain("#".repeat(hashes).chars()).collect();
            let start = i + 2 + hashes;
            let end = source[start..].find(&close).map_or(b.len(), |e| start + e);
            code.push_str("\"\"");
            i = end + close.len();
        } else if c == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            strings.push(source[i + 1..j.min(b.len())].to_string());
            code.push_str("\"\"");
            i = j + 1;
        } else if c == b'\'' {
            // A char literal: 'x', '\n', '\u{..}'; otherwise a lifetime.
            let close = if b.get(i + 1) == Some(&b'\\') {
                source.get(i + 3..).and_then(|rest| rest.find('\'')).map(|e| i + 3 + e)
            } else {
                let ch = source[i + 1..].chars().next().map_or(0, char::len_utf8);
                (b.get(i + 1 + ch) == Some(&b'\'')).then(|| i + 1 + ch)
            };
            match close {
                Some(end) => {
                    code.push_str("' '");
                    i = end + 1;
                }
                None => {
                    code.push('\'');
                    i += 1;
                }
            }
        } else {
            let ch = source[i..].chars().next().unwrap();
            code.push(ch);
            i += ch.len_utf8();
        }
    }
    let code = code.split_whitespace().collect::<Vec<_>>().join(" ");
    (code, strings)
}

/// Whether the byte before `i` continues an identifier.
fn is_word(b: &[u8], i: usize) -> bool {
    i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')
}

/// `word` occurs in `code` as a whole word, followed by `then` (after
/// optional spaces) when `then` is given.
fn has_word(code: &str, word: &str, then: Option<char>) -> bool {
    let b = code.as_bytes();
    code.match_indices(word).any(|(at, _)| {
        let end = at + word.len();
        let after_ok = b.get(end).map_or(true, |&c| !(c.is_ascii_alphanumeric() || c == b'_'));
        let next = code[end..].trim_start().chars().next();
        !is_word(b, at) && after_ok && then.map_or(true, |t| next == Some(t))
    })
}

fn found(sign: Sign, code: &str, strings: &[String]) -> bool {
    match sign {
        Sign::InlineFormatArg => strings.iter().any(|s| {
            let s = s.replace("{{", "");
            s.match_indices('{').any(|(at, _)| {
                s[at + 1..]
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            })
        }),
        Sign::LetElse => code
            .match_indices("else {")
            .any(|(at, _)| !code[..at].trim_end().ends_with('}')),
        Sign::DestructuringAssignment => code.split([';', '{', '}']).any(|statement| {
            let s = statement.trim();
            (s.starts_with('(') || s.starts_with('['))
                && s.find(") = ").or_else(|| s.find("] = ")).is_some_and(|at| {
                    let head = &s[..at];
                    head.matches('(').count() + head.matches('[').count()
                        == head.matches(')').count() + head.matches(']').count() + 1
                })
        }),
        Sign::Text(text) => code.contains(text),
        Sign::Call(name) => has_word(code, name, Some('(')),
        Sign::Word(name) => has_word(code, name, None),
    }
}

/// The features of [`FEATURES`] that `source` uses.
pub fn newer_features(source: &str) -> Vec<Feature> {
    let (code, strings) = split(source);
    FEATURES
        .iter()
        .copied()
        .filter(|feature| found(feature.sign, &code, &strings))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(source: &str) -> Vec<&'static str> {
        newer_features(source).iter().map(|f| f.name).collect()
    }

    /// Every feature on the list is stabilised after OLDEST.
    #[test]
    fn every_feature_is_newer_than_the_oldest_version() {
        let minor = |v: &str| v.strip_prefix("1.").unwrap().parse::<u32>().unwrap();
        for feature in FEATURES {
            assert!(minor(feature.since) > minor(OLDEST), "{feature:?}");
        }
    }

    /// Every problem's bundle, as `scripts/bundle.sh` makes it, uses none
    /// of the features on the list.
    #[test]
    fn every_bundle_is_free_of_newer_features() {
        let all = crate::meta::all().unwrap();
        for meta in &all {
            let bundle = crate::bundle::bundle_problem(meta).unwrap();
            let newer: Vec<String> = newer_features(&bundle)
                .iter()
                .map(|f| format!("{} ({})", f.name, f.since))
                .collect();
            assert!(newer.is_empty(), "{}: the bundle uses {}", meta.bin, newer.join(", "));
        }
        assert!(all.len() >= 32, "{} problems", all.len());
    }

    #[test]
    fn each_sign_is_found_and_old_code_is_clean() {
        for (source, want) in [
            (
                "fn main() { let x = 1; println!(\"{x}\"); }",
                "captured identifiers in format strings",
            ),
            (
                "fn main() { let x = 1; println!(\"{x:>4}\"); }",
                "captured identifiers in format strings",
            ),
            ("fn f(v: Option<u8>) { let Some(x) = v else { return }; }", "let-else"),
            (
                "fn f(v: Option<u8>) {\n    let Some(x) = v\n    else {\n        return;\n    };\n}",
                "let-else",
            ),
            (
                "fn f() { let (mut a, mut b) = (1, 2); (a, b) = (b, a); }",
                "destructuring assignment",
            ),
            (
                "#[derive(Default)] enum E { #[default] A, B }",
                "#[default] on an enum variant",
            ),
            ("use std::io::IsTerminal;", "std::io::IsTerminal"),
            (
                "static S: std::sync::OnceLock<u8> = std::sync::OnceLock::new();",
                "OnceLock and OnceCell",
            ),
            ("fn f(a: u64) -> u64 { a.div_ceil(3) }", "div_ceil and next_multiple_of"),
            ("fn f(a: u64) -> u32 { a.ilog2() }", "integer logarithms"),
            (
                "fn f(a: u64) -> Option<u32> { a.checked_ilog10() }",
                "integer logarithms",
            ),
            ("fn f(a: u64, b: u64) -> u64 { a.abs_diff(b) }", "abs_diff"),
            (
                "fn main() -> std::process::ExitCode { std::process::ExitCode::SUCCESS }",
                "std::process::ExitCode",
            ),
            ("fn f(b: bool) -> Option<u8> { b.then_some(1) }", "bool::then_some"),
            (
                "fn f(v: Option<u8>) -> bool { v.is_some_and(|x| x > 1) }",
                "Option::is_some_and",
            ),
        ] {
            assert!(
                names(source).contains(&want),
                "{want} in {source:?}: {:?}",
                names(source)
            );
        }
        let old = r##"
            // A comment may say {x} and let-else: let Some(x) = v else { .. }
            /* or ExitCode, div_ceil(3) */
            fn main() {
                let (a, b) = (1u64, 2u64);
                let c = if a < b { a } else { b };
                let s = format!("{} {:>4} {{x}} {0}", a, b);
                let r = r#"{raw} is not a format string"#;
                let q = ['{', '\'', '\u{7b}'];
                let raw_bytes = br"{y}";
                let lifetime: &'static str = "x";
                if a == b {
                } else if c == 0 {
                } else {
                }
                let t = (a, b);
                let (d, e) = t;
                println!("{}{}{:?}{}{}{}{:?}", s, r, q, lifetime, d, e, raw_bytes);
            }
        "##;
        assert_eq!(names(old), Vec::<&str>::new());
    }
}
