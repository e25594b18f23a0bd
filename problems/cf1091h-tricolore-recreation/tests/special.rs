//! Codeforces 1091h Tricolore Recreation: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use pack::problems::cf1091h::*;

sglab::suite!(Cf1091h);
