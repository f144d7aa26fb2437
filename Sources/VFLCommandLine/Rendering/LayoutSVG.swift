import Foundation
import VFLLayout
import VFLSemantics
import VFLSyntax

/// LayoutSVG draws solved layouts (`vfl solve --svg`): the root with its safe area shaded, every
/// view nested in its superview (deeper views darker), the layout margins of each superview as a
/// tinted band inside its edges, the spacing of each format's connections as measured lines with
/// their values, views in a conflict outlined red with the conflicting constraints listed in red
/// below, ambiguous views hatched. `--sizes` puts one drawing per size side by side.
enum LayoutSVG {
    static let palette = ["#4e79a7", "#59a14f", "#9c755f", "#b07aa1", "#76b7b2", "#edc948", "#e15759", "#ff9da7"]
    static let conflictColor = "#d62728"

    /// A whole SVG document of one layout.
    static func render(_ result: LayoutResult, file: LayoutFile) -> String {
        let drawing = draw(result, file: file, title: nil)
        return document(width: drawing.width, height: drawing.height, body: drawing.body)
    }

    /// The layouts of `--sizes` side by side, each titled with its name and size, at one scale.
    static func contactSheet(_ layouts: [(name: String, result: LayoutResult, file: LayoutFile)]) -> String {
        var body = "", x = 0.0, height = 0.0
        for layout in layouts {
            let title = "\(layout.name) — \(n(layout.result.container.width))×\(n(layout.result.container.height))"
            let drawing = draw(layout.result, file: layout.file, title: title)
            body += "  <g transform=\"translate(\(n(x)),0)\">\n\(drawing.body)  </g>\n"
            x += drawing.width + 20
            height = max(height, drawing.height)
        }
        return document(width: max(x - 20, 10), height: max(height, 10), body: body)
    }

    static func document(width: Double, height: Double, body: String) -> String {
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"\(n(width))\" height=\"\(n(height))\" "
        svg += "font-family=\"-apple-system, Helvetica, Arial, sans-serif\" font-size=\"11\">\n"
        svg += "  <defs>\n"
        svg += "    <pattern id=\"hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        svg += "<rect width=\"6\" height=\"6\" fill=\"#f28e2b\" fill-opacity=\"0.12\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#f28e2b\" stroke-width=\"2\"/></pattern>\n"
        svg += "  </defs>\n"
        svg += "  <rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
        return svg + body + "</svg>\n"
    }

    /// One layout's drawing, its origin at (0, 0) of the returned size.
    static func draw(_ result: LayoutResult, file: LayoutFile, title: String?) -> (body: String, width: Double, height: Double) {
        let width = max(result.container.width, 1), height = max(result.container.height, 1)
        var minX = 0.0, minY = 0.0, maxX = width, maxY = height
        for (_, frame) in result.frames {
            minX = min(minX, frame.x); minY = min(minY, frame.y)
            maxX = max(maxX, frame.x + frame.width); maxY = max(maxY, frame.y + frame.height)
        }
        let pad = 24.0
        let top = pad + (title == nil ? 0 : 18)
        // Drawing coordinates: the layout's (minX, minY) lands at (pad, top).
        let dx = pad - minX, dy = top - minY
        func x(_ v: Double) -> String { n(v + dx) }
        func y(_ v: Double) -> String { n(v + dy) }
        var out = ""
        if let title { out += "    <text x=\"\(n(pad))\" y=\"\(n(pad + 4))\" font-size=\"13\" font-weight=\"bold\" fill=\"#222\">\(escape(title))</text>\n" }

        // The root, its safe area (shaded outside), its margins.
        out += "    <rect x=\"\(x(0))\" y=\"\(y(0))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#f7f7f7\" stroke=\"#777\"/>\n"
        let root = Frame(x: 0, y: 0, width: width, height: height)
        out += band(root, SafeAreaInsets(top: result.rootSafeArea.top, left: result.rootSafeArea.left,
                                         bottom: result.rootSafeArea.bottom, right: result.rootSafeArea.right),
                    fill: "#e15759", opacity: 0.16, x: x, y: y, label: "safe area")
        let superviews = Set(result.superviews.values)
        out += band(root, SafeAreaInsets(result.margins, result.direction), fill: "#4e79a7", opacity: 0.07, x: x, y: y, label: nil)

        // Views from the outermost in, so subviews lie on their superviews.
        let depth: [String: Int] = Dictionary(uniqueKeysWithValues: result.frames.map { frame in
            var d = 1, current = frame.name
            while let parent = result.superviews[current], d < 64 { d += 1; current = parent }
            return (frame.name, d)
        })
        var inConflict: Set<String> = []
        for conflict in result.conflicts {
            for source in [conflict.broken] + conflict.conflicting { inConflict.formUnion(views(of: source)) }
        }
        let ambiguousViews = Set(result.ambiguities.map(\.view))
        let ordered = result.frames.enumerated().sorted { (depth[$0.element.name] ?? 1, $0.offset) < (depth[$1.element.name] ?? 1, $1.offset) }
        for (index, (name, frame)) in ordered {
            let ambiguous = ambiguousViews.contains(name)
            let color = palette[index % palette.count]
            let opacity = min(0.14 + 0.08 * Double((depth[name] ?? 1) - 1), 0.4)
            let stroke = inConflict.contains(name) ? conflictColor : color
            let strokeWidth = inConflict.contains(name) ? "2" : "1"
            let fill = ambiguous ? "url(#hatch)" : color
            var note = "\(n(frame.x)),\(n(frame.y)) \(n(frame.width))×\(n(frame.height))"
            if let parent = result.superviews[name] { note += " in \(parent)" }
            if ambiguous { note += " (ambiguous)" }
            if inConflict.contains(name) { note += " (in a conflict)" }
            out += "    <g>\n"
            out += "      <title>\(escape(name)) \(escape(note))</title>\n"
            out += "      <rect x=\"\(x(frame.x))\" y=\"\(y(frame.y))\" width=\"\(n(max(frame.width, 0)))\" height=\"\(n(max(frame.height, 0)))\" "
            out += "fill=\"\(fill)\" fill-opacity=\"\(ambiguous ? "1" : n(opacity))\" stroke=\"\(stroke)\" stroke-width=\"\(strokeWidth)\"/>\n"
            if superviews.contains(name) {
                out += band(frame, SafeAreaInsets(result.viewMargins[name] ?? EdgeInsets(all: 8), result.direction), fill: "#4e79a7", opacity: 0.07, x: x, y: y, label: nil)
                if let safe = result.safeAreas[name], safe != .zero {
                    out += band(frame, safe, fill: "#e15759", opacity: 0.10, x: x, y: y, label: nil)
                }
            }
            out += "      <text x=\"\(x(frame.x + 3))\" y=\"\(y(frame.y + 12))\" fill=\"#222\">\(escape(name)) "
            out += "<tspan fill=\"#666\" font-size=\"9\">\(n(frame.width))×\(n(frame.height))</tspan></text>\n"
            out += "    </g>\n"
        }

        // Spacing: each connection of a format, measured between the edges it joins.
        for (index, analysis) in result.analyses.enumerated() {
            let superview = index < result.formatSuperviews.count ? result.formatSuperviews[index] : nil
            for constraint in analysis.constraints where constraint.origin == .connection {
                guard let second = constraint.second,
                      let a = result.edge(of: second, superview: superview), let b = result.edge(of: constraint.first, superview: superview),
                      abs(b - a) >= 0.5 else { continue }
                let horizontal = analysis.syntax.axis == .horizontal
                // Across the other axis: the middle of the view the connection places.
                let placed = constraint.first.item == .superview ? second.item : constraint.first.item
                guard case .view(let name) = placed, let frame = result.frame(of: name) else { continue }
                // A broken constraint: red and dashed, the distance it did not get.
                let broken = result.conflicts.contains { conflict in
                    guard case .format(let i, let c) = conflict.broken else { return false }
                    return i == index && c.range == constraint.range && c.first.attribute == constraint.first.attribute
                }
                let stroke = broken ? conflictColor : "#555"
                let style = "stroke=\"\(stroke)\" stroke-width=\"0.8\"" + (broken ? " stroke-dasharray=\"3 2\"" : "")
                let label = n(abs(b - a)) + (broken ? " (broken: wants \(constraint.constantText))" : "")
                if horizontal {
                    let at = frame.y + frame.height / 2
                    out += "    <line x1=\"\(x(a))\" y1=\"\(y(at))\" x2=\"\(x(b))\" y2=\"\(y(at))\" \(style)/>\n"
                    out += "    <line x1=\"\(x(a))\" y1=\"\(y(at - 3))\" x2=\"\(x(a))\" y2=\"\(y(at + 3))\" \(style)/>"
                    out += "<line x1=\"\(x(b))\" y1=\"\(y(at - 3))\" x2=\"\(x(b))\" y2=\"\(y(at + 3))\" \(style)/>\n"
                    out += "    <text x=\"\(x((a + b) / 2))\" y=\"\(y(at - 3))\" text-anchor=\"middle\" font-size=\"9\" fill=\"\(broken ? conflictColor : "#333")\">\(escape(label))</text>\n"
                } else {
                    let at = frame.x + frame.width / 2
                    out += "    <line x1=\"\(x(at))\" y1=\"\(y(a))\" x2=\"\(x(at))\" y2=\"\(y(b))\" \(style)/>\n"
                    out += "    <line x1=\"\(x(at - 3))\" y1=\"\(y(a))\" x2=\"\(x(at + 3))\" y2=\"\(y(a))\" \(style)/>"
                    out += "<line x1=\"\(x(at - 3))\" y1=\"\(y(b))\" x2=\"\(x(at + 3))\" y2=\"\(y(b))\" \(style)/>\n"
                    out += "    <text x=\"\(x(at + 4))\" y=\"\(y((a + b) / 2 + 3))\" font-size=\"9\" fill=\"\(broken ? conflictColor : "#333")\">\(escape(label))</text>\n"
                }
            }
        }

        // Conflicts in red, with their constraints' text; a legend line for what the shading means.
        var lineY = maxY + dy + 18
        var textWidth = 0.0
        for conflict in result.conflicts {
            let lines = ["broken: \(conflict.broken)"] + conflict.conflicting.map { "  with: \($0)" }
            for line in lines {
                out += "    <text x=\"\(n(pad))\" y=\"\(n(lineY))\" fill=\"\(conflictColor)\" xml:space=\"preserve\">\(escape(line))</text>\n"
                textWidth = max(textWidth, Double(line.count) * 6)
                lineY += 14
            }
            lineY += 4
        }
        var legend: [String] = []
        if result.rootSafeArea != .zero || result.safeAreas.values.contains(where: { $0 != .zero }) { legend.append("red band: safe-area insets") }
        legend.append("blue band: layout margins")
        if !result.ambiguities.isEmpty { legend.append("hatched: ambiguous") }
        out += "    <text x=\"\(n(pad))\" y=\"\(n(lineY))\" fill=\"#777\" font-size=\"9\">\(escape(legend.joined(separator: " · ")))</text>\n"
        lineY += 10
        let totalWidth = max(maxX - minX + 2 * pad, textWidth + 2 * pad, 220)
        return (out, totalWidth, lineY + pad / 2)
    }

    /// A band inside `frame`'s edges, `insets` deep on each side (even-odd: the ring only).
    static func band(_ frame: Frame, _ insets: SafeAreaInsets, fill: String, opacity: Double,
                     x: (Double) -> String, y: (Double) -> String, label: String?) -> String {
        guard insets.top > 0 || insets.left > 0 || insets.bottom > 0 || insets.right > 0 else { return "" }
        let outer = "M\(x(frame.x)),\(y(frame.y))h\(n(frame.width))v\(n(frame.height))h\(n(-frame.width))z"
        let iw = max(frame.width - insets.left - insets.right, 0), ih = max(frame.height - insets.top - insets.bottom, 0)
        let inner = "M\(x(frame.x + insets.left)),\(y(frame.y + insets.top))h\(n(iw))v\(n(ih))h\(n(-iw))z"
        var out = "      <path d=\"\(outer) \(inner)\" fill=\"\(fill)\" fill-opacity=\"\(n(opacity))\" fill-rule=\"evenodd\"/>\n"
        if let label, insets.top >= 12 {
            out += "      <text x=\"\(x(frame.x + frame.width - 4))\" y=\"\(y(frame.y + insets.top - 4))\" text-anchor=\"end\" font-size=\"9\" fill=\"#b03030\">\(escape(label))</text>\n"
        }
        return out
    }

    /// The views a constraint of a layout involves.
    static func views(of source: ConstraintSource) -> [String] {
        switch source {
        case .format(_, let constraint), .equation(let constraint):
            return [constraint.first.item, constraint.second?.item].compactMap { item -> String? in
                if case .view(let name)? = item { return name } else { return nil }
            }
        case .autoresizing(let view, _, _, _), .hugging(let view, _, _), .compressionResistance(let view, _, _),
             .nonNegativeSize(let view, _): return [view]
        case .containerSize, .guide: return []
        }
    }

    static func n(_ value: Double) -> String { LayoutNumber.text(value) }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
