//! How a judge compares an output with the expected one: the [`Rule`]
//! each problem's metadata names (`comparison` in
//! `[package.metadata.judge]`, read by [`crate::meta`]); the comparison
//! itself is [`crate::judge::diff`]'s. A leaf below the metadata and the
//! judge that both read it. Tested by `judge::diff`'s unit tests.
//!
//! What each judge accepts, and where it is stated (stored copies, looked
//! up with the pack's search tool):
//! - Codeforces: its problems are checked by testlib checkers
//!   (codeforces.com/topic/18493, "\[testlib\] Checkers"); the standard ones
//!   for a single answer compare tokens, whitespace and line breaks
//!   ignored (the testlib checker list of LernaProject/Checkers' README:
//!   "token ... ignoring whitespace and line breaks"). [`Rule::Tokens`].
//! - AtCoder and CSES: no stored copy of their documentation states how
//!   output is compared (CSES's instructions, cses.fi/645/text/3720, list
//!   the verdicts only); both accepted a final blank line and trailing
//!   spaces when the pack's issue 46 tried them. [`Rule::Tokens`].
//! - Luogu: no stored copy of Luogu's documentation states it; Luogu
//!   accepted a final blank line and trailing spaces (issue 46).
//!   [`Rule::Lines`], the narrower rule that accepts both: it forgives
//!   whitespace only at line ends and blank lines only at the end.
//! - HDU: its FAQ (acm.hdu.edu.cn/faq.php) calls an output whose format is
//!   "not exactly the same as required ... omitted or extra blank
//!   characters" Presentation Error. [`Rule::Exact`].
//! - POJ: its FAQ (poj.org/page?id=1000) states no rule; a reply on its
//!   web board (poj.org/showmessage?message_id=87097, not the staff's)
//!   says trailing spaces and final blank lines are not Presentation
//!   Error. Unconfirmed, so [`Rule::Exact`], the conservative choice.
//! - AcWing, LibreOJ, SPOJ, CodeChef, Library Checker: no stored copy
//!   states it; [`Rule::Exact`], which never accepts what a judge could
//!   refuse (only the line ending, `\r\n` or `\n`, and a missing final
//!   newline are forgiven).

/// How a judge compares an output with the expected one (see the module
/// comment for which judge does what, and where that is stated).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Line by line, exactly: only the line ending (`\r\n` or `\n`) and a
    /// missing final newline are forgiven.
    Exact,
    /// Line by line, with whitespace at the end of each line and blank
    /// lines at the end of the output ignored.
    Lines,
    /// Token by token, as testlib's token checkers: tokens are separated by
    /// ASCII whitespace (space, tab, `\r`, `\n`), in any layout.
    Tokens,
}

impl Rule {
    /// Reads a problem's `compare` value: `exact`, `lines` or `tokens`.
    pub fn parse(text: &str) -> Result<Rule, String> {
        match text {
            "exact" => Ok(Rule::Exact),
            "lines" => Ok(Rule::Lines),
            "tokens" => Ok(Rule::Tokens),
            _ => Err(format!("comparison = {text:?}: write exact, lines or tokens")),
        }
    }

    /// The rule in words, as a verdict that turns on whitespace names it.
    pub fn words(self) -> &'static str {
        match self {
            Rule::Exact => "compared exactly, as this judge may: whitespace counts",
            Rule::Lines => "compared by lines, as this judge does: only whitespace at line ends and blank lines at the end are ignored",
            Rule::Tokens => "compared by tokens, as this judge does",
        }
    }
}
