import Foundation
import XCTest

/// LongTests marks the tests that take seconds each (scaling ratios, generated trees, killed
/// runs, megabyte inputs): skipped by default so `swift test` stays quick, run when
/// `VFL_LONG_TESTS=1` (CI sets it).
public enum LongTests {
    public static var enabled: Bool { ProcessInfo.processInfo.environment["VFL_LONG_TESTS"] == "1" }

    /// Skips the calling test unless long tests are on.
    public static func require() throws {
        guard enabled else { throw XCTSkip("a long test: VFL_LONG_TESTS=1 runs it") }
    }
}
