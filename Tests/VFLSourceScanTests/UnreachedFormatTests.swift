import VFLSourceScan
import VFLSyntax
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
            "@\"H:|[looped]|\" -> none",
        ])
    }

    func testSwiftHelpersArraysAndVariables() {
        let source = """
            Utility.quickConstraints(["H:|[v]|", "V:|[v]|"], ["v": view])
            view.addUniversalConstraints(format: "|[tableView]|", views: ["tableView": tableView])
            let formats = ["H:|-[x]-|"]
            let checked = NSLayoutConstraint.constraints(withVisualFormat: "H:|[y]|", options: [], metrics: nil, views: ["y": y])
            let label = "H: not a format"
            """
        XCTAssertEqual(unreached(source, .swift), [
            "\"H:|[v]|\" -> quickConstraints",
            "\"V:|[v]|\" -> quickConstraints",
            "\"|[tableView]|\" -> addUniversalConstraints",
            "\"H:|-[x]-|\" -> none",
        ])
    }
}
