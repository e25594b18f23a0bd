//! A new problem's files, ready to fill in: `scripts/new.sh FOLDER` runs the
//! `new-problem` binary, which calls [`create`]. The files compile (the
//! workspace still builds) but every one holds [`MARKER`] where work is left,
//! so `scripts/check.sh` reports the problem INCOMPLETE and its tests fail
//! until it is written. Templates: `shared/pack/templates/new-problem/`.
//! Tested by the unit tests below (names, contents, the files in a scratch
//! root).

use std::fs;
use std::path::{Path, PathBuf};

/// Written wherever the new problem needs work; `scripts/check.sh` looks for it.
pub const MARKER: &str = "TODO(new-problem)";

/// Usage of the `new-problem` binary (and `scripts/new.sh`).
pub const USAGE: &str = "\
usage: scripts/new.sh FOLDER [BINARY]      e.g. scripts/new.sh cses1099-stair-game
Creates problems/FOLDER (Cargo.toml, src/main.rs, README.md, lab.rs,
tests/special.rs) and testdata/FOLDER/, and adds the problem's entry to the
registry, shared/pack/src/problems/mod.rs. The names follow one rule:
  - a judge that numbers its problems: FOLDER is <judge><id>-<title> and
    BINARY is FOLDER up to its first '-' (cses1099-stair-game: cses1099);
  - a judge that names them by a code (SPOJ COT3, CodeChef HAMILG, Library
    Checker nim_product_64): FOLDER is <judge>-<code>-<title> and BINARY,
    given after it, is the code in lower case, '-' for its '_' in FOLDER
    (scripts/new.sh spoj-cot3-combat-on-a-tree cot3): the name a learner
    looks the problem up by.
The workspace's members glob problems/* picks the package up. Everything compiles; every file holds
TODO(new-problem) where work is left, and scripts/check.sh reports the
problem INCOMPLETE until none is left.";

const CARGO_TOML: &str = include_str!("../templates/new-problem/Cargo.toml.tmpl");
const MAIN_RS: &str = include_str!("../templates/new-problem/main.rs.tmpl");
const README_MD: &str = include_str!("../templates/new-problem/README.md.tmpl");
const SPECIAL_RS: &str = include_str!("../templates/new-problem/special.rs.tmpl");
const LAB_RS: &str = include_str!("../templates/new-problem/lab.rs.tmpl");

/// The names a folder name gives: `cses1099-stair-game` is binary `cses1099`,
/// type `Cses1099`, title `CSES 1099 Stair Game`.
#[derive(Debug, PartialEq, Eq)]
pub struct Names {
    pub folder: String,
    pub bin: String,
    pub type_name: String,
    pub title: String,
}

/// Judges the pack knows, by folder prefix, with the name their pages use.
const JUDGES: [(&str, &str); 12] = [
    ("abc", "AtCoder ABC"),
    ("acwing", "AcWing"),
    ("agc", "AtCoder AGC"),
    ("cf", "Codeforces"),
    ("codechef", "CodeChef"),
    ("cses", "CSES"),
    ("spoj", "SPOJ"),
    ("hdu", "HDU"),
    ("luogu", "Luogu P"),
    ("poj", "POJ"),
    ("yosupo", "Library Checker"),
    ("kattis", "Kattis"),
];

/// Whether `bin` is the binary name the rule gives the folder `folder`
/// (see [`USAGE`]): FOLDER up to its first '-' when that holds the judge's
/// number (`cses1099`), else the judge's code after `<judge>-`, '-' read
/// as '_' (`spoj-cot3-combat-on-a-tree`: `cot3`; `yosupo-nim-product-64`:
/// `nim_product_64`). Every problem of the pack follows it (tested by
/// tests/tools/scripts.rs).
pub fn binary_rule(folder: &str, bin: &str) -> Result<(), String> {
    let first = folder.split('-').next().unwrap_or("");
    if first.contains(|c: char| c.is_ascii_digit()) {
        return match bin == first {
            true => Ok(()),
            false => Err(format!(
                "{folder}: the binary is {first} (FOLDER up to its first '-'), not {bin}"
            )),
        };
    }
    let code = folder.split_once('-').map_or("", |(_, rest)| rest).replace('-', "_");
    let valid = !bin.is_empty()
        && bin.starts_with(|c: char| c.is_ascii_lowercase())
        && bin
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if valid && (code == bin || code.starts_with(&format!("{bin}_"))) {
        Ok(())
    } else {
        Err(format!(
            "{folder}: {first} names its problems by a code, so the binary is that code, \
             the words after `{first}-` up to the title with '-' read as '_' (not {bin:?})"
        ))
    }
}

/// Checks `folder` (`<judge><id>-<title>`: lower-case ASCII letters, digits
/// and single '-', starting with a letter, at least one '-') and derives the
/// names; a judge that names its problems by a code needs the binary `bin`.
pub fn names(folder: &str, bin: Option<&str>) -> Result<Names, String> {
    let well_formed = folder.starts_with(|c: char| c.is_ascii_lowercase())
        && folder
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !folder.ends_with('-')
        && !folder.contains("--");
    let (first, title) = match folder.split_once('-') {
        Some(parts) if well_formed => parts,
        _ => {
            return Err(format!(
                "{folder:?} is not <judge><id>-<title> in lower-case letters, digits and '-' (e.g. cses1099-stair-game)"
            ))
        }
    };
    let judge_len = first.find(|c: char| c.is_ascii_digit()).unwrap_or(first.len());
    let (judge, id) = first.split_at(judge_len);
    let judge_name = JUDGES
        .iter()
        .find(|(prefix, _)| *prefix == judge)
        .map_or_else(|| judge.to_uppercase(), |(_, name)| name.to_string());
    let (bin, heading) = match (id, bin) {
        ("", None) => {
            return Err(format!(
                "{folder}: {judge} names its problems by a code; give the binary, the code: \
                 scripts/new.sh {folder} CODE (e.g. scripts/new.sh spoj-cot3-combat-on-a-tree cot3)"
            ))
        }
        ("", Some(bin)) => {
            binary_rule(folder, bin)?;
            let words = title.split('-').skip(bin.split('_').count()).map(capitalise);
            let code = if judge == "yosupo" {
                bin.to_string()
            } else {
                bin.to_uppercase()
            };
            (bin, std::iter::once(code).chain(words).collect::<Vec<_>>().join(" "))
        }
        (_, Some(bin)) if bin != first => return Err(binary_rule(folder, bin).unwrap_err()),
        _ => {
            let words: Vec<String> = title.split('-').map(capitalise).collect();
            (first, format!("{id} {}", words.join(" ")))
        }
    };
    Ok(Names {
        folder: folder.to_string(),
        bin: bin.to_string(),
        type_name: bin.split('_').map(capitalise).collect(),
        title: format!("{judge_name} {heading}").replace("Luogu P ", "Luogu P"),
    })
}

fn capitalise(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_ascii_uppercase().to_string() + chars.as_str()
    })
}

/// A template with the names filled in.
fn fill(template: &str, names: &Names) -> String {
    template
        .replace("{folder}", &names.folder)
        .replace("{bin}", &names.bin)
        .replace("{Type}", &names.type_name)
        .replace("{title}", &names.title)
}

/// Every file of a new problem, relative to the repository root, with its
/// content (the testdata folder holds a `.gitkeep` until its first test).
pub fn files(names: &Names) -> Vec<(PathBuf, String)> {
    let problem = Path::new("problems").join(&names.folder);
    vec![
        (problem.join("Cargo.toml"), fill(CARGO_TOML, names)),
        (problem.join("src/main.rs"), fill(MAIN_RS, names)),
        (problem.join("README.md"), fill(README_MD, names)),
        (problem.join("lab.rs"), fill(LAB_RS, names)),
        (problem.join("tests/special.rs"), fill(SPECIAL_RS, names)),
        (
            Path::new("testdata").join(&names.folder).join(".gitkeep"),
            String::new(),
        ),
    ]
}

/// The registry `mod_rs` with the entry of `bin` (its `lab.rs` in
/// `problems/<folder>`) after the last one.
pub fn register(mod_rs: &str, folder: &str, bin: &str) -> Result<String, String> {
    let last = mod_rs
        .rfind("\npub mod ")
        .ok_or("problems/mod.rs has no `pub mod` entry to add after")?;
    let end = last
        + 1
        + mod_rs[last + 1..]
            .find('\n')
            .ok_or("problems/mod.rs ends inside an entry")?;
    Ok(format!(
        "{}\n#[path = \"../../../../problems/{folder}/lab.rs\"]\npub mod {bin};{}",
        &mod_rs[..end],
        &mod_rs[end..]
    ))
}

/// Creates the new problem `folder` under the repository `root`; returns the
/// paths written. Refuses a folder, binary or module that already exists,
/// before writing anything.
pub fn create(root: &Path, folder: &str, bin: Option<&str>) -> Result<Vec<PathBuf>, String> {
    let names = names(folder, bin)?;
    let mod_rs = root.join("shared/pack/src/problems/mod.rs");
    let mod_text =
        fs::read_to_string(&mod_rs).map_err(|e| format!("{}: {e} (is the root the pack?)", mod_rs.display()))?;
    let files = files(&names);
    let folders = [Path::new("problems").join(folder), Path::new("testdata").join(folder)];
    let paths = folders.iter().chain(files.iter().map(|(path, _)| path));
    if let Some(existing) = paths.into_iter().find(|path| root.join(path).exists()) {
        return Err(format!("{} already exists", existing.display()));
    }
    let taken = fs::read_dir(root.join("problems"))
        .map_err(|e| format!("{}: {e}", root.join("problems").display()))?
        .filter_map(|entry| entry.ok())
        .any(|entry| entry.file_name().to_string_lossy().split('-').next() == Some(names.bin.as_str()));
    if taken || mod_text.lines().any(|l| l.trim() == format!("pub mod {};", names.bin)) {
        return Err(format!("a problem with binary {} already exists", names.bin));
    }
    let registered = register(&mod_text, folder, &names.bin)?;
    let mut written = Vec::new();
    for (path, content) in files {
        let full = root.join(&path);
        let parent = full.parent().expect("every file is in a folder");
        fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        fs::write(&full, content).map_err(|e| format!("{}: {e}", full.display()))?;
        written.push(path);
    }
    fs::write(&mod_rs, registered).map_err(|e| format!("{}: {e}", mod_rs.display()))?;
    written.push(PathBuf::from("shared/pack/src/problems/mod.rs"));
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_come_from_the_folder() {
        let n = names("cses1099-stair-game", None).unwrap();
        assert_eq!(
            (n.bin.as_str(), n.type_name.as_str(), n.title.as_str()),
            ("cses1099", "Cses1099", "CSES 1099 Stair Game")
        );
        assert_eq!(names("luogu2252-wythoff", None).unwrap().title, "Luogu P2252 Wythoff");
        assert_eq!(names("cses1099-stair-game", Some("cses1099")).unwrap().bin, "cses1099");
        assert!(names("cses1099-stair-game", Some("stair")).is_err());
        // A judge that names its problems by a code: the binary is the code.
        assert!(names("yosupo-nim-product-64", None)
            .unwrap_err()
            .contains("give the binary"));
        let n = names("yosupo-nim-product-64", Some("nim_product_64")).unwrap();
        assert_eq!(
            (n.bin.as_str(), n.type_name.as_str(), n.title.as_str()),
            ("nim_product_64", "NimProduct64", "Library Checker nim_product_64")
        );
        let n = names("spoj-cot3-combat-on-a-tree", Some("cot3")).unwrap();
        assert_eq!(
            (n.type_name.as_str(), n.title.as_str()),
            ("Cot3", "SPOJ COT3 Combat On A Tree")
        );
        for wrong in ["spoj", "combat", "cot", "cot3_combat_on_a_tree_x", "Cot3", ""] {
            assert!(names("spoj-cot3-combat-on-a-tree", Some(wrong)).is_err(), "{wrong}");
        }
        assert_eq!(names("zz12-a", None).unwrap().title, "ZZ 12 A");
    }

    #[test]
    fn bad_folder_names_are_refused() {
        for bad in [
            "",
            "cses1099",
            "Cses1099-x",
            "1cses-x",
            "cses1099-",
            "a--b",
            "cses 1099-x",
            "a_b-c",
        ] {
            assert!(names(bad, None).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn every_file_is_filled_and_marked() {
        let n = names("cses1099-stair-game", None).unwrap();
        for (path, content) in files(&n) {
            if path.ends_with(".gitkeep") {
                continue;
            }
            for placeholder in ["{bin}", "{Type}", "{title}", "{folder}"] {
                assert!(!content.contains(placeholder), "{} keeps {placeholder}", path.display());
            }
            // The suite's one line is complete as written.
            if !path.ends_with("special.rs") {
                assert!(content.contains(MARKER), "{} has no {MARKER}", path.display());
            }
        }
    }

    #[test]
    fn the_problem_is_registered_last_in_the_list() {
        let list = "//! doc\n\n#[path = \"a\"]\npub mod a1;\n\npub fn f() {}\n";
        assert_eq!(
            register(list, "x1-y", "x1").unwrap(),
            "//! doc\n\n#[path = \"a\"]\npub mod a1;\n#[path = \"../../../../problems/x1-y/lab.rs\"]\npub mod x1;\n\npub fn f() {}\n"
        );
        assert!(register("//! doc\n", "x1-y", "x1").is_err());
    }

    #[test]
    fn create_writes_the_files_and_refuses_to_overwrite() {
        let root = std::env::temp_dir().join(format!("sglab-scaffold-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(root.join("shared/pack/src/problems")).unwrap();
        fs::create_dir_all(root.join("problems/hdu1-old")).unwrap();
        fs::write(
            root.join("shared/pack/src/problems/mod.rs"),
            "//! doc\n\n#[path = \"../../../../problems/hdu1-old/lab.rs\"]\npub mod hdu1;\n",
        )
        .unwrap();
        let written = create(&root, "cses1099-stair-game", None).unwrap();
        assert_eq!(written.len(), 7);
        for path in &written {
            assert!(root.join(path).exists(), "{}", path.display());
        }
        let mod_rs = fs::read_to_string(root.join("shared/pack/src/problems/mod.rs")).unwrap();
        assert!(mod_rs.ends_with(
            "pub mod hdu1;\n#[path = \"../../../../problems/cses1099-stair-game/lab.rs\"]\npub mod cses1099;\n"
        ));
        assert!(create(&root, "cses1099-stair-game", None)
            .unwrap_err()
            .contains("already exists"));
        assert!(create(&root, "cses1099-other", None)
            .unwrap_err()
            .contains("already exists"));
        assert!(create(&root, "hdu1-new", None).unwrap_err().contains("binary hdu1"));
        fs::remove_dir_all(&root).unwrap();
    }
}
