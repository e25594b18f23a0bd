// Input generator for HDU 2509, used for golden files and benchmarks:
// `hdu2509-gen KIND SEED` prints one input (cases until end of input). KIND:
//   random       300 small cases the brute force can check (<= 16 apples,
//                some lines empty), drawn by sglab's Hdu2509::random_small
//                like the stress test and the judge tool;
//   max          10^4 cases of n = 100 lines of up to 100 apples (about
//                3.4 MB: the judge gives no case count; benchmarks only);
//   large        300 cases of n = 100 lines, every other one made of 50
//                lines twice (xor 0): a committable max-like golden;
//   ones         every line of 1 apple (plain xor gives the wrong answer),
//                sometimes with one longer line;
//   single       one line per case, 1 to 100 apples;
//   blank-lines  cases separated by blank lines, tabs, no final newline;
//   crlf         CRLF line endings and blank CRLF lines.

use sglab::format::sized_lists;
use sglab::generator;
use sglab::problems::hdu2509::Hdu2509;
use sglab::problems::Problem;
use sglab::rng::Rng;

fn main() {
    let (kind, seed) = generator::args(
        "hdu2509-gen",
        &["random", "max", "large", "ones", "single", "blank-lines", "crlf"],
    );
    let kind = kind.as_str();
    let mut rng = Rng::new(seed);
    let text = match kind {
        "random" => Hdu2509::write(&(0..300).map(|_| Hdu2509::random_small(&mut rng)).collect::<Vec<_>>()),
        "max" => sized_lists(&full_cases(&mut rng, 10_000)),
        "large" => sized_lists(&large(&mut rng)),
        "ones" => sized_lists(&ones(&mut rng)),
        "single" => sized_lists(&(1..=100).map(|k| vec![k]).collect::<Vec<_>>()),
        "blank-lines" => blank_lines(&mut rng),
        "crlf" => sized_lists(&(0..60).map(|_| small_case(&mut rng)).collect::<Vec<_>>()).replace('\n', "\r\n\r\n"),
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{text}");
}

/// One to five lines adding up to at most 16 apples, none empty (for the
/// layout kinds).
fn small_case(rng: &mut Rng) -> Vec<u64> {
    let n = rng.range(1, 5);
    let top = if rng.chance(1, 4) { 1 } else { 7 };
    let mut left = 16;
    (0..n)
        .map(|i| {
            let k = rng.range(1, (left - (n - 1 - i)).min(top));
            left -= k;
            k
        })
        .collect()
}

fn full_cases(rng: &mut Rng, count: usize) -> Vec<Vec<u64>> {
    (0..count)
        .map(|_| (0..100).map(|_| rng.range(1, 100)).collect())
        .collect()
}

fn large(rng: &mut Rng) -> Vec<Vec<u64>> {
    let mut cases = full_cases(rng, 300);
    for case in cases.iter_mut().skip(1).step_by(2) {
        case.truncate(50);
        case.extend_from_within(..);
        for i in (1..case.len()).rev() {
            case.swap(i, rng.below(i + 1));
        }
    }
    cases
}

fn ones(rng: &mut Rng) -> Vec<Vec<u64>> {
    let mut cases: Vec<Vec<u64>> = (1..=100).map(|n| vec![1; n]).collect();
    for _ in 0..40 {
        let n = rng.range(1, 100) as usize;
        let mut case = vec![1; n];
        case[rng.below(n)] = rng.range(2, 100);
        cases.push(case);
    }
    cases
}

fn blank_lines(rng: &mut Rng) -> String {
    let mut text = String::new();
    for _ in 0..60 {
        let case = small_case(rng);
        let row: Vec<String> = case.iter().map(u64::to_string).collect();
        let gap = ["\n\n", "\n \n\t\n", "\t", " "][rng.below(4)];
        text.push_str(&format!(
            "{}\n{}{gap}",
            case.len(),
            row.join(if rng.chance(1, 2) { " " } else { "\t" })
        ));
    }
    text.truncate(text.trim_end().len());
    text
}
