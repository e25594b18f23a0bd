// Input generator for LOJ 10243 Move Pieces On Dag: `loj10243-gen KIND SEED` prints one input.
// KIND: `random` (small cases the brute force can check), `max` (the judge's
// largest input). TODO(new-problem): add the kinds the traps need.

use sglab::generator;
use sglab::problems::loj10243::Loj10243;
use sglab::problems::Problem;
use sglab::rng::Rng;

fn main() {
    let (kind, seed) = generator::args("loj10243-gen", &["random", "max"]);
    let mut rng = Rng::new(seed);
    let cases: Vec<_> = match kind.as_str() {
        "random" => (0..200).map(|_| Loj10243::random_small(&mut rng)).collect(),
        "max" => todo!("TODO(new-problem): the judge's largest input"),
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{}", Loj10243::write(&cases));
}
