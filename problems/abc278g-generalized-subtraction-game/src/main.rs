// AtCoder ABC278 G Generalized Subtraction Game (interactive): cards 1..N in
// a row, a move removes L..R consecutive cards still on the table, the
// player who cannot move loses (normal play); we choose to move first or
// second and play against the judge. When some y in L..=R has y = N
// (mod 2) (always when L < R): `First`, remove the centre block of y cards,
// then answer every judge move (a, b) with its mirror image (N + 2 - a - b,
// b). Otherwise (L = R, N - L odd) by Grundy values of runs: g(m) = mex
// { g(a) xor g(m - L - a) }; `First` iff g(N) != 0, and each turn a move
// that leaves the xor of the runs' values 0.
// Time O(N^2) for the table (L = R only) and O(N) a move; memory O(N).
// Accepts: N in 1..=2000, L in 1..=N, R in L..=N on the judge's first line;
// the game ends on the judge's `0 0` (we won), `-1 -1` (we lost) or the end
// of its output (the benchmark pipes the first line alone).
// Tested: tests/special.rs plays it against the judge's perfect side
// (lab.rs, `Playing`) on every small (N, L, R) and seeded cases, whose side
// words come from the exhaustive search of the cards on the table; the
// golden files testdata/abc278g-generalized-subtraction-game/ (the sample
// transcript replayed there too).

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

fn main() {
    entry::interact(play);
}

/// One line to the judge, flushed at once (it waits for it).
fn say(out: &mut Out, line: &str) -> Result<(), Error> {
    out.turn(line)
        .map_err(|e| Error::new(format!("cannot write to the judge: {}", e)))
}

/// The judge's move `a b`, or `None` when the game is over (`0 0`, `-1 -1`
/// or the end of the judge's output).
fn judge_move(input: &mut Scanner, n: u64) -> Result<Option<(u64, u64)>, Error> {
    let a = match input.next_u64("a") {
        Ok(Some(a)) => a,
        Ok(None) => return Ok(None),
        // `-1 -1`: our move was refused, and the game is lost.
        Err(e) if e.to_string().contains("is negative") => return Ok(None),
        Err(e) => return Err(e),
    };
    if a == 0 {
        return Ok(None);
    }
    if a > n {
        return Err(Error::at("a", input.last_token_offset(), "is not a card"));
    }
    let b = input.u64_in("b", 1, n + 1 - a)?;
    Ok(Some((a, b)))
}

fn play(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let n = input.u64_in("N", 1, 2000)?;
    let l = input.u64_in("L", 1, n)?;
    let r = input.u64_in("R", l, n)?;
    let y = if (n - l) % 2 == 0 { l } else { l + 1 };
    if y <= r {
        say(out, "First")?;
        say(out, &format!("{} {}", (n - y) / 2 + 1, y))?;
        while let Some((a, b)) = judge_move(input, n)? {
            say(out, &format!("{} {}", n + 2 - a - b, b))?;
        }
        return Ok(());
    }
    let (n, l) = (n as usize, l as usize);
    let g = grundy(n, l);
    // The runs as (first card, length), in order, and the xor of their values.
    let mut runs: Vec<(usize, usize)> = vec![(1, n)];
    let mut x = g[n];
    let first = x != 0;
    say(out, if first { "First" } else { "Second" })?;
    let mut our_turn = first;
    loop {
        if our_turn {
            let (i, a) = winning(&runs, &g, x, l);
            let (s, m) = runs[i];
            say(out, &format!("{} {}", s + a, l))?;
            x ^= g[m] ^ g[a] ^ g[m - l - a];
            split(&mut runs, i, s + a, l);
        } else {
            let (a, b) = match judge_move(input, n as u64)? {
                Some(mv) => mv,
                None => return Ok(()),
            };
            let (a, b) = (a as usize, b as usize);
            let i = runs.partition_point(|&(s, _)| s <= a) - 1;
            let (s, m) = runs[i];
            x ^= g[m] ^ g[a - s] ^ g[s + m - a - b];
            split(&mut runs, i, a, b);
        }
        our_turn = !our_turn;
    }
}

/// g(m) for m = 0..=n when every move takes exactly l cards from a row.
fn grundy(n: usize, l: usize) -> Vec<usize> {
    let mut g = vec![0; n + 1];
    let mut seen = vec![usize::MAX; 2 * n + 2];
    for m in l..=n {
        for a in 0..=(m - l) / 2 {
            seen[g[a] ^ g[m - l - a]] = m;
        }
        g[m] = (0..).find(|&v| seen[v] != m).unwrap_or(0);
    }
    g
}

/// A move to xor 0 from xor `x` != 0: the index in `runs` and the cards
/// left before the block. Some row m has g(m) xor x < g(m), an option value.
fn winning(runs: &[(usize, usize)], g: &[usize], x: usize, l: usize) -> (usize, usize) {
    for (i, &(_, m)) in runs.iter().enumerate() {
        if m >= l {
            let want = g[m] ^ x;
            if let Some(a) = (0..=m - l).find(|&a| g[a] ^ g[m - l - a] == want) {
                return (i, a);
            }
        }
    }
    // Not reached when x != 0 (the Sprague-Grundy theorem): any legal move.
    let i = runs.iter().position(|&(_, m)| m >= l).unwrap_or(0);
    (i, 0)
}

/// Removes cards at..at+len-1 from `runs[i]`.
fn split(runs: &mut Vec<(usize, usize)>, i: usize, at: usize, len: usize) {
    let (s, m) = runs[i];
    let left = (s, at - s);
    let right = (at + len, s + m - at - len);
    runs.remove(i);
    for part in [right, left] {
        if part.1 > 0 {
            runs.insert(i, part);
        }
    }
}
