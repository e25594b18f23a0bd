// Codeforces 786A Berzerk: objects 1..n on a circle, object 1 a black hole;
// Rick and Morty take turns moving the monster clockwise by a length from
// their own set; whoever puts it into the hole wins, and a player who cannot
// win prefers an endless game to a loss. For every start object and each
// first mover print Win, Lose or Loop (the first mover's view).
// Retrograde analysis on the 2n positions (object, player to move): the two
// positions on object 1 are lost for the player to move; a position with a
// move to a lost one is won; a position whose counter of moves not yet known
// to reach a won position drops to 0 is lost; the rest are Loop.
// Predecessors are computed on the fly (object - x around the circle, the
// sorted lengths split where it wraps): no edge list, so time O(n (k1 + k2))
// (about 10^8 steps at n = 7000) and memory O(n) (about 32 bytes per object,
// at most about 76 while a line of output is printed).
// Accepts: 2 <= n <= 7000; 1 <= k1, k2 <= n - 1; lengths s1, s2 in 1..=n-1.
// A length repeated within a set (which the judge never gives) is accepted:
// it is the same move twice, and the counters count it twice.
// Tested: the shared suite (tests/special.rs) compares the binary with
// a brute force that labels the whole game graph by plain fixed-point
// iteration (sglab::games::berzerk) on thousands of seeded games, checks the
// golden files, the token ranges, bad input and the judge fixtures;
// tests/special.rs adds every game up to 5 objects and a chain at n = 7000.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

const MAX_N: usize = 7000;
const WIN: u32 = u32::MAX;
const LOSE: u32 = u32::MAX - 1;

fn main() {
    entry::run(solve);
}

/// One player's step lengths, sorted.
fn read_set(input: &mut Scanner, n: usize, count: &str, length: &str) -> Result<Vec<u32>, Error> {
    let k = input.usize_in(count, 1, n - 1)?;
    let mut set = Vec::with_capacity(k);
    for _ in 0..k {
        set.push(input.usize_in(length, 1, n - 1)? as u32);
    }
    set.sort_unstable();
    Ok(set)
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let n = input.usize_in("n", 2, MAX_N)?;
    let sets = [read_set(input, n, "k1", "s1")?, read_set(input, n, "k2", "s2")?];
    // state[p][o]: player p to move, monster on object o + 1. Undecided: the
    // number of moves not yet known to reach a won position (>= 1); decided:
    // WIN or LOSE. Object 1 (index 0) is lost for the player to move.
    let mut state: Vec<Vec<u32>> = sets.iter().map(|set| vec![set.len() as u32; n]).collect();
    state[0][0] = LOSE;
    state[1][0] = LOSE;
    let mut queue: Vec<(u8, u32)> = vec![(0, 0), (1, 0)];
    let mut head = 0;
    while head < queue.len() {
        let (player, object) = queue[head];
        head += 1;
        let (player, object) = (player as usize, object as usize);
        let mover = 1 - player;
        let lost = state[player][object] == LOSE;
        let set = &sets[mover];
        let row = &mut state[mover];
        // Sorted lengths: those up to `object` step back without wrapping.
        let split = set.partition_point(|&x| x as usize <= object);
        let froms = set[..split]
            .iter()
            .map(|&x| object - x as usize)
            .chain(set[split..].iter().map(|&x| object + n - x as usize));
        for from in froms {
            let cell = &mut row[from];
            if *cell >= LOSE {
                continue; // decided, or object 1
            }
            if lost {
                *cell = WIN;
            } else {
                *cell -= 1;
                if *cell > 0 {
                    continue;
                }
                *cell = LOSE;
            }
            queue.push((mover as u8, from as u32));
        }
    }
    for row in &state {
        let words: Vec<&str> = row[1..]
            .iter()
            .map(|&cell| match cell {
                WIN => "Win",
                LOSE => "Lose",
                _ => "Loop",
            })
            .collect();
        out.line(&words.join(" "));
    }
    Ok(())
}
