//! README.md's picture of Kayles: exactly what `explore --octal 0.77 -n 200
//! --svg FILE` writes (the nim-sequence, its preperiod and one period
//! marked), one dot per value. Tested by shared/pack/tests/docs/figures.rs.

use super::style::Figure;

/// Kayles' values g(0..=200) as the explorer draws them.
pub fn sequence() -> Figure {
    let file = std::env::temp_dir().join(format!("sglab-kayles-{}.svg", std::process::id()));
    let args = [
        "--octal",
        "0.77",
        "-n",
        "200",
        "--svg",
        file.to_str().expect("a UTF-8 temp path"),
    ];
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    explorer::run(&args, crate::catalogue::GAMES).expect("explore draws Kayles");
    let svg = std::fs::read_to_string(&file).expect("explore wrote the picture");
    let _ = std::fs::remove_file(&file);
    Figure {
        svg,
        counts: vec![("<circle ".to_string(), 201)],
    }
}
