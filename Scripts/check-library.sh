#!/usr/bin/env bash
# Checks the library products as an app's package uses them: a scratch package outside this
# repository depends on it by path, imports VFLSyntax, VFLSemantics, VFLLayout, VFLSolver,
# VFLLint and VFLRuntimeLog, builds (the link step included: the core rounds numbers through libm) and runs, and
# prints what Documentation/library.md shows.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/Sources/Demo" && cd "$scratch"
cat > Package.swift <<SWIFT
// swift-tools-version:5.9
import PackageDescription
let package = Package(
    name: "Demo",
    dependencies: [.package(path: "$repo")],
    targets: [.executableTarget(name: "Demo", dependencies: [
        .product(name: "VFLSyntax", package: "$(basename "$repo")"),
        .product(name: "VFLSemantics", package: "$(basename "$repo")"),
        .product(name: "VFLLayout", package: "$(basename "$repo")"),
        .product(name: "VFLSolver", package: "$(basename "$repo")"),
        .product(name: "VFLLint", package: "$(basename "$repo")"),
        .product(name: "VFLRuntimeLog", package: "$(basename "$repo")"),
    ])]
)
SWIFT
cat > Sources/Demo/main.swift <<'SWIFT'
import VFLLayout
import VFLLint
import VFLRuntimeLog
import VFLSemantics
import VFLSyntax

let environment = FormatEnvironment(views: ["a", "b"], metrics: ["pad": 12], options: [.alignAllCenterY], platform: .ios)
let analysis = Semantics.analyze("|-[a]-pad-[b]-|", in: environment)
for constraint in analysis.constraints { print(constraint.equation) }
let file = LayoutFile.parse("size 320x100\nH:|-[a(80)]-[b]-|\nV:|-[a]-|\nV:|-[b]-|\n")
let layout = Layout(file: file).solve()
for (name, frame) in layout.frames { print(name, frame.x, frame.y, frame.width, frame.height) }
let findings = LintSession(configuration: LintConfiguration()).lint(Array("let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[zz]|\", options: [], metrics: nil, views: [\"a\": a])\n".utf8), language: .swift)
print(findings.map(\.rule))
print(RuntimeLog.parse(description: "NSLayoutConstraint:0x6000 UILabel:0x7f01'Title'.width == 120   (active)")?.equation ?? "-")
SWIFT
swift build > build.log 2>&1 || { cat build.log; echo "the libraries do not build and link from another package" >&2; exit 1; }
out=$(.build/debug/Demo)
expected='a.leading == superview.leadingMargin
b.leading == a.trailing + 12
superview.trailingMargin == b.trailing
a.centerY == b.centerY
a 8.0 8.0 80.0 84.0
b 96.0 8.0 216.0 84.0
["unknown_view"]
UILabel'"'"'Title'"'"'.width == 120'
[ "$out" = "$expected" ] || { printf 'expected:\n%s\ngot:\n%s\n' "$expected" "$out"; exit 1; }
echo "the library products build, link and run from another package"
