//! A problem's whole inputs: parsed, written and generated from its cases.

use super::problem::{Frame, Problem};
use super::reader::Reader;
use crate::meta::Ranges;
use crate::rng::Rng;

/// At most this many cases fit in one input of `P`.
pub fn cases_per_input<P: Problem>() -> usize {
    if P::FRAME == Frame::Single {
        1
    } else {
        usize::MAX
    }
}

/// Reads a whole input of `P`: the frame, each case, nothing after the
/// last one. `accepts` are the ranges the binary accepts.
pub fn parse<P: Problem>(input: &str, accepts: &Ranges) -> Result<Vec<P::Case>, String> {
    let mut r = Reader::new(input, accepts);
    let mut cases = Vec::new();
    match P::FRAME {
        Frame::Count(name) => {
            let count = r.u64(name)?;
            for _ in 0..count {
                cases.push(P::read_case(&mut r)?);
            }
        }
        Frame::UntilEof => {
            while !r.at_end() {
                cases.push(P::read_case(&mut r)?);
            }
        }
        Frame::Terminator(end) => {
            let marker: Vec<&str> = end.split_whitespace().collect();
            while !r.next_are(&marker) {
                if r.at_end() {
                    let at = r.offset();
                    return Err(format!(
                        "end marker at byte {at}: the input ends before the line {end:?}"
                    ));
                }
                cases.push(P::read_case(&mut r)?);
            }
            for _ in &marker {
                r.token();
            }
        }
        Frame::Single => cases.push(P::read_case(&mut r)?),
    }
    if !r.at_end() {
        let at = r.offset();
        return Err(format!("input at byte {at}: text after the last case"));
    }
    if cases.is_empty() {
        return Err("input: no case".to_string());
    }
    P::check_input(&cases)?;
    Ok(cases)
}

/// For [`Problem::check_input`], the judge's bound on a sum over one input:
/// `Err` at the first case whose `size` takes the sum past `most`. `what`
/// names the size and `case` what the judge calls a case.
pub fn sum_within<C>(
    cases: &[C],
    size: impl Fn(&C) -> usize,
    most: usize,
    what: &str,
    case: &str,
) -> Result<(), String> {
    let mut sum = 0;
    match cases.iter().position(|c| {
        sum += size(c);
        sum > most
    }) {
        Some(i) => Err(format!(
            "{case} {}: the sum of {what} over all {case}s exceeds {most}",
            i + 1
        )),
        None => Ok(()),
    }
}

/// `cases` as one input of `P`, framed.
pub fn write<P: Problem>(cases: &[P::Case]) -> String {
    let mut text = String::new();
    for case in cases {
        let written = P::write_case(case);
        // The first case's text becomes the input: one case of tens of
        // MiB (a shrink's first try) is not held twice.
        if text.is_empty() {
            text = written;
        } else {
            text.push_str(&written);
        }
    }
    if let Frame::Count(_) = P::FRAME {
        text.insert_str(0, &format!("{}\n", cases.len()));
    }
    if let Frame::Terminator(end) = P::FRAME {
        text.push_str(end);
        text.push('\n');
    }
    text
}

/// `case` alone as one input of `P`.
pub fn write_one<P: Problem>(case: &P::Case) -> String {
    write::<P>(std::slice::from_ref(case))
}

/// Where a problem's `generate` meets a kind it has no generator for: a
/// kind listed in `KINDS` whose match arm is missing or misspelt. The
/// suite's `contract` check runs every listed kind, so it fails there
/// instead of another kind's generator running silently.
pub fn unknown_kind(kind: &str) -> ! {
    panic!("generator kind {kind:?} is in KINDS but no arm of `generate` makes it")
}

/// The cases of generator kind `kind` with `seed`: `random` is
/// [`Problem::random_small`] (200 cases, fewer where the judge's count
/// limit or a single-case format says so); the others are the problem's own.
pub fn generate<P: Problem>(kind: &str, seed: u64, limits: &Ranges) -> Result<Vec<P::Case>, String> {
    let mut rng = Rng::new(seed);
    if kind == "random" {
        let most = match P::FRAME {
            Frame::Count(name) => limits.get(name).map_or(200, |r| r.hi.min(200) as usize),
            Frame::Single => 1,
            _ => 200,
        };
        return Ok((0..most).map(|_| P::random_small(&mut rng)).collect());
    }
    if !P::KINDS.contains(&kind) {
        return Err(format!(
            "{}: unknown generator kind {kind:?}; kinds: random {}",
            P::NAME,
            P::KINDS.join(" ")
        ));
    }
    Ok(P::generate(kind, &mut rng, limits))
}

/// The generator kinds of `P`, `random` first.
pub fn kinds<P: Problem>() -> Vec<&'static str> {
    std::iter::once("random").chain(P::KINDS.iter().copied()).collect()
}
