//! SPOJ COT3 Combat on a tree: the shared suite (`sglab::suite!`, which
//! also defines `bin()` and `write_up()`), then the checks only this
//! problem needs.

use pack::problems::cot3::*;
#[allow(unused_imports)]
use sglab::prelude::*;

sglab::suite!(Cot3);
