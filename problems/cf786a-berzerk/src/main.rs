// Codeforces 786A Berzerk: objects 1..n on a circle, object 1 a black hole;
// Rick and Morty take turns moving the monster clockwise by a length from
// their own set; whoever puts it into the hole wins, and a player who cannot
// win prefers an endless game to a loss. For every start object and each
// first mover print Win, Lose or Loop (the first mover's view).
// Retrograde analysis on the 2n positions (object, player to move): the two
// positions on object 1 are lost for the player to move; a position with a
// move to a lost one is won; a position whose counter of moves not yet known
// to reach a won position drops to 0 is lost; the rest are Loop.
// Predecessors are computed on the fly (object - x around the circle): no
// edge list. A dense set (at least n / 8 lengths) steps back from a position
// by one pass over the whole row against the set's multiplicities, laid out
// so both run forward through memory in 16-cell blocks (the compiler turns
// the block into vector instructions): 2-byte counters, all decremented at
// once, a block scanned cell by cell only when one of them reached 0. A
// sparse set walks its sorted lengths. Time O(n (k1 + k2)) steps at most
// (about 10^8 at n = 7000, most of them 16 to a block), memory O(n) (about
// 30 bytes per object, and 10 more while the answer's text is built, 20
// while it is copied into the output buffer).
// Accepts: 2 <= n <= 7000; 1 <= k1, k2 <= n - 1; lengths s1, s2 in 1..=n-1.
// A length repeated within a set (which the judge never gives) is accepted:
// it is the same move twice, and the counters count it twice.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// compares the binary with a brute force that labels the whole game graph
// by plain fixed-point iteration (sglab::games::berzerk) on thousands of
// seeded games, checks the golden files, the token ranges, bad input and
// the judge fixtures; tests/special.rs adds every game up to 5 objects and
// a chain at n = 7000.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

const MAX_N: usize = 7000;
/// A position's cell: while undecided, its number of moves not yet known to
/// reach a won position (1..=k, below 2^13); once decided, WIN or LOSE less
/// the decrements it gets after (at most one per move into it from a
/// position taken from the queue: below 2^14 in all, padding included), so
/// the three classes never meet: below UNDECIDED, below WON_FROM, the rest.
const WIN: u16 = 0xE000;
const LOSE: u16 = 0x8000;
const UNDECIDED: u16 = 0x2000;
const WON_FROM: u16 = 0xA000;
/// Cells per block of the dense pass.
const BLOCK: usize = 16;

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

/// The moves of one player, and how positions step back along them.
struct Moves {
    /// Sorted lengths (a repeat kept: the same move twice).
    set: Vec<u32>,
    /// `back[j]` = how many lengths equal (2n - j) mod n (0 past 2n): the
    /// moves from object f into object o are `back[f + n - o]`.
    back: Vec<u16>,
    /// Whether the whole-row pass is used.
    dense: bool,
}

impl Moves {
    fn new(set: Vec<u32>, n: usize, width: usize) -> Moves {
        let mut back = vec![0u16; width + n];
        let dense = set.len() * 8 >= n;
        if dense {
            for &x in &set {
                // (2n - j) mod n = x for j = n - x (and 2n - x, which is >= n + 1).
                back[n - x as usize] += 1;
                back[2 * n - x as usize] += 1;
            }
        }
        Moves { set, back, dense }
    }
}

/// The dense pass into a lost position: every undecided cell with a step
/// into it is won and queued (as `tag | index`).
fn mark_won(row: &mut [u16], steps: &[u16], queue: &mut Vec<u32>, tag: u32) {
    for (at, (cells, steps)) in row.chunks_exact_mut(BLOCK).zip(steps.chunks_exact(BLOCK)).enumerate() {
        let mut any = 0u16;
        for i in 0..BLOCK {
            any |= u16::from(steps[i] != 0) & u16::from(cells[i] < UNDECIDED);
        }
        if any != 0 {
            for i in 0..BLOCK {
                if steps[i] != 0 && cells[i] < UNDECIDED {
                    cells[i] = WIN;
                    queue.push(tag | (at * BLOCK + i) as u32);
                }
            }
        }
    }
}

/// The dense pass into a won position: each cell loses one open move per
/// step into it; one that reaches 0 is lost and queued.
fn count_down(row: &mut [u16], steps: &[u16], queue: &mut Vec<u32>, tag: u32) {
    for (at, (cells, steps)) in row.chunks_exact_mut(BLOCK).zip(steps.chunks_exact(BLOCK)).enumerate() {
        let mut zero = 0u16;
        for i in 0..BLOCK {
            let c = cells[i].wrapping_sub(steps[i]);
            cells[i] = c;
            zero |= u16::from(c == 0);
        }
        if zero != 0 {
            for (i, c) in cells.iter_mut().enumerate() {
                if *c == 0 {
                    *c = LOSE;
                    queue.push(tag | (at * BLOCK + i) as u32);
                }
            }
        }
    }
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let n = input.usize_in("n", 2, MAX_N)?;
    let first = read_set(input, n, "k1", "s1")?;
    let second = read_set(input, n, "k2", "s2")?;
    // Rows padded to whole blocks; a padding cell starts as WIN and is
    // never output.
    let width = (n + BLOCK - 1) / BLOCK * BLOCK;
    let moves = [Moves::new(first, n, width), Moves::new(second, n, width)];
    // state[p][o]: player p to move, monster on object o + 1. Object 1
    // (index 0) is lost for the player to move.
    let mut state: Vec<Vec<u16>> = moves
        .iter()
        .map(|m| {
            let mut row = vec![WIN; width];
            row[..n].iter_mut().for_each(|c| *c = m.set.len() as u16);
            row[0] = LOSE;
            row
        })
        .collect();
    // Queue entries: player << 16 | object.
    let mut queue: Vec<u32> = Vec::with_capacity(2 * n);
    queue.extend_from_slice(&[0, 1 << 16]);
    let mut head = 0;
    while head < queue.len() {
        let (player, object) = ((queue[head] >> 16) as usize, (queue[head] & 0xFFFF) as usize);
        head += 1;
        let mover = 1 - player;
        let lost = state[player][object] < WON_FROM;
        let tag = (mover as u32) << 16;
        let m = &moves[mover];
        let row = &mut state[mover];
        if m.dense {
            let back = &m.back[n - object..n - object + width];
            if lost {
                mark_won(row, back, &mut queue, tag);
            } else {
                count_down(row, back, &mut queue, tag);
            }
        } else {
            // Sorted lengths: those up to `object` step back without wrapping.
            let split = m.set.partition_point(|&x| x as usize <= object);
            let froms = m.set[..split]
                .iter()
                .map(|&x| object - x as usize)
                .chain(m.set[split..].iter().map(|&x| object + n - x as usize));
            for from in froms {
                let cell = &mut row[from];
                if lost {
                    if *cell < UNDECIDED {
                        *cell = WIN;
                        queue.push(tag | from as u32);
                    }
                } else {
                    *cell = cell.wrapping_sub(1);
                    if *cell == 0 {
                        *cell = LOSE;
                        queue.push(tag | from as u32);
                    }
                }
            }
        }
    }
    let mut text = String::with_capacity(10 * n);
    for row in &state {
        for (o, &cell) in row[1..n].iter().enumerate() {
            text.push_str(match cell {
                c if c < UNDECIDED => "Loop",
                c if c < WON_FROM => "Lose",
                _ => "Win",
            });
            text.push(if o + 2 == n { '\n' } else { ' ' });
        }
    }
    out.str(&text);
    Ok(())
}
