//! The pack's shared suite on POJ 2315 (sglab::suite): seeded stress against
//! the brute force (the formula where the judge differs), golden files, the
//! contract, bad input, limits, fixtures.
sglab::suite!(poj2315::Poj2315);
