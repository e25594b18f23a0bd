//! The minimum excluded value (mex) of Grundy values.
//!
//! [`Mex`] for any values, with a reusable buffer; [`of_bits`] for a set of
//! small values kept as the bits of one integer.

/// Computes mex over and over without allocating once its buffers have grown
/// to the largest option count seen: the mex of m values is at most m, so
/// values of m or more are ignored and memory is O(m).
#[derive(Default)]
pub struct Mex {
    values: Vec<u32>,
    seen: Vec<bool>,
}

impl Mex {
    pub fn new() -> Mex {
        Mex::default()
    }

    /// The smallest value in 0, 1, 2, ... that `values` does not contain.
    pub fn of<I: IntoIterator<Item = u32>>(&mut self, values: I) -> u32 {
        self.values.clear();
        self.values.extend(values);
        // At most m = values.len() of the m + 1 slots 0..=m are marked, so
        // a gap exists; values above m cannot be the mex and are skipped.
        self.seen.clear();
        self.seen.resize(self.values.len() + 1, false);
        for &v in &self.values {
            if let Some(seen) = self.seen.get_mut(v as usize) {
                *seen = true;
            }
        }
        self.seen.iter().take_while(|&&seen| seen).count() as u32
    }
}

/// The mex of the set whose members are the set bits of `bits` (bit v for
/// the value v, so values below 128; a u32 or u64 set widens with
/// `u128::from`): its lowest zero bit, 128 when every bit is set.
pub fn of_bits(bits: u128) -> u32 {
    (!bits).trailing_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive(values: &[u32]) -> u32 {
        (0..).find(|v| !values.contains(v)).unwrap()
    }

    #[test]
    fn small_sets() {
        let mut mex = Mex::new();
        assert_eq!(mex.of(vec![]), 0);
        assert_eq!(mex.of(vec![1, 2]), 0);
        assert_eq!(mex.of(vec![0, 1, 2]), 3);
        assert_eq!(mex.of(vec![2, 0, 0, 3]), 1);
        assert_eq!(mex.of(vec![u32::MAX, 0]), 1);
    }

    #[test]
    fn agrees_with_definition_and_reuses_buffers() {
        let mut mex = Mex::new();
        let mut state = 12345u64;
        for round in 0..2000 {
            let len = round % 17;
            let values: Vec<u32> = (0..len)
                .map(|_| {
                    state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    ((state >> 33) % 12) as u32
                })
                .collect();
            assert_eq!(mex.of(values.iter().copied()), naive(&values), "{values:?}");
        }
        assert!(mex.values.capacity() <= 32 && mex.seen.capacity() <= 32);
    }

    #[test]
    fn of_bits_is_the_lowest_value_missing() {
        assert_eq!(of_bits(0), 0);
        assert_eq!(of_bits(0b1011), 2);
        assert_eq!(of_bits(u128::from(u32::MAX)), 32);
        assert_eq!(of_bits(u128::MAX), 128);
        assert_eq!(of_bits(u128::MAX >> 1), 127);
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..2000 {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let values: Vec<u32> = (0..state % 9).map(|i| (state >> (8 * i)) as u32 % 10).collect();
            let bits = values.iter().fold(0u128, |bits, &v| bits | 1 << v);
            assert_eq!(of_bits(bits), naive(&values), "{values:?}");
            assert_eq!(of_bits(bits), Mex::new().of(values.iter().copied()));
        }
    }
}
