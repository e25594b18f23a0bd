//! The pack's shared suite on AGC010 F (sglab::suite): seeded stress against
//! the brute force, golden files, the contract, bad input, limits, fixtures.
sglab::suite!(agc010f::Agc010f);
