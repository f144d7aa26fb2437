#!/usr/bin/env bash
# `vfl lsp` with real clients, as editors run it:
#   1. pytest-lsp (a pygls client, from PyPI, in a private virtual environment): Tests/lsp/test_lsp.py
#   2. headless Neovim (Debian's package, installed when missing): Tests/lsp/neovim.lua, then the
#      configuration Documentation/lsp.md shows, as pasted into an init.lua
#
#   Scripts/check-lsp.sh            (uses .build/release/vfl; VFL=… for another binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
vfl="${VFL:-$root/.build/release/vfl}"
[ -x "$vfl" ] || { echo "check-lsp: no vfl binary at $vfl (swift build -c release first)" >&2; exit 2; }
venv="$root/.build-lsp-venv"
if [ ! -x "$venv/bin/pytest" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q "pytest-lsp==1.0.1" "pygls==2.1.1" "lsprotocol==2025.0.0" "pytest-asyncio==1.5.0"
fi
echo "== pytest-lsp"
(cd Tests/lsp && VFL="$vfl" "$venv/bin/python" -m pytest -q -p no:cacheprovider)

echo "== headless Neovim"
if ! command -v nvim >/dev/null 2>&1; then
  { apt-get update -qq && apt-get install -y -qq neovim; } >/dev/null 2>&1 || sudo apt-get install -y -qq neovim >/dev/null
fi
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cat > "$scratch/Card.swift" <<'SWIFT'
import UIKit
final class Card: UIView {
    func build(title: UILabel, badge: UILabel) {
        let views = ["title": title, "badge": badge]
        /* é 😀 */ NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-[bagde]-|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(8)-[title]", options: [], metrics: nil, views: views))
    }
}
SWIFT
VFL="$vfl" VFL_LSP_FILE="$scratch/Card.swift" timeout 60 nvim --headless -u NONE -i NONE -n -c "luafile Tests/lsp/neovim.lua" 2>&1

echo "== headless Neovim with the configuration of Documentation/lsp.md, as pasted"
awk '/^\* \*\*Neovim\*\*/ { found = 1; next } found && /```lua/ { inside = 1; next } inside && /```/ { exit } inside { sub(/^  /, ""); print }' \
  Documentation/lsp.md > "$scratch/init.lua"
[ -s "$scratch/init.lua" ] || { echo "check-lsp: no Neovim configuration in Documentation/lsp.md" >&2; exit 1; }
PATH="$(dirname "$vfl"):$PATH" timeout 60 nvim --headless -i NONE -n -u "$scratch/init.lua" "$scratch/Card.swift" \
  -c 'lua local ok = vim.wait(10000, function() return #vim.diagnostic.get(0) > 0 end, 50); io.stdout:write(ok and ("neovim, as pasted: ok: " .. vim.diagnostic.get(0)[1].message .. "\n") or "neovim, as pasted: FAILED: no diagnostics within 10 s\n"); vim.cmd(ok and "qall!" or "cquit 1")' 2>&1
