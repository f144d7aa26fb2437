#!/usr/bin/env bash
# The version lives in one place in the code, `VFLTool.version` (what `--version` prints), and
# is pinned by the snippets of the README and Documentation/ (pre-commit's `rev:`, SwiftPM's
# `from:`, the Actions checkout's `ref:` and cache key). The project's URL lives in
# `RuleCatalog.home`, and the snippets' `repo:` and `.package(url:)` name it.
#
#   Scripts/release.sh --check     the snippets pin the code's version and URL (run by CI)
#   Scripts/release.sh 0.5.0       sets the version everywhere, commits "Release 0.5.0" and tags
#                                  the commit v0.5.0 (a clean work tree is required)
set -euo pipefail
cd "$(dirname "$0")/.."
code=Sources/VFLCommandLine/Commands/VFLTool.swift
pages=(README.md Documentation/*.md)
version_line='public static let version = "'
# The pinned versions of the snippets: a prefix, then the version.
pins='(rev: v|from: "|ref: v|runner\.os \}\}-v)'

current() { sed -n "s/.*$version_line\([^\"]*\)\".*/\1/p" "$code"; }
home() { sed -n 's/.*public static let home = "\([^"]*\)".*/\1/p' Sources/VFLLint/Rule.swift; }

check() {
  local version url found wrong
  version="$(current)"; url="$(home)"
  [ -n "$version" ] && [ -n "$url" ] || { echo "release: no version in $code or home in Rule.swift" >&2; return 1; }
  found="$(grep -hoE "$pins[0-9]+\.[0-9]+\.[0-9]+" "${pages[@]}" || true)"
  [ -n "$found" ] || { echo "release: no snippet pins a version" >&2; return 1; }
  wrong="$(printf '%s\n' "$found" | grep -vE "$pins$(printf '%s' "$version" | sed 's/\./\\./g')$" || true)"
  [ -z "$wrong" ] || { echo "release: snippets pin another version than $version:" >&2; printf '  %s\n' "$wrong" >&2; return 1; }
  wrong="$(grep -hoE '(repo: |\.package\(url: ")https://[^ "]*' "${pages[@]}" | grep -v "$url\$" || true)"
  [ -z "$wrong" ] || { echo "release: snippets name another URL than $url:" >&2; printf '  %s\n' "$wrong" >&2; return 1; }
  echo "snippets pin version $version and $url"
}

if [ "${1:-}" = --check ]; then check; exit; fi
version="${1:?usage: Scripts/release.sh VERSION | --check}"
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "release: '$version' is not MAJOR.MINOR.PATCH" >&2; exit 2; }
git diff --quiet HEAD -- || { echo "release: commit or stash your changes first" >&2; exit 2; }
! git rev-parse -q --verify "refs/tags/v$version" >/dev/null || { echo "release: tag v$version exists" >&2; exit 2; }
sed -i "s/$version_line[^\"]*\"/$version_line$version\"/" "$code"
sed -i -E "s/$pins[0-9]+\.[0-9]+\.[0-9]+/\1$version/g" "${pages[@]}"
check
git commit -q -am "Release $version" -m "Sets the version --version prints and the version the snippets pin."
git tag "v$version"
echo "committed and tagged v$version"
