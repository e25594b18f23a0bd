//! SplitMix64: a tiny, seedable, reproducible generator for test cases.

#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi` (the tiny modulo bias does not matter here).
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        assert!(lo <= hi, "empty range {lo}..={hi}");
        match (hi - lo).checked_add(1) {
            Some(span) => lo + self.next_u64() % span,
            None => self.next_u64(),
        }
    }

    /// Uniform index in `0..len`.
    pub fn below(&mut self, len: usize) -> usize {
        self.range(0, len as u64 - 1) as usize
    }

    /// One of `items` (not empty), uniformly.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }

    /// Shuffles `items` in place (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.range(1, den) <= num
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reproducible_and_in_range() {
        let a: Vec<u64> = (0..5)
            .map({
                let mut r = Rng::new(7);
                move |_| r.next_u64()
            })
            .collect();
        let b: Vec<u64> = (0..5)
            .map({
                let mut r = Rng::new(7);
                move |_| r.next_u64()
            })
            .collect();
        assert_eq!(a, b);
        let mut r = Rng::new(1);
        assert!((0..100).all(|_| [4, 9].contains(&r.pick(&[4, 9]))));
        let mut seen = [false; 6];
        for _ in 0..1000 {
            let v = r.range(3, 8);
            assert!((3..=8).contains(&v));
            seen[(v - 3) as usize] = true;
        }
        assert!(seen.iter().all(|&s| s));
        assert!(r.range(0, u64::MAX) > 0 || r.range(0, u64::MAX) > 0);
        let mut items: Vec<u32> = (0..50).collect();
        r.shuffle(&mut items);
        assert_ne!(items, (0..50).collect::<Vec<u32>>());
        items.sort_unstable();
        assert_eq!(items, (0..50).collect::<Vec<u32>>());
    }
}
