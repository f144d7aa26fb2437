@testable import VFLRuntimeLog
import VFLSemantics
import XCTest

/// Layout-anchor calls read into the constraints they make (for `explain-log --source`), in
/// Swift and Objective-C; calls whose numbers are not literals are passed over.
final class AnchorCallsTests: XCTestCase {
    func equations(_ source: String) -> [String] {
        AnchorCalls.calls(in: Array(source.utf8)).map(\.constraint.equation)
    }

    func testSwiftAndObjectiveCCallsAreRead() {
        XCTAssertEqual(equations("""
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
                avatar.widthAnchor.constraint(equalToConstant: 48),
                self.card.heightAnchor.constraint(greaterThanOrEqualTo: card.widthAnchor, multiplier: 0.5, constant: -4),
                bottomAnchor.constraint(
                    equalTo: title.bottomAnchor,
                    constant: 8),
                title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            ])
            """), ["title.leading == avatar.trailing + 12", "avatar.width == 48", "self.card.height >= 0.5*card.width - 4",
                   "self.bottom == title.bottom + 8", "title.top == view.safeAreaLayoutGuide.top"])
        XCTAssertEqual(equations("""
            [NSLayoutConstraint activateConstraints:@[
                [self.button.widthAnchor constraintEqualToConstant:44],
                [self.button.leadingAnchor constraintGreaterThanOrEqualToAnchor:self.label.trailingAnchor constant:8],
                [badge.heightAnchor constraintEqualToAnchor:badge.widthAnchor multiplier:2],
            ]];
            """), ["self.button.width == 44", "self.button.leading >= self.label.trailing + 8", "badge.height == 2*badge.width"])
    }

    func testCallsWhoseNumbersAreNotLiteralsArePassedOver() {
        XCTAssertEqual(equations("""
            a.widthAnchor.constraint(equalToConstant: size)
            a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8 * scale)
            a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 1)
            let widthAnchor = a.widthAnchor
            a.topAnchor.constraint(equalTo: b.topAnchor, constant: inset)
            """), [])
    }

    func testCallsInCommentsAndStringsMakeNoConstraint() {
        XCTAssertEqual(equations(#"""
            // avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
            /* old: /* nested */ avatar.heightAnchor.constraint(equalToConstant: 40) */
            log("try title.topAnchor.constraint(equalTo: view.topAnchor, constant: 2) \(name) \(dict["a\"b"]) and \"quotes\"")
            let help = """
                badge.widthAnchor.constraint(equalToConstant: 3)
                """
            let raw = #"a "quoted" \(x) bottomAnchor.constraint(equalToConstant: 5)"#
            avatar.widthAnchor.constraint(equalToConstant: 48).isActive = true
            """#), ["avatar.width == 48"])
        XCTAssertEqual(equations("""
            if (c == '"' || c == '\\'') { [self.button.widthAnchor constraintEqualToConstant:44].active = YES; }
            NSString *s = @"[x.heightAnchor constraintEqualToConstant:1]"; [y.heightAnchor constraintEqualToConstant:2];
            """), ["self.button.width == 44", "y.height == 2"])
        // A string left open ends with its line: the next line is code again.
        XCTAssertEqual(equations("let s = \"open\nbadge.widthAnchor.constraint(equalToConstant: 3)"), ["badge.width == 3"])
    }
}
