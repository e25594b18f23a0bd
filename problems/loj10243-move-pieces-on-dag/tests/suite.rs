//! The pack's shared suite on LOJ 10243 (sglab::suite): seeded stress
//! against the brute force, golden files, the contract, bad input, limits,
//! fixtures.
sglab::suite!(loj10243::Loj10243);
