import Foundation

/// SVGLabels measures the labels of a drawing the tools write and says which overlap another
/// label or lie on a line. A label's box: 0.56 of its font size a character (a `<tspan>` at its
/// own size), from 0.8 of the size above the baseline to 0.2 below; the font size is the text's,
/// else the document's. Lines are `<line>` elements (but those of `ignoredStrokes`, such as
/// dotted extension lines) and, with `rectangleEdges`, the edges of `<rect>` elements with a
/// stroke; each is sampled along its length.
public enum SVGLabels {
    public static func overlaps(in svg: String, ignoredStrokes: Set<String> = ["#bbb"], rectangleEdges: Bool = false) -> [String] {
        let attribute = try! NSRegularExpression(pattern: #"([\w-]+)="([^"]*)""#)
        func attributes(_ head: String) -> [String: String] {
            var result: [String: String] = [:]
            for a in attribute.matches(in: head, range: NSRange(head.startIndex..., in: head)) {
                result[String(head[Range(a.range(at: 1), in: head)!])] = String(head[Range(a.range(at: 2), in: head)!])
            }
            return result
        }
        func matches(_ pattern: String) -> [[String]] {
            let expression = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
            return expression.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).map { match in
                (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: svg).map { String(svg[$0]) } ?? "" }
            }
        }
        func number(_ attributes: [String: String], _ name: String) -> Double { Double(attributes[name] ?? "") ?? 0 }
        func unescaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        }
        let documentSize = matches(#"<svg ([^>]*)>"#).first.map { Double(attributes($0[1])["font-size"] ?? "") ?? 10 } ?? 10

        var boxes: [(x0: Double, y0: Double, x1: Double, y1: Double, text: String)] = []
        for match in matches(#"<text ([^>]*)>(.*?)</text>"#) {
            let head = attributes(match[1])
            let size = Double(head["font-size"] ?? "") ?? documentSize
            // The runs: text at the label's size, each tspan at its own.
            var width = 0.0, largest = size, whole = ""
            var rest = match[2]
            while let open = rest.range(of: "<tspan") {
                let before = unescaped(String(rest[..<open.lowerBound]))
                width += Double(before.count) * 0.56 * size
                whole += before
                guard let headEnd = rest.range(of: ">", range: open.upperBound..<rest.endIndex),
                      let close = rest.range(of: "</tspan>", range: headEnd.upperBound..<rest.endIndex) else { break }
                let spanSize = Double(attributes(String(rest[open.upperBound..<headEnd.lowerBound]))["font-size"] ?? "") ?? size
                let inner = unescaped(String(rest[headEnd.upperBound..<close.lowerBound]))
                width += Double(inner.count) * 0.56 * spanSize
                largest = max(largest, spanSize)
                whole += inner
                rest = String(rest[close.upperBound...])
            }
            let tail = unescaped(rest)
            width += Double(tail.count) * 0.56 * size
            whole += tail
            let x = number(head, "x"), y = number(head, "y")
            let anchor = head["text-anchor"]
            let left = anchor == "middle" ? x - width / 2 : anchor == "end" ? x - width : x
            boxes.append((left, y - 0.8 * largest, left + width, y + 0.2 * largest, whole))
        }
        var lines: [(Double, Double, Double, Double)] = []
        for match in matches(#"<line ([^>]*?)/?>"#) {
            let a = attributes(match[1])
            if let stroke = a["stroke"], ignoredStrokes.contains(stroke) { continue }
            lines.append((number(a, "x1"), number(a, "y1"), number(a, "x2"), number(a, "y2")))
        }
        if rectangleEdges {
            for match in matches(#"<rect ([^>]*?)/?>"#) {
                let a = attributes(match[1])
                guard let stroke = a["stroke"], stroke != "none" else { continue }
                let x = number(a, "x"), y = number(a, "y"), w = number(a, "width"), h = number(a, "height")
                lines += [(x, y, x + w, y), (x + w, y, x + w, y + h), (x, y + h, x + w, y + h), (x, y, x, y + h)]
            }
        }
        var found: [String] = []
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] where a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 {
                found.append("'\(a.text)' overlaps '\(b.text)'")
            }
            for line in lines where (0...40).contains(where: { k in
                let t = Double(k) / 40, x = line.0 + (line.2 - line.0) * t, y = line.1 + (line.3 - line.1) * t
                return a.x0 < x && x < a.x1 && a.y0 < y && y < a.y1
            }) {
                found.append("'\(a.text)' lies on a line")
            }
        }
        return found
    }
}
