#!/usr/bin/env bash
# Builds the tools in release mode and installs vfl, vfl-lint and vfl-fmt into PREFIX/bin, and
# the rule pages into PREFIX/share/doc/vfl/rules.
#
#   Scripts/install.sh                 # into /usr/local/bin (or ~/.local/bin when that is not writable)
#   PREFIX=$HOME/tools Scripts/install.sh
#   Scripts/install.sh --uninstall     # removes them again from the same PREFIX
#
# Needs only a Swift toolchain (5.9 or later); the package has no dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${PREFIX:-}" ]; then
  if [ -w /usr/local/bin ] || { [ ! -e /usr/local/bin ] && [ -w /usr/local ]; }; then PREFIX=/usr/local; else PREFIX="$HOME/.local"; fi
fi
if [ "${1:-}" = --uninstall ]; then
  for tool in vfl vfl-lint vfl-fmt; do rm -f "$PREFIX/bin/$tool"; done
  rm -rf "$PREFIX/share/doc/vfl"
  rmdir "$PREFIX/share/doc" "$PREFIX/share" 2>/dev/null || true   # only when nothing else is there
  echo "removed vfl, vfl-lint and vfl-fmt from $PREFIX/bin, and their rule pages"
  exit 0
fi
# On Linux with the Swift runtime linked in, where the toolchain allows (Scripts/static-link.sh).
source Scripts/static-link.sh
for tool in vfl vfl-lint vfl-fmt; do
  swift build -c release ${link[@]+"${link[@]}"} --product "$tool"
done
bin="$(swift build -c release ${link[@]+"${link[@]}"} --show-bin-path)"
mkdir -p "$PREFIX/bin"
for tool in vfl vfl-lint vfl-fmt; do
  install -m 0755 "$bin/$tool" "$PREFIX/bin/$tool"
done
# The rule pages, which `vfl-lint rules RULE` and editors' links from findings open offline.
mkdir -p "$PREFIX/share/doc/vfl/rules"
install -m 0644 Documentation/rules/*.md "$PREFIX/share/doc/vfl/rules/"
echo "installed vfl, vfl-lint and vfl-fmt into $PREFIX/bin ($("$PREFIX/bin/vfl-lint" --version))"
case ":$PATH:" in *":$PREFIX/bin:"*) ;; *) echo "note: $PREFIX/bin is not on PATH" ;; esac
