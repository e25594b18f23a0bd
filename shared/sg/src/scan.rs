//! Reads integers in constant memory.
//!
//! It reads any reader through a fixed 64 KiB buffer, so memory is constant
//! whatever the input size. Tokens are separated by any ASCII whitespace
//! (space, tab, CR, LF, VT, FF) in any amount; a final newline is optional;
//! a token split across two reads parses the same.
//!
//! Hot path (`next_u64`, and the loop of `each_u64_in`): a number of up to
//! 20 digits (the 20th checked for overflow) and its whitespace terminator, read from a
//! 24-byte window of the buffer; when the first eight bytes are all digits
//! they are converted at once (SWAR), the rest one by one (see docs/scanner.md).
//! Everything else (refills, long tokens, bad tokens, the
//! end) goes through `next_u64_slow`, a byte at a time, which also builds
//! the error: the token, its byte offset, and why.

use super::error::Error;
use std::io::Read;

pub struct Scanner<'a> {
    src: Box<dyn Read + 'a>,
    buf: Vec<u8>,
    pos: usize,
    end: usize,
    /// Input offset of `buf[0]`.
    base: u64,
    /// Input offset of the last token read.
    token_at: Option<u64>,
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t'..=b'\r')
}

/// The length of the token at the start of `rest` (up to its first space,
/// or all of it): eight bytes at a time while none is below `!` (0x21;
/// every space is), a test that never misses such a byte, then a byte at a
/// time from the first word that may hold one.
fn token_len(rest: &[u8]) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let mut i = 0;
    while let Some(w) = rest.get(i..i + 8) {
        let w = u64::from_le_bytes([w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]]);
        if w.wrapping_sub(0x21 * ONES) & !w & (0x80 * ONES) != 0 {
            break;
        }
        i += 8;
    }
    i + rest[i..].iter().position(|&b| is_space(b)).unwrap_or(rest.len() - i)
}

/// The number at the start of `w` (24 bytes or more) if it has 1 to 20
/// digits, fits in u64 and is followed by whitespace, and its length; `None`
/// for anything else.
#[inline(always)]
fn window_number(w: &[u8]) -> Option<(u64, usize)> {
    let w = &w[..24];
    let d = u64::from_le_bytes([w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]]).wrapping_sub(0x3030303030303030);
    // The top bit of each byte of `stop` below the first that is not a
    // digit is clear (nothing borrows or carries below it), and that
    // byte's is set (in d or in d + 0x76). Eight digits: a branch that
    // long numbers predict. Fewer, n: n from `stop` (its lowest bit is
    // 8 n + 7) without a branch on it, which mixed lengths would
    // mispredict, and the digits shifted to the word's top, an 8-digit
    // number with leading zeros. Then pairs of digits, and two
    // multiplications place the four pairs (Lemire).
    let stop = (d.wrapping_add(0x7676767676767676) | d) & 0x8080808080808080;
    let (x, mut len) = if stop == 0 {
        (d, 8)
    } else {
        let top = stop.trailing_zeros();
        (d << (63 - top) << 8, top as usize / 8)
    };
    let pairs = x * 10 + (x >> 8);
    let (a, b) = (pairs & 0xFF_0000_00FF, (pairs >> 16) & 0xFF_0000_00FF);
    let mut value = (a.wrapping_mul(100 + (1_000_000 << 32)) + b.wrapping_mul(1 + (10_000 << 32))) >> 32;
    // Up to 20 digits, checked (random 64-bit numbers mostly have 20); a
    // 21st digit or an overflow is the slow path's to explain.
    while len < 20 && w[len].wrapping_sub(b'0') < 10 {
        let digit = u64::from(w[len] - b'0');
        value = if len < 19 { value * 10 + digit } else { value.checked_mul(10)?.checked_add(digit)? };
        len += 1;
    }
    Some((value, len)).filter(|_| len > 0 && is_space(w[len]))
}

impl<'a> Scanner<'a> {
    pub fn new<R: Read + 'a>(src: R) -> Scanner<'a> {
        Scanner { src: Box::new(src), buf: vec![0; 1 << 16], pos: 0, end: 0, base: 0, token_at: None }
    }

    /// Byte offset of the next unread byte.
    fn offset(&self) -> u64 {
        self.base + self.pos as u64
    }

    /// Byte offset of the last token read, for a solution's own errors
    /// about it (say, a limit on a sum of values).
    pub fn last_token_offset(&self) -> u64 {
        self.token_at.unwrap_or(0)
    }

    /// The next integer, or `None` at the end of input.
    #[inline(always)]
    pub fn next_u64(&mut self, what: &str) -> Result<Option<u64>, Error> {
        // At most one separator, then a number whose terminator is in the
        // buffer; the terminator is consumed too.
        let mut p = self.pos;
        if p + 25 < self.end {
            p += usize::from(is_space(self.buf[p]));
            if let Some((value, len)) = window_number(&self.buf[p..]) {
                self.token_at = Some(self.base + p as u64);
                self.pos = p + len + 1;
                return Ok(Some(value));
            }
        }
        self.next_u64_slow(what)
    }

    fn next_u64_slow(&mut self, what: &str) -> Result<Option<u64>, Error> {
        if !self.skip_space()? {
            return Ok(None);
        }
        let at = self.offset();
        self.token_at = Some(at);
        // The token's first 24 bytes, its length, its value as digits (None
        // past u64), and whether it holds a byte that is neither a digit nor
        // a leading sign.
        let (mut shown, mut len, mut value, mut stray) = ([0; 24], 0, Some(0u64), false);
        while let Some(b) = self.byte()?.filter(|&b| !is_space(b)) {
            if len < 24 {
                shown[len] = b;
            }
            stray |= !b.is_ascii_digit() && (len > 0 || b != b'-' && b != b'+');
            // Meaningless after a sign, but then it is not used.
            value = value.and_then(|v| v.checked_mul(10)?.checked_add(u64::from(b.wrapping_sub(b'0'))));
            len += 1;
            self.pos += 1;
        }
        let detail = match (shown[0], value) {
            _ if stray || len == 1 && !shown[0].is_ascii_digit() => "is not a non-negative integer",
            (b'-', _) => "is negative; only non-negative integers are allowed",
            (b'+', _) => "has a sign; write the number without one",
            (_, Some(v)) => return Ok(Some(v)),
            (_, None) => "is larger than 18446744073709551615",
        };
        // The token quoted: printable ASCII as is, other bytes escaped, "..."
        // past 24 bytes.
        let text: String =
            shown[..len.min(24)].iter().flat_map(|&b| std::ascii::escape_default(b)).map(char::from).collect();
        Err(Error::at(what, at, &format!("\"{}{}\" {}", text, if len > 24 { "..." } else { "" }, detail)))
    }

    /// The first number of the next case of an input that ends at end of
    /// file: `None` at the end, but an input with no token at all is an error.
    pub fn next_case(&mut self, what: &str, lo: u64, hi: u64) -> Result<Option<u64>, Error> {
        let value = self.next_u64(what)?;
        if value.is_none() && self.token_at.is_some() {
            return Ok(None);
        }
        self.in_range(what, value, lo, hi, "empty input: expected a number").map(Some)
    }

    /// The first number of a case, or of the end marker of an input that
    /// must end with one (such as `0 0 0`).
    pub fn case_or_end_marker(&mut self, what: &str, lo: u64, hi: u64) -> Result<u64, Error> {
        let value = self.next_u64(what)?;
        self.in_range(what, value, lo, hi, "the input ends without its end marker")
    }

    /// A number that must be there.
    #[inline]
    pub fn u64(&mut self, what: &str) -> Result<u64, Error> {
        self.u64_in(what, 0, u64::MAX)
    }

    /// A number that must be there and lie in `lo..=hi`.
    #[inline]
    pub fn u64_in(&mut self, what: &str, lo: u64, hi: u64) -> Result<u64, Error> {
        let value = self.next_u64(what)?;
        self.in_range(what, value, lo, hi, "expected a number, found end of input")
    }

    /// A number in `lo..=hi` that may have a minus sign (a coordinate).
    pub fn i64_in(&mut self, what: &str, lo: i64, hi: i64) -> Result<i64, Error> {
        if !self.skip_space()? {
            return Err(Error::at(what, self.offset(), "expected a number, found end of input"));
        }
        let at = self.offset();
        let minus = self.byte()? == Some(b'-');
        if minus {
            self.pos += 1;
            if !self.byte()?.map_or(false, |b| b.is_ascii_digit()) {
                return Err(Error::at(what, at, "expected digits after a minus sign"));
            }
        }
        let v = self.next_u64(what).map_err(|e| {
            let why = e.0.split_once(": ").map_or(&*e.0, |s| s.1);
            Error::at(what, at, &format!("{}{}", if minus { "after a minus sign, " } else { "" }, why))
        })?;
        self.token_at = Some(at);
        let v = i128::from(v.unwrap_or(0)) * if minus { -1 } else { 1 };
        if i128::from(lo) <= v && v <= i128::from(hi) {
            return Ok(v as i64);
        }
        Err(Error::at(what, at, &format!("{} is outside the supported range {}..={}", v, lo, hi)))
    }

    /// `u64_in` for a count or size used as an index.
    #[inline]
    pub fn usize_in(&mut self, what: &str, lo: usize, hi: usize) -> Result<usize, Error> {
        self.u64_in(what, lo as u64, hi as u64).map(|v| v as usize)
    }

    /// Reads `count` numbers that must be there and lie in `lo..=hi`,
    /// handing each to `use_value` in order: `u64_in` in a loop, but the hot
    /// loop keeps its state in registers (about twice as fast on long lists).
    #[inline]
    pub fn each_u64_in<F: FnMut(u64)>(
        &mut self, mut count: u64, what: &str, lo: u64, hi: u64, mut use_value: F,
    ) -> Result<(), Error> {
        while count > 0 {
            let (mut p, stop) = (self.pos, self.end.saturating_sub(25));
            // Anything but whitespace or a number in range goes to `u64_in`,
            // which reads or explains it.
            while count > 0 && p < stop {
                match window_number(&self.buf[p..]) {
                    Some((value, len)) if (lo..=hi).contains(&value) => {
                        use_value(value);
                        p += len + 1;
                        count -= 1;
                    }
                    None if is_space(self.buf[p]) => p += 1,
                    _ => break,
                }
            }
            self.pos = p;
            if count > 0 {
                use_value(self.u64_in(what, lo, hi)?);
                count -= 1;
            }
        }
        Ok(())
    }

    /// `each_u64_in` for a list of tuples (the two ends of each road): the
    /// i-th number is called `names[i % names.len()]` in an error, and
    /// `use_value` gets its byte offset too and may end the list with an
    /// error of its own. (A loop of its own: as a wrapper of this one,
    /// `each_u64_in` would add 460 bytes to the bundles that use it.)
    #[inline]
    pub fn each_u64_at<F: FnMut(u64, u64) -> Result<(), Error>>(
        &mut self, count: u64, names: &[&str], lo: u64, hi: u64, mut use_value: F,
    ) -> Result<(), Error> {
        let mut i = 0;
        while i < count {
            let (mut p, stop) = (self.pos, self.end.saturating_sub(25));
            // Anything but whitespace or a number in range goes to `u64_in`,
            // which reads or explains it.
            while i < count && p < stop {
                match window_number(&self.buf[p..]) {
                    Some((value, len)) if (lo..=hi).contains(&value) => {
                        use_value(value, self.base + p as u64)?;
                        p += len + 1;
                        i += 1;
                    }
                    None if is_space(self.buf[p]) => p += 1,
                    _ => break,
                }
            }
            self.pos = p;
            if i < count {
                let value = self.u64_in(names[(i % names.len() as u64) as usize], lo, hi)?;
                use_value(value, self.last_token_offset())?;
                i += 1;
            }
        }
        Ok(())
    }

    /// The next token as raw bytes (a row of a grid such as `W.B`), into
    /// `word`: returns its byte offset, for the caller's own errors about
    /// its contents; an error at the end of input.
    pub fn word(&mut self, what: &str, word: &mut Vec<u8>) -> Result<u64, Error> {
        word.clear();
        self.word_pieces(what, |piece| word.extend_from_slice(piece)).map(|(at, _)| at)
    }

    /// The next token in pieces, each a stretch of the buffer passed to
    /// `each` in order (a row of 5 * 10^5 letters is read in a few slices
    /// and never copied; memory stays the buffer): its byte offset and its
    /// length; an error at the end of input.
    pub fn word_pieces<F: FnMut(&[u8])>(&mut self, what: &str, mut each: F) -> Result<(u64, usize), Error> {
        if !self.skip_space()? {
            return Err(Error::at(what, self.offset(), "expected a word, found end of input"));
        }
        let at = self.offset();
        self.token_at = Some(at);
        let mut len = 0;
        // Up to the first space, or to the buffer's end and then on after
        // a refill.
        while self.byte()?.is_some() {
            let rest = &self.buf[self.pos..self.end];
            let piece = token_len(rest);
            each(&rest[..piece]);
            len += piece;
            self.pos += piece;
            if self.pos < self.end {
                break;
            }
        }
        Ok((at, len))
    }

    /// One line of an interactive judge's: blank lines are skipped, then one
    /// integer (a minus sign allowed) for each of `names`, separated by
    /// spaces or tabs, and then the line ends (a newline or the end of
    /// input). Each value with its byte offset; `None` at the end of input
    /// before the line; an error naming the token for anything else (a
    /// number missing, one too many, a non-number, a value past 64 bits).
    pub fn line_i64<const K: usize>(&mut self, names: [&str; K]) -> Result<Option<[(i64, u64); K]>, Error> {
        if !self.skip_space()? {
            return Ok(None);
        }
        let mut values = [(0, 0); K];
        for (i, (name, slot)) in names.iter().zip(values.iter_mut()).enumerate() {
            while self.byte()?.map_or(false, |b| b != b'\n' && is_space(b)) {
                self.pos += 1;
            }
            if matches!(self.byte()?, None | Some(b'\n')) {
                let detail = format!("the line ends after {} of its {} numbers", i, K);
                return Err(Error::at(name, self.offset(), &detail));
            }
            let value = self.signed(name)?;
            *slot = (value, self.last_token_offset());
        }
        while self.byte()?.map_or(false, |b| b != b'\n' && is_space(b)) {
            self.pos += 1;
        }
        match self.byte()? {
            None | Some(b'\n') => Ok(Some(values)),
            Some(_) => {
                let detail = format!("more than {} number{} on the line", K, if K == 1 { "" } else { "s" });
                Err(Error::at("line", self.offset(), &detail))
            }
        }
    }

    /// The token at the reading position as a signed 64-bit integer, read a
    /// byte at a time (its terminator is left unread); the error quotes at
    /// most 24 bytes of it, whatever its length.
    fn signed(&mut self, what: &str) -> Result<i64, Error> {
        let at = self.offset();
        self.token_at = Some(at);
        let (mut shown, mut len, mut magnitude, mut digits, mut stray) = ([0; 24], 0, Some(0i64), 0, false);
        while let Some(b) = self.byte()?.filter(|&b| !is_space(b)) {
            if len < 24 {
                shown[len] = b;
            }
            if b.is_ascii_digit() {
                magnitude = magnitude.and_then(|v| v.checked_mul(10)?.checked_add(i64::from(b - b'0')));
                digits += 1;
            } else {
                stray |= len > 0 || b != b'-';
            }
            len += 1;
            self.pos += 1;
        }
        let detail = match magnitude {
            _ if stray || digits == 0 => "is not an integer",
            Some(v) => return Ok(if shown[0] == b'-' { -v } else { v }),
            None => "is too large for 64 bits",
        };
        let text: String =
            shown[..len.min(24)].iter().flat_map(|&b| std::ascii::escape_default(b)).map(char::from).collect();
        Err(Error::at(what, at, &format!("\"{}{}\" {}", text, if len > 24 { "..." } else { "" }, detail)))
    }

    /// Checks that only whitespace is left (`entry::run` calls it after the
    /// last case).
    pub fn finish(&mut self) -> Result<(), Error> {
        if !self.skip_space()? {
            return Ok(());
        }
        Err(Error::at("text", self.offset(), "only whitespace may follow the last case"))
    }

    /// `value` if it lies in `lo..=hi`; the error for it, or for `None` (the
    /// end of input, explained by `at_end`).
    #[inline]
    fn in_range(&self, what: &str, value: Option<u64>, lo: u64, hi: u64, at_end: &str) -> Result<u64, Error> {
        let v = value.ok_or_else(|| Error::at(what, self.offset(), at_end))?;
        if (lo..=hi).contains(&v) {
            return Ok(v);
        }
        Err(Error::at(what, self.last_token_offset(), &format!("{} is outside the supported range {}..={}", v, lo, hi)))
    }

    /// Skips whitespace; false at the end of input.
    fn skip_space(&mut self) -> Result<bool, Error> {
        while self.byte()?.map_or(false, is_space) {
            self.pos += 1;
        }
        Ok(self.byte()?.is_some())
    }

    /// The next unread byte, reading more once the buffer is used up; `None`
    /// at the end of input.
    fn byte(&mut self) -> Result<Option<u8>, Error> {
        if self.pos == self.end {
            self.base += self.end as u64;
            self.pos = 0;
            let read = self.src.read(&mut self.buf);
            self.end = read.map_err(|e| Error::at("input", self.base, &format!("cannot read: {}", e)))?;
        }
        Ok(self.buf[..self.end].get(self.pos).copied())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scanner with a buffer of `capacity` bytes (at least one), so that
    /// tokens split across refills.
    fn sized<'a, R: Read + 'a>(src: R, capacity: usize) -> Scanner<'a> {
        Scanner { buf: vec![0; capacity.max(1)], ..Scanner::new(src) }
    }

    fn scan_all(text: &[u8], capacity: usize) -> Result<Vec<u64>, Error> {
        let mut scanner = sized(text, capacity);
        let mut values = Vec::new();
        while let Some(v) = scanner.next_u64("x")? {
            values.push(v);
        }
        Ok(values)
    }

    fn error_of(text: &[u8], capacity: usize) -> String {
        scan_all(text, capacity).unwrap_err().to_string()
    }

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    #[test]
    fn signed_numbers_read_with_their_offsets() {
        for capacity in [1, 3, 64] {
            let mut s = sized(&b" -5 7\n-100000 -0"[..], capacity);
            assert_eq!(s.i64_in("b", -9, 9).unwrap(), -5);
            assert_eq!(s.last_token_offset(), 1);
            assert_eq!(s.i64_in("b", -9, 9).unwrap(), 7);
            assert_eq!(s.i64_in("b", -100_000, 0).unwrap(), -100_000);
            assert_eq!(s.last_token_offset(), 6);
            assert_eq!(s.i64_in("b", 0, 0).unwrap(), 0);
            let end = s.i64_in("b", 0, 0).unwrap_err().to_string();
            assert_eq!(end, "b at byte 16: expected a number, found end of input");
        }
        let error = |text: &[u8]| sized(text, 4).i64_in("r", -10, 10).unwrap_err().to_string();
        assert_eq!(error(b"x -11"), "r at byte 0: \"x\" is not a non-negative integer");
        assert_eq!(error(b"  -11"), "r at byte 2: -11 is outside the supported range -10..=10");
        assert_eq!(error(b"11 "), "r at byte 0: 11 is outside the supported range -10..=10");
        assert_eq!(error(b"- 1"), "r at byte 0: expected digits after a minus sign");
        assert_eq!(error(b"-4x"), "r at byte 0: after a minus sign, \"4x\" is not a non-negative integer");
        assert_eq!(error(b"--4"), "r at byte 0: expected digits after a minus sign");
        let huge = error(b"-18446744073709551616");
        assert_eq!(
            huge,
            "r at byte 0: after a minus sign, \"18446744073709551616\" is larger than 18446744073709551615"
        );
    }

    #[test]
    fn window_agrees_with_a_naive_parse_on_every_byte_everywhere() {
        fn naive(window: &[u8]) -> Option<(u64, usize)> {
            let len = window.iter().position(|b| !b.is_ascii_digit()).unwrap_or(window.len());
            if len == 0 || len > 20 || !is_space(window[len]) {
                return None;
            }
            let text = std::str::from_utf8(&window[..len]).unwrap();
            text.parse().ok().map(|value| (value, len))
        }
        for digits in 1..=21 {
            for at in 0..24 {
                for b in 0..=255u8 {
                    let mut window = [b' '; 24];
                    for (i, slot) in window.iter_mut().enumerate().take(digits) {
                        *slot = b"9876543210"[i % 10];
                    }
                    window[at] = b;
                    assert_eq!(window_number(&window), naive(&window), "{:?}", String::from_utf8_lossy(&window));
                }
            }
        }
        assert_eq!(
            window_number(b"12345678 \x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"),
            Some((12_345_678, 8))
        );
        assert_eq!(
            window_number(b"99999999\t\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"),
            Some((99_999_999, 8))
        );
    }

    #[test]
    fn window_reads_plain_numbers() {
        let window = |text: &str| window_number(&format!("{text:\x01<24}").as_bytes()[..24]);
        assert_eq!(window("7 "), Some((7, 1)));
        assert_eq!(window("1234567\n"), Some((1_234_567, 7)));
        assert_eq!(window("0000000000000000042\t"), Some((42, 19)));
        assert_eq!(window("9999999999999999999\r"), Some((9_999_999_999_999_999_999, 19)));
        assert_eq!(window("12345678901234567890 "), Some((12_345_678_901_234_567_890, 20)));
        assert_eq!(window("18446744073709551615\n"), Some((u64::MAX, 20)));
        assert_eq!(window("18446744073709551616 "), None);
        assert_eq!(window("123456789012345678901 "), None);
        assert_eq!(window("99999999999999999999 "), None);
        assert_eq!(window("12a "), None);
        assert_eq!(window(" 12"), None);
        assert_eq!(window("12\x01"), None);
        assert_eq!(window("1\x0b"), Some((1, 1)));
    }

    #[test]
    fn any_whitespace_layout() {
        let text = b"\r\n 2\t\t3\r\n\r\n\x0b5\x0c 7";
        for capacity in [1, 2, 3, 7, 64, 1 << 16] {
            assert_eq!(scan_all(text, capacity).unwrap(), vec![2, 3, 5, 7]);
        }
        assert_eq!(scan_all(b"", 8).unwrap(), Vec::<u64>::new());
        assert_eq!(scan_all(b" \n\t ", 8).unwrap(), Vec::<u64>::new());
    }

    #[test]
    fn random_tokens_at_every_buffer_size() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let separators: [&[u8]; 5] = [b" ", b"\n", b"\r\n", b"\t \n", b"\n\n"];
        for round in 0..300 {
            let mut text = Vec::new();
            let mut want = Vec::new();
            for _ in 0..(round % 40) {
                let digits = 1 + rng.next() % 20;
                let mut token = String::new();
                if rng.next() % 10 == 0 {
                    token.push_str("000");
                }
                for i in 0..digits {
                    let d = if i == 0 { 1 + rng.next() % 9 } else { rng.next() % 10 };
                    token.push(char::from(b'0' + d as u8));
                }
                match token.parse::<u64>() {
                    Ok(v) => want.push(v),
                    Err(_) => continue,
                }
                text.extend_from_slice(token.as_bytes());
                text.extend_from_slice(separators[(rng.next() % 5) as usize]);
            }
            if round % 3 == 0 {
                while text.last().map_or(false, |&b| is_space(b)) {
                    text.pop();
                }
            }
            for capacity in [1, 5, 16, 17, 31, 100, 1 << 16] {
                assert_eq!(scan_all(&text, capacity).unwrap(), want, "capacity {capacity}");
            }
        }
    }

    #[test]
    fn batch_reads_agree_with_single_reads() {
        let mut rng = Rng(77);
        for round in 0..200 {
            let values: Vec<u64> = (0..round).map(|_| rng.next() >> (rng.next() % 64)).collect();
            let mut text = String::new();
            for (i, v) in values.iter().enumerate() {
                text.push_str(&v.to_string());
                text.push_str(if i % 7 == 3 { "\r\n\t" } else { " " });
            }
            for capacity in [1, 9, 33, 1 << 16] {
                let mut s = sized(text.as_bytes(), capacity);
                let mut got = Vec::new();
                s.each_u64_in(values.len() as u64, "a_i", 0, u64::MAX, |v| got.push(v)).unwrap();
                assert_eq!(got, values, "capacity {capacity}");
                assert_eq!(s.next_u64("end").unwrap(), None);
            }
        }
    }

    #[test]
    fn batch_reads_stop_at_the_first_bad_value() {
        let text = b"5 6 7 70 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24";
        for capacity in [4, 1 << 16] {
            let mut s = sized(&text[..], capacity);
            let mut got = Vec::new();
            let e = s.each_u64_in(10, "s_i", 1, 69, |v| got.push(v)).unwrap_err();
            assert_eq!(got, vec![5, 6, 7]);
            assert_eq!(e.to_string(), "s_i at byte 6: 70 is outside the supported range 1..=69");
            let mut s = sized(&b"1 2 x3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19"[..], capacity);
            let e = s.each_u64_in(5, "s_i", 0, 99, |_| {}).unwrap_err();
            assert_eq!(e.to_string(), "s_i at byte 4: \"x3\" is not a non-negative integer");
            let mut s = sized(&b"1 2"[..], capacity);
            let e = s.each_u64_in(3, "s_i", 0, 99, |_| {}).unwrap_err();
            assert_eq!(e.to_string(), "s_i at byte 3: expected a number, found end of input");
        }
    }

    #[test]
    fn token_split_across_refills() {
        // With 8-byte refills, "1234567890" straddles the first refill.
        let text = b"12345 1234567890 7";
        assert_eq!(scan_all(text, 8).unwrap(), vec![12345, 1_234_567_890, 7]);
    }

    #[test]
    fn u64_limits() {
        assert_eq!(scan_all(b"18446744073709551615\n", 1 << 16).unwrap(), vec![u64::MAX]);
        let padded = |token: &str| format!("{token} {}", "0 ".repeat(20));
        assert!(error_of(padded("99999999999999999999").as_bytes(), 1 << 16).contains("is larger than"));
        let text = padded("99999999999999999999");
        let mut batch = Scanner::new(text.as_bytes());
        let error = batch.each_u64_in(3, "a_i", 0, u64::MAX, |_| {}).unwrap_err();
        assert!(error.to_string().contains("is larger than"), "{error}");
        assert_eq!(scan_all(b"00000000000000000000000000042 ", 1 << 16).unwrap(), vec![42]);
        assert_eq!(
            error_of(b"1 18446744073709551616\n", 1 << 16),
            "x at byte 2: \"18446744073709551616\" is larger than 18446744073709551615"
        );
    }

    #[test]
    fn bad_tokens_name_token_and_offset() {
        for capacity in [1, 4, 1 << 16] {
            assert_eq!(
                error_of(b"3 -5 1", capacity),
                "x at byte 2: \"-5\" is negative; only non-negative integers are allowed"
            );
            assert_eq!(error_of(b"3 +5", capacity), "x at byte 2: \"+5\" has a sign; write the number without one");
            assert_eq!(error_of(b"12a 3", capacity), "x at byte 0: \"12a\" is not a non-negative integer");
            assert_eq!(error_of(b"7\n- 3", capacity), "x at byte 2: \"-\" is not a non-negative integer");
            assert_eq!(
                error_of(b"1 2\x00\xff", capacity),
                "x at byte 2: \"2\\x00\\xff\" is not a non-negative integer"
            );
            assert_eq!(error_of(b"1.5 ", capacity), "x at byte 0: \"1.5\" is not a non-negative integer");
        }
        let long = vec![b'z'; 100_000];
        assert!(error_of(&long, 64).ends_with("\"zzzzzzzzzzzzzzzzzzzzzzzz...\" is not a non-negative integer"));
    }

    #[test]
    fn fast_path_rejects_what_slow_path_must_explain() {
        let text = b"123456789012345678901234567890 and more padding here";
        assert!(error_of(text, 1 << 16).contains("is larger than"));
        let text = b"12345678x1234567 padding padding padding";
        assert!(error_of(text, 1 << 16).contains("\"12345678x1234567\" is not"));
    }

    #[test]
    fn required_and_ranged_reads() {
        let mut s = sized(&b"5 0 7"[..], 4);
        assert_eq!(s.u64_in("N", 1, 10).unwrap(), 5);
        assert_eq!(
            s.u64_in("A_i", 1, 10).unwrap_err().to_string(),
            "A_i at byte 2: 0 is outside the supported range 1..=10"
        );
        assert_eq!(s.usize_in("M", 0, 7).unwrap(), 7);
        let mut padded = sized(&b"1 \n  0042 x"[..], 3);
        assert_eq!(padded.u64_in("N", 1, 9).unwrap(), 1);
        assert_eq!(
            padded.u64_in("N", 1, 9).unwrap_err().to_string(),
            "N at byte 5: 42 is outside the supported range 1..=9"
        );
        assert_eq!(padded.last_token_offset(), 5);
        let mut cases = Scanner::new(&b"5 77 3"[..]);
        assert_eq!(cases.next_case("n", 1, 9).unwrap(), Some(5));
        assert_eq!(
            cases.next_case("n", 1, 9).unwrap_err().to_string(),
            "n at byte 2: 77 is outside the supported range 1..=9"
        );
        assert_eq!(s.u64("K").unwrap_err().to_string(), "K at byte 5: expected a number, found end of input");
    }

    #[test]
    fn next_case_refuses_empty_input_only() {
        let mut empty = Scanner::new(&b" \n"[..]);
        assert_eq!(empty.next_case("n", 0, 9).unwrap_err().to_string(), "n at byte 2: empty input: expected a number");
        let mut two = Scanner::new(&b"4\n6\n"[..]);
        assert_eq!(two.next_case("n", 0, 9).unwrap(), Some(4));
        assert_eq!(two.next_case("n", 0, 9).unwrap(), Some(6));
        assert_eq!(two.next_case("n", 0, 9).unwrap(), None);
    }

    #[test]
    fn token_len_stops_at_the_first_space_whatever_the_bytes_before() {
        // Every byte value at every place of a word's first 24 bytes, after
        // letters, high bytes or control bytes (which the eight-byte test
        // may flag although they are no space), then a space or none.
        for fill in [b'R', 0xFF, 0x01, 0x80] {
            for b in 0..=255u8 {
                for at in 0..24 {
                    for tail in [&b""[..], b" x"] {
                        let mut text = vec![fill; at];
                        text.push(b);
                        text.extend_from_slice(&[b'B'; 9]);
                        text.extend_from_slice(tail);
                        let naive = text.iter().position(|&c| is_space(c)).unwrap_or(text.len());
                        assert_eq!(token_len(&text), naive, "{:?}", text);
                    }
                }
            }
        }
    }

    #[test]
    fn words_are_read_whole_across_refills_with_their_offsets() {
        for capacity in [1, 2, 3, 64] {
            let mut s = sized(&b"2\r\nW.B\n\t..W"[..], capacity);
            let mut word = Vec::new();
            assert_eq!(s.u64("n").unwrap(), 2);
            assert_eq!(s.word("row", &mut word).unwrap(), 3);
            assert_eq!(word, b"W.B");
            assert_eq!(s.word("row", &mut word).unwrap(), 8);
            assert_eq!(word, b"..W");
            let end = s.word("row", &mut word).unwrap_err().to_string();
            assert_eq!(end, "row at byte 11: expected a word, found end of input");
        }
    }

    #[test]
    fn judge_lines_are_read_whole() {
        for capacity in [1, 3, 64] {
            let mut s = sized(&b"\n 3 -1\r\n\t0\t7 \n-1 -1"[..], capacity);
            assert_eq!(s.line_i64(["a", "b"]).unwrap(), Some([(3, 2), (-1, 4)]));
            assert_eq!(s.line_i64(["a", "b"]).unwrap(), Some([(0, 9), (7, 11)]));
            assert_eq!(s.line_i64(["a", "b"]).unwrap(), Some([(-1, 14), (-1, 17)]));
            assert_eq!(s.line_i64(["a", "b"]).unwrap(), None);
        }
        let error = |text: &[u8]| sized(text, 4).line_i64(["a", "b"]).unwrap_err().to_string();
        assert_eq!(error(b"5\n6 7"), "b at byte 1: the line ends after 1 of its 2 numbers");
        assert_eq!(error(b"5"), "b at byte 1: the line ends after 1 of its 2 numbers");
        assert_eq!(error(b"5 6 7\n"), "line at byte 4: more than 2 numbers on the line");
        assert_eq!(error(b"5 x"), "b at byte 2: \"x\" is not an integer");
        assert_eq!(error(b"- 5"), "a at byte 0: \"-\" is not an integer");
        assert_eq!(error(b"5 1-"), "b at byte 2: \"1-\" is not an integer");
        assert_eq!(error(b"--5 1"), "a at byte 0: \"--5\" is not an integer");
        assert_eq!(
            error(b"9223372036854775807 -9223372036854775808"),
            "b at byte 20: \"-9223372036854775808\" is too large for 64 bits"
        );
        let huge = [&b"1 "[..], &vec![b'9'; 1_000_000]].concat();
        assert!(error(&huge).ends_with("\"999999999999999999999999...\" is too large for 64 bits"));
        let mut one = sized(&b"7 8"[..], 2);
        assert_eq!(one.line_i64(["t"]).unwrap_err().to_string(), "line at byte 2: more than 1 number on the line");
    }

    #[test]
    fn memory_is_the_buffer_whatever_the_input() {
        /// Repeats "987654321 " for `left` bytes, in reads of any size.
        struct Endless {
            left: u64,
            at: usize,
        }
        impl Read for Endless {
            fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
                let n = (out.len() as u64).min(self.left) as usize;
                for slot in &mut out[..n] {
                    *slot = b"987654321 "[self.at];
                    self.at = (self.at + 1) % 10;
                }
                self.left -= n as u64;
                Ok(n)
            }
        }
        let mut s = sized(Endless { left: 1_000_000, at: 0 }, 64);
        let mut count = 0;
        while s.next_u64("x").unwrap().is_some() {
            count += 1;
        }
        assert_eq!(count, 100_000);
        assert_eq!(s.buf.len(), 64);
    }
}
