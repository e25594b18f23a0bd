// Input generator for CODECHEF Hamilg Game On A Graph: `hamilg-gen KIND SEED` prints one input.
// KIND: `random` (small cases the brute force can check), `max` (the judge's
// largest input). TODO(new-problem): add the kinds the traps need.

use sglab::generator;
use sglab::problems::hamilg::Hamilg;
use sglab::problems::Problem;
use sglab::rng::Rng;

fn main() {
    let (kind, seed) = generator::args("hamilg-gen", &["random", "max"]);
    let mut rng = Rng::new(seed);
    let cases: Vec<_> = match kind.as_str() {
        "random" => (0..200).map(|_| Hamilg::random_small(&mut rng)).collect(),
        "max" => todo!("TODO(new-problem): the judge's largest input"),
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{}", Hamilg::write(&cases));
}
