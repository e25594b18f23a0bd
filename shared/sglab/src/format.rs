//! Test inputs in the shapes the judges use.

use std::fmt::Display;

/// One case per list: a line with its length, then a line with its values.
pub fn sized_lists<T: Display>(cases: &[Vec<T>]) -> String {
    let mut text = String::new();
    for case in cases {
        let row: Vec<String> = case.iter().map(T::to_string).collect();
        text.push_str(&format!("{}\n{}\n", case.len(), row.join(" ")));
    }
    text
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
