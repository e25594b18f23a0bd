//! Octal games in the standard notation (Guy and Smith 1956; Winning Ways,
//! ch. 4): the code `0.d1d2d3...` says, for each k, what removing k tokens
//! from one heap may leave: digit bit 1, nothing (the whole heap goes); bit
//! 2, one nonempty heap; bit 4, two nonempty heaps. A code `4.d1d2...` also
//! lets a player split a heap in two without removing a token. Hexadecimal
//! codes add bit 8, three nonempty heaps (digits 8-F, e.g. `0.F`, `8.0`).
//! Subtraction games are the codes whose digits are 3 or 0. `options` is
//! the reference the fast table (`octal_table`) is tested against;
//! tests/octal/octal.rs checks the rules against `search` on real row games
//! (Kayles, Dawson's Kayles, Node Kayles).

/// An octal game with a finite code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Octal {
    /// `(k, d_k)` for every nonzero digit, k ascending (k = 0 only for `4.`).
    digits: Vec<(usize, u8)>,
}

/// Codes longer than this are refused (a subtraction set's largest element
/// is its code length).
pub const MAX_LENGTH: usize = 1_000_000;

impl Octal {
    /// Parses `0.137`, `.137`, `4.07` or a hexadecimal code such as `0.F`.
    pub fn parse(code: &str) -> Result<Octal, String> {
        let (whole, fraction) = code
            .split_once('.')
            .ok_or_else(|| format!("octal code {code:?}: expected the form 0.d1d2d3... (e.g. 0.137)"))?;
        let d0 = match whole {
            "" | "0" => 0,
            "4" => 4,
            "8" => 8,
            "C" | "c" => 12,
            _ => {
                return Err(format!(
                    "octal code {code:?}: the digit before the point must be 0, 4, 8 or C \
                     (4 = split a heap in two, 8 = in three, without removing a token)"
                ))
            }
        };
        if fraction.is_empty() {
            return Err(format!("octal code {code:?}: no digits after the point"));
        }
        if fraction.len() > MAX_LENGTH {
            return Err(format!("octal code {code:?}: longer than {MAX_LENGTH} digits"));
        }
        let mut digits = Vec::new();
        if d0 != 0 {
            digits.push((0, d0));
        }
        for (i, c) in fraction.chars().enumerate() {
            match c.to_digit(16) {
                Some(0) => {}
                Some(d) => digits.push((i + 1, d as u8)),
                None => {
                    return Err(format!(
                        "octal code {code:?}: {c:?} is not an octal or hexadecimal digit (0-9, A-F)"
                    ))
                }
            }
        }
        Ok(Octal { digits })
    }

    /// The subtraction game on `set`: remove exactly s tokens, s in the set
    /// (digit 3 at each s). Elements must be positive and at most
    /// [`MAX_LENGTH`]; duplicates are ignored.
    pub fn subtraction(set: &[usize]) -> Octal {
        let mut set = set.to_vec();
        set.sort_unstable();
        set.dedup();
        assert!(
            set.iter().all(|&s| (1..=MAX_LENGTH).contains(&s)),
            "bad subtraction set {set:?}"
        );
        Octal {
            digits: set.into_iter().map(|s| (s, 3)).collect(),
        }
    }

    /// The game whose digit for removing k tokens is `digits[k]` (k = 0
    /// only 0, 4, 8 or 12: a split in place); zeros are dropped.
    pub fn from_digits(digits: &[u8]) -> Octal {
        Octal {
            digits: digits
                .iter()
                .enumerate()
                .filter(|&(_, &d)| d != 0)
                .map(|(k, &d)| (k, d))
                .collect(),
        }
    }

    /// The game's usual name, for the codes the pack's pages name.
    pub fn name(&self) -> Option<&'static str> {
        match self.code().as_str() {
            "0.77" => Some("Kayles"),
            "0.07" => Some("Dawson's Kayles"),
            "0.137" => Some("Dawson's chess"),
            _ => None,
        }
    }

    /// The code, without trailing zeros (`0.0` for the game with no move).
    pub fn code(&self) -> String {
        let hex = |d: u8| char::from_digit(d as u32, 16).unwrap().to_ascii_uppercase();
        let whole = hex(self.digit(0));
        let mut fraction = vec!['0'; self.length().max(1)];
        for &(k, d) in self.digits.iter().filter(|&&(k, _)| k > 0) {
            fraction[k - 1] = hex(d);
        }
        format!("{whole}.{}", fraction.into_iter().collect::<String>())
    }

    /// The index of the last nonzero digit after the point (0 if none): the
    /// most tokens one move removes.
    pub fn length(&self) -> usize {
        self.digits.last().map_or(0, |&(k, _)| k)
    }

    /// Whether the code starts with `4.` or `8.` (a heap may split without
    /// removing a token).
    pub fn splits_in_place(&self) -> bool {
        self.digit(0) != 0
    }

    /// The digit d_k (0 past the code's end).
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.iter().find(|&&(i, _)| i == k).map_or(0, |&(_, d)| d)
    }

    /// `(k, d_k)` for every nonzero digit, k ascending.
    pub fn digits(&self) -> &[(usize, u8)] {
        &self.digits
    }

    /// The most heaps one move leaves: 3 for a hexadecimal code with bit 8,
    /// 2 with bit 4, else 1 (or 0 when every move empties the heap).
    pub fn most_parts(&self) -> usize {
        let bits = self.digits.iter().fold(0, |acc, &(_, d)| acc | d);
        [8u8, 4, 2, 1].iter().position(|&b| bits & b != 0).map_or(0, |i| 3 - i)
    }

    /// The same game played on one token fewer a heap, when a heap of one
    /// token has no move (d1 without bit 1); `None` otherwise. Then heaps of
    /// one token are inert (value 0), so a heap of h tokens plays as h - 1
    /// live tokens: a move that removes k tokens and leaves j nonempty heaps
    /// (sizes summing to n - k) removes k + j - 1 live tokens from n - 1 and
    /// leaves j heaps of one live token fewer each, any of them possibly
    /// empty, so digit bits 1..=j at k + j - 1 (k = 1 with j = 0 is the
    /// excluded move; k = 0, j = 1 is no move). Conversely every such move
    /// of the reduced game is one of the original's (an empty live heap is a
    /// heap of one token). Hence g(n) = g'(n - 1) for n >= 1, g(0) = 0
    /// (T. Czajka's tables list such games by the reduced sequence).
    pub fn reduced(&self) -> Option<Octal> {
        if self.digit(1) & 1 != 0 || self.digits.is_empty() {
            return None;
        }
        let mut d = vec![0u8; self.length() + 3];
        for &(k, bits) in &self.digits {
            if bits & 1 != 0 && k >= 2 {
                d[k - 1] |= 1;
            }
            if bits & 2 != 0 && k >= 1 {
                d[k] |= 3;
            }
            if bits & 4 != 0 {
                d[k + 1] |= 7;
            }
            if bits & 8 != 0 {
                d[k + 2] |= 15;
            }
        }
        let digits: Vec<(usize, u8)> = d.into_iter().enumerate().filter(|&(_, x)| x != 0).collect();
        if digits.is_empty() {
            return None;
        }
        Some(Octal { digits })
    }

    /// [`Octal::reduced`] repeated while it applies, and how many times:
    /// g(n) = g'(n - t) for n >= t and g(n) = 0 below.
    pub fn fully_reduced(&self) -> (Octal, usize) {
        let (mut game, mut t) = (self.clone(), 0);
        while let Some(next) = game.reduced() {
            game = next;
            t += 1;
        }
        (game, t)
    }

    /// The moves from a heap of n tokens, for `grundy::table`: per move, the
    /// nonempty heaps it leaves.
    pub fn options(&self, n: usize) -> Vec<Vec<usize>> {
        let mut moves = Vec::new();
        for &(k, d) in self.digits.iter().take_while(|&&(k, _)| k <= n) {
            let rest = n - k;
            if d & 1 != 0 && rest == 0 {
                moves.push(vec![]);
            }
            if d & 2 != 0 && rest >= 1 {
                moves.push(vec![rest]);
            }
            if d & 4 != 0 {
                moves.extend((1..=rest / 2).map(|a| vec![a, rest - a]));
            }
            if d & 8 != 0 {
                for a in 1..=rest / 3 {
                    moves.extend((a..=(rest - a) / 2).map(|b| vec![a, b, rest - a - b]));
                }
            }
        }
        moves
    }
}

/// Every code with up to three octal digits after `0.` or `4.` (last digit
/// nonzero), and `4.0`: 1,023 codes.
pub fn short_codes() -> Vec<String> {
    codes_up_to(3)
}

/// Every code with up to `digits` octal digits after `0.` or `4.` (last
/// digit nonzero), and `4.0`: 2 x 8^digits - 1 codes (8,191 for four), in
/// the order of [`short_codes`] (by length, then digits).
pub fn codes_up_to(digits: u32) -> Vec<String> {
    let mut tails = Vec::new();
    for len in 1..=digits {
        for i in 0..8usize.pow(len) {
            let digits: String = (0..len)
                .rev()
                .map(|p| char::from(b'0' + (i / 8usize.pow(p) % 8) as u8))
                .collect();
            if !digits.ends_with('0') {
                tails.push(digits);
            }
        }
    }
    let mut codes: Vec<String> = tails.iter().map(|t| format!("0.{t}")).collect();
    codes.push("4.0".to_string());
    codes.extend(tails.iter().map(|t| format!("4.{t}")));
    codes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_bad_codes_are_refused() {
        assert_eq!(Octal::parse("0.137").unwrap().code(), "0.137");
        assert_eq!(Octal::parse(".0700").unwrap().code(), "0.07");
        assert_eq!(Octal::parse("4.07").unwrap().code(), "4.07");
        assert_eq!(Octal::parse("0.000").unwrap().code(), "0.0");
        assert_eq!(Octal::subtraction(&[4, 1, 3, 3]).code(), "0.3033");
        assert_eq!(Octal::subtraction(&[4, 1, 3]).length(), 4);
        assert_eq!(Octal::parse("8.0f").unwrap().code(), "8.0F");
        assert_eq!(Octal::parse("0.8").unwrap().most_parts(), 3);
        assert_eq!(Octal::parse("0.77").unwrap().most_parts(), 2);
        assert_eq!(Octal::parse("0.33").unwrap().most_parts(), 1);
        for bad in ["137", "1.37", "0.1G", "0.", "0.1.3", "0.-1", "4", "2.1"] {
            assert!(Octal::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn reduction_drops_the_inert_heap_of_one() {
        let reduced = |c: &str| Octal::parse(c).unwrap().reduced().map(|g| g.code());
        assert_eq!(reduced("0.4").as_deref(), Some("0.07"));
        assert_eq!(reduced("0.07").as_deref(), Some("0.137"));
        assert_eq!(reduced("0.137"), None);
        assert_eq!(reduced("4.0").as_deref(), Some("0.7"));
        assert_eq!(reduced("4.4").as_deref(), Some("0.77"));
        assert_eq!(reduced("0.45").as_deref(), Some("0.177"));
        let (game, t) = Octal::parse("0.4").unwrap().fully_reduced();
        assert_eq!((game.code().as_str(), t), ("0.137", 2));
    }

    #[test]
    fn moves_follow_the_digits() {
        // 0.137 from 4: remove 2 leaving one heap (2); remove 3 leaving one heap (1).
        assert_eq!(Octal::parse("0.137").unwrap().options(4), vec![vec![2], vec![1]]);
        // Remove 3 from 5 leaving two heaps: 1 + 1.
        assert_eq!(Octal::parse("0.004").unwrap().options(5), vec![vec![1, 1]]);
        assert_eq!(Octal::parse("4.0").unwrap().options(4), vec![vec![1, 3], vec![2, 2]]);
        assert_eq!(Octal::parse("0.1").unwrap().options(1), vec![Vec::<usize>::new()]);
        assert!(Octal::parse("0.1").unwrap().options(2).is_empty());
        // 0.8: remove 1 and leave three heaps; from 6: 1+1+3, 1+2+2.
        assert_eq!(
            Octal::parse("0.8").unwrap().options(6),
            vec![vec![1, 1, 3], vec![1, 2, 2]]
        );
    }
}
