//! The pack's shared suite on HDU 5795 (sglab::suite): seeded stress against
//! the brute force, golden files, the contract, bad input, limits, fixtures.
sglab::suite!(hdu5795::Hdu5795);
