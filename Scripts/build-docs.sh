#!/usr/bin/env bash
# Builds the DocC documentation of the library modules with the toolchain's `docc`, through symbol
# graphs (no plugin package): the compiler writes each module's symbol graph, then `docc convert`
# turns each module's catalog and graph into a documentation archive. Any DocC warning (an
# unresolved link, a malformed article) fails the script, and so does a public symbol without a
# documentation comment (Scripts/undocumented-symbols.swift).
#
#   Scripts/build-docs.sh [OUTPUT_DIR]     # default: .build/documentation
#
# The archives are OUTPUT_DIR/<Module>.doccarchive. The build uses its own scratch path, so the
# compiler flags for symbol graphs do not invalidate the ordinary debug build.
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/documentation}
modules=(Cassowary LayoutNodes AnchorDSL)
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT

# AnchorDSL depends on the two other modules, so building it compiles all three.
swift build --scratch-path .build/docs --target AnchorDSL \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all"

swift Scripts/undocumented-symbols.swift "$graphs/all"

mkdir -p "$output"
for module in "${modules[@]}"; do
  # A module's own graph, plus its graphs of extensions to other modules (Module@Other).
  mkdir -p "$graphs/$module"
  cp "$graphs/all/$module.symbols.json" "$graphs/$module/"
  for extension in "$graphs/all/$module@"*.symbols.json; do
    [ -e "$extension" ] && cp "$extension" "$graphs/$module/"
  done
  echo "docc: $module"
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.swift-cassowary.$module" \
    --output-dir "$output/$module.doccarchive" \
    --warnings-as-errors
done
echo "Documentation: $(for module in "${modules[@]}"; do printf '%s ' "$output/$module.doccarchive"; done)"
