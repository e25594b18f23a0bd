//! Set-Nim for `scripts/play.sh acwing893`: the set and the heaps, played by
//! `set_nim`, which hdu1536 plays too. Tested by shared/pack/tests/tools/play_all.rs
//! against exhaustive search of the whole row.

use sglab::play::{Entry, Person, Winner};

/// The game `play.sh` lists and plays.
pub const GAME: Entry = Entry {
    about: PLAY_ABOUT,
    play,
};

fn play(words: &[String], person: &mut Person) -> Result<Winner, String> {
    set_nim("acwing893", words, person)
}

/// What `play.sh list` says of a Set-Nim problem's game ([`set_nim`]).
pub const PLAY_ABOUT: &str = "heaps and a set S of sizes (normal play); a move takes a size of S
             from one heap: `take 5 from heap 2`. POSITION is S joined by `,`
             then the heaps, `2,5 7 9 4` (default: S = 2,5, three random heaps
             1..=20); 1 to 10 sizes of 1 to 100, up to 10 heaps of 0 to
             1000, valued by the mex";

/// `scripts/play.sh` for a Set-Nim problem `name`: `words` are the set
/// (`2,5`) then the heaps (default: {2, 5} and three random heaps of 1 to
/// 20); the pack plays by the mex, up to 10 heaps of 0 to 1000 and a set
/// of 1 to 10 sizes of 1 to 100.
pub fn set_nim(
    name: &'static str,
    words: &[String],
    person: &mut sglab::play::Person,
) -> Result<sglab::play::Winner, String> {
    use sglab::play::heaps::{play_row, take_words, takes, Heaps, Limits};
    let (set, heaps) = match words.split_first() {
        None => (vec![2, 5], words),
        Some((set, heaps)) => (
            set.split(',')
                .map(|s| s.parse::<u64>().ok().filter(|s| (1..=100).contains(s)))
                .collect::<Option<Vec<u64>>>()
                .filter(|s| (1..=10).contains(&s.len()))
                .ok_or_else(|| format!("{name}: the set {set:?} is not 1 to 10 sizes of 1 to 100 joined by `,`"))?,
            heaps,
        ),
    };
    let options = move |n: u64| takes(n, |k| set.contains(&k));
    let game = Heaps::new(
        sglab::search::Play::Normal,
        "heap",
        std::rc::Rc::new(options),
        take_words,
    );
    let limits = Limits::new(name, "heaps", 10, 1000);
    play_row(game, limits, heaps, (3, 1, 20), person)
}
