//! Reads unsigned integers from any reader through a fixed-size buffer, so
//! memory is constant whatever the input size. Tokens are separated by any
//! ASCII whitespace (space, tab, CR, LF, VT, FF) in any amount; a final
//! newline is optional; a token split across two refills parses the same.
//!
//! The hot path reads a number of up to 20 digits (the 20th checked for
//! overflow) and its whitespace terminator from a 24-byte window of the
//! buffer: eight digits at once when the first eight bytes are all digits
//! (SWAR), the rest in a bounded loop; measured faster here than SSE2
//! classification or a plain byte loop (see README, "The scanner's speed").
//! Random 64-bit numbers mostly have 20 digits, so the 20th digit stays on
//! the hot path (Library Checker nim_product_64). Everything else (refills,
//! long or split tokens, bad tokens) takes a byte-at-a-time path that also
//! builds the error: the token, its byte offset, and why (not a number, a
//! sign, larger than u64).

use super::error::{quote, Error};
use std::io::{ErrorKind, Read};

const DEFAULT_CAPACITY: usize = 1 << 16;
/// Bytes the fast path may look at from a token's first byte: 20 digits
/// and a terminator fit.
const LOOKAHEAD: usize = 24;
/// Digits the fast path reads without a check: 19 nines still fit in u64
/// (a 20th digit is checked for overflow).
const FAST_DIGITS: usize = 19;
const ZEROS: u64 = 0x3030_3030_3030_3030;

pub struct Scanner<'a> {
    src: Box<dyn Read + 'a>,
    buf: Box<[u8]>,
    pos: usize,
    end: usize,
    /// Absolute input offset of `buf[0]`.
    base: u64,
    eof: bool,
    /// Absolute offset of the last token read, `NO_TOKEN` before the first.
    token_at: u64,
}

const NO_TOKEN: u64 = u64::MAX;

#[inline]
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// The number at the start of `window` if it has 1 to 19 digits followed by
/// whitespace, with its length; `None` for anything else. When the first
/// eight bytes are all digits (a number of eight or more digits) they are
/// converted at once (SWAR); the rest go one by one.
#[inline(always)]
fn window_number(window: &[u8]) -> Option<(u64, usize)> {
    let window: &[u8; LOOKAHEAD] = std::convert::TryFrom::try_from(window).ok()?;
    let mut head = [0u8; 8];
    head.copy_from_slice(&window[..8]);
    let digits = u64::from_le_bytes(head).wrapping_sub(ZEROS);
    let (mut value, mut len) = if all_digits(digits) {
        (eight_digits(digits), 8)
    } else {
        let first = u64::from(window[0].wrapping_sub(b'0'));
        if first >= 10 {
            return None;
        }
        (first, 1)
    };
    loop {
        let digit = window[len].wrapping_sub(b'0');
        if digit >= 10 {
            break;
        }
        if len == FAST_DIGITS {
            // A 20th digit fits iff the value does not overflow (random
            // 64-bit numbers have 20 digits more often than not); a 21st
            // digit or an overflow goes to the slow path, which explains it.
            let value = value.checked_mul(10)?.checked_add(u64::from(digit))?;
            return if is_space(window[len + 1]) {
                Some((value, len + 1))
            } else {
                None
            };
        }
        value = value * 10 + u64::from(digit);
        len += 1;
    }
    if is_space(window[len]) {
        Some((value, len))
    } else {
        None
    }
}

/// Whether eight bytes minus b'0' each (`digits`, first byte lowest) were
/// all digits. Below the first byte that is not, nothing borrows or
/// carries, and that byte sets its top bit: in `digits` if it was below
/// b'0' or at least 0xB0, in `digits + 0x76` per byte otherwise.
#[inline(always)]
fn all_digits(digits: u64) -> bool {
    (digits.wrapping_add(0x7676_7676_7676_7676) | digits) & 0x8080_8080_8080_8080 == 0
}

/// The value of eight digits given as byte values 0..=9, the most
/// significant in the lowest byte: pairs first, then two independent
/// multiplications place the four pairs (Lemire's method).
#[inline(always)]
fn eight_digits(digits: u64) -> u64 {
    let pairs = digits * 10 + (digits >> 8);
    let first_pairs = pairs & 0x0000_00FF_0000_00FF;
    let next_pairs = (pairs >> 16) & 0x0000_00FF_0000_00FF;
    (first_pairs.wrapping_mul(100 + (1_000_000 << 32)) + next_pairs.wrapping_mul(1 + (10_000 << 32))) >> 32
}

impl<'a> Scanner<'a> {
    pub fn new<R: Read + 'a>(src: R) -> Scanner<'a> {
        Scanner::with_capacity(src, DEFAULT_CAPACITY)
    }

    /// A scanner with a buffer of `capacity` bytes (tests use tiny ones).
    pub fn with_capacity<R: Read + 'a>(src: R, capacity: usize) -> Scanner<'a> {
        Scanner {
            src: Box::new(src),
            buf: vec![0; capacity.max(1)].into_boxed_slice(),
            pos: 0,
            end: 0,
            base: 0,
            eof: false,
            token_at: NO_TOKEN,
        }
    }

    /// Absolute byte offset of the next unread byte.
    pub fn offset(&self) -> u64 {
        self.base + self.pos as u64
    }

    /// Absolute byte offset of the last token read, for a solution's own
    /// errors about it (say, a limit on a sum of values).
    pub fn last_token_offset(&self) -> u64 {
        if self.token_at == NO_TOKEN {
            0
        } else {
            self.token_at
        }
    }

    /// The next integer, or `None` at the end of input.
    #[inline(always)]
    pub fn next_u64(&mut self, what: &str) -> Result<Option<u64>, Error> {
        // Hot path: at most one separator, then a short number whose
        // terminator is in the buffer; the terminator is consumed too.
        let mut p = self.pos;
        if p + LOOKAHEAD + 1 < self.end {
            if is_space(self.buf[p]) {
                p += 1;
            }
            if let Some((value, len)) = window_number(&self.buf[p..p + LOOKAHEAD]) {
                self.token_at = self.base + p as u64;
                self.pos = p + len + 1;
                return Ok(Some(value));
            }
        }
        self.next_u64_slow(what)
    }

    /// Refills, long tokens, tokens split across refills, bad tokens.
    #[inline(never)]
    fn next_u64_slow(&mut self, what: &str) -> Result<Option<u64>, Error> {
        if !self.skip_space()? {
            return Ok(None);
        }
        self.token_at = self.offset();
        self.slow_number(what).map(Some)
    }

    /// The first number of the next case of an input that ends at end of
    /// file: `None` at the end, but an input with no token at all is an error.
    pub fn next_case(&mut self, what: &str, lo: u64, hi: u64) -> Result<Option<u64>, Error> {
        match self.next_u64(what)? {
            Some(value) if (lo..=hi).contains(&value) => Ok(Some(value)),
            Some(value) => Err(self.out_of_range(what, value, lo, hi)),
            None if self.token_at == NO_TOKEN => Err(Error::at(what, self.offset(), "empty input: expected a number")),
            None => Ok(None),
        }
    }

    /// A number that must be there.
    #[inline]
    pub fn u64(&mut self, what: &str) -> Result<u64, Error> {
        match self.next_u64(what) {
            Ok(Some(value)) => Ok(value),
            Ok(None) => Err(self.missing(what)),
            Err(e) => Err(e),
        }
    }

    #[cold]
    fn missing(&self, what: &str) -> Error {
        Error::at(what, self.offset(), "expected a number, found end of input")
    }

    /// A number that must be there and lie in `lo..=hi`.
    #[inline]
    pub fn u64_in(&mut self, what: &str, lo: u64, hi: u64) -> Result<u64, Error> {
        let value = self.u64(what)?;
        if (lo..=hi).contains(&value) {
            Ok(value)
        } else {
            Err(self.out_of_range(what, value, lo, hi))
        }
    }

    /// Reads `count` numbers that must be there and lie in `lo..=hi`,
    /// handing each to `use_value` in order: `u64_in` in a loop, but the hot
    /// loop keeps its state in registers (about twice as fast on long lists).
    #[inline]
    pub fn each_u64_in<F: FnMut(u64)>(
        &mut self,
        count: u64,
        what: &str,
        lo: u64,
        hi: u64,
        mut use_value: F,
    ) -> Result<(), Error> {
        let mut left = count;
        while left > 0 {
            let mut p = self.pos;
            let stop = self.end.saturating_sub(LOOKAHEAD + 1);
            // Each number's terminator is consumed with it; extra whitespace
            // is skipped a byte at a time; anything else falls back to
            // `u64_in` below, which reads or explains it.
            while left > 0 && p < stop {
                match window_number(&self.buf[p..p + LOOKAHEAD]) {
                    Some((value, len)) if value >= lo && value <= hi => {
                        use_value(value);
                        p += len + 1;
                        left -= 1;
                    }
                    None if is_space(self.buf[p]) => p += 1,
                    _ => break,
                }
            }
            self.pos = p;
            if left > 0 {
                use_value(self.u64_in(what, lo, hi)?);
                left -= 1;
            }
        }
        Ok(())
    }

    /// `u64_in` for a count or size used as an index.
    #[inline]
    pub fn usize_in(&mut self, what: &str, lo: usize, hi: usize) -> Result<usize, Error> {
        self.u64_in(what, lo as u64, hi as u64).map(|v| v as usize)
    }

    #[cold]
    fn out_of_range(&self, what: &str, value: u64, lo: u64, hi: u64) -> Error {
        let detail = format!("{value} is outside the supported range {lo}..={hi}");
        Error::at(what, self.token_at, &detail)
    }

    /// Skips whitespace; false at the end of input.
    fn skip_space(&mut self) -> Result<bool, Error> {
        loop {
            while self.pos < self.end && is_space(self.buf[self.pos]) {
                self.pos += 1;
            }
            if self.pos < self.end {
                return Ok(true);
            }
            if !self.refill()? {
                return Ok(false);
            }
        }
    }

    /// Keeps the unread bytes, reads more after them; false when no more
    /// bytes come.
    fn refill(&mut self) -> Result<bool, Error> {
        if self.eof {
            return Ok(false);
        }
        if self.pos > 0 {
            self.buf.copy_within(self.pos..self.end, 0);
            self.base += self.pos as u64;
            self.end -= self.pos;
            self.pos = 0;
        }
        loop {
            match self.src.read(&mut self.buf[self.end..]) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(false);
                }
                Ok(n) => {
                    self.end += n;
                    return Ok(true);
                }
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(e) => return Err(Error::new(format!("cannot read input at byte {}: {e}", self.offset()))),
            }
        }
    }

    /// Any token, one byte at a time across refills; builds the error for a
    /// token that is not an unsigned integer fitting in u64.
    fn slow_number(&mut self, what: &str) -> Result<u64, Error> {
        let start = self.token_at;
        let mut shown = [0u8; 24];
        let mut len = 0u64;
        let mut value = Some(0u64);
        let mut sign = false;
        let mut stray = false;
        loop {
            if self.pos == self.end && !self.refill()? {
                break;
            }
            let b = self.buf[self.pos];
            if is_space(b) {
                break;
            }
            if (len as usize) < shown.len() {
                shown[len as usize] = b;
            }
            if b.is_ascii_digit() {
                value = value
                    .and_then(|v| v.checked_mul(10))
                    .and_then(|v| v.checked_add(u64::from(b - b'0')));
            } else if len == 0 && (b == b'-' || b == b'+') {
                sign = true;
            } else {
                stray = true;
            }
            len += 1;
            self.pos += 1;
        }
        if !stray && !sign {
            if let Some(v) = value {
                return Ok(v);
            }
        }
        let token = quote(&shown[..len.min(24) as usize], len);
        let detail = if stray || (sign && len == 1) {
            format!("{token} is not a non-negative integer")
        } else if sign && shown[0] == b'-' {
            format!("{token} is negative; only non-negative integers are allowed")
        } else if sign {
            format!("{token} has a sign; write the number without one")
        } else {
            format!("{token} is larger than {}", u64::MAX)
        };
        Err(Error::at(what, start, &detail))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan_all(text: &[u8], capacity: usize) -> Result<Vec<u64>, Error> {
        let mut scanner = Scanner::with_capacity(text, capacity);
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
    fn window_agrees_with_a_naive_parse_on_every_byte_everywhere() {
        fn naive(window: &[u8]) -> Option<(u64, usize)> {
            let len = window.iter().position(|b| !b.is_ascii_digit()).unwrap_or(window.len());
            if len == 0 || len > FAST_DIGITS + 1 || !is_space(window[len]) {
                return None;
            }
            let text = std::str::from_utf8(&window[..len]).unwrap();
            Some((text.parse().ok()?, len))
        }
        for digits in 1..=21 {
            for at in 0..LOOKAHEAD {
                for b in 0..=255u8 {
                    let mut window = [b' '; LOOKAHEAD];
                    for (i, slot) in window.iter_mut().enumerate().take(digits) {
                        *slot = b"9876543210"[i % 10];
                    }
                    window[at] = b;
                    assert_eq!(
                        window_number(&window),
                        naive(&window),
                        "{:?}",
                        String::from_utf8_lossy(&window)
                    );
                }
            }
        }
        assert_eq!(
            eight_digits(u64::from_le_bytes(*b"12345678").wrapping_sub(ZEROS)),
            12_345_678
        );
        assert_eq!(
            eight_digits(u64::from_le_bytes(*b"99999999").wrapping_sub(ZEROS)),
            99_999_999
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
                let mut s = Scanner::with_capacity(text.as_bytes(), capacity);
                let mut got = Vec::new();
                s.each_u64_in(values.len() as u64, "a_i", 0, u64::MAX, |v| got.push(v))
                    .unwrap();
                assert_eq!(got, values, "capacity {capacity}");
                assert_eq!(s.next_u64("end").unwrap(), None);
            }
        }
    }

    #[test]
    fn batch_reads_stop_at_the_first_bad_value() {
        let text = b"5 6 7 70 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24";
        for capacity in [4, 1 << 16] {
            let mut s = Scanner::with_capacity(&text[..], capacity);
            let mut got = Vec::new();
            let e = s.each_u64_in(10, "s_i", 1, 69, |v| got.push(v)).unwrap_err();
            assert_eq!(got, vec![5, 6, 7]);
            assert_eq!(e.to_string(), "s_i at byte 6: 70 is outside the supported range 1..=69");
            let mut s = Scanner::with_capacity(&b"1 2 x3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19"[..], capacity);
            let e = s.each_u64_in(5, "s_i", 0, 99, |_| {}).unwrap_err();
            assert_eq!(e.to_string(), "s_i at byte 4: \"x3\" is not a non-negative integer");
            let mut s = Scanner::with_capacity(&b"1 2"[..], capacity);
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
            assert_eq!(
                error_of(b"3 +5", capacity),
                "x at byte 2: \"+5\" has a sign; write the number without one"
            );
            assert_eq!(
                error_of(b"12a 3", capacity),
                "x at byte 0: \"12a\" is not a non-negative integer"
            );
            assert_eq!(
                error_of(b"7\n- 3", capacity),
                "x at byte 2: \"-\" is not a non-negative integer"
            );
            assert_eq!(
                error_of(b"1 2\x00\xff", capacity),
                "x at byte 2: \"2\\x00\\xff\" is not a non-negative integer"
            );
            assert_eq!(
                error_of(b"1.5 ", capacity),
                "x at byte 0: \"1.5\" is not a non-negative integer"
            );
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
        let mut s = Scanner::with_capacity(&b"5 0 7"[..], 4);
        assert_eq!(s.u64_in("N", 1, 10).unwrap(), 5);
        assert_eq!(
            s.u64_in("A_i", 1, 10).unwrap_err().to_string(),
            "A_i at byte 2: 0 is outside the supported range 1..=10"
        );
        assert_eq!(s.usize_in("M", 0, 7).unwrap(), 7);
        let mut padded = Scanner::with_capacity(&b"1 \n  0042 x"[..], 3);
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
        assert_eq!(
            s.u64("K").unwrap_err().to_string(),
            "K at byte 5: expected a number, found end of input"
        );
    }

    #[test]
    fn next_case_refuses_empty_input_only() {
        let mut empty = Scanner::new(&b" \n"[..]);
        assert_eq!(
            empty.next_case("n", 0, 9).unwrap_err().to_string(),
            "n at byte 2: empty input: expected a number"
        );
        let mut two = Scanner::new(&b"4\n6\n"[..]);
        assert_eq!(two.next_case("n", 0, 9).unwrap(), Some(4));
        assert_eq!(two.next_case("n", 0, 9).unwrap(), Some(6));
        assert_eq!(two.next_case("n", 0, 9).unwrap(), None);
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
        let mut s = Scanner::with_capacity(Endless { left: 1_000_000, at: 0 }, 64);
        let mut count = 0;
        while s.next_u64("x").unwrap().is_some() {
            count += 1;
        }
        assert_eq!(count, 100_000);
        assert_eq!(s.buf.len(), 64);
    }
}
