//! The pack's shared suite on Luogu P2252 (sglab::suite): seeded stress
//! against the brute force, golden files, the contract, bad input, limits,
//! fixtures.
sglab::suite!(luogu2252::Luogu2252);
