@testable import VFLSourceScan
import VFLSyntax
import _VFLTestSupport
import XCTest

/// Literals that read as formats but reach Auto Layout through nothing the scan follows: each
/// is found, with the call it is passed to, and a literal the scan did follow is not.
final class UnreachedFormatTests: XCTestCase {
    func unreached(_ text: String, _ language: SourceLanguage) -> [String] {
        let bytes = Array(text.utf8)
        var reached: [ByteRange] = []
        _ = SourceScan.scan(bytes, language: language) { format in
            reached.append(format.argumentRange)
            reached += format.literals.map(\.range)
        }
        return SourceScan.unreachedFormats(bytes, language: language, reached: reached).map { found in
            String(decoding: bytes[found.range.lowerBound..<found.range.upperBound], as: UTF8.self) + " -> " + (found.callee ?? "none")
        }
    }

    func testObjectiveCMacrosMessagesAndArrays() {
        let source = """
            #define CONSTRAINT(str, align) [c addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:str options:align metrics:nil views:views]]
            #define REMEMBER(str) [formats addObject:str]
            void f(void) {
              CONSTRAINT(@"V:|[documentView]", 0);
              REMEMBER(@"V:|[kept]");
              [layout :@"H:|[a]|"];
              [self installFormats:@[@"H:|[b]|", @"V:|[b]|"] views:views];
              NSString *kept = @"|-[c]-|";
              NSString *notAFormat = @"[not a format]";
              NSString *time = @"H:mm";
              NSRegularExpression *slug = [NSRegularExpression regularExpressionWithPattern:@"|[a-z0-9-]+|" options:0 error:nil];
              NSString *negated = @"|[^ab]";
              NSString *spaced = @"|[ spaced ]";
              NSString *predicated = @"|-[narrow(>=-4)]";
              NSString *moved = [kept stringByReplacingOccurrencesOfString:@"|-[c]" withString:@"|-[d]"];
              for (NSString *f in @[@"H:|[looped]|"]) { [self use:f]; }
              [text appendFormat:@"|-(%d)-[%@]", 8, name];
              [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[d]|" options:0 metrics:nil views:views];
            }
            """
        // The format macro's use is a format call (FormatMacros); the other macro's is not.
        XCTAssertEqual(unreached(source, .objc), [
            "@\"V:|[kept]\" -> REMEMBER()",
            "@\"H:|[a]|\" -> :",
            "@\"H:|[b]|\" -> installFormats:",
            "@\"V:|[b]|\" -> installFormats:",
            "@\"|-[c]-|\" -> none",
            "@\"|[ spaced ]\" -> none",
            "@\"|-[narrow(>=-4)]\" -> none",
            "@\"H:|[looped]|\" -> none",
        ])
    }

    /// A format in code the preprocessor leaves out (`#if 0`, `#if false`) never reaches Auto
    /// Layout: not counted as unchecked (nor advised to be registered). One decided when the
    /// file is built (`#if DEBUG`) may, and is counted.
    func testFormatsInCodeThatIsNeverBuiltAreNotCounted() {
        let objc = """
            #if 0
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"H:|[old(%f)]|", w] options:0 metrics:nil views:views]];
            [self install:@"V:|[older]|"];
            #else
            [self install:@"V:|[current]|"];
            #endif
            #if DEBUG
            [self install:@"V:|[debugOnly]|"];
            #endif
            """
        XCTAssertEqual(unreached(objc, .objc), ["@\"V:|[current]|\" -> install:", "@\"V:|[debugOnly]|\" -> install:"])
        let swift = """
            #if false
            pin("H:|[retired]|")
            #endif
            pin("H:|[kept]|")
            """
        XCTAssertEqual(unreached(swift, .swift), ["\"H:|[kept]|\" -> pin"])
    }

    /// A format a test compares with an assertion is never handed to Auto Layout: not counted.
    func testFormatsComparedByTestAssertionsAreNotCounted() {
        let swift = """
            XCTAssertEqual(Formats.row, "H:|[v0]|")
            assertFormat(made, equals: "V:|[v0]|")
            pin("H:|[kept]|")
            """
        XCTAssertEqual(unreached(swift, .swift), ["\"H:|[kept]|\" -> pin"])
        let objc = """
            XCTAssertEqualObjects(format, @"H:|[title]|");
            NSAssert([format isEqualToString:@"V:|[title]|"], @"");
            [self install:@"V:|[kept]|"];
            """
        // Compared with `isEqualToString:` (a string operation of Foundation's) inside it: not counted either.
        XCTAssertEqual(unreached(objc, .objc), ["@\"V:|[kept]|\" -> install:"])
    }

    func testSwiftHelpersArraysAndVariables() {
        let source = """
            Utility.quickConstraints(["H:|[v]|", "V:|[v]|"], ["v": view])
            view.addUniversalConstraints(format: "|[tableView]|", views: ["tableView": tableView])
            let formats = ["H:|-[x]-|"]
            let checked = NSLayoutConstraint.constraints(withVisualFormat: "H:|[y]|", options: [], metrics: nil, views: ["y": y])
            let label = "H: not a format"
            let moved = formats[0].replacingOccurrences(of: "V:[top]", with: "V:|[top]")
            let kept = "V:[a]-[b]".replacingOccurrences(of: "a", with: "c")
            """
        XCTAssertEqual(unreached(source, .swift), [
            "\"H:|[v]|\" -> quickConstraints",
            "\"V:|[v]|\" -> quickConstraints",
            "\"|[tableView]|\" -> addUniversalConstraints",
            "\"H:|-[x]-|\" -> none",
            "\"V:[a]-[b]\" -> none",
        ])
    }
}
