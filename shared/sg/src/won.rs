//! The memo of a win/lose search: for each position, by index, whether it
//! is not yet searched, lost or won for the player to move, one byte each
//! (AtCoder ABC349 E's boards, ABC354 E's sets of cards).

/// Not yet searched.
const UNKNOWN: u8 = 0;
/// Lost for the player to move.
const LOST: u8 = 1;
/// Won for the player to move.
const WON: u8 = 2;

/// One byte per position, for positions `0..len`: memory `len` bytes.
pub struct WinMemo {
    cells: Vec<u8>,
}

impl WinMemo {
    /// Every position of `0..len` not yet searched.
    pub fn new(len: usize) -> WinMemo {
        WinMemo { cells: vec![UNKNOWN; len] }
    }

    /// Whether the player to move wins at `position`, if it was searched.
    pub fn get(&self, position: usize) -> Option<bool> {
        match self.cells[position] {
            WON => Some(true),
            LOST => Some(false),
            _ => None,
        }
    }

    /// Records whether the player to move wins at `position`.
    pub fn set(&mut self, position: usize, won: bool) {
        self.cells[position] = if won { WON } else { LOST };
    }
}

#[cfg(test)]
mod tests {
    use super::WinMemo;

    #[test]
    fn a_position_reads_back_what_was_set_and_no_other() {
        let mut memo = WinMemo::new(4);
        memo.set(1, true);
        memo.set(2, false);
        let read: Vec<Option<bool>> = (0..4).map(|p| memo.get(p)).collect();
        assert_eq!(read, [None, Some(true), Some(false), None]);
        memo.set(1, false);
        assert_eq!(memo.get(1), Some(false));
    }
}
