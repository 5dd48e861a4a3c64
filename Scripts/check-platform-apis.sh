#!/usr/bin/env bash
# Fails when a source file of the package imports a module or uses an API that the platforms declared
# in Package.swift (`platforms: [.iOS(...), .macOS(...)]`) do not have. These machines cannot build for
# Apple platforms, so the compiler's availability checking never runs here; this script stands in for
# it with a kept list, Scripts/platform-apis.txt: a pattern, the iOS and macOS versions it needs, an
# example it must match, and what it is. An entry needing more than a declared version fails the run
# for every non-comment line of Sources/ and Benchmarks/ it matches (the code an app or `swift build`
# on a Mac compiles at the declared deployment target). Tests/ is not scanned: SwiftPM builds test
# targets at XCTest's own, newer deployment target, and test code never ships.
#
# Before scanning, every entry must match its own example and none may match a control file of the
# code this package does write (so a broken pattern or list cannot pass for a clean tree).
#
# Usage: Scripts/check-platform-apis.sh [DIR...]   (default: Sources Benchmarks)
set -euo pipefail
cd "$(dirname "$0")/.."
list=Scripts/platform-apis.txt
dirs=("$@")
if [[ ${#dirs[@]} -eq 0 ]]; then dirs=(Sources Benchmarks); fi

declared() {  # platform name in Package.swift (iOS, macOS) -> dotted version, or nothing
  grep -oE "\.$1\(\.v[0-9_]+\)" Package.swift | head -1 | grep -oE '[0-9]+(_[0-9]+)*' | tr _ . || true
}
ios=$(declared iOS)
macos=$(declared macOS)
if [[ -z "$ios" || -z "$macos" ]]; then
  echo "check-platform-apis: Package.swift declares no iOS or no macOS version in 'platforms:'" >&2
  exit 1
fi

below() {  # a b -> status 0 when version a is lower than version b
  [[ "$1" != "$2" && "$(printf '%s\n%s\n' "$1" "$2" | sort -V | head -1)" == "$1" ]]
}

# What the package writes and must stay allowed at iOS 12 / macOS 10.13.
control='import Foundation
import Dispatch
struct NeonSpan { var min: Double }
func f(_ operation: () throws(SolverError) -> Void) rethrows {}
let duration = measure { work() }
let actor = boxes[13]
let start = DispatchTime.now().uptimeNanoseconds
let low = lows.0.replacing(with: lows.1, where: lows.1 .< lows.0)
@inline(__always) func g<T: AnchorKind>(_ anchor: LayoutAnchor<T>, _ values: some Collection) -> Int { 0 }
'

errors=0
entries=0
while IFS=$'\t' read -r pattern need_ios need_macos example what; do
  [[ -z "$pattern" || "$pattern" == \#* ]] && continue
  entries=$((entries + 1))
  if [[ -z "$what" ]]; then
    echo "check-platform-apis: $list: an entry without five tab-separated fields: $pattern" >&2
    exit 1
  fi
  if ! grep -qE -- "$pattern" <<<"$example"; then
    echo "check-platform-apis: $list: the pattern for '$what' does not match its example: $example" >&2
    exit 1
  fi
  if grep -nE -- "$pattern" <<<"$control" >/dev/null; then
    echo "check-platform-apis: $list: the pattern for '$what' matches allowed code:" >&2
    grep -nE -- "$pattern" <<<"$control" >&2
    exit 1
  fi
  below "$ios" "$need_ios" || below "$macos" "$need_macos" || continue
  # Every match outside comment lines (a line whose first non-blank characters are //).
  matches=$(grep -rnE --include='*.swift' -- "$pattern" "${dirs[@]}" | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' || true)
  if [[ -n "$matches" ]]; then
    echo "check-platform-apis: $what needs iOS $need_ios / macOS $need_macos; Package.swift declares iOS $ios / macOS $macos:"
    echo "$matches" | sed 's/^/  /'
    errors=$((errors + 1))
  fi
done <"$list"

if [[ $errors -gt 0 ]]; then
  echo "check-platform-apis: $errors of $entries kept APIs are used above the declared platforms" >&2
  exit 1
fi
echo "check-platform-apis: no source in ${dirs[*]} uses any of the $entries kept modules and APIs above iOS $ios / macOS $macos"
