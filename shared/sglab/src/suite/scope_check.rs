//! The suite's `scope` check: the problem's metadata and its files agree on
//! what stays inside the judge's statement. A golden file or a generator
//! kind marked beyond (`[package.metadata.judge.beyond]`) must go beyond
//! it, one not marked must stay inside, and every mark must name a golden
//! file or a kind, so the marks cannot rot.

use super::asserts::meta_of;
use crate::contract::scope::{golden_beyond, inside, inside_input, kind_beyond};
use crate::contract::{generate, kinds, Problem};
use crate::meta;

/// Seeds of the `random` kind checked (200 cases each); the other kinds,
/// the largest inputs, with seed 1, as the judge's phase 3 draws them.
const SEEDS: u64 = 3;

pub fn scope<P: Problem>() {
    let meta = meta_of::<P>();
    let goldens = meta::goldens(&meta).unwrap_or_else(|e| panic!("{e}"));
    let kinds = kinds::<P>();
    for (name, why) in &meta.beyond {
        let known = match name.strip_suffix(".in") {
            Some(stem) => goldens.iter().any(|g| g.name == stem),
            None => kinds.contains(&name.as_str()),
        };
        assert!(
            known,
            "{}: [package.metadata.judge.beyond] names {name:?} ({why}), neither a golden file NAME.in nor a generator kind",
            P::NAME
        );
        assert!(
            !why.trim().is_empty(),
            "{}: {name} is marked beyond with no reason",
            P::NAME
        );
    }
    let mut wrong = Vec::new();
    for golden in &goldens {
        let name = &golden.name;
        match (
            golden_beyond(&meta, name),
            inside_input::<P>(&golden.input, &meta.limits),
        ) {
            (None, Err(e)) => wrong.push(format!(
                "{name}.in goes beyond the judge's statement ({e}); mark it in [package.metadata.judge.beyond]"
            )),
            (Some(why), Ok(())) => wrong.push(format!(
                "{name}.in is marked beyond the statement ({why}), yet stays inside"
            )),
            _ => {}
        }
    }
    for kind in kinds {
        let seeds = if kind == "random" { SEEDS } else { 1 };
        let beyond = (1..=seeds).find_map(|seed| {
            let cases = generate::<P>(kind, seed, &meta.limits).unwrap_or_else(|e| panic!("{e}"));
            let outside = if kind == "random" {
                // The judge draws random cases one by one (and writes a
                // hundred a run): each case alone counts.
                cases
                    .iter()
                    .find_map(|c| inside::<P>(std::slice::from_ref(c), &meta.limits).err())
            } else {
                inside::<P>(&cases, &meta.limits).err()
            };
            outside.map(|e| format!("seed {seed}: {e}"))
        });
        match (kind_beyond(&meta, kind), beyond) {
            (None, Some(e)) => wrong.push(format!(
                "generator kind {kind} goes beyond the judge's statement ({e}); mark it in [package.metadata.judge.beyond]"
            )),
            (Some(why), None) => wrong.push(format!(
                "generator kind {kind} is marked beyond the statement ({why}), yet seeds 1..={seeds} stay inside"
            )),
            _ => {}
        }
    }
    assert!(wrong.is_empty(), "{}:\n{}", P::NAME, wrong.join("\n"));
}
