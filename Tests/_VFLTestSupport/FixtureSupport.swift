import Foundation
import XCTest

/// Fixtures finds golden fixture files and compares (or, with VFL_UPDATE_FIXTURES=1, rewrites) them.
public enum Fixtures {
    /// The package's `Fixtures/` directory.
    /// (`#filePath` is this file's path, `Tests/_VFLTestSupport/…`.)
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    public static var updating: Bool { ProcessInfo.processInfo.environment["VFL_UPDATE_FIXTURES"] == "1" }

    /// The input files with `suffix` in `directory` (relative to `Fixtures/`), sorted by name.
    public static func inputs(_ directory: String, suffix: String = ".vfl") throws -> [URL] {
        let url = root.appendingPathComponent(directory)
        return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(suffix) && !$0.lastPathComponent.contains(".formatted.") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The bytes of a one-format fixture: the file without its final line terminator.
    public static func format(_ url: URL) throws -> [UInt8] {
        var bytes = [UInt8](try Data(contentsOf: url))
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        return bytes
    }

    /// Compares `actual` with the golden file next to `input` that has extension `ext`.
    public static func assertGolden(_ actual: String, input: URL, ext: String, file: StaticString = #filePath, line: UInt = #line) {
        let golden = input.deletingPathExtension().appendingPathExtension(ext)
        if updating {
            try? actual.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        // Read bytes: Foundation's String(contentsOf:) would drop a byte-order mark.
        guard let data = try? Data(contentsOf: golden) else {
            XCTFail("missing golden \(golden.lastPathComponent); run with VFL_UPDATE_FIXTURES=1", file: file, line: line)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            XCTFail("\(golden.lastPathComponent) differs:\n--- expected\n\(expected)\n--- actual\n\(actual)", file: file, line: line)
        }
    }

    /// Copies the files under `source` to `destination` by their contents alone: not their
    /// owner or group, which a test run by another user than the one who owns the checkout
    /// cannot give them (Foundation's `copyItem` tries, and fails).
    public static func copyTree(_ source: URL, to destination: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source.path) {
            let from = source.appendingPathComponent(name), to = destination.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: from.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue { try copyTree(from, to: to) } else { try Data(contentsOf: from).write(to: to) }
        }
    }

    /// Every golden file's text under `Fixtures/`, for coverage checks.
    public static func allGoldenText() -> String {
        var text = ""
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return "" }
        for case let url as URL in walker where ["diagnostics", "ast", "constraints", "frames"].contains(url.pathExtension) {
            text += (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        }
        return text
    }
}
