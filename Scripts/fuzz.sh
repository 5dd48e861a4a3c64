#!/usr/bin/env bash
# Runs one libFuzzer target for a fixed time:
#   Scripts/fuzz.sh solver 60        Scripts/fuzz.sh nodetree 600        Scripts/fuzz.sh vfl 60
# Builds the targets first (Fuzz/build.sh). The committed corpus (Fuzz/Corpus/TARGET) seeds the run;
# new inputs go to .build/fuzz/corpus-TARGET (not committed: minimise and copy the interesting ones
# with `Scripts/fuzz.sh TARGET merge`). A crash, an invariant violation, a leak or a hang (10 s per
# input) stops the run with a non-zero status and leaves the input in .build/fuzz/artifacts/.
# Exit status 2: this toolchain cannot build libFuzzer targets (reported, never a silent pass).
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Scripts/fuzz.sh solver|nodetree|vfl SECONDS|merge}
mode=${2:?usage: Scripts/fuzz.sh solver|nodetree|vfl SECONDS|merge}
case $target in solver | nodetree | vfl) ;; *) echo "unknown target $target (solver, nodetree, vfl)" >&2; exit 64 ;; esac
status=0
Fuzz/build.sh || status=$?
if [ "$status" -ne 0 ]; then exit "$status"; fi
out=.build/fuzz
seeds=Fuzz/Corpus/$target
work=$out/corpus-$target
mkdir -p "$work" "$out/artifacts" "$seeds"
if [ "$mode" = merge ]; then
  # Keeps, in the committed corpus, a minimal set of inputs with the coverage of both directories.
  fresh=$(mktemp -d)
  "$out/$target-fuzzer" -merge=1 -max_len=256 "$fresh" "$seeds" "$work"
  rm -f "$seeds"/*
  cp "$fresh"/* "$seeds"/
  echo "Fuzz/Corpus/$target: $(ls "$seeds" | wc -l) inputs"
  exit 0
fi
SWIFT_BACKTRACE=enable=no "$out/$target-fuzzer" -max_total_time="$mode" -max_len=256 -timeout=10 -print_final_stats=1 \
  -artifact_prefix="$out/artifacts/$target-" "$work" "$seeds"
