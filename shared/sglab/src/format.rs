//! Test inputs in the shapes the judges use.

use std::fmt::Display;

/// The values separated by single spaces.
pub fn join<T: Display>(values: &[T]) -> String {
    let texts: Vec<String> = values.iter().map(T::to_string).collect();
    texts.join(" ")
}

/// One case per list: a line with its length, then a line with its values.
pub fn sized_lists<T: Display>(cases: &[Vec<T>]) -> String {
    cases
        .iter()
        .map(|case| format!("{}\n{}\n", case.len(), join(case)))
        .collect()
}

/// `sized_lists` after a first line with the number of cases.
pub fn counted_sized_lists<T: Display>(cases: &[Vec<T>]) -> String {
    format!("{}\n{}", cases.len(), sized_lists(cases))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes() {
        let cases = vec![vec![3u32, 5, 1], vec![1]];
        assert_eq!(sized_lists(&cases), "3\n3 5 1\n1\n1\n");
        assert_eq!(counted_sized_lists(&cases), "2\n3\n3 5 1\n1\n1\n");
        assert_eq!(counted_sized_lists::<u64>(&[]), "0\n");
    }
}
