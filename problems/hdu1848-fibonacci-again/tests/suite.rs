//! The pack's shared suite on HDU 1848 (sglab::suite): seeded stress against
//! the brute force, golden files, the contract, bad input, limits, fixtures.
sglab::suite!(hdu1848::Hdu1848);
