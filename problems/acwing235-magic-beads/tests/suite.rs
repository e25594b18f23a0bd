//! The pack's shared suite on AcWing 235 (sglab::suite): seeded stress
//! against the brute force, golden files, the contract, bad input, limits,
//! fixtures.
sglab::suite!(acwing235::Acwing235);
