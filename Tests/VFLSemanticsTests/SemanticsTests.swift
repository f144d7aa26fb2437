import VFLSemantics
import VFLSyntax
import _VFLTestSupport
import XCTest

/// Unit tests of the checker and lowering API (the golden fixtures in `Fixtures/lower` cover
/// the language row by row; these pin the API's contracts).
final class SemanticsTests: XCTestCase {
    func analyze(_ format: String, views: Set<String>? = nil, metrics: [String: Double] = [:],
                 unknownValues: Set<String> = [], options: FormatOptions = [], platform: Platform = .ios) -> FormatAnalysis {
        Semantics.analyze(format, in: FormatEnvironment(views: views, metrics: metrics, metricsWithoutValues: unknownValues,
                                                        options: options, platform: platform))
    }

    func testOptionNamesAcceptSwiftAndObjectiveCSpellings() {
        XCTAssertEqual(FormatOptions(name: "alignAllTop"), .alignAllTop)
        XCTAssertEqual(FormatOptions(name: ".alignAllTop"), .alignAllTop)
        XCTAssertEqual(FormatOptions(name: "NSLayoutFormatAlignAllTop"), .alignAllTop)
        XCTAssertEqual(FormatOptions(name: "alignAllBaseline"), .alignAllLastBaseline)
        XCTAssertEqual(FormatOptions(name: "directionLeadingToTrailing"), [])
        XCTAssertNil(FormatOptions(name: "alignAllMiddle"))
        XCTAssertEqual(FormatOptions.alignAllCenterY.rawValue, 1024)
        XCTAssertEqual(FormatOptions.directionRightToLeft.rawValue, 2 << 16)
        XCTAssertEqual(FormatOptions.spacingBaselineToBaseline.rawValue, 1 << 19)
        XCTAssertEqual(FormatOptions([.alignAllTop, .alignAllLastBaseline]).names, ["alignAllTop", "alignAllLastBaseline"])
        XCTAssertTrue(FormatOptions.directionRightToLeft.isRightToLeft)
        XCTAssertFalse(FormatOptions.directionMask.isRightToLeft, "both bits behave as left to right")
    }

    func testAttributeRawValuesAreApples() {
        XCTAssertEqual(LayoutAttribute.leading.rawValue, 5)
        XCTAssertEqual(LayoutAttribute.lastBaseline.rawValue, 11)
        XCTAssertEqual(LayoutAttribute.trailingMargin.rawValue, 18)
        XCTAssertEqual(LayoutAttribute.centerYWithinMargins.rawValue, 20)
        XCTAssertEqual(LayoutAttribute.leading.margin, .leadingMargin)
    }

    func testViewsDefaultToTheNamesInViewPosition() {
        XCTAssertFalse(analyze("[a(==b)]-[b]").hasErrors)
        let analysis = analyze("[a(==b)]")
        XCTAssertEqual(analysis.diagnostics.map(\.rule), ["unknown_metric"])
        XCTAssertTrue(analysis.throwsAtRuntime)
        XCTAssertTrue(analysis.constraints.isEmpty)
    }

    func testGivenViewsAreTheDictionary() {
        let analysis = analyze("[a(==b)]-[titl]", views: ["a", "b", "title"])
        XCTAssertEqual(analysis.diagnostics.map(\.rule), ["unknown_view"])
        XCTAssertEqual(analysis.diagnostics[0].range, ByteRange(10, 14))
        XCTAssertEqual(analysis.diagnostics[0].apple, "titl is not a key in the views dictionary.")
        XCTAssertEqual(analysis.diagnostics[0].notes.first?.message, "did you mean 'title'?")
        // Several names one edit away: no guess.
        XCTAssertTrue(analyze("[c]", views: ["a", "b"]).diagnostics[0].notes.isEmpty)
        // Nor a name the format already places: renaming to it would place that view twice.
        let placed = analyze("V:|[separator1][separator2]|", views: ["separator1", "title"])
        XCTAssertEqual(placed.diagnostics.map(\.rule), ["unknown_view"])
        XCTAssertTrue(placed.diagnostics[0].notes.isEmpty && placed.diagnostics[0].fixes.isEmpty, "\(placed.diagnostics[0])")
        XCTAssertEqual(analyze("V:|[title][separator2]|", views: ["separator1", "title"]).diagnostics[0].notes.first?.message,
                       "did you mean 'separator1'?")
    }

    func testMetricsWithoutValuesAreKnownButNotExact() {
        let analysis = analyze("[a(>=w,<=10)]-pad-[b]", unknownValues: ["w", "pad"])
        XCTAssertFalse(analysis.hasErrors, "\(analysis.diagnostics)")
        XCTAssertEqual(analysis.constraints.count, 3)
        XCTAssertEqual(analysis.constraints.map(\.isExact), [false, true, false])
        XCTAssertEqual(analysis.constraints[2].constantMetric, "pad")
    }

    func testSyntaxErrorsStopTheChecker() {
        let analysis = analyze("[a]-[zz", views: ["a"])
        XCTAssertEqual(analysis.diagnostics.map(\.rule), ["syntax_expected_view_close"])
        XCTAssertTrue(analysis.throwsAtRuntime)
    }

    func testConflictsAreFoundAcrossAppearancesAndPointAtBothPredicates() {
        let analysis = analyze("[a(50)]-[b]-[a(>=60)]")
        let conflict = analysis.diagnostics.first { $0.rule == "conflicting_constraints" }
        XCTAssertEqual(conflict?.range, ByteRange(15, 19))
        XCTAssertEqual(conflict?.notes.first?.range, ByteRange(3, 5))
        XCTAssertNil(conflict?.apple, "the runtime does not throw; it logs and breaks a constraint")
        XCTAssertFalse(analysis.throwsAtRuntime)
        XCTAssertEqual(analysis.constraints.count, 4)
        // Different priorities never conflict; a required and an optional one neither.
        XCTAssertFalse(analyze("[a(50@500,60@501)]").diagnostics.contains { $0.rule == "ambiguous_priorities" })
        XCTAssertTrue(analyze("[a(50,60@500)]").diagnostics.isEmpty)
        // Touching bounds hold: 50 is both at least 50 and at most 50.
        XCTAssertTrue(analyze("[a(>=50,<=50,==50)]").diagnostics.isEmpty)
    }

    func testAlignmentAlongTheAxisThrowsOnlyWithAdjacentViews() {
        let two = analyze("[a][b]", options: .alignAllLeading)
        XCTAssertEqual(two.diagnostics.map(\.severity), [.error])
        XCTAssertTrue(two.throwsAtRuntime)
        let one = analyze("|[a]|", options: .alignAllLeading)
        XCTAssertEqual(one.diagnostics.map(\.rule), ["alignment_axis"])
        XCTAssertEqual(one.diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(one.constraints.count, 2)
    }

    func testEquationsAndDescriptions() {
        let analysis = analyze("V:|-(-2)-[a(>=15@250)]-(>=11)-[b]-|", platform: .macos)
        XCTAssertEqual(analysis.constraints.map(\.equation), [
            "a.top == superview.top - 2", "a.height >= 15 @250", "b.top >= a.bottom + 11",
            "superview.bottom == b.bottom + NSSpace(20)",
        ])
        XCTAssertEqual(analysis.constraints.map(\.appleDescription), [
            "V:|-(-2)-[a]", "a.height >= 15 @250", "V:[a]-(>=11)-[b]", "V:[b]-(NSSpace(20))-|",
        ])
    }

    func testAnchorCodeForMacOSUsesExplicitStandardSpaceToTheSuperview() {
        let analysis = analyze("|-[a]-[b(<=w)]", metrics: ["w": 80], platform: .macos)
        let code = AnchorCode(language: .swift, platform: .macos, superview: "view").code(for: analysis.constraints, format: "F")
        XCTAssertEqual(code, """
            // F
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
                b.widthAnchor.constraint(lessThanOrEqualToConstant: w),
            ])

            """)
    }

    func testAnchorCodeInObjectiveC() {
        let analysis = analyze("[a(>=50)]-8-[b]-(<=4@300)-|")
        let code = AnchorCode(language: .objc, platform: .ios).code(for: analysis.constraints, format: "F")
        XCTAssertEqual(code, """
            // F
            NSLayoutConstraint *superviewTrailing = [superview.trailingAnchor constraintLessThanOrEqualToAnchor:b.trailingAnchor constant:4];
            superviewTrailing.priority = 300;
            [NSLayoutConstraint activateConstraints:@[
                [a.widthAnchor constraintGreaterThanOrEqualToConstant:50],
                [b.leadingAnchor constraintEqualToAnchor:a.trailingAnchor constant:8],
                superviewTrailing,
            ]];

            """)
    }

    func testEveryDiagnosticIDIsUniqueAndSnakeCase() {
        let all = DiagnosticID.allSyntax + DiagnosticID.allSemantic
        XCTAssertEqual(Set(all.map(\.code)).count, all.count)
        XCTAssertEqual(Set(all.map(\.rule)).count, all.count)
        for id in all {
            XCTAssertTrue(id.rule.allSatisfy { $0.isLowercase || $0 == "_" }, id.rule)
        }
    }
}
