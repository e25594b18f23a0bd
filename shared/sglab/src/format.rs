//! Test inputs in the shapes the judges use, and the Markdown tables the
//! write-ups quote.

use std::fmt::Display;

/// The values separated by single spaces.
pub fn join<T: Display>(values: &[T]) -> String {
    // Written in place: a String per value would hold about 56 bytes per
    // value at once (a million heaps: 56 MiB, the judge's peak on a
    // largest input).
    use std::fmt::Write;
    let mut text = String::new();
    for (i, value) in values.iter().enumerate() {
        if i > 0 {
            text.push(' ');
        }
        let _ = write!(text, "{value}");
    }
    text
}

/// A list as most judges write one: a line with its length, then a line
/// with its values.
pub fn sized_list<T: Display>(values: &[T]) -> String {
    format!("{}\n{}\n", values.len(), join(values))
}

/// A Markdown table as the write-ups print it: `| a | b |` rows, the
/// header first, then the `|---|` row; every line ends with a newline.
pub fn markdown_table<H: Display, C: Display>(header: &[H], rows: &[Vec<C>]) -> String {
    let line = |cells: Vec<String>| format!("| {} |\n", cells.join(" | "));
    let mut table = line(header.iter().map(H::to_string).collect());
    table.push_str(&format!("|{}\n", "---|".repeat(header.len())));
    for row in rows {
        table.push_str(&line(row.iter().map(C::to_string).collect()));
    }
    table
}

/// One row of a [`markdown_table`] (or its header): `label`, then `cells`.
pub fn row<L: Display, T: Display>(label: L, cells: impl IntoIterator<Item = T>) -> Vec<String> {
    std::iter::once(label.to_string())
        .chain(cells.into_iter().map(|c| c.to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes() {
        assert_eq!(join(&[3u32, 5, 1]), "3 5 1");
        assert_eq!(sized_list(&[3u32, 5, 1]), "3\n3 5 1\n");
        assert_eq!(sized_list::<u64>(&[]), "0\n\n");
        let table = markdown_table(&["n", "g"], &[vec![0, 0], vec![1, 1]]);
        assert_eq!(table, "| n | g |\n|---|---|\n| 0 | 0 |\n| 1 | 1 |\n");
        assert_eq!(row("g", [1, 2]), ["g", "1", "2"]);
    }
}
