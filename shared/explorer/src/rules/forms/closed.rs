//! The catalogue's closed forms, each up to a shift of index and value:
//! g(n) = F(n + a) + b for n0 <= n <= N, F one of n, lowbit, the m-th
//! odious number, the m-th evil number, popcount parity. The shifts are
//! small, |a| <= [`MAX_SHIFT`] and |b| <= [`MAX_SHIFT`]: enough for the
//! offsets a rules program's numbering brings (coins numbered from 0 or 1,
//! a few terminal positions a move must leave, a fixed extra option), few
//! enough that the search stays 5 x 33 alignments and a wide shift never
//! explains a table by a coincidence. b is read off g(N), and n0 is the
//! smallest start from which the form holds to the end of the table.
//! A fit is accepted only when it holds on at least n0 + [`LEAST_N`] + 1
//! values (more than the values it leaves unexplained, and never fewer
//! than the unshifted forms need), so no table of a few values is taken
//! for a form; among fits the simplest wins: the smallest n0, then the
//! smallest |a| + |b|, then the catalogue's order. Time O(N) per
//! alignment that fits (a walk back from N), O(1) per one that does not
//! at its end; memory O(1). Tested by the unit tests below (negative
//! cases) and shared/pack/tests/tools/rules.rs (against mex loops).

/// The fewest sizes (0..=LEAST_N) on which a closed form is accepted.
pub const LEAST_N: usize = 8;

/// The largest shift of index or value tried.
pub const MAX_SHIFT: i64 = 16;

/// The forms, in the catalogue's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    Identity,
    Lowbit,
    Odious,
    Evil,
    Parity,
}

const FORMS: [Form; 5] = [Form::Identity, Form::Lowbit, Form::Odious, Form::Evil, Form::Parity];

fn popcount_odd(m: u64) -> bool {
    m.count_ones() % 2 == 1
}

impl Form {
    /// The smallest m where F(m) is defined.
    fn start(self) -> i64 {
        match self {
            Form::Odious | Form::Evil => 1,
            _ => 0,
        }
    }

    /// F(m), m >= start.
    fn at(self, m: u64) -> u64 {
        match self {
            Form::Identity => m,
            Form::Lowbit => m & m.wrapping_neg(),
            Form::Odious => 2 * (m - 1) + u64::from(!popcount_odd(m - 1)),
            Form::Evil => 2 * (m - 1) + u64::from(popcount_odd(m - 1)),
            Form::Parity => u64::from(popcount_odd(m)),
        }
    }

    /// The index shifts tried: n alone for the identity, whose index and
    /// value shifts are one.
    fn shifts(self) -> std::ops::RangeInclusive<i64> {
        match self {
            Form::Identity => 0..=0,
            _ => -MAX_SHIFT..=MAX_SHIFT,
        }
    }
}

/// A fit: g(n) = F(n + a) + b for n0 <= n <= N.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fit {
    form: Form,
    pub a: i64,
    pub b: i64,
    pub n0: usize,
}

/// The fit of `form` with index shift `a`, if it holds on enough values.
fn fit_one(g: &[u32], form: Form, a: i64) -> Option<Fit> {
    let last = g.len().checked_sub(1)?;
    let first = usize::try_from(form.start() - a).unwrap_or(0);
    let value = |n: usize| form.at((n as i64 + a) as u64) as i64;
    if last < first {
        return None;
    }
    let b = i64::from(g[last]) - value(last);
    if b.abs() > MAX_SHIFT {
        return None;
    }
    let mut n0 = last;
    while n0 > first && i64::from(g[n0 - 1]) == value(n0 - 1) + b {
        n0 -= 1;
    }
    // At least n0 + LEAST_N + 1 values, n0..=last.
    (last - n0 >= n0 + LEAST_N).then_some(Fit { form, a, b, n0 })
}

/// The simplest closed form `g` fits, if any.
pub fn fit(g: &[u32]) -> Option<Fit> {
    let mut fits: Vec<(usize, Fit)> = Vec::new();
    for (order, &form) in FORMS.iter().enumerate() {
        fits.extend(form.shifts().filter_map(|a| fit_one(g, form, a)).map(|f| (order, f)));
    }
    fits.into_iter()
        .min_by_key(|&(order, f)| (f.n0, f.a.abs() + f.b.abs(), order))
        .map(|(_, f)| f)
}

/// `n + a` written out: "n", "n + 1", "n - 2".
fn plus(a: i64) -> String {
    match a {
        0 => "n".to_string(),
        a if a > 0 => format!("n + {a}"),
        a => format!("n - {}", -a),
    }
}

/// `x + b` for a value: "", " + 1", " - 2".
fn value_shift(b: i64) -> String {
    match b {
        0 => String::new(),
        b if b > 0 => format!(" + {b}"),
        b => format!(" - {}", -b),
    }
}

/// The left side for a form named in words: "g(n)", "g(n) - 2".
fn left(b: i64) -> String {
    format!("g(n){}", value_shift(-b))
}

/// The m-th of a popcount class at m = n + a: "the n-th", "the (n + 1)-th".
fn ordinal(a: i64) -> String {
    match a {
        0 => "the n-th".to_string(),
        a => format!("the ({})-th", plus(a)),
    }
}

/// 2r + 1 when popcount(r) has `parity`, else 2r, for r = n + a - 1.
fn by_rank(a: i64, parity: &str) -> String {
    let r = match a - 1 {
        0 => "n".to_string(),
        s => format!("({})", plus(s)),
    };
    format!("2{r} + 1 when popcount({}) is {parity}, else 2{r}", plus(a - 1))
}

impl Fit {
    /// The form in words, then the range it was checked on.
    pub fn words(&self, g: &[u32]) -> String {
        let (a, b) = (self.a, self.b);
        let form = match self.form {
            Form::Identity => format!("g(n) = n{}", value_shift(b)),
            Form::Lowbit if a == 0 && b == 0 => {
                "g(n) = lowbit(n), the largest power of two dividing n (g(0) = 0)".to_string()
            }
            Form::Lowbit => format!(
                "g(n) = lowbit({}){}, lowbit(m) the largest power of two dividing m (lowbit(0) = 0)",
                plus(a),
                value_shift(b)
            ),
            Form::Odious => format!(
                "{} = {} odious number (odd popcount: 1, 2, 4, 7, 8, ...), {}{}",
                left(b),
                ordinal(a),
                by_rank(a, "even"),
                match (a, b) {
                    (0, 0) => ", as in Mock Turtles with the coins numbered from 1",
                    (1, 0) => ", as in Mock Turtles with the coins numbered from 0",
                    _ => "",
                }
            ),
            Form::Evil => format!(
                "{} = {} evil number (even popcount: 0, 3, 5, 6, 9, ...), {}",
                left(b),
                ordinal(a),
                by_rank(a, "odd")
            ),
            Form::Parity if a == 0 && b == 0 => {
                "g(n) = popcount(n) mod 2: 1 at the odious n, 0 at the evil n".to_string()
            }
            Form::Parity => format!("g(n) = (popcount({}) mod 2){}", plus(a), value_shift(b)),
        };
        let last = g.len() - 1;
        let before = match self.n0 {
            0 => String::new(),
            1 => format!(" (before it, g(0) = {})", g[0]),
            n0 if n0 <= LEAST_N => {
                let values: Vec<String> = g[..n0].iter().map(u32::to_string).collect();
                format!(" (before it, g(0) to g({}): {})", n0 - 1, values.join(" "))
            }
            // The smallest start: the form does not give g there (or is
            // not defined there, as a rank below 0).
            n0 => format!(" (from no smaller n: g({}) = {} does not fit)", n0 - 1, g[n0 - 1]),
        };
        format!("{form}, for {} <= n <= {last}{before}", self.n0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn odious(n: usize) -> Vec<u32> {
        (0u32..).filter(|m| m.count_ones() % 2 == 1).take(n + 1).collect()
    }

    #[test]
    fn the_unshifted_forms_win_over_their_shifts() {
        let nim: Vec<u32> = (0..20).collect();
        assert_eq!(fit(&nim).map(|f| (f.a, f.b, f.n0)), Some((0, 0, 0)));
        // lowbit(n + 16) = lowbit(n) for 1 <= n <= 15: the shift loses.
        let ruler: Vec<u32> = (0..16u32).map(|n| n & n.wrapping_neg()).collect();
        let f = fit(&ruler).unwrap();
        assert_eq!((f.form, f.a, f.b, f.n0), (Form::Lowbit, 0, 0, 0));
    }

    #[test]
    fn shifts_are_found_and_worded() {
        // The odious numbers from rank 0: the (n + 1)-th.
        let g = odious(20);
        let f = fit(&g).unwrap();
        assert_eq!((f.form, f.a, f.b, f.n0), (Form::Odious, 1, 0, 0));
        assert!(f.words(&g).starts_with("g(n) = the (n + 1)-th odious number"));
        // n - 3 from n = 3, after three zeros.
        let g: Vec<u32> = (0..20u32).map(|n| n.saturating_sub(3)).collect();
        assert_eq!(
            fit(&g).unwrap().words(&g),
            "g(n) = n - 3, for 3 <= n <= 19 (before it, g(0) to g(2): 0 0 0)"
        );
        // Values shifted up: g(n) - 2 is the (n - 1)-th evil number.
        let evil: Vec<u32> = (0u32..).filter(|m| m.count_ones() % 2 == 0).take(30).collect();
        let g: Vec<u32> = (0..30).map(|n| if n < 2 { 7 } else { evil[n - 2] + 2 }).collect();
        let f = fit(&g).unwrap();
        assert_eq!((f.form, f.a, f.b, f.n0), (Form::Evil, -1, 2, 2));
        assert!(f.words(&g).starts_with(
            "g(n) - 2 = the (n - 1)-th evil number (even popcount: 0, 3, 5, 6, 9, ...), \
             2(n - 2) + 1 when popcount(n - 2) is odd, else 2(n - 2), for 2 <= n <= 29"
        ));
    }

    #[test]
    fn a_late_start_says_the_value_before_it_does_not_fit() {
        // Mock Turtles on coins numbered from 10: ten zeros, then the
        // odious numbers from the first, a rank that is below 0 at n = 9.
        let g: Vec<u32> = (0..40).map(|n| if n < 10 { 0 } else { odious(30)[n - 10] }).collect();
        let f = fit(&g).unwrap();
        assert_eq!((f.form, f.a, f.n0), (Form::Odious, -9, 10));
        assert!(
            f.words(&g)
                .ends_with(", for 10 <= n <= 39 (from no smaller n: g(9) = 0 does not fit)"),
            "{}",
            f.words(&g)
        );
    }

    #[test]
    fn no_table_of_a_few_values_is_a_form() {
        // Eight values of any form are too few.
        assert_eq!(fit(&odious(7)[1..]), None);
        // A form on the last 12 of 20 values: fewer than n0 + 9 = 17.
        let g: Vec<u32> = (0..20).map(|n| if n < 8 { 9 } else { n - 8 }).collect();
        assert_eq!(fit(&g), None);
        // Seventeen of 25: enough.
        let g: Vec<u32> = (0..25).map(|n| if n < 8 { 9 } else { n - 8 }).collect();
        assert_eq!(fit(&g).map(|f| f.n0), Some(8));
    }

    #[test]
    fn tables_that_are_not_of_a_form_are_not_reported_as_one() {
        // The odious numbers with one value changed: no shift explains it.
        let mut g = odious(40);
        g[30] += 1;
        assert_eq!(fit(&g), None);
        // A period (Lasker's Nim's values) and a subtraction game's period.
        let lasker: Vec<u32> = (0..40u32)
            .map(|n| match n % 4 {
                0 if n > 0 => n - 1,
                3 => n + 1,
                _ => n,
            })
            .collect();
        assert_eq!(fit(&lasker), None);
        let periodic: Vec<u32> = (0..40).map(|n| [0, 1, 0, 1, 2, 3, 2][n % 7]).collect();
        assert_eq!(fit(&periodic), None);
        // A shift past the bound: n + 17.
        let far: Vec<u32> = (17..60).collect();
        assert_eq!(fit(&far), None);
    }
}
