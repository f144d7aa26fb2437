import Foundation
import VFLLint
import VFLSourceScan
import XCTest

/// Linting grows near-linearly with the number of formats in one scope: file-scope constants,
/// formats activated in one function, one views dictionary written before every call. A
/// property over input shapes, not a timing goal: eight times the formats must cost far less
/// than the sixty-four times a quadratic pass would (speed goals live in `vfl-bench`).
final class LintScalingTests: XCTestCase {
    static func fileScope(_ n: Int) -> String {
        var text = "import UIKit\nlet views: [String: UIView] = [" + (0..<50).map { "\"v\($0)\": UIView()" }.joined(separator: ", ") + "]\n"
        for i in 0..<n {
            text += "let a\(i) = NSLayoutConstraint.constraints(withVisualFormat: \"H:|-8-[v\(i % 50)]|\", options: [], metrics: nil, views: views)\n"
        }
        return text
    }

    static func activated(_ n: Int) -> String {
        var text = "import UIKit\nfunc f(a: UIView) {\n"
        for i in 0..<n {
            text += "    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: \"H:|-\(i % 40)-[v\(i)]|\", options: [], metrics: nil, views: [\"v\(i)\": UIView()]))\n"
        }
        return text + "}\n"
    }

    static func writtenBeforeEachCall(_ n: Int) -> String {
        var text = "import UIKit\nfunc f(a: UIView) {\n    var views = [\"a\": a]\n"
        for i in 0..<n {
            text += "    views[\"k\(i)\"] = a\n    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: \"H:|-8-[k\(i)]|\", options: [], metrics: nil, views: views))\n"
        }
        return text + "}\n"
    }

    /// Broken code: messages that never close, so every call's arguments run to the end of the
    /// file (found by the lint fuzz target: quadratic until arguments were bounded).
    static func unclosedMessages(_ n: Int) -> String {
        String(repeating: "[self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@\"H:|[v]|\" options:0 metrics:nil views:@{@\"v\": v\n", count: n)
    }

    /// Formats collected in one variable among as many activation calls of other things (found
    /// by the lint fuzz target on broken code: every collected format compared the variable
    /// with every activation's argument, made into bytes each time — cubic).
    static func collectedAmongActivations(_ n: Int) -> String {
        var text = "import UIKit\nfunc f(views: [String: UIView]) {\n    var c: [NSLayoutConstraint] = []\n"
        for i in 0..<n {
            text += "    c.append(contentsOf: NSLayoutConstraint.constraints(withVisualFormat: \"H:|[v\(i)]|\", options: [], metrics: nil, views: views))\n"
            text += "    NSLayoutConstraint.activate(other\(i) + [first\(i), second\(i), third\(i)])\n"
        }
        return text + "    NSLayoutConstraint.activate(c)\n}\n"
    }

    func seconds(_ text: String, _ language: SourceLanguage = .swift) -> Double {
        let bytes = Array(text.utf8)
        let session = LintSession(configuration: LintConfiguration())
        let start = DispatchTime.now().uptimeNanoseconds
        _ = session.lint(bytes, language: language)
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    func testLintingIsNearLinearInFormatsPerScope() {
        let shapes: [(String, (Int) -> String, SourceLanguage)] = [
            ("file scope", Self.fileScope, .swift), ("activated together", Self.activated, .swift),
            ("written before each call", Self.writtenBeforeEachCall, .swift), ("unclosed messages", Self.unclosedMessages, .objc),
            ("collected among activations", Self.collectedAmongActivations, .swift),
        ]
        for (name, make, language) in shapes {
            _ = seconds(make(100), language)   // warm up
            let small = max(seconds(make(400), language), 0.002)
            let large = seconds(make(3200), language)
            print("\(name): 400 formats \(String(format: "%.3f", small)) s, 3200 formats \(String(format: "%.3f", large)) s (x\(String(format: "%.1f", large / small)))")
            XCTAssertLessThan(large / small, 24, "\(name): 8x the formats took \(large / small)x the time")
        }
    }
}
