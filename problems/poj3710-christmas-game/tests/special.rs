//! POJ 3710 Christmas Game: the shared suite (`sglab::suite!`, which also defines `BIN` and
//! `MANIFEST`), then the checks only this problem needs.

sglab::suite!(poj3710::Poj3710);
