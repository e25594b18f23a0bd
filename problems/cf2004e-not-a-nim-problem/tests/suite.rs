//! The pack's shared suite on Codeforces 2004E (sglab::suite): seeded stress
//! against the brute force, golden files, the contract, bad input, limits,
//! fixtures.
sglab::suite!(cf2004e::Cf2004e);
