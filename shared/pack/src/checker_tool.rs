//! A checker problem's checker as a command: `judge checker PROBLEM INPUT
//! OUTPUT [EXPECTED]` (front door scripts/checker.sh), the argument order
//! of online-judge-tools' `oj test --judge-command` (input, the program's
//! output, the expected output). The expected output is not read: any
//! correct answer is accepted. Generic over every `Kind::Checker` problem
//! of the registry. Tested by tests/tools/checker.rs.

use sglab::contract::erased::Erased;
use sglab::contract::{Kind, Problem, Visitor};

/// How a check ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Checked {
    /// The checker accepts the output.
    Accepted,
    /// The checker refuses it: the case (1-based) and why, in the game's
    /// terms.
    Wrong(usize, String),
}

/// The checker of the problem named `name` on the texts `input` and
/// `output`: `None` when no problem has that name; `Err` when it is not a
/// checker problem or the input is not valid.
pub fn check_named(name: &str, input: &str, output: &str) -> Option<Result<Checked, String>> {
    struct Check<'a> {
        input: &'a str,
        output: &'a str,
    }
    impl Visitor for Check<'_> {
        type Output = Result<Checked, String>;
        fn visit<P: Problem>(self) -> Self::Output {
            if P::KIND != Kind::Checker {
                return Err(format!(
                    "{} is judged by {}, not by a checker",
                    P::NAME,
                    match P::KIND {
                        Kind::Interactive => "playing against the judge's side",
                        _ => "comparing with the one expected answer (judge diff)",
                    }
                ));
            }
            let problem = Erased::<P>::new()?;
            let cases = problem
                .parse(self.input)
                .map_err(|e| format!("the input is not a valid {} input: {e}", P::NAME))?;
            Ok(match problem.check(&cases, self.output) {
                Ok(()) => Checked::Accepted,
                Err((case, why)) => Checked::Wrong(case + 1, why),
            })
        }
    }
    crate::problems::visit(name, Check { input, output })
}
