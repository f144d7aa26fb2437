import Foundation
import _VFLTestSupport
import XCTest

/// Golden tests of projects whose formats reach Auto Layout through their own helpers
/// (`Fixtures/helpers/<project>/`): each is copied into a scratch directory outside any git work
/// tree and linted as a user would (`vfl-lint --statistics <project>`), and what the tool prints
/// is compared with `Fixtures/helpers/<project>.diagnostics`.
final class HelperProjectTests: ScratchTestCase {
    override var executable: String { "vfl-lint" }

    func testEveryHelperProjectIsReadAsItsGoldenSays() throws {
        let root = Fixtures.root.appendingPathComponent("helpers")
        let projects = try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: [.isDirectoryKey])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertGreaterThanOrEqual(projects.count, 4)
        for project in projects {
            let name = project.lastPathComponent
            try Fixtures.copyTree(project, to: directory.appendingPathComponent(name))
            let (status, out, err) = try tool("vfl-lint", ["--statistics", name])
            let text = ("exit \(status)\n" + out + err).replacingOccurrences(of: directory.path + "/", with: "")
            Fixtures.assertGolden(text, input: project.appendingPathExtension("project"), ext: "diagnostics")
        }
    }

    /// A tree whose formats all reach the API through its helpers is not called clean: the
    /// typo in it is found, and without the helper's file the summary says what was not checked.
    func testFormatsPassedOnlyThroughHelpersAreCheckedOrCounted() throws {
        try write("Kit.m", """
            @implementation Kit
            + (void)apply:(NSArray *)formats views:(NSDictionary *)views
            {
                for (NSString *format in formats) {
                    [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
                }
            }
            @end
            """)
        try write("Use.m", """
            @implementation Use
            - (void)build
            {
                UIView *a = [UIView new];
                a.translatesAutoresizingMaskIntoConstraints = NO;
                [Kit apply:@[@"H:|[a]|", @"V:|[b]|"] views:NSDictionaryOfVariableBindings(a)];
            }
            @end
            """)
        var (status, out, err) = try tool("vfl-lint", ["."])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(out.contains("Use.m:6:36: error: 'b' is not a key in the views dictionary"), out)
        XCTAssertTrue(err.contains("checked 2 formats"), err)
        // A file linted alone (a hook's staged file) is read with the helpers of the files git
        // tracks around it.
        (status, _, err) = try tool("vfl-lint", ["Use.m"])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(err.contains("checked 0 of 2 formats"), err)
        _ = try runGit(["init", "-q"], in: directory)
        _ = try runGit(["add", "."], in: directory)
        (status, out, _) = try tool("vfl-lint", ["Use.m"])
        XCTAssertEqual(status, 1, out)
        try FileManager.default.removeItem(at: directory.appendingPathComponent(".git"))
        try FileManager.default.removeItem(atPath: path("Kit.m"))
        (status, out, err) = try tool("vfl-lint", ["Use.m"])
        XCTAssertEqual(status, 0)
        XCTAssertFalse(err.contains("no findings in 1 file\n"), err)
        XCTAssertTrue(err.contains("checked 0 of 2 formats; 2 not checked (2 passed to code vfl-lint does not follow)"), err)
    }

    /// A call of the project's own `NSLayoutConstraint.constraints(withVisualFormat:metrics:views:)`,
    /// declared in another file (it completes its format), is not Apple's method (whose options
    /// have a default) however the file is linted: in a run over the tree, alone (a hook's staged
    /// file), from standard input (an editor's buffer), with `--fix`. Without that file it is.
    func testACallOfTheProjectsOwnConstraintsFromAnotherFileIsNotApples() throws {
        try checkOwnConstraints(declaration: "(withVisualFormat middle: String, metrics: [String: Any]?, views: [String: Any])",
                                arguments: "metrics: nil")
    }

    /// Nor is one that writes Apple's four labels where an extension overloads Apple's method
    /// (told apart by its types, which are not compared).
    func testACallThatMayReachTheProjectsOverloadOfApplesMethodIsNotApples() throws {
        try checkOwnConstraints(declaration: "(withVisualFormat middle: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: CGFloat], views: [String: UIView])",
                                arguments: "options: [], metrics: [\"gap\": 8], views: [\"dot\": dot]", columnOfError: 59)
    }

    func checkOwnConstraints(declaration: String, arguments callArguments: String, columnOfError: Int = 59) throws {
        try write("Layout.swift", """
            import UIKit
            extension NSLayoutConstraint {
                static func constraints\(declaration) -> [NSLayoutConstraint] {
                    constraints(withVisualFormat: "H:|" + middle, options: [], metrics: metrics, views: views)
                }
            }
            """)
        let card = """
            import UIKit
            final class Card: UIView {
                func header(_ dot: UIView) -> [NSLayoutConstraint] {
                    NSLayoutConstraint.constraints(withVisualFormat: "-[dot]-|", \(callArguments.contains("views:") ? callArguments : callArguments + ", views: [\"dot\": dot]"))
                }
            }
            """
        try write("Card.swift", card)
        _ = try runGit(["init", "-q"], in: directory)
        _ = try runGit(["add", "."], in: directory)
        for arguments in [["."], ["Card.swift"], ["--stdin-filename", "Card.swift", "-"], ["--fix", "."]] {
            let (status, out, err) = try tool("vfl-lint", arguments, stdin: arguments.contains("-") ? card : "")
            XCTAssertEqual(status, 0, "\(arguments): \(out)\(err)")
            XCTAssertFalse(out.contains("error"), "\(arguments): \(out)")
            // (An editor's buffer is given its findings only, no summary.)
            if !arguments.contains("-") { XCTAssertTrue(err.contains("1 passed to code vfl-lint does not follow"), "\(arguments): \(err)") }
        }
        XCTAssertEqual(try String(contentsOfFile: path("Card.swift"), encoding: .utf8), card)
        _ = try runGit(["rm", "-q", "--cached", "Layout.swift"], in: directory)
        try FileManager.default.removeItem(atPath: path("Layout.swift"))
        let (status, out, _) = try tool("vfl-lint", ["Card.swift"])
        XCTAssertEqual(status, 1, out)
        XCTAssertTrue(out.contains("Card.swift:4:\(columnOfError): error: expected a view"), out)
    }

    /// An internal dictionary property filled in its own file is known whole in a git work tree
    /// where no other file names it; a member access or a subclass's bare use elsewhere, or a
    /// tree git does not track, leaves its keys hints.
    func testInternalPropertyNoOtherFileNamesIsKnownWhole() throws {
        try write("Badge.swift", """
            import UIKit
            final class Badge: UIView {
                var parts = [String: UIView]()
                let caption = UILabel()
                func build() {
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    parts["caption"] = caption
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[captoin]|", options: [], metrics: nil, views: parts))
                }
            }
            """)
        // Its own `parts`, a parameter and a label of the name: not the badge's.
        try write("Shelf.swift", """
            import UIKit
            final class Shelf: UIView {
                var parts: [String: UIView] = [:]
                func fill(parts extra: [String: UIView]) { parts = extra }
                func make(parts: Int) -> Badge { Badge() }
            }
            """)
        var (status, out, err) = try tool("vfl-lint", ["."])
        XCTAssertEqual(status, 0, out)
        XCTAssertTrue(err.contains("view names only hinted at in 1"), err)
        _ = try runGit(["init", "-q"], in: directory)
        _ = try runGit(["add", "."], in: directory)
        (status, out, _) = try tool("vfl-lint", ["Badge.swift"])
        XCTAssertEqual(status, 1, out)
        XCTAssertTrue(out.contains("Badge.swift:8:78: error: 'captoin' is not a key in the views dictionary"), out)
        (status, out, _) = try tool("vfl-lint", ["--explain-site", "Badge.swift:8"])
        XCTAssertTrue(out.contains("no other file of the project names it"), out)
        // An editor's buffer of the file is read alike.
        let buffer = try String(contentsOf: directory.appendingPathComponent("Badge.swift"), encoding: .utf8)
        (status, out, _) = try tool("vfl-lint", ["--stdin-filename", "Badge.swift", "-"], stdin: buffer)
        XCTAssertEqual(status, 1, out)
        XCTAssertTrue(out.contains("'captoin' is not a key in the views dictionary"), out)
        // Another file writes it through a member, or a subclass by its bare name: a file git
        // does not track yet, and one the configuration excludes, count too.
        try write(".vfl.json", "{\"excluded\": [\"Other.swift\"]}\n")
        for other in ["func reset(_ b: Badge) { b.parts = [:] }",
                      "class Wide: Badge { func add(_ v: UIView) { parts[\"extra\"] = v } }",
                      "class Full: Badge { override var parts: [String: UIView] { get { [:] } set {} } }",
                      "@objc protocol Keyed { var parts: [String: UIView] { get set } }",
                      "@objcMembers class Base: UIView {}",
                      "protocol Keyed {}\nextension Badge: Keyed {}",
                      "extension /* it */ App.Badge: Keyed {}",
                      "extension\nBadge : Keyed {}",
                      "class Sub: Badge {}",
                      "typealias Tag = Badge",
                      "class Pick: Badge { func f(_ e: E) { switch e { case .a(let parts): print(parts); case .b: parts[\"x\"] = UIView() } } }"] {
            try write("Other.swift", "import UIKit\n" + other + "\n")
            (status, out, err) = try tool("vfl-lint", ["Badge.swift"])
            XCTAssertEqual(status, 0, other + out)
            XCTAssertTrue(err.contains("view names only hinted at in 1"), err)
        }
    }
}
