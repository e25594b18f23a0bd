//! Comparing a program's output with the expected one, line by line, and
//! saying where they first differ.
//!
//! The judges compare exactly, so whitespace or letter case differences
//! count (and are named as such); only the line ending (`\r\n` or `\n`) and
//! a missing final newline are forgiven.

use crate::quote::{quoted, SHOWN};
use std::fmt;

/// The first place where the output differs from the expected one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// 1-based line number.
    pub line: usize,
    /// The expected line; `None` when the output has an extra line.
    pub expected: Option<String>,
    /// The output's line; `None` when the output stops early.
    pub got: Option<String>,
}

/// The lines of `text`, with `\r\n` read as `\n`.
pub fn lines(text: &str) -> Vec<&str> {
    text.lines()
        .map(|line| line.strip_suffix('\r').unwrap_or(line))
        .collect()
}

/// `None` when `got` is `expected` (up to line endings), else the first
/// differing line. Reads both texts line by line (no list of lines: an
/// output may have millions).
pub fn first_difference(expected: &str, got: &str) -> Option<Difference> {
    let mut want = expected.lines().map(|line| line.strip_suffix('\r').unwrap_or(line));
    let mut have = got.lines().map(|line| line.strip_suffix('\r').unwrap_or(line));
    let mut line = 0;
    loop {
        line += 1;
        let (w, h) = (want.next(), have.next());
        if w.is_none() && h.is_none() {
            return None;
        }
        if w != h {
            return Some(Difference {
                line,
                expected: w.map(str::to_string),
                got: h.map(str::to_string),
            });
        }
    }
}

fn squeeze(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl Difference {
    /// What kind of difference it is, when it is a near miss.
    pub fn kind(&self) -> Option<&'static str> {
        let (want, have) = (self.expected.as_deref()?, self.got.as_deref()?);
        if squeeze(want) == squeeze(have) {
            Some("only whitespace differs")
        } else if want.to_lowercase() == have.to_lowercase() {
            Some("only letter case differs")
        } else if squeeze(&want.to_lowercase()) == squeeze(&have.to_lowercase()) {
            Some("only letter case and whitespace differ")
        } else {
            None
        }
    }
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match (&self.expected, &self.got) {
            (Some(want), Some(have)) if want.len().max(have.len()) > SHOWN => {
                // A long line is quoted from its first difference, cut (a
                // 10 MB line is never printed whole).
                let at = want
                    .char_indices()
                    .zip(have.chars())
                    .find(|((_, a), b)| a != b)
                    .map_or(want.len().min(have.len()), |((i, _), _)| i);
                let at = (0..=at).rev().find(|&i| have.is_char_boundary(i)).unwrap_or(0);
                write!(
                    f,
                    "line {}, from byte {}: expected {}, got {}",
                    self.line,
                    at + 1,
                    quoted(&want[at..]),
                    quoted(&have[at..])
                )
            }
            (Some(want), Some(have)) => {
                write!(f, "line {}: expected {}, got {}", self.line, quoted(want), quoted(have))?;
                if let Some(kind) = self.kind() {
                    write!(f, " ({kind})")?;
                }
                Ok(())
            }
            (Some(want), None) => write!(
                f,
                "line {}: expected {}, got nothing (output too short)",
                self.line,
                quoted(want)
            ),
            (None, Some(have)) => write!(
                f,
                "line {}: expected nothing, got {} (extra line)",
                self.line,
                quoted(have)
            ),
            (None, None) => write!(f, "line {}: no difference", self.line),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_up_to_line_endings() {
        assert_eq!(first_difference("a\nb\n", "a\r\nb"), None);
        assert_eq!(first_difference("", ""), None);
    }

    #[test]
    fn names_the_first_differing_line() {
        let d = first_difference("a\nb\nc\n", "a\nx\nc\n").unwrap();
        assert_eq!(d.to_string(), "line 2: expected \"b\", got \"x\"");
        let d = first_difference("First player wins.\n", "First Player wins.\n").unwrap();
        assert_eq!(d.kind(), Some("only letter case differs"));
        let d = first_difference("a b\n", "a  b \n").unwrap();
        assert_eq!(d.kind(), Some("only whitespace differs"));
        let d = first_difference("A b\n", "a  b\n").unwrap();
        assert_eq!(d.kind(), Some("only letter case and whitespace differ"));
    }

    #[test]
    fn missing_and_extra_lines() {
        let d = first_difference("a\nb\n", "a\n").unwrap();
        assert_eq!(d.to_string(), "line 2: expected \"b\", got nothing (output too short)");
        let d = first_difference("a\n", "a\n\n").unwrap();
        assert_eq!(d.to_string(), "line 2: expected nothing, got \"\" (extra line)");
    }

    #[test]
    fn a_long_line_is_quoted_from_its_first_difference_and_cut() {
        let want = "7 ".repeat(1 << 20);
        let have = format!("{}8 {}", "7 ".repeat(1000), "7 ".repeat((1 << 20) - 1001));
        let d = first_difference(&want, &have).unwrap().to_string();
        assert!(d.starts_with("line 1, from byte 2001: expected \"7 7 7 "), "{d}");
        assert!(d.contains("got \"8 7 7 ") && d.len() < 400, "{d}");
        let d = first_difference(&want, "").unwrap().to_string();
        assert!(
            d.len() < 200 && d.contains(" ... (2097152 bytes) ... ") && d.ends_with(", got nothing (output too short)"),
            "{d}"
        );
        let d = first_difference("", &want).unwrap().to_string();
        assert!(d.len() < 200 && d.ends_with("(extra line)"), "{d}");
    }
}
