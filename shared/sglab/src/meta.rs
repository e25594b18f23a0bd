//! What the pack states about each problem, read from one place: the
//! `[package]` and `[package.metadata.judge]` tables of
//! `problems/<folder>/Cargo.toml` (the judge's name and limits, the Rust
//! note, the largest generator kinds, and the accepted range of every named
//! input token, what goes beyond the judge's statement), and the golden
//! files under `testdata/<folder>/`. Every tool
//! (judge, check, bench, table) and every test reads them through here.
//! Tested by the unit tests below and by each problem's suite (`limits`).

use crate::comparison::Rule;
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// An inclusive range of an input token's values; `hi` is `u64::MAX` for a
/// range written with no upper bound (`"1.."`). A signed token's range
/// (`"-100_000..=100_000"`, a coordinate) starts at `-neg`: then `lo` is 0
/// and `neg` > 0, so the tools that only look at `lo..=hi` see its
/// non-negative part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Range {
    pub lo: u64,
    pub hi: u64,
    pub neg: u64,
}

impl Range {
    /// Reads `"lo..=hi"` or `"lo.."` (no upper bound); digits may be
    /// grouped with `_`; `lo` may be negative (`"-5..=5"`).
    pub fn parse(text: &str) -> Result<Range, String> {
        if let Some(rest) = text.strip_prefix('-') {
            let (neg, hi) = rest
                .split_once("..=")
                .ok_or_else(|| format!("{text:?}: write -lo..=hi"))?;
            let neg: u64 = neg
                .replace('_', "")
                .parse()
                .map_err(|_| format!("{text:?} is not a range -lo..=hi"))?;
            let hi = Range::parse(&format!("0..={hi}"))?.hi;
            return Ok(Range { lo: 0, hi, neg });
        }
        let number = |s: &str| {
            s.replace('_', "")
                .parse::<u64>()
                .map_err(|_| format!("{text:?} is not a range lo..=hi or lo.."))
        };
        match text.split_once("..") {
            Some((lo, "")) => Ok(Range {
                lo: number(lo)?,
                hi: u64::MAX,
                neg: 0,
            }),
            Some((lo, hi)) => {
                let hi = hi.strip_prefix('=').ok_or_else(|| format!("{text:?}: write lo..=hi"))?;
                let range = Range {
                    lo: number(lo)?,
                    hi: number(hi)?,
                    neg: 0,
                };
                if range.lo > range.hi {
                    return Err(format!("{text:?} is empty"));
                }
                Ok(range)
            }
            None => Err(format!("{text:?} is not a range lo..=hi or lo..")),
        }
    }

    pub fn contains(&self, v: u64) -> bool {
        self.lo <= v && v <= self.hi
    }

    /// Whether a signed value lies in the range (`-neg..=hi`).
    pub fn contains_signed(&self, v: i128) -> bool {
        let lo = if self.neg > 0 {
            -i128::from(self.neg)
        } else {
            i128::from(self.lo)
        };
        lo <= v && v <= i128::from(self.hi)
    }
}

impl fmt::Display for Range {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.neg > 0 {
            return write!(f, "-{}..={}", self.neg, self.hi);
        }
        write!(f, "{}..={}", self.lo, self.hi)
    }
}

/// Named token ranges: `[package.metadata.judge.limits]` (the judge's
/// constraints) or what the binary accepts.
pub type Ranges = BTreeMap<String, Range>;

/// One problem as its Cargo.toml states it.
#[derive(Clone, Debug)]
pub struct Meta {
    /// The binary (and package) name, as its Cargo.toml gives it.
    pub bin: String,
    /// The folder name, `<judge><id>-<title>`.
    pub folder: String,
    /// `problems/<folder>`.
    pub dir: PathBuf,
    /// `testdata/<folder>`.
    pub testdata: PathBuf,
    /// The package description: the game in one sentence.
    pub description: String,
    /// The judge problem's name, e.g. `HDU 5795 A Simple Nim`.
    pub title: String,
    /// The problem's or game's name in English, e.g. `A Simple Nim` or
    /// `Wythoff's game` (for `Luogu P2252 [SHOI2002] 取石子游戏`): first in
    /// the book's contents, so a reader without a CJK font still sees it.
    pub english: String,
    /// Where the statement is.
    pub url: String,
    /// Where Rust can be submitted for it.
    pub rust: String,
    /// The game, in a few words (the README's problem table).
    pub game: String,
    /// The technique it teaches, in a few words (the README's table).
    pub technique: String,
    pub time_limit: Duration,
    pub memory_limit_mib: u64,
    /// How the judge compares an output with the expected one
    /// (`comparison`: `exact`, `lines` or `tokens`; see
    /// [`crate::comparison::Rule`]).
    pub comparison: Rule,
    /// Generator kinds that make the judge's largest inputs.
    pub bench: Vec<String>,
    /// A dev-only baseline example the benchmark runs once beside the
    /// solution on the same inputs, for comparison (`compare`).
    pub compare: Option<String>,
    /// The judge's constraints on each named token
    /// (`[package.metadata.judge.limits]`).
    pub limits: Ranges,
    /// What the binary accepts: the limits, widened where
    /// `[package.metadata.judge.accepts]` says so.
    pub accepts: Ranges,
    /// What goes beyond the judge's statement, with why
    /// (`[package.metadata.judge.beyond]`): a golden file by its name with
    /// `.in` (`"max-1.in"`), a generator kind by its name (`max`, `random`).
    /// Everything not named stays inside (see [`crate::contract::scope`]).
    pub beyond: BTreeMap<String, String>,
    /// Tokens whose upper end is an earlier token's value, written
    /// `x_i = "1..=N"` (a vertex number up to N) or `"1..=n-1"` (that value
    /// less a constant): token -> the bound as written (see [`bound`]).
    /// Their entries in `limits` and `accepts` hold the bound's own upper end.
    pub bounded_by: BTreeMap<String, String>,
}

/// A bound as `bounded_by` holds it, split into the earlier token's name
/// and the constant taken off its value: `"n-1"` -> `("n", 1)`, `"N"` ->
/// `("N", 0)`.
pub fn bound(text: &str) -> (&str, u64) {
    match text.split_once('-') {
        Some((name, less)) => (name, less.parse().unwrap_or(0)),
        None => (text, 0),
    }
}

/// The workspace root (this crate is `shared/sglab`).
pub fn root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::canonicalize(&root).unwrap_or(root)
}

/// `path` relative to the workspace root when it is inside it, for reports.
pub fn shown(path: &Path) -> String {
    path.strip_prefix(root()).unwrap_or(path).display().to_string()
}

/// The `key = value` pairs of a Cargo.toml, by table: `("package", "name")`
/// -> value, quotes removed. Enough TOML for the pack's manifests: one
/// key a line, string or number values, `#` comments.
fn tables(manifest: &str) -> BTreeMap<(String, String), String> {
    let mut table = String::new();
    let mut pairs = BTreeMap::new();
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            table = name.trim().to_string();
            continue;
        }
        if let Some((key, value)) = line.split_once('=') {
            let unquote = |s: &str| s.trim().trim_matches('"').to_string();
            let value = value.split(" #").next().unwrap_or("");
            pairs.insert((table.clone(), unquote(key)), unquote(value));
        }
    }
    pairs
}

/// The judge's table in a problem's Cargo.toml.
const JUDGE: &str = "package.metadata.judge";

/// A problem's Cargo.toml as [`tables`] reads it, with the path its errors name.
struct Manifest<'a> {
    pairs: BTreeMap<(String, String), String>,
    path: &'a Path,
}

impl Manifest<'_> {
    /// The value of `key` in `table`, if stated.
    fn get(&self, table: &str, key: &str) -> Option<String> {
        self.pairs.get(&(table.to_string(), key.to_string())).cloned()
    }

    /// The value of `key` in `[package.metadata.judge]`, which must be stated.
    fn need(&self, key: &str) -> Result<String, String> {
        self.get(JUDGE, key)
            .ok_or_else(|| format!("{}: no {key} in [{JUDGE}]", shown(self.path)))
    }

    /// [`Manifest::need`] read as a number.
    fn number(&self, key: &str) -> Result<u64, String> {
        self.need(key)?
            .parse()
            .map_err(|_| format!("{}: {key} is not a number", shown(self.path)))
    }

    /// Every key in `table` with its value.
    fn table(&self, table: &str) -> BTreeMap<String, String> {
        self.pairs
            .iter()
            .filter(|((t, _), _)| t == table)
            .map(|((_, key), value)| (key.clone(), value.clone()))
            .collect()
    }

    /// The ranges `table` states, noting in `bounded_by` each token whose range ends at an earlier token's value.
    fn ranges(&self, table: &str, bounded_by: &mut BTreeMap<String, String>) -> Result<Ranges, String> {
        self.pairs
            .iter()
            .filter(|((t, _), _)| t == table)
            .map(|((_, key), value)| {
                // "lo..=NAME": up to the value of the earlier token NAME.
                let text = match value.split_once("..=") {
                    Some((lo, bound)) if bound.starts_with(|c: char| c.is_ascii_alphabetic()) => {
                        bounded_by.insert(key.clone(), bound.to_string());
                        format!("{lo}..")
                    }
                    _ => value.clone(),
                };
                let range = Range::parse(&text).map_err(|e| format!("{}: [{table}] {key}: {e}", shown(self.path)))?;
                Ok((key.clone(), range))
            })
            .collect()
    }
}

/// Sets the upper end of each bounded token's range to its bound's own upper end (less the constant).
fn bound_ends(ranges: &mut Ranges, bounded_by: &BTreeMap<String, String>, path: &Path) -> Result<(), String> {
    for (token, text) in bounded_by {
        let (bound, less) = bound(text);
        let hi = ranges
            .get(bound)
            .ok_or_else(|| format!("{}: {token} is bounded by {bound}, which has no range", shown(path)))?
            .hi
            .saturating_sub(less);
        if let Some(range) = ranges.get_mut(token) {
            range.hi = hi;
        }
    }
    Ok(())
}

/// Reads the problem in `problems/<folder>`.
pub fn read(dir: &Path) -> Result<Meta, String> {
    let path = dir.join("Cargo.toml");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", shown(&path)))?;
    let manifest = Manifest {
        pairs: tables(&text),
        path: &path,
    };
    let mut bounded_by = BTreeMap::new();
    let mut limits = manifest.ranges("package.metadata.judge.limits", &mut bounded_by)?;
    let mut accepts = limits.clone();
    accepts.extend(manifest.ranges("package.metadata.judge.accepts", &mut bounded_by)?);
    for ranges in [&mut limits, &mut accepts] {
        bound_ends(ranges, &bounded_by, &path)?;
    }
    let beyond = manifest.table("package.metadata.judge.beyond");
    let folder = dir
        .file_name()
        .and_then(|f| f.to_str())
        .ok_or_else(|| format!("{}: no folder name", dir.display()))?
        .to_string();
    Ok(Meta {
        bin: manifest
            .get("package", "name")
            .ok_or_else(|| format!("{}: no package name", shown(&path)))?,
        testdata: root().join("testdata").join(&folder),
        folder,
        dir: dir.to_path_buf(),
        description: manifest.get("package", "description").unwrap_or_default(),
        title: manifest.need("name")?,
        english: manifest.need("english")?,
        url: manifest.get(JUDGE, "url").unwrap_or_default(),
        rust: manifest.need("rust")?,
        game: manifest.get(JUDGE, "game").unwrap_or_default(),
        technique: manifest.get(JUDGE, "technique").unwrap_or_default(),
        time_limit: Duration::from_millis(manifest.number("time_limit_ms")?),
        memory_limit_mib: manifest.number("memory_limit_mib")?,
        comparison: Rule::parse(&manifest.need("comparison")?).map_err(|e| format!("{}: {e}", shown(&path)))?,
        bench: manifest
            .get(JUDGE, "bench")
            .unwrap_or_default()
            .split_whitespace()
            .map(str::to_string)
            .collect(),
        compare: manifest.get(JUDGE, "compare"),
        limits,
        accepts,
        beyond,
        bounded_by,
    })
}

/// Every problem folder under `problems/`, by folder name.
pub fn all() -> Result<Vec<Meta>, String> {
    let problems = root().join("problems");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&problems)
        .map_err(|e| format!("cannot read {}: {e}", problems.display()))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("Cargo.toml").exists())
        .collect();
    dirs.sort();
    dirs.iter().map(|d| read(d)).collect()
}

/// The problem whose binary is named `bin`.
pub fn find(bin: &str) -> Result<Meta, String> {
    all()?
        .into_iter()
        .find(|m| m.bin == bin)
        .ok_or_else(|| format!("no problem with binary name {bin:?} under problems/"))
}

/// The problem a person names: its binary name (`hdu5795`), its folder
/// name (`<judge><id>-<title>`) or a prefix of either that only one
/// problem has, in any letter case. Every tool that takes a
/// problem reads its name through here. `Err` is one line: an unknown name
/// with the nearest names, or the problems a prefix shares.
pub fn resolve(name: &str) -> Result<Meta, String> {
    if let Some(meta) = exact(name) {
        return Ok(meta);
    }
    let mut all = all()?;
    let at = position(&all, name)?;
    Ok(all.swap_remove(at))
}

/// The problem whose binary or folder name `name` is exactly, read from
/// the folders named so or `<name>-...` alone (where the pack's folders put
/// the binary name): one manifest, not every problem's, which was a tenth
/// of the standalone interactor's instructions on a 250-game conversation.
/// `None` when no such folder holds it ([`resolve`] then reads them all).
fn exact(name: &str) -> Option<Meta> {
    let wanted = name.trim().to_lowercase();
    if wanted.is_empty() {
        return None;
    }
    let prefix = format!("{wanted}-");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root().join("problems"))
        .ok()?
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|f| f.to_str())
                .is_some_and(|f| f == wanted || f.starts_with(&prefix))
        })
        .collect();
    dirs.sort();
    dirs.iter()
        .filter_map(|d| read(d).ok())
        .find(|m| m.bin == wanted || m.folder == wanted)
}

/// The binary names of the problems `names` name (each by binary or folder
/// name or a unique prefix, see [`resolve`]), in the order given.
pub fn bins_named(all: &[Meta], names: &[String]) -> Result<Vec<String>, String> {
    names
        .iter()
        .map(|name| Ok(all[position(all, name)?].bin.clone()))
        .collect()
}

/// Where in `all` the problem `name` names is (see [`resolve`]).
pub fn position(all: &[Meta], name: &str) -> Result<usize, String> {
    let names: Vec<(&str, &str)> = all.iter().map(|m| (m.bin.as_str(), m.folder.as_str())).collect();
    pick(&names, name)
}

/// Which of `names` (binary, folder) `name` names (see [`resolve`]).
pub fn pick(names: &[(&str, &str)], name: &str) -> Result<usize, String> {
    let wanted = name.trim().to_lowercase();
    if let Some(at) = names
        .iter()
        .position(|&(bin, folder)| bin == wanted || folder == wanted)
    {
        return Ok(at);
    }
    let starting: Vec<usize> = (0..names.len())
        .filter(|&i| !wanted.is_empty() && (names[i].0.starts_with(&wanted) || names[i].1.starts_with(&wanted)))
        .collect();
    match starting[..] {
        [at] => return Ok(at),
        [_, _, ..] => {
            let bins: Vec<&str> = starting.iter().map(|&i| names[i].0).collect();
            return Err(format!(
                "{name:?} begins the names of {} problems ({}): give more of the name",
                bins.len(),
                bins.join(", ")
            ));
        }
        [] => {}
    }
    // The nearest names by edits, to the binary or folder name, whichever
    // is nearer; only those a slip of a few keys away.
    let mut near: Vec<(usize, &str)> = names
        .iter()
        .map(|&(bin, folder)| (edits(&wanted, bin).min(edits(&wanted, folder)), bin))
        .filter(|&(d, _)| d <= 2.max(wanted.chars().count() / 3))
        .collect();
    near.sort();
    let hint = match near.iter().take(3).map(|&(_, bin)| bin).collect::<Vec<_>>()[..] {
        [] => String::new(),
        [one] => format!("; did you mean {one}?"),
        ref some => format!("; did you mean one of {}?", some.join(", ")),
    };
    Err(format!(
        "unknown problem {name:?}{hint} (`scripts/judge.sh list` lists the {} problems)",
        names.len()
    ))
}

/// The edit distance between `a` and `b` (insertions, deletions and
/// substitutions of characters).
fn edits(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diagonal + usize::from(ca != cb)).min(row[j] + 1).min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// A golden test: `NAME.in` and its expected `NAME.out` (CRLF read as LF).
#[derive(Clone, Debug)]
pub struct Golden {
    pub name: String,
    pub input: String,
    pub output: String,
}

/// The golden pairs of `meta`, samples first, then smallest first (so a
/// small failing file is met before a large one). An `.in` without its
/// `.out`, or the other way round, is an error.
pub fn goldens(meta: &Meta) -> Result<Vec<Golden>, String> {
    let dir = &meta.testdata;
    let files: Vec<String> = std::fs::read_dir(dir)
        .map_err(|e| format!("cannot read {}: {e}", shown(dir)))?
        .flatten()
        .filter_map(|e| e.file_name().to_str().map(str::to_string))
        .collect();
    for file in &files {
        let other = match (file.strip_suffix(".in"), file.strip_suffix(".out")) {
            (Some(stem), _) => format!("{stem}.out"),
            (_, Some(stem)) => format!("{stem}.in"),
            _ => continue,
        };
        if !files.contains(&other) {
            return Err(format!("{}/{file} has no {other}", shown(dir)));
        }
    }
    let mut names: Vec<&str> = files.iter().filter_map(|f| f.strip_suffix(".in")).collect();
    let size = |name: &str| std::fs::metadata(dir.join(format!("{name}.in"))).map_or(0, |m| m.len());
    names.sort_by_key(|name| (!name.starts_with("sample"), size(name), name.to_string()));
    let read = |path: PathBuf| std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", shown(&path)));
    names
        .into_iter()
        .map(|name| {
            Ok(Golden {
                name: name.to_string(),
                input: read(dir.join(format!("{name}.in")))?,
                output: read(dir.join(format!("{name}.out")))?.replace("\r\n", "\n"),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_parse() {
        assert_eq!(
            Range::parse("1..=100_000").unwrap(),
            Range {
                lo: 1,
                hi: 100_000,
                neg: 0
            }
        );
        assert_eq!(
            Range::parse("0..").unwrap(),
            Range {
                lo: 0,
                hi: u64::MAX,
                neg: 0
            }
        );
        let signed = Range::parse("-100_000..=100_000").unwrap();
        assert_eq!(
            signed,
            Range {
                lo: 0,
                hi: 100_000,
                neg: 100_000
            }
        );
        assert_eq!(signed.to_string(), "-100000..=100000");
        assert!(signed.contains_signed(-100_000) && !signed.contains_signed(-100_001));
        assert!(signed.contains_signed(100_000) && !signed.contains_signed(100_001));
        assert!(Range::parse("-5..").is_err());
        assert!(Range::parse("5..=4").is_err());
        assert!(Range::parse("1..4").is_err());
        assert!(Range::parse("x").is_err());
    }

    #[test]
    fn a_range_may_end_at_an_earlier_tokens_value() {
        let dir = std::env::temp_dir().join(format!("sglab-meta-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let manifest =
            "[package]\nname = \"x\"\n[package.metadata.judge]\nname = \"X\"\nenglish = \"X\"\nrust = \"no\"\n\
                        time_limit_ms = 1\nmemory_limit_mib = 1\ncomparison = \"exact\"\n[package.metadata.judge.limits]\n\
                        N = \"2..=100\"\nx_i = \"1..=N\"\nk = \"1..=N-1\"\n\
                        [package.metadata.judge.accepts]\nN = \"2..=500\"\n";
        std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
        let meta = read(&dir).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(meta.bounded_by["x_i"], "N");
        assert_eq!(meta.limits["x_i"], Range { lo: 1, hi: 100, neg: 0 });
        assert_eq!(meta.accepts["x_i"], Range { lo: 1, hi: 500, neg: 0 });
        assert_eq!(meta.bounded_by["k"], "N-1");
        assert_eq!(meta.limits["k"], Range { lo: 1, hi: 99, neg: 0 });
        assert_eq!(meta.accepts["k"], Range { lo: 1, hi: 499, neg: 0 });
    }

    #[test]
    fn tables_read_keys_by_table() {
        let pairs = tables("[package]\nname = \"x\"\n[a.b]\n\"s[i]\" = \"1..=9\" # note\nn = 3\n");
        assert_eq!(pairs[&("package".to_string(), "name".to_string())], "x");
        assert_eq!(pairs[&("a.b".to_string(), "s[i]".to_string())], "1..=9");
        assert_eq!(pairs[&("a.b".to_string(), "n".to_string())], "3");
    }

    #[test]
    fn a_problem_is_named_by_binary_folder_or_unique_prefix() {
        let names = [
            ("ab5795", "ab5795-a-simple-game"),
            ("ab1907", "ab1907-jo"),
            ("cd2252", "cd2252-wy"),
            ("cot3", "ef-cot3-combat"),
        ];
        for (name, at) in [
            ("ab5795", 0),
            ("ab5795-a-simple-game", 0),
            ("AB5795", 0),
            ("cd", 2),
            ("cd2252-w", 2),
            ("ef", 3),
            ("co", 3),
        ] {
            assert_eq!(pick(&names, name), Ok(at), "{name}");
        }
        assert_eq!(
            pick(&names, "ab5796").unwrap_err(),
            "unknown problem \"ab5796\"; did you mean ab5795? (`scripts/judge.sh list` lists the 4 problems)"
        );
        assert_eq!(pick(&names, "ab1"), Ok(1));
        assert_eq!(
            pick(&names, "ab").unwrap_err(),
            "\"ab\" begins the names of 2 problems (ab5795, ab1907): give more of the name"
        );
        assert!(!pick(&names, "zzzzzzzz").unwrap_err().contains("did you mean"));
        assert!(pick(&names, "").is_err());
        assert_eq!(
            (edits("ab5796", "ab5795"), edits("", "ab"), edits("kitten", "sitting")),
            (1, 2, 3)
        );
    }

    /// One judge, one rule: every problem of a judge (the folder's letters
    /// before its number) names the same comparison.
    #[test]
    fn every_problem_of_a_judge_is_compared_alike() {
        let mut by_judge: BTreeMap<String, (Rule, String)> = BTreeMap::new();
        for meta in all().unwrap() {
            let judge: String = meta.folder.chars().take_while(|c| c.is_ascii_lowercase()).collect();
            let judge = match judge.as_str() {
                "abc" | "agc" => "atcoder".to_string(),
                _ => judge,
            };
            let (rule, first) = by_judge.entry(judge).or_insert((meta.comparison, meta.folder.clone()));
            assert_eq!(*rule, meta.comparison, "{} and {first}", meta.folder);
        }
        let rule = |judge: &str| by_judge[judge].0;
        assert_eq!(
            [
                rule("luogu"),
                rule("cses"),
                rule("cf"),
                rule("atcoder"),
                rule("hdu"),
                rule("poj")
            ],
            [
                Rule::Lines,
                Rule::Tokens,
                Rule::Tokens,
                Rule::Tokens,
                Rule::Exact,
                Rule::Exact
            ]
        );
    }

    #[test]
    fn every_problem_reads() {
        let all = all().unwrap();
        assert!(all.len() >= 18);
        for meta in all {
            assert!(
                meta.time_limit.as_millis() > 0 && meta.memory_limit_mib > 0,
                "{}",
                meta.folder
            );
        }
    }
}
