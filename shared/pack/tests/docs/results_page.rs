//! docs/results.md, the page of classic results: every section has its
//! rule, P-positions, winning move and proof link; each P-positions line is
//! pinned here word for word, and each is checked against an exhaustive
//! search of the game (`sglab::search`, the rules written here or taken
//! from `sglab::games`, no Grundy theory in the search). A value claim is
//! checked as "the game plus a Nim heap of that value is a P-position";
//! where a section names one winning move, the move is played and the
//! position left is searched. Periods too long to search use a table of
//! the real rules' values (`grundy::table`), fixed by the search on its
//! first rows.

use sglab::games::{
    apples, fibonacci_nim, geography, grundys, hackenbush, hackenbush_graph, mock_turtles, staircase, wythoff,
};
use sglab::grundy;
use sglab::search::{sum_steps, Memo, Play, Search, Step};
use std::hash::Hash;

/// Each section's title and its P-positions paragraph, lines joined by spaces.
const P_LINES: [(&str, &str); 16] = [
    ("Bachet's game", r"$n \equiv 0 \pmod{k+1}$."),
    ("Nim", r"$a_1 \oplus a_2 \oplus \dots \oplus a_m = 0$ (Bouton)."),
    (
        "Misère Nim",
        r"Every heap has at most one stone and the number of one-stone heaps is odd; or some heap has two or more stones and $a_1 \oplus \dots \oplus a_m = 0$.",
    ),
    (
        "Moore's Nim-k",
        r"For every bit position $j$, the number of heaps with bit $j$ set is divisible by $k + 1$. For $k = 1$ this is Nim.",
    ),
    (
        "Staircase Nim",
        r"$p_2 \oplus p_4 \oplus p_6 \oplus \dots = 0$ (the even stairs only).",
    ),
    (
        "Wythoff's game",
        r"$\{a, b\} = \{\lfloor k\varphi \rfloor, \lfloor k\varphi^2 \rfloor\}$ for some $k \ge 0$, where $\varphi = (1 + \sqrt 5)/2$; the two heaps then differ by exactly $k$.",
    ),
    (
        "Fibonacci Nim",
        r"The start is a P-position iff $n$ is a Fibonacci number ($2, 3, 5, 8, 13, \dots$).",
    ),
    (
        "Subtraction games and their periods",
        r"For $S = \{1, 3, 4\}$: $n \bmod 7 \in \{0, 2\}$ (the values repeat $0, 1, 0, 1, 2, 3, 2$). In general, $g$ is eventually periodic: with $m = \max S$, if $g(n + p) = g(n)$ for every $n$ in $[n_0, n_0 + m)$, then for every $n \ge n_0$.",
    ),
    (
        "Lasker's Nim",
        r"$g(a_1) \oplus \dots \oplus g(a_m) = 0$, where $g(0) = 0$ and $g(4j+1) = 4j+1$, $g(4j+2) = 4j+2$, $g(4j+3) = 4j+4$, $g(4j+4) = 4j+3$.",
    ),
    (
        "Kayles and Dawson's Kayles",
        r"A single row of Kayles is a P-position only for $n = 0$; Kayles values are periodic with period $12$ from $n = 71$ on ($4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7$ for $n = 72, \dots, 83$). A single row of Dawson's Kayles is a P-position iff $n \in \{0, 1, 15, 35\}$ or $n \bmod 34 \in \{5, 9, 21, 25, 29\}$; its values are periodic with period $34$ from $n = 53$ on. Several rows: the xor of their values is $0$.",
    ),
    (
        "Green Hackenbush: the Colon and Fusion principles",
        r"The value is $0$. Colon principle: on a rooted tree, $g(v) = \bigoplus_{c} \bigl(g(c) + 1\bigr)$ over the children $c$ of $v$, so a stalk of $n$ edges is worth $n$. Fusion principle: on a tree with polygons, an odd cycle is worth one edge and an even cycle a point (fuse its vertices into one; its edges become loops).",
    ),
    (
        "Coin turning: Mock Turtles and Ruler",
        r"The xor of the values of the heads is $0$. Mock Turtles: the head at $x$ is worth the $x$-th odious number (odd number of ones in binary: $1, 2, 4, 7, 8, 11, \dots$), that is $2x$ or $2x + 1$. Ruler: the head at $x$ is worth the largest power of two dividing $x$.",
    ),
    (
        "Anti-SG (the SJ theorem)",
        r"The player to move wins iff $g_1 \oplus \dots \oplus g_m \ne 0$ and some $g_i > 1$, or $g_1 \oplus \dots \oplus g_m = 0$ and every $g_i \le 1$; the other positions are P.",
    ),
    (
        "Every-SG",
        r"Define $\operatorname{step}(x) = 0$ at an end, $1 + \max \operatorname{step}(y)$ over P-options $y$ at an N-position, and $1 + \min \operatorname{step}(y)$ over all options at a P-position. The first player wins iff the largest step over the components is odd.",
    ),
    (
        "The matching game (undirected vertex geography)",
        r"The start $v$ is a P-position iff some maximum matching misses $v$. Variant: if the first player picks the start and the second moves first, the first player wins iff the graph has no perfect matching.",
    ),
    (
        "Grundy's game",
        r"The xor of the heaps' values is $0$. A single heap is a P-position for $n = 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, \dots$ (up to $2500$ the last is $1222$); no period is known, so tabulate.",
    ),
];

fn page() -> String {
    crate::read("docs/results.md")
}

/// The `## ` sections of the page as (title, body).
fn sections(page: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in page.lines() {
        if let Some(title) = line.strip_prefix("## ") {
            out.push((title.to_string(), String::new()));
        } else if let Some((_, body)) = out.last_mut() {
            body.push_str(line);
            body.push('\n');
        }
    }
    out
}

/// The paragraph that opens with `label`, its lines joined by spaces, the label dropped.
fn paragraph(body: &str, label: &str) -> Option<String> {
    let at = body.find(label)?;
    let text = &body[at + label.len()..];
    let end = text.find("\n\n").unwrap_or(text.len());
    Some(text[..end].split_whitespace().collect::<Vec<_>>().join(" "))
}

#[test]
fn every_result_has_its_rule_p_positions_winning_move_and_proof_link() {
    let page = page();
    let sections = sections(&page);
    let (last, results) = sections.split_last().unwrap();
    assert_eq!(last.0, "How this page is checked");
    let titles: Vec<&str> = results.iter().map(|(t, _)| t.as_str()).collect();
    let pinned: Vec<&str> = P_LINES.iter().map(|(t, _)| *t).collect();
    assert_eq!(titles, pinned, "every section of the page is checked here, in order");
    for ((title, body), (_, p_line)) in results.iter().zip(P_LINES) {
        for label in ["**Rule.**", "**P-positions.**", "**A winning move.**", "**Proved in**"] {
            assert!(body.contains(label), "{title}: no {label}");
        }
        assert_eq!(paragraph(body, "**P-positions.** ").as_deref(), Some(p_line), "{title}");
        let proof = paragraph(body, "**Proved in** ").unwrap();
        assert!(
            proof.contains("](../problems/") || proof.contains(".md"),
            "{title}: {proof}"
        );
    }
}

// ---------------------------------------------------------------- helpers

/// A component of a sum, or a Nim heap added to read a value off a search.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Part<C> {
    Game(C),
    Heap(u32),
}

/// The moves of a part: the game's own, or a Nim heap's.
fn part_steps<C: Clone>(game: &impl Fn(&C) -> Vec<Step<Vec<C>>>, part: &Part<C>) -> Vec<Step<Vec<Part<C>>>> {
    match part {
        Part::Game(c) => game(c)
            .into_iter()
            .map(|s| s.map(|parts| parts.into_iter().map(Part::Game).collect()))
            .collect(),
        Part::Heap(h) => (0..*h)
            .map(|left| Step::To(if left == 0 { vec![] } else { vec![Part::Heap(left)] }))
            .collect(),
    }
}

/// An exhaustive search of sums of `game`'s components and Nim heaps.
struct Sums<C> {
    search: Memo<Vec<Part<C>>>,
}

impl<C: Clone + Ord + Hash + std::fmt::Debug + 'static> Sums<C> {
    fn new(play: Play, game: impl Fn(&C) -> Vec<Step<Vec<C>>> + 'static) -> Sums<C> {
        let moves = move |p: &Vec<Part<C>>| sum_steps(p, |part| part_steps(&game, part));
        Sums {
            search: Search::boxed(play, moves),
        }
    }

    /// Whether the player to move wins the sum of `games` and a Nim heap of `heap`.
    fn wins(&mut self, games: &[C], heap: u32) -> bool {
        let mut parts: Vec<Part<C>> = games.iter().cloned().map(Part::Game).collect();
        if heap > 0 {
            parts.push(Part::Heap(heap));
        }
        parts.sort();
        self.search.mover_wins(&parts)
    }

    /// Asserts that `game` has value `value`: with a Nim heap of `value` the sum is a P-position.
    fn assert_value(&mut self, game: C, value: u32) {
        assert!(
            !self.wins(std::slice::from_ref(&game), value),
            "{game:?} is not worth {value}"
        );
    }
}

/// Every tuple of `len` numbers in 0..=`max`.
fn tuples(len: usize, max: u32) -> Vec<Vec<u32>> {
    let mut all = vec![vec![]];
    for _ in 0..len {
        all = all
            .into_iter()
            .flat_map(|t| {
                (0..=max).map(move |x| {
                    let mut t = t.clone();
                    t.push(x);
                    t
                })
            })
            .collect();
    }
    all
}

fn xor(values: impl IntoIterator<Item = u32>) -> u32 {
    values.into_iter().fold(0, |a, b| a ^ b)
}

/// A heap of `n` as a component: nothing once it is empty.
fn heap(n: u32) -> Vec<u32> {
    if n == 0 {
        vec![]
    } else {
        vec![n]
    }
}

fn lowbit(x: u32) -> u32 {
    x & x.wrapping_neg()
}

// ------------------------------------------------------------ the results

#[test]
fn bachet() {
    for k in 1..=6u32 {
        let mut s = Search::new(Play::Normal, move |&n: &u32| {
            (1..=k.min(n)).map(|t| Step::To(n - t)).collect()
        });
        for n in 0..=60u32 {
            let p = n % (k + 1) == 0;
            assert_eq!(!s.mover_wins(&n), p, "k {k} n {n}");
            if !p {
                assert!(!s.mover_wins(&(n - n % (k + 1))), "take n mod (k + 1), k {k} n {n}");
            }
        }
    }
}

/// Nim's winning move: the heap holding the highest bit of the xor, reduced to a xor s.
fn nim_move(heaps: &[u32]) -> Vec<u32> {
    let s = xor(heaps.iter().copied());
    let i = heaps.iter().position(|&a| a ^ s < a).unwrap();
    let mut next = heaps.to_vec();
    next[i] ^= s;
    next
}

#[test]
fn nim_and_misere_nim() {
    let mut normal = Sums::new(Play::Normal, |&n: &u32| sglab::games::nim::steps(&n));
    let mut misere = Sums::new(Play::Misere, |&n: &u32| sglab::games::nim::steps(&n));
    let nonzero = |t: &[u32]| t.iter().copied().filter(|&a| a > 0).collect::<Vec<u32>>();
    for heaps in tuples(3, 6).into_iter().chain(tuples(4, 3)) {
        let heaps = nonzero(&heaps);
        let s = xor(heaps.iter().copied());
        assert_eq!(!normal.wins(&heaps, 0), s == 0, "Nim {heaps:?}");
        if s != 0 {
            assert!(!normal.wins(&nonzero(&nim_move(&heaps)), 0), "Nim move from {heaps:?}");
        }
        let big = heaps.iter().filter(|&&a| a >= 2).count();
        let ones = heaps.iter().filter(|&&a| a == 1).count();
        let p = if big == 0 { ones % 2 == 1 } else { s == 0 };
        assert_eq!(!misere.wins(&heaps, 0), p, "misère Nim {heaps:?}");
        if !p && !heaps.is_empty() {
            let next = match big {
                0 => heaps[1..].to_vec(),
                1 => {
                    let keep = if ones % 2 == 1 { 0 } else { 1 };
                    heaps.iter().map(|&a| if a >= 2 { keep } else { a }).collect()
                }
                _ => nim_move(&heaps),
            };
            assert!(
                !misere.wins(&nonzero(&next), 0),
                "misère move from {heaps:?} to {next:?}"
            );
        }
    }
}

/// Every way to lower between 1 and `k` of `heaps`, each by a positive amount.
fn moore_moves(heaps: &[u32], k: usize) -> Vec<Vec<u32>> {
    fn go(heaps: &[u32], i: usize, changed: usize, k: usize, cur: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        if i == heaps.len() {
            if changed > 0 {
                let mut next = cur.clone();
                next.sort();
                out.push(next);
            }
            return;
        }
        cur.push(heaps[i]);
        go(heaps, i + 1, changed, k, cur, out);
        cur.pop();
        if changed < k {
            for v in 0..heaps[i] {
                cur.push(v);
                go(heaps, i + 1, changed + 1, k, cur, out);
                cur.pop();
            }
        }
    }
    let mut out = Vec::new();
    go(heaps, 0, 0, k, &mut Vec::new(), &mut out);
    out
}

#[test]
fn moores_nim_k() {
    for (len, max, k) in [(3, 5, 1), (3, 5, 2), (4, 3, 2), (4, 3, 3)] {
        let mut s = Search::new(Play::Normal, move |h: &Vec<u32>| {
            moore_moves(h, k).into_iter().map(Step::To).collect::<Vec<_>>()
        });
        for mut heaps in tuples(len, max) {
            heaps.sort();
            let p = balanced(&heaps, k);
            assert_eq!(!s.mover_wins(&heaps), p, "k {k} {heaps:?}");
            if !p {
                let mut next = moore_move(&heaps, k);
                let lowered = (0..len).filter(|&i| next[i] != heaps[i]).count();
                assert!((0..len).all(|i| next[i] <= heaps[i]) && (1..=k).contains(&lowered));
                next.sort();
                assert!(
                    balanced(&next, k) && !s.mover_wins(&next),
                    "k {k} {heaps:?} -> {next:?}"
                );
            }
        }
    }
}

/// Every bit's count of heaps is a multiple of k + 1.
fn balanced(heaps: &[u32], k: usize) -> bool {
    (0..32).all(|j| heaps.iter().filter(|&&a| a >> j & 1 == 1).count() % (k + 1) == 0)
}

/// The page's move, as POJ 2315's write-up constructs it: from the highest
/// bit down, a set T of at most k heaps already lowered (free below), bits
/// set or cleared so that each bit's count becomes a multiple of k + 1.
fn moore_move(heaps: &[u32], k: usize) -> Vec<u32> {
    let mut next = heaps.to_vec();
    let mut lowered: Vec<usize> = Vec::new();
    for j in (0..32).rev() {
        let outside: Vec<usize> = (0..heaps.len())
            .filter(|i| !lowered.contains(i) && heaps[*i] >> j & 1 == 1)
            .collect();
        let r = outside.len() % (k + 1);
        let old = lowered.clone();
        if r + old.len() <= k {
            for &i in &old {
                next[i] &= !(1 << j);
            }
            for &i in &outside[..r] {
                next[i] &= !(1 << j);
                lowered.push(i);
            }
        } else {
            for (n, &i) in old.iter().enumerate() {
                if n < k + 1 - r {
                    next[i] |= 1 << j;
                } else {
                    next[i] &= !(1 << j);
                }
            }
        }
    }
    next
}

#[test]
fn staircase_nim() {
    let mut s = Search::new(Play::Normal, staircase::steps);
    for stairs in tuples(4, 3).into_iter().chain(tuples(5, 2)) {
        let even: Vec<usize> = (1..stairs.len()).step_by(2).collect(); // stairs 2, 4, ...
        let x = xor(even.iter().map(|&i| stairs[i]));
        assert_eq!(!s.mover_wins(&stairs), x == 0, "{stairs:?}");
        if x != 0 {
            let i = *even.iter().find(|&&i| stairs[i] ^ x < stairs[i]).unwrap();
            let mut next = stairs.clone();
            let moved = next[i] - (next[i] ^ x);
            next[i] -= moved;
            next[i - 1] += moved;
            assert!(!s.mover_wins(&next), "{stairs:?} -> {next:?}");
        }
    }
}

/// floor(k phi), exactly: (k + floor(sqrt(5 k^2))) / 2.
fn wythoff_a(k: usize) -> usize {
    let r = 5 * k * k;
    let mut q = (r as f64).sqrt() as usize;
    while q * q > r {
        q -= 1;
    }
    while (q + 1) * (q + 1) <= r {
        q += 1;
    }
    (k + q) / 2
}

#[test]
fn wythoff() {
    let mut s = Search::new(Play::Normal, wythoff::steps);
    let pairs: Vec<(usize, usize)> = (0..=40).map(|k| (wythoff_a(k), wythoff_a(k) + k)).collect();
    // floor(k phi^2) = floor(k phi) + k, as phi^2 = phi + 1.
    let k_of_a = |a: usize| pairs.iter().position(|&(x, _)| x == a);
    let k_of_b = |b: usize| pairs.iter().position(|&(_, y)| y == b);
    for a in 0..=40 {
        for b in a..=40 {
            let p = pairs.contains(&(a, b));
            assert_eq!(!s.mover_wins(&(a, b)), p, "({a}, {b})");
            if p {
                continue;
            }
            let next = if let Some(k) = k_of_b(a) {
                (pairs[k].0, a)
            } else {
                let k = k_of_a(a).expect("every number is some a_k or some b_k");
                if b > pairs[k].1 {
                    (a, pairs[k].1)
                } else {
                    let d = b - a;
                    (pairs[d].0, pairs[d].1)
                }
            };
            assert!(!s.mover_wins(&wythoff::ordered(next)), "({a}, {b}) -> {next:?}");
        }
    }
}

#[test]
fn fibonacci_nim() {
    let mut fib = vec![1u64, 2];
    while *fib.last().unwrap() < 200 {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    let mut s = fibonacci_nim::search();
    for n in 2..=120u64 {
        let p = fib.contains(&n);
        assert_eq!(!s.mover_wins(&fibonacci_nim::start(n)), p, "n {n}");
        if !p {
            // Zeckendorf by greed: its smallest term is what is left last.
            let mut rest = n;
            let mut smallest = 0;
            for &f in fib.iter().rev() {
                if f <= rest {
                    rest -= f;
                    smallest = f;
                }
            }
            let left = n - smallest;
            assert!(
                !s.mover_wins(&(left, (2 * smallest).min(left))),
                "n {n}, take {smallest}"
            );
        }
    }
}

#[test]
fn subtraction_games_and_their_periods() {
    let sets: [&[u32]; 4] = [&[1, 3, 4], &[2, 5], &[1, 4, 5], &[2, 3, 7]];
    for set in sets {
        let moves = move |&n: &u32| -> Vec<Step<Vec<u32>>> {
            set.iter()
                .filter(|&&t| t <= n)
                .map(|&t| Step::To(heap(n - t)))
                .collect()
        };
        let mut s = Sums::new(Play::Normal, moves);
        // Values by search: the Nim heap that makes heap + *v a P-position.
        let g: Vec<u32> = (0..=70u32)
            .map(|n| (0..=8).find(|&v| !s.wins(&heap(n), v)).expect("a value below 9"))
            .collect();
        if set == [1, 3, 4] {
            for n in 0..=70 {
                assert_eq!(g[n], [0, 1, 0, 1, 2, 3, 2][n % 7], "n {n}");
                assert_eq!(g[n] == 0, [0, 2].contains(&(n % 7)));
                if g[n] != 0 {
                    // The page's move for one heap: to a heap of 0 or 2 (mod 7).
                    let t = set
                        .iter()
                        .find(|&&t| t as usize <= n && [0, 2].contains(&((n - t as usize) % 7)));
                    let left = n as u32 - t.expect("a move to 0 or 2 (mod 7)");
                    assert!(!s.wins(&heap(left), 0), "{n} -> {left}");
                }
            }
        }
        // The period test: agreement on max S consecutive rows from n0 holds onward.
        let m = *set.iter().max().unwrap() as usize;
        for p in 1..=15 {
            for n0 in 0..=30 {
                if (n0..n0 + m).all(|n| g[n + p] == g[n]) {
                    assert!((n0..=70 - p).all(|n| g[n + p] == g[n]), "{set:?} p {p} n0 {n0}");
                }
            }
        }
    }
}

#[test]
fn laskers_nim() {
    let moves = |&n: &u32| -> Vec<Step<Vec<u32>>> {
        let mut v: Vec<Step<Vec<u32>>> = (0..n).map(|left| Step::To(heap(left))).collect();
        v.extend((1..=n / 2).map(|a| Step::To(vec![a, n - a])));
        v
    };
    let g = |n: u32| match n % 4 {
        0 if n > 0 => n - 1,
        3 => n + 1,
        _ => n,
    };
    let mut s = Sums::new(Play::Normal, moves);
    for n in 0..=12 {
        s.assert_value(n, g(n));
    }
    for heaps in tuples(3, 6) {
        let heaps: Vec<u32> = heaps.into_iter().filter(|&a| a > 0).collect();
        assert_eq!(!s.wins(&heaps, 0), xor(heaps.iter().map(|&a| g(a))) == 0, "{heaps:?}");
        if let Some(next) = value_move(&heaps, |&n| g(n), moves) {
            assert!(!s.wins(&next, 0), "{heaps:?} -> {next:?}");
        }
    }
}

/// The move "as in Nim on the values": a heap whose value v has
/// v xor s < v, moved to parts worth v xor s. None at a P-position.
fn value_move(heaps: &[u32], g: impl Fn(&u32) -> u32, moves: impl Fn(&u32) -> Vec<Step<Vec<u32>>>) -> Option<Vec<u32>> {
    let s = xor(heaps.iter().map(&g));
    let i = heaps.iter().position(|a| g(a) ^ s < g(a))?;
    let target = g(&heaps[i]) ^ s;
    let parts = moves(&heaps[i])
        .into_iter()
        .find_map(|step| match step {
            Step::To(parts) if xor(parts.iter().map(&g)) == target => Some(parts),
            _ => None,
        })
        .expect("a move to every smaller value (the mex)");
    let mut next: Vec<u32> = heaps[..i].iter().chain(&heaps[i + 1..]).copied().chain(parts).collect();
    next.sort();
    Some(next)
}

/// The rows a move on a row of `n` pins leaves, knocking `take` adjacent pins.
fn row_moves(n: u32, takes: &[u32]) -> Vec<Vec<u32>> {
    let mut v = Vec::new();
    for &t in takes.iter().filter(|&&t| t <= n) {
        for left in 0..=n - t {
            let mut rows: Vec<u32> = [left, n - t - left].into_iter().filter(|&r| r > 0).collect();
            rows.sort();
            v.push(rows);
        }
    }
    v
}

#[test]
fn kayles_and_dawsons_kayles() {
    for (takes, name) in [(&[1u32, 2][..], "Kayles"), (&[2u32][..], "Dawson's Kayles")] {
        let steps = move |&n: &u32| -> Vec<Step<Vec<u32>>> { row_moves(n, takes).into_iter().map(Step::To).collect() };
        let table = grundy::table(1000, |n| {
            row_moves(n as u32, takes)
                .into_iter()
                .map(|r| r.into_iter().map(|x| x as usize).collect())
                .collect()
        });
        let mut s = Sums::new(Play::Normal, steps);
        for n in 0..=13u32 {
            s.assert_value(n, table[n as usize]); // the table is the game's, by search
        }
        for a in 1..=9u32 {
            for b in a..=9 {
                assert_eq!(
                    !s.wins(&[a, b], 0),
                    table[a as usize] == table[b as usize],
                    "{name} {a} {b}"
                );
            }
        }
        if name == "Kayles" {
            assert!((1..=1000).all(|n| table[n] != 0), "a row of n >= 1 is N");
            assert!((71..=988).all(|n| table[n + 12] == table[n]) && table[70] != table[82]);
            assert_eq!(&table[72..84], &[4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7]);
            for n in 1..=18u32 {
                // The middle pin (n odd) or the two middle pins (n even) leave two equal rows.
                let half = (n - 1) / 2;
                assert!(!s.wins(&heap(half).into_iter().chain(heap(half)).collect::<Vec<_>>(), 0));
                assert!(s.wins(&[n], 0));
            }
        } else {
            let p = |n: usize| [0, 1, 15, 35].contains(&n) || [5, 9, 21, 25, 29].contains(&(n % 34));
            assert!((0..=1000).all(|n| (table[n] == 0) == p(n)));
            assert!((0..=16u32).all(|n| s.wins(&heap(n), 0) != p(n as usize)));
            assert!((53..=966).all(|n| table[n + 34] == table[n]) && table[52] != table[86]);
            for n in (2..=20u32).step_by(2) {
                let half = (n - 2) / 2;
                assert!(!s.wins(&heap(half).into_iter().chain(heap(half)).collect::<Vec<_>>(), 0));
            }
        }
    }
}

/// The Colon principle's value of the tree `edges` rooted at vertex 1.
fn colon(edges: &[(usize, usize)]) -> u32 {
    fn go(adj: &[Vec<usize>], v: usize, parent: usize) -> u32 {
        adj[v]
            .iter()
            .filter(|&&c| c != parent)
            .map(|&c| go(adj, c, v) + 1)
            .fold(0, |a, b| a ^ b)
    }
    let n = edges.iter().map(|&(a, b)| a.max(b)).max().unwrap();
    let mut adj = vec![vec![]; n + 1];
    for &(a, b) in edges {
        adj[a].push(b);
        adj[b].push(a);
    }
    go(&adj, 1, 0)
}

#[test]
fn hackenbush_colon_principle() {
    for n in 2..=6 {
        for edges in hackenbush::labelled_trees(n) {
            let value = colon(&edges);
            let tree = edges.clone();
            // The tree plus a Nim heap, searched whole.
            let mut s = Search::new(Play::Normal, move |&(mask, h): &(u32, u32)| {
                let mut v: Vec<Step<(u32, u32)>> = hackenbush::steps(&tree, mask)
                    .into_iter()
                    .map(|st| st.map(|m| (m, h)))
                    .collect();
                v.extend((0..h).map(|x| Step::To((mask, x))));
                v
            });
            assert!(
                !s.mover_wins(&(hackenbush::full(&edges), value)),
                "{edges:?} is not worth {value}"
            );
            assert_eq!(!s.mover_wins(&(hackenbush::full(&edges), 0)), value == 0, "{edges:?}");
            if value != 0 {
                // The page's move: one edge cut, found from the root down.
                let cut = colon_move(&edges);
                let left = hackenbush::rooted_part(&edges, hackenbush::full(&edges) & !(1 << cut));
                assert!(!s.mover_wins(&(left, 0)), "{edges:?}: cutting {:?}", edges[cut]);
            }
        }
    }
}

/// The index of the edge the page's winning move cuts: at the root, a
/// branch c with t = (g(c) + 1) xor g(root) < g(c) + 1; its edge if t = 0,
/// else the same rule inside c with target t - 1.
fn colon_move(edges: &[(usize, usize)]) -> usize {
    let n = edges.iter().map(|&(a, b)| a.max(b)).max().unwrap();
    let mut adj = vec![vec![]; n + 1];
    for &(a, b) in edges {
        adj[a].push(b);
        adj[b].push(a);
    }
    fn value(adj: &[Vec<usize>], v: usize, parent: usize) -> u32 {
        adj[v]
            .iter()
            .filter(|&&c| c != parent)
            .map(|&c| value(adj, c, v) + 1)
            .fold(0, |a, b| a ^ b)
    }
    let (mut v, mut parent, mut target) = (1, 0, 0);
    loop {
        let x = value(&adj, v, parent) ^ target;
        let c = *adj[v]
            .iter()
            .find(|&&c| c != parent && (value(&adj, c, v) + 1) ^ x < value(&adj, c, v) + 1)
            .expect("a branch holding the top bit");
        let t = (value(&adj, c, v) + 1) ^ x;
        if t == 0 {
            return edges
                .iter()
                .position(|&(a, b)| (a, b) == (v, c) || (a, b) == (c, v))
                .unwrap();
        }
        (v, parent, target) = (c, v, t - 1);
    }
}

#[test]
fn hackenbush_fusion_principle() {
    let mut s = Sums::new(Play::Normal, hackenbush_graph::steps);
    // A polygon of m1 edges through the ground (vertex 1), a stalk of s
    // edges from its vertex j, and at the stalk's top a polygon of m2 edges.
    for m1 in 2..=5usize {
        for j in [1, 2] {
            for stalk in 0..=2usize {
                for m2 in [0, 2, 3, 4] {
                    let mut edges: Vec<(usize, usize)> = (1..=m1).map(|i| (i, i % m1 + 1)).collect();
                    let mut fresh = m1 + 1; // the next unused vertex
                    let mut top = j;
                    for _ in 0..stalk {
                        edges.push((top, fresh));
                        top = fresh;
                        fresh += 1;
                    }
                    if m2 > 0 {
                        let ring: Vec<usize> = std::iter::once(top).chain(fresh..fresh + m2 - 1).collect();
                        for i in 0..m2 {
                            edges.push((ring[i], ring[(i + 1) % m2]));
                        }
                    }
                    let fused = (m1 % 2) as u32 ^ (stalk as u32 + (m2 % 2) as u32);
                    let graph = hackenbush_graph::Rooted::new(&edges);
                    s.assert_value(graph.clone(), fused);
                    assert_eq!(!s.wins(&[graph], 0), fused == 0, "{edges:?}");
                }
            }
        }
    }
}

#[test]
fn coin_turning_mock_turtles_and_ruler() {
    let mut turtles = mock_turtles::search();
    let odious: Vec<u32> = (0..64u32).filter(|x| x.count_ones() % 2 == 1).take(8).collect();
    for x in 0..8u32 {
        assert!(odious[x as usize] == 2 * x || odious[x as usize] == 2 * x + 1);
    }
    for mask in 0..256u64 {
        let value = xor((0..8).filter(|&x| mask >> x & 1 == 1).map(|x| odious[x]));
        assert_eq!(!turtles.mover_wins(&mask), value == 0, "Mock Turtles {mask:b}");
        if value != 0 {
            // The page's move: a head x with v xor s < v, and the other turned
            // coins (none, one or two left of x) worth v xor s together.
            let x = (0..8)
                .find(|&x| mask >> x & 1 == 1 && odious[x] ^ value < odious[x])
                .unwrap();
            let want = odious[x] ^ value;
            let mut turned: Vec<u64> = vec![1 << x];
            for a in 0..x {
                turned.push(1 << x | 1 << a);
                for b in a + 1..x {
                    turned.push(1 << x | 1 << a | 1 << b);
                }
            }
            let others = |t: u64| xor((0..x).filter(|&c| t >> c & 1 == 1).map(|c| odious[c]));
            let t = *turned
                .iter()
                .find(|&&t| others(t) == want)
                .expect("a move of every smaller value");
            assert!(!turtles.mover_wins(&(mask ^ t)), "Mock Turtles {mask:b} turning {t:b}");
        }
    }
    // Ruler: coin x (1-based) is bit x - 1; turn any run l..=r with r heads.
    let mut ruler = Search::new(Play::Normal, |&mask: &u32| {
        let mut v = Vec::new();
        for r in (0..32).filter(|&r| mask >> r & 1 == 1) {
            for l in 0..=r {
                v.push(Step::To(mask ^ ((2u32 << r) - (1 << l))));
            }
        }
        v
    });
    for mask in 0..1024u32 {
        let value = xor((1..=10).filter(|&x| mask >> (x - 1) & 1 == 1).map(lowbit));
        assert_eq!(!ruler.mover_wins(&mask), value == 0, "Ruler {mask:b}");
        if value != 0 {
            // The page's move: a head x with v xor s < v, turned with the run
            // l..x - 1 left of it, worth v xor s together.
            let x = (1..=10u32)
                .find(|&x| mask >> (x - 1) & 1 == 1 && lowbit(x) ^ value < lowbit(x))
                .unwrap();
            let want = lowbit(x) ^ value;
            let l = (1..=x)
                .find(|&l| xor((l..x).map(lowbit)) == want)
                .expect("a run of every smaller value");
            let run = (2u32 << (x - 1)) - (1 << (l - 1));
            assert!(!ruler.mover_wins(&(mask ^ run)), "Ruler {mask:b} turning {l}..={x}");
        }
    }
}

#[test]
fn anti_sg_the_sj_theorem() {
    // Lines of apples (HDU 2509): a line of k is worth k in normal play, and
    // a line worth 0 is empty, so the theorem's condition holds.
    let mut normal = Sums::new(Play::Normal, apples::steps);
    for k in 0..=7 {
        normal.assert_value(k, k);
    }
    let mut misere = Sums::new(Play::Misere, apples::steps);
    for lines in tuples(4, 5) {
        let lines: Vec<u32> = lines.into_iter().filter(|&a| a > 0).collect();
        let x = xor(lines.iter().copied());
        let big = lines.iter().any(|&g| g > 1);
        let mover_wins = (x != 0 && big) || (x == 0 && !big);
        assert_eq!(misere.wins(&lines, 0), mover_wins, "{lines:?}");
        if mover_wins && !lines.is_empty() {
            // The page's move; a line of a apples moved to value v < a is
            // the line of v left by taking a - v from its end.
            let bigs: Vec<usize> = (0..lines.len()).filter(|&i| lines[i] > 1).collect();
            let ones = lines.iter().filter(|&&g| g == 1).count();
            let (i, v) = match bigs.len() {
                0 => (lines.iter().position(|&g| g == 1).unwrap(), 0),
                1 => (bigs[0], if ones % 2 == 1 { 0 } else { 1 }),
                _ => {
                    let i = (0..lines.len()).find(|&i| lines[i] ^ x < lines[i]).unwrap();
                    (i, lines[i] ^ x)
                }
            };
            let mut next = lines.clone();
            next[i] = v;
            let next: Vec<u32> = next.into_iter().filter(|&a| a > 0).collect();
            assert!(!misere.wins(&next, 0), "{lines:?} -> {next:?}");
        }
    }
}

/// The SJ formula: whether the player to move wins a misère sum with these values.
fn sj_mover_wins(values: &[u32]) -> bool {
    let x = xor(values.iter().copied());
    let big = values.iter().any(|&g| g > 1);
    (x != 0 && big) || (x == 0 && !big)
}

#[test]
fn anti_sg_on_heaps_that_never_split_and_its_failure_on_kayles() {
    // A heap that never splits: a move takes 1 or 2 stones, or all of them.
    // Only the empty heap is worth 0, so the theorem's condition holds; the
    // values (1, 2, 3, 1, 2, 3, ...) are not the heap sizes.
    let take = |&n: &u32| -> Vec<Step<Vec<u32>>> {
        let mut v: Vec<u32> = [1, 2, n].into_iter().filter(|&t| t >= 1 && t <= n).collect();
        v.dedup();
        v.into_iter().map(|t| Step::To(heap(n - t))).collect()
    };
    let mut normal = Sums::new(Play::Normal, take);
    let g: Vec<u32> = (0..=9u32)
        .map(|n| (0..=9).find(|&v| !normal.wins(&heap(n), v)).unwrap())
        .collect();
    assert!((1..=9).all(|n| g[n] != 0) && g[4] == 1 && g[5] == 2, "{g:?}");
    let mut misere = Sums::new(Play::Misere, take);
    for heaps in tuples(4, 9) {
        let heaps: Vec<u32> = heaps.into_iter().filter(|&a| a > 0).collect();
        let values: Vec<u32> = heaps.iter().map(|&a| g[a as usize]).collect();
        assert_eq!(misere.wins(&heaps, 0), sj_mover_wins(&values), "{heaps:?}");
    }
    // Kayles rows split: a row of 5 (worth 4) can leave rows 2 and 2 (worth
    // 0 together, with moves), and two rows of 5 break the formula.
    let rows = |&n: &u32| -> Vec<Step<Vec<u32>>> { row_moves(n, &[1, 2]).into_iter().map(Step::To).collect() };
    let mut kayles = Sums::new(Play::Misere, rows);
    assert!(!sj_mover_wins(&[4, 4]) && kayles.wins(&[5, 5], 0));
}

#[test]
fn every_sg() {
    // Components: heaps of the subtraction game {1, 3, 4} or {2, 3}.
    type Heap = (u8, u32); // (which set, stones)
    fn moves(&(set, n): &Heap) -> Vec<Heap> {
        let takes: &[u32] = if set == 0 { &[1, 3, 4] } else { &[2, 3] };
        takes.iter().filter(|&&t| t <= n).map(|&t| (set, n - t)).collect()
    }
    let mut alone = Search::new(Play::Normal, |h: &Heap| moves(h).into_iter().map(Step::To).collect());
    let mut step = std::collections::HashMap::new();
    for set in 0..2u8 {
        for n in 0..=14 {
            let options = moves(&(set, n));
            let st = if options.is_empty() {
                0
            } else if alone.mover_wins(&(set, n)) {
                1 + options
                    .iter()
                    .filter(|o| !alone.mover_wins(o))
                    .map(|o| step[o])
                    .max()
                    .unwrap()
            } else {
                1 + options.iter().map(|o| step[o]).min().unwrap()
            };
            step.insert((set, n), st);
        }
    }
    // The Every-SG game: one move in every component that has one.
    let mut every = Search::new(Play::Normal, |parts: &Vec<Heap>| {
        if parts.iter().all(|p| moves(p).is_empty()) {
            return vec![];
        }
        let mut all: Vec<Vec<Heap>> = vec![vec![]];
        for p in parts {
            let options = moves(p);
            let choices = if options.is_empty() { vec![*p] } else { options };
            all = all
                .into_iter()
                .flat_map(|pre| {
                    choices.iter().map(move |&c| {
                        let mut next = pre.clone();
                        next.push(c);
                        next
                    })
                })
                .collect();
        }
        all.into_iter()
            .map(|mut next| {
                next.sort();
                Step::To(next)
            })
            .collect()
    });
    for a in 0..=14 {
        for b in 0..=14 {
            for c in (0..=14).step_by(3) {
                let mut parts = vec![(0, a), (1, b), (0, c)];
                parts.sort();
                let largest = parts.iter().map(|p| step[p]).max().unwrap();
                assert_eq!(every.mover_wins(&parts), largest % 2 == 1, "{parts:?}");
                if largest % 2 == 1 {
                    // The page's move: keep the games you win long, end the others soon.
                    let mut next: Vec<Heap> = parts
                        .iter()
                        .map(|p| {
                            let options = moves(p);
                            let want = |o: &&Heap| step[*o] + 1 == step[p];
                            if options.is_empty() {
                                *p
                            } else if step[p] % 2 == 1 {
                                *options.iter().filter(|o| !alone.mover_wins(o)).find(want).unwrap()
                            } else {
                                *options.iter().min_by_key(|o| step[*o]).unwrap()
                            }
                        })
                        .collect();
                    next.sort();
                    assert!(!every.mover_wins(&next), "{parts:?} -> {next:?}");
                }
            }
        }
    }
}

/// The size of a maximum matching within the vertex set `mask`.
fn matching(adj: &[u32], mask: u32, memo: &mut std::collections::HashMap<u32, u32>) -> u32 {
    if mask == 0 {
        return 0;
    }
    if let Some(&m) = memo.get(&mask) {
        return m;
    }
    let v = mask.trailing_zeros();
    let rest = mask & !(1 << v);
    let mut best = matching(adj, rest, memo);
    let mut nb = adj[v as usize] & rest;
    while nb != 0 {
        let u = nb.trailing_zeros();
        nb &= nb - 1;
        best = best.max(1 + matching(adj, rest & !(1 << u), memo));
    }
    memo.insert(mask, best);
    best
}

#[test]
fn the_matching_game() {
    let mut rng: u64 = 0x2545_f491_4f6c_dd1d;
    let mut graphs: Vec<(usize, Vec<(usize, usize)>)> = Vec::new();
    for n in 1..=5usize {
        let pairs: Vec<(usize, usize)> = (1..=n).flat_map(|a| (a + 1..=n).map(move |b| (a, b))).collect();
        for bits in 0..1u32 << pairs.len() {
            graphs.push((
                n,
                (0..pairs.len())
                    .filter(|&i| bits >> i & 1 == 1)
                    .map(|i| pairs[i])
                    .collect(),
            ));
        }
    }
    for _ in 0..400 {
        let n = 7;
        let mut edges = Vec::new();
        for a in 1..=n {
            for b in a + 1..=n {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                if rng % 3 == 0 {
                    edges.push((a, b));
                }
            }
        }
        graphs.push((n, edges));
    }
    for (n, edges) in graphs {
        let adj = geography::neighbour_sets(n, &edges);
        let all = (1u32 << n) - 1;
        let mut memo = std::collections::HashMap::new();
        let best = matching(&adj, all, &mut memo);
        let nb = adj.clone();
        let mut s = Search::new(Play::Normal, move |p: &geography::Position| geography::steps(&nb, p));
        let mut some_start_is_p = false;
        for v in 0..n {
            let missed = matching(&adj, all & !(1 << v), &mut memo) == best;
            let p = !s.mover_wins(&geography::start(v));
            assert_eq!(p, missed, "{edges:?} from {}", v + 1);
            some_start_is_p |= p;
            if !p {
                // A maximum matching covers v: move along its edge at v.
                let u = (0..n)
                    .find(|&u| {
                        adj[v] >> u & 1 == 1 && 1 + matching(&adj, all & !(1 << v) & !(1 << u), &mut memo) == best
                    })
                    .unwrap();
                assert!(
                    !s.mover_wins(&(u, 1 << v | 1 << u)),
                    "{edges:?} from {} to {}",
                    v + 1,
                    u + 1
                );
            }
        }
        assert_eq!(
            some_start_is_p,
            2 * best as usize != n,
            "{edges:?}: the picker wins iff no perfect matching"
        );
    }
}

#[test]
fn grundys_game() {
    let table = grundy::table(2500, grundys::options);
    let zeros: Vec<usize> = (1..=2500).filter(|&n| table[n] == 0).collect();
    assert_eq!(&zeros[..11], &[1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270]);
    assert_eq!(zeros.last(), Some(&1222));
    let mut s = Sums::new(Play::Normal, grundys::steps);
    for n in 1..=20u32 {
        s.assert_value(n, table[n as usize]); // the table is the game's, by search
    }
    for a in 1..=12u32 {
        for b in a..=12 {
            assert_eq!(!s.wins(&[a, b], 0), table[a as usize] == table[b as usize], "{a} {b}");
            if let Some(next) = value_move(&[a, b], |&n| table[n as usize], grundys::steps) {
                assert!(!s.wins(&next, 0), "{a} {b} -> {next:?}");
            }
        }
    }
}
