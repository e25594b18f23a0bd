//! The contract of `sglab::problems::Problem` for each problem implemented
//! so far: every small case is answered by the brute force, the reference
//! agrees with it except where `judge_differs` says why, inputs round-trip
//! through `write` and `parse`, shrinking gives valid different cases, and
//! every case has an explanation naming a winner.

use sglab::problems::{acwing219, acwing235, cf2004e, hdu3595, poj2315, poj3537, Problem};
use sglab::rng::Rng;

fn contract<P: Problem>(seed: u64)
where
    P::Case: PartialEq,
{
    let mut rng = Rng::new(seed);
    let cases: Vec<P::Case> = (0..300).map(|_| P::random_small(&mut rng)).collect();
    assert_eq!(P::parse(&P::write(&cases)).as_ref(), Ok(&cases), "{}", P::NAME);
    let mut differ = 0;
    for (case, real) in cases.iter().zip(P::brute(&cases)) {
        let real = real.unwrap_or_else(|| panic!("{}: no brute-force answer for {case:?}", P::NAME));
        let reference = P::reference(case);
        match P::judge_differs(case) {
            None => assert_eq!(reference, real, "{}: {case:?}", P::NAME),
            Some(why) => {
                assert_ne!(reference, real, "{}: {case:?} {why}", P::NAME);
                assert!(why.contains("README.md"), "{why}");
                differ += 1;
            }
        }
        for smaller in P::shrink(case) {
            assert_ne!(&smaller, case, "{}", P::NAME);
            assert!(
                P::parse(&P::write(std::slice::from_ref(&smaller))).is_ok(),
                "{}: {smaller:?}",
                P::NAME
            );
        }
        let text = P::explain(case);
        assert!(text.lines().count() >= 2 && text.ends_with('\n'), "{}: {text}", P::NAME);
    }
    assert!(differ < cases.len() / 2, "{}: {differ} cases differ", P::NAME);
}

#[test]
fn poj2315() {
    contract::<poj2315::Poj2315>(1);
}

#[test]
fn poj3537() {
    contract::<poj3537::Poj3537>(2);
}

#[test]
fn acwing219() {
    contract::<acwing219::Acwing219>(3);
}

#[test]
fn acwing235() {
    contract::<acwing235::Acwing235>(4);
}

#[test]
fn cf2004e() {
    contract::<cf2004e::Cf2004e>(5);
}

#[test]
fn hdu3595() {
    contract::<hdu3595::Hdu3595>(6);
}
