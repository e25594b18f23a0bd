"""The four-digit census page's table: reads the driver's rows (one a
class) and the explorer's class listing, and rewrites the block between
the census markers of the page: the counts, the new proven games named,
and one line a class with its codes. Usage:
  python3 scripts/census_table.py EXPLORER ROWS.csv PAGE.md
Plain Python (no Dask). Tested by shared/pack/tests/docs/census_four.rs
(the page's counts and rows against the CSV, a sample re-checked by a mex loop).
"""

import csv
import subprocess
import sys

OPEN = "<!-- census4: scripts/census_table.py -->"
CLOSE = "<!-- /census4 -->"


def groups(explorer):
    """{class: [(code, offset)]} of every code of up to four digits."""
    out = subprocess.run([explorer, "--census-classes", "4"], check=True, capture_output=True, text=True).stdout
    found = {}
    for code, cls, t in list(csv.reader(out.splitlines()))[1:]:
        found.setdefault(cls, []).append((code, int(t)))
    return found


def digits(code):
    return len(code.split(".")[1]) if code != "4.0" else 1


def block(rows, members):
    total = len(members)
    count = {s: sum(1 for r in rows if r["status"] == s) for s in ("proven", "arithmetic", "open")}
    # New games: classes without a code of up to three digits (the published tables stop there).
    new = [r for r in rows if all(digits(c) == 4 for c, _ in members[r["class"]])]
    new_proven = [r["class"] for r in new if r["status"] == "proven"]
    lines = [
        f"{len(rows)} of the {total} classes computed "
        f"({sum(len(members[r['class']]) for r in rows)} of {sum(map(len, members.values()))} codes): "
        f"{count['proven']} proven, {count['arithmetic']} arithmetic-periodic (read, not proven), "
        f"{count['open']} open.",
        "",
        f"New games (classes with no code of up to three digits): {len(new)} computed, "
        f"{len(new_proven)} proven, named here (each row below gives its codes):",
        "",
        ", ".join(new_proven) + ".",
        "",
        "| class | codes (offset) | status | preperiod | period | saltus | theorem needs n < | mask | last rare | largest | N reached | CPU s |",
        "| :--- | :--- | :--- | ---: | ---: | ---: | ---: | :--- | ---: | ---: | ---: | ---: |",
    ]
    for r in rows:
        codes = ", ".join(c if t == 0 else f"{c} ({t})" for c, t in members[r["class"]])
        lines.append(
            f"| {r['class']} | {codes} | {r['status']} | {r['preperiod']} | {r['period']} | {r['saltus']} | "
            f"{r['theorem_end']} | {r['mask'] or 'none'} | {r['last_rare']} | {r['largest']} | {r['n']} | "
            f"{r['cpu_seconds']} |"
        )
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    explorer, rows_file, page = argv
    members = groups(explorer)
    with open(rows_file) as f:
        rows = list(csv.DictReader(f))
    order = {c: i for i, c in enumerate(members)}
    rows.sort(key=lambda r: order[r["class"]])
    text = open(page).read()
    start, end = text.index(OPEN) + len(OPEN), text.index(CLOSE)
    with open(page, "w") as f:
        f.write(text[:start] + "\n" + block(rows, members) + text[end:])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
