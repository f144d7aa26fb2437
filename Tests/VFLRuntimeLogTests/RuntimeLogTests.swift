@testable import VFLRuntimeLog
import VFLLayout
import VFLSemantics
import _VFLTestSupport
import XCTest

/// The reader of Auto Layout's constraint descriptions, one style at a time, and the
/// explanation of small reports with known answers.
final class RuntimeLogTests: XCTestCase {
    func equation(_ description: String) -> String? { RuntimeLog.parse(description: description)?.equation }

    func testEveryDescriptionStyleIsRead() {
        let cases: [(String, String)] = [
            ("NSLayoutConstraint:0x6000 UILabel:0x7f01'Title'.leading == UIView:0x7f02.leadingMargin + 8   (active)",
             "UILabel'Title'.leading == UIView:…7f02.leadingMargin + 8"),
            ("NSLayoutConstraint:0x6000 UIView:0x7f02.width == 0.5*UIView:0x7f03.width - 4 @750   (active)",
             "UIView:…7f02.width == 0.5*UIView:…7f03.width - 4 @750"),
            ("NSLayoutConstraint:0x6000 UIView:0x7f02.height >= 330   (active)", "UIView:…7f02.height >= 330"),
            ("NSLayoutConstraint:0x6000 UILabel:0x7f01'a (b) [c] > d'.height <= 44.5", "UILabel'a (b) [c] > d'.height <= 44.5"),
            ("NSLayoutConstraint:0x6000 'UIView-Encapsulated-Layout-Width' MyApp.AvatarCell:0x7f05.width == 375   (active)",
             "MyApp.AvatarCell:…7f05.width == 375"),
            ("NSAutoresizingMaskLayoutConstraint:0x6000 h=--& v=--& UIView:0x7f02.midY == 31   (active, names: '|':UIView:0x7f09 )",
             "UIView:…7f02.centerY == UIView:…7f09.top + 31"),
            ("NSLayoutConstraint:0x6000 H:|-(16)-[UILabel:0x7f01'Title']   (active, names: '|':UIView:0x7f09 )",
             "UILabel'Title'.leading == UIView:…7f09.leading + 16"),
            ("NSLayoutConstraint:0x6000 V:[UILabel:0x7f01]-(NSSpace(8))-[UIButton:0x7f02'OK']", "UIButton'OK'.top == UILabel:…7f01.bottom + 8"),
            ("NSLayoutConstraint:0x6000 H:[UIButton:0x7f02'OK']-(20)-|   (Names: '|':UIView:0x7f09 )", "UIView:…7f09.trailing == UIButton'OK'.trailing + 20"),
            ("NSLayoutConstraint:0x6000 V:[UIView:0x7f04(80@750)]", "UIView:…7f04.height == 80 @750"),
            ("NSLayoutConstraint:0x6000 H:[UIImageView:0x7f04(>=160)]", "UIImageView:…7f04.width >= 160"),
            ("SnapKit.LayoutConstraint:0x6000@Banner.swift#31 UIView:0x7f04.height == 64   (active)", "UIView:…7f04.height == 64"),
            ("MASLayoutConstraint:0x6000 UIView:0x7f04.top == UILayoutGuide:0x6001'UIViewSafeAreaLayoutGuide'.top",
             "UIView:…7f04.top == UILayoutGuide'UIViewSafeAreaLayoutGuide'.top"),
            ("NSLayoutConstraint:0x6000 NSTextField:0x7f01'Name:'.lastBaseline == NSTextField:0x7f02.lastBaseline   (active)",
             "NSTextField'Name:'.lastBaseline == NSTextField:…7f02.lastBaseline"),
            // System spacing after an equation, and as a VFL-like space.
            ("_UISystemBaselineConstraint:0x6000 UIView:0x7f02.bottom <= UILayoutGuide:0x6001'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)",
             "UIView:…7f02.bottom <= UILayoutGuide'UIViewSafeAreaLayoutGuide'.bottom + 8"),
            ("_UISystemBaselineConstraint:0x6000 'UISV-spacing' V:[UILabel:0x7f01]-(NSLayoutAnchorConstraintSpace(8))-[UIButton:0x7f02'OK']   (active)",
             "UIButton'OK'.top == UILabel:…7f01.bottom + 8"),
            // A scroll view's content size; content-size constraints by their required part.
            ("_UIScrollViewAutomaticContentSizeConstraint:0x6000 UITableView:0x7f06.contentHeight{id: 444} == -64.500000",
             "UITableView:…7f06's content.height == -64.5"),
            ("NSContentSizeLayoutConstraint:0x6000 UILabel:0x7f01'Hi'.width == 35 Hug:250 CompressionResistance:750   (active)",
             "UILabel'Hi'.width == 35 @750"),
            ("NSContentSizeLayoutConstraint:0x6000 UILabel:0x7f01'Hi'.height == 20.5 Hug:1000 CompressionResistance:750", "UILabel'Hi'.height <= 20.5"),
            ("NSContentSizeLayoutConstraint:0x6000 H:[UIImageView:0x7f04(512)] Hug:250 CompressionResistance:1000", "UIImageView:…7f04.width >= 512"),
            // iOS 6 could leave a value out.
            ("NSAutoresizingMaskLayoutConstraint:0x6000 h=--& v=--& UIButton:0x7f02.midX ==", "UIButton:…7f02.centerX == ?"),
        ]
        for (description, expected) in cases {
            XCTAssertEqual(equation(description), expected, description)
        }
        XCTAssertEqual(RuntimeLog.parse(description: "SnapKit.LayoutConstraint:0x6000@Banner.swift#31 UIView:0x7f04.height == 64")?.sourceLocation, "Banner.swift#31")
        XCTAssertEqual(RuntimeLog.parse(description: "NSLayoutConstraint:0x6000 'UISV-hiding' UIView:0x7f04.height == 0")?.identifier, "UISV-hiding")
        XCTAssertNil(RuntimeLog.parse(description: "UIView: 0x7f04; frame = (0 0; 10 10)"))
    }

    func testAReportPastedWithPrefixesEscapesAndWrappedLinesIsRead() {
        let text = """
            12:00:01.5 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "\\<NSLayoutConstraint:0x1 UIView:0xa.width == 100   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0xa.width
                    == 50   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x2 UIView:0xa.width == 50   (active)>
            """
        let logs = RuntimeLog.conflicts(in: text)
        XCTAssertEqual(logs.count, 1)
        XCTAssertEqual(logs[0].constraints.map(\.equation), ["UIView:…0xa.width == 100", "UIView:…0xa.width == 50"])
        XCTAssertEqual(logs[0].broken, 1)
        let explanation = LogExplainer.explain(logs[0])
        XCTAssertTrue(explanation.unsatisfiable)
        XCTAssertEqual(explanation.minimal, [0, 1])
        XCTAssertTrue(explanation.text.contains("#2 needs UIView:…0xa.width to be 50, but the other (#1) makes it exactly 100."), explanation.text)
    }

    func testAnAccountGivesTheRangeTheOthersAllow() {
        let text = """
            Unable to simultaneously satisfy constraints.
            "<NSLayoutConstraint:0x1 UIView:0xb.leading == UIView:0xa.leading + 20>",
            "<NSLayoutConstraint:0x2 UIView:0xa.trailing >= UIView:0xb.trailing + 20>",
            "<NSLayoutConstraint:0x3 UIView:0xa.width == 100>",
            "<NSLayoutConstraint:0x4 UIView:0xb.width >= 80>",
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x4 UIView:0xb.width >= 80>
            """
        let explanation = LogExplainer.explain(RuntimeLog.conflicts(in: text)[0])
        XCTAssertEqual(explanation.minimal, [0, 1, 2, 3])
        XCTAssertTrue(explanation.text.contains("to be at least 80, but the others (#1, #2, #3) make it between 0 and 60."), explanation.text)
    }

    func testASatisfiableReportSaysSoInsteadOfInventingAConflict() {
        let text = """
            Unable to simultaneously satisfy constraints.
            "<NSLayoutConstraint:0x1 UIView:0xb.leading == UIView:0xa.leadingMargin>",
            "<NSLayoutConstraint:0x2 UIView:0xb.width == 50>",
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x2 UIView:0xb.width == 50>
            """
        let explanation = LogExplainer.explain(RuntimeLog.conflicts(in: text)[0])
        XCTAssertFalse(explanation.unsatisfiable)
        XCTAssertTrue(explanation.text.contains("can all hold"), explanation.text)
    }

    func testAmbiguityTracesNameTheViewsAndWhatIsFree() {
        let text = """
            UIWindow:0x1
            |   *UILabel:0xa'Hi, you'- AMBIGUOUS LAYOUT for UILabel:0xa'Hi, you'.minX{id: 3}, UILabel:0xa'Hi, you'.Width{id: 4}
            |   *UIView:0xb
            |   *UIButton:0xc'OK'- AMBIGUOUS LAYOUT for UIButton:0xc'OK'.minY{id: 9}
            """
        let traces = RuntimeLog.ambiguities(in: text)
        XCTAssertEqual(traces.count, 1)
        XCTAssertEqual(traces[0].line, 2)
        XCTAssertEqual(traces[0].ambiguous.map { "\($0.item.displayName) \($0.attributes)" }, ["UILabel'Hi, you' [\"minX\", \"Width\"]", "UIButton'OK' [\"minY\"]"])
    }

    func testTracesOfEveryEraAreReadAndMerged() {
        func read(_ text: String) -> [String] {
            RuntimeLog.ambiguities(in: text).flatMap { trace in
                trace.ambiguous.map { "\($0.item.displayName) \($0.attributes) @\($0.line)" } + trace.markedWindows.map { "window \($0.item.displayName)" }
                    + trace.missingHosts.map { "host \($0.item.displayName)" }
            }
        }
        // Older systems: `<…>` around the view, no quantities; the window's line sums it up.
        XCTAssertEqual(read("""
            *<UIWindow:0x10>- AMBIGUOUS LAYOUT
            |   *<UIView:0x11>
            |   |   *<UILabel:0x12> - AMBIGUOUS LAYOUT
            """), ["UILabel:…0x12 [] @3", "window UIWindow:…0x10"])
        // A line repeated by the paste is one view; a wrapped line, Markdown escapes and a host.
        XCTAssertEqual(read("""
            •UIWindow:0x20 - AMBIGUOUS LAYOUT
            |   •UIView:0x21, MISSING HOST CONSTRAINTS
            |   |   *UILabel:0x22'Hi'- AMBIGUOUS LAYOUT for UILabel:0x22'Hi'.minY{id: 5}
            |   |   *UILabel:0x22'Hi'- AMBIGUOUS LAYOUT for UILabel:0x22'Hi'.minY{id: 5}
            |   |   *UILabel:0x23'Hey'-
              AMBIGUOUS LAYOUT for UILabel:0x23'Hey'.Width{id: 7}
            > |   |   \\*\\_UILayoutGuide:0x24- AMBIGUOUS LAYOUT for \\_UILayoutGuide:0x24.minX{id: 9}
            """), ["UILabel'Hi' [\"minY\"] @3", "UILabel'Hey' [\"Width\"] @6", "_UILayoutGuide:…0x24 [\"minX\"] @7", "window UIWindow:…0x20", "host UIView:…0x21"])
        // A window alone is what the trace says; a tree with nothing marked is a trace with none.
        XCTAssertEqual(read("*<UIWindow:0x30> - AMBIGUOUS LAYOUT\n|   *<UIView:0x31>\n"), ["UIWindow:…0x30 [] @1"])
        let clean = RuntimeLog.ambiguities(in: "UIWindow:0x40\n|   *UIView:0x41\n|   |   *UILabel:0x42'a'\n")
        XCTAssertEqual(clean.count, 1)
        XCTAssertTrue(clean[0].ambiguous.isEmpty)
        XCTAssertTrue(RuntimeLog.ambiguities(in: "* UIView:0x1 is mentioned in a list\n").isEmpty)
        // A guide's print-out keeps its identifier; the advice sends the reader to its owner.
        let guide = RuntimeLog.ambiguities(in: "|   *<UILayoutGuide: 0x50 - \"UIViewSafeAreaLayoutGuide\", layoutFrame = {{0, 0}, {1, 1}}>- AMBIGUOUS LAYOUT\n")[0].ambiguous[0]
        XCTAssertEqual(guide.item.displayName, "UILayoutGuide'UIViewSafeAreaLayoutGuide'")
        XCTAssertTrue(LogExplainer.advice(forAmbiguous: guide.item, attributes: ["minY"]).contains("cannot be constrained directly"))
        XCTAssertEqual(LogExplainer.advice(forAmbiguous: LogItem(className: "UILabel", address: "0x1"), attributes: ["minX", "Height"]),
                       "its horizontal position is free: add a leading, trailing or centerX constraint; its height is free: add a height constraint, pin top and bottom, or give it an intrinsic height.")
    }

    func testNoSizeIsNegativeSoAChainLongerThanItsCellConflicts() {
        // The label's height is free, yet 10 + label + 24 + 330 + 16 > 370 cannot hold: sizes
        // are never negative in the engine.
        let text = """
            Unable to simultaneously satisfy constraints.
            "<NSLayoutConstraint:0x1 UIView:0xb.height >= 330   (active)>",
            "<NSLayoutConstraint:0x2 V:|-(10)-[UILabel:0xa]   (active, names: '|':UIView:0xc )>",
            "<NSLayoutConstraint:0x3 V:[UILabel:0xa]-(24)-[UIView:0xb]   (active)>",
            "<NSLayoutConstraint:0x4 V:[UIView:0xb]-(16)-|   (active, names: '|':UIView:0xc )>",
            "<NSLayoutConstraint:0x5 'UIView-Encapsulated-Layout-Height' UIView:0xc.height == 370   (active)>"
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 UIView:0xb.height >= 330   (active)>
            """
        let explanation = LogExplainer.explain(RuntimeLog.conflicts(in: text)[0])
        XCTAssertTrue(explanation.unsatisfiable)
        XCTAssertEqual(explanation.minimal, [0, 1, 2, 3, 4])
        XCTAssertTrue(explanation.text.contains("(with the engine's rule that no width or height is negative)"), explanation.text)
        XCTAssertTrue(explanation.text.contains("make it between 0 and 320."), explanation.text)
    }

    func testWindowsLineEndingsAndNamesWithSeveralLabels() {
        let text = "Unable to simultaneously satisfy constraints.\r\n(\r\n    \"<NSLayoutConstraint:0x1 UIView:0xa.width == 100>\",\r\n    \"<NSLayoutConstraint:0x2 UIView:0xa.width == 50>\"\r\n)\r\nWill attempt to recover by breaking constraint\r\n<NSLayoutConstraint:0x2 UIView:0xa.width == 50>\r\n"
        let logs = RuntimeLog.conflicts(in: text)
        XCTAssertEqual(logs.count, 1)
        XCTAssertEqual(logs.first?.constraints.count, 2)
        XCTAssertEqual(logs.first?.broken, 1)
        let names = RuntimeLog.parse(description: "NSLayoutConstraint:0x3 H:|-(8)-[UILabel:0xb'x']   (active, names: '|':UIView:0xc'a', 'v':UILabel:0xb'x' )")
        XCTAssertEqual(names?.equation, "UILabel'x'.leading == UIView'a'.leading + 8")
    }

    func testViewsNamedByTheirIdentifierOrAMasonryKeyAreRead() {
        let cases: [(String, String)] = [
            ("NSLayoutConstraint:0x1 Toolbar.lockIcon.width == 40   (active, names: Toolbar.lockIcon:0x7f01 )", "Toolbar.lockIcon.width == 40"),
            ("NSLayoutConstraint:0x1 V:[UIView:0x7f00]-(113)-[NextButton]   (active, names: NextButton:0x7f05 )", "NextButton.top == UIView:…7f00.bottom + 113"),
            ("NSLayoutConstraint:0x1 H:|-(6)-[Cell]   (active, names: Cell:0x7f09, '|':NSView:0x7f08 )", "Cell.leading == NSView:…7f08.leading + 6"),
            ("NSLayoutConstraint:0x1 'NSView-Encapsulated-Layout-Width' ItemCell.width == 194   (active, names: ItemCell:0x7f09 )", "ItemCell.width == 194"),
            ("NSLayoutConstraint:0x1 UITableViewCellContentView:cv.width == 414", "UITableViewCellContentView:cv.width == 414"),
            ("MASLayoutConstraint:avatarSize UIImageView:avatar.height == ProfileHeader:header.height - 24", "UIImageView:avatar.height == ProfileHeader:header.height - 24"),
            ("NSLayoutConstraint:0x1 UIView:0x7f01.width == - 16   (active)", "UIView:…7f01.width == -16"),
            ("NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UILabel:0x7f02.midY == + 39   (names: '|':UIView:0x7f00 )", "UILabel:…7f02.centerY == UIView:…7f00.top + 39"),
            ("NSLayoutConstraint:0x1 V:[UIInputView:0x7f01(246)]\\", "UIInputView:…7f01.height == 246"),
        ]
        for (description, expected) in cases {
            XCTAssertEqual(equation(description), expected, description)
        }
        // The same view by identifier and by address is one item; a name stays a name.
        let named = RuntimeLog.parse(description: cases[0].0)
        XCTAssertEqual(named?.firstItem?.address, "0x7f01")
        XCTAssertEqual(named?.firstItem?.logText, "Toolbar.lockIcon:0x7f01")
        // Without the status that names it, an identifier is not read as some other item.
        XCTAssertNil(RuntimeLog.parse(description: "NSLayoutConstraint:0x1 Toolbar.lockIcon.width == 40   (active)"))
        XCTAssertNil(RuntimeLog.parse(description: "NSLayoutConstraint:0x1 UIView:0x7f01.width == -"))
    }

    func testWhatWasNotReadLeavesNoConclusionButAConflictStillHolds() {
        func explain(_ text: String) -> LogExplanation { LogExplainer.explain(RuntimeLog.conflicts(in: text)[0]) }
        let unread = explain("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0xa.width == 100>",
                "<NSLayoutConstraint:0x2 UIView:0xa.width ~~ something new>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 UIView:0xa.width == 100>
            """)
        XCTAssertFalse(unread.unsatisfiable)
        XCTAssertFalse(unread.text.contains("can all hold (margins"), unread.text)
        XCTAssertTrue(unread.text.contains("1 description could not be read, at line 4: the conflict may be among what is missing, so no conclusion is drawn."), unread.text)
        let cut = RuntimeLog.conflicts(in: """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0xa.width == 100>",
                "<NSLayoutConstraint:0x2 UIView:0xa.height == 
            """)
        XCTAssertEqual(cut.count, 1)
        XCTAssertTrue(cut[0].isCutOff)
        XCTAssertEqual(cut[0].unreadable.map(\.line), [4])
        XCTAssertTrue(LogExplainer.explain(cut[0]).text.contains("the report is cut off before its list ends"))
        let nothing = RuntimeLog.conflicts(in: "Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the followi")
        XCTAssertEqual(nothing.count, 1)
        XCTAssertEqual(LogExplainer.explain(nothing[0]).text, "No constraint of this report could be read (it is cut off), so nothing can be said about it.\n")
        // A conflict among what was read holds whatever else the report had.
        let conflict = explain("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0xa.width == 100>",
                "<NSLayoutConstraint:0x2 UIView:0xa.width == 50>",
                "<NSLayoutConstraint:0x3 UIView:0xa.width ~~ something new>"
            )
            """)
        XCTAssertTrue(conflict.unsatisfiable)
        XCTAssertEqual(conflict.minimal, [0, 1])
        XCTAssertTrue(conflict.text.contains("The conflict above holds whatever is missing."), conflict.text)
    }

    func testAReportPastedWithoutItsHeaderIsRead() {
        let list = """
            (
                "<NSLayoutConstraint:0x1 V:[UIView:0x7f01(80)]>",
                "<NSLayoutConstraint:0x2 V:[UIView:0x7f01(40)]>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 V:[UIView:0x7f01(80)]>
            """
        for text in [list, "    Probably at least one of the constraints in the following list is one you don't want.\n" + list,
                     "some words first\n" + list + "\n\nUnable to simultaneously satisfy constraints.\n" + list] {
            let logs = RuntimeLog.conflicts(in: text)
            XCTAssertEqual(logs.first?.constraints.count, 2, text)
            XCTAssertEqual(logs.first?.broken, 0, text)
            XCTAssertEqual(logs.first?.isCutOff, false, text)
            XCTAssertEqual(logs.count, text.contains("Unable") ? 2 : 1, text)
        }
        // A breaking line with no list above it starts nothing.
        XCTAssertTrue(RuntimeLog.conflicts(in: "Will attempt to recover by breaking constraint\n<NSLayoutConstraint:0x1 V:[UIView:0x7f01(80)]>").isEmpty)
    }

    func testPastesThatLostPartsOfTheirDescriptionsAreStillRead() {
        // A multiplier after the item; descriptions whose `<…>` a page stripped (and Markdown
        // quoting); a last description missing only its `>`; a broken one cut short, known by
        // its address.
        XCTAssertEqual(equation("NSLayoutConstraint:0x1 UIView:0xa.width == UIView:0xa.height * 1.5 + 10"), "UIView:…0xa.width == 1.5*UIView:…0xa.height + 10")
        let logs = RuntimeLog.conflicts(in: """
            Unable to simultaneously satisfy constraints.
            > (
            >     NSLayoutConstraint:0x1 UIView:0xa.leading == UIView:0xc.leading + 5,
            >     NSLayoutConstraint:0x2 UIView:0xc.trailing == UIView:0xa.trailing",
            >     "<NSLayoutConstraint:0x3 V:[UIView:0xa]-(8)-|   (active, names: '|':UIView:0xc )",
            >     NSLayoutConstraint:0x4 UIView:0xc.width == 0
            > )
            > Will attempt to recover by breaking constraint
            > <NSLayoutConstraint:0x2 UIView:0xc.trail
            """)
        XCTAssertEqual(logs.count, 1)
        XCTAssertEqual(logs[0].constraints.count, 4)
        XCTAssertEqual(logs[0].broken, 1)
        XCTAssertTrue(logs[0].isComplete, "\(logs[0].unreadable)")
        XCTAssertEqual(LogExplainer.explain(logs[0]).minimal, [0, 1, 3])
    }

    func testAListWithoutTheBrokenConstraintOrRedactedDrawsNoConclusion() {
        let elided = RuntimeLog.conflicts(in: """
            Unable to simultaneously satisfy constraints:
            ...
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 H:[NSView:0xa]-(>=5)-[NSButton:0xb'OK'](LTR)>
            """)[0]
        XCTAssertTrue(elided.brokenWasNotListed)
        XCTAssertTrue(LogExplainer.explain(elided).text.contains("the list lacks the constraint the runtime broke"), LogExplainer.explain(elided).text)
        let redacted = RuntimeLog.conflicts(in: "[Layout] Unable to simultaneously satisfy constraints:\n<private>\n\nWill attempt to recover by breaking constraint\n<private>\n")[0]
        XCTAssertTrue(redacted.isRedacted)
        XCTAssertFalse(redacted.isCutOff)
        XCTAssertTrue(LogExplainer.explain(redacted).text.hasPrefix("The system log hid this report's constraints as '<private>'"))
        // A description cut off at the end of one report does not swallow the next report.
        let two = RuntimeLog.conflicts(in: "Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UIView:0xa.width == 1>\"\n)\nWill attempt to recover by breaking constraint\n<NSLayoutConstraint:0x1 UIView:0xa.wid\n\nUnable to simultaneously satisfy constraints:\n<private>\n")
        XCTAssertEqual(two.map(\.line), [1, 8])
        XCTAssertEqual(two.map(\.broken), [0, nil])
        XCTAssertEqual(two.map(\.isRedacted), [false, true])
    }

    func testNotesNameTheRightViewAndOnlyWhatApplies() {
        func text(_ descriptions: String) -> String {
            LogExplainer.explain(RuntimeLog.conflicts(in: "Unable to simultaneously satisfy constraints.\n(\n" + descriptions + "\n)\n")[0]).text
        }
        // The mask of `H:[Inner]-(10)-|` is Inner's, not the superview's.
        let owner = text("""
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- H:[Inner:0xb]-(10)-|   (active, names: '|':Outer:0xa )>",
            "<NSLayoutConstraint:0x2 H:[Inner:0xb]-(0)-|   (active, names: '|':Outer:0xa )>"
            """)
        XCTAssertTrue(owner.contains("autoresizing mask (h=-&- v=-&-): Inner:…0xb keeps"), owner)
        // The keyboard's own views: the framework's conflict, no advice about masks.
        let system = text("""
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIKeyboardAssistantBar:0xa.height == 0>",
            "<NSLayoutConstraint:0x2 V:|-(10)-[_UIButtonBarStackView:0xb]   (active, names: '|':UIKeyboardAssistantBar:0xa )>",
            "<NSLayoutConstraint:0x3 V:[_UIButtonBarStackView:0xb]-(10)-|   (active, names: '|':UIKeyboardAssistantBar:0xa )>"
            """)
        XCTAssertTrue(system.contains("Every view here is one of the system's own"), system)
        XCTAssertFalse(system.contains("translatesAutoresizingMaskIntoConstraints"), system)
        // AVKit's player controls are the framework's too; a public player view is the app's.
        let player = "\"<NSLayoutConstraint:0x1 AVButton:0xb.width == 44>\",\n\"<NSLayoutConstraint:0x2 H:|-(0)-[AVButton:0xb]-(0)-|   (active, names: '|':AVTransportControlsView:0xa )>\",\n\"<NSLayoutConstraint:0x3 AVTransportControlsView:0xa.width == 300>\""
        XCTAssertTrue(text(player).contains("Every view here is one of the system's own"), text(player))
        let app = player.replacingOccurrences(of: "AVTransportControlsView", with: "AVPlayerView")
        XCTAssertFalse(text(app).contains("Every view here is one of the system's own"), text(app))
        // "Margins taken as 8" only where a margin is involved.
        let plain = text("\"<NSLayoutConstraint:0x1 NSView:0xa.width == 10>\",\n\"<NSLayoutConstraint:0x2 NSView:0xa.width >= 5>\"")
        XCTAssertTrue(plain.contains("can all hold: the conflict involves something the log does not show, such as constraints or sizes it does not list."), plain)
        let margins = text("\"<NSLayoutConstraint:0x1 UIView:0xb.leading == UIView:0xa.leadingMargin>\"")
        XCTAssertTrue(margins.contains("(margins taken as 8, left to right)"), margins)
    }

    func testAnAutoresizingPositionIsInItsSuperviewNeverAtTheOrigin() {
        // The superview is not named: the label's top is not 0, so nothing conflicts.
        let alone = RuntimeLog.conflicts(in: """
            Unable to simultaneously satisfy constraints.
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UILabel:0xa.minY == 30>",
            "<NSLayoutConstraint:0x2 UILabel:0xa.top == UIView:0xb.top + 10>",
            "<NSLayoutConstraint:0x3 UIView:0xb.top == 0>",
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x2 UILabel:0xa.top == UIView:0xb.top + 10>
            """)[0]
        XCTAssertEqual(alone.constraints[0].equation, "UILabel:…0xa.top == superview of UILabel:…0xa.top + 30")
        XCTAssertFalse(LogExplainer.explain(alone).unsatisfiable)
        // Constrained under a view whose superview the report names: taken to be that one, and said.
        let sibling = RuntimeLog.conflicts(in: """
            Unable to simultaneously satisfy constraints.
            "<NSLayoutConstraint:0x1 V:|-(8)-[UILabel:0xa]   (Names: '|':UIView:0xc )>",
            "<NSLayoutConstraint:0x2 V:[UILabel:0xa(20)]>",
            "<NSLayoutConstraint:0x3 V:[UILabel:0xa]-(4)-[UIView:0xb]>",
            "<NSAutoresizingMaskLayoutConstraint:0x4 h=--& v=--& UIView:0xb.minY == 30>",
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x3 V:[UILabel:0xa]-(4)-[UIView:0xb]>
            """)[0]
        XCTAssertEqual(sibling.assumedSuperviews.map { $0.constraint }, [3])
        let explanation = LogExplainer.explain(sibling)
        XCTAssertTrue(explanation.unsatisfiable)
        XCTAssertTrue(explanation.text.contains("make it exactly 2."), explanation.text)
        XCTAssertTrue(explanation.text.contains("#4 is an autoresizing constraint, measured in its view's superview, which the log does not name: taken to be UIView:…0xc, the superview of UILabel:…0xa, which it is constrained to."), explanation.text)
    }

    func testTheBrokenQuantityIsGivenOnlyWhenTheRestFixesIt() {
        // Nothing conflicts as written (the real conflict is not in the report): what the
        // others make of the broken constraint's quantity is said only when they fix it.
        func text(_ other: String) -> String {
            LogExplainer.explain(RuntimeLog.conflicts(in: """
                Unable to simultaneously satisfy constraints.
                "<NSLayoutConstraint:0x1 UIView:0xa.width >= 20>",
                "<NSLayoutConstraint:0x2 \(other)>",
                Will attempt to recover by breaking constraint
                <NSLayoutConstraint:0x1 UIView:0xa.width >= 20>
                """)[0]).text
        }
        let free = text("UIView:0xa.width <= 30")
        XCTAssertTrue(free.contains("can all hold"), free)
        XCTAssertFalse(free.contains("Without #1"), free)
        let fixed = text("UIView:0xa.width == 30")
        XCTAssertTrue(fixed.contains("Without #1, UIView:…0xa.width is 30.\n"), fixed)
    }

    /// Escapes are undone in one pass: the same as undoing each kind in turn over the whole text
    /// (the reading it replaced), on random text made of escapes and their pieces.
    func testUnescapingInOnePassIsUndoingEachEscapeInTurn() {
        func reference(_ text: String) -> String {
            var text = text
            for (escaped, plain) in [("\\_", "_"), ("\\*", "*"), ("\\<", "<"), ("\\>", ">"), ("\\[", "["), ("\\]", "]"), ("\\|", "|"),
                                     ("&lt;", "<"), ("&gt;", ">"), ("&#39;", "'"), ("&quot;", "\""), ("&amp;", "&")] {
                text = text.replacingOccurrences(of: escaped, with: plain)
            }
            return text
        }
        let pieces = ["\\", "_", "*", "<", ">", "[", "]", "|", "&", "lt;", "gt;", "#39;", "quot;", "amp;", "a", ";", "é", "&lt", "&am"]
        var random = TestRandom(seed: 0x9E37_79B9_7F4A_7C15)
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<(1 + random.next(16)) { text += pieces[random.next(pieces.count)] }
            XCTAssertEqual(RuntimeLog.unescaped(text), reference(text), text.debugDescription)
        }
        XCTAssertEqual(RuntimeLog.unescaped("H:|-\\[a\\]-&lt;b&gt;&amp;lt;"), "H:|-[a]-<b>&lt;")
    }

    /// Patterns met in real pastes (issue pages, forum posts), in reports written here.
    func testAHeaderQuotedAsATitleOrSentenceIsNotAReport() {
        let logs = RuntimeLog.conflicts(in: """
            # Unable to simultaneously satisfy constraints

            Opening the settings tab prints this:

            ```
            2024-01-02 10:00:00.000 App[1:2] Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x1 NSView:0xa.width == 100>",
                "<NSLayoutConstraint:0x2 NSView:0xa.width == 120>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x2 NSView:0xa.width == 120>
            ```
            """)
        XCTAssertEqual(logs.map(\.line), [6])
        XCTAssertEqual(logs.first?.broken, 1)
        // A header alone at the end of a paste is still a report cut off.
        let cut = RuntimeLog.conflicts(in: "log:\nUnable to simultaneously satisfy constraints.\n")
        XCTAssertEqual(cut.map(\.isCutOff), [true])
    }

    func testABrokenConstraintFromAnotherRunIsTheListedOneAlike() {
        let report = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x10 App.Dial:0xa1.width == 2*App.Dial:0xa1.height   (active)>",
                "<NSLayoutConstraint:0x11 'UIView-Encapsulated-Layout-Width' App.Dial:0xa1.width == 300   (active)>",
                "<NSLayoutConstraint:0x12 App.Dial:0xa1.height == 100   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x90 App.Dial:0xb7.width == 2*App.Dial:0xb7.height   (active)>
            """
        let log = RuntimeLog.conflicts(in: report)[0]
        XCTAssertEqual(log.constraints.count, 3)
        XCTAssertEqual(log.broken, 0)
        XCTAssertTrue(log.brokenIsFromAnotherRun)
        XCTAssertFalse(log.brokenWasNotListed)
        let text = LogExplainer.explain(log).text
        XCTAssertTrue(text.contains("The paste names it with other addresses than the list"), text)
        XCTAssertFalse(text.contains("left out of the paste"), text)
        XCTAssertTrue(text.contains("#1 needs App.Dial:…0xa1.width - 2×App.Dial:…0xa1.height to be 0, but the others (#2, #3) make it exactly 100."), text)
        // Two listed constraints alike: which one it is cannot be told, so the list lacks it.
        let twice = report.replacingOccurrences(of: "App.Dial:0xa1.height == 100", with: "App.Dial:0xa1.width == 2*App.Dial:0xa1.height")
        let ambiguous = RuntimeLog.conflicts(in: twice)[0]
        XCTAssertTrue(ambiguous.brokenWasNotListed)
        XCTAssertEqual(ambiguous.constraints.count, 4)
        // Another constant is another constraint.
        let other = RuntimeLog.conflicts(in: report.replacingOccurrences(of: "0xb7.width == 2*App.Dial:0xb7.height", with: "0xb7.width == 3*App.Dial:0xb7.height"))[0]
        XCTAssertTrue(other.brokenWasNotListed)
    }

    func testAConflictThatRestsOnMarginsSaysItTakesTheDefault() {
        let text = LogExplainer.explain(RuntimeLog.conflicts(in: """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UILabel:0xb.leading == UIView:0xa.leadingMargin   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0xa.trailingMargin == UILabel:0xb.trailing   (active)>",
                "<NSLayoutConstraint:0x3 UILabel:0xb.width == 50   (active)>",
                "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0xa.width == 60   (active)>"
            )
            """)[0]).text
        XCTAssertTrue(text.contains("These required constraints cannot all hold: #1, #2, #3, #4 (with each margin taken as 8, UIKit's default, as the log does not give margins)."), text)
        let plain = LogExplainer.explain(RuntimeLog.conflicts(in: "Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UIView:0xa.width == 1>\",\n\"<NSLayoutConstraint:0x2 UIView:0xa.width == 2>\"\n)\n")[0]).text
        XCTAssertTrue(plain.contains("cannot all hold: #1, #2.\n"), plain)
    }

    func testAdviceAboutYourConstraintsOnlyWhenOneIsYours() {
        func text(_ descriptions: String) -> String {
            LogExplainer.explain(RuntimeLog.conflicts(in: "Unable to simultaneously satisfy constraints.\n(\n" + descriptions + "\n)\n")[0]).text
        }
        let system = """
            "<NSLayoutConstraint:0x1 'UISV-canvas-connection' UIStackView:0xa.leading == UILabel:0xb.leading   (active)>",
            "<NSLayoutConstraint:0x2 'UISV-canvas-connection' H:[UILabel:0xb]-(0)-|   (active, names: '|':UIStackView:0xa )>",
            "<NSLayoutConstraint:0x3 '_UITemporaryLayoutWidth' UIStackView:0xa.width == 0   (active)>",
            "<NSLayoutConstraint:0x4 'UISV-spacing' H:[UILabel:0xb]-(8)-[UILabel:0xb]   (active)>"
            """
        let onlySystem = text(system)
        XCTAssertTrue(onlySystem.contains("'UISV-canvas-connection' belongs to a UIStackView: it pins an end arranged view to the stack's edge.\n"), onlySystem)
        XCTAssertFalse(onlySystem.contains("of your own"), onlySystem)
        XCTAssertFalse(onlySystem.contains("Your constraints"), onlySystem)
        // The app's own width on the arranged label is part of the conflict: now the advice applies.
        let withOwn = text(system.components(separatedBy: "\n").dropLast().joined(separator: "\n") + "\n\"<NSLayoutConstraint:0x5 UILabel:0xb.width == 120   (active)>\"")
        XCTAssertTrue(withOwn.contains("A required size or position of your own on an arranged view fights it"), withOwn)
        XCTAssertTrue(withOwn.contains("Your constraints need another size at that moment"), withOwn)
    }

    func testAppKitsConflictingConstraintsDetectedReportIsRead() {
        let logs = RuntimeLog.conflicts(in: """
            Conflicting constraints detected: (
                "<NSLayoutConstraint:0x1 H:|-(4)-[NSImageView:0xb](LTR)   (active, names: '|':App.Row:0xa )>",
                "<NSLayoutConstraint:0x2 NSImageView:0xb.right == App.Row:0xa.right - 4   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0x3 h=--& v=--& App.Row:0xa.width == 0   (active)>"
            ).

            Will attempt to recover by breaking <NSLayoutConstraint:0x2 NSImageView:0xb.right == App.Row:0xa.right - 4   (active)>.
            """)
        XCTAssertEqual(logs.count, 1)
        XCTAssertEqual(logs.first?.constraints.count, 3)
        XCTAssertEqual(logs.first?.broken, 1)
        XCTAssertEqual(logs.first?.isComplete, true)
        XCTAssertTrue(LogExplainer.explain(logs[0]).unsatisfiable)
    }

    func testAConstraintThatCannotHoldAloneSaysWhy() {
        func text(_ description: String) -> String {
            LogExplainer.explain(RuntimeLog.conflicts(in: "Unable to simultaneously satisfy constraints.\n(\n\"<\(description)>\"\n)\n")[0]).text
        }
        let negative = text("NSLayoutConstraint:0x1 UIView:0xa.width == -16   (active)")
        XCTAssertTrue(negative.contains("#1 needs UIView:…0xa.width to be -16, but no width or height can be negative.\n"), negative)
        let itself = text("NSLayoutConstraint:0x1 UIView:0xa.width == UIView:0xa.width + 4   (active)")
        XCTAssertTrue(itself.contains("#1 needs UIView:…0xa.width - UIView:…0xa.width to be 4, but it contradicts itself.\n"), itself)
        XCTAssertTrue(LogExplainer.isSystemView("_AVFocusContainerView"))
        XCTAssertFalse(LogExplainer.isSystemView("AV"))
    }
}
