#!/usr/bin/env bash
# Checks the pre-commit hooks as a user would, with both forms Documentation/integrations.md shows, copied from
# that page itself: pre-commit from PyPI in a virtual environment, a scratch repository with a
# seeded mistake, and
#   1. the `repo:` form, pinned to this repository's current commit (pre-commit builds the
#      package with `swift build -c release`): the hooks must fail on the mistake (vfl-lint
#      finds it, vfl-fmt rewrites a format), then pass once the mistake is corrected;
#   2. the `repo: local` / `language: system` form, with the tools installed by
#      Scripts/install.sh into a scratch PREFIX: the same two runs.
# Needs network access to PyPI; takes two to four minutes. Run by .ci/run.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
python3 -m venv "$scratch/venv" 2>/dev/null || { python3 -m pip --version >/dev/null 2>&1 || true; }
if [ ! -x "$scratch/venv/bin/pip" ]; then
  echo "check-precommit: python3 -m venv is not available (Debian: apt-get install python3-venv)" >&2
  exit 1
fi
"$scratch/venv/bin/pip" install --quiet pre-commit
precommit="$scratch/venv/bin/pre-commit"

# The page's YAML blocks: the first that mentions `rev:` and the one with `repo: local`.
readme_block() {   # $1: a line the block contains
  awk -v want="$1" '
    /^```yaml/ { inside = 1; block = ""; next }
    /^```/ && inside { inside = 0; if (index(block, want) > 0 && !done) { printf "%s", block; done = 1 } next }
    inside { block = block $0 "\n" }' "$repo/Documentation/integrations.md"
}
remote_form="$(readme_block 'rev: v')"
local_form="$(readme_block 'repo: local')"
[ -n "$remote_form" ] && [ -n "$local_form" ] || { echo "check-precommit: pre-commit blocks not found in Documentation/integrations.md" >&2; exit 1; }

seed_project() {   # $1: directory, $2: .pre-commit-config.yaml contents
  mkdir -p "$1" && cd "$1" && git init -q
  git config user.email ci@example.com && git config user.name ci
  printf '%s' "$2" > .pre-commit-config.yaml
  cat > View.swift <<'SWIFT'
import UIKit
func f(a: UIView) {
    a.translatesAutoresizingMaskIntoConstraints = false
    _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(8)-[b]|", options: [], metrics: nil, views: ["a": a])
}
SWIFT
  printf 'size 100x100\nH:|-(8)-[v]|\nV:|[v(zz)]|\n' > Card.vfl   # a layout file: an unknown metric, a canonical rewrite
  git add .
}

expect_block_then_pass() {   # in the project: the hooks fail on the seeded mistakes, then pass
  if "$precommit" run --all-files > log.txt 2>&1; then
    cat log.txt; echo "check-precommit: expected the hooks to fail on the seeded mistake" >&2; exit 1
  fi
  grep -q "unknown_view" log.txt || { cat log.txt; exit 1; }
  grep -q 'withVisualFormat: "H:|-8-\[b\]|"' View.swift        # vfl-fmt rewrote the format
  grep -q "Card.vfl" log.txt                                     # .vfl files reach the hooks
  grep -q '^H:|-8-\[v\]|' Card.vfl
  # Correct the mistakes; the hooks pass.
  sed -i 's/\[b\]/[a]/' View.swift
  printf 'size 100x100\nmetrics zz=20\nH:|-8-[v]|\nV:|[v(zz)]\n' > Card.vfl
  git add .
  if ! "$precommit" run --all-files > log2.txt 2>&1; then
    cat log2.txt; echo "check-precommit: expected the hooks to pass on corrected code" >&2; exit 1
  fi
}

echo "== the repo: form, pinned to $(git -C "$repo" rev-parse --short HEAD)"
remote_config="$(printf '%s' "$remote_form" | sed -e "s|^\(  - repo: \).*|\1$repo|" -e "s|^\(    rev: \).*|\1$(git -C "$repo" rev-parse HEAD)|")"
( seed_project "$scratch/remote" "$remote_config"; expect_block_then_pass )

echo "== the repo: local form, with the tools from Scripts/install.sh"
PREFIX="$scratch/prefix" "$repo/Scripts/install.sh" > /dev/null
( export PATH="$scratch/prefix/bin:$PATH"; seed_project "$scratch/local" "$local_form"; expect_block_then_pass )
echo "pre-commit hooks work in both forms"
