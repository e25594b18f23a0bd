//! docs/octal-census.md, the census of octal games: its "theorem needs n <"
//! column is the reduced game's bound shifted, every row's N reached covers
//! the values the theorem reads, and its comparison with T. Czajka's tables
//! names their commit and counts what docs/explorer.md says.

use crate::{flat, read};
use sglab::octal::Octal;

/// One proven row of the census table: code, reduced game, offset t, own
/// preperiod n0, period p, "theorem needs n <" E, N reached.
struct CensusRow {
    code: String,
    reduced: String,
    offset: usize,
    n0: usize,
    p: usize,
    end: usize,
    reached: usize,
}

/// The census page's rows: the proven ones and the count of all.
fn census_rows(page: &str) -> (Vec<CensusRow>, usize) {
    let block = page
        .split_once("<!-- census: explore --census --md FILE -->")
        .and_then(|(_, rest)| rest.split_once("<!-- /census -->"))
        .expect("the census block")
        .0;
    let mut proven = Vec::new();
    let mut all = 0;
    for line in block.lines().filter(|l| l.starts_with("| 0.") || l.starts_with("| 4.")) {
        all += 1;
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        if cells[2] != "proven" {
            continue;
        }
        let (reduced, offset) = match cells[1].split_once(" (") {
            None => (cells[0].to_string(), 0),
            Some((game, t)) => (game.to_string(), t.trim_end_matches(')').parse().unwrap()),
        };
        let number = |i: usize| cells[i].parse::<usize>().unwrap();
        proven.push(CensusRow {
            code: cells[0].to_string(),
            reduced,
            offset,
            n0: number(3),
            p: number(4),
            end: number(5),
            reached: number(6),
        });
    }
    (proven, all)
}

/// The census's "theorem needs n <" column is E = t + m + k' for games
/// whose moves leave at most one heap and E = t + 2m + p + k' otherwise (m
/// = max(n0', 1), n0' and k' the reduced game's preperiod and length, t the
/// offset), as the page now says; in 243 of the 738 proven rows that is not
/// 2 n0 + p + k of the code itself. Every row's N reached covers the values
/// the theorem reads, up to E + p - 1 (4.064: exactly 220,810). Rows
/// computed no further than 5,000 have n0' recomputed from the reduced
/// game's table.
#[test]
fn census_theorem_column_is_the_reduced_games_bound_shifted() {
    use sglab::octal_table::{HeapRules, Method, Table};
    let page = read("docs/octal-census.md");
    let (rows, all) = census_rows(&page);
    assert_eq!((all, rows.len()), (1023, 738));
    let mut differ = 0;
    let mut tables: std::collections::HashMap<String, Vec<u16>> = std::collections::HashMap::new();
    for r in &rows {
        let own = Octal::parse(&r.code).unwrap();
        let (reduced, t) = own.fully_reduced();
        let reduced_code = if t == 0 { own.code() } else { reduced.code() };
        assert_eq!((reduced_code.as_str(), t), (r.reduced.as_str(), r.offset), "{}", r.code);
        let (parts, k) = (reduced.most_parts().max(1), reduced.length());
        assert!(parts <= 2, "{}", r.code);
        // E - t - (parts - 1) p - k' = parts * m with m >= 1, and the own
        // preperiod is at most n0' + t.
        let rest = r.end - t - (parts - 1) * r.p - k;
        assert_eq!(rest % parts, 0, "{}", r.code);
        let m = rest / parts;
        assert!(m >= 1 && r.n0 <= m + t, "{}", r.code);
        assert!(
            r.reached >= r.end + r.p - 1,
            "{}: the values needed reach E + p - 1",
            r.code
        );
        differ += usize::from(r.end != 2 * r.n0 + r.p + own.length());
        if r.reached <= 5000 {
            let g = tables.entry(r.reduced.clone()).or_insert_with(|| {
                let mut table = Table::new(HeapRules::octal(&reduced), Method::Sparse);
                table.extend_to(r.reached - t, false).unwrap();
                table.g.clone()
            });
            let last = r.reached - t;
            let n0_reduced = (0..=last - r.p)
                .rev()
                .take_while(|&n| g[n] == g[n + r.p])
                .last()
                .unwrap();
            assert_eq!(m, n0_reduced.max(1), "{}: n0' = {n0_reduced}", r.code);
        }
    }
    assert_eq!(differ, 243);
    let row = rows.iter().find(|r| r.code == "4.064").unwrap();
    assert_eq!((row.end + row.p - 1, row.reached), (220_810, 220_810));
    let text = flat(&page);
    assert!(text.contains(
        "where $E' = m + k'$ if no move leaves more than one heap and $E' = 2m + p + k'$ otherwise, with $m = \\max(n_0', 1)$"
    ));
    assert!(text.contains("so the values needed reach $E + p - 1$ in every row"));
    assert!(text.contains(
        "$E$ is not $2 n_0 + p + k$ computed from the code's own preperiod and length in 243 of the 738 proven rows"
    ));
    assert!(!text.contains("is that bound for the code itself"));
}

/// The census compares with Czajka's trivial table as of commit 6f2e71f
/// (the page and `explore::published` name it). His newer figures (.4 from
/// 54, .44 from 143, 4 from 1) are these codes' own preperiods, and the
/// older ones (52, 141, 0) their reduced games': the comparison accepts
/// both, so the verdicts stand. The summary counts 698 + 285 = 983 codes
/// agreeing with his status and 40 proven that he lists as open, which is
/// what the README says, with the caveat that Flammenkamp's per-game tables
/// were not checked.
#[test]
fn census_names_czajkas_commit_and_the_readme_counts_983_and_40() {
    use explorer::census::{census, Published};
    let commit = "6f2e71f06df7a7fcb39001c35f837c657cd73c48";
    let page = read("docs/octal-census.md");
    assert!(flat(&page).contains(&format!("TrivialGames.md at commit {commit}")));
    assert!(read("shared/explorer/src/published.rs").contains(commit));
    let codes: Vec<String> = ["0.4", "0.44", "4.0"].iter().map(|c| c.to_string()).collect();
    let rows = census(&codes, 0.5, 1, false).unwrap();
    for (row, own, reduced) in rows
        .iter()
        .zip([54, 143, 1])
        .zip([52, 141, 0])
        .map(|((r, o), d)| (r, o, d))
    {
        assert_eq!(row.proven.map(|p| p.0), Some(own), "{}", row.code);
        assert_eq!(row.found.proven.map(|p| p.0), Some(reduced), "{}", row.code);
        assert!(
            matches!(&row.published, Published::Trivial(_, n0, _) if *n0 == reduced),
            "{}",
            row.code
        );
        assert_eq!(row.verdict, "agrees");
    }
    let summary = "published (T. Czajka's tables): 698 agree, 285 open as published, 40 proven here but published \
                   unsolved, 0 differ, 0 not listed";
    assert!(page.contains(summary));
    assert_eq!(page.matches("| proven here, published unsolved |").count(), 40);
    let agreeing = page.matches("| agrees |").count() + page.matches("| open as published |").count();
    assert_eq!(agreeing, 983);
    let readme = flat(&read("docs/explorer.md"));
    assert!(readme.contains("738 proven, 285 open; 983 agree with T. Czajka's status, 40 he lists as open are proven (against his lists only, not Flammenkamp's per-game tables"));
    assert!(!readme.contains("all agreeing with T. Czajka's published status"));
    assert!(flat(&page).contains(
        "\"Proven here\" is measured against Czajka's lists only: Flammenkamp's per-game tables were not checked"
    ));
}
