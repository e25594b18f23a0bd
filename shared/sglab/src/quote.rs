//! Bounded quoting: a verdict quotes at most [`SHOWN`] characters of a
//! line a program printed, and a message at most [`MESSAGE`] a line (a player's 7 MiB line, a checker's long output
//! line), with its full length, so a message stays a line long whatever
//! the program printed. One helper for every verdict: the differing lines
//! of [`crate::judge::diff`], a game's fault and transcript
//! ([`crate::play::duel()`]), an RE's stderr line and a checker's or judge
//! side's reason ([`crate::judge::verdict`]), the standalone interactor's
//! report. Tested below.

/// The most characters of one line of the program's a verdict quotes
/// whole; a longer one keeps its first [`HEAD`] and last [`TAIL`], which
/// with the note between is shorter than this, so a clipped line is not
/// clipped again.
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

fn cut(text: &str, most: usize, head: usize, tail: usize) -> String {
    match ends(text, most, head, tail) {
        None => text.to_string(),
        Some((head, tail)) => format!("{head} ... ({} bytes) ... {tail}", text.len()),
    }
}

/// A line of the program's, whole when it is at most [`SHOWN`]
/// characters, else its first and last characters with `... (N bytes)
/// ...` between.
pub fn clip(text: &str) -> String {
    cut(text, SHOWN, HEAD, TAIL)
}

/// `text` as a Rust string literal (`"..."`, escaped), cut as [`clip`]
/// cuts it: two literals with `... (N bytes) ...` between.
pub fn quoted(text: &str) -> String {
    match ends(text, SHOWN, HEAD, TAIL) {
        None => format!("{text:?}"),
        Some((head, tail)) => format!("{head:?} ... ({} bytes) ... {tail:?}", text.len()),
    }
}

/// Every line of a message cut at [`MESSAGE`] characters (a message or
/// transcript that may hold a whole line the program printed).
pub fn clip_lines(text: &str) -> String {
    if text.lines().all(|line| line.len() <= MESSAGE) {
        return text.to_string();
    }
    let mut out: Vec<String> = text.lines().map(|line| cut(line, MESSAGE, 600, 300)).collect();
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
        let shown = clip(&huge);
        assert!(shown.chars().count() <= SHOWN, "{}", shown.len());
        assert!(shown.contains(&format!(" ... ({} bytes) ... ", huge.len())), "{shown}");
        assert!(huge.starts_with(shown.split(" ... ").next().unwrap()));
        assert_eq!(clip(&shown), shown, "a clipped line is not clipped again");
        let literal = quoted(&huge);
        assert!(literal.starts_with("\"1 1 ") && literal.len() < 2 * SHOWN, "{literal}");
        let message = format!("game 1: `{huge}`: no move\ntranscript:\nplayer: {}\n", clip(&huge));
        let clipped = clip_lines(&message);
        assert!(clipped.len() < 2 * MESSAGE, "{}", clipped.len());
        assert_eq!(clipped.lines().count(), 3);
        assert!(clipped.lines().next().unwrap().ends_with("1 `: no move"), "{clipped}");
        assert!(clipped.ends_with(&format!("player: {}\n", clip(&huge))), "{clipped}");
    }

    #[test]
    fn short_text_is_whole() {
        assert_eq!(clip("1 2"), "1 2");
        assert_eq!(quoted("a\tb"), "\"a\\tb\"");
        assert_eq!(clip_lines("a\nb\n"), "a\nb\n");
        let edge = "é".repeat(SHOWN);
        assert_eq!(clip(&edge), edge);
        let longer = edge.clone() + "x";
        assert!(clip(&longer).contains(&format!("... ({} bytes) ...", longer.len())));
        assert!(clip(&longer).ends_with("éx"));
    }
}
