//! The worked example of LEARN.md's proof of the Sprague-Grundy theorem,
//! checked two ways: the values by `grundy::table`, and who wins and which
//! moves win by exhaustive search of the whole sum (no SG theory).
//!
//! The sum: a Nim heap of 2, and two heaps of 5 and 6 of the subtraction
//! game S = {2, 5}.

use sglab::games::{nim, subtraction};
use sglab::grundy;
use sglab::search::{sum_steps, Play, Search, Step};

/// One component: a Nim heap or a subtraction-{2, 5} heap, with its size.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Part {
    Nim(usize),
    Sub(usize),
}

const SET: [usize; 2] = [2, 5];

fn part_steps(part: &Part) -> Vec<Step<Vec<Part>>> {
    let options = match *part {
        Part::Nim(n) => nim::options(n),
        Part::Sub(n) => subtraction::options(&SET, n),
    };
    let rebuild = |left: usize| match part {
        Part::Nim(_) => Part::Nim(left),
        Part::Sub(_) => Part::Sub(left),
    };
    options
        .into_iter()
        .map(|left| Step::To(left.into_iter().map(rebuild).collect()))
        .collect()
}

#[test]
fn component_values_are_the_ones_learn_md_gives() {
    let g = grundy::table(6, |x| subtraction::options(&SET, x));
    // g(5) = mex{g(3), g(0)} = mex{1, 0} = 2; g(6) = mex{g(4), g(1)} = mex{0, 0} = 1.
    assert_eq!((g[0], g[1], g[3], g[4], g[5], g[6]), (0, 0, 1, 0, 2, 1));
    let nim = grundy::table(2, nim::options);
    assert_eq!(nim[2], 2);
    assert_eq!(nim[2] ^ g[5] ^ g[6], 1);
}

#[test]
fn the_winning_moves_are_exactly_the_two_in_the_heap_of_6() {
    let mut start = vec![Part::Nim(2), Part::Sub(5), Part::Sub(6)];
    start.sort();
    let mut search = Search::new(Play::Normal, |p: &Vec<Part>| sum_steps(p, part_steps));
    assert!(search.mover_wins(&start), "value 1 is not 0: the mover wins");
    let mut winning: Vec<Vec<Part>> = sum_steps(&start, part_steps)
        .into_iter()
        .map(|step| match step {
            Step::To(next) => next,
            Step::Win => unreachable!(),
        })
        .filter(|next| !search.mover_wins(next))
        .collect();
    winning.sort();
    // Take 2 from the heap of 6 (leaves 4) or take 5 (leaves 1): value 0 both.
    let mut expected = vec![
        vec![Part::Nim(2), Part::Sub(1), Part::Sub(5)],
        vec![Part::Nim(2), Part::Sub(4), Part::Sub(5)],
    ];
    expected.sort();
    assert_eq!(winning, expected);
}
