//! The pack's shared suite on POJ 3537 (sglab::suite): seeded stress against
//! the brute force, golden files, the contract, bad input, limits, fixtures.
sglab::suite!(poj3537::Poj3537);
