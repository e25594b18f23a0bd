//! One answer of a rules program, parsed: options separated by `;`, each
//! the components it leaves separated by `,` (`-` for none), each component
//! its integers separated by spaces ([`parse`], [`scan`]) or, for a game
//! explored from named positions, any text ([`texts`]); an empty line is a
//! position with no move. O(length of the line), no allocation once the buffers have grown.
//! Tested by the unit tests below and shared/pack/tests/tools/rules.rs.

/// A position's options, flat: option `i` leaves `parts[ends[i - 1]..ends[i]]`.
#[derive(Default, Debug)]
pub struct PositionOptions {
    pub parts: Vec<[u64; 2]>,
    pub ends: Vec<usize>,
}

impl PositionOptions {
    /// The components option `i` leaves.
    pub fn option(&self, i: usize) -> &[[u64; 2]] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.parts[start..self.ends[i]]
    }

    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }
}

/// Parses `line` for a game of `dims` sizes (1 or 2) into `out` (cleared
/// first). The error names what is wrong and where.
pub fn parse(line: &[u8], dims: usize, out: &mut PositionOptions) -> Result<(), String> {
    out.parts.clear();
    out.ends.clear();
    if line.iter().all(u8::is_ascii_whitespace) || fast(line, dims, out) {
        return Ok(());
    }
    out.parts.clear();
    out.ends.clear();
    for (i, option) in options(line) {
        let trimmed = option?;
        if trimmed != b"-" {
            for component in trimmed.split(|&b| b == b',') {
                let mut values = [0u64; 2];
                let mut count = 0;
                for token in component.split(u8::is_ascii_whitespace).filter(|t| !t.is_empty()) {
                    let value = number(token).ok_or_else(|| {
                        let text = String::from_utf8_lossy(token);
                        if token.first() == Some(&b'-') && number(&token[1..]).is_some() {
                            format!("component {text} of option {} is negative", i + 1)
                        } else {
                            format!("token {text:?} of option {} is not a non-negative integer", i + 1)
                        }
                    })?;
                    if count < 2 {
                        values[count] = value;
                    }
                    count += 1;
                }
                if count != dims {
                    let text = String::from_utf8_lossy(trim(component)).into_owned();
                    return Err(format!(
                        "component {text:?} of option {} has {count} integers; a position of this game has {dims}",
                        i + 1
                    ));
                }
                out.parts.push(values);
            }
        }
        out.ends.push(out.parts.len());
    }
    Ok(())
}

/// [`parse`] in one pass over the bytes, for a well-formed line: false
/// (and `out` in any state) at the first thing it does not expect, and the
/// careful parse then says what is wrong.
fn fast(line: &[u8], dims: usize, out: &mut PositionOptions) -> bool {
    scan(line, dims, |seen| {
        match seen {
            Some(c) => out.parts.push(c),
            None => out.ends.push(out.parts.len()),
        }
        true
    })
}

/// The one-pass reading of a well-formed, non-blank answer: calls
/// `visit(Some(component))` for each component in order and `visit(None)`
/// at the end of each option; false at the first byte it does not expect
/// or when `visit` says false (having called it on a prefix of the line).
/// Numbers are read by an inner loop over their digits: this is the
/// explorer's hot loop (Grundy's game to 10^4 is 240 MB of answers;
/// docs/benchmarks.md, "Rules programs").
#[inline]
pub fn scan(line: &[u8], dims: usize, mut visit: impl FnMut(Option<[u64; 2]>) -> bool) -> bool {
    let n = line.len();
    let mut i = 0;
    let blank = |b: u8| b == b' ' || b == b'\t' || b == b'\r';
    loop {
        // The start of an option.
        while i < n && blank(line[i]) {
            i += 1;
        }
        if i < n && line[i] == b'-' {
            i += 1;
            while i < n && blank(line[i]) {
                i += 1;
            }
            if !visit(None) {
                return false;
            }
            if i == n {
                return true;
            }
            if line[i] != b';' {
                return false;
            }
            i += 1;
            continue;
        }
        // Its components.
        loop {
            let mut values = [0u64; 2];
            let mut count = 0;
            loop {
                while i < n && blank(line[i]) {
                    i += 1;
                }
                let start = i;
                let mut value = 0u64;
                while i < n && line[i].is_ascii_digit() {
                    value = value * 10 + u64::from(line[i] - b'0');
                    i += 1;
                    if i - start > 18 {
                        return false;
                    }
                }
                if i == start {
                    break;
                }
                if count < 2 {
                    values[count] = value;
                }
                count += 1;
            }
            if count != dims {
                return false;
            }
            if !visit(Some(values)) {
                return false;
            }
            if i == n {
                return visit(None);
            }
            match line[i] {
                b',' => i += 1,
                b';' => {
                    i += 1;
                    if !visit(None) {
                        return false;
                    }
                    break;
                }
                _ => return false,
            }
        }
    }
}

/// The components of `line` as text, for a game whose positions are any
/// text without `;`, `,` or a line break: calls `visit(Some(component))`
/// for each component (trimmed, never empty) and `visit(None)` at the end
/// of each option, in order. The error names the option (and component)
/// that is empty, or `visit`'s own error.
pub fn texts(line: &[u8], mut visit: impl FnMut(Option<&[u8]>) -> Result<(), String>) -> Result<(), String> {
    if line.iter().all(u8::is_ascii_whitespace) {
        return Ok(());
    }
    for (i, option) in options(line) {
        let trimmed = option?;
        if trimmed != b"-" {
            for (j, component) in trimmed.split(|&b| b == b',').enumerate() {
                let component = trim(component);
                if component.is_empty() {
                    return Err(format!("component {} of option {} is empty", j + 1, i + 1));
                }
                visit(Some(component))?;
            }
        }
        visit(None)?;
    }
    Ok(())
}

/// The options of a line (split at `;`), each numbered from 0 and trimmed,
/// or the error for an empty one.
fn options(line: &[u8]) -> impl Iterator<Item = (usize, Result<&[u8], String>)> {
    line.split(|&b| b == b';').enumerate().map(|(i, option)| {
        let trimmed = trim(option);
        if trimmed.is_empty() {
            return (
                i,
                Err(format!(
                    "option {} is empty (`-` is an option that leaves nothing)",
                    i + 1
                )),
            );
        }
        (i, Ok(trimmed))
    })
}

/// `bytes` without ASCII whitespace at either end.
fn trim(bytes: &[u8]) -> &[u8] {
    let start = bytes
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(bytes.len());
    let end = bytes
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(start, |e| e + 1);
    &bytes[start..end]
}

/// A decimal integer of at most 18 digits, else `None`.
fn number(token: &[u8]) -> Option<u64> {
    if token.is_empty() || token.len() > 18 {
        return None;
    }
    token.iter().try_fold(0u64, |acc, &b| {
        b.is_ascii_digit().then(|| acc * 10 + u64::from(b - b'0'))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(line: &str, dims: usize) -> Result<Vec<Vec<Vec<u64>>>, String> {
        let mut out = PositionOptions::default();
        parse(line.as_bytes(), dims, &mut out)?;
        Ok((0..out.len())
            .map(|i| out.option(i).iter().map(|c| c[..dims].to_vec()).collect())
            .collect())
    }

    #[test]
    fn the_protocol_s_examples() {
        assert_eq!(
            options("6,1;5,2;4,3", 1).unwrap(),
            vec![vec![vec![6], vec![1]], vec![vec![5], vec![2]], vec![vec![4], vec![3]]]
        );
        assert_eq!(options("2;1;-", 1).unwrap(), vec![vec![vec![2]], vec![vec![1]], vec![]]);
        assert_eq!(options("", 1).unwrap(), Vec::<Vec<Vec<u64>>>::new());
        assert_eq!(
            options(" 0 3 ; 2  1 ,0 0", 2).unwrap(),
            vec![vec![vec![0, 3]], vec![vec![2, 1], vec![0, 0]]]
        );
    }

    #[test]
    fn the_fast_pass_agrees_with_the_careful_one() {
        for line in [
            "6,1;5,2;4,3",
            "2;1;-",
            " 0 3 ; 2  1 ,0 0",
            "-;-",
            "3,-",
            "- 1",
            "1;-;",
            "7 ,",
            "4;\r",
            "- ; 3",
            "-;",
            ";",
            " ;1",
            "12 3;4",
            "0000000000000000001",
            "0000000000000000001 2",
            "123456789012345678",
            "1234567890123456789012",
            "1,2 ;- ;  3 4",
            "1;;2",
            "-,1",
        ] {
            for dims in [1, 2] {
                let mut quick = PositionOptions::default();
                let took = fast(line.as_bytes(), dims, &mut quick);
                let careful = options(line, dims);
                if took {
                    let quick: Vec<Vec<Vec<u64>>> = (0..quick.len())
                        .map(|i| quick.option(i).iter().map(|c| c[..dims].to_vec()).collect())
                        .collect();
                    assert_eq!(Ok(quick), careful, "{line:?}");
                } else {
                    assert!(careful.is_err(), "{line:?} {dims}");
                }
            }
        }
    }

    fn text_options(line: &str) -> Result<Vec<Vec<String>>, String> {
        let mut all = vec![Vec::new()];
        texts(line.as_bytes(), |c| {
            match c {
                Some(c) => all.last_mut().unwrap().push(String::from_utf8_lossy(c).into_owned()),
                None => all.push(Vec::new()),
            }
            Ok(())
        })?;
        all.pop();
        Ok(all)
    }

    #[test]
    fn text_components_follow_the_same_grammar() {
        assert_eq!(
            text_options("HT T ; -;3 4 5, 1 2 ").unwrap(),
            vec![
                vec!["HT T".to_string()],
                vec![],
                vec!["3 4 5".to_string(), "1 2".to_string()]
            ]
        );
        assert_eq!(text_options(" ").unwrap(), Vec::<Vec<String>>::new());
        assert!(text_options("a;;b").unwrap_err().contains("option 2 is empty"));
        assert!(text_options("a,,b")
            .unwrap_err()
            .contains("component 2 of option 1 is empty"));
    }

    #[test]
    fn malformed_answers_say_what_and_where() {
        assert!(options("2;;1", 1).unwrap_err().contains("option 2 is empty"));
        assert!(options("2;x", 1).unwrap_err().contains("token \"x\" of option 2"));
        assert!(options("-3", 1)
            .unwrap_err()
            .contains("component -3 of option 1 is negative"));
        assert!(options("1 2", 1).unwrap_err().contains("has 2 integers"));
        assert!(options("4", 2)
            .unwrap_err()
            .contains("has 1 integers; a position of this game has 2"));
        assert!(options("1,", 1).unwrap_err().contains("has 0 integers"));
        assert!(options("99999999999999999999", 1)
            .unwrap_err()
            .contains("not a non-negative integer"));
    }
}
