//! Octal games in the standard notation (Guy and Smith 1956; Winning Ways,
//! ch. 4): the code `0.d1d2d3...` says, for each k, what removing k tokens
//! from one heap may leave: digit bit 1, nothing (the whole heap goes); bit
//! 2, one nonempty heap; bit 4, two nonempty heaps. A code `4.d1d2...` also
//! lets a player split a heap in two without removing a token. Subtraction
//! games are the octal games whose digits are 3 or 0. Used by the explorer
//! through `grundy::table`; tests/octal.rs checks the rules against
//! `search` on real row games (Kayles, Dawson's Kayles, Node Kayles).

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
    /// Parses `0.137`, `.137` or `4.07`.
    pub fn parse(code: &str) -> Result<Octal, String> {
        let (whole, fraction) = code
            .split_once('.')
            .ok_or_else(|| format!("octal code {code:?}: expected the form 0.d1d2d3... (e.g. 0.137)"))?;
        let d0 = match whole {
            "" | "0" => 0,
            "4" => 4,
            _ => {
                return Err(format!(
                    "octal code {code:?}: the digit before the point must be 0 or 4 \
                     (4 = split a heap in two without removing a token)"
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
            match c.to_digit(8) {
                Some(0) => {}
                Some(d) => digits.push((i + 1, d as u8)),
                None => return Err(format!("octal code {code:?}: {c:?} is not an octal digit (0-7)")),
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

    /// The code, without trailing zeros (`0.0` for the game with no move).
    pub fn code(&self) -> String {
        let whole = if self.splits_in_place() { "4" } else { "0" };
        let mut fraction = vec![b'0'; self.length().max(1)];
        for &(k, d) in self.digits.iter().filter(|&&(k, _)| k > 0) {
            fraction[k - 1] = b'0' + d;
        }
        format!("{whole}.{}", String::from_utf8(fraction).unwrap())
    }

    /// The index of the last nonzero digit after the point (0 if none): the
    /// most tokens one move removes.
    pub fn length(&self) -> usize {
        self.digits.last().map_or(0, |&(k, _)| k)
    }

    /// Whether the code starts with `4.` (a heap may split without loss).
    pub fn splits_in_place(&self) -> bool {
        self.digits.first().map_or(false, |&(k, _)| k == 0)
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
        }
        moves
    }
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
        for bad in ["137", "1.37", "0.18", "0.", "0.1.3", "0.-1", "4"] {
            assert!(Octal::parse(bad).is_err(), "{bad}");
        }
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
    }
}
