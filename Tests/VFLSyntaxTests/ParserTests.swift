import XCTest
import VFLSyntax

final class ParserTests: XCTestCase {
    /// The first diagnostic's Apple message and start offset, which should be what Apple's
    /// runtime reports (message and caret index) for a string with one mistake.
    func firstError(_ format: String) -> (String?, Int)? {
        let result = Parser.parse(format)
        guard let first = result.diagnostics.first else { return nil }
        return (first.apple, first.range.lowerBound)
    }

    func testEverySyntaxErrorOfTheSpecGivesApplesMessageAtApplesPosition() {
        let cases: [(String, String, Int)] = [
            ("H[a]", AppleMessage.expectedColonHorizontal.rawValue, 1),
            ("V[a]", AppleMessage.expectedColonVertical.rawValue, 1),
            ("|", AppleMessage.expectedConnectionAfterBar.rawValue, 1),
            ("-[a]", AppleMessage.expectedView.rawValue, 0),
            ("H: [a]", AppleMessage.expectedView.rawValue, 2),
            ("H:|-10-|", AppleMessage.expectedView.rawValue, 7),
            ("V:", AppleMessage.expectedView.rawValue, 2),
            ("[1a]", AppleMessage.invalidViewName.rawValue, 1),
            ("[]", AppleMessage.invalidViewName.rawValue, 1),
            ("[a.b]", AppleMessage.expectedViewClose.rawValue, 2),
            ("[a b]", AppleMessage.expectedViewClose.rawValue, 2),
            ("[a", AppleMessage.expectedViewClose.rawValue, 2),
            ("[a(", AppleMessage.ranOutInView.rawValue, 3),
            ("[box(width]", AppleMessage.expectedPredicateClose.rawValue, 10),
            ("[a(50)-[b]", AppleMessage.expectedBracketAfterThickness.rawValue, 6),
            ("[a]-", AppleMessage.expectedMoreInput.rawValue, 4),
            ("[a(>=50,", AppleMessage.expectedMoreInput.rawValue, 8),
            ("[a(>30)]", AppleMessage.unknownRelation.rawValue, 3),
            ("[a(=30)]", AppleMessage.unknownRelation.rawValue, 3),
            ("[a(+5)]", AppleMessage.expectedConstant.rawValue, 3),
            ("[a()]", AppleMessage.expectedConstant.rawValue, 3),
            ("[a(@5)]", AppleMessage.expectedConstant.rawValue, 3),
            ("[a( 5)]", AppleMessage.expectedConstant.rawValue, 3),
            ("[a]--[b]", AppleMessage.ambiguousMinus.rawValue, 4),
            ("[a]--5-[b]", AppleMessage.ambiguousMinus.rawValue, 4),
            ("[a]-(8[b]", AppleMessage.expectedConnectionListClose.rawValue, 6),
            ("[a]-10,20-[b]", AppleMessage.expectedHyphenList.rawValue, 6),
            ("[a]-10[b]", AppleMessage.expectedHyphen.rawValue, 6),
            ("[a]x", AppleMessage.expectedViewOrBar.rawValue, 3),
            ("[a] ", AppleMessage.expectedViewOrBar.rawValue, 3),
            ("[a]||", AppleMessage.expectedEnd.rawValue, 4),
        ]
        for (format, message, index) in cases {
            guard let (apple, start) = firstError(format) else {
                XCTFail("\(format) parsed clean")
                continue
            }
            XCTAssertEqual(apple, message, format)
            XCTAssertEqual(start, index, format)
        }
        XCTAssertEqual(firstError("")?.0, AppleMessage.emptyString.rawValue)
    }

    func testDocumentedExamplesParseClean() {
        for format in ["[button]-[textField]", "[button(>=50)]", "|-50-[purpleBox]-50-|",
                       "V:[topField]-10-[bottomField]", "[maroonView][blueView]", "[button(100@20)]",
                       "[button1(==button2)]", "[flexibleButton(>=70,<=100)]",
                       "|-[find]-[findNext]-[findField(>=20)]-|", "|-0@999-[a]", "[a]->=0-|"] {
            XCTAssertEqual(Parser.parse(format).diagnostics.map(\.message), [], format)
        }
    }

    func testTreeOfTheIssueExample() {
        let syntax = Parser.parse("H:|-[a(>=50@750)]-(==8)-[b(==a)]-|").syntax
        XCTAssertEqual(syntax.axis, .horizontal)
        XCTAssertEqual(syntax.views.map { syntax.name(of: $0) }, ["a", "b"])
        XCTAssertEqual(syntax.leadingSuperview?.connection.kind, .standard)
        XCTAssertEqual(syntax.trailingSuperview?.connection.kind, .standard)
        XCTAssertEqual(syntax.connections.count, 1)
        let size = syntax.predicates(of: syntax.views[0]).first!
        XCTAssertEqual(size.relation, .greaterThanOrEqual)
        XCTAssertEqual(size.object.number, 50)
        XCTAssertEqual(size.priority?.number, 750)
        XCTAssertEqual(size.range, ByteRange(7, 15))
        let gap = syntax.predicates(of: syntax.connections[0]).first!
        XCTAssertEqual(gap.object.number, 8)
        XCTAssertTrue(syntax.connections[0].isParenthesized)
        let equal = syntax.predicates(of: syntax.views[1]).first!
        XCTAssertTrue(equal.object.isName)
        XCTAssertEqual(syntax.text(equal.object.range), "a")
    }

    func testNegativeNumbersAndPriorities() {
        let syntax = Parser.parse("[a(==-5@-1)]-(-8)-[b]").syntax
        XCTAssertEqual(syntax.predicates.map(\.object.number), [-5, -8])
        XCTAssertEqual(syntax.predicates[0].priority?.number, -1)
    }

    func testFixesRepairTheFormat() {
        for (broken, fixed) in [("H|[a]", "H:|[a]"), ("[a]-10[b]", "[a]-10-[b]"), ("[a]-10,20-[b]", "[a]-(10,20)-[b]"),
                                ("H: [a]", "H:[a]"), ("[a(=30)]", "[a(==30)]"), ("[box(width]", "[box(width)]"),
                                ("[a]--[b]", "[a]-[b]"), ("[a(+5)]", "[a(5)]"), ("[a(.5)]", "[a(0.5)]"),
                                ("[a]->=-5-[b]", "[a]-(>=-5)-[b]"), ("h:[a]", "H:[a]"), ("[a", "[a]"),
                                ("[a(50)-[b]", "[a(50)]-[b]"), ("[a]-(8-[b]", "[a]-(8)-[b]")] {
            let result = Parser.parse(broken)
            var bytes = Array(broken.utf8)
            for diagnostic in result.diagnostics.reversed() {
                if let fix = diagnostic.fixes.first { bytes = fix.apply(to: bytes) }
            }
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), fixed, broken)
            XCTAssertEqual(Parser.parse(fixed).diagnostics.map(\.message), [], fixed)
        }
    }

    func testWhitespaceBetweenTwoNamesHasNoFix() {
        let result = Parser.parse("[a b]")
        XCTAssertEqual(result.diagnostics.first?.id, .whitespace)
        XCTAssertEqual(result.diagnostics.first?.fixes, [])
    }

    func testAllErrorsAreReportedInOnePassSortedByPosition() {
        let result = Parser.parse("H: [a b]-10,20-[c(>30")
        XCTAssertGreaterThanOrEqual(result.diagnostics.count, 5)
        let starts = result.diagnostics.map(\.range.lowerBound)
        XCTAssertEqual(starts, starts.sorted())
        XCTAssertEqual(result.syntax.views.count, 2)
    }

    func testAppleExceptionReasonLayout() {
        let reason = AppleRuntime.exceptionReason(message: AppleMessage.expectedView.rawValue, format: "H: [a]", index: 2)
        XCTAssertEqual(reason, "Unable to parse constraint format: \nExpected a view \nH: [a] \n  ^")
    }
}
