//! The pack's shared suite on AGC017 D (sglab::suite): seeded stress against
//! the brute force, golden files, the contract, bad input, limits, fixtures.
sglab::suite!(agc017d::Agc017d);
