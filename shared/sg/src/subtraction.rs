//! Grundy tables of subtraction games.
//!
//! The Grundy values of a subtraction game: a heap of x stones, a move
//! removes exactly s stones for some s in a set S with s <= x, and whoever
//! cannot move loses. g(x) = mex { g(x - s) : s in S, s <= x }, so a table
//! of g(0..=n) takes O(n |S|) time and O(n + |S|) memory.

/// g(0), g(1), ..., g(n) of the subtraction game with move sizes `set`,
/// given in any order; a repeated size is the same move, and sizes larger
/// than n are never used. Every size must be at least 1 (callers refuse 0:
/// a move of 0 stones would let the game run forever).
pub fn table(set: &[usize], n: usize) -> Vec<u32> {
    assert!(set.iter().all(|&s| s > 0), "a move must take at least one stone");
    let mut moves = set.to_vec();
    moves.sort_unstable();
    moves.dedup();
    // The mex: with k moves g(x) <= k, so `option_of[v] == x` marks v as the
    // value of an option of x (no clearing between heaps).
    let mut option_of = vec![usize::MAX; moves.len() + 1];
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    for x in 0..=n {
        for &s in moves.iter().take_while(|&&s| s <= x) {
            if let Some(mark) = option_of.get_mut(g[x - s] as usize) {
                *mark = x;
            }
        }
        g.push(option_of.iter().position(|&mark| mark != x).unwrap_or(moves.len()) as u32);
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    /// g(x) straight from the definition: top-down recursion (memoised in
    /// `known`), a naive mex, the set used as given.
    fn by_definition(set: &[usize], x: usize, known: &mut Vec<Option<u32>>) -> u32 {
        if let Some(value) = known[x] {
            return value;
        }
        let options: Vec<u32> = set.iter().filter(|&&s| s <= x).map(|&s| by_definition(set, x - s, known)).collect();
        let value = (0..).find(|v| !options.contains(v)).unwrap();
        known[x] = Some(value);
        value
    }

    #[test]
    fn take_one_to_k_is_x_mod_k_plus_one() {
        for k in 1..=6 {
            let set: Vec<usize> = (1..=k).collect();
            let g = table(&set, 50);
            for (x, &value) in g.iter().enumerate() {
                assert_eq!(value as usize, x % (k + 1), "k {k}, x {x}");
            }
        }
    }

    #[test]
    fn sample_set_two_five() {
        // S = {2, 5}: g = 0 0 1 1 0 2 1 0 0 1 1 0 2 ... (period 7 from x = 0).
        assert_eq!(table(&[2, 5], 12), vec![0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2]);
    }

    #[test]
    fn order_repeats_and_oversized_moves_change_nothing() {
        let plain = table(&[2, 3, 7], 40);
        assert_eq!(table(&[7, 2, 3], 40), plain);
        assert_eq!(table(&[3, 7, 3, 2, 7, 7], 40), plain);
        assert_eq!(table(&[2, 3, 7, 41, 10_000], 40), plain);
        assert_eq!(table(&[10_000], 40), vec![0; 41]);
        assert_eq!(table(&[5], 0), vec![0]);
    }

    #[test]
    fn agrees_with_the_definition_on_random_sets() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |bound: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % bound) as usize
        };
        for _ in 0..300 {
            let set: Vec<usize> = (0..1 + next(4)).map(|_| 1 + next(9)).collect();
            let g = table(&set, 40);
            let mut known = vec![None; 41];
            for (x, &value) in g.iter().enumerate() {
                assert_eq!(value, by_definition(&set, x, &mut known), "set {set:?}, x {x}");
            }
        }
    }

    #[test]
    #[should_panic(expected = "at least one stone")]
    fn a_move_of_zero_is_refused() {
        table(&[0, 1], 3);
    }
}
