// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "vfl",
    products: [
        .library(name: "VFLSyntax", targets: ["VFLSyntax"]),
        .executable(name: "vfl", targets: ["vfl"]),
        .executable(name: "vfl-bench", targets: ["vfl-bench"]),
    ],
    dependencies: [],
    targets: [
        // Core: standard library only, no Foundation.
        .target(name: "VFLSyntax"),
        // Command-line layer: argument parsing, I/O, rendering to terminals. Foundation allowed.
        .target(name: "VFLCommandLine", dependencies: ["VFLSyntax"]),
        .executableTarget(name: "vfl", dependencies: ["VFLCommandLine"]),
        // Deterministic generators of realistic formats, shared by benchmarks and tests.
        .target(name: "_VFLCorpus"),
        .executableTarget(name: "vfl-bench", dependencies: ["VFLSyntax", "_VFLCorpus"]),
        .testTarget(name: "VFLSyntaxTests", dependencies: ["VFLSyntax", "_VFLCorpus"]),
        .testTarget(name: "VFLCommandLineTests", dependencies: ["VFLCommandLine", "VFLSyntax"]),
    ]
)
