#!/usr/bin/env bash
# Checks the SwiftPM plugins as a user would: a scratch package that depends on this one by
# path, with the build tool plugin on its target. A seeded mistake must fail `swift build` with
# vfl-lint's error at its line and its note; clean code must build; `swift package vfl-lint`
# must lint; `swift package vfl-fmt-check` must report a format to rewrite without asking for
# permission; `swift package vfl-fmt` must rewrite it.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/Sources/App" && cd "$scratch"
cat > Package.swift <<SWIFT
// swift-tools-version:5.9
import PackageDescription
let package = Package(
    name: "App",
    dependencies: [.package(path: "$repo")],
    targets: [.target(name: "App", plugins: [.plugin(name: "VFLLintBuildTool", package: "$(basename "$repo")")])]
)
SWIFT
app() {
  cat > Sources/App/App.swift <<SWIFT
enum NSLayoutConstraint {   // a stand-in, so that the scratch package compiles without UIKit
    static func constraints(withVisualFormat format: String, options: [Int], metrics: [String: Int]?, views: [String: AnyObject]) -> [Int] { [] }
}
public func layout(a: AnyObject) -> Int {
    NSLayoutConstraint.constraints(withVisualFormat: "$1", options: [], metrics: nil, views: ["a": a]).count
}
SWIFT
}
app 'H:|-8-[aa]|'
if swift build > build.log 2>&1; then cat build.log; echo "expected the build to fail on the seeded mistake" >&2; exit 1; fi
grep -q "App.swift:5:.*error: 'aa' is not a key in the views dictionary \[unknown_view\]" build.log || { cat build.log; exit 1; }
grep -q "App.swift:5:.*note: did you mean 'a'?" build.log || { cat build.log; echo "the build lost the finding's note" >&2; exit 1; }
app 'H:|-(8)-[a]|'
swift build > build.log 2>&1 || { cat build.log; echo "clean code must build" >&2; exit 1; }
swift package vfl-lint > lint.log 2>&1 || { cat lint.log; exit 1; }
if swift package vfl-fmt-check > check.log 2>&1; then cat check.log; echo "vfl-fmt-check passed a format to rewrite" >&2; exit 1; fi
grep -q "App.swift" check.log || { cat check.log; echo "vfl-fmt-check did not name the file" >&2; exit 1; }
grep -qi "permission" check.log && { cat check.log; echo "vfl-fmt-check asked for permission" >&2; exit 1; }
swift package --allow-writing-to-package-directory vfl-fmt > fmt.log 2>&1 || { cat fmt.log; exit 1; }
swift package vfl-fmt-check > check.log 2>&1 || { cat check.log; echo "vfl-fmt-check failed on canonical formats" >&2; exit 1; }
grep -q '"H:|-8-\[a\]|"' Sources/App/App.swift || { cat Sources/App/App.swift; echo "vfl-fmt did not rewrite the format" >&2; exit 1; }
echo "SwiftPM plugins work"
