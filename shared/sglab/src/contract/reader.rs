//! Reads a judge input token by token for the problems' parsers, checking
//! each named token against its stated range (the problem's `accepts` in
//! `meta`), with errors worded as the binaries word theirs:
//! `n at byte 4: 0 is outside the supported range 1..=100000`.
//! Lazy (no token list), so a 30 MB input costs no extra memory.

use crate::format::{quote, QUOTED};
use crate::meta::{Range, Ranges};

/// A token quoted for a message, cut past [`QUOTED`] characters.
fn quoted(token: &str) -> String {
    quote(token, QUOTED)
}

/// A token of digits as it is when short, else cut and sized like [`quoted`].
fn shown(token: &str) -> String {
    if token.len() <= QUOTED {
        token.to_string()
    } else {
        quoted(token)
    }
}

/// A cursor over the whitespace-separated tokens of an input.
pub struct Reader<'a> {
    text: &'a [u8],
    pos: usize,
    ranges: &'a Ranges,
}

impl<'a> Reader<'a> {
    pub fn new(text: &'a str, ranges: &'a Ranges) -> Reader<'a> {
        Reader {
            text: text.as_bytes(),
            pos: 0,
            ranges,
        }
    }

    fn skip_space(&mut self) {
        while self.pos < self.text.len() && self.text[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    /// The next token and its byte offset, or `None` at the end.
    pub fn token(&mut self) -> Option<(usize, &'a str)> {
        self.skip_space();
        let start = self.pos;
        while self.pos < self.text.len() && !self.text[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        (self.pos > start).then(|| {
            (
                start,
                std::str::from_utf8(&self.text[start..self.pos]).unwrap_or("\u{fffd}"),
            )
        })
    }

    /// Whether only whitespace is left.
    pub fn at_end(&mut self) -> bool {
        self.skip_space();
        self.pos >= self.text.len()
    }

    /// The byte offset of the next token (or of the end).
    pub fn offset(&mut self) -> usize {
        self.skip_space();
        self.pos
    }

    /// Whether the next tokens are exactly `tokens` (nothing is consumed).
    pub fn next_are(&mut self, tokens: &[&str]) -> bool {
        let saved = self.pos;
        let found = tokens.iter().all(|&t| self.token().map(|(_, s)| s) == Some(t));
        self.pos = saved;
        found
    }

    /// The range stated for the token `name`.
    pub fn range(&self, name: &str) -> Result<Range, String> {
        self.ranges
            .get(name)
            .copied()
            .ok_or_else(|| format!("no range is stated for the token {name:?} (package.metadata.judge.limits)"))
    }

    /// The next token as a number in the range stated for `name`.
    pub fn u64(&mut self, name: &str) -> Result<u64, String> {
        let range = self.range(name)?;
        self.u64_in(name, range.lo, range.hi)
    }

    /// The next token as a number in `lo..=hi` (for ranges that depend on
    /// earlier tokens, such as a vertex number up to n).
    pub fn u64_in(&mut self, name: &str, lo: u64, hi: u64) -> Result<u64, String> {
        let end = self.text.len();
        let (at, token) = self
            .token()
            .ok_or_else(|| format!("{name} at byte {end}: expected a number, found end of input"))?;
        let value: u64 = match token.parse() {
            Ok(v) if token.bytes().all(|b| b.is_ascii_digit()) => v,
            _ if token.bytes().all(|b| b.is_ascii_digit()) => {
                return Err(format!("{name} at byte {at}: {} does not fit in 64 bits", shown(token)))
            }
            _ => {
                return Err(format!(
                    "{name} at byte {at}: expected a number, found {}",
                    quoted(token)
                ))
            }
        };
        if value < lo || value > hi {
            return Err(format!(
                "{name} at byte {at}: {value} is outside the supported range {lo}..={hi}"
            ));
        }
        Ok(value)
    }

    /// The next token as a signed number in the range stated for `name`
    /// (`"-100_000..=100_000"`, say: see [`Range`]).
    pub fn i64(&mut self, name: &str) -> Result<i64, String> {
        let range = self.range(name)?;
        let end = self.text.len();
        let (at, token) = self
            .token()
            .ok_or_else(|| format!("{name} at byte {end}: expected a number, found end of input"))?;
        let digits = token.strip_prefix('-').unwrap_or(token);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!(
                "{name} at byte {at}: expected a number, found {}",
                quoted(token)
            ));
        }
        let value: i128 = match token.parse() {
            Ok(v) if digits.len() <= 20 => v,
            _ => return Err(format!("{name} at byte {at}: {} does not fit in 64 bits", shown(token))),
        };
        if !range.contains_signed(value) {
            return Err(format!(
                "{name} at byte {at}: {value} is outside the supported range {range}"
            ));
        }
        Ok(value as i64)
    }

    /// The next token as an index from the low end stated for `name` up to
    /// `hi`: a token stated as `1..=N` (`hi` is N's value, read earlier).
    pub fn usize_upto(&mut self, name: &str, hi: u64) -> Result<usize, String> {
        let lo = self.range(name)?.lo;
        self.u64_in(name, lo, hi).map(|v| v as usize)
    }

    /// `count` numbers, each in the range stated for `name`.
    pub fn list(&mut self, count: u64, name: &str) -> Result<Vec<u64>, String> {
        (0..count).map(|_| self.u64(name)).collect()
    }

    /// A count named `count`, then that many numbers named `name`.
    pub fn sized_list(&mut self, count: &str, name: &str) -> Result<Vec<u64>, String> {
        let n = self.u64(count)?;
        self.list(n, name)
    }

    /// `name` as a `usize` in the range stated for it.
    pub fn usize(&mut self, name: &str) -> Result<usize, String> {
        self.u64(name).map(|v| v as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ranges() -> Ranges {
        [("n".to_string(), Range::parse("1..=10").unwrap())]
            .into_iter()
            .collect()
    }

    #[test]
    fn reads_checks_and_names() {
        let ranges = ranges();
        let mut r = Reader::new(" 3\r\n\t11 x 99999999999999999999", &ranges);
        assert_eq!(r.u64("n"), Ok(3));
        assert_eq!(
            r.u64("n").unwrap_err(),
            "n at byte 5: 11 is outside the supported range 1..=10"
        );
        assert!(r.next_are(&["x"]));
        assert_eq!(r.u64("n").unwrap_err(), "n at byte 8: expected a number, found \"x\"");
        assert_eq!(
            r.u64("n").unwrap_err(),
            "n at byte 10: 99999999999999999999 does not fit in 64 bits"
        );
        assert!(r.at_end());
        assert_eq!(
            r.u64("n").unwrap_err(),
            "n at byte 30: expected a number, found end of input"
        );
        assert!(r.u64("m").unwrap_err().contains("no range is stated"));
    }

    #[test]
    fn a_huge_token_is_named_by_its_size() {
        let ranges = ranges();
        for token in ["9".repeat(1 << 20), "x".repeat(1 << 20)] {
            let e = Reader::new(&token, &ranges).u64("n").unwrap_err();
            assert!(e.len() < 200 && e.contains("... (1.0 MiB in all)"), "{e}");
            let e = Reader::new(
                &format!("-{token}"),
                &[("n".to_string(), Range::parse("-5..=5").unwrap())]
                    .into_iter()
                    .collect(),
            )
            .i64("n")
            .unwrap_err();
            assert!(e.len() < 200 && e.contains("... (1.0 MiB in all)"), "{e}");
        }
    }

    #[test]
    fn signed_tokens_read_and_check() {
        let ranges: Ranges = [("b".to_string(), Range::parse("-5..=5").unwrap())]
            .into_iter()
            .collect();
        let mut r = Reader::new("-5 5 -6 6 - -x", &ranges);
        assert_eq!((r.i64("b"), r.i64("b")), (Ok(-5), Ok(5)));
        assert_eq!(
            r.i64("b").unwrap_err(),
            "b at byte 5: -6 is outside the supported range -5..=5"
        );
        assert_eq!(
            r.i64("b").unwrap_err(),
            "b at byte 8: 6 is outside the supported range -5..=5"
        );
        assert_eq!(r.i64("b").unwrap_err(), "b at byte 10: expected a number, found \"-\"");
        assert_eq!(r.i64("b").unwrap_err(), "b at byte 12: expected a number, found \"-x\"");
    }
}
