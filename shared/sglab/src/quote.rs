//! Bounded quoting: a verdict quotes at most [`SHOWN`] characters of a
//! line a program printed, and a message at most [`MESSAGE`] a line (a player's 7 MiB line, a checker's long output
//! line), with its full length, so a message stays a line long whatever
//! the program printed. One helper for every verdict: the differing lines
//! of [`crate::judge::diff`], a game's fault and transcript
//! ([`crate::play::against_program`]), an RE's stderr line and a checker's or judge
//! side's reason ([`crate::judge::verdict`]), the standalone interactor's
//! report. Tested below.

/// The most characters of one line of the program's a verdict quotes
/// whole; a longer one keeps its first [`HEAD`] and last [`TAIL`], which
/// with the note between is shorter than this, so a cut line is not
/// cut again.
pub const SHOWN: usize = 160;
pub const HEAD: usize = 70;
pub const TAIL: usize = 50;
/// The most characters of one line of a message (a checker's or the
/// judge side's reason, which may hold a line of the program's) shown
/// whole; a longer one keeps its first 600 and last 300, where a reason
/// written after a quoted line stays.
pub const MESSAGE: usize = 1000;

/// The head and the tail of `text` when it has more than `most`
/// characters.
fn ends(text: &str, most: usize, head: usize, tail: usize) -> Option<(&str, &str)> {
    let chars = text.chars().count();
    if chars <= most {
        return None;
    }
    let head = text.char_indices().nth(head).map_or(text.len(), |(at, _)| at);
    let tail = text.char_indices().nth(chars - tail).map_or(text.len(), |(at, _)| at);
    Some((&text[..head], &text[tail..]))
}

/// `text` whole when it has at most `most` characters, else its first
/// `head` and last `tail` with `... (N bytes) ...` between.
fn cut_middle_at(text: &str, most: usize, head: usize, tail: usize) -> String {
    match ends(text, most, head, tail) {
        None => text.to_string(),
        Some((head, tail)) => format!("{head} ... ({} bytes) ... {tail}", text.len()),
    }
}

/// A line of the program's, whole when it is at most [`SHOWN`]
/// characters, else its first and last characters with `... (N bytes)
/// ...` between.
pub fn cut_middle(text: &str) -> String {
    cut_middle_at(text, SHOWN, HEAD, TAIL)
}

/// `text` as a Rust string literal (`"..."`, escaped), cut as [`cut_middle`]
/// cuts it: two literals with `... (N bytes) ...` between.
pub fn quoted(text: &str) -> String {
    match ends(text, SHOWN, HEAD, TAIL) {
        None => format!("{text:?}"),
        Some((head, tail)) => format!("{head:?} ... ({} bytes) ... {tail:?}", text.len()),
    }
}

/// Every line of a message longer than [`MESSAGE`] characters cut in
/// the middle, its first 600 and last 300 kept (a message or transcript
/// that may hold a whole line the program printed).
pub fn cut_middle_lines(text: &str) -> String {
    if text.lines().all(|line| line.len() <= MESSAGE) {
        return text.to_string();
    }
    let mut out: Vec<String> = text
        .lines()
        .map(|line| cut_middle_at(line, MESSAGE, 600, 300))
        .collect();
    if text.ends_with('\n') {
        out.push(String::new());
    }
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_huge_line_is_quoted_by_a_bounded_prefix_and_its_length() {
        let huge = "1 ".repeat(7 << 19);
        let shown = cut_middle(&huge);
        assert!(shown.chars().count() <= SHOWN, "{}", shown.len());
        assert!(shown.contains(&format!(" ... ({} bytes) ... ", huge.len())), "{shown}");
        assert!(huge.starts_with(shown.split(" ... ").next().unwrap()));
        assert_eq!(cut_middle(&shown), shown, "a cut line is not cut again");
        let literal = quoted(&huge);
        assert!(literal.starts_with("\"1 1 ") && literal.len() < 2 * SHOWN, "{literal}");
        let message = format!(
            "game 1: `{huge}`: no move\ntranscript:\nplayer: {}\n",
            cut_middle(&huge)
        );
        let cut = cut_middle_lines(&message);
        assert!(cut.len() < 2 * MESSAGE, "{}", cut.len());
        assert_eq!(cut.lines().count(), 3);
        assert!(cut.lines().next().unwrap().ends_with("1 `: no move"), "{cut}");
        assert!(cut.ends_with(&format!("player: {}\n", cut_middle(&huge))), "{cut}");
    }

    #[test]
    fn short_text_is_whole() {
        assert_eq!(cut_middle("1 2"), "1 2");
        assert_eq!(quoted("a\tb"), "\"a\\tb\"");
        assert_eq!(cut_middle_lines("a\nb\n"), "a\nb\n");
        let edge = "é".repeat(SHOWN);
        assert_eq!(cut_middle(&edge), edge);
        let longer = edge.clone() + "x";
        assert!(cut_middle(&longer).contains(&format!("... ({} bytes) ...", longer.len())));
        assert!(cut_middle(&longer).ends_with("éx"));
    }
}
