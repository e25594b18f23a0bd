//! The pack's shared suite on HDU 3537 (sglab::suite): seeded stress against
//! the brute force, golden files, the contract, bad input, limits, fixtures.
sglab::suite!(hdu3537::Hdu3537);
