#!/usr/bin/env bash
# Sums Fuzz/ledger.jsonl (every fuzz run made outside CI, see Scripts/fuzz.sh): per target, the
# executions on the code as it is in the working tree now (runs whose hash of the target's
# modules and harness is today's; interrupted runs count up to the interruption, and runs
# "starved" of the CPU up to their timeout: Scripts/fuzz.sh replays the inputs that timed out and
# found each fast on its own), without a failure on that code, against the goal of 10M; and the
# hours of fuzzer processes they took (wall-clock seconds × jobs: a process at low priority
# beside other work gets less than a core).
#
#   Scripts/fuzz-ledger.sh [GOAL]        (default 10000000)
set -euo pipefail
cd "$(dirname "$0")/.."
goal="${1:-10000000}"
ledger=Fuzz/ledger.jsonl
[ -f "$ledger" ] || { echo "no runs recorded yet ($ledger)"; exit 0; }
printf '%-11s %-16s %12s %11s %5s %9s  %s\n' target code executions "job-hours" runs failures "on this code"
for target in parser solver layout format sourcescan lint lintscale lsp logreader; do
  code=$(Scripts/fuzz.sh "$target" --code)
  awk -v target="$target" -v code="$code" -v goal="$goal" '
    function field(name,   m) {
      if (match($0, "\"" name "\":\"?[^\",}]*")) { m = substr($0, RSTART, RLENGTH); sub(/^"[^"]*":"?/, "", m); return m }
      return ""
    }
    field("target") == target && field("code") == code {
      runs++; executions += field("executions"); hours += field("seconds") * field("jobs") / 3600
      if (field("result") == "failed") failures++
    }
    END {
      verdict = failures > 0 ? "a failure to mend" : (executions >= goal ? "goal reached" : sprintf("%.1fM to go", (goal - executions) / 1e6))
      printf "%-11s %-16s %12d %11.2f %5d %9d  %s\n", target, code, executions, hours, runs, failures, verdict
    }' "$ledger"
done
