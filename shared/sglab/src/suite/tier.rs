//! The two tiers of the tests. The everyday tier is what `cargo test
//! --workspace` runs: every kind of check, on a smaller budget, in a few
//! minutes on two cores. The full tier (`SGLAB_FULL=1 cargo test
//! --workspace`, what CI runs) is the pack's whole strength. A budget is a
//! count of cases, never seconds: either tier gives the same verdicts on a
//! quiet machine and on a loaded one. Tested by every problem's suite.

/// Whether the full tier runs (`SGLAB_FULL=1`).
pub fn full() -> bool {
    std::env::var("SGLAB_FULL").is_ok_and(|v| v == "1")
}

/// `everyday` in the everyday tier, `full` in the full tier.
pub fn budget(everyday: usize, full: usize) -> usize {
    if self::full() {
        full
    } else {
        everyday
    }
}
