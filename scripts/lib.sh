# Sourced by the scripts, never run: the workspace root, the target folder
# and what every front door does alike. Tested by
# shared/pack/tests/tools/scripts.rs.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
target=${CARGO_TARGET_DIR:-$root/target}
case "$target" in /*) ;; *) target=$root/$target ;; esac

# build WHO CARGO-ARGS...: `cargo build --release CARGO-ARGS` in the root,
# showing cargo's progress when stderr is a terminal (a first build takes
# minutes) and quiet otherwise; on failure `WHO: build failed`, exit 2.
build() {
  local who=$1 quiet=(--quiet)
  shift
  [ -t 2 ] && quiet=()
  (cd "$root" && cargo build --release "${quiet[@]}" "$@") >&2 || { echo "$who: build failed" >&2; exit 2; }
}

# asks_help ARGS...: whether -h or --help comes before any `--`.
asks_help() {
  local a
  for a in "$@"; do
    case "$a" in --) return 1 ;; -h | --help) return 0 ;; esac
  done
  return 1
}

# problems WHO NAMES...: the binary name of each problem named (by its
# binary or folder name or a unique prefix; `judge name`), one a line;
# options (-x) are skipped. On an unknown name, its one-line error, exit 2.
problems() {
  local who=$1 a names=()
  shift
  for a in "$@"; do case "$a" in -*) ;; *) names+=("$a") ;; esac; done
  [ ${#names[@]} -gt 0 ] || return 0
  build "$who" -p pack --bin judge
  "$target/release/judge" name "${names[@]}" || exit 2
}
