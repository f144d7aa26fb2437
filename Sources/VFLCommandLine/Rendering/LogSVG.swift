import VFLLayout
import VFLRuntimeLog
import VFLSemantics
import VFLSyntax

/// LogSVG draws a conflict report (`vfl explain-log --svg`): each item at the frame it gets once
/// every constraint but the broken one holds, and each constraint of the conflicting set as a
/// line between the edges it relates (or along the edge it sizes), numbered as in the text; the
/// broken one red and dashed. A negative size, which the conflict often forces, is drawn as a
/// red outline of no area.
enum LogSVG {
    static func render(_ explanation: LogExplanation) -> String {
        var frames = explanation.frames
        // An axis the report leaves free (every x and width 0: a vertical conflict) is drawn as
        // a schematic: the items side by side, 120 wide, so the edges the lines join are apart.
        if frames.allSatisfy({ abs($0.x) < 1e-9 && abs($0.width) < 1e-9 }) {
            for i in frames.indices { frames[i].x = Double(i) * 150; frames[i].width = 120 }
        }
        if frames.allSatisfy({ abs($0.y) < 1e-9 && abs($0.height) < 1e-9 }) {
            for i in frames.indices { frames[i].y = Double(i) * 40; frames[i].height = 24 }
        }
        guard !frames.isEmpty else { return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>\n" }
        var minX = 0.0, minY = 0.0, maxX = 10.0, maxY = 10.0
        for f in frames {
            minX = min(minX, f.x, f.x + f.width); minY = min(minY, f.y, f.y + f.height)
            maxX = max(maxX, f.x, f.x + f.width); maxY = max(maxY, f.y, f.y + f.height)
        }
        let margin = 30.0
        let legendHeight = Double(explanation.minimal.count + 1) * 14 + 10
        let legendWidth = Double(explanation.minimal.map { explanation.log.constraints[$0].equation.count + 16 }.max() ?? 0) * 5.8
        let box = [minX - margin, minY - margin, max(maxX - minX + 2 * margin, legendWidth), maxY - minY + 2 * margin + legendHeight]
        let n = { (v: Double) in LayoutNumber.text(v) }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(box.map(n).joined(separator: " "))\" width=\"\(n(box[2]))\" height=\"\(n(box[3]))\" "
        svg += "font-family=\"-apple-system, Helvetica, sans-serif\" font-size=\"10\">\n"
        let palette = ["#4e79a7", "#59a14f", "#9c755f", "#b07aa1", "#76b7b2", "#edc948", "#ff9da7"]
        for (index, f) in frames.enumerated() {
            let negative = f.width < 0 || f.height < 0
            let color = negative ? "#e15759" : palette[index % palette.count]
            svg += "  <g><title>\(LayoutSVG.escape(f.item.displayName)) \(n(f.x)),\(n(f.y)) \(n(f.width))×\(n(f.height))</title>"
            svg += "<rect x=\"\(n(min(f.x, f.x + f.width)))\" y=\"\(n(min(f.y, f.y + f.height)))\" width=\"\(n(abs(f.width)))\" height=\"\(n(abs(f.height)))\" "
            svg += "fill=\"\(color)\" fill-opacity=\"\(negative ? 0 : 0.15)\" stroke=\"\(color)\"\(negative ? " stroke-dasharray=\"2 2\"" : "")/>"
            svg += "<text x=\"\(n(f.x + 3))\" y=\"\(n(f.y + 11))\" fill=\"#222\">\(LayoutSVG.escape(f.item.displayName))</text></g>\n"
        }
        func frame(_ item: LogItem?) -> (x: Double, y: Double, width: Double, height: Double)? {
            guard let item, let f = frames.first(where: { $0.item.address == item.address }) else { return nil }
            return (f.x, f.y, f.width, f.height)
        }
        /// The point of an attribute on an item's frame (on its edge, at the middle).
        func point(_ item: LogItem?, _ attribute: LayoutAttribute) -> (Double, Double)? {
            guard let f = frame(item) else { return nil }
            switch attribute {
            case .left, .leading, .leftMargin, .leadingMargin: return (f.x, f.y + f.height / 2)
            case .right, .trailing, .rightMargin, .trailingMargin: return (f.x + f.width, f.y + f.height / 2)
            case .centerX, .centerXWithinMargins, .width: return (f.x + f.width / 2, f.y + f.height / 2)
            case .top, .topMargin: return (f.x + f.width / 2, f.y)
            case .bottom, .bottomMargin, .firstBaseline, .lastBaseline: return (f.x + f.width / 2, f.y + f.height)
            case .centerY, .centerYWithinMargins, .height: return (f.x + f.width / 2, f.y + f.height / 2)
            case .notAnAttribute: return nil
            }
        }
        let constraints = explanation.log.constraints
        for index in explanation.minimal {
            let c = constraints[index]
            let broken = index == explanation.log.broken
            let style = broken ? "stroke=\"#e15759\" stroke-width=\"2\" stroke-dasharray=\"5 3\"" : "stroke=\"#333\" stroke-width=\"1.2\""
            var from: (Double, Double)? = nil, to: (Double, Double)? = nil
            if c.secondItem != nil {
                from = point(c.firstItem, c.firstAttribute)
                to = point(c.secondItem, c.secondAttribute)
            } else if let f = frame(c.firstItem) {
                // A size: along the edge it measures.
                if c.firstAttribute == .width { from = (f.x, f.y + f.height + 6); to = (f.x + f.width, f.y + f.height + 6) }
                else { from = (f.x + f.width + 6, f.y); to = (f.x + f.width + 6, f.y + f.height) }
            }
            guard let a = from, let b = to else { continue }
            svg += "  <line x1=\"\(n(a.0))\" y1=\"\(n(a.1))\" x2=\"\(n(b.0))\" y2=\"\(n(b.1))\" \(style)/>"
            svg += "<text x=\"\(n((a.0 + b.0) / 2 + 3))\" y=\"\(n((a.1 + b.1) / 2 - 3))\" fill=\"\(broken ? "#e15759" : "#333")\">#\(index + 1)</text>\n"
        }
        var y = maxY + margin + 4
        for index in explanation.minimal {
            let broken = index == explanation.log.broken
            svg += "  <text x=\"\(n(minX - margin + 4))\" y=\"\(n(y))\" fill=\"\(broken ? "#e15759" : "#333")\">#\(index + 1)\(broken ? " (broken)" : ""): \(LayoutSVG.escape(constraints[index].equation))</text>\n"
            y += 14
        }
        return svg + "</svg>\n"
    }
}
