//! Comparing a program's output with the expected one under the problem's
//! [`Rule`] ([`crate::comparison`], which says which judge compares how),
//! and saying where they first differ. When a difference is whitespace
//! only, the verdict names the rule that made it count. Tested by the unit
//! tests below and shared/pack/tests/tools/judge.rs.

use crate::comparison::Rule;
use crate::contract::answer::{self, is_blank};
use crate::quote::{quoted, SHOWN};
use std::fmt;

/// The first place where the output differs from the expected one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// 1-based line number (of the output, where it has the line).
    pub line: usize,
    /// The expected line (or token, when `token`); `None` when the output
    /// has an extra line.
    pub expected: Option<String>,
    /// The output's line (or token); `None` when the output stops early.
    pub got: Option<String>,
    /// `expected` and `got` are single tokens (a [`Rule::Tokens`]
    /// difference on lines of different numbers).
    pub token: bool,
    /// The rule that found the difference.
    pub rule: Rule,
}

/// The lines of `text`, with `\r\n` read as `\n`.
pub fn lines(text: &str) -> Vec<&str> {
    each_line(text).collect()
}

/// [`lines`], one at a time.
fn each_line(text: &str) -> impl Iterator<Item = &str> {
    text.lines().map(|line| line.strip_suffix('\r').unwrap_or(line))
}

/// Whether two lines are the same under `rule`.
pub fn same_line(rule: Rule, want: &str, have: &str) -> bool {
    match rule {
        Rule::Exact => want == have,
        Rule::Lines => trim_end(want) == trim_end(have),
        Rule::Tokens => answer::tokens(want).eq(answer::tokens(have)),
    }
}

fn trim_end(line: &str) -> &str {
    line.trim_end_matches(is_blank)
}

/// `None` when `got` is `expected` under `rule`, else the first
/// difference. Reads both texts line by line (no list of lines: an output
/// may have millions).
pub fn first_difference(rule: Rule, expected: &str, got: &str) -> Option<Difference> {
    if rule == Rule::Tokens {
        return first_token_difference(expected, got);
    }
    let (mut want, mut have) = (each_line(expected), each_line(got));
    let mut line = 0;
    loop {
        line += 1;
        let (w, h) = (want.next(), have.next());
        let same = match (w, h) {
            (None, None) => return None,
            (Some(w), Some(h)) => same_line(rule, w, h),
            // Blank lines at the end, under `Lines`: the rest must be blank.
            (Some(w), None) if rule == Rule::Lines && trim_end(w).is_empty() => want.all(|w| trim_end(w).is_empty()),
            (None, Some(h)) if rule == Rule::Lines && trim_end(h).is_empty() => have.all(|h| trim_end(h).is_empty()),
            _ => false,
        };
        if same && (w.is_none() || h.is_none()) {
            return None;
        }
        if !same {
            return Some(Difference {
                line,
                expected: w.map(str::to_string),
                got: h.map(str::to_string),
                token: false,
                rule,
            });
        }
    }
}

/// The tokens of `text` with their 1-based line numbers and lines.
fn tokens(text: &str) -> impl Iterator<Item = (usize, &str, &str)> {
    text.split('\n').enumerate().flat_map(|(i, line)| {
        let line = line.strip_suffix('\r').unwrap_or(line);
        answer::tokens(line).map(move |t| (i + 1, line, t))
    })
}

fn first_token_difference(expected: &str, got: &str) -> Option<Difference> {
    let (mut want, mut have) = (tokens(expected), tokens(got));
    loop {
        let (w, h) = (want.next(), have.next());
        let (line, expected, got, token) = match (w, h) {
            (None, None) => return None,
            (Some(w), Some(h)) if w.2 == h.2 => continue,
            // The same line in both: quoted whole.
            (Some(w), Some(h)) if w.0 == h.0 => (h.0, Some(w.1), Some(h.1), false),
            (Some(w), Some(h)) => (h.0, Some(w.2), Some(h.2), true),
            (Some(w), None) => (w.0, Some(w.2), None, true),
            (None, Some(h)) => (h.0, None, Some(h.2), true),
        };
        return Some(Difference {
            line,
            expected: expected.map(str::to_string),
            got: got.map(str::to_string),
            token,
            rule: Rule::Tokens,
        });
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

    /// Whether the difference is whitespace only: a line differing only in
    /// whitespace, or a blank line extra or missing. Then the verdict
    /// names the rule.
    pub fn whitespace_only(&self) -> bool {
        match (self.expected.as_deref(), self.got.as_deref()) {
            (Some(want), Some(have)) => squeeze(want) == squeeze(have),
            (Some(line), None) | (None, Some(line)) => line.trim().is_empty(),
            (None, None) => false,
        }
    }

    /// `; <the rule>` when the verdict turns on whitespace, else nothing.
    fn rule_note(&self) -> String {
        if self.whitespace_only() {
            format!("; {}", self.rule.words())
        } else {
            String::new()
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
                let token = if self.token { "token " } else { "" };
                write!(
                    f,
                    "line {}: expected {token}{}, got {token}{}",
                    self.line,
                    quoted(want),
                    quoted(have)
                )?;
                if let Some(kind) = self.kind() {
                    write!(f, " ({kind}{})", self.rule_note())?;
                }
                Ok(())
            }
            (Some(want), None) => write!(
                f,
                "line {}: expected {}{}, got nothing (output too short{})",
                self.line,
                if self.token { "token " } else { "" },
                quoted(want),
                self.rule_note()
            ),
            (None, Some(have)) => write!(
                f,
                "line {}: expected nothing, got {}{} (extra {}{})",
                self.line,
                if self.token { "token " } else { "" },
                quoted(have),
                if self.token { "output" } else { "line" },
                self.rule_note()
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
        assert_eq!(first_difference(Rule::Exact, "a\nb\n", "a\r\nb"), None);
        assert_eq!(first_difference(Rule::Exact, "", ""), None);
    }

    #[test]
    fn names_the_first_differing_line() {
        let d = first_difference(Rule::Exact, "a\nb\nc\n", "a\nx\nc\n").unwrap();
        assert_eq!(d.to_string(), "line 2: expected \"b\", got \"x\"");
        let d = first_difference(Rule::Exact, "First player wins.\n", "First Player wins.\n").unwrap();
        assert_eq!(d.kind(), Some("only letter case differs"));
        let d = first_difference(Rule::Exact, "a b\n", "a  b \n").unwrap();
        assert_eq!(d.kind(), Some("only whitespace differs"));
        let d = first_difference(Rule::Exact, "A b\n", "a  b\n").unwrap();
        assert_eq!(d.kind(), Some("only letter case and whitespace differ"));
    }

    #[test]
    fn missing_and_extra_lines() {
        let d = first_difference(Rule::Exact, "a\nb\n", "a\n").unwrap();
        assert_eq!(d.to_string(), "line 2: expected \"b\", got nothing (output too short)");
        let d = first_difference(Rule::Exact, "a\n", "a\n\n").unwrap();
        assert_eq!(
            d.to_string(),
            "line 2: expected nothing, got \"\" (extra line; compared exactly, as this judge may: whitespace counts)"
        );
    }

    /// The two outputs of issue 46: a final blank line (luogu2252) and
    /// trailing spaces (cses1099), under each rule.
    #[test]
    fn each_rule_forgives_what_its_judge_does() {
        let want = "2 1\n0\n";
        let (blank, spaces) = ("2 1\n0\n\n", "2 1 \n0 \n");
        for rule in [Rule::Lines, Rule::Tokens] {
            assert_eq!(first_difference(rule, want, blank), None, "{rule:?}");
            assert_eq!(first_difference(rule, want, spaces), None, "{rule:?}");
            assert_eq!(first_difference(rule, want, "2 1\r\n0\t\r\n\n \n"), None, "{rule:?}");
        }
        let d = first_difference(Rule::Exact, want, spaces).unwrap().to_string();
        assert_eq!(
            d,
            "line 1: expected \"2 1\", got \"2 1 \" (only whitespace differs; compared exactly, as this judge may: whitespace counts)"
        );
        assert!(first_difference(Rule::Exact, want, blank).is_some());
        // Lines: whitespace inside a line, or a blank line before the end,
        // still counts, and the verdict names the rule.
        let d = first_difference(Rule::Lines, want, "2  1\n0\n").unwrap().to_string();
        assert!(d.ends_with("(only whitespace differs; compared by lines, as this judge does: only whitespace at line ends and blank lines at the end are ignored)"), "{d}");
        let d = first_difference(Rule::Lines, want, "2 1\n\n0\n").unwrap();
        assert_eq!((d.line, d.got.as_deref()), (2, Some("")));
        assert_eq!(first_difference(Rule::Tokens, want, "2\n1 0"), None);
        // A short line at the end is no blank line.
        assert!(first_difference(Rule::Lines, want, "2 1\n0\nx\n").is_some());
    }

    #[test]
    fn tokens_are_separated_by_ascii_whitespace_only() {
        let want = "2 1\n";
        for sep in ["\u{a0}", "\u{3000}", "\u{2003}", "\u{b}"] {
            let got = format!("2{sep}1\n");
            let d = first_difference(Rule::Tokens, want, &got).unwrap_or_else(|| panic!("{sep:?}"));
            assert_eq!((d.line, d.token), (1, false), "{sep:?}");
        }
        let d = first_difference(Rule::Tokens, "1 2\n3\n", "1 2 4\n").unwrap();
        assert_eq!(d.to_string(), "line 1: expected token \"3\", got token \"4\"");
        let d = first_difference(Rule::Tokens, "1 2\n3\n", "1 2\n").unwrap();
        assert_eq!(
            d.to_string(),
            "line 2: expected token \"3\", got nothing (output too short)"
        );
        let d = first_difference(Rule::Tokens, "1\n", "1\n2\n").unwrap();
        assert_eq!(
            d.to_string(),
            "line 2: expected nothing, got token \"2\" (extra output)"
        );
        let d = first_difference(Rule::Tokens, "1 2\n", "1 3\n").unwrap();
        assert_eq!(d.to_string(), "line 1: expected \"1 2\", got \"1 3\"");
        assert_eq!(Rule::parse("lines"), Ok(Rule::Lines));
        assert!(Rule::parse("loose").is_err());
    }

    #[test]
    fn a_long_line_is_quoted_from_its_first_difference_and_cut() {
        let want = "7 ".repeat(1 << 20);
        let have = format!("{}8 {}", "7 ".repeat(1000), "7 ".repeat((1 << 20) - 1001));
        let d = first_difference(Rule::Exact, &want, &have).unwrap().to_string();
        assert!(d.starts_with("line 1, from byte 2001: expected \"7 7 7 "), "{d}");
        assert!(d.contains("got \"8 7 7 ") && d.len() < 400, "{d}");
        let d = first_difference(Rule::Exact, &want, "").unwrap().to_string();
        assert!(
            d.len() < 200 && d.contains(" ... (2097152 bytes) ... ") && d.ends_with(", got nothing (output too short)"),
            "{d}"
        );
        let d = first_difference(Rule::Exact, "", &want).unwrap().to_string();
        assert!(d.len() < 200 && d.ends_with("(extra line)"), "{d}");
    }
}
