#!/usr/bin/env bash
# Checks that AnchorDSL rejects, at compile time, constraints that mix axes, as NSLayoutAnchor does:
# an x-axis anchor with a y-axis one, or a position with a dimension. Each snippet below is
# type-checked against the built modules (`swiftc -typecheck -I <bin>/Modules`); a snippet that mixes
# axes must fail on its marked line, and a control snippet with the allowed forms must compile (so a
# broken setup cannot pass for a rejection).
#
# Usage: Scripts/check-axis-mixing.sh [--no-build]   (CI runs it after `swift build`)
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" != "--no-build" ]]; then
  swift build --target AnchorDSL >/dev/null
fi
modules="$(swift build --show-bin-path)/Modules"
if [[ ! -f "$modules/AnchorDSL.swiftmodule" ]]; then
  echo "check-axis-mixing: no AnchorDSL.swiftmodule in $modules (build first)" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

prelude='import Foundation
import LayoutNodes
import AnchorDSL
let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")'

typecheck() {  # file -> compiler output; status of swiftc
  swiftc -typecheck -swift-version 6 -I "$modules" -module-cache-path "$work/cache" "$1" 2>&1
}

failures=0

# The control: every allowed form, including a position plus a dimension of one axis.
cat >"$work/control.swift" <<SWIFT
$prelude
a.leadingAnchor == b.leadingAnchor + 8
a.topAnchor >= b.bottomAnchor + 4
a.widthAnchor == b.heightAnchor * 2
a.centerXAnchor == (b.leadingAnchor + b.trailingAnchor) / 2
a.leadingAnchor == b.leadingAnchor + b.widthAnchor / 3
a.horizontalAnchors == b.horizontalAnchors + 20
a.sizeAnchors == b.sizeAnchors
a.leadingAnchor /==/ b.leadingAnchor + b.widthAnchor / 3 ~ .low
a.edgeAnchors />=/ b.edgeAnchors + 8
SWIFT
if ! output=$(typecheck "$work/control.swift"); then
  echo "check-axis-mixing: the control snippet does not compile:"
  echo "$output"
  failures=$((failures + 1))
fi

# One snippet per mixing expression; the expression is on line 5 (after the 4-line prelude).
mixing=(
  'a.leadingAnchor == b.topAnchor'
  'a.widthAnchor == b.leadingAnchor'
  'a.topAnchor <= b.heightAnchor'
  'a.centerXAnchor >= b.centerYAnchor + 8'
  'a.leadingAnchor == b.topAnchor + b.widthAnchor / 3'
  'a.heightAnchor == b.leadingAnchor * 2'
  'a.leadingAnchor == b.widthAnchor'
  'a.horizontalAnchors == b.verticalAnchors'
  'a.leadingAnchor /==/ b.topAnchor'
  'a.widthAnchor /<=/ b.centerXAnchor / 2'
  'a.centerAnchors />=/ b.sizeAnchors'
)
index=0
for expression in "${mixing[@]}"; do
  index=$((index + 1))
  file="$work/mixing$index.swift"
  printf '%s\n%s\n' "$prelude" "$expression" >"$file"
  if output=$(typecheck "$file"); then
    echo "check-axis-mixing: compiles, but mixes axes: $expression"
    failures=$((failures + 1))
  elif ! grep -q "mixing$index.swift:5:[0-9]*: error:" <<<"$output"; then
    echo "check-axis-mixing: fails, but not on the mixing line: $expression"
    echo "$output"
    failures=$((failures + 1))
  else
    echo "check-axis-mixing: rejected as it should be: $expression"
  fi
done

if ((failures > 0)); then
  echo "check-axis-mixing: $failures failure(s)"
  exit 1
fi
echo "check-axis-mixing: the control compiles and all ${#mixing[@]} mixing expressions are rejected"
