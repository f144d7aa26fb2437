@testable import VFLCommandLine
import XCTest

/// Every tool reads its command line through `CommandArguments`: the same forms of options, the
/// same `--` and `-`, the same words for the shared options and for mistakes.
final class CommandArgumentsTests: XCTestCase {
    /// Reads `arguments` as a tool taking `--size VALUE` and `--flag`, with both shared options.
    private func read(_ arguments: [String], common: CommandArguments.Common = [.json, .color])
        -> (options: [String], values: [String], parsed: CommandArguments) {
        var parsed = CommandArguments(arguments, tool: "vfl try", common: common)
        var options: [String] = [], values: [String] = []
        while let option = parsed.nextOption() {
            options.append(option)
            switch option {
            case "--size": if let value = parsed.value("a size") { values.append(value) }
            case "--flag": break
            default: parsed.rejectOption()
            }
        }
        return (options, values, parsed)
    }

    func testOptionsValuesOperandsAndTheEndOfOptions() {
        let (options, values, parsed) = read(["a.vfl", "--size", "1x2", "--size=3x4", "-", "--flag", "--json", "--color=never",
                                              "--", "--size", "-x"])
        XCTAssertNil(parsed.problem)
        XCTAssertEqual(options, ["--size", "--size", "--flag"])
        XCTAssertEqual(values, ["1x2", "3x4"])
        XCTAssertEqual(parsed.operands, ["a.vfl", "-", "--size", "-x"])
        XCTAssertTrue(parsed.json)
        XCTAssertEqual(parsed.color, "never")
    }

    func testMistakesAreSaidOnceInTheToolsWords() {
        XCTAssertEqual(read(["--size"]).parsed.problem, "vfl try: --size needs a size")
        XCTAssertEqual(read(["--bogus=1", "--also-bogus"]).parsed.problem, "vfl try: unknown option '--bogus=1'")
        XCTAssertEqual(read(["--color", "sometimes"]).parsed.problem, "vfl try: --color takes auto, always or never")
        XCTAssertEqual(read(["--color=always"]).parsed.color, "always")
        // A shared option a tool does not take is the tool's to reject.
        XCTAssertEqual(read(["--json"], common: [.color]).parsed.problem, "vfl try: unknown option '--json'")
        XCTAssertEqual(read(["--color", "never"], common: []).parsed.problem, "vfl try: unknown option '--color'")
    }

    func testAnOptionTakingNoValueRefusesOne() {
        // `--in-place=no` must not rewrite files, nor `--exit-zero=false` pass a failing run.
        XCTAssertEqual(read(["--flag=no"]).parsed.problem, "vfl try: --flag takes no value")
        XCTAssertEqual(read(["--flag=", "a.vfl"]).parsed.problem, "vfl try: --flag takes no value")
        XCTAssertEqual(read(["--json=false"]).parsed.problem, "vfl try: --json takes no value")
        XCTAssertEqual(read(["--size=1x2", "--flag"]).parsed.problem, nil)
    }
}
