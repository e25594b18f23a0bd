//! The pack's shared suite on CSES 2207 (sglab::suite): seeded stress
//! against the brute force, golden files, the contract, bad input, limits,
//! fixtures.
sglab::suite!(cses2207::Cses2207);
