//! The judge tool on a problem named by its binary: the registry picks
//! the problem's type, `sglab::judge::phases::Session` does the judging.
//! Tested by tests/tools/judge.rs.

use sglab::contract::{Problem, Visitor};
use sglab::judge::outcome::{Failure, JudgeOptions};
use sglab::judge::phases::Session;
use std::io::Write;

/// Judges `cmd` on the problem named `name` (see [`Session::run`]); `None`
/// when no problem has that name.
pub fn judge_named(
    name: &str,
    cmd: Vec<String>,
    options: JudgeOptions,
    report: &mut dyn Write,
    progress: &mut dyn Write,
) -> Option<Result<Option<Failure>, String>> {
    struct Judge<'a> {
        cmd: Vec<String>,
        options: JudgeOptions,
        report: &'a mut dyn Write,
        progress: &'a mut dyn Write,
    }
    impl Visitor for Judge<'_> {
        type Output = Result<Option<Failure>, String>;
        fn visit<P: Problem>(self) -> Self::Output {
            Session::<P>::new(self.cmd, self.options)?.run(self.report, self.progress)
        }
    }
    crate::problems::visit(
        name,
        Judge {
            cmd,
            options,
            report,
            progress,
        },
    )
}
