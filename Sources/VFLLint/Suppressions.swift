import VFLSemantics
import VFLSourceScan
import VFLSyntax

/// Suppression is one `vfl-lint:` comment directive.
struct Suppression {
    enum Scope { case next, this, previous, regionStart, regionEnd }
    var scope: Scope
    var rules: [String]   // "all" for every rule
    var line: Int
    var range: ByteRange
    var used = false
}

/// Suppressions reads `// vfl-lint:disable:next rule`, `:this`, `:previous`, `disable` / `enable`
/// regions, and `all`, and decides which findings they silence.
struct Suppressions {
    var directives: [Suppression] = []
    var unknown: [(String, ByteRange)] = []

    init(bytes: [UInt8], comments: [ByteRange], lines: LineTable) {
        let marker = FileSurvey.suppressionMarker
        for comment in comments where SourceByteSearch.contains(bytes, marker, in: comment.lowerBound..<comment.upperBound) {
            let commentBytes = Array(bytes[comment.lowerBound..<comment.upperBound])
            guard let start = (0...(commentBytes.count - marker.count)).first(where: {
                commentBytes[$0..<$0 + marker.count].elementsEqual(marker)
            }) else { continue }
            // The directive is the rest of the marker's line (a block comment may go on with prose).
            let rest = commentBytes[(start + marker.count)...]
            let lineEnd = rest.firstIndex { $0 == 0x0A || $0 == 0x0D } ?? rest.endIndex
            let text = String(decoding: rest[..<lineEnd], as: UTF8.self)
            // `disable:next` is one word after the marker: "disable:next rule_a rule_b".
            let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "*" || $0 == "/" || $0 == "," })
            guard let command = words.first else { continue }
            let scope: Suppression.Scope
            switch command {
            case "disable:next": scope = .next
            case "disable:this": scope = .this
            case "disable:previous": scope = .previous
            case "disable": scope = .regionStart
            case "enable": scope = .regionEnd
            default: continue
            }
            var rules: [String] = []
            for word in words.dropFirst() {
                let id = String(word)
                if id == "all" || RuleCatalog.ids.contains(id) { rules.append(id) } else { unknown.append((id, comment)) }
            }
            if rules.isEmpty && words.count == 1 { rules = ["all"] }
            // `disable:next` counts from the comment's last line; the others from the marker's.
            let line = lines.location(of: scope == .next ? max(comment.lowerBound, comment.upperBound - 1) : comment.lowerBound + start).line
            directives.append(Suppression(scope: scope, rules: rules, line: line, range: comment))
        }
    }

    /// Whether `rule` at `line` is suppressed; marks the directive used.
    mutating func suppresses(_ rule: String, line: Int) -> Bool {
        var regionOpen: [String: Int] = [:]   // the `disable` region open at `line`, if any
        for (index, directive) in directives.enumerated() {
            let matches = directive.rules.contains(rule) || directive.rules.contains("all")
            guard matches else { continue }
            switch directive.scope {
            case .next where directive.line + 1 == line,
                 .this where directive.line == line,
                 .previous where directive.line - 1 == line:
                directives[index].used = true
                return true
            case .regionStart where directive.line <= line:
                regionOpen[rule] = index
            case .regionEnd where directive.line <= line:
                regionOpen[rule] = nil
            default:
                break
            }
        }
        if let open = regionOpen[rule] {
            directives[open].used = true
            return true
        }
        return false
    }
}
