//! docs/your-own-game.md: the program it shows is examples/rules/lasker.py,
//! its proof's table is the claimed values', it names the one theorem that
//! does not apply, and it cites Ferguson's sections, not Winning Ways.

use crate::{flat, read};

/// No stored table of contents places Lasker's Nim in a chapter of Winning
/// Ways, so the book page cites none; it cites Ferguson's notes, whose
/// section 4.4 gives the game, its values and their proof by induction, and
/// whose section 5 gives the Ruler game (as examples/rules/ruler.py does).
#[test]
fn your_own_game_cites_no_winning_ways_chapter_and_ferguson_sections_4_4_and_5() {
    let page = flat(&read("docs/your-own-game.md"));
    assert!(!page.contains("Winning Ways"), "docs/your-own-game.md");
    assert!(page.contains("Ferguson, *Game Theory*, Part I, section 4.4 (Lasker's Nim"));
    assert!(page.contains("section 5 (the Ruler game)"));
    let ruler = read("examples/rules/ruler.py");
    assert!(!ruler.contains("Winning Ways") && flat(&ruler).contains("# Part I, section 5"));
}

/// The table in the page's proof of the last two bits of f(a) xor f(b) for
/// a split a + b = n, both at least 1, recomputed from the claimed values f
/// (Lasker's Nim) over a, b < 64.
#[test]
fn your_own_game_s_table_of_split_bits_is_the_claimed_values() {
    let f = |m: u32| match m % 4 {
        0 if m > 0 => m - 1,
        3 => m + 1,
        _ => m,
    };
    let page = read("docs/your-own-game.md");
    let rows: Vec<&str> = page
        .lines()
        .filter(|l| l.starts_with("| ") && l.as_bytes().get(2).is_some_and(u8::is_ascii_digit))
        .collect();
    assert_eq!(rows.len(), 4, "the proof's table");
    for row in rows {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let r: u32 = cells[1].parse().unwrap();
        let mut pairs = Vec::new();
        let mut bits = Vec::new();
        for a in 1..64u32 {
            for b in a..64u32 {
                if (a + b) % 4 == r % 4 {
                    let pair = format!("({}, {})", a % 4, b % 4);
                    let swapped = format!("({}, {})", b % 4, a % 4);
                    if !pairs.contains(&pair) && !pairs.contains(&swapped) {
                        pairs.push(pair);
                    }
                    let last = format!("{:02b}", (f(a) ^ f(b)) & 3);
                    if !bits.contains(&last) {
                        bits.push(last);
                    }
                }
            }
        }
        let listed: Vec<String> = cells[2]
            .split("), ")
            .map(|p| p.trim_end_matches(')').to_string() + ")")
            .collect();
        for p in &pairs {
            let swapped = format!("({}, {})", &p[4..5], &p[1..2]);
            assert!(
                listed.contains(p) || listed.contains(&swapped),
                "n mod 4 = {r}: {p} not in {row}"
            );
        }
        assert_eq!(listed.len(), pairs.len(), "{row}");
        bits.sort();
        let shown: Vec<String> = cells[3].split(", ").map(str::to_string).collect();
        assert_eq!(shown, bits, "{row}");
    }
}

/// docs/your-own-game.md shows examples/rules/lasker.py's program: the
/// file without its `#` lines.
#[test]
fn your_own_games_program_is_lasker_py() {
    let page = read("docs/your-own-game.md");
    let at = page
        .find("This is [examples/rules/lasker.py]")
        .expect("the program's introduction");
    let block = page[at..].split("```python\n").nth(1).expect("a python block");
    let shown = &block[..block.find("```").expect("the block's end")];
    let file = read("examples/rules/lasker.py");
    let code: String = file
        .lines()
        .skip_while(|l| l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(shown, code);
}

/// docs/your-own-game.md: only the octal games' theorem needs a bound on
/// what a move takes.
#[test]
fn the_periodicity_sentence_names_the_octal_theorem() {
    let page = flat(&read("docs/your-own-game.md"));
    assert!(!page.contains("no periodicity theorem applies"));
    assert!(
        page.contains("the octal games' periodicity theorem, which needs a bound on what a move takes, does not apply")
    );
}
