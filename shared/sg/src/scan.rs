//! Reads unsigned integers from any reader through a fixed-size buffer, so
//! memory is constant whatever the input size. Tokens are separated by any
//! ASCII whitespace (space, tab, CR, LF, VT, FF) in any amount; a final
//! newline is optional; a token split across two refills parses the same.
//!
//! Plain numbers of up to 16 digits are parsed eight bytes at a time (SWAR);
//! everything else (long or split tokens, bad tokens) takes a byte-at-a-time
//! path that also builds the error: the token, its byte offset, and why
//! (not a number, a sign, larger than u64).

use super::error::{quote, Error};
use std::io::{ErrorKind, Read};

const DEFAULT_CAPACITY: usize = 1 << 16;
/// Bytes the fast path may look at past a token's first byte.
const LOOKAHEAD: usize = 16;
const ZEROS: u64 = 0x3030_3030_3030_3030;
const HIGH_BITS: u64 = 0x8080_8080_8080_8080;

pub struct Scanner<'a> {
    src: Box<dyn Read + 'a>,
    buf: Box<[u8]>,
    pos: usize,
    end: usize,
    /// Absolute input offset of `buf[0]`.
    base: u64,
    eof: bool,
    tokens: u64,
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// One bit (the byte's top bit) per byte of `chunk` that is not '0'..='9'.
fn non_digits(chunk: u64) -> u64 {
    let high = chunk & HIGH_BITS;
    let low = chunk & !HIGH_BITS;
    // Per byte, with the top bit cleared no byte addition or subtraction
    // below carries into its neighbour.
    let above_nine = low + 0x4646_4646_4646_4646; // top bit set iff byte >= b'9' + 1
    let below_zero = !((low | HIGH_BITS) - ZEROS); // top bit set iff byte < b'0'
    (high | above_nine | below_zero) & HIGH_BITS
}

/// The value of eight decimal digits, given as byte values 0..=9 with the
/// most significant digit in the lowest byte.
fn eight_digits(v: u64) -> u64 {
    let v = v * 10 + (v >> 8);
    let pairs = v & 0x0000_00FF_0000_00FF;
    let next_pairs = (v >> 16) & 0x0000_00FF_0000_00FF;
    (pairs.wrapping_mul(100 + (1_000_000 << 32)) + next_pairs.wrapping_mul(1 + (10_000 << 32))) >> 32
}

/// The value of the first `k` (1..=8) digit bytes of `chunk`.
fn first_digits(chunk: u64, k: u32) -> u64 {
    // Borrows of the wrapping subtraction only move towards the high bytes,
    // which the shift discards; shifted-in zero bytes act as leading zeros.
    eight_digits(chunk.wrapping_sub(ZEROS) << (8 * (8 - k)))
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
            tokens: 0,
        }
    }

    /// Absolute byte offset of the next unread byte.
    pub fn offset(&self) -> u64 {
        self.base + self.pos as u64
    }

    /// The next integer, or `None` at the end of input.
    pub fn next_u64(&mut self, what: &str) -> Result<Option<u64>, Error> {
        if !self.skip_space()? {
            return Ok(None);
        }
        self.tokens += 1;
        if self.end - self.pos >= LOOKAHEAD {
            if let Some(value) = self.fast_number() {
                return Ok(Some(value));
            }
        }
        self.slow_number(what).map(Some)
    }

    /// The first number of the next case of an input that ends at end of
    /// file: `None` at the end, but an input with no token at all is an error.
    pub fn next_case(&mut self, what: &str, lo: u64, hi: u64) -> Result<Option<u64>, Error> {
        let start = self.offset();
        match self.next_u64(what)? {
            Some(value) => self.check_range(what, start, value, lo, hi).map(Some),
            None if self.tokens == 0 => Err(Error::at(what, self.offset(), "empty input: expected a number")),
            None => Ok(None),
        }
    }

    /// A number that must be there.
    pub fn u64(&mut self, what: &str) -> Result<u64, Error> {
        match self.next_u64(what)? {
            Some(value) => Ok(value),
            None => Err(Error::at(what, self.offset(), "expected a number, found end of input")),
        }
    }

    /// A number that must be there and lie in `lo..=hi`.
    pub fn u64_in(&mut self, what: &str, lo: u64, hi: u64) -> Result<u64, Error> {
        self.skip_space()?;
        let start = self.offset();
        let value = self.u64(what)?;
        self.check_range(what, start, value, lo, hi)
    }

    /// `u64_in` for a count or size used as an index.
    pub fn usize_in(&mut self, what: &str, lo: usize, hi: usize) -> Result<usize, Error> {
        self.u64_in(what, lo as u64, hi as u64).map(|v| v as usize)
    }

    fn check_range(&self, what: &str, start: u64, value: u64, lo: u64, hi: u64) -> Result<u64, Error> {
        if (lo..=hi).contains(&value) {
            Ok(value)
        } else {
            let detail = format!("{value} is outside the supported range {lo}..={hi}");
            Err(Error::at(what, start, &detail))
        }
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

    fn chunk(&self, at: usize) -> u64 {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(&self.buf[at..at + 8]);
        u64::from_le_bytes(bytes)
    }

    /// A token of 1 to 15 digits followed by whitespace, read eight bytes at
    /// a time; `None` (nothing consumed) for anything else.
    fn fast_number(&mut self) -> Option<u64> {
        let p = self.pos;
        let first = self.chunk(p);
        let gaps = non_digits(first);
        let (value, len) = if gaps != 0 {
            let k = gaps.trailing_zeros() / 8;
            if k == 0 {
                return None;
            }
            (first_digits(first, k), k as usize)
        } else {
            let second = self.chunk(p + 8);
            let gaps = non_digits(second);
            if gaps == 0 {
                return None;
            }
            let k = gaps.trailing_zeros() / 8;
            let high = eight_digits(first.wrapping_sub(ZEROS));
            if k == 0 {
                (high, 8)
            } else {
                (high * 10u64.pow(k) + first_digits(second, k), 8 + k as usize)
            }
        };
        if !is_space(self.buf[p + len]) {
            return None;
        }
        self.pos = p + len;
        Some(value)
    }

    /// Any token, one byte at a time across refills; builds the error for a
    /// token that is not an unsigned integer fitting in u64.
    fn slow_number(&mut self, what: &str) -> Result<u64, Error> {
        let start = self.offset();
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
        let token = quote(&shown[..len.min(24) as usize], len);
        let detail = if stray || (sign && len == 1) {
            format!("{token} is not a non-negative integer")
        } else if sign && shown[0] == b'-' {
            format!("{token} is negative; only non-negative integers are allowed")
        } else if sign {
            format!("{token} has a sign; write the number without one")
        } else if let Some(v) = value {
            return Ok(v);
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
    fn swar_helpers_match_definition() {
        assert_eq!(eight_digits(u64::from_le_bytes(*b"12345678") - ZEROS), 12_345_678);
        assert_eq!(first_digits(u64::from_le_bytes(*b"907 abcd"), 3), 907);
        assert_eq!(non_digits(u64::from_le_bytes(*b"0123456/")), 0x80 << 56);
        for b in 0..=255u8 {
            let gaps = non_digits(u64::from_le_bytes([b'5', b, b'5', b'5', b'5', b'5', b'5', b'5']));
            assert_eq!(gaps != 0, !b.is_ascii_digit(), "byte {b}");
        }
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
    fn token_split_across_refills() {
        // With 8-byte refills, "1234567890" straddles the first refill.
        let text = b"12345 1234567890 7";
        assert_eq!(scan_all(text, 8).unwrap(), vec![12345, 1_234_567_890, 7]);
    }

    #[test]
    fn u64_limits() {
        assert_eq!(scan_all(b"18446744073709551615\n", 1 << 16).unwrap(), vec![u64::MAX]);
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
