#!/usr/bin/env bash
# Runs every fuzz target for a time budget each and prints the executions per target.
#
#   Scripts/fuzz-all.sh [SECONDS_PER_TARGET]          (default 60)
#   FUZZ_SANITIZER=none Scripts/fuzz-all.sh 1200       (a long run: ~3x faster without ASan)
#
# Each target runs with the input sizes that reach its input classes: 256 bytes for the
# parser, solver, layout and formatter; 4 KB for the source scanner and the linter (whole files),
# and for lintscale's templates, repeated into thousands of formats. Exits non-zero when any target
# finds a crash or a broken invariant; the table is printed either way.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
status=0
table="target       seconds  executions  result"$'\n'
for target in parser solver layout format sourcescan lint lintscale lsp logreader; do
  case "$target" in sourcescan|lint|lintscale|lsp|logreader) len=4096 ;; *) len=256 ;; esac
  log="Fuzz/logs/all-$target.log"
  mkdir -p Fuzz/logs
  if FUZZ_MAX_LEN=$len Scripts/fuzz.sh "$target" "$seconds" > "$log" 2>&1; then result=ok; else result="FAILED (see $log)"; status=1; fi
  runs=$(grep -h "stat::number_of_executed_units" "$log" | awk '{s+=$2} END {print s+0}')
  table+=$(printf '%-12s %7s  %10s  %s' "$target" "$seconds" "$runs" "$result")$'\n'
done
printf '%s' "$table"
exit $status
