//! Test inputs in the shapes the judges use.

use std::fmt::Display;

/// The values separated by single spaces.
pub fn join<T: Display>(values: &[T]) -> String {
    let texts: Vec<String> = values.iter().map(T::to_string).collect();
    texts.join(" ")
}

/// A list as most judges write one: a line with its length, then a line
/// with its values.
pub fn sized_list<T: Display>(values: &[T]) -> String {
    format!("{}\n{}\n", values.len(), join(values))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes() {
        assert_eq!(join(&[3u32, 5, 1]), "3 5 1");
        assert_eq!(sized_list(&[3u32, 5, 1]), "3\n3 5 1\n");
        assert_eq!(sized_list::<u64>(&[]), "0\n\n");
    }
}
