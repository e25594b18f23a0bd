//! The pack's shared suite on ABC229 H (sglab::suite): seeded stress against
//! the brute force, golden files, the contract, bad input, limits, fixtures.
sglab::suite!(abc229h::Abc229h);
