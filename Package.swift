// swift-tools-version:5.9
import PackageDescription

// The core modules round numbers (`.rounded()`), which on Linux are calls into libm: a package
// that links them from outside needs it named (Foundation would bring it, and they have none).
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
    name: "vfl",
    products: [
        .library(name: "VFLSyntax", targets: ["VFLSyntax"]),
        .library(name: "VFLSemantics", targets: ["VFLSemantics"]),
        .library(name: "VFLSolver", targets: ["VFLSolver"]),
        .library(name: "VFLLayout", targets: ["VFLLayout"]),
        .library(name: "VFLSourceScan", targets: ["VFLSourceScan"]),
        .library(name: "VFLLint", targets: ["VFLLint"]),
        .library(name: "VFLRuntimeLog", targets: ["VFLRuntimeLog"]),
        .library(name: "VFLFoundation", targets: ["VFLFoundation"]),
        .library(name: "VFLLanguageServer", targets: ["VFLLanguageServer"]),
        .executable(name: "vfl", targets: ["vfl"]),
        .executable(name: "vfl-fmt", targets: ["vfl-fmt"]),
        .executable(name: "vfl-lint", targets: ["vfl-lint"]),
        .executable(name: "vfl-bench", targets: ["vfl-bench"]),
        // `swift package vfl-lint`, `vfl-fmt`, `vfl-fmt-check`, and lint findings as build diagnostics
        // (of a package's targets, and of an Xcode project's on macOS).
        .plugin(name: "VFLLintCommand", targets: ["VFLLintCommand"]),
        .plugin(name: "VFLFmtCommand", targets: ["VFLFmtCommand"]),
        .plugin(name: "VFLFmtCheckCommand", targets: ["VFLFmtCheckCommand"]),
        .plugin(name: "VFLLintBuildTool", targets: ["VFLLintBuildTool"]),
    ],
    dependencies: [],
    targets: [
        // Core: standard library only, no Foundation.
        .target(name: "VFLSyntax", linkerSettings: libm),
        // Checker and lowering to Apple's exact constraints.
        .target(name: "VFLSemantics", dependencies: ["VFLSyntax"], linkerSettings: libm),
        // Incremental simplex solver with exact Auto Layout priorities; knows nothing of VFL.
        .target(name: "VFLSolver", linkerSettings: libm),
        // Solver variables for views and the superview, layout files, frames, conflicts, ambiguity.
        .target(name: "VFLLayout", dependencies: ["VFLSemantics", "VFLSolver"], linkerSettings: libm),
        // Finds format literals in Swift and Objective-C text, with their views, metrics and options.
        .target(name: "VFLSourceScan", dependencies: ["VFLSyntax"]),
        // Rules, suppression, configuration model and the lint driver over one file.
        .target(name: "VFLLint", dependencies: ["VFLSyntax", "VFLSemantics", "VFLLayout", "VFLSourceScan"]),
        // Auto Layout's runtime logs: conflict reports and ambiguity traces read, explained, and
        // traced back to the formats and anchor calls of a project.
        .target(name: "VFLRuntimeLog", dependencies: ["VFLSyntax", "VFLSemantics", "VFLSolver", "VFLLayout", "VFLSourceScan", "VFLLint"]),
        // Compact JSON text, written by hand in the order given (reporters, encoders, the LSP).
        .target(name: "VFLJSON", dependencies: ["VFLSyntax"]),
        // App code's types for the core's values: NSRange, CGRect, CGSize. Foundation allowed.
        .target(name: "VFLFoundation", dependencies: ["VFLSyntax", "VFLSemantics", "VFLLayout"]),
        // The Language Server Protocol over one connection (`vfl lsp`), transport-free. Foundation allowed.
        .target(name: "VFLLanguageServer", dependencies: ["VFLSyntax", "VFLSemantics", "VFLLayout", "VFLSourceScan", "VFLLint", "VFLJSON"]),
        // System calls the Glibc module lacks (extended attributes), one signature on Linux and Darwin.
        .target(name: "CVFLSystem"),
        // Command-line layer: argument parsing, I/O, rendering to terminals. Foundation allowed.
        .target(name: "VFLCommandLine", dependencies: ["VFLSyntax", "VFLSemantics", "VFLSolver", "VFLLayout", "VFLSourceScan", "VFLLint",
                                                       "VFLRuntimeLog", "VFLJSON", "VFLLanguageServer", "CVFLSystem"]),
        .executableTarget(name: "vfl", dependencies: ["VFLCommandLine"]),
        .executableTarget(name: "vfl-fmt", dependencies: ["VFLCommandLine"]),
        .executableTarget(name: "vfl-lint", dependencies: ["VFLCommandLine"]),
        .plugin(name: "VFLLintCommand",
                capability: .command(intent: .custom(verb: "vfl-lint", description: "Lint the package's visual formats with vfl-lint")),
                dependencies: ["vfl-lint"]),
        .plugin(name: "VFLFmtCommand",
                capability: .command(intent: .custom(verb: "vfl-fmt", description: "Rewrite the package's visual formats into canonical form"),
                                     permissions: [.writeToPackageDirectory(reason: "vfl-fmt rewrites format literals in place")]),
                dependencies: ["vfl-fmt"]),
        // Read-only, so it asks for no permission: a plugin's permissions hold for every run.
        .plugin(name: "VFLFmtCheckCommand",
                capability: .command(intent: .custom(verb: "vfl-fmt-check", description: "Report the package's visual formats that are not in canonical form")),
                dependencies: ["vfl-fmt"]),
        .plugin(name: "VFLLintBuildTool", capability: .buildTool(), dependencies: ["vfl-lint"]),
        // Deterministic generators of realistic formats, shared by benchmarks and tests.
        .target(name: "_VFLCorpus"),
        // The solver's benchmark workloads, shared by benchmarks and tests.
        .target(name: "_SolverWorkloads", dependencies: ["VFLSolver"]),
        // What the test targets share: golden fixtures, the seeded generator of property tests.
        .target(name: "_VFLTestSupport", path: "Tests/_VFLTestSupport"),
        .executableTarget(name: "vfl-bench", dependencies: ["VFLSyntax", "VFLSemantics", "VFLSolver", "VFLLanguageServer", "_VFLCorpus", "_SolverWorkloads"]),
        .testTarget(name: "VFLSyntaxTests", dependencies: ["VFLSyntax", "_VFLCorpus", "_VFLTestSupport"]),
        .testTarget(name: "VFLSemanticsTests", dependencies: ["VFLSemantics", "VFLSyntax", "VFLSourceScan", "_VFLCorpus", "_VFLTestSupport"]),
        .testTarget(name: "VFLLayoutTests", dependencies: ["VFLLayout", "VFLSemantics", "VFLSolver", "_VFLCorpus", "_VFLTestSupport"]),
        .testTarget(name: "VFLSourceScanTests", dependencies: ["VFLSourceScan", "VFLSyntax", "_VFLTestSupport"]),
        .testTarget(name: "VFLSolverTests", dependencies: ["VFLSolver", "_VFLCorpus", "_SolverWorkloads", "_VFLTestSupport"]),
        .testTarget(name: "VFLLintTests", dependencies: ["VFLLint", "VFLSourceScan", "VFLSyntax"]),
        .testTarget(name: "VFLRuntimeLogTests", dependencies: ["VFLRuntimeLog", "VFLLayout", "VFLSemantics", "_VFLTestSupport"]),
        .testTarget(name: "VFLFoundationTests", dependencies: ["VFLFoundation", "VFLSyntax", "VFLLayout"]),
        .testTarget(name: "VFLCommandLineTests", dependencies: ["VFLCommandLine", "VFLSyntax", "VFLLayout", "VFLLint", "VFLRuntimeLog", "VFLJSON", "CVFLSystem", "_VFLTestSupport"]),
        .testTarget(name: "VFLLanguageServerTests", dependencies: ["VFLLanguageServer", "VFLLint", "VFLSyntax", "VFLJSON", "_VFLTestSupport"]),
    ]
)
