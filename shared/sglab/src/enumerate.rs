//! Every small position of a sum of heaps, for exhaustive tests.

/// Every multiset of positive sizes adding up to `sum` (the partitions of
/// `sum`), each in non-increasing order.
pub fn partitions(sum: u64) -> Vec<Vec<u64>> {
    fn extend(left: u64, largest: u64, prefix: &mut Vec<u64>, all: &mut Vec<Vec<u64>>) {
        if left == 0 {
            all.push(prefix.clone());
            return;
        }
        for part in (1..=left.min(largest)).rev() {
            prefix.push(part);
            extend(left - part, part, prefix, all);
            prefix.pop();
        }
    }
    let mut all = Vec::new();
    extend(sum, sum, &mut Vec::new(), &mut all);
    all
}

/// Every multiset of 1 to `max_len` sizes from 1..=`top`, each in
/// non-decreasing order.
pub fn multisets(max_len: usize, top: u32) -> Vec<Vec<u32>> {
    let mut all = Vec::new();
    for len in 1..=max_len {
        let mut sizes = vec![1u32; len];
        loop {
            all.push(sizes.clone());
            match sizes.iter().rposition(|&s| s < top) {
                None => break,
                Some(i) => {
                    let next = sizes[i] + 1;
                    sizes[i..].iter_mut().for_each(|s| *s = next);
                }
            }
        }
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partition_counts() {
        let counts: Vec<usize> = (1..=8).map(|n| partitions(n).len()).collect();
        assert_eq!(counts, [1, 2, 3, 5, 7, 11, 15, 22]);
        assert_eq!(
            partitions(4),
            [vec![4], vec![3, 1], vec![2, 2], vec![2, 1, 1], vec![1, 1, 1, 1]]
        );
    }

    #[test]
    fn multiset_counts() {
        // C(top + len - 1, len) multisets of each length.
        assert_eq!(multisets(1, 6).len(), 6);
        assert_eq!(multisets(2, 6).len(), 6 + 21);
        assert_eq!(multisets(4, 6).len(), 6 + 21 + 56 + 126);
        assert!(multisets(3, 5).iter().all(|m| m.windows(2).all(|w| w[0] <= w[1])));
    }
}
