//! Every problem's tests in one test binary: for each registered problem a
//! module holding its `tests/special.rs` (the shared suite's six checks and
//! its own tests) and, where its solution has unit tests, its `src/main.rs`.
//! `build.rs` writes the modules from the registry. Run one problem's with
//! `cargo test -p pack --test problems hdu5795::`.

include!(concat!(env!("OUT_DIR"), "/problem_tests.rs"));
