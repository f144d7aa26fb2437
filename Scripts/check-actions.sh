#!/usr/bin/env bash
# Checks the GitHub Actions job of Documentation/integrations.md as far as it can run off GitHub: the job's `run:`
# steps, copied from there, run in order in a scratch workspace laid out as the runner
# lays it out (the user's repository as the working directory, this repository checked out in
# `.vfl-tools`, a fresh HOME, `$GITHUB_PATH` applied between steps, `if: always()` steps run
# after a failure). The lint step must fail on a seeded mistake with a GitHub annotation, the
# SARIF step must write a SARIF 2.1.0 log that names it, and the job must pass on corrected
# code. The `uses:` steps (checkout, SARIF upload) are GitHub's own and are not run here.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# The workflow block, and its `run:` steps with whether each runs after a failure.
workflow="$(awk '/^```yaml/ { inside = 1; block = ""; next }
                 /^```/ && inside { inside = 0; if (index(block, "runs-on:") > 0) { printf "%s", block; exit } next }
                 inside { block = block $0 "\n" }' "$repo/Documentation/integrations.md")"
[ -n "$workflow" ] || { echo "check-actions: no workflow block in Documentation/integrations.md" >&2; exit 1; }
steps="$scratch/steps"
printf '%s\n' "$workflow" | awk '
  /^      - / { always = 0 }
  /if: always\(\)/ { always = 1 }
  /run: / { sub(/^.*run: /, ""); print always "\t" $0 }' > "$steps"
[ "$(wc -l < "$steps")" -ge 2 ] || { echo "check-actions: the workflow has no run steps" >&2; exit 1; }

export HOME="$scratch/home"
mkdir -p "$HOME"
workspace="$scratch/workspace"
mkdir -p "$workspace/MyApp/Views"   # an app's sources, not a package's Sources/
git clone -q "$repo" "$workspace/.vfl-tools"      # actions/checkout of the tools
cat > "$workspace/MyApp/Views/View.swift" <<'SWIFT'
import UIKit
func f(a: UIView) {
    a.translatesAutoresizingMaskIntoConstraints = false
    _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-8-[b]|", options: [], metrics: nil, views: ["a": a])
}
SWIFT

run_job() {   # runs the steps as the runner does; prints each step's output to step-N.log
  local status=0 n=0 always command
  : > "$scratch/github_path"
  while IFS=$'\t' read -r always command; do
    n=$((n + 1))
    [ "$status" = 0 ] || [ "$always" = 1 ] || continue
    local path="$PATH"
    while read -r entry; do [ -n "$entry" ] && path="$entry:$path"; done < "$scratch/github_path"
    if ! (cd "$workspace" && PATH="$path" GITHUB_PATH="$scratch/github_path" GITHUB_ACTIONS=true bash -eo pipefail -c "$command") \
         > "$scratch/step-$n.log" 2>&1; then
      status=1
    fi
  done < "$steps"
  return $status
}

echo "== the documented workflow on a seeded mistake"
if run_job; then echo "check-actions: expected the job to fail on the seeded mistake" >&2; exit 1; fi
# grep reads the logs itself: `cat | grep -q` under pipefail fails when grep, having matched,
# exits before cat has written everything (cat dies of SIGPIPE), which made CI fail at random.
grep -qh '^::error file=MyApp/Views/View.swift,line=4' "$scratch"/step-*.log \
  || { cat "$scratch"/step-*.log; echo "check-actions: no annotation for the mistake" >&2; exit 1; }
python3 - "$workspace/vfl-lint.sarif" <<'PY'
import json, sys
log = json.load(open(sys.argv[1]))
assert log["version"] == "2.1.0", log["version"]
results = log["runs"][0]["results"]
assert any(r["ruleId"] == "unknown_view" for r in results), results
PY
echo "== the same workflow on corrected code"
sed -i 's/\[b\]/[a]/' "$workspace/MyApp/Views/View.swift"
if ! run_job; then cat "$scratch"/step-*.log; echo "check-actions: expected the job to pass on corrected code" >&2; exit 1; fi
echo "the GitHub Actions job works as written"
