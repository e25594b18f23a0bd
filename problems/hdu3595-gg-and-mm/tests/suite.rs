//! The pack's shared suite on HDU 3595 (sglab::suite): seeded stress against
//! the brute force, golden files, the contract, bad input, limits, fixtures.
sglab::suite!(hdu3595::Hdu3595);
