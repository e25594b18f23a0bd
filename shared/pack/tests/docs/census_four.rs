//! docs/octal-census-4.md and its rows (docs/octal-census-4.csv, the
//! census driver's output): the page's counts are the CSV's, a sample of
//! at least 50 proven rows is confirmed by a plain mex loop over moves
//! written here from the code's digits (no sglab table, no prover), and
//! the classes the three-digit census also computed have its figures.

use crate::read;
use std::collections::HashMap;

/// The CSV as maps from column name to cell.
fn rows() -> Vec<HashMap<String, String>> {
    let text = read("docs/octal-census-4.csv");
    let mut lines = text.lines();
    let header: Vec<String> = lines.next().unwrap().split(',').map(String::from).collect();
    lines
        .map(|l| header.iter().cloned().zip(l.split(',').map(String::from)).collect())
        .collect()
}

/// g(0..=n) of an octal code by the definition: every move of every heap
/// size, the mex of the xors.
fn mex_table(code: &str, n: usize) -> Vec<u32> {
    let (whole, tail) = code.split_once('.').unwrap();
    let mut digits: Vec<u32> = vec![whole.parse().unwrap()];
    digits.extend(tail.bytes().map(|b| u32::from(b - b'0')));
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    for h in 0..=n {
        // The mex is at most the number of options: at most 2 + h / 2 a
        // digit (take all, take and leave one heap, the splits).
        let mut seen = vec![false; digits.len() * (3 + h / 2)];
        let mut reach = |v: u32| {
            if (v as usize) < seen.len() {
                seen[v as usize] = true;
            }
        };
        for (k, &d) in digits.iter().enumerate() {
            if k > h {
                break;
            }
            let left = h - k;
            if d & 1 != 0 && left == 0 && k > 0 {
                reach(0);
            }
            if d & 2 != 0 && left >= 1 && k > 0 {
                reach(g[left]);
            }
            if d & 4 != 0 && left >= 2 {
                for a in 1..=left / 2 {
                    reach(g[a] ^ g[left - a]);
                }
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u32);
    }
    g
}

#[test]
fn a_sample_of_proven_rows_is_confirmed_by_a_plain_mex_loop() {
    let proven: Vec<_> = rows()
        .into_iter()
        .filter(|r| r["status"] == "proven")
        .filter(|r| r["theorem_end"].parse::<usize>().unwrap() + r["period"].parse::<usize>().unwrap() <= 1500)
        .collect();
    assert!(proven.len() >= 50, "only {} short proven rows", proven.len());
    let step = proven.len() / 50;
    let mut checked = 0;
    for r in proven.iter().step_by(step).take(60) {
        let (n0, p) = (
            r["preperiod"].parse::<usize>().unwrap(),
            r["period"].parse::<usize>().unwrap(),
        );
        let bound = r["theorem_end"].parse::<usize>().unwrap() + p - 1;
        assert!(r["n"].parse::<usize>().unwrap() >= bound, "{r:?}");
        let g = mex_table(&r["class"], bound);
        let holds = |q: usize, from: usize| (from..=bound - q).all(|n| g[n + q] == g[n]);
        assert!(holds(p, n0), "{}: period {p} from {n0} fails", r["class"]);
        assert!(
            n0 == 0 || g[n0 - 1] != g[n0 - 1 + p],
            "{}: the preperiod is below {n0}",
            r["class"]
        );
        assert!(!(1..p).any(|q| holds(q, n0)), "{}: a period below {p}", r["class"]);
        assert_eq!(g.iter().max().unwrap().to_string(), r["largest"], "{}", r["class"]);
        checked += 1;
    }
    assert!(checked >= 50, "{checked}");
}

#[test]
fn the_page_counts_the_rows_and_the_three_digit_figures_are_unchanged() {
    let rows = rows();
    let page = read("docs/octal-census-4.md");
    let proven = rows.iter().filter(|r| r["status"] == "proven").count();
    let counts = format!("{} of the 4275 classes computed", rows.len());
    assert!(
        page.contains(&counts),
        "the page's table is older than the CSV: {counts}"
    );
    assert!(page.contains(&format!(": {proven} proven, ")), "{proven} proven");
    // The three-digit census's rows of games that are their own class.
    let old = read("docs/octal-census.md");
    let figures: HashMap<&str, (&str, &str, &str)> = old
        .lines()
        .filter(|l| l.starts_with("| 0.") || l.starts_with("| 4."))
        .map(|l| l.trim_matches('|').split('|').map(str::trim).collect::<Vec<_>>())
        .filter(|c| c[1] == "itself")
        .map(|c| (c[0], (c[2], c[3], c[4])))
        .collect();
    let mut same = 0;
    for r in &rows {
        if let Some(&(status, n0, p)) = figures.get(r["class"].as_str()) {
            if status == "proven" && r["status"] == "proven" {
                assert_eq!(
                    (n0, p),
                    (r["preperiod"].as_str(), r["period"].as_str()),
                    "{}",
                    r["class"]
                );
                same += 1;
            }
        }
    }
    assert!(same >= 100, "only {same} three-digit games compared");
}

/// The page's table rows: class, its codes (offsets dropped), status.
fn page_rows(page: &str) -> Vec<(String, Vec<String>, String)> {
    page.lines()
        .filter(|l| l.starts_with("| 0.") || l.starts_with("| 4."))
        .map(|l| {
            let cells: Vec<&str> = l.trim_matches('|').split('|').map(str::trim).collect();
            let codes = cells[1]
                .split(", ")
                .map(|c| c.split(" (").next().unwrap().to_string())
                .collect();
            (cells[0].to_string(), codes, cells[2].to_string())
        })
        .collect()
}

#[test]
fn flammenkamps_longer_codes_fall_in_open_three_digit_classes() {
    let page = read("docs/octal-census-4.md");
    let rows = page_rows(&page);
    // The page's claims: each four-digit code Flammenkamp lists is in the
    // class of the three-digit code named, and that class is open.
    for (code, named) in [("0.6111", "0.371"), ("0.0007", "0.004")] {
        let (class, codes, status) = rows
            .iter()
            .find(|(_, codes, _)| codes.iter().any(|c| c == code))
            .unwrap_or_else(|| panic!("{code} is in no row of the table"));
        assert!(
            codes.iter().any(|c| c == named),
            "{code}'s class {class} holds no {named}: {codes:?}"
        );
        assert!(named.split('.').nth(1).unwrap().len() <= 3, "{named}");
        assert_eq!(status, "open", "{code}'s class {class}");
        assert!(page.contains(&format!("{code} (")) && page.contains(&format!("in the class of {named}")));
    }
    assert!(!page.contains("except 0.6111"));
}
