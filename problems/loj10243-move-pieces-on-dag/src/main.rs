// LOJ 10243 Move Pieces On Dag: TODO(new-problem): the game in one sentence, and the rule the
// solution applies (normal or misère play).
// Time O(TODO), memory O(TODO).
// Accepts: TODO(new-problem): the range of every value, refused by name
// outside it.
// Tested: tests/stress.rs plays the real game exhaustively (sglab::search,
// through sglab::problems::loj10243) on thousands of seeded cases; the files in
// testdata/loj10243-move-pieces-on-dag/ are checked against that search; the bad-input suite
// runs on the sample.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

fn main() {
    entry::run(solve);
}

fn solve(_input: &mut Scanner, _out: &mut Out) -> Result<(), Error> {
    Err(Error::new("TODO(new-problem): loj10243 is not written yet".to_string()))
}
