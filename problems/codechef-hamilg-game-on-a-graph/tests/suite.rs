//! The pack's shared suite on HAMILG (sglab::suite): seeded stress against
//! the brute force, golden files, the contract, bad input, limits, fixtures.
sglab::suite!(hamilg::Hamilg);
