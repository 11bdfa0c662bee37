#!/usr/bin/env bash
# Builds the library's API reference with DocC (the toolchain's `docc`, no package dependency,
# so a program depending on Reel resolves nothing more): the public symbols of each module,
# extracted by `swift package dump-symbol-graph`, converted into a static site per module under
# out/api-docs/, with an index page linking them. Serve it with
#   python3 -m http.server -d out/api-docs 8000   and open http://localhost:8000/
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(Reel Animation Scene Charts SceneFile LottieImport Render Output Audio Export Slides)
out=out/api-docs
swift package dump-symbol-graph --minimum-access-level public >/dev/null
# SwiftPM writes them to .build/<triple>/symbolgraph (the debug build's folder on older toolchains).
graphs=$(find .build -maxdepth 3 -type d -name symbolgraph | head -1)
[ -n "$graphs" ] || { echo "error: no symbol graphs were written under .build" >&2; exit 1; }
rm -rf "$out" && mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
index="<!doctype html><meta charset=utf-8><title>Reel API</title><h1>Reel API reference</h1><ul>"
for module in "${modules[@]}"; do
    mkdir -p "$work/$module"
    cp "$graphs/$module".symbols.json "$work/$module/"
    cp "$graphs/$module"@*.symbols.json "$work/$module/" 2>/dev/null || true
    docc convert --additional-symbol-graph-dir "$work/$module" --fallback-display-name "$module" \
        --fallback-bundle-identifier "reel.$module" --output-path "$out/$module" \
        --transform-for-static-hosting --hosting-base-path "$module" >"$work/$module.log" 2>&1 \
        || { cat "$work/$module.log" >&2; exit 1; }
    lower=$(echo "$module" | tr '[:upper:]' '[:lower:]')
    index+="<li><a href=\"$module/documentation/$lower/\">$module</a></li>"
done
echo "$index</ul>" >"$out/index.html"
echo "API reference: $out/index.html ($(find "$out" -name '*.json' -path '*/data/documentation/*' | wc -l) pages)"
