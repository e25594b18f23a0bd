// Codeforces 1091h Tricolore Recreation: TODO(new-problem): the game in one sentence, and the rule the
// solution applies (normal or misère play).
// Time O(TODO), memory O(TODO).
// Accepts: TODO(new-problem): the range of every value, refused by name
// outside it.
// Tested: the shared suite (tests/special.rs) plays the real game
// exhaustively (lab.rs, sglab::search) on thousands of seeded cases, checks
// testdata/cf1091h-tricolore-recreation/ against that search, the bad-input policy and the
// accepted ranges.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

fn main() {
    entry::run(solve);
}

fn solve(_input: &mut Scanner, _out: &mut Out) -> Result<(), Error> {
    Err(Error::new("TODO(new-problem): cf1091h is not written yet".to_string()))
}
