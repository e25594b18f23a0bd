//! Reads a program's answer as testlib's checkers and interactors read
//! one, for every checker and every judge's side of a game in the pack:
//! tokens are separated by ASCII whitespace only (space, tab, `\r`, `\n`;
//! a no-break space or an ideographic space is part of a token), and an
//! integer is written in its one canonical form: digits, a `-` before a
//! negative one, no `+`, no leading zero (`0` itself is `"0"`). A judge's
//! input may be read more leniently (`reader`); an answer is not.
//! Tested below and by cf1149e's, cf1934d2's and abc278g's tests.

use crate::format::{quote, QUOTED};

/// The whitespace a token reader skips: ASCII space, tab, `\r` and `\n`,
/// as testlib's (a no-break space or an ideographic space is part of a
/// token). The judge's token comparison (`judge::diff`) reads the same.
pub fn is_blank(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\r' | '\n')
}

/// The tokens of `text`, separated by ASCII whitespace only.
pub fn tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split(is_blank).filter(|t| !t.is_empty())
}

/// Why a token is not an integer in its canonical form, in words (with the
/// token quoted), or `None` when it is one.
fn not_canonical(token: &str) -> Option<String> {
    let digits = token.strip_prefix('-').unwrap_or(token);
    let why = if token.starts_with('+') && token.len() > 1 && token[1..].bytes().all(|b| b.is_ascii_digit()) {
        "an integer has no `+` sign (a testlib checker refuses it)"
    } else if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        "not an integer"
    } else if digits.len() > 1 && digits.starts_with('0') {
        "an integer has no leading zero (a testlib checker refuses it)"
    } else if digits == "0" && token.starts_with('-') {
        "zero has no sign (a testlib checker refuses it)"
    } else {
        return None;
    };
    // Quoted only for a reason: a judge's side reads a move a line
    // (cf1934d2's, 27,000 numbers a conversation).
    Some(format!("{}: {why}", quote(token, QUOTED)))
}

/// A non-negative integer token, at most `max`: `Err` says why not (not an
/// integer, a sign, a leading zero, negative, or larger than `max`, which
/// `max_words` names, such as `"2*10^18"`).
pub fn natural(token: &str, max: u64, max_words: &str) -> Result<u64, String> {
    if let Some(why) = not_canonical(token) {
        return Err(why);
    }
    let shown = || quote(token, QUOTED);
    if token.starts_with('-') {
        return Err(format!("{}: negative", shown()));
    }
    token
        .parse::<u64>()
        .ok()
        .filter(|&v| v <= max)
        .ok_or_else(|| format!("{}: larger than {max_words}", shown()))
}

/// A signed integer token in `lo..=hi` (an `i64`): as [`natural`].
pub fn integer(token: &str, lo: i64, hi: i64) -> Result<i64, String> {
    if let Some(why) = not_canonical(token) {
        return Err(why);
    }
    token
        .parse::<i64>()
        .ok()
        .filter(|v| (lo..=hi).contains(v))
        .ok_or_else(|| format!("{}: outside {lo}..={hi}", quote(token, QUOTED)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_split_on_ascii_whitespace_only() {
        assert_eq!(tokens(" 1\t2\r\n3 \n").collect::<Vec<_>>(), ["1", "2", "3"]);
        for space in ["\u{a0}", "\u{3000}", "\u{2003}", "\u{b}", "\u{c}"] {
            let text = format!("1{space}2");
            assert_eq!(tokens(&text).collect::<Vec<_>>(), [text.as_str()], "{space:?}");
        }
    }

    #[test]
    fn integers_are_read_in_their_canonical_form_only() {
        assert_eq!(natural("0", 9, "9"), Ok(0));
        assert_eq!(natural("1000", 1000, "1000"), Ok(1000));
        assert_eq!(
            natural("0001", 9, "9").unwrap_err(),
            "\"0001\": an integer has no leading zero (a testlib checker refuses it)"
        );
        assert_eq!(
            natural("+1", 9, "9").unwrap_err(),
            "\"+1\": an integer has no `+` sign (a testlib checker refuses it)"
        );
        assert_eq!(
            natural("00", 9, "9").unwrap_err(),
            "\"00\": an integer has no leading zero (a testlib checker refuses it)"
        );
        assert_eq!(natural("-1", 9, "9").unwrap_err(), "\"-1\": negative");
        assert_eq!(natural("10", 9, "9").unwrap_err(), "\"10\": larger than 9");
        assert_eq!(natural("1x", 9, "9").unwrap_err(), "\"1x\": not an integer");
        assert_eq!(natural("+", 9, "9").unwrap_err(), "\"+\": not an integer");
        assert_eq!(
            natural("99999999999999999999", u64::MAX, "2^64-1").unwrap_err(),
            "\"99999999999999999999\": larger than 2^64-1"
        );
        assert_eq!(integer("-5", -5, 5), Ok(-5));
        assert!(integer("-0", -5, 5).unwrap_err().contains("zero has no sign"));
        assert!(integer("-05", -5, 5).unwrap_err().contains("leading zero"));
        assert_eq!(integer("6", -5, 5).unwrap_err(), "\"6\": outside -5..=5");
    }
}
