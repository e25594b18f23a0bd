//! Test inputs in the shapes the judges use, the Markdown tables the
//! write-ups quote, and text quoted in one-line messages ([`quote`],
//! [`size`]: a refused 10 MB case is named by its size, never printed whole).

use std::fmt::{self, Debug, Display, Write as _};

/// Characters of a case, token or line that a message quotes; past them,
/// the text is cut and its size given.
pub const QUOTED: usize = 60;

/// A number of bytes for a reader: `812 bytes`, `3.4 KiB`, `10.4 MiB`.
pub fn size(bytes: usize) -> String {
    match bytes {
        b if b < 10 << 10 => format!("{b} bytes"),
        b if b < 1 << 20 => format!("{:.1} KiB", b as f64 / 1024.0),
        b => format!("{:.1} MiB", b as f64 / (1024.0 * 1024.0)),
    }
}

/// `text` quoted for a one-line message (`{:?}`, so line ends show as
/// `\n`): whole when it has at most `limit` characters, else its first
/// `limit` characters, `...` and its size.
pub fn quote(text: &str, limit: usize) -> String {
    match text.char_indices().nth(limit) {
        None => format!("{text:?}"),
        Some((cut, _)) => format!("{:?}... ({} in all)", &text[..cut], size(text.len())),
    }
}

/// `text` as it is when it has at most `limit` characters, else its first
/// `limit` characters, `...` and its size: the tail is cut (a player's
/// line in a transcript; [`crate::quote::cut_middle`] keeps both ends).
pub fn cut_tail(text: &str, limit: usize) -> String {
    match text.char_indices().nth(limit) {
        None => text.to_string(),
        Some((cut, _)) => format!("{}... ({} in all)", &text[..cut], size(text.len())),
    }
}

/// `value`'s `{:?}` form, whole when it has at most `limit` characters,
/// else its first `limit` characters and `...`, without writing the rest
/// (a case of a million heaps costs no more than a small one).
pub fn debug_head<T: Debug + ?Sized>(value: &T, limit: usize) -> Result<String, String> {
    /// Keeps the first `limit` characters; fails once past them.
    struct Head {
        text: String,
        left: usize,
    }
    impl fmt::Write for Head {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            for c in s.chars() {
                if self.left == 0 {
                    return Err(fmt::Error);
                }
                self.text.push(c);
                self.left -= 1;
            }
            Ok(())
        }
    }
    let mut head = Head {
        text: String::new(),
        left: limit,
    };
    match write!(head, "{value:?}") {
        Ok(()) => Ok(head.text),
        Err(_) => Err(format!("{}...", head.text)),
    }
}

/// The values separated by single spaces.
pub fn join<T: Display>(values: &[T]) -> String {
    // Written in place: a String per value would hold about 56 bytes per
    // value at once (a million heaps: 56 MiB, the judge's peak on a
    // largest input).
    let mut text = String::new();
    join_into(&mut text, values);
    text
}

/// [`join`] appended to `text`.
fn join_into<T: Display>(text: &mut String, values: &[T]) {
    use std::fmt::Write;
    for (i, value) in values.iter().enumerate() {
        if i > 0 {
            text.push(' ');
        }
        let _ = write!(text, "{value}");
    }
}

/// A list as most judges write one: a line with its length, then a line
/// with its values.
pub fn sized_list<T: Display>(values: &[T]) -> String {
    // In place, not `format!` of a `join`: one copy of a largest list.
    let mut text = format!("{}\n", values.len());
    join_into(&mut text, values);
    text.push('\n');
    text
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

    #[test]
    fn quotes_are_bounded_and_name_the_size() {
        assert_eq!(quote("7 9\n1", 10), "\"7 9\\n1\"");
        assert_eq!(quote("abcdef", 6), "\"abcdef\"");
        let long = "1 ".repeat(5_000_000);
        assert_eq!(quote(&long, 4), "\"1 1 \"... (9.5 MiB in all)");
        assert_eq!(quote("ééé", 2), "\"éé\"... (6 bytes in all)");
        assert_eq!(
            (size(0), size(10_239), size(10_240)),
            ("0 bytes".into(), "10239 bytes".into(), "10.0 KiB".into())
        );
        assert_eq!(
            (cut_tail("ab", 2), cut_tail("abc", 2)),
            ("ab".to_string(), "ab... (3 bytes in all)".to_string())
        );
        assert_eq!(debug_head(&[1, 2], 6), Ok("[1, 2]".to_string()));
        assert_eq!(debug_head(&[1, 2], 5), Err("[1, 2...".to_string()));
        let heaps: Vec<u64> = (0..1_000_000).collect();
        assert_eq!(debug_head(&heaps, 8), Err("[0, 1, 2...".to_string()));
    }
}
