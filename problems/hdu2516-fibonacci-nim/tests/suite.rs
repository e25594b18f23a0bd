//! The pack's shared suite on HDU 2516 (sglab::suite): seeded stress against
//! the brute force, golden files, the contract, bad input, limits, fixtures.
sglab::suite!(hdu2516::Hdu2516);
