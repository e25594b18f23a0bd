//! A game graph read from a rules program: positions named by any text
//! (without `;`, `,` or a line break; runs of blanks written as one space),
//! each given an id in the order first met, and each position's options,
//! an option being the components it leaves (a sum; none for `-`). The
//! texts sit in one byte arena, found again through an open-addressing
//! table of ids; the options are flat arrays of ids. Memory per position:
//! its text, 4 bytes for where it ends, 8 to 16 for the table, 4 for where
//! its options end, and 4 bytes an option plus 4 a component. Time O(1)
//! expected per lookup. Used by `reach` (which fills it) and by `play` for
//! a position of any shape. Tested by the unit tests below and
//! shared/pack/tests/tools/rules_from.rs.

/// A position's id: its place in the order positions were first met.
pub type Id = u32;

/// An empty slot of the table.
const EMPTY: u32 = u32::MAX;

/// Positions and their options.
#[derive(Debug, Default)]
pub struct Graph {
    /// Every position's text, one after another.
    text: Vec<u8>,
    /// Where position `i`'s text ends in `text`.
    text_ends: Vec<u32>,
    /// Ids by hash of their text, [`EMPTY`] for none; a power of two long.
    table: Vec<u32>,
    /// Where position `i`'s options end in `option_ends` (positions with
    /// options recorded: a prefix of the positions).
    position_ends: Vec<u32>,
    /// Where option `k`'s components end in `parts`.
    option_ends: Vec<u32>,
    /// The components of every option, as ids.
    parts: Vec<Id>,
}

/// `text` as a position is written: blanks trimmed, each inner run one space.
pub fn normal(text: &[u8], out: &mut Vec<u8>) {
    out.clear();
    for word in text.split(|b| b.is_ascii_whitespace()).filter(|w| !w.is_empty()) {
        if !out.is_empty() {
            out.push(b' ');
        }
        out.extend_from_slice(word);
    }
}

/// FNV-1a: short texts, no adversary to fear (the program is the user's).
fn hash(text: &[u8]) -> u64 {
    text.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

impl Graph {
    /// The number of positions met.
    pub fn len(&self) -> usize {
        self.text_ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.text_ends.is_empty()
    }

    /// The number of positions whose options are recorded.
    pub fn answered(&self) -> usize {
        self.position_ends.len()
    }

    /// Position `i`'s text.
    pub fn text(&self, i: Id) -> &str {
        let i = i as usize;
        let start = if i == 0 { 0 } else { self.text_ends[i - 1] as usize };
        // Only valid UTF-8 is interned (see [`Graph::intern`]).
        std::str::from_utf8(&self.text[start..self.text_ends[i] as usize]).unwrap_or("")
    }

    /// The id of `text` (already normal), if met.
    pub fn find(&self, text: &[u8]) -> Option<Id> {
        if self.table.is_empty() {
            return None;
        }
        let mask = self.table.len() - 1;
        let mut slot = hash(text) as usize & mask;
        loop {
            match self.table[slot] {
                EMPTY => return None,
                id if self.text(id).as_bytes() == text => return Some(id),
                _ => slot = (slot + 1) & mask,
            }
        }
    }

    /// The id of `text` (already normal), met now if new; `Err` when it is
    /// not UTF-8, or the texts pass 4 GiB.
    pub fn intern(&mut self, text: &[u8]) -> Result<(Id, bool), String> {
        if let Some(id) = self.find(text) {
            return Ok((id, false));
        }
        std::str::from_utf8(text).map_err(|_| format!("position {:?} is not UTF-8", String::from_utf8_lossy(text)))?;
        let end =
            u32::try_from(self.text.len() + text.len()).map_err(|_| "the positions' texts pass 4 GiB".to_string())?;
        let id = self.len() as Id;
        self.text.extend_from_slice(text);
        self.text_ends.push(end);
        if 2 * self.len() > self.table.len() {
            self.rehash();
        } else {
            self.place(id);
        }
        Ok((id, true))
    }

    /// Puts `id` in the table.
    fn place(&mut self, id: Id) {
        let mask = self.table.len() - 1;
        let mut slot = hash(self.text(id).as_bytes()) as usize & mask;
        while self.table[slot] != EMPTY {
            slot = (slot + 1) & mask;
        }
        self.table[slot] = id;
    }

    /// Doubles the table and places every id again.
    fn rehash(&mut self) {
        let size = (2 * self.table.len()).max(16);
        self.table = vec![EMPTY; size];
        for id in 0..self.len() as Id {
            self.place(id);
        }
    }

    /// Records the next answered position's options: `option_ends` are
    /// where each option ends in `parts`, counted from 0 for this position.
    pub fn push_options(&mut self, parts: &[Id], option_ends: &[u32]) {
        let base = self.parts.len() as u32;
        self.parts.extend_from_slice(parts);
        self.option_ends.extend(option_ends.iter().map(|&e| base + e));
        self.position_ends.push(self.option_ends.len() as u32);
    }

    /// The range of option numbers (in `option_ends`) of position `i`.
    fn option_range(&self, i: Id) -> std::ops::Range<usize> {
        let i = i as usize;
        let start = if i == 0 { 0 } else { self.position_ends[i - 1] as usize };
        start..self.position_ends[i] as usize
    }

    /// The number of options of position `i`.
    pub fn option_count(&self, i: Id) -> usize {
        self.option_range(i).len()
    }

    /// Position `i`'s options, each the components it leaves.
    pub fn options(&self, i: Id) -> impl Iterator<Item = &[Id]> + '_ {
        self.option_range(i).map(move |k| {
            let start = if k == 0 { 0 } else { self.option_ends[k - 1] as usize };
            &self.parts[start..self.option_ends[k] as usize]
        })
    }

    /// Every component of every option of position `i`, one after another.
    pub fn components(&self, i: Id) -> &[Id] {
        let range = self.option_range(i);
        let at = |k: usize| if k == 0 { 0 } else { self.option_ends[k - 1] as usize };
        &self.parts[at(range.start)..at(range.end)]
    }

    /// Bytes held, roughly (for the benchmark's per-position figure).
    pub fn bytes(&self) -> usize {
        self.text.capacity()
            + 4 * (self.text_ends.capacity()
                + self.table.capacity()
                + self.position_ends.capacity()
                + self.option_ends.capacity()
                + self.parts.capacity())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_interned_once_and_found_again() {
        let mut g = Graph::default();
        let mut buf = Vec::new();
        let mut ids = Vec::new();
        for i in 0..1000 {
            normal(format!("  {i}   {} ", i % 7).as_bytes(), &mut buf);
            ids.push(g.intern(&buf).unwrap());
        }
        assert!(ids.iter().enumerate().all(|(i, &(id, new))| id == i as u32 && new));
        assert_eq!(g.intern(b"5 5").unwrap(), (5, false));
        assert_eq!(g.text(12), "12 5");
        assert_eq!(g.find(b"12  5"), None);
        g.push_options(&[1, 2, 3], &[1, 1, 3]);
        let options: Vec<Vec<u32>> = g.options(0).map(<[u32]>::to_vec).collect();
        assert_eq!(options, vec![vec![1], vec![], vec![2, 3]]);
        assert_eq!(g.option_count(0), 3);
    }
}
