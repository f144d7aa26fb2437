import Foundation
import XCTest
import VFLSyntax

/// Checks that `Grammar/VFL.ebnf` is well formed and that its productions correspond to the
/// AST node types and token kinds the parser produces.
final class GrammarTests: XCTestCase {
    /// Which AST type or token kind each production becomes.
    let correspondence: [String: String] = [
        "format": "FormatSyntax",
        "orientation": "OrientationSyntax",
        "leading_superview": "SuperviewEdgeSyntax",
        "trailing_superview": "SuperviewEdgeSyntax",
        "bar": "TokenKind.bar",
        "view": "ViewSyntax",
        "view_name": "TokenKind.name",
        "view_predicate_list": "ViewSyntax",
        "view_predicate": "PredicateSyntax",
        "connection": "ConnectionSyntax",
        "flush": "ConnectionSyntax",
        "standard": "ConnectionSyntax",
        "connection_predicates": "ConnectionSyntax",
        "simple_predicate": "PredicateSyntax",
        "list_predicate": "PredicateSyntax",
        "priority": "ConstantSyntax",
        "relation": "TokenKind.relation",
        "signed_number": "ConstantSyntax",
        "number": "TokenKind.number",
        "decimal": "TokenKind.number",
        "exponent": "TokenKind.number",
        "hexadecimal": "TokenKind.number",
        "hex_mantissa": "TokenKind.number",
        "binary_exponent": "TokenKind.number",
        "name": "TokenKind.name",
        "letter": "TokenKind.name",
        "digit": "TokenKind.number",
        "hex_digit": "TokenKind.number",
    ]

    /// The AST node types that exist, named by the compiler (a rename breaks this test).
    let nodeTypes: Set<String> = [
        String(describing: FormatSyntax.self), String(describing: OrientationSyntax.self),
        String(describing: SuperviewEdgeSyntax.self), String(describing: ViewSyntax.self),
        String(describing: PredicateSyntax.self), String(describing: ConnectionSyntax.self),
        String(describing: ConstantSyntax.self),
    ]

    enum Piece: Equatable {
        case identifier(String), terminal(String), special, symbol(Character)
    }

    /// Splits the grammar into pieces, dropping comments; fails on anything unexpected.
    func pieces(_ text: String) throws -> [Piece] {
        var result: [Piece] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "(", i + 1 < chars.count, chars[i + 1] == "*" {
                guard let end = (i + 2..<chars.count - 1).first(where: { chars[$0] == "*" && chars[$0 + 1] == ")" }) else {
                    throw GrammarError("unterminated comment")
                }
                i = end + 2
                continue
            }
            if c == "\"" || c == "?" {
                guard let end = chars[(i + 1)...].firstIndex(of: c) else { throw GrammarError("unterminated \(c)") }
                result.append(c == "\"" ? .terminal(String(chars[(i + 1)..<end])) : .special)
                i = end + 1
                continue
            }
            if c.isLetter || c == "_" {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
                result.append(.identifier(String(chars[i..<j])))
                i = j
                continue
            }
            guard "=;|[]{}()".contains(c) else { throw GrammarError("unexpected character \(c)") }
            result.append(.symbol(c))
            i += 1
        }
        return result
    }

    struct GrammarError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    func testGrammarIsWellFormedAndMatchesTheSyntaxTree() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Grammar/VFL.ebnf")
        let all = try pieces(String(contentsOf: url, encoding: .utf8))
        var defined: [String] = []
        var referenced: Set<String> = []
        var index = 0
        while index < all.count {
            guard case .identifier(let name) = all[index], index + 1 < all.count, all[index + 1] == .symbol("=") else {
                return XCTFail("expected 'name =' at piece \(index): \(all[index])")
            }
            XCTAssertFalse(defined.contains(name), "\(name) is defined twice")
            defined.append(name)
            index += 2
            var stack: [Character] = []
            var sawTerm = false
            while index < all.count, all[index] != .symbol(";") {
                switch all[index] {
                case .identifier(let used): referenced.insert(used); sawTerm = true
                case .terminal, .special: sawTerm = true
                case .symbol(let s) where "([{".contains(s): stack.append(s)
                case .symbol(let s) where ")]}".contains(s):
                    let open: Character = s == ")" ? "(" : s == "]" ? "[" : "{"
                    XCTAssertEqual(stack.popLast(), open, "unbalanced \(s) in \(name)")
                case .symbol("|"): break
                case .symbol(let s): XCTFail("unexpected \(s) in \(name)")
                }
                index += 1
            }
            XCTAssertTrue(index < all.count, "\(name) is not terminated with ';'")
            XCTAssertTrue(stack.isEmpty, "unclosed bracket in \(name)")
            XCTAssertTrue(sawTerm, "\(name) is empty")
            index += 1
        }
        XCTAssertEqual(defined.first, "format", "the start symbol comes first")
        for name in referenced { XCTAssertTrue(defined.contains(name), "\(name) is used but not defined") }
        for name in defined.dropFirst() { XCTAssertTrue(referenced.contains(name), "\(name) is defined but unused") }
        XCTAssertEqual(Set(defined), Set(correspondence.keys), "every production needs a correspondence, and only those")
        let tokenKinds = Set(TokenKind.allCases.map { "TokenKind.\($0)" })
        for (production, target) in correspondence {
            XCTAssertTrue(nodeTypes.contains(target) || tokenKinds.contains(target), "\(production) → \(target) does not exist")
        }
    }
}
