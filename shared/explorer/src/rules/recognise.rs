//! Recognising an octal (or hexadecimal) game in a one-size rules program's
//! answers, so that a period the octal periodicity theorem proves for that
//! code is a proof about the options read, not a condition left to the
//! reader. The code is read off the moves as they come: a move from n that
//! removes k tokens and leaves j nonempty heaps sets bit 2^j of digit k. It
//! must have been seen at the first n where an octal game allows it (k for
//! j = 0, k + j for j >= 1): a move first seen later is missing earlier, and
//! that pair of positions is the witness that the game is not octal. Each
//! position's distinct options must then be exactly the code's options
//! there (`sglab::octal::Octal::options`, the reference the octal tables
//! are tested against). Streaming: O(options of one position) memory.
//! Tested by shared/pack/tests/tools/rules.rs (Dawson's Kayles and a
//! subtraction set recognised; a take-4-from-multiples-of-12 game, Grundy's
//! game and a game with no move refused, each with its witness).

use sglab::octal::Octal;

/// What the options of every position asked have shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Recognised {
    /// Exactly the options of this code at every n asked.
    Code(Octal),
    /// Not an octal or hexadecimal game: the sentence that shows it.
    Not(String),
    /// No position asked has a move.
    NoMove,
}

/// The recogniser, fed one position at a time, in order from n = 0.
#[derive(Debug, Default)]
pub struct Recogniser {
    /// Digit k of the code read so far.
    digits: Vec<u8>,
    /// The current position's options, each its heaps in ascending order
    /// (zeros for fewer than three).
    here: Vec<[u64; 3]>,
    /// The heaps of the option being read (streamed answers).
    parts: Vec<u64>,
    /// Set once the game is known not to be octal.
    not: Option<String>,
    any_move: bool,
}

/// The first heap size at which removing `k` and leaving `j` nonempty heaps
/// is possible.
fn first_n(k: usize, j: usize) -> u64 {
    k as u64 + j as u64
}

fn heaps(option: &[u64; 3]) -> String {
    let parts: Vec<String> = option.iter().filter(|&&p| p > 0).map(|p| p.to_string()).collect();
    match parts.len() {
        0 => "nothing".to_string(),
        1 => format!("one heap ({})", parts[0]),
        _ => format!("heaps {}", parts.join(" + ")),
    }
}

impl Recogniser {
    /// Starts position `n` (again, when a fast path gave up on it).
    pub fn begin(&mut self) {
        self.here.clear();
        self.parts.clear();
    }

    /// One heap of the option being read.
    pub fn part(&mut self, c: u64) {
        self.parts.push(c);
    }

    /// The option being read is complete.
    pub fn end_option(&mut self, n: u64) {
        let parts = std::mem::take(&mut self.parts);
        self.option(n, &parts);
        self.parts = parts;
        self.parts.clear();
    }

    /// One option of position `n`: the heaps it leaves.
    pub fn option(&mut self, n: u64, parts: &[u64]) {
        self.any_move = true;
        if self.not.is_some() {
            return;
        }
        let mut nonzero: Vec<u64> = parts.iter().copied().filter(|&p| p > 0).collect();
        let total = nonzero.iter().try_fold(0u64, |s, &p| s.checked_add(p));
        let shown = if parts.is_empty() {
            "-".to_string()
        } else {
            format!("{parts:?}")
        };
        let Some(total) = total.filter(|&t| t <= n) else {
            self.not = Some(format!(
                "at n = {n} the move to {shown} leaves more tokens than the heap has"
            ));
            return;
        };
        if nonzero.len() > 3 {
            self.not = Some(format!(
                "at n = {n} the move to {shown} leaves {} heaps (an octal or hexadecimal code leaves at most 3)",
                nonzero.len()
            ));
            return;
        }
        let k = (n - total) as usize;
        if k == 0 && nonzero.len() < 2 {
            self.not = Some(format!(
                "at n = {n} the move to {shown} removes no token and splits nothing"
            ));
            return;
        }
        nonzero.sort_unstable();
        let mut option = [0u64; 3];
        option[3 - nonzero.len()..].copy_from_slice(&nonzero);
        self.here.push(option);
    }

    /// Position `n` is complete: its options are checked against the code.
    pub fn end(&mut self, n: u64) {
        if self.not.is_some() {
            return;
        }
        self.here.sort_unstable();
        self.here.dedup();
        for &option in &self.here {
            let j = option.iter().filter(|&&p| p > 0).count();
            let k = (n - option.iter().sum::<u64>()) as usize;
            if self.digits.len() <= k {
                self.digits.resize(k + 1, 0);
            }
            if self.digits[k] & (1 << j) == 0 {
                let first = first_n(k, j);
                if n > first {
                    self.not = Some(format!(
                        "at n = {n} a move removes {k} and leaves {}; an octal game would then allow removing {k} \
                         at n = {first} too, leaving {}, and the program does not",
                        heaps(&option),
                        match j {
                            0 => "nothing".to_string(),
                            1 => "one heap".to_string(),
                            _ => format!("{j} heaps"),
                        }
                    ));
                    return;
                }
                self.digits[k] |= 1 << j;
            }
        }
        let code = Octal::from_digits(&self.digits);
        let mut expected: Vec<[u64; 3]> = code
            .options(n as usize)
            .into_iter()
            .map(|o| {
                let mut option = [0u64; 3];
                option[3 - o.len()..].copy_from_slice(&o.iter().map(|&p| p as u64).collect::<Vec<_>>());
                option
            })
            .collect();
        expected.sort_unstable();
        expected.dedup();
        if expected != self.here {
            let missing = expected.iter().find(|o| self.here.binary_search(o).is_err());
            self.not = Some(match missing {
                Some(o) => format!(
                    "at n = {n} the program has no move to {}, which octal code {} (read off the moves seen) allows",
                    heaps(o),
                    code.code()
                ),
                None => format!("at n = {n} the options differ from those of octal code {}", code.code()),
            });
        }
    }

    /// What the positions fed have shown.
    pub fn result(&self) -> Recognised {
        match (&self.not, self.any_move) {
            (Some(why), _) => Recognised::Not(why.clone()),
            (None, false) => Recognised::NoMove,
            (None, true) => Recognised::Code(Octal::from_digits(&self.digits)),
        }
    }
}

/// The code's name where the pack's pages use one ([`Octal::name`]), or
/// the subtraction set its digits 3 make.
pub fn name(code: &Octal) -> Option<String> {
    if let Some(name) = code.name() {
        return Some(name.to_string());
    }
    let digits = code.digits();
    if !digits.is_empty() && digits.iter().all(|&(k, d)| k > 0 && d == 3) {
        let set: Vec<String> = digits.iter().map(|(k, _)| k.to_string()).collect();
        if set.len() > 8 {
            let (first, last) = (&set[..4], &set[set.len() - 1]);
            return Some(format!(
                "the subtraction game {{{}, ..., {last}}} ({} elements)",
                first.join(", "),
                set.len()
            ));
        }
        return Some(format!("the subtraction game {{{}}}", set.join(", ")));
    }
    None
}
