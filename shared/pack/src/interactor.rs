//! An interactive problem's judge side as a standalone program, for
//! online-judge-tools (`oj t/r -c ./a.out 'scripts/interactor.sh PROBLEM
//! INPUT'`, INPUT a golden `.in` file) or any harness that connects two programs' pipes:
//! it reads the case from a file, talks with the player on its own stdin
//! and stdout through the problem's [`Problem::interact`] (the same code
//! the judge tool and `scripts/play.sh` use), and exits 0 when the player
//! wins every game, 1 when it loses (the reason, the losing move and the
//! transcript on stderr, each line of the player's quoted by a bounded
//! prefix). A player asleep for a second while the judge waits for its
//! line loses by idleness (ILE), as with `scripts/judge.sh`: see
//! [`sglab::talk::watch`] for how a player this program did not start is
//! watched. Tested by tests/tools/oj.rs.

use crate::problems;
use sglab::contract::erased::Erased;
use sglab::contract::{Kind, Problem, Visitor};
use sglab::judge::kinds::game_seed;
use sglab::meta::Meta;
use sglab::quote::cut_middle_lines;
use sglab::rng::Rng;
use sglab::talk::Talk;

/// Bytes the player may print in one run.
const BUDGET: usize = 8 << 20;

/// The referee of one run: the problem's metadata (read once: reading
/// every problem's was a tenth of a largest conversation's instructions),
/// the input's cases and the seed of the judge's choices.
struct Referee<'a> {
    meta: Meta,
    input: &'a str,
    seed: u64,
}

impl Visitor for Referee<'_> {
    type Output = Result<Result<(), String>, String>;

    fn visit<P: Problem>(self) -> Self::Output {
        if P::KIND != Kind::Interactive {
            return Err(format!("{} is not an interactive problem", P::NAME));
        }
        let problem = Erased::<P>::with_meta(self.meta);
        let cases = problem.parse(self.input)?;
        let mut talk = Talk::standalone(BUDGET);
        let mut rng = Rng::new(game_seed(self.seed, self.input));
        let played = problem.interact(&cases, &mut talk, &mut rng);
        Ok(match played.lost {
            None => Ok(()),
            Some((case, why)) => {
                let why = if talk.idled() && talk.player_seen() {
                    "ILE: the player slept for a second while the judge waited for its line (not flushed?)".to_string()
                } else if talk.idled() {
                    format!(
                        "ILE: no line for {} s while the judge waited (the player could not be watched: its output \
                         reaches the interactor through no pipe it can see, a named FIFO say; not flushed?)",
                        sglab::talk::watch::UNSEEN.as_secs()
                    )
                } else {
                    why.to_string()
                };
                let losing = played
                    .record
                    .losing
                    .as_ref()
                    .map_or(String::new(), |m| format!("; {m}"));
                Err(cut_middle_lines(&format!(
                    "game {}: {why}{losing}\ntranscript:\n{}",
                    case + 1,
                    played.record.text()
                )))
            }
        })
    }
}

/// Plays the judge's side of `input` for the problem `meta` describes
/// ([`sglab::meta::resolve`]) on this process's stdin and stdout.
/// `Ok(Ok(()))`: the player won; `Ok(Err(why))`: it lost; `Err`: a usage
/// error (no such problem, not interactive, a bad input).
pub fn referee(meta: Meta, input: &str, seed: u64) -> Result<Result<(), String>, String> {
    let name = meta.bin.clone();
    problems::visit(&name, Referee { meta, input, seed }).ok_or_else(|| format!("no problem {name:?}"))?
}
