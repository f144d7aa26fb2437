#!/usr/bin/env bash
# The entry of the hooks in .pre-commit-hooks.yaml: `Scripts/pre-commit-hook.sh TOOL ARGS…`
# builds the one tool a hook runs, in release mode, the first time the hook runs in
# pre-commit's clone of this repository (or when its sources changed since), then runs it
# with the arguments and files pre-commit passes. Building one tool rather than the package
# leaves out the benchmarks and test support (Documentation/integrations.md has the times).
set -euo pipefail
tool="$1"; shift
case "$tool" in vfl-lint|vfl-fmt) ;; *) echo "pre-commit-hook: no tool '$tool'" >&2; exit 2 ;; esac
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$root/.build/release/$tool"
if [ ! -x "$bin" ] || [ -n "$(find "$root/Package.swift" "$root/Sources" -newer "$bin" -print -quit)" ]; then
  log="$(mktemp)"
  # Linked as Scripts/install.sh links it (Scripts/static-link.sh).
  source "$root/Scripts/static-link.sh"
  if ! swift build -c release ${link[@]+"${link[@]}"} --product "$tool" --package-path "$root" > "$log" 2>&1; then
    cat "$log" >&2; rm -f "$log"
    echo "pre-commit-hook: could not build $tool (swift build -c release ${link[*]+"${link[*]} "}--product $tool)" >&2
    exit 2
  fi
  rm -f "$log"
fi
exec "$bin" "$@"
