//! What a problem module (`problems/<folder>/lab.rs`) and its own tests
//! (`tests/special.rs`) use, in one glob import: `use crate::prelude::*;`
//! in the module, `use sglab::prelude::*;` in the tests. Local names win
//! over the glob, so a problem may still define its own.

pub use crate::contract::explain::{sum_first_wins, sum_line, winner};
pub use crate::contract::shrink::{smaller_lists, smaller_values, smaller_values_as, smaller_values_fine};
pub use crate::contract::{parse, sum_within, unknown_kind, write, write_one, Frame, HeapSum, Problem, Reader, Words};
pub use crate::enumerate::{multisets, partitions};
pub use crate::format::{join, markdown_table, row, sized_list};
pub use crate::meta::Ranges;
pub use crate::rng::Rng;
pub use crate::search::{Memo, Play, Search, Step};
pub use crate::suite::{
    assert_binary_answers, assert_binary_is_brute, assert_explanations_say, assert_write_up_has, brute_answers,
    brute_wins, golden, parsed, write_up,
};
pub use crate::suite::{shrunk_to, Fixtures};
pub use crate::{games, grundy, harness, meta};
