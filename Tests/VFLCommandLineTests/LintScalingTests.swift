import Foundation
import VFLLint
import VFLSourceScan
import _VFLTestSupport
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

    /// A Swift function `f(parameters)` whose body is `prologue`, then `line(i)` for each of
    /// the `n` formats, then `epilogue`.
    static func function(_ parameters: String, prologue: String = "", epilogue: String = "", _ n: Int,
                         _ line: (Int) -> String) -> String {
        "import UIKit\nfunc f(\(parameters)) {\n" + prologue + (0..<n).map(line).joined() + epilogue + "}\n"
    }

    static func call(_ format: String, views: String = "views") -> String {
        "NSLayoutConstraint.constraints(withVisualFormat: \"\(format)\", options: [], metrics: nil, views: \(views))"
    }

    static func activated(_ n: Int) -> String {
        function("a: UIView", n) { "    NSLayoutConstraint.activate(\(call("H:|-\($0 % 40)-[v\($0)]|", views: "[\"v\($0)\": UIView()]")))\n" }
    }

    static func writtenBeforeEachCall(_ n: Int) -> String {
        function("a: UIView", prologue: "    var views = [\"a\": a]\n", n) {
            "    views[\"k\($0)\"] = a\n    NSLayoutConstraint.activate(\(call("H:|-8-[k\($0)]|")))\n"
        }
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
        function("views: [String: UIView]", prologue: "    var c: [NSLayoutConstraint] = []\n", epilogue: "    NSLayoutConstraint.activate(c)\n", n) {
            "    c.append(contentsOf: \(call("H:|[v\($0)]|")))\n    NSLayoutConstraint.activate(other\($0) + [first\($0), second\($0), third\($0)])\n"
        }
    }

    /// The name bound again in the condition of every `if` (each use looked back over every
    /// earlier binding: quadratic, 8 s for 3,000, until a binding's scope was its body).
    static func conditionBindings(_ n: Int) -> String {
        function("a: UIView, extra: [String: UIView]?", prologue: "    let views = [\"a\": a]\n", n) {
            "    if let views = extra { addConstraints(\(call("H:|[v\($0)]|"))) }\n"
        }
    }

    /// The name declared in both branches of an `#if` before every call.
    static func ifBranches(_ n: Int) -> String {
        function("a: UIView, b: UIView", n) {
            "#if os(iOS)\n    let views = [\"a\": a]\n#else\n    let views = [\"b\": b]\n#endif\n    addConstraints(\(call("H:|[v\($0)]|")))\n"
        }
    }

    /// Broken code: a condition binding without its body, so the name is declared again and
    /// again in one block (each declaration's writes were looked for to the end of the block).
    static func redeclaredInOneBlock(_ n: Int) -> String {
        function("a: UIView, extra: [String: UIView]?", prologue: "    let views = [\"a\": a]\n", n) {
            "    if let views = extra, addConstraints(\(call("H:|[v\($0)]|")))\n"
        }
    }

    /// `#if`s nested one in the other's `#else`, a call in each branch (each directive's region
    /// was made from every `#if` open there).
    static func nestedIfs(_ n: Int) -> String {
        function("views: [String: UIView]", epilogue: String(repeating: "#endif\n", count: n), n) {
            "#if os(iOS)\n    addConstraints(\(call("H:|[v\($0)]|")))\n#else\n    addConstraints(\(call("V:|[v\($0)]|")))\n"
        }
    }

    /// Broken code: closures that never close, a call activated in each (every closure's
    /// changes to constraints were looked for to the end of the file: quadratic in the depth of
    /// nesting, found by the lintscale fuzz target).
    static func unclosedClosures(_ n: Int) -> String {
        function("v: UIView", n) { "    run {\n    NSLayoutConstraint.activate(\(call("H:|[v\($0)]|", views: "[\"v\($0)\": v]")))\n" }
    }

    /// Broken code: closures with a parameter that never close (a name is looked for among the
    /// parameters of every closure around it).
    static func unclosedClosuresWithParameters(_ n: Int) -> String {
        function("v: UIView", n) { "    run { x\($0) in\n    NSLayoutConstraint.activate(\(call("H:|[v\($0)]|", views: "[\"v\($0)\": v]")))\n" }
    }

    /// Broken code: blocks that never close, a format in a variable declared outside them used
    /// in each (every name was looked for among the parameters of every block around it).
    static func unclosedBlocks(_ n: Int) -> String {
        function("views: [String: UIView], x: Bool", prologue: "    let format = \"H:|[v]|\"\n", n) { _ in
            "    if x {\n    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))\n"
        }
    }

    /// Broken code: opening parentheses each followed by a closing brace, twenty after every
    /// call (every closer searched the whole stack of open brackets for a brace).
    static func unmatchedClosers(_ n: Int) -> String {
        function("views: [String: UIView]", n) { "    addConstraints(\(call("H:|[v\($0)]|")))\n    " + String(repeating: "(}", count: 20) + "\n" }
    }

    /// Broken code: `do` blocks that never close, two before each call (the scope of every call
    /// was found by walking out through every `do` block around it).
    static func unclosedDoBlocks(_ n: Int) -> String {
        function("v: UIView", n) { "    do { do {\n    NSLayoutConstraint.activate(\(call("H:|[v\($0)]|", views: "[\"v\($0)\": v]")))\n" }
    }

    /// Broken code: `if` blocks that never close, two before each write and use of a views
    /// dictionary declared outside them (every use walked out to the declaration for a block
    /// that runs later).
    static func writesInUnclosedBlocks(_ n: Int) -> String {
        function("a: UIView, x: Bool", prologue: "    var views: [String: UIView] = [:]\n", n) {
            "    if x { if x {\n    views[\"v\($0)\"] = a\n    NSLayoutConstraint.activate(\(call("H:|[v\($0)]|")))\n"
        }
    }

    func seconds(_ text: String, _ language: SourceLanguage = .swift) -> Double {
        let bytes = Array(text.utf8)
        let session = LintSession(configuration: LintConfiguration())
        let start = DispatchTime.now().uptimeNanoseconds
        _ = session.lint(bytes, language: language)
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    func testLintingIsNearLinearInFormatsPerScope() throws {
        try LongTests.require()
        let shapes: [(String, (Int) -> String, SourceLanguage)] = [
            ("file scope", Self.fileScope, .swift), ("activated together", Self.activated, .swift),
            ("written before each call", Self.writtenBeforeEachCall, .swift), ("unclosed messages", Self.unclosedMessages, .objc),
            ("collected among activations", Self.collectedAmongActivations, .swift),
            ("condition bindings", Self.conditionBindings, .swift), ("#if branches", Self.ifBranches, .swift),
            ("redeclared in one block", Self.redeclaredInOneBlock, .swift), ("nested #if", Self.nestedIfs, .swift),
            ("unclosed closures", Self.unclosedClosures, .swift), ("unclosed closures with parameters", Self.unclosedClosuresWithParameters, .swift), ("unmatched closers", Self.unmatchedClosers, .swift),
            ("unclosed blocks", Self.unclosedBlocks, .swift), ("unclosed do blocks", Self.unclosedDoBlocks, .swift),
            ("writes in unclosed blocks", Self.writesInUnclosedBlocks, .swift),
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
