// Input generator for AtCoder ABC229 H: `abc229h-gen KIND SEED` prints one
// input (one board). KIND:
//   random  a board of N <= 4 the brute force searches (Problem::random_small);
//   traps   trap SEED (1 to 5): `..`/`BB` (Takahashi), where the xor of
//           impartial Grundy values says Snuke; `WB`/`BW`, two columns of
//           value 0 (a zero sum: Snuke); the empty 3 x 3 board; N = 1 `W`
//           (Takahashi cannot act); columns 1/4, -1/2, 1/2 (positive by a
//           quarter: Takahashi);
//   max     N = 8, random squares (a third each);
//   full    N = 8, no empty square.

use sglab::generator;
use sglab::problems::abc229h::{Abc229h, Board};
use sglab::problems::Problem;
use sglab::rng::Rng;

fn main() {
    let (kind, seed) = generator::args("abc229h-gen", &["random", "traps", "max", "full"]);
    let mut rng = Rng::new(seed);
    let board = match kind.as_str() {
        "random" => Abc229h::random_small(&mut rng),
        "traps" => trap(seed),
        "max" => random(&mut rng, b"WB."),
        "full" => random(&mut rng, b"WB"),
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{}", Abc229h::write(&[board]));
}

fn random(rng: &mut Rng, squares: &[u8]) -> Board {
    let cells = (0..64).map(|_| squares[rng.below(squares.len())]).collect();
    Board { n: 8, cells }
}

fn trap(seed: u64) -> Board {
    let rows: &[&str] = match seed {
        1 => &["..", "BB"],
        2 => &["WB", "BW"],
        3 => &["...", "...", "..."],
        4 => &["W"],
        _ => &["..B", ".W.", "B.W"],
    };
    Board {
        n: rows.len(),
        cells: rows.concat().into_bytes(),
    }
}
