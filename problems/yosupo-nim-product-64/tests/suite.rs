//! The pack's shared suite on Library Checker nim_product_64 (sglab::suite):
//! seeded stress against the mex definition, golden files, the contract,
//! bad input, limits, fixtures.
sglab::suite!(nim_product_64::NimProduct64);
