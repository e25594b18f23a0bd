//! The pack's shared suite on AtCoder ABC206 F (sglab::suite): seeded stress
//! against the brute force, golden files, the contract, bad input, limits,
//! fixtures.
sglab::suite!(abc206f::Abc206f);
