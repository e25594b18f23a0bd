//! The error of bad input.
//!
//! One line naming what was wrong and where (byte offset of the token in the
//! input).

use std::fmt;

/// A one-line description of bad input, shown on stderr as `error: ...`
/// (the sibling modules read the text as `.0`).
#[derive(Debug)]
pub struct Error(pub(super) String);

impl Error {
    /// An error about the value called `what` whose token starts at byte
    /// `offset` of the input.
    pub fn at(what: &str, offset: u64, detail: &str) -> Error {
        Error(format!("{} at byte {}: {}", what, offset, detail))
    }

    /// An error that is not about one token (for example a failed read).
    pub fn new(message: String) -> Error {
        Error(message)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_what_and_where() {
        let e = Error::at("N", 17, "expected a number, found end of input");
        assert_eq!(e.to_string(), "N at byte 17: expected a number, found end of input");
    }
}
