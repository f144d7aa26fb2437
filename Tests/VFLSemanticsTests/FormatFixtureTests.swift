import Foundation
import VFLSemantics
import VFLSourceScan
import VFLSyntax
import _VFLTestSupport
import XCTest

/// Golden tests of `vfl-fmt` on whole files: every `Fixtures/format/<name>.{vfl,swift,m}` is
/// formatted and compared with `<name>.formatted.<ext>`. Each output is checked to be a fixed
/// point, to differ from its input only inside the changed formats, and every changed format is
/// checked for the formatter's guarantees (same constraints under every option and platform).
final class FormatFixtureTests: XCTestCase {
    func testFormatFixtures() throws {
        var inputs: [URL] = []
        for suffix in [".vfl", ".swift", ".m"] { inputs += try Fixtures.inputs("format", suffix: suffix) }
        XCTAssertGreaterThanOrEqual(inputs.count, 5)
        for input in inputs {
            let bytes = [UInt8](try Data(contentsOf: input))
            let language = SourceLanguage(path: input.path)
            let result = SourceFormatter.format(bytes, language: language)
            Fixtures.assertGolden(String(decoding: result.output, as: UTF8.self), input: input,
                                  ext: "formatted." + input.pathExtension)
            let again = SourceFormatter.format(result.output, language: language)
            XCTAssertFalse(again.changed, "\(input.lastPathComponent): formatting the output changes it again")
            // Outside the changes, every byte is the input's.
            var cursor = 0, outputCursor = 0
            for change in result.changes {
                XCTAssertEqual(Array(bytes[cursor..<change.range.lowerBound]),
                               Array(result.output[outputCursor..<outputCursor + change.range.lowerBound - cursor]))
                outputCursor += change.range.lowerBound - cursor + change.new.count
                cursor = change.range.upperBound
                FormatterTests.check(change.old)
            }
            XCTAssertEqual(Array(bytes[cursor...]), Array(result.output[outputCursor...]))
        }
    }
}
