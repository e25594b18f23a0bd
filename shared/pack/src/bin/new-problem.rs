//! `new-problem FOLDER [BINARY]`: creates a new problem's files in the repository at
//! the current directory (`scripts/new.sh` runs it from the root). A thin
//! wrapper over `pack::scaffold::create`, where the work and the tests are.

use pack::scaffold;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (folder, bin) = match args.as_slice() {
        [flag, ..] if flag == "--help" || flag == "-h" => {
            println!("{}", scaffold::USAGE);
            return ExitCode::SUCCESS;
        }
        [folder] => (folder, None),
        [folder, bin] => (folder, Some(bin.as_str())),
        _ => {
            sglab::errln!("{}", scaffold::USAGE);
            return ExitCode::from(2);
        }
    };
    match scaffold::create(std::path::Path::new("."), folder, bin) {
        Ok(written) => {
            for path in written {
                println!("wrote {}", path.display());
            }
            println!("next: replace every {} (grep -rn '{}' problems/{folder}); scripts/check.sh reports the problem INCOMPLETE until then. The steps: README.md, \"Adding a problem\".", scaffold::MARKER, scaffold::MARKER);
            ExitCode::SUCCESS
        }
        Err(message) => {
            sglab::errln!("error: {message}");
            ExitCode::from(1)
        }
    }
}
