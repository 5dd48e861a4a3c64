#!/usr/bin/env bash
# Builds the libFuzzer targets with swiftc (SwiftPM cannot link a target without a `main` into an
# executable, and the fuzz entry points must stay out of the package):
#   Fuzz/build.sh [--force]  -> .build/fuzz/solver-fuzzer, .build/fuzz/nodetree-fuzzer, .build/fuzz/vfl-fuzzer
# Each module of Sources/ is compiled once, optimised, with coverage instrumentation (-sanitize=fuzzer)
# and AddressSanitizer; the solver's internal tableau checks (CASSOWARY_INTERNAL_CHECKS) are on, so a
# corrupted tableau traps at the operation that corrupted it. The interpreters live in the test
# targets (Tests/*/Fuzz/*Program.swift) so that `swift test` replays the committed corpus with the
# same code.
#
# Exit status 2 (with a message) when the toolchain cannot build a libFuzzer binary.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/fuzz
mkdir -p "$out"
flags=(-O -package-name cassowary -parse-as-library -sanitize=fuzzer,address -swift-version 6 -I "$out" -use-ld=lld)

# Up to date: nothing the fuzzers are built from is newer than both of them.
if [ -x "$out/solver-fuzzer" ] && [ -x "$out/nodetree-fuzzer" ] && [ -x "$out/vfl-fuzzer" ] &&
  [ "${1:-}" != "--force" ] &&
  [ -z "$(find Sources Fuzz Tests/CassowaryTests/Fuzz Tests/AnchorDSLTests/Fuzz -name '*.swift' \
    \( -newer "$out/solver-fuzzer" -o -newer "$out/nodetree-fuzzer" -o -newer "$out/vfl-fuzzer" \) | head -1)" ]; then
  exit 0
fi

probe="$out/probe.swift"
printf '@_cdecl("LLVMFuzzerTestOneInput")\npublic func probe(_ d: UnsafePointer<UInt8>?, _ n: Int) -> CInt { 0 }\n' >"$probe"
if ! swiftc "${flags[@]}" "$probe" -o "$out/probe" >"$out/probe.log" 2>&1; then
  echo "Fuzz/build.sh: this toolchain cannot build libFuzzer targets (swiftc -sanitize=fuzzer failed):" >&2
  cat "$out/probe.log" >&2
  exit 2
fi

module() {  # module NAME [extra flags...]: Sources/NAME -> $out/NAME.o + NAME.swiftmodule
  local name=$1
  shift
  echo "Fuzz/build.sh: compiling $name"
  swiftc "${flags[@]}" "$@" -wmo -module-name "$name" -c $(find "Sources/$name" -name '*.swift' | sort) \
    -o "$out/$name.o" -emit-module -emit-module-path "$out/$name.swiftmodule"
}
module Cassowary -DCASSOWARY_INTERNAL_CHECKS
module LayoutNodes
module AnchorDSL

echo "Fuzz/build.sh: linking solver-fuzzer"
swiftc "${flags[@]}" -module-name SolverFuzzer Fuzz/SolverFuzzer/Entry.swift \
  Tests/CassowaryTests/Fuzz/SolverProgram.swift "$out/Cassowary.o" -o "$out/solver-fuzzer"
echo "Fuzz/build.sh: linking nodetree-fuzzer"
swiftc "${flags[@]}" -module-name NodeTreeFuzzer Fuzz/NodeTreeFuzzer/Entry.swift \
  Tests/AnchorDSLTests/Fuzz/NodeTreeProgram.swift \
  "$out/Cassowary.o" "$out/LayoutNodes.o" "$out/AnchorDSL.o" -o "$out/nodetree-fuzzer"
echo "Fuzz/build.sh: linking vfl-fuzzer"
swiftc "${flags[@]}" -module-name VFLFuzzer Fuzz/VFLFuzzer/Entry.swift \
  Tests/AnchorDSLTests/Fuzz/VisualFormatProgram.swift \
  "$out/Cassowary.o" "$out/LayoutNodes.o" "$out/AnchorDSL.o" -o "$out/vfl-fuzzer"
