//! The pack's shared suite on HDU 2509 (sglab::suite): seeded stress against
//! the brute force, golden files, the contract, bad input, limits, fixtures.
sglab::suite!(hdu2509::Hdu2509);
