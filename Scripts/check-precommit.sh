#!/usr/bin/env bash
# Checks the pre-commit hooks as a user would: installs pre-commit from PyPI into a virtual
# environment, creates a scratch repository with a seeded mistake that uses this repository's
# hooks at its current commit, and expects both hooks to fail (vfl-lint finds the mistake,
# vfl-fmt rewrites the format). Needs network access to PyPI; takes a minute or two (pre-commit
# builds the package with `swift build -c release`).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
python3 -m venv "$scratch/venv"
"$scratch/venv/bin/pip" install --quiet pre-commit
cd "$scratch" && mkdir project && cd project && git init -q
git config user.email ci@example.com && git config user.name ci
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $repo
    rev: $(git -C "$repo" rev-parse HEAD)
    hooks:
      - id: vfl-lint
      - id: vfl-fmt
YAML
cat > View.swift <<'SWIFT'
import UIKit
func f(a: UIView) {
    a.translatesAutoresizingMaskIntoConstraints = false
    _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(8)-[b]|", options: [], metrics: nil, views: ["a": a])
}
SWIFT
printf 'size 100x100\nH:|-(8)-[v]|\nV:|[v(zz)]|\n' > Card.vfl   # a layout file: an unknown metric, a canonical rewrite
git add .
if "$scratch/venv/bin/pre-commit" run --all-files > log.txt 2>&1; then
  cat log.txt; echo "expected the hooks to fail on the seeded mistake" >&2; exit 1
fi
cat log.txt
grep -q "unknown_view" log.txt
grep -q 'withVisualFormat: "H:|-8-\[b\]|"' View.swift
grep -q "Card.vfl" log.txt                  # .vfl files reach the hooks
grep -q '^H:|-8-\[v\]|' Card.vfl
echo "pre-commit hooks work"
