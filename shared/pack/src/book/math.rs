//! The book's math: the formulas of a page counted as mdbook-katex will
//! render them (`$…$` inline, a `$$` line before and after a display),
//! with a `$` left unpaired on its line refused by page and line (one
//! stray `$` swallows everything up to the next), and KaTeX's stylesheet
//! and fonts staged from the npm package at the version mdbook-katex
//! embeds. Tested by tests/docs/book_math.rs; the rendered count by the
//! browser test.

use std::fs;
use std::path::Path;

/// The KaTeX release mdbook-katex 0.10.0 renders with; its npm package
/// gives the stylesheet and fonts (`katex.min.css` says the same version).
pub const KATEX: &str = "0.16.4";

/// The mdbook-katex release the book is built with (`.ci/run` installs it).
pub const MDBOOK_KATEX: &str = "0.10.0";

/// The number of formulas on `page` (named `name` in errors) that
/// mdbook-katex renders: each `$…$` outside code, and each display
/// between two lines that are `$$` alone. Refused, naming the line: a `$`
/// left unpaired on its line, a `$$` that is not alone on its line, a
/// display left open.
pub fn formulas(name: &str, page: &str) -> Result<usize, String> {
    let mut count = 0;
    let mut fence: Option<&str> = None;
    let mut display: Option<usize> = None;
    for (i, line) in page.lines().enumerate() {
        let at = || format!("{name}:{}", i + 1);
        let trimmed = line.trim();
        if let Some(marker) = fence {
            if trimmed.starts_with(marker) && trimmed.trim_start_matches(marker.as_bytes()[0] as char).is_empty() {
                fence = None;
            }
            continue;
        }
        if display.is_none() {
            if let Some(marker) = fence_marker(trimmed) {
                fence = Some(marker);
                continue;
            }
        }
        if trimmed == "$$" {
            if display.take().is_some() {
                count += 1;
            } else {
                display = Some(i + 1);
            }
            continue;
        }
        if display.is_some() {
            continue;
        }
        count += inline(line).map_err(|why| format!("{}: {why}", at()))?;
    }
    if let Some(line) = display {
        return Err(format!("{name}:{line}: a `$$` display is never closed"));
    }
    Ok(count)
}

/// The run of backticks or tildes that opens a fenced code block.
fn fence_marker(trimmed: &str) -> Option<&str> {
    for c in ['`', '~'] {
        let run = trimmed.len() - trimmed.trim_start_matches(c).len();
        if run >= 3 {
            return Some(&trimmed[..run]);
        }
    }
    None
}

/// The `$…$` pairs of one line outside its code spans.
fn inline(line: &str) -> Result<usize, String> {
    let bytes = line.as_bytes();
    let mut count = 0;
    let mut open: Option<usize> = None;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 1,
            b'`' if open.is_none() => {
                let run = bytes[i..].iter().take_while(|&&b| b == b'`').count();
                let ticks = &line[i..i + run];
                // A code span ends at the same run of backticks; without
                // one the backticks are text.
                match line[i + run..].find(ticks) {
                    Some(end) => i += run + end + run - 1,
                    None => i += run - 1,
                }
            }
            b'$' if bytes.get(i + 1) == Some(&b'$') => {
                return Err("`$$` must stand alone on its line (a display)".to_string());
            }
            b'$' => match open.take() {
                Some(_) => count += 1,
                None => open = Some(i),
            },
            _ => {}
        }
        i += 1;
    }
    match open {
        Some(at) => Err(format!(
            "a `$` left unpaired on its line (column {}): write math as `$…$`, a dollar in code",
            line[..at].chars().count() + 1
        )),
        None => Ok(count),
    }
}

/// The version a KaTeX stylesheet states (`.katex-version:after{content:"…"}`).
pub fn css_version(css: &str) -> Option<&str> {
    let rest = css.split_once(".katex-version:after{content:\"")?.1;
    Some(rest.split_once('"')?.0)
}

/// The KaTeX version compiled into a program, as its JavaScript states it
/// (`{version:"…",render:`): what mdbook-katex renders with.
pub fn embedded_version(binary: &[u8]) -> Option<String> {
    let needle = b"version:\"";
    let mut from = 0;
    while let Some(at) = find(&binary[from..], needle) {
        let start = from + at + needle.len();
        let end = start + find(&binary[start..], b"\"")?;
        if binary[end..].starts_with(b"\",render:") {
            return String::from_utf8(binary[start..end].to_vec()).ok();
        }
        from = start;
    }
    None
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// The stylesheet's woff2 fonts, as the relative URLs it names them.
fn woff2_urls(css: &str) -> Vec<&str> {
    css.split("url(")
        .skip(1)
        .filter_map(|s| s.split(')').next())
        .filter(|u| u.ends_with(".woff2"))
        .collect()
}

/// Stages KaTeX from `dist` (the npm package's `dist/`) into the book's
/// staged folder `out`: `katex.min.css` at its root (the config lists it
/// as `additional-css`, so the site serves it at its root) and every
/// woff2 font it names under `src/fonts/` (the site's `fonts/`, where the
/// stylesheet's relative URLs find them). Refuses a stylesheet of another
/// version than [`KATEX`] or a font it names that is missing. Returns the
/// number of fonts.
pub fn stage_katex(dist: &Path, out: &Path) -> Result<usize, String> {
    let path = dist.join("katex.min.css");
    let css = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    match css_version(&css) {
        Some(v) if v == KATEX => {}
        found => {
            return Err(format!(
                "{}: KaTeX {}, the book needs {KATEX} (the version mdbook-katex {MDBOOK_KATEX} renders with)",
                path.display(),
                found.unwrap_or("of no stated version")
            ))
        }
    }
    let fonts = woff2_urls(&css);
    if fonts.is_empty() {
        return Err(format!("{}: names no woff2 font", path.display()));
    }
    let dir = out.join("src/fonts");
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for url in &fonts {
        let name = url
            .strip_prefix("fonts/")
            .filter(|n| !n.contains('/'))
            .ok_or_else(|| format!("{}: a font outside fonts/: {url}", path.display()))?;
        let from = dist.join("fonts").join(name);
        fs::copy(&from, dir.join(name)).map_err(|e| format!("{}: {e}", from.display()))?;
    }
    fs::write(out.join("katex.min.css"), &css).map_err(|e| format!("{}: {e}", out.display()))?;
    Ok(fonts.len())
}
