//! The pack's shared suite on Codeforces 786A (sglab::suite): seeded stress
//! against the brute force, golden files, the contract, bad input, limits,
//! fixtures.
sglab::suite!(cf786a::Cf786a);
