//! Codeforces 1704F Colouring Game, a partizan game. Brute force: the row
//! itself, cell by cell, with the player to move (`real_moves`: Alice
//! paints a neighbouring pair holding a red cell white, Bob one holding a
//! blue cell; exhaustive search, no reduction). Reference: the counts of R
//! and B, and on a tie the xor of Dawson's Kayles values (octal game 0.07,
//! sglab's `octal_table`) over the maximal alternating runs, folded with
//! the period that `pattern::find` reads off the table and the
//! periodicity theorem proves. Tested by tests/special.rs.

// The game `scripts/play.sh cf1704f` plays; pack's games list it.
#[path = "play.rs"]
pub mod play;
use sglab::octal::Octal;
use sglab::octal_table::{HeapRules, Method, Table};
use sglab::pattern::{self, Pattern};
use sglab::prelude::*;

/// Longest row the brute force plays out (at most 2^15 positions a row).
pub const SEARCH_N: usize = 14;
/// The judge's bound on the sum of n over the tests of one input.
pub const SUM_N: usize = 500_000;
/// Heap sizes the reference's Dawson's Kayles table is computed to, by the
/// rules (the periodicity theorem needs it past 2 * 53 + 34 + 2 = 142).
pub const TABLE_N: usize = 1000;

pub const WORDS: Words = Words::new("Alice\n", "Bob\n");

/// A row during play: `n` cells, the red and the blue ones as bits (cell i
/// is bit i; a cell in neither is white), and whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Row {
    pub n: u8,
    pub red: u32,
    pub blue: u32,
    pub alice_to_move: bool,
}

impl Row {
    /// The starting row of `s` (letters R and B), Alice to move.
    pub fn start(s: &[u8]) -> Row {
        assert!(s.len() <= 32, "a row of {} cells does not fit in a u32", s.len());
        let bits = |c: u8| {
            s.iter()
                .enumerate()
                .filter(|&(_, &x)| x == c)
                .fold(0, |m, (i, _)| m | 1 << i)
        };
        Row {
            n: s.len() as u8,
            red: bits(b'R'),
            blue: bits(b'B'),
            alice_to_move: true,
        }
    }

    /// The row as letters, W for a white cell.
    pub fn show(&self) -> String {
        let cell = |i: u8| match (self.red >> i & 1, self.blue >> i & 1) {
            (1, _) => 'R',
            (_, 1) => 'B',
            _ => 'W',
        };
        (0..self.n).map(cell).collect()
    }
}

/// The moves of `row` as the statement words them: the player to move
/// chooses two neighbouring cells i, i + 1, at least one of them of the
/// mover's colour (red for Alice, blue for Bob), and paints both white; the
/// other player moves next. Every move whitens a coloured cell, so no row
/// repeats.
pub fn real_moves(row: &Row) -> Vec<Step<Row>> {
    painted(row).into_iter().map(|(_, after)| Step::To(after)).collect()
}

/// [`real_moves`] with each move's first cell i (from 0): the pair i, i + 1.
pub fn painted(row: &Row) -> Vec<(u8, Row)> {
    let own = if row.alice_to_move { row.red } else { row.blue };
    (0..row.n.saturating_sub(1))
        .filter(|&i| own >> i & 3 != 0)
        .map(|i| {
            let pair = !(3u32 << i);
            let after = Row {
                n: row.n,
                red: row.red & pair,
                blue: row.blue & pair,
                alice_to_move: !row.alice_to_move,
            };
            (i, after)
        })
        .collect()
}

/// The lengths of the maximal alternating runs of `s`, left to right: `s`
/// cut between every two equal neighbours.
pub fn alternating_runs(s: &[u8]) -> Vec<usize> {
    let mut runs = Vec::new();
    let mut start = 0;
    for i in 1..s.len() {
        if s[i] == s[i - 1] {
            runs.push(i - start);
            start = i;
        }
    }
    if !s.is_empty() {
        runs.push(s.len() - start);
    }
    runs
}

/// The numbers of R and of B in `s`.
pub fn counts(s: &[u8]) -> (usize, usize) {
    let red = s.iter().filter(|&&c| c == b'R').count();
    (red, s.len() - red)
}

/// Dawson's Kayles as sglab's octal game 0.07: removing 2 tokens may leave
/// nothing, one heap or two.
pub fn dawsons_kayles() -> Octal {
    Octal::parse("0.07").expect("0.07 is an octal code")
}

/// g(0..=n) of Dawson's Kayles from its rules by the plain method.
pub fn kayles_table(n: usize) -> Vec<u16> {
    let mut table = Table::new(HeapRules::octal(&dawsons_kayles()), Method::Plain);
    table
        .extend_to(n, false)
        .expect("Dawson's Kayles' values fit the table");
    table.g
}

/// The brute force's memo (rows with the player to move, kept across
/// cases) and the reference's Kayles table with its proven period.
pub struct Cf1704f {
    search: Memo<Row>,
    table: Vec<u16>,
    pattern: Pattern,
}

impl Default for Cf1704f {
    fn default() -> Cf1704f {
        let table = kayles_table(TABLE_N);
        let pattern = pattern::find(&table, 2).expect("Dawson's Kayles is periodic within 1000");
        let proven_to = pattern::theorem_end(pattern.preperiod, pattern.period, 2, 2);
        assert!(pattern.saltus == 0 && proven_to + pattern.period <= table.len());
        Cf1704f {
            search: Search::boxed(Play::Normal, real_moves),
            table,
            pattern,
        }
    }
}

impl Cf1704f {
    /// Whether Alice, moving first, wins the row `s` by exhaustive search.
    pub fn real_alice_wins(&mut self, s: &[u8]) -> bool {
        self.search.mover_wins(&Row::start(s))
    }

    /// Whether the player to move wins `row`, by exhaustive search.
    pub fn real_mover_wins(&mut self, row: &Row) -> bool {
        self.search.mover_wins(row)
    }

    /// The period Dawson's Kayles' table shows, proven by the theorem.
    pub fn pattern(&self) -> Pattern {
        self.pattern
    }

    /// g(m) of Dawson's Kayles: the rules' table, folded by its period past it.
    pub fn run_value(&self, m: usize) -> u32 {
        let Pattern { preperiod, period, .. } = self.pattern;
        let m = if m < self.table.len() {
            m
        } else {
            preperiod + (m - preperiod) % period
        };
        u32::from(self.table[m])
    }

    /// The xor of g over the alternating runs of `s`.
    pub fn runs_xor(&self, s: &[u8]) -> u32 {
        alternating_runs(s).iter().fold(0, |x, &m| x ^ self.run_value(m))
    }

    /// The rule: more R is Alice's win, more B Bob's, a tie the runs' xor.
    pub fn rule_alice_wins(&self, s: &[u8]) -> bool {
        let (red, blue) = counts(s);
        if red != blue {
            red > blue
        } else {
            self.runs_xor(s) != 0
        }
    }
}

impl Problem for Cf1704f {
    /// The row's letters, R and B.
    type Case = Vec<u8>;
    const NAME: &'static str = "cf1704f";
    const FRAME: Frame = Frame::Count("t");
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["max", "many", "large", "traps", "alternating"];

    fn read_case(r: &mut Reader) -> Result<Vec<u8>, String> {
        let n = r.usize("n")?;
        let end = r.offset();
        let (at, text) = r
            .token()
            .ok_or_else(|| format!("s at byte {end}: expected a word, found end of input"))?;
        if text.len() != n || !text.bytes().all(|b| b == b'R' || b == b'B') {
            return Err(format!("s at byte {at}: must be {n} letters R or B"));
        }
        Ok(text.as_bytes().to_vec())
    }

    fn write_case(s: &Vec<u8>) -> String {
        format!("{}\n{}\n", s.len(), String::from_utf8_lossy(s))
    }

    fn check_input(cases: &[Vec<u8>]) -> Result<(), String> {
        sum_within(cases, Vec::len, SUM_N, "n", "case")
    }

    /// 2 to 10 cells, equal counts half the time (the case the runs decide).
    fn random_small(rng: &mut Rng) -> Vec<u8> {
        let n = rng.range(2, 10) as usize;
        if n % 2 == 0 && rng.chance(1, 2) {
            return tie(rng, n);
        }
        letters(rng, n)
    }

    /// `max`: one row of the largest n, a tie of alternating runs of random
    /// lengths (the run-cutting path); `many`: 10^4 rows of 50, ties;
    /// `large`: a committable mix (ties, long alternating runs, near-ties);
    /// `traps`: the card's traps and the fold's edges (alternating rows of
    /// 34, 52, 53, 86, 87, 120 cells); `alternating`: every alternating row
    /// of 2 to 200 cells, both starts.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Vec<u8>> {
        let top = limits["n"].hi as usize;
        match kind {
            "max" => vec![runs_tie(rng, top.min(SUM_N), 200)],
            "many" => (0..10_000).map(|_| tie(rng, 50)).collect(),
            "large" => {
                let mut cases = vec![runs_tie(rng, 10_000, 300), runs_tie(rng, 1_000, 10), tie(rng, 2_000)];
                cases.extend([alternating(b'R', 4_000), alternating(b'B', 3_998), letters(rng, 1_001)]);
                let mut near = tie(rng, 2_000);
                near[0] = b'R';
                near[1] = b'R';
                cases.push(near);
                cases
            }
            "traps" => {
                let mut cases: Vec<Vec<u8>> = ["BR", "RB", "RBR", "BRB", "BRBBRR", "RRBB", "RBBR", "RR", "BB"]
                    .iter()
                    .map(|s| s.as_bytes().to_vec())
                    .collect();
                for n in [34, 36, 52, 53, 54, 86, 87, 88, 120, 121, 122, 154, 290] {
                    cases.push(alternating(b'R', n));
                    cases.push(alternating(b'B', n));
                }
                // Odd alternating runs paired so that the counts tie.
                cases.push([alternating(b'R', 35), alternating(b'B', 35)].concat());
                cases.push([alternating(b'R', 87), alternating(b'B', 87)].concat());
                // A run of 86 beside one of 4: 9 xor 2, where g(52) xor 2 = 0.
                cases.push([alternating(b'R', 86), alternating(b'B', 4)].concat());
                cases.push([alternating(b'R', 34), alternating(b'B', 4)].concat());
                cases
            }
            "alternating" => (2..=200)
                .flat_map(|n| [alternating(b'R', n), alternating(b'B', n)])
                .collect(),
            other => unknown_kind(other),
        }
    }

    fn brute(&mut self, s: &Vec<u8>) -> Option<String> {
        (s.len() <= SEARCH_N).then(|| WORDS.answer(self.real_alice_wins(s)))
    }

    fn reference(&mut self, s: &Vec<u8>) -> String {
        WORDS.answer(self.rule_alice_wins(s))
    }

    /// Halves, two neighbouring cells removed (a tie stays a tie when they
    /// differ), one cell removed, one letter flipped; many only for short rows.
    fn shrink(s: &Vec<u8>) -> Vec<Vec<u8>> {
        let n = s.len();
        let mut smaller = Vec::new();
        if n >= 4 {
            smaller.extend([s[..n / 2].to_vec(), s[n / 2..].to_vec()]);
        }
        let at: Vec<usize> = if n <= 64 {
            (0..n).collect()
        } else {
            (0..n).step_by(n / 32).collect()
        };
        for &i in &at {
            if i + 1 < n && n >= 4 {
                smaller.push([&s[..i], &s[i + 2..]].concat());
            }
        }
        for &i in &at {
            if n >= 3 {
                smaller.push([&s[..i], &s[i + 1..]].concat());
            }
        }
        if n <= 64 {
            for i in 0..n {
                let mut flipped = s.clone();
                flipped[i] = if s[i] == b'R' { b'B' } else { b'R' };
                if flipped < *s {
                    smaller.push(flipped);
                }
            }
        }
        smaller.sort_by_key(Vec::len);
        smaller.dedup();
        smaller
    }

    /// The counts; on a tie the runs with their values and xor; for an
    /// Alice win a first move, checked by the search where the row is small.
    fn explain(&mut self, s: &Vec<u8>) -> String {
        let (red, blue) = counts(s);
        if red != blue {
            let who = if red > blue {
                "Alice (more red)"
            } else {
                "Bob (more blue)"
            };
            let mut text = format!(
                "{red} R and {blue} B: the counts differ, {who}: {}\n",
                winner(red > blue)
            );
            if red > blue && s.len() <= SEARCH_N {
                text += &self.searched_move(s);
            }
            return text;
        }
        let runs = alternating_runs(s);
        let values: Vec<u64> = runs.iter().map(|&m| u64::from(self.run_value(m))).collect();
        let parts: Vec<String> = runs.iter().map(|m| format!("run of {m}")).collect();
        let how = "a tie: Dawson's Kayles on the alternating runs";
        let mut text = format!("{red} R and {blue} B, ") + &sum_line(&parts.join(", "), &values, how, Play::Normal);
        let x = self.runs_xor(s);
        if x == 0 {
            return text;
        }
        // A run m whose value has x's top bit, and the pair that leaves j and m - 2 - j.
        let mut start = 0;
        for &m in &runs {
            let target = self.run_value(m) ^ x;
            if target < self.run_value(m) {
                let j = (0..=m - 2)
                    .find(|&j| self.run_value(j) ^ self.run_value(m - 2 - j) == target)
                    .expect("the mex reaches every smaller value");
                let cell = start + j + 1;
                text += &format!(
                    "winning move: Alice paints cells {cell} and {} white, leaving runs of {j} and {}",
                    cell + 1,
                    m - 2 - j
                );
                if s.len() <= SEARCH_N {
                    let mut after = Row::start(s);
                    after.red &= !(3 << (cell - 1));
                    after.blue &= !(3 << (cell - 1));
                    after.alice_to_move = false;
                    assert!(
                        !self.real_mover_wins(&after),
                        "the Kayles move loses the real row {}",
                        after.show()
                    );
                    text += " (confirmed by exhaustive search)";
                }
                return text + "\n";
            }
            start += m;
        }
        unreachable!("a non-zero xor has a run with its top bit")
    }
}

impl Cf1704f {
    /// Alice's first move that leaves Bob lost, by exhaustive search.
    fn searched_move(&mut self, s: &[u8]) -> String {
        let row = Row::start(s);
        for step in real_moves(&row) {
            if let Step::To(next) = step {
                if !self.real_mover_wins(&next) {
                    return format!("winning move (exhaustive search): Alice leaves {}\n", next.show());
                }
            }
        }
        String::new()
    }
}

/// `n` random letters.
fn letters(rng: &mut Rng, n: usize) -> Vec<u8> {
    (0..n).map(|_| if rng.chance(1, 2) { b'R' } else { b'B' }).collect()
}

/// `n` letters (n even), half of each, in random order.
fn tie(rng: &mut Rng, n: usize) -> Vec<u8> {
    let mut s: Vec<u8> = (0..n).map(|i| if i % 2 == 0 { b'R' } else { b'B' }).collect();
    rng.shuffle(&mut s);
    s
}

/// The alternating row of `n` cells starting with `first`.
fn alternating(first: u8, n: usize) -> Vec<u8> {
    let other = if first == b'R' { b'B' } else { b'R' };
    (0..n).map(|i| if i % 2 == 0 { first } else { other }).collect()
}

/// `n` letters (n even) with equal counts, made of alternating runs of 1 to
/// `longest` cells: each run starts with the letter its predecessor ended
/// with, so runs stay maximal; the end is balanced by the last cells.
fn runs_tie(rng: &mut Rng, n: usize, longest: u64) -> Vec<u8> {
    let mut s = Vec::with_capacity(n);
    let mut letter = b'R';
    while s.len() < n {
        let m = (rng.range(1, longest) as usize).min(n - s.len());
        s.extend(alternating(letter, m));
        letter = *s.last().expect("a run was added");
    }
    // Balance the counts by recolouring cells from the end.
    let (mut red, mut blue) = counts(&s);
    let mut i = n;
    while red != blue {
        i -= 1;
        let want = if red > blue { b'B' } else { b'R' };
        if s[i] != want {
            s[i] = want;
            if want == b'B' {
                red -= 1;
                blue += 1;
            } else {
                red += 1;
                blue -= 1;
            }
        }
    }
    s
}
