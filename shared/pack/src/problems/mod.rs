//! The registry: every judge problem the pack knows, in study order (the
//! order of LEARN.md and of the README's table). One entry per problem: its
//! module, `problems/<folder>/lab.rs`, which holds the problem's
//! [`sglab::contract::Problem`] implementation (the brute force of
//! the real rules, the reference, generators, shrinking, explanations).
//! `build.rs` reads the `pub mod` lines below and writes [`NAMES`] and
//! [`visit`] from them, taking each module's type as its name in CamelCase
//! (`nim_product_64` -> `NimProduct64`); `scripts/new.sh` adds the entry.
//! Tested by `tests/docs/registry.rs` (every folder registered, every entry
//! tested, the order LEARN.md's).

#[path = "../../../../problems/acwing893-set-nim/lab.rs"]
pub mod acwing893;
#[path = "../../../../problems/cses1099-stair-game/lab.rs"]
pub mod cses1099;
#[path = "../../../../problems/hdu1536-s-nim/lab.rs"]
pub mod hdu1536;
#[path = "../../../../problems/hdu1848-fibonacci-again/lab.rs"]
pub mod hdu1848;
#[path = "../../../../problems/cf2004e-not-a-nim-problem/lab.rs"]
pub mod cf2004e;
#[path = "../../../../problems/acwing235-magic-beads/lab.rs"]
pub mod acwing235;
#[path = "../../../../problems/acwing219-cutting-game/lab.rs"]
pub mod acwing219;
#[path = "../../../../problems/poj3537-crosses-and-crosses/lab.rs"]
pub mod poj3537;
#[path = "../../../../problems/cses2207-grundys-game/lab.rs"]
pub mod cses2207;
#[path = "../../../../problems/abc206f-interval-game-2/lab.rs"]
pub mod abc206f;
#[path = "../../../../problems/agc017d-game-on-tree/lab.rs"]
pub mod agc017d;
#[path = "../../../../problems/hdu5795-a-simple-nim/lab.rs"]
pub mod hdu5795;
#[path = "../../../../problems/cf1704f-colouring-game/lab.rs"]
pub mod cf1704f;
#[path = "../../../../problems/abc354e-remove-pairs/lab.rs"]
pub mod abc354e;
#[path = "../../../../problems/abc349e-weighted-tic-tac-toe/lab.rs"]
pub mod abc349e;
#[path = "../../../../problems/poj2315-football-game/lab.rs"]
pub mod poj2315;
#[path = "../../../../problems/luogu2252-wythoff/lab.rs"]
pub mod luogu2252;
#[path = "../../../../problems/hdu2516-fibonacci-nim/lab.rs"]
pub mod hdu2516;
#[path = "../../../../problems/loj10243-move-pieces-on-dag/lab.rs"]
pub mod loj10243;
#[path = "../../../../problems/cf786a-berzerk/lab.rs"]
pub mod cf786a;
#[path = "../../../../problems/agc010f-tree-game/lab.rs"]
pub mod agc010f;
#[path = "../../../../problems/codechef-hamilg-game-on-a-graph/lab.rs"]
pub mod hamilg;
#[path = "../../../../problems/hdu1907-john/lab.rs"]
pub mod hdu1907;
#[path = "../../../../problems/hdu2509-be-the-winner/lab.rs"]
pub mod hdu2509;
#[path = "../../../../problems/hdu3595-gg-and-mm/lab.rs"]
pub mod hdu3595;
#[path = "../../../../problems/hdu3537-daizhenyangs-coin/lab.rs"]
pub mod hdu3537;
#[path = "../../../../problems/yosupo-nim-product-64/lab.rs"]
pub mod nim_product_64;
#[path = "../../../../problems/cf1310f-bad-cryptography/lab.rs"]
pub mod cf1310f;
#[path = "../../../../problems/abc229h-advance-or-eat/lab.rs"]
pub mod abc229h;
#[path = "../../../../problems/poj3710-christmas-game/lab.rs"]
pub mod poj3710;
#[path = "../../../../problems/cf494e-sharti/lab.rs"]
pub mod cf494e;
#[path = "../../../../problems/cf1091h-tricolore-recreation/lab.rs"]
pub mod cf1091h;
#[path = "../../../../problems/spoj-cot3-combat-on-a-tree/lab.rs"]
pub mod cot3;
#[path = "../../../../problems/abc212h-nim-counting/lab.rs"]
pub mod abc212h;
#[path = "../../../../problems/luogu4301-new-nim/lab.rs"]
pub mod luogu4301;
#[path = "../../../../problems/abc278g-generalized-subtraction-game/lab.rs"]
pub mod abc278g;
#[path = "../../../../problems/cf1934d2-xor-break-game/lab.rs"]
pub mod cf1934d2;
#[path = "../../../../problems/cf1149e-election-promises/lab.rs"]
pub mod cf1149e;
#[path = "../../../../problems/cf1375f-integer-game/lab.rs"]
pub mod cf1375f;

use sglab::contract::{erased::Erased, AnyProblem, Problem, Visitor};
use sglab::meta::{self, Meta};

include!(concat!(env!("OUT_DIR"), "/registry.rs"));

/// Makes each problem an [`AnyProblem`].
struct Erase(Meta);

impl Visitor for Erase {
    type Output = Box<dyn AnyProblem>;
    fn visit<P: Problem>(self) -> Self::Output {
        Box::new(Erased::<P>::with_meta(self.0))
    }
}

/// Every registered problem, in study order, with the metadata read once.
/// Panics when a registered problem's Cargo.toml cannot be read.
pub fn all() -> Vec<Box<dyn AnyProblem>> {
    let mut metas = meta::all().unwrap_or_else(|e| panic!("{e}"));
    NAMES
        .iter()
        .map(|name| {
            let at = metas
                .iter()
                .position(|m| m.bin == *name)
                .unwrap_or_else(|| panic!("{name} is registered but no problems/*/Cargo.toml names it"));
            visit(name, Erase(metas.swap_remove(at))).expect("registered")
        })
        .collect()
}

/// The problem a person names: its binary or folder name or a unique
/// prefix ([`meta::resolve`]); `Err` is the one-line error that names the
/// nearest problems.
pub fn named(name: &str) -> Result<Box<dyn AnyProblem>, String> {
    let meta = meta::resolve(name)?;
    let bin = meta.bin.clone();
    visit(&bin, Erase(meta)).ok_or_else(|| format!("{bin} has a folder under problems/ but is not registered"))
}

/// The problem whose binary is named `name`.
pub fn find(name: &str) -> Option<Box<dyn AnyProblem>> {
    NAMES.contains(&name).then(|| {
        let meta = meta::find(name).unwrap_or_else(|e| panic!("{e}"));
        visit(name, Erase(meta)).expect("registered")
    })
}
