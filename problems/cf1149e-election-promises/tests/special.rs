//! Codeforces 1149e Election Promises: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use pack::problems::cf1149e::*;

sglab::suite!(Cf1149e);
