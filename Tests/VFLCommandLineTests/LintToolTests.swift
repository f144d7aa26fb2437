import Foundation
import XCTest

/// `vfl-lint` run as hooks, CI and users run it: paths, configuration, suppression, exit codes.
final class LintToolTests: BinaryTestCase {
    override var executable: String { "vfl-lint" }

    var directory: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    static let broken = """
        import UIKit
        func f(a: UIView) {
            a.translatesAutoresizingMaskIntoConstraints = false
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(8)-[b]|", options: [], metrics: nil, views: ["a": a])
        }

        """

    func testFindingsExitOneInXcodeFormWithAbsolutePaths() throws {
        let file = try write("Sources/View.swift", Self.broken)
        let (status, out, _) = try run([directory.path])
        XCTAssertEqual(status, 1)
        let path = file.resolvingSymlinksInPath().path
        XCTAssertTrue(out.contains(":4:68: error: 'b' is not a key in the views dictionary [unknown_view]"), out)
        XCTAssertTrue(out.hasPrefix("/"), out)
        XCTAssertFalse(out.contains("not in canonical form"), "noncanonical_format is opt-in: vfl-fmt --check owns style")
        _ = path
    }

    /// `--quiet` shows the same findings without their notes, for files and standard input alike.
    func testQuietDropsTheNotesAndKeepsTheFindings() throws {
        let file = try write("Sources/Rows.swift", """
            import UIKit
            func f(a: UIView, b: UIView) {
                let views = ["a": a, "b": b]
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[a(20)]", options: [], metrics: nil, views: views))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[a(10)]", options: [], metrics: nil, views: views))
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][a]|", options: [], metrics: nil, views: views)
            }

            """)
        let (_, full, _) = try run([file.path])
        XCTAssertTrue(full.contains("note: conflicts with 'a.height == 20'"), full)
        let (status, quiet, _) = try run(["--quiet", file.path])
        XCTAssertEqual(status, 1)
        XCTAssertFalse(quiet.contains("note:"), quiet)
        let findings = { (text: String) in text.split(separator: "\n").filter { !$0.contains(": note: ") } }
        XCTAssertEqual(findings(quiet), findings(full))
        XCTAssertEqual(findings(quiet).filter { $0.contains("[cross_format_conflict]") }.count, 1, quiet)
        let (_, piped, _) = try run(["--quiet", "--stdin-filename", file.path, "-"], stdin: String(decoding: Data(contentsOf: file), as: UTF8.self))
        XCTAssertFalse(piped.contains("note:"), piped)
        XCTAssertEqual(findings(piped), findings(full))
    }

    /// A class split over files: the view one file makes and places, another opts out. No
    /// autoresizing warning when the run reads both; one when the other file is not there.
    func testAViewOptedOutInAnotherFileOfTheProjectIsNotWarnedAbout() throws {
        try write("Card/Card.swift", """
            import UIKit
            final class Card: UIView {
                let title = UILabel()
                let badge = UILabel()
                func build() {
                    addSubview(title)
                    addSubview(badge)
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[title]-[badge]|", options: [], metrics: nil, views: ["title": title, "badge": badge]))
                }
            }

            """)
        let alone = try run([directory.appendingPathComponent("Card").path])
        XCTAssertEqual(alone.1.components(separatedBy: "[missing_autoresizing_opt_out]").count - 1, 2, alone.1)
        // Another file opts out `title` (an extension) and, in a comment, names `badge` with the
        // setter: a name too many only keeps a warning from being shown.
        try write("Card/Card+Layout.swift", """
            import UIKit
            extension Card {
                func prepare() {
                    self.title.translatesAutoresizingMaskIntoConstraints = false
                    // [badge setTranslatesAutoresizingMaskIntoConstraints:NO];
                }
            }

            """)
        let both = try run([directory.appendingPathComponent("Card").path])
        XCTAssertFalse(both.1.contains("missing_autoresizing_opt_out"), both.1)
        XCTAssertEqual(both.0, 0)
    }

    func testNoInputFilesIsExitZeroWithANote() throws {
        let (status, out, err) = try run([directory.path])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(out, "")
        XCTAssertTrue(err.contains("no input files"), err)
        XCTAssertEqual(try run(["--quiet", directory.path]).2, "")
        XCTAssertEqual(try run([], directory: directory).0, 0)
    }

    /// A run that cannot read everything still writes a valid SARIF log (a CI step uploads it
    /// whatever the exit status), with the run marked unsuccessful and what it could not read.
    func testSARIFOfARunThatFailsSaysWhatItCouldNotRead() throws {
        let bad = directory.appendingPathComponent("missing").path
        try "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[b]|\", options: [], metrics: nil, views: [\"a\": a])\n"
            .write(to: directory.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        for paths in [[bad], [bad, directory.path]] {
            let (status, out, _) = try run(["--reporter", "sarif", "--exit-zero"] + paths)
            XCTAssertEqual(status, 2)
            let log = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
            let run = (log["runs"] as! [[String: Any]])[0]
            let invocation = (run["invocations"] as! [[String: Any]])[0]
            XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
            let notifications = invocation["toolExecutionNotifications"] as! [[String: Any]]
            XCTAssertTrue(((notifications[0]["message"] as! [String: Any])["text"] as! String).contains("no such file"), "\(notifications)")
            XCTAssertEqual((run["results"] as! [Any]).count, paths.count == 2 ? 1 : 0)
        }
    }

    /// A tree whose formats all reach Auto Layout through code the linter does not follow (a
    /// helper object, a helper taking an array, a format built at run time) is never reported as just
    /// "no findings": the summary says how many formats were checked and how many were not, and
    /// `--statistics` lists each with the helper that could be registered, or why it is built at
    /// run time.
    func testFormatsThatWereNotCheckedAreCountedInTheSummary() throws {
        _ = try write("Sources/Layout.m", """
            void layout(ConstraintLayout *layout) {
                [layout :@"H:|[title]|"];
                [layout :@"V:|[title]-[body]|"];
            }

            """)
        _ = try write("Sources/Grid.swift", """
            func place(_ v: UIView) {
                Layout.install(["H:|-[grid]-|", "V:|-[grid]-|"], ["grid": v])
                let width = 8
                _ = NSLayoutConstraint.constraints(withVisualFormat: String(format: "H:|-%d-[grid]|", width), options: [], metrics: nil, views: ["grid": v])
            }

            """)
        let (status, _, err) = try run([directory.path])
        XCTAssertEqual(status, 0, err)
        // (The one finding is the warning that a format built with `%d` cannot be checked.)
        XCTAssertTrue(err.contains("in 2 files; checked 0 of 5 formats; 5 not checked (1 built at run time, 4 passed to code vfl-lint does not follow); the view names of 1 built at run time checked in its literal text (--statistics lists them)"), err)
        let (_, _, statistics) = try run(["--statistics", directory.path])
        XCTAssertTrue(statistics.contains("2 passed to a method named ':' of a helper object, which vfl-lint does not follow"), statistics)
        XCTAssertTrue(statistics.contains("2 passed to 'install': if it hands its argument to Auto Layout as it is, register it under \"functions\" in .vfl.json (its formats are then checked; their view names where its calls pass the views)"), statistics)
        XCTAssertTrue(statistics.contains("Layout.m:2:14: passed to ':'"), statistics)
        // Each format built at run time where it is passed, and why (its view names checked here).
        XCTAssertTrue(statistics.contains("1 format built at run time, not checked, where it is passed:\n"
            + "  \(directory.path)/Sources/Grid.swift:4:58: the format is built with a format string (String(format:), stringWithFormat:, initWithFormat:) (the view names in its literal text checked)\n"), statistics)
        // Each checked format whose views are not seen whole, and why.
        _ = try write("Sources/Panel.swift", "func f(_ views: [String: UIView]) { _ = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[a]|\", options: [], metrics: nil, views: views) }\n")
        XCTAssertTrue(try run(["--statistics", directory.path]).2.contains("checked formats whose views dictionary is not seen whole (view names not checked, or only as hints), where each is passed:\n"
            + "  \(directory.path)/Sources/Panel.swift:1:90: not visible: 'views' is a parameter: its contents are decided by the caller\n"))
        // Views known only in part: the summary says their names are only hinted at.
        _ = try write("Sources/Panel.swift", "func f(_ extra: [String: UIView]) { var views = [\"a\": UIView()]; views.merge(extra) { a, _ in a }; _ = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[a]-[b]|\", options: [], metrics: nil, views: views) }\n")
        XCTAssertTrue(try run([directory.path]).2.contains("view names only hinted at in 1: views known in part"))
        try FileManager.default.removeItem(at: directory.appendingPathComponent("Sources/Panel.swift"))
        // Everything checked: the summary says so too.
        _ = try write("Sources/Layout.m", "void f(void) { [NSLayoutConstraint constraintsWithVisualFormat:@\"H:|[a]|\" options:0 metrics:nil views:@{@\"a\": a}]; }\n")
        try FileManager.default.removeItem(at: directory.appendingPathComponent("Sources/Grid.swift"))
        XCTAssertTrue(try run([directory.path]).2.contains("no findings in 1 file; checked 1 format"))
    }

    func testRulesHelpIsHelpNotARuleName() throws {
        let (status, out, err) = try run(["rules", "--help"])
        XCTAssertEqual(status, 0, err)
        XCTAssertTrue(out.hasPrefix("usage: vfl-lint rules [RULE]"), out)
    }

    func testConventionsUsersExpect() throws {
        // No path is the current directory, never a silent pass.
        try write("Sources/View.swift", Self.broken)
        let (status, _, err) = try run([], directory: directory)
        XCTAssertEqual(status, 1)
        XCTAssertTrue(err.contains("Found 1 error and 0 warnings in 1 file"), err)
        // Other file types named by a hook are skipped with a note; excluded files even when named.
        try write("README.md", "# [notvfl]\n")
        let (mdStatus, mdOut, mdErr) = try run([directory.appendingPathComponent("README.md").path])
        XCTAssertEqual(mdStatus, 0)
        XCTAssertEqual(mdOut, "")
        XCTAssertTrue(mdErr.contains("not a Swift, Objective-C or .vfl file; skipped"), mdErr)
        try write(".vfl.json", #"{"excluded": ["Sources/**"]}"#)
        XCTAssertEqual(try run([directory.appendingPathComponent("Sources/View.swift").path]).0, 0)
        // Versions, codes for rules, and a suggestion for a misspelt id.
        XCTAssertTrue(try run(["--version"]).1.hasPrefix("vfl-lint "))
        XCTAssertTrue(try run(["rules", "VFL200"]).1.hasPrefix("unknown_view (VFL200"))
        let (_, _, suggestion) = try run(["rules", "unknown_veiw"])
        XCTAssertTrue(suggestion.contains("did you mean 'unknown_view'?"), suggestion)
        // An editor's unsaved buffer on standard input, named for its language (outside the
        // directory excluded above: a buffer of an excluded file is skipped as the file is).
        let (stdinStatus, stdinOut, _) = try run(["--stdin-filename", "App/Unsaved.swift", "-"], stdin: Self.broken, directory: directory)
        XCTAssertEqual(stdinStatus, 1)
        XCTAssertTrue(stdinOut.contains("Unsaved.swift:4:68: error: 'b' is not a key in the views dictionary"), stdinOut)
    }

    func testConfigurationDisablesRulesAndReportsUnknownIDs() throws {
        try write("Sources/View.swift", Self.broken)
        try write(".vfl.json", #"{"disabled_rules": ["unknown_view", "noncanonical_fromat"], "opt_in_rules": ["noncanonical_format"], "severity": {"noncanonical_format": "error"}}"#)
        let (status, out, _) = try run(["--reporter", "json", directory.path])
        XCTAssertEqual(status, 1)
        let findings = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [[String: Any]]
        let rules = findings.map { $0["rule"] as! String }
        XCTAssertEqual(rules.sorted(), ["noncanonical_format", "unknown_rule"])
        XCTAssertEqual(findings.first { $0["rule"] as? String == "noncanonical_format" }?["severity"] as? String, "error")
        XCTAssertTrue((findings.first { $0["rule"] as? String == "unknown_rule" }?["file"] as? String)?.hasSuffix(".vfl.json") == true)
        try write(".vfl.json", "{\n  \"excluded\": [,]\n}")
        let (broken, _, message) = try run([directory.path])
        XCTAssertEqual(broken, 2)
        XCTAssertTrue(message.contains(".vfl.json:2:") && message.contains("not valid JSON"), message)
        try write(".vfl.json", #"{"disabled_rules": ["unknown_veiw"]}"#)
        XCTAssertTrue(try run(["--reporter", "json", directory.path]).1.contains("did you mean 'unknown_view'?"))
        // A key pattern without the view's place would name no key: said, not passed over.
        try write(".vfl.json", #"{"functions": [{"name": "add(view:withConstraints:)", "format_argument": "withConstraints", "positional_keys": "v"}]}"#)
        let (pattern, _, said) = try run([directory.path])
        XCTAssertEqual(pattern, 2)
        XCTAssertTrue(said.contains("'positional_keys' is a key pattern with '{index}'"), said)
        // Nor would one whose keys no format can name (`0`, `1`…, `v-0`), while `_{index}` can.
        for (keys, accepted) in [("{index}", false), ("v-{index}", false), ("1{index}", false), ("_{index}", true), ("cell{index}View", true)] {
            try write(".vfl.json", #"{"functions": [{"name": "add(view:withConstraints:)", "format_argument": "withConstraints", "positional_keys": "\#(keys)"}]}"#)
            let (code, _, message) = try run([directory.path])
            XCTAssertEqual(code == 2, !accepted, "\(keys): \(message)")
            XCTAssertEqual(message.contains("'positional_keys' is a key pattern"), !accepted, "\(keys): \(message)")
        }
    }

    func testExcludedGlobsAndGitignoreAreHonoured() throws {
        try write("Sources/View.swift", Self.broken)
        try write("Generated/Gen.swift", Self.broken)
        try write("Pods/Lib.swift", Self.broken)
        try write(".gitignore", "Pods/\n")
        try write(".vfl.json", #"{"excluded": ["Generated/**"]}"#)
        let (_, out, _) = try run([directory.path])
        XCTAssertTrue(out.contains("View.swift"), out)
        XCTAssertFalse(out.contains("Gen.swift"), out)
        XCTAssertFalse(out.contains("Lib.swift"), out)
    }

    /// Runs git in the scratch directory.
    func git(_ arguments: String...) throws { try runGit(arguments, in: directory) }

    /// A `.gitignore` pattern keeps untracked files out of git, never tracked ones: a project
    /// whose `.gitignore` lists `*.m`, or a vendored checkout under an ignored directory, that git
    /// tracks anyway is linted (it was skipped: "no input files", exit 0). Untracked files the
    /// patterns match are still skipped, in every index version git writes.
    func testTrackedFilesAreLintedThoughAGitignorePatternMatchesThem() throws {
        let broken = Self.broken.replacingOccurrences(of: "\"H:|-(8)-[b]|\"", with: "\"H:|-(8)-[bb]|\"")
        try write(".gitignore", "*.m\nCarthage/\n")
        try write("App/Panel.swift", broken)
        try write("App/Legacy.m", "[self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@\"H:|[a]|\" options:0 metrics:nil views:@{@\"b\": b}]];\n")
        try write("Carthage/Checkouts/Kit/Kit.swift", broken)
        try git("init", "-q")
        try git("add", "App/Panel.swift", ".gitignore")
        try git("add", "-f", "App/Legacy.m", "Carthage/Checkouts/Kit/Kit.swift")
        try write("App/Scratch.m", "[self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@\"H:|[zz]|\" options:0 metrics:nil views:@{}]];\n")
        try write("Carthage/Build/Gen.swift", broken)
        for version in ["2", "3", "4"] {
            try git("update-index", "--index-version", version)
            if version == "3" { try write("App/New.swift", broken); try git("add", "-N", "App/New.swift") }   // intent to add: extended flags
            let (status, out, err) = try run(["--reporter", "json"], directory: directory)
            XCTAssertEqual(status, 1, "index version \(version): \(err)")
            for tracked in ["App/Panel.swift", "App/Legacy.m", "Carthage/Checkouts/Kit/Kit.swift"] {
                XCTAssertTrue(out.contains(tracked), "index version \(version): \(tracked)\n\(out)")
            }
            XCTAssertEqual(out.contains("App/New.swift"), version != "2", "index version \(version)")
            for untracked in ["Scratch.m", "Gen.swift"] { XCTAssertFalse(out.contains(untracked), "index version \(version): \(untracked)") }
        }
        // Outside a repository (or with an index that cannot be read) the patterns alone decide.
        try FileManager.default.removeItem(at: directory.appendingPathComponent(".git"))
        let (_, out, _) = try run(["--reporter", "json", "--exit-zero"], directory: directory)
        XCTAssertTrue(out.contains("App/Panel.swift"), out)
        for ignored in ["Legacy.m", "Kit.swift", "Scratch.m", "Gen.swift"] { XCTAssertFalse(out.contains(ignored), ignored) }
    }

    /// The index cases found by probing: a SHA-256 repository, a submodule under an ignored
    /// directory (its files are tracked, by its own index), and indexes the reader does not read
    /// (split, truncated), which leave the patterns alone to decide, without a crash.
    func testTrackedFilesInSubmodulesAndOtherIndexes() throws {
        let broken = Self.broken.replacingOccurrences(of: "\"H:|-(8)-[b]|\"", with: "\"H:|-(8)-[bb]|\"")
        let top = directory!
        defer { directory = top }
        // A library repository, added as a submodule under the ignored Carthage/.
        directory = top.appendingPathComponent("Lib")
        try write("Lib.swift", broken)
        try write("Inner/Deep.swift", broken)
        try write(".gitignore", "Inner/\n")
        try git("init", "-q")
        try git("add", ".gitignore", "Lib.swift")
        try git("add", "-f", "Inner/Deep.swift")
        try git("commit", "-q", "-m", "lib")
        directory = top.appendingPathComponent("App")
        try write("App.swift", broken)
        try write(".gitignore", "Carthage/\n*.generated.swift\n")
        try write("View.generated.swift", broken)
        try git("init", "-q")
        try git("add", ".gitignore", "App.swift")
        try git("add", "-f", "View.generated.swift")
        try git("-c", "protocol.file.allow=always", "submodule", "add", "-q", "-f", top.appendingPathComponent("Lib").path, "Carthage/Checkouts/Lib")
        var (_, out, _) = try run(["--reporter", "json", "--exit-zero"], directory: directory)
        for file in ["App.swift", "View.generated.swift", "Carthage/Checkouts/Lib/Lib.swift", "Carthage/Checkouts/Lib/Inner/Deep.swift"] {
            XCTAssertTrue(out.contains(file), "\(file)\n\(out)")
        }
        // A split index and a truncated one: the patterns alone, no crash.
        try git("update-index", "--split-index")
        (_, out, _) = try run(["--reporter", "json", "--exit-zero"], directory: directory)
        XCTAssertTrue(out.contains("App.swift") && !out.contains("View.generated.swift"), out)
        try git("update-index", "--no-split-index")
        try write("Added.generated.swift", broken)
        try git("add", "-N", "-f", "Added.generated.swift")   // extended flags: version 3
        let index = directory.appendingPathComponent(".git/index")
        let whole = try Data(contentsOf: index)
        for length in [12, 74, 75, 100, whole.count - 21, whole.count - 1] {
            try whole.prefix(length).write(to: index)
            let (status, out, err) = try run(["--reporter", "json", "--exit-zero"], directory: directory)
            XCTAssertEqual(status, 0, "\(length) bytes: \(err)")
            XCTAssertTrue(out.contains("App.swift") && !out.contains("generated"), "\(length) bytes: \(out)")
        }
        // SHA-256 object names.
        directory = top.appendingPathComponent("Modern")
        try write("Kept.m", "[self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@\"H:|[a]|\" options:0 metrics:nil views:@{@\"b\": b}]];\n")
        try write(".gitignore", "*.m\n")
        try git("init", "-q", "--object-format=sha256")
        try git("add", "-f", "Kept.m")
        (_, out, _) = try run(["--reporter", "json", "--exit-zero"], directory: directory)
        XCTAssertTrue(out.contains("Kept.m"), out)
    }

    /// Git's ignores hold for a file named explicitly (hooks pass file lists) and for a walk of a
    /// subdirectory: the .gitignore files above it, up to the work tree's top, apply to it too.
    /// Both used to lint what a walk of the whole project skips.
    func testGitIgnoredFilesAreSkippedWhenNamedAndUnderAWalkedSubdirectory() throws {
        try write(".gitignore", "Generated/\n*.gen.swift\nApp/Drafts/*\n!App/Drafts/Keep.swift\n")
        try write("App/.gitignore", "Scratch.swift\n")
        for file in ["App/Good.swift", "App/View.gen.swift", "App/Tracked.gen.swift", "App/Scratch.swift", "App/Deep/Scratch.swift",
                     "App/Deep/Other.gen.swift", "Generated/Out.swift", "App/Drafts/Keep.swift", "App/Drafts/Toss.swift"] {
            try write(file, Self.broken)
        }
        try git("init", "-q")
        try git("add", ".gitignore", "App/.gitignore", "App/Good.swift")
        try git("add", "-f", "App/Tracked.gen.swift")
        func linted(_ arguments: [String], in place: URL? = nil) throws -> [String] {
            let (status, out, err) = try run(["--reporter", "json", "--exit-zero"] + arguments, directory: place ?? directory)
            XCTAssertEqual(status, 0, err)
            return ["Good.swift", "View.gen.swift", "Tracked.gen.swift", "Scratch.swift", "Other.gen.swift", "Out.swift", "Keep.swift",
                    "Toss.swift"].filter { out.contains($0) }
        }
        let expected = ["Good.swift", "Tracked.gen.swift", "Keep.swift"]   // Keep.swift: taken back by a `!` pattern
        XCTAssertEqual(try linted([]), expected, "the whole project")
        XCTAssertEqual(try linted(["App"]), expected, "a subdirectory")
        XCTAssertEqual(try linted(["App/"]), expected, "a subdirectory, with a slash")
        XCTAssertEqual(try linted(["./"]), expected, "the top, with a slash")
        XCTAssertEqual(try linted(["Deep"], in: directory.appendingPathComponent("App")), [], "the .gitignore of its parent and of the top")
        XCTAssertEqual(try linted(["."], in: directory.appendingPathComponent("App")), expected, "the current directory below the top")
        XCTAssertEqual(try linted(["Generated"]), [], "a directory git ignores")
        XCTAssertEqual(try linted(["App/Good.swift", "App/View.gen.swift", "App/Tracked.gen.swift", "App/Scratch.swift",
                                   "App/Deep/Scratch.swift", "Generated/Out.swift", "App/Drafts/Keep.swift", "App/Drafts/Toss.swift"]),
                       expected, "files named explicitly")
        XCTAssertEqual(try linted(["Drafts"], in: directory.appendingPathComponent("App")), ["Keep.swift"])
        XCTAssertEqual(try linted(["Deep/Other.gen.swift", "Good.swift"], in: directory.appendingPathComponent("App")), ["Good.swift"])
        // Outside a work tree a .gitignore above the named path means nothing to git.
        try FileManager.default.removeItem(at: directory.appendingPathComponent(".git"))
        XCTAssertEqual(try linted(["App/View.gen.swift"]), ["View.gen.swift"])
    }

    /// A helper that takes a format and views one by one, defined in one file, is read in the
    /// others (`ProjectHelpers`): a view number beyond the views passed is an error there. Its name
    /// given to another function anywhere in the run makes its calls unknown.
    func testCallsOfAHelperDefinedInAnotherFileAreChecked() throws {
        let helper = """
            extension UIView {
                func addConstraintsWithFormat(format: String, views: UIView...) {
                    var viewsDictionary = [String: UIView]()
                    for (index, view) in views.enumerated() {
                        let key = "v\\(index)"
                        view.translatesAutoresizingMaskIntoConstraints = false
                        viewsDictionary[key] = view
                    }
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: NSLayoutFormatOptions(), metrics: nil, views: viewsDictionary))
                }
                func addConstraints(with format: String, views: UIView...) {
                    var viewsDictionary: [String: UIView] = [:]
                    for view in views.enumerated() {
                        viewsDictionary["v\\(view.offset)"] = view.element
                        view.element.translatesAutoresizingMaskIntoConstraints = false
                    }
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: viewsDictionary))
                }
            }

            """
        try write("Extensions/UIView+Layout.swift", helper)
        try write("Feed/FeedCell.swift", """
            final class FeedCell: UICollectionViewCell {
                let avatar = UIImageView(), name = UILabel()
                func setUp() {
                    addConstraintsWithFormat(format: "H:|-8-[v0(44)]-8-[v1]|", views: avatar, name)
                    addConstraintsWithFormat(format: "V:|-8-[v0(44)]-[v2]|", views: avatar, name)
                    addConstraintsWithFormat(format: "V:|-pad-[v1]|", views: avatar, name)
                }
            }
            final class Badge: UIView {
                let count = UILabel()
                func setUp() {
                    addConstraints(with: "H:|-[v0]-|", views: count)   // the helper opts the view out
                }
            }

            """)
        var (status, out, err) = try run(["--reporter", "json"], directory: directory)
        XCTAssertEqual(status, 1, err)
        XCTAssertTrue(out.contains("'v2' is not a key in the views dictionary"), out)
        XCTAssertTrue(out.contains("'pad' is not a key in the metrics dictionary"), out)
        XCTAssertEqual(out.components(separatedBy: "\"rule\"").count - 1, 2, out)
        // Another function of that name, in a third file: which one a call reaches is not known.
        try write("Grid/Grid.swift", "final class Grid { func addConstraintsWithFormat(format: String, views: [String: UIView]) {} }\n")
        (status, out, err) = try run(["--reporter", "json"], directory: directory)
        XCTAssertEqual(status, 0, out + err)
    }

    /// Outside a git work tree (a downloaded archive), `--explain-site` reads the helpers of the
    /// directory it runs in, as `vfl-lint` with no path does: a line the run reports is explained.
    func testExplainSiteOutsideAWorkTreeReadsTheHelpersOfTheDirectory() throws {
        try write(TutorialHelper.path, TutorialHelper.source)
        try write("Feed/FeedCell.swift", TutorialHelper.cell)
        let (status, out, err) = try run([], directory: directory)
        XCTAssertEqual(status, 1, out + err)
        XCTAssertTrue(out.contains("FeedCell.swift:3:"), out)
        let explained = try run(["--explain-site", "Feed/FeedCell.swift:3"], directory: directory)
        XCTAssertEqual(explained.0, 0, explained.2)
        XCTAssertTrue(explained.1.contains("views: known exactly {v0, v1}") && explained.1.contains("1 error"), explained.1)
    }

    /// A line whose string reads as a format but goes to code the linter does not follow is
    /// explained as `--statistics` lists it: not checked, and what could be registered.
    func testExplainSiteSaysWhyAStringWasNotChecked() throws {
        try write("Sources/Card.m", "void f(Card *card) {\n    [card installFormat:@\"H:|[badge]|\" into:card];\n}\n")
        let explained = try run(["--explain-site", "Sources/Card.m:2"], directory: directory)
        XCTAssertEqual(explained.0, 0, explained.2)
        XCTAssertEqual(explained.1, "string at 2:25, @\"H:|[badge]|\": not checked, passed to 'installFormat:': if it hands its argument to Auto Layout as it is, register it under \"functions\" in .vfl.json (its formats are then checked; their view names where its calls pass the views)\n")
        XCTAssertEqual(try run(["--explain-site", "Sources/Card.m:1"], directory: directory).0, 2)
    }

    /// A hook lints the staged files only, and `--explain-site` names one: the helpers are still
    /// read from every Swift file git tracks in the repository, so a call is read as a run over
    /// the whole repository reads it. Before, a helper defined in a file not named was not seen:
    /// the hook passed a call CI then failed, `--explain-site` found "no call" on a line the run
    /// reported, and (worse) a second function of the helper's name in a file not named was not
    /// seen either, so a hook could report a call that may reach it.
    func testAHookGivenOneFileReadsTheHelpersOfTheRepository() throws {
        try write(TutorialHelper.path, TutorialHelper.source)
        let cell = TutorialHelper.cell
        try write("Feed/FeedCell.swift", cell)
        try write("Vendor/Grid.swift", "final class Grid { func addConstraintsWithFormat(format: String, views: [String: UIView]) {} }\n")
        try write(".vfl.json", #"{"excluded": ["Vendor/**"]}"#)
        try git("init", "-q")
        try git("add", ".")
        let feed = ["--reporter", "json", "Feed/FeedCell.swift"]
        var (status, out, err) = try run(feed, directory: directory)
        XCTAssertEqual(status, 1, out + err)
        XCTAssertTrue(out.contains("'v2' is not a key in the views dictionary"), out)
        // The same from another directory, and through --explain-site.
        (status, out, err) = try run(["--reporter", "json", directory.appendingPathComponent("Feed/FeedCell.swift").path])
        XCTAssertEqual(status, 1, out + err)
        (status, out, err) = try run(["--explain-site", "Feed/FeedCell.swift:3"], directory: directory)
        XCTAssertEqual(status, 0, err)
        XCTAssertTrue(out.contains("views: known exactly {v0, v1}") && out.contains("1 error"), out)
        // An editor's buffer, named.
        let buffer = ["--reporter", "json", "--stdin-filename", "Feed/FeedCell.swift", "-"]
        (status, out, err) = try run(buffer, stdin: cell, directory: directory)
        XCTAssertEqual(status, 1, out + err)
        XCTAssertTrue(out.contains("'v2' is not a key in the views dictionary"), out)
        // A buffer not UTF-8 that calls only the helper may hold a format: not checked, and said.
        let latin1 = [UInt8]("// ".utf8) + [0xA9] + [UInt8]("\n".utf8) + [UInt8](cell.utf8)
        let notText = try runBytes(buffer, stdin: latin1, directory: directory)
        XCTAssertEqual(notText.0, 2, notText.2)
        XCTAssertTrue(notText.2.contains("standard input is not UTF-8 text; not checked"), notText.2)
        // An excluded file is not the project's (as in a walk); once it is, its function of the
        // helper's name makes the calls unknown, named or not.
        try write(".vfl.json", "{}")
        (status, out, err) = try run(feed, directory: directory)
        XCTAssertEqual(status, 0, out + err)
        XCTAssertEqual(try run(["--reporter", "json"], directory: directory).0, 0)
        XCTAssertEqual(try run(feed + ["Extensions/UIView+Layout.swift"], directory: directory).0, 0, "the helper's file named, Grid's not")
        XCTAssertEqual(try run(buffer, stdin: cell, directory: directory).0, 0)
        // A file git does not track is not read unless the run names it.
        try FileManager.default.removeItem(at: directory.appendingPathComponent("Vendor"))
        try git("rm", "-q", "--cached", "Vendor/Grid.swift", "Extensions/UIView+Layout.swift")
        XCTAssertEqual(try run(feed, directory: directory).0, 0)
        (status, out, err) = try run(feed + ["Extensions/UIView+Layout.swift"], directory: directory)
        XCTAssertEqual(status, 1, out + err)
    }

    /// The tutorial's helper as many projects write it: the format unlabelled and first, options
    /// passed on. Its calls in another file are found by its name and checked with their options.
    func testAHelperWithAnUnlabelledFormatAndOptionsIsReadAcrossFiles() throws {
        try write("Extensions/UIView+Layout.swift", TutorialHelper.source
            .replacingOccurrences(of: "(format: String, views:", with: "(_ format: String, options: NSLayoutConstraint.FormatOptions = [], views:")
            .replacingOccurrences(of: "options: [], metrics", with: "options: options, metrics"))
        try write("Feed/FeedCell.swift", """
            final class FeedCell: UICollectionViewCell {
                func setUp() {
                    addConstraintsWithFormat("V:|-8-[v0(44)]-[v2]|", views: avatar, name)
                    addConstraintsWithFormat("H:|-[v0]-[v1]-|", options: .alignAllLeading, views: avatar, name)
                    addConstraintsWithFormat("H:|-[v0]-[v1]-|", options: .alignAllCenterY, views: avatar, name)
                }
            }

            """)
        let (status, out, err) = try run(["--reporter", "json"], directory: directory)
        XCTAssertEqual(status, 1, out + err)
        XCTAssertTrue(out.contains("'v2' is not a key in the views dictionary"), out)
        XCTAssertTrue(out.contains("\"alignment_axis\"") && out.contains("\"line\":4"), out)
        XCTAssertEqual(out.components(separatedBy: "\"severity\":\"error\"").count - 1, 2, out)
    }

    /// A registered helper that takes its views under another label reads them from there.
    func testARegisteredHelperReadsItsViewsUnderTheirLabel() throws {
        try write(".vfl.json", #"{"functions": [{"name": "addConstraints(withFormat:andViews:)", "format_argument": "withFormat", "views_argument": "andViews"}]}"#)
        try write("Cell.swift", "func setUp() {\n    addConstraints(withFormat: \"H:|[icon]-[titel]|\", andViews: [\"icon\": icon, \"title\": title])\n}\n")
        let (status, out, err) = try run(["Cell.swift"], directory: directory)
        XCTAssertEqual(status, 1, out + err)
        XCTAssertTrue(out.contains("'titel' is not a key in the views dictionary"), out)
    }

    /// A format kept as a constant of another file is checked at each call given it, placed on
    /// the name with a note saying where the constant is; its literal is then no longer counted
    /// as not checked. A hook naming only the calling file reads the constant from the work tree.
    func testAConstantOfAnotherFileIsCheckedWhereItIsGiven() throws {
        try write("Formats.swift", "enum Formats {\n    static let row = \"H:|-[icon]-[titel]-|\"\n    static let unused = \"V:|[icon]|\"\n}\n")
        try write("Cell.swift", """
            final class Cell: UIView {
                func setUp(icon: UIView, title: UIView) {
                    let views = ["icon": icon, "title": title]
                    _ = NSLayoutConstraint.constraints(withVisualFormat: Formats.row, options: [], metrics: nil, views: views)
                }
            }

            """)
        let (status, out, err) = try run(["--reporter", "xcode", "."], directory: directory)
        XCTAssertEqual(status, 1, out + err)
        XCTAssertTrue(out.contains("Cell.swift:4:62: error: 'titel' is not a key in the views dictionary [unknown_view]"), out)
        XCTAssertTrue(out.contains("Cell.swift:4:62: note: the format is 'Formats.row', declared in Formats.swift:2"), out)
        // The constant's literal is checked at the call; the unused one is not checked anywhere.
        XCTAssertTrue(err.contains("checked 1 of 2 formats; 1 not checked (1 passed to code vfl-lint does not follow)"), err)
        // A hook names the calling file alone; the constant's file is tracked.
        try git("init", "-q")
        try git("add", "Formats.swift", "Cell.swift")
        let hook = try run(["--reporter", "xcode", "Cell.swift"], directory: directory)
        XCTAssertTrue(hook.1.contains("Cell.swift:4:62: error: 'titel' is not a key in the views dictionary [unknown_view]"), hook.1 + hook.2)
        // An editor's unsaved buffer of the calling file, on standard input: read the same way.
        let buffer = try String(contentsOf: directory.appendingPathComponent("Cell.swift"), encoding: .utf8)
        let piped = try run(["--reporter", "xcode", "--stdin-filename", "Cell.swift", "-"], stdin: buffer, directory: directory)
        XCTAssertTrue(piped.1.contains("Cell.swift:4:62: error: 'titel' is not a key in the views dictionary [unknown_view]"), piped.1 + piped.2)
        // What the model knows at the call: the constant's text, and where it comes from.
        let explained = try run(["--explain-site", "Cell.swift:4"], directory: directory)
        XCTAssertTrue(explained.1.contains("format: \"H:|-[icon]-[titel]-|\" (the constant 'Formats.row', declared in Formats.swift:2)"),
                      explained.1 + explained.2)
        // Two files declaring the name with other text: neither is read.
        try write("Again.swift", "enum Formats {\n    static let row = \"H:|-[icon]-|\"\n}\n")
        let twice = try run(["--reporter", "xcode", "."], directory: directory)
        XCTAssertFalse(twice.1.contains("titel"), twice.1)
        XCTAssertTrue(twice.2.contains("1 built at run time"), twice.2)
    }

    /// An editor's buffer of a file a run skips (excluded by `.vfl.json`, ignored by git) is
    /// skipped too, with the note a hook gives: an editor would otherwise show findings that CI
    /// never reports. Any other name is linted.
    func testAnEditorsBufferOfASkippedFileIsSkipped() throws {
        try write(".vfl.json", #"{"excluded": ["Gen/**"]}"#)
        try write(".gitignore", "Ignored.swift\n")
        try write("Gen/README", "generated code goes here\n")
        try git("init", "-q")
        let source = "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[missing]|\", options: [], metrics: nil, views: [\"a\": a])\n"
        for (name, note) in [("Gen/View.swift", "Gen/View.swift: excluded by .vfl.json; skipped"),
                             ("Ignored.swift", "Ignored.swift: ignored by git (.gitignore); skipped")] {
            let (status, out, err) = try run(["--reporter", "xcode", "--stdin-filename", name, "-"], stdin: source, directory: directory)
            XCTAssertEqual(status, 0, out + err)
            XCTAssertFalse(out.contains("missing"), out)
            XCTAssertTrue(err.contains(note), err)
        }
        let (status, out, err) = try run(["--reporter", "xcode", "--stdin-filename", "App/View.swift", "-"], stdin: source, directory: directory)
        XCTAssertEqual(status, 1, out + err)
        XCTAssertTrue(out.contains("'missing' is not a key in the views dictionary"), out)
    }

    /// One run over two projects that each declare a constant of one name their own way: each
    /// project's calls get its own.
    func testEachProjectOfARunHasItsOwnConstants() throws {
        let top = directory!
        for (project, view) in [("One", "titel"), ("Two", "lable")] {
            directory = top.appendingPathComponent(project)
            try write("Formats.swift", "enum Formats {\n    static let row = \"H:|-[\(view)]-|\"\n}\n")
            try write("Cell.swift", "func setUp(title: UIView, label: UIView) {\n    _ = NSLayoutConstraint.constraints(withVisualFormat: Formats.row, "
                      + "options: [], metrics: nil, views: [\"title\": title, \"label\": label])\n}\n")
            try git("init", "-q")
        }
        directory = top
        let (_, out, err) = try run(["--reporter", "xcode", "One", "Two"], directory: top)
        XCTAssertTrue(out.contains("One/Cell.swift:2:58: error: 'titel' is not a key in the views dictionary"), out + err)
        XCTAssertTrue(out.contains("Two/Cell.swift:2:58: error: 'lable' is not a key in the views dictionary"), out + err)
    }

    /// `--statistics` names each registered function no call matched: a misspelt name or label
    /// would otherwise check nothing, silently. One that is called, with a format built at run
    /// time or given by its caller, counts as called.
    func testStatisticsNameARegisteredFunctionNoCallMatched() throws {
        try write(".vfl.json", #"{"functions": [{"name": "addConstraints(withFormat:andViews:)", "format_argument": "withFormat", "views_argument": "andViews"}, "#
                  + #"{"name": "pin(format:views:)", "format_argument": "fromat"}, {"name": "place(_:views:)", "format_argument": "_"}]}"#)
        try write("Cell.swift", """
            func setUp(_ f: String) {
                addConstraints(withFormat: "H:|[icon]|", andViews: ["icon": icon])
                pin(format: "H:|[icon]|", views: ["icon": icon])
                place(f, views: ["icon": icon])
            }

            """)
        let (status, _, err) = try run(["--statistics", "Cell.swift"], directory: directory)
        XCTAssertEqual(status, 0, err)
        XCTAssertTrue(err.contains("registered under \"functions\" in .vfl.json, but called nowhere in the files checked "
            + "(a name or \"format_argument\" spelt otherwise than the calls checks none of them):\n  'pin', format argument 'fromat'\n"), err)
        XCTAssertFalse(err.contains("'addConstraints', format") || err.contains("'place', format"), err)
        // Without `--statistics`, nothing more is said.
        XCTAssertFalse(try run(["Cell.swift"], directory: directory).2.contains("called nowhere"))
    }

    /// The files a walk lints are the sources `git ls-files --others --exclude-standard` lists,
    /// for .gitignore files a review wrote against the first version (each case differed).
    func testAWalkListsTheFilesGitDoesNotIgnore() throws {
        let cases: [(gitignores: [String: String], files: [String])] = [
            ([".gitignore": "Test*.swift\n**/Generated/*.swift\nX/**\n!X/keep.swift\n"],
             ["Tests/AppTests.swift", "Tests/TestA.swift", "NotGenerated/n.swift", "A/Generated/g.swift", "X/keep.swift", "X/toss.swift"]),
            ([".gitignore": "*\n!*/\n!*.swift\n"], ["top.m", "top.swift", "Sources/b.m", "Sources/b.swift", "Sources/Sub/c.h"]),
            ([".gitignore": "*.m\n!Keep\na/**/b.swift\n  lead.swift\n"], ["Keep/a.m", "Keep/a.swift", "a/xb.swift", "a/b.swift", "lead.swift"]),
            ([".gitignore": "Drafts/*\r\n!Drafts/keep.swift\r\n", "Sub/.gitignore": "!*.gen.swift\n", "Sub/Deep/.gitignore": "*.swift\n"],
             ["Drafts/keep.swift", "Drafts/toss.swift", "Sub/v.gen.swift", "Sub/Deep/d.swift"]),
        ]
        let top = directory!
        defer { directory = top }
        for (n, (gitignores, files)) in cases.enumerated() {
            directory = top.appendingPathComponent("case\(n)")
            for (path, text) in gitignores { try write(path, text) }
            for file in files { try write(file, file.hasSuffix(".swift") ? Self.broken : "[self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@\"H:|[zz]|\" options:0 metrics:nil views:@{}]];\n") }
            try git("init", "-q")
            let listed = try runGit(["ls-files", "--others", "--exclude-standard"], in: directory)
            let expected = listed.split(separator: "\n").map(String.init).filter { !$0.hasSuffix(".gitignore") }.sorted()
            let (_, out, _) = try run(["--reporter", "json", "--exit-zero"], directory: directory)
            let linted = files.filter { out.contains("\"\($0)\"") || out.contains("/\($0)\"") }.sorted()
            XCTAssertEqual(linted, expected, "case \(n)")
            // Named one by one, as a hook names staged files (each decided with the .gitignore
            // files above it, read once for them all): the same files.
            let (_, named, _) = try run(["--reporter", "json", "--exit-zero"] + files, directory: directory)
            XCTAssertEqual(files.filter { named.contains("\"\($0)\"") }.sorted(), expected, "case \(n), files named")
        }
    }

    func testWalkingADirectoryFindsSourcesAndLinksToFilesButNotHiddenBuildOrLinkedDirectories() throws {
        try write("App/View.swift", Self.broken)
        try write("App/Legacy.M", Self.broken.replacingOccurrences(of: "let", with: "// let"))
        try write("App/notes.txt", Self.broken)
        try write(".hidden/Hidden.swift", Self.broken)
        try write(".build/Built.swift", Self.broken)
        try write("Shared/Real.swift", Self.broken)
        symlink("../Shared/Real.swift", directory.appendingPathComponent("App/Linked.swift").path)
        symlink("../Shared", directory.appendingPathComponent("App/SharedDir").path)
        let (_, out, err) = try run(["--reporter", "json", "--exit-zero", directory.appendingPathComponent("App").path])
        XCTAssertTrue(out.contains("App/View.swift") && out.contains("App/Linked.swift"), out)
        XCTAssertTrue(err.contains(" 3 files"), err)   // View.swift, Legacy.M, Linked.swift
        for absent in ["notes.txt", "Hidden.swift", "Built.swift", "SharedDir"] { XCTAssertFalse(out.contains(absent), absent) }
    }

    func testStrictExitZeroAndStatistics() throws {
        let file = try write("View.swift", Self.broken.replacingOccurrences(of: "[b]", with: "[a]"))
        try write(".vfl.json", #"{"opt_in_rules": ["noncanonical_format"]}"#)
        XCTAssertEqual(try run([file.path]).0, 0, "warnings only")
        XCTAssertEqual(try run(["--strict", file.path]).0, 1)
        let broken = try write("Broken.swift", Self.broken)
        XCTAssertEqual(try run(["--exit-zero", broken.path]).0, 0)
        let (_, _, err) = try run(["--statistics", broken.path, file.path])
        XCTAssertTrue(err.contains("noncanonical_format"), err)
        XCTAssertTrue(err.contains("1  unknown_view"), err)
    }

    func testFixAppliesSafeFixesAtomically() throws {
        let file = try write("View.swift", Self.broken.replacingOccurrences(of: "[b]", with: "[a]").replacingOccurrences(of: "\"H:|", with: "\"H: |"))
        try write(".vfl.json", #"{"opt_in_rules": ["noncanonical_format"]}"#)
        let (status, out, err) = try run(["--fix", file.path])
        XCTAssertEqual(status, 0, out)
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.contains("withVisualFormat: \"H:|-8-[a]|\""), text)
        XCTAssertEqual(out, "")
        // What was fixed is said, then what remains.
        XCTAssertTrue(err.contains("vfl-lint: fixed 1 finding in 1 file"), err)
        XCTAssertTrue(err.contains("no findings in 1 file"), err)
        XCTAssertTrue(try run(["--fix", file.path]).2.contains("vfl-lint: nothing to fix"))
        let broken = try write("Broken.swift", Self.broken)
        let (_, _, remaining) = try run(["--fix", broken.path, file.path])
        XCTAssertTrue(remaining.contains("vfl-lint: fixed 1 finding in 1 file; these remain:\nFound 1 error"), remaining)
    }

    func testUnreadableFileIsAFindingAndOthersAreStillLinted() throws {
        let bad = directory.appendingPathComponent("Bad.m")
        try Data(Array("id c = [NSLayoutConstraint constraintsWithVisualFormat:@\"".utf8) + [0xFF, 0x22]).write(to: bad)
        try write("Good.swift", Self.broken)
        let (status, out, _) = try run([directory.path])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(out.contains("Bad.m:1:1: error: the file is not UTF-8 text; the file was not checked [unreadable_file]"), out)
        XCTAssertTrue(out.contains("Good.swift"), out)
        XCTAssertEqual(try run([directory.appendingPathComponent("Missing.swift").path]).0, 2)
    }

    /// Not UTF-8 matters only where there may be a format call: a vendored Latin-1 file without
    /// one is not a finding (it failed CI on a real project's Pods/); one with a call, in an
    /// 8-bit encoding or in UTF-16, still is, and so is standard input that may hold one.
    func testANonUTF8FileIsAFindingOnlyWhenItMayHoldAFormatCall() throws {
        let vendor = directory.appendingPathComponent("Pods/Vendor")
        try FileManager.default.createDirectory(at: vendor, withIntermediateDirectories: true)
        let latin1 = Array("// Copyright ".utf8) + [0xA9] + Array(" 2014\nint f(void);\n".utf8)
        try Data(latin1).write(to: vendor.appendingPathComponent("Legacy.m"))
        let (status, out, _) = try run([directory.path])
        XCTAssertEqual(status, 0, out)
        XCTAssertEqual(try runBytes(["--stdin-filename", "Legacy.m", "-"], stdin: latin1).0, 0)
        XCTAssertEqual(try runBytes(["--stdin-filename", "Layout.m", "-"], stdin: latin1 + Array("id c = constraintsWithVisualFormat;\n".utf8)).0, 2)
        let utf16 = Array("[NSLayoutConstraint constraintsWithVisualFormat:@\"H:|[a]|\" options:0 metrics:nil views:v];\n".utf16)
            .flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }   // big-endian
        try Data(utf16).write(to: vendor.appendingPathComponent("Wide.m"))
        let (wideStatus, wideOut, _) = try run([directory.path])
        XCTAssertEqual(wideStatus, 1)
        XCTAssertTrue(wideOut.contains("Wide.m:1:1: error: the file is binary (it contains a NUL byte); the file was not checked [unreadable_file]"), wideOut)
        XCTAssertFalse(wideOut.contains("Legacy.m"), wideOut)
    }

    func testRulesListsAndExplains() throws {
        let (status, out, _) = try run(["rules"])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(out.contains("VFL407  cross_format_conflict"), out)
        // One column of severities, the longest rule name included.
        let columns = Set(out.split(separator: "\n").map { line -> Int in
            let severity = line.split(separator: " ")[2]
            return line.distance(from: line.startIndex, to: line.range(of: "  \(severity) ")!.lowerBound)
        })
        XCTAssertEqual(columns.count, 1, out)
        let (_, one, _) = try run(["rules", "missing_autoresizing_opt_out"])
        for part in ["What it finds:", "Why it matters:", "Example:", "Fix:", "More: Documentation/rules/missing_autoresizing_opt_out.md"] { XCTAssertTrue(one.contains(part), one) }
        XCTAssertEqual(try run(["rules", "no_such_rule"]).0, 2)
        XCTAssertEqual(try run(["--reporter", "html"]).0, 2)
    }

    /// `../shared/cases/real-code/` (beside the repository in CI) holds small reproductions of
    /// real code: nothing in them is a mistake but the `zz…` names, which must all be found.
    func testRealCodeCasesBehaveAsTheirREADMESays() throws {
        let cases = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/cases/real-code")
        guard FileManager.default.fileExists(atPath: cases.appendingPathComponent("README.md").path) else {
            throw XCTSkip("no shared/cases/real-code beside the repository")
        }
        let (status, out, err) = try run(["--reporter", "json", cases.path])
        XCTAssertEqual(status, 1, err)
        let findings = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [[String: Any]]
        var found = Set<String>()
        for finding in findings {
            let message = finding["message"] as! String
            XCTAssertEqual(finding["rule"] as? String, "unknown_view", message)
            XCTAssertEqual(finding["severity"] as? String, "error", message)
            guard let range = message.range(of: "'zz[0-9]+'", options: .regularExpression) else {
                XCTFail("a finding that is not a seeded typo: \(message) at \(finding["file"]!):\(finding["line"]!)")
                continue
            }
            found.insert(String(message[range]).replacingOccurrences(of: "'", with: ""))
        }
        XCTAssertEqual(found, Set((1...8).map { "zz\($0)" }))
    }

    /// A call in a macro's body whose format the macro makes from its parameters is a template:
    /// it is not counted as a call whose format is built at run time (a header copied into many
    /// folders made hundreds of those), while a macro with a literal format is still checked.
    func testMacroTemplatesAreNotCountedAsCalls() throws {
        let header = try write("Layout.h", """
            #define PIN(PARENT, VIEW, FORMAT) [PARENT addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:(FORMAT) options:0 metrics:nil views:NSDictionaryOfVariableBindings(VIEW)]]
            #define STRETCH_H(PARENT, VIEW) PIN(PARENT, VIEW, @"H:|["#VIEW"]|")
            #define CENTER_H(VIEW) [NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"H:|-[%@]-|", @#VIEW] options:0 metrics:nil views:NSDictionaryOfVariableBindings(VIEW)]
            #define FULL_WIDTH [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[view]-|-" options:0 metrics:nil views:@{@"view": self.view}]

            """)
        let (status, out, err) = try run(["--statistics", header.path])
        XCTAssertEqual(status, 1, out + err)
        XCTAssertTrue(out.contains("[syntax_"), out)   // the literal format is read
        XCTAssertTrue(err.contains("1 call sites, 1 formats passed to them: 1 checked, 0 built at run time"), err)
    }

    func testExplainSiteAndCoverageSayWhatWasSeen() throws {
        let file = try write("Form.swift", """
            import UIKit
            final class Form: UIView {
                func install(given: [String: UIView], field: UIView) {
                    var views: [String: UIView] = ["field": field]
                    views["title"] = UILabel()
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[title][field]|", options: [], metrics: nil, views: views))
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[anything]|", options: [], metrics: nil, views: given))
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\\(field.tag)-[field]|", options: [], metrics: nil, views: views))
                    var kept: [NSLayoutConstraint] = []
                    kept += NSLayoutConstraint.constraints(withVisualFormat: "V:|[field]|", options: [], metrics: nil, views: views)
                    keep(NSLayoutConstraint.constraints(withVisualFormat: "V:|[title]|", options: [], metrics: nil, views: views))
                }
            }

            """)
        let (status, out, _) = try run(["--explain-site", file.path + ":6"])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(out.contains("views: known exactly {field, title}"), out)
        XCTAssertTrue(out.contains("line 5: key 'title' written"), out)
        XCTAssertTrue(out.contains("active with: the formats of this scope whose constraints are activated or added as they are made"), out)
        let (_, unknown, _) = try run(["--explain-site", file.path + ":7"])
        XCTAssertTrue(unknown.contains("views: unknown — 'given' is a parameter"), unknown)
        // Where the constraints go: a collector is named as written, a call the tool cannot see
        // into leaves it not known (never an internal group name such as 'activated').
        let (_, collected, _) = try run(["--explain-site", file.path + ":10"])
        XCTAssertTrue(collected.contains("active with: the formats of this scope whose constraints are collected in 'kept'"), collected)
        let (_, passedOn, _) = try run(["--explain-site", file.path + ":11"])
        XCTAssertTrue(passedOn.contains("active with: not known (the constraints are stored, returned, passed on"), passedOn)
        XCTAssertEqual(try run(["--explain-site", file.path + ":1"]).0, 2)
        XCTAssertEqual(try run(["--explain-site", file.path]).0, 2)
        let (_, _, err) = try run(["--statistics", file.path])
        XCTAssertTrue(err.contains("5 call sites, 5 formats passed to them: 4 checked, 1 built at run time"), err)
        // The dictionaries counted are those of the formats checked (a format built at run time
        // is not checked, whatever its dictionary).
        XCTAssertTrue(err.contains("views dictionaries of the 4 checked: 3 known exactly, 0 known in part (hints only), 1 not visible"), err)
    }

    /// Linting one small file is fast enough for a hook on every commit (measured, not asserted:
    /// timing belongs in benchmarks; this prints the figure for the log).
    func testSmallFileRunsAsAHookWould() throws {
        let file = try write("View.swift", Self.broken)
        let start = Date()
        XCTAssertEqual(try run([file.path]).0, 1)
        print("vfl-lint on one small file: \(Int(Date().timeIntervalSince(start) * 1000)) ms (debug build)")
    }
}
