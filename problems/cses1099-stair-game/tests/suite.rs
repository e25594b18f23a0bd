//! The pack's shared suite on CSES 1099 (sglab::suite): seeded stress
//! against the brute force, golden files, the contract, bad input, limits,
//! fixtures.
sglab::suite!(cses1099::Cses1099);
