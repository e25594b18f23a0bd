//! Codeforces 786A: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::games::berzerk::Berzerk;
use sglab::prelude::*;
use pack::problems::cf786a::*;

sglab::suite!(Cf786a);

fn game(n: usize, rick: &[usize], morty: &[usize]) -> Berzerk {
    let sets = [rick.to_vec(), morty.to_vec()];
    Berzerk { n, sets }
}

/// Every game of n objects: every pair of non-empty sets of lengths.
fn every_game(n: usize) -> Vec<Berzerk> {
    let sets: Vec<Vec<usize>> = (1u32..1 << (n - 1))
        .map(|mask| (1..n).filter(|&x| mask >> (x - 1) & 1 == 1).collect())
        .collect();
    sets.iter()
        .flat_map(|a| sets.iter().map(move |b| game(n, a, b)))
        .collect()
}

/// The reference against the brute force on every game up to 7 objects
/// (5,214 games), the binary on every game up to 5, and the write-up's
/// table: over every game of n objects, how many positions (start, first
/// mover) the search labels Win, Lose and Loop, and how many games have a
/// Loop.
#[test]
fn tallies_of_the_write_up() {
    let mut p = Cf786a;
    let mut rows = Vec::new();
    for n in 2..=7 {
        let games = every_game(n);
        let mut row = [n, games.len(), 0, 0, 0, 0];
        for game in games {
            let text = p.brute(&game).unwrap();
            assert_eq!(p.reference(&game), text, "{game:?}");
            if n <= 5 {
                assert_eq!(harness::run_ok(bin(), &write_one::<Cf786a>(&game)), text, "{game:?}");
            }
            for (i, word) in ["Win", "Lose", "Loop"].iter().enumerate() {
                row[2 + i] += text.split_whitespace().filter(|w| w == word).count();
            }
            row[5] += usize::from(text.contains("Loop"));
        }
        rows.push(row.to_vec());
    }
    let header = ["$n$", "games", "Win", "Lose", "Loop", "games with a Loop"];
    assert_write_up_has(&markdown_table(&header, &rows));
}

/// Both players step by 1: from object o the monster needs n + 1 - o steps,
/// so the first mover wins iff that count is odd. Checked against the
/// search for small n, then run at n = 7000, where the positions decide one
/// after the other in a chain 2n deep (a recursive search goes that deep).
#[test]
fn a_chain_of_single_steps_to_7000_objects() {
    let chain = |n: usize| {
        let line = (2..=n).map(|o| ["Lose", "Win"][(n + 1 - o) % 2]);
        let line = line.collect::<Vec<_>>().join(" ");
        (game(n, &[1], &[1]), format!("{line}\n{line}\n"))
    };
    let mut p = Cf786a;
    for n in 2..=40 {
        let (game, want) = chain(n);
        assert_eq!(p.brute(&game).unwrap(), want, "n = {n}");
    }
    let (game, want) = chain(7000);
    assert_eq!(harness::run_ok(bin(), &write_one::<Cf786a>(&game)), want);
}

/// Lines are from the first mover's view (worked by hand in the write-up):
/// n = 4, Rick steps 2, Morty steps 3; exact bytes from the binary.
#[test]
fn output_strings_are_byte_exact() {
    let want = "Win Win Lose\nWin Lose Lose\n";
    assert_eq!(Cf786a.brute(&game(4, &[2], &[3])).unwrap(), want);
    assert_eq!(harness::run_ok(bin(), "4\n1 2\n1 3\n").as_bytes(), want.as_bytes());
}

/// The explanation of sample 1 names the winning move into the hole and
/// prints the endless play the write-up shows. The binary accepts a length
/// repeated within a set (the judge never gives one): the same move twice,
/// so the game of the set without the repeat.
#[test]
fn sample_1_explained_and_with_repeated_lengths() {
    let (mut p, sample) = (Cf786a, game(5, &[3, 2], &[1, 2, 3]));
    let text = p.explain(&sample);
    for line in [
        "Rick first: Lose Win Win Loop\n",
        "Rick to move, monster on 3: Win; Rick wins: step 3 puts the monster into the black hole",
        "Rick to move, monster on 5: Loop; nobody wins, the game goes on for ever: cycle 5 (Rick) -2-> 2 (Morty) -3-> 5 (Rick)",
    ] {
        assert!(text.contains(line), "{line:?} not in:\n{text}");
    }
    let once = p.brute(&sample).unwrap();
    assert_eq!(harness::run_ok(bin(), "5\n3 3 2 3\n4 1 2 1 3\n"), once);
    assert_eq!(p.brute(&game(5, &[3, 2, 3], &[1, 2, 1, 3])).unwrap(), once);
}

/// The write-up's shrunk counterexamples: the judge tool shrinks each wrong
/// fixture to exactly the game the write-up shows, with its answers.
#[test]
fn the_write_ups_counterexamples() {
    let (games, expected, got) = ("3\n2 2 1\n1 1", "Win Win\nLose Win", "Win Win\nLoop Win");
    sglab::assert_fixture_report!(Cf786a, "dfs_memo.py", shrunk_to(games, expected, got));
    let (games, expected, got) = (
        "4\n2 1 2\n2 1 2",
        "Lose Win Win\n".repeat(2),
        "Win Lose Win\n".repeat(2),
    );
    sglab::assert_fixture_report!(Cf786a, "overwrite_decided.py", shrunk_to(games, &expected, &got));
}

/// With both step sets {1}: every position has one move, to the next object
/// with the other player to move, so the positions form two chains of n - 1
/// positions each, and a recursive search recurses n - 1 deep: 6,999 at n =
/// 7000 (not 2n), as the write-up says.
#[test]
fn cf786a_single_steps_make_two_chains_of_n_minus_1_positions() {
    use crate::flat;
    use sglab::games::berzerk::{Berzerk, Step as Move};
    let n = 7000;
    let game = Berzerk {
        n,
        sets: [vec![1], vec![1]],
    };
    // depth[player][object]: positions on the longest play from there.
    let mut depth = [vec![0usize; n + 1], vec![0usize; n + 1]];
    let mut chains: Vec<Vec<(usize, usize)>> = Vec::new();
    for start in 0..2 {
        let mut chain = vec![(2, start)];
        loop {
            let (object, player) = *chain.last().unwrap();
            match game.steps(object, player)[..] {
                [(_, Move::To(next))] => chain.push((next, 1 - player)),
                [(_, Move::Win)] => break,
                ref other => panic!("one move expected, got {other:?}"),
            }
        }
        for (i, &(object, player)) in chain.iter().enumerate() {
            depth[player][object] = chain.len() - i;
        }
        chains.push(chain);
    }
    assert_eq!((chains[0].len(), chains[1].len()), (n - 1, n - 1));
    assert!(
        chains[0].iter().all(|p| !chains[1].contains(p)),
        "the chains are disjoint"
    );
    let deepest = depth.iter().flat_map(|d| d[2..].iter()).max();
    assert_eq!(deepest, Some(&6999));
    let page = flat(&write_up());
    assert!(page.contains("so a recursive search recurses $n - 1$ deep, 6,999 at $n = 7000$"));
    assert!(!page.contains("2n deep") && !page.contains("$2n$ deep"));
}

/// The memory per object the write-up states, from the types in its
/// `src/main.rs`: a u16 counter for each player to move (4 bytes), each
/// player's u16 multiplicities over about 2n places (8 bytes), up to n - 1
/// u32 step lengths each (8 bytes), up to two u32 queue entries (8 bytes):
/// 28, "about 30"; the answer's text adds two words of at most 5 bytes
/// ("Lose " or "Loop ") per object: 10, and `out.str` copies it into the
/// output buffer (20 at that moment).
#[test]
fn cf786a_memory_per_object_follows_from_its_types() {
    use crate::{flat, read};
    use std::mem::size_of;
    let main = read("problems/cf786a-berzerk/src/main.rs");
    for declared in [
        "let mut state: Vec<Vec<u16>>",
        "back: Vec<u16>",
        "let mut back = vec![0u16; width + n]",
        "set: Vec<u32>",
        "let mut queue: Vec<u32> = Vec::with_capacity(2 * n)",
        "let mut text = String::with_capacity(10 * n)",
        "out.str(&text);",
    ] {
        assert!(main.contains(declared), "src/main.rs no longer has {declared:?}");
    }
    let counters = 2 * size_of::<u16>();
    let multiplicities = 2 * 2 * size_of::<u16>();
    let lengths = 2 * size_of::<u32>();
    let queue = 2 * size_of::<u32>();
    assert_eq!((counters, multiplicities, lengths, queue), (4, 8, 8, 8));
    assert_eq!(counters + multiplicities + lengths + queue, 28);
    let text = 2 * "Lose ".len().max("Loop ".len()).max("Win ".len());
    assert_eq!(text, 10);
    let page = flat(&write_up());
    assert!(page.contains(
        "about 30 bytes per object (2 bytes of counter for each of the two players to move, \
         8 bytes of multiplicities and up to 8 of step lengths, up to two 4-byte queue entries), \
         and about 10 more while the answer's text is built, 20 while it is copied into the output buffer"
    ));
    assert!(page.contains("at most $8k + 16$ since $k \\ge n / 8$"));
    assert!(main.contains("let dense = set.len() * 8 >= n;"));
    assert!(!page.contains("at most 2n(n - 1), about") && !page.contains("at most $2n(n - 1)$, about"));
    assert!(!page.contains("24 bytes per object") && !main.contains("24 bytes per object"));
}

/// Berzerk is partizan too (Rick and Morty have different step sets): from
/// one object the two players' moves differ. LEARN.md, Berzerk and Advance
/// or Eat say which problems are partizan; Advance or Eat no longer calls
/// itself the one problem where the theory stops.
#[test]
fn berzerk_is_partizan_and_the_pages_say_so() {
    use crate::{flat, read};
    use sglab::games::berzerk::Berzerk;
    let game = Berzerk {
        n: 5,
        sets: [vec![3, 2], vec![1, 2, 3]],
    }; // sample 1
    assert_ne!(
        game.steps(2, 0),
        game.steps(2, 1),
        "Rick's and Morty's moves from object 2"
    );
    let learn = flat(&read("LEARN.md"));
    assert!(learn.contains("in Berzerk (part 4) a play may go on for ever, and there, as in Advance or Eat (part 7), the two players have different moves (the game is *partizan*)"));
    let berzerk = flat(&write_up());
    assert!(berzerk.contains("so the game is *partizan*"));
    assert!(berzerk
        .contains("C. A. B. Smith, \"Graphs and composite games\", *Journal of Combinatorial Theory* 1 (1966) 51-81"));
    let eat = flat(&read("problems/abc229h-advance-or-eat/README.md"));
    assert!(eat.contains("It is one of the pack's two partizan games."));
    assert!(!eat.contains("the one problem of the pack"));
}

/// `play.sh cf786a`: on every game of up to 5 objects, the pack's labels
/// are the brute force's (fixed-point iteration, no retrograde counting);
/// against a random player, from every start and either first mover, the
/// pack never loses a Win or a Loop and wins every Win before the move
/// limit (so by its nearest win).
#[test]
fn the_pack_plays_berzerk_perfectly() {
    use pack::problems::cf786a::play::{Playing, MOVE_LIMIT};
    use sglab::games::berzerk::{outcomes, Outcome as Label};
    use sglab::play::Game;
    let mut rng = Rng::new(786);
    let mut played = 0;
    for n in 2..=5 {
        for game in every_game(n) {
            let labels = outcomes(&game);
            let mut pack = Playing::new(game.clone());
            for (player, labelled) in labels.iter().enumerate() {
                for (start, &expected) in labelled.iter().enumerate().skip(2) {
                    let pos = (start, player);
                    let label = match (pack.wins(&pos), pack.drawn(&pos)) {
                        (true, _) => Label::Win,
                        (_, true) => Label::Loop,
                        _ => Label::Lose,
                    };
                    assert_eq!(label, expected, "{game:?} {pos:?}");
                    if label == Label::Lose {
                        continue;
                    }
                    // The pack moves first from a position it wins or draws.
                    let (mut pos, mut pack_turn, mut moves) = (pos, true, 0);
                    while pos.0 != 1 && moves < MOVE_LIMIT {
                        let mv = if pack_turn {
                            pack.reply(&pos, &mut rng).unwrap()
                        } else {
                            rng.pick(&game.sets[pos.1])
                        };
                        pos = pack.after(&pos, &mv);
                        pack_turn = !pack_turn;
                        moves += 1;
                    }
                    // The monster in the hole: the side to move lost.
                    if label == Label::Win {
                        assert!(pos.0 == 1 && !pack_turn, "{game:?} from {start}: {pos:?}");
                    } else {
                        assert!(pos.0 != 1 || !pack_turn, "{game:?} lost a Loop from {start}");
                    }
                    played += 1;
                }
            }
        }
    }
    assert!(played > 1000, "{played}");
}

/// The default game is the first sample: Rick moving first from object 2
/// loses (its output's first word), so the person, Rick, is told so.
#[test]
fn play_sh_starts_from_the_first_sample() {
    let options = pack::play_tool::options(&["cf786a".to_string()]).unwrap();
    let mut out = Vec::new();
    pack::play_tool::play(&options, &mut "step 3\n".as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(
        text.starts_with("start: the monster on object 2 of 5, Rick to move (a P-position); you move first\n"),
        "{text}"
    );
    let about = pack::play_tool::game("cf786a").unwrap().about.split_whitespace().collect::<Vec<_>>().join(" ");
    use pack::problems::cf786a::play::{MOST_OBJECTS, MOVE_LIMIT};
    assert!(about.contains(&format!("N up to {MOST_OBJECTS}; a game ends drawn at {MOVE_LIMIT} moves")), "{about}");
}
