#!/usr/bin/env bash
# Builds and runs a libFuzzer target over the project's sources (Linux: bash 4.3, GNU coreutils).
#
#   Scripts/fuzz.sh parser [SECONDS] [extra libFuzzer flags…]
#   FUZZ_JOBS=2 FUZZ_SANITIZER=none Scripts/fuzz.sh parser 600     (a long run on both cores)
#
# The target is compiled with `swiftc -sanitize=fuzzer,address` from the sources of the modules
# it tests plus Fuzz/<Target>Fuzz.swift. The corpus grows in Fuzz/corpus-<target> (ignored by
# git) starting from the seeds in Fuzz/seeds/<target>; crashes land in Fuzz/artifacts/.
# Exits non-zero if the fuzzer finds a crash or a broken invariant.
#
# Outside CI every run is recorded in Fuzz/ledger.jsonl (kept in git): the target, the code it
# ran on (a hash of the sources of its modules and harness, so runs on unchanged code add up
# across sessions), executions, seconds, input size and result. Scripts/fuzz-ledger.sh sums it.
#   Scripts/fuzz.sh TARGET --code      prints that hash of the working tree, builds nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:?usage: Scripts/fuzz.sh parser|solver|layout|format|sourcescan|lint|lintscale|lsp|logreader [SECONDS] [libFuzzer flags…]}"
seconds="${2:-60}"
shift $(( $# >= 2 ? 2 : $# ))
# Each target lists the package modules it needs, in dependency order; they are compiled as
# separate modules (static libraries) exactly as in the package, then linked with the harness.
case "$target" in
  parser) modules=(VFLSyntax); harness=Fuzz/ParserFuzz.swift ;;
  solver) modules=(VFLSolver); harness=Fuzz/SolverFuzz.swift ;;
  layout) modules=(VFLSyntax VFLSemantics VFLSolver VFLLayout); harness=Fuzz/LayoutFuzz.swift ;;
  format) modules=(VFLSyntax VFLSemantics); harness=Fuzz/FormatFuzz.swift ;;
  sourcescan) modules=(VFLSyntax VFLSourceScan); harness=Fuzz/SourceScanFuzz.swift ;;
  lint) modules=(VFLSyntax VFLSemantics VFLSolver VFLLayout VFLSourceScan VFLLint VFLRuntimeLog); harness="Fuzz/LintFuzz.swift Fuzz/LintFuzzChecks.swift" ;;
  lintscale) modules=(VFLSyntax VFLSemantics VFLSolver VFLLayout VFLSourceScan VFLLint); harness="Fuzz/LintScaleFuzz.swift Fuzz/LintFuzzChecks.swift" ;;
  lsp) modules=(VFLSyntax VFLSemantics VFLSolver VFLLayout VFLSourceScan VFLLint VFLJSON VFLLanguageServer); harness=Fuzz/LspFuzz.swift ;;
  logreader) modules=(VFLSyntax VFLSemantics VFLSolver VFLLayout VFLSourceScan VFLLint VFLRuntimeLog); harness=Fuzz/LogReaderFuzz.swift ;;
  *) echo "unknown fuzz target '$target' (known: parser, solver, layout, format, sourcescan, lint, lintscale, lsp, logreader)" >&2; exit 2 ;;
esac
# The code a run exercises: every source file of its modules and its harness, names and bytes.
code=$(for file in $(find "${modules[@]/#/Sources/}" -name '*.swift' | sort) $harness; do
         printf '%s\n' "$file"; cat "$file"
       done | sha256sum | cut -c1-16)
if [ "$seconds" = --code ]; then echo "$code"; exit 0; fi
build=${FUZZ_BUILD:-.build-fuzz/$target}   # FUZZ_BUILD: another directory, for a second run beside one in progress
mkdir -p "$build" "Fuzz/corpus-$target" "Fuzz/seeds/$target" Fuzz/artifacts
binary="$build/$target-fuzz"
# FUZZ_SANITIZER=none builds without AddressSanitizer: about 3x the executions per second,
# for long runs; the default keeps ASan, which checks the lexer's unsafe buffer reads.
sanitizers="fuzzer,address"
[ "${FUZZ_SANITIZER:-address}" = none ] && sanitizers="fuzzer"
quiet() { "$@" 2> >(grep -v "Cannot export local symbol" >&2); }
# One package name, as SwiftPM gives: `package` declarations are seen across the modules.
swift_flags=(-sanitize="$sanitizers" -parse-as-library -O -package-name vfl ${FUZZ_DEBUG:+-g})
# Each module is compiled once for every target that uses it (CI fuzzes nine targets over seven
# modules): into .build-fuzz/modules/MODULE-KEY, where KEY hashes the compiler (its path and
# version), the whole compile command, the module's sources (names and bytes) and the keys of
# the package's modules its sources import. A module is built in a directory of its own and
# renamed into place, so runs side by side never see half an archive; one that another run
# finished first is reused.
compiler=$( { command -v swiftc; swiftc --version 2>&1; } )
mkdir -p .build-fuzz/modules
declare -A keys=() dirs=()
libraries=() includes=()
for module in "${modules[@]}"; do
  sources=$(find "Sources/$module" -name '*.swift' | sort)
  # The package's modules this one imports, read from its sources (each must come earlier).
  imported=$(sed -nE 's/^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*((public|package|internal)[[:space:]]+)?import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*).*/\6/p' $sources \
             | sort -u | while read -r name; do [ -d "Sources/$name" ] && echo "$name"; done)
  for dependency in $imported; do
    [ -n "${keys[$dependency]:-}" ] || { echo "fuzz.sh: $target lists $module before $dependency, which it imports" >&2; exit 2; }
  done
  command=(swiftc "${swift_flags[@]}" -module-name "$module" -enable-testing -emit-module -emit-library -static)
  keys[$module]=$( { printf '%s\n' "$compiler" "${command[*]}"
                     for dependency in $imported; do printf '%s %s\n' "$dependency" "${keys[$dependency]}"; done
                     for file in $sources; do printf '%s\n' "$file"; cat "$file"; done
                   } | sha256sum | cut -c1-16)
  dirs[$module]=".build-fuzz/modules/$module-${keys[$module]}"
  if [ -f "${dirs[$module]}/lib$module.a" ]; then
    touch "${dirs[$module]}"   # in use: kept by the clean-up below
  else
    scratch=$(mktemp -d ".build-fuzz/modules/.$module.XXXXXX")
    # The modules before it (what it imports, and what they import) are found by -I.
    quiet "${command[@]}" "${includes[@]}" -emit-module-path "$scratch/$module.swiftmodule" -o "$scratch/lib$module.a" $sources
    mv -T "$scratch" "${dirs[$module]}" 2>/dev/null || rm -rf "$scratch"   # another run finished it first
    [ -f "${dirs[$module]}/lib$module.a" ] || { echo "fuzz.sh: $module was not built into ${dirs[$module]}" >&2; exit 2; }
  fi
  # Builds of this module not used for a day (other sources, sanitizers or flags) and builds
  # that failed go.
  find .build-fuzz/modules -maxdepth 1 \( -name "$module-*" ! -name "$module-${keys[$module]}" -o -name ".$module.*" \) \
    -mmin +1440 -exec rm -rf {} + 2>/dev/null || true
  includes+=(-I "${dirs[$module]}")
  libraries=("${dirs[$module]}/lib$module.a" "${libraries[@]}")   # dependents first, for the static linker
done
quiet swiftc "${swift_flags[@]}" -module-name VFLFuzz "${includes[@]}" $harness "${libraries[@]}" -o "$binary"
# FUZZ_DEBUG=1 adds debug information (line numbers in the fuzzer's stack traces).
# FUZZ_JOBS=N runs N fuzzer processes in parallel. Logs go to Fuzz/logs/TARGET-PID-JOB.log (the
# script's process id: two runs of one target side by side keep their own).
jobs="${FUZZ_JOBS:-1}"
flags=(-max_total_time="$seconds" -max_len=${FUZZ_MAX_LEN:-256} -timeout=10 -rss_limit_mb=4096
       -artifact_prefix=Fuzz/artifacts/ -print_final_stats=1)
mkdir -p Fuzz/logs
status=0
started=$(date +%s)
commit=$(git rev-parse --short HEAD 2>/dev/null || echo none)
git diff --quiet HEAD -- Sources Fuzz/*.swift 2>/dev/null || commit="$commit+changes"
set +e
if [ "$jobs" = 1 ]; then
  # libFuzzer's own output (its final statistics give the executions) also goes to a log.
  "$binary" "Fuzz/corpus-$target" "Fuzz/seeds/$target" "${flags[@]}" "$@" 2>&1 | tee "Fuzz/logs/$target-$$-1.log"
  status=${PIPESTATUS[0]}
else
  for j in $(seq 1 "$jobs"); do
    "$binary" "Fuzz/corpus-$target" "Fuzz/seeds/$target" "${flags[@]}" -seed="$j" "$@" > "Fuzz/logs/$target-$$-$j.log" 2>&1 &
  done
  for j in $(seq 1 "$jobs"); do wait -n; job_status=$?; [ "$status" != 0 ] || status=$job_status; done
fi
set -e
logs=$(seq -f "Fuzz/logs/$target-$$-%g.log" 1 "$jobs")
# (A crash may leave no statistics: then the run counts nothing, and is recorded as failed.)
runs=$( (grep -h "stat::number_of_executed_units" $logs || true) | awk '{s+=$2} END {print s+0}')
[ "$jobs" = 1 ] || echo "executions in all jobs: $runs"
# libFuzzer exits with 72 when interrupted (Ctrl-C, kill -INT): the executions up to then count.
case $status in 0) result=ok ;; 72) result=interrupted ;; *) result=failed ;; esac
# The inputs the run wrote as failing (libFuzzer also writes inputs slower than 10 s as
# slow-unit-*, which are not failures).
artifacts=$(grep -aho "Test unit written to [^ ]*" $logs 2>/dev/null | cut -d' ' -f5- | grep -v "/slow-unit-" || true)
# libFuzzer can hang in its exit after printing "run interrupted" (seen once: no CPU until its
# timeout alarm, then a kill -9): the run was interrupted, not failed, and no input failed.
if [ "$result" = failed ] && [ -z "$artifacts" ] && grep -q "libFuzzer: run interrupted; exiting" $logs 2>/dev/null \
   && ! grep -qE "== ERROR|deadly signal|invariant broken|Fatal error" $logs 2>/dev/null; then
  result=interrupted
fi
# libFuzzer's timeout is wall-clock time, so a run at low priority beside a build can be starved
# long enough for an input that takes a fraction of a second to "time out" (seen on lintscale at
# nice 19 beside a compile: an input of 0.4 s of CPU). A run that failed by timeouts alone
# replays each input that timed out, timed in CPU seconds (which the machine's load does not
# stretch) under a limit of the timeout in CPU seconds: if every one takes under a quarter of
# the timeout, the run is recorded as "starved" (its executions count; no input failed); an
# input that is slow on its own keeps it failed.
replays=""
timeout=$(for flag in "${flags[@]}" "$@"; do case $flag in -timeout=*) echo "${flag#-timeout=}" ;; esac; done | tail -1)
if [ "$result" = failed ] && [ -n "$artifacts" ] && ! grep -qv "/timeout-" <<< "$artifacts"; then
  result=starved
  TIMEFORMAT='%3U %3S'
  for artifact in $artifacts; do
    # (libFuzzer's own timeout is off: a limit of CPU time stops an input that hangs on its own.)
    if cpu=$( ulimit -t "$timeout"; { time "$binary" -timeout=0 "$artifact" > /dev/null 2>&1; } 2>&1 ); then
      cpu=$(awk '{ printf "%.3f", $1 + $2 }' <<< "$cpu")
      awk -v cpu="$cpu" -v limit="$timeout" 'BEGIN { exit !(cpu < limit / 4) }' || result=failed
    else
      cpu=null; result=failed   # it timed out or crashed on its own
    fi
    replays+="${replays:+,}$cpu"
    echo "replayed $artifact: ${cpu} s of CPU (the timeout is ${timeout} s)"
  done
  [ "$result" = failed ] || { echo "every input that timed out takes under a quarter of the timeout: the run was starved of the CPU, not failed"; status=0; }
fi
if [ -z "${CI:-}" ]; then
  printf '{"date":"%s","target":"%s","code":"%s","commit":"%s","sanitizer":"%s","max_len":%s,"jobs":%s,"seconds":%s,"executions":%s,"result":"%s"%s}\n' \
    "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$target" "$code" "$commit" "${FUZZ_SANITIZER:-address}" "${FUZZ_MAX_LEN:-256}" \
    "$jobs" "$(( $(date +%s) - started ))" "$runs" "$result" "${replays:+,\"replay_cpu_seconds\":[$replays]}" >> Fuzz/ledger.jsonl
fi
exit $status
