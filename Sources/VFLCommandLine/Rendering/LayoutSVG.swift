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
                    fill: "#e15759", opacity: 0.16, x: x, y: y)
        let superviews = Set(result.superviews.values)
        out += band(root, SafeAreaInsets(result.margins, result.direction), fill: "#4e79a7", opacity: 0.07, x: x, y: y)

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
        // Labels are placed once every line and mark is drawn, so that none lies on another.
        var placer = LabelPlacer()
        placer.addRectangle(dx, dy, width, height)
        var viewLabels: [(name: String, frame: Frame)] = []
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
            if frame.width > 0 && frame.height > 0 {
                out += "      <rect x=\"\(x(frame.x))\" y=\"\(y(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" "
                out += "fill=\"\(fill)\" fill-opacity=\"\(ambiguous ? "1" : n(opacity))\" stroke=\"\(stroke)\" stroke-width=\"\(strokeWidth)\"/>\n"
                placer.addRectangle(frame.x + dx, frame.y + dy, frame.width, frame.height)
            } else {
                // No area: the edge it has drawn dashed (a width or a height of 0, or less), or a
                // cross where it sits when it has neither.
                let x0 = frame.x + dx, y0 = frame.y + dy
                let x1 = x0 + max(frame.width, 0), y1 = y0 + max(frame.height, 0)
                let d = x1 > x0 || y1 > y0 ? "M\(n(x0)),\(n(y0))L\(n(x1)),\(n(y1))" : "M\(n(x0 - 4)),\(n(y0 - 4))l8,8M\(n(x0 - 4)),\(n(y0 + 4))l8,-8"
                out += "      <path d=\"\(d)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(inConflict.contains(name) ? "2" : "1.5")\" stroke-dasharray=\"4 2\"/>\n"
                if x1 > x0 || y1 > y0 { placer.addLine(x0, y0, x1, y1) } else { placer.addLine(x0 - 4, y0 - 4, x0 + 4, y0 + 4); placer.addLine(x0 - 4, y0 + 4, x0 + 4, y0 - 4) }
            }
            if superviews.contains(name) {
                out += band(frame, SafeAreaInsets(result.viewMargins[name] ?? EdgeInsets(all: 8), result.direction), fill: "#4e79a7", opacity: 0.07, x: x, y: y)
                if let safe = result.safeAreas[name], safe != .zero {
                    out += band(frame, safe, fill: "#e15759", opacity: 0.10, x: x, y: y)
                }
            }
            out += "    </g>\n"
            viewLabels.append((name, frame))
        }

        // Spacing: each connection of a format, measured between the edges it joins.
        var measureLabels: [(text: String, color: String, places: [LabelPlacer.Place], about: String)] = []
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
                let low = min(a, b), high = max(a, b)
                let segments: [(Double, Double, Double, Double)]
                let places: [LabelPlacer.Place]
                if horizontal {
                    let at = frame.y + frame.height / 2 + dy
                    let (l, h) = (low + dx, high + dx)
                    segments = [(l, at, h, at), (l, at - 3, l, at + 3), (h, at - 3, h, at + 3)]
                    places = [.init(x: (l + h) / 2, y: at - 4, anchor: .middle), .init(x: (l + h) / 2, y: at + 12, anchor: .middle),
                              .init(x: h + 3, y: at + 3), .init(x: l - 3, y: at + 3, anchor: .end),
                              .init(x: (l + h) / 2, y: at - 14, anchor: .middle), .init(x: (l + h) / 2, y: at + 22, anchor: .middle),
                              .init(x: h + 3, y: at - 6), .init(x: l - 3, y: at - 6, anchor: .end),
                              .init(x: h + 3, y: at + 12), .init(x: l - 3, y: at + 12, anchor: .end)]
                } else {
                    let at = frame.x + frame.width / 2 + dx
                    let (l, h) = (low + dy, high + dy)
                    segments = [(at, l, at, h), (at - 3, l, at + 3, l), (at - 3, h, at + 3, h)]
                    places = [.init(x: at + 5, y: (l + h) / 2 + 3), .init(x: at - 5, y: (l + h) / 2 + 3, anchor: .end),
                              .init(x: at + 5, y: l - 3), .init(x: at + 5, y: h + 10),
                              .init(x: at - 5, y: l - 3, anchor: .end), .init(x: at - 5, y: h + 10, anchor: .end),
                              .init(x: at + 14, y: (l + h) / 2 + 3), .init(x: at - 14, y: (l + h) / 2 + 3, anchor: .end),
                              .init(x: at + 5, y: l - 13), .init(x: at + 5, y: h + 20)]
                }
                for (x1, y1, x2, y2) in segments {
                    out += "    <line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" \(style)/>\n"
                    placer.addLine(x1, y1, x2, y2)
                }
                let edges = horizontal ? "horizontal spacing" : "vertical spacing"
                measureLabels.append((label, broken ? conflictColor : "#333", places, "\(edges) of \(name)"))
            }
        }

        // Labels stay within the drawing, above the lists below it. Spacing values first: they
        // belong next to their lines, where a view's name has more places to go.
        let drawing = LabelPlacer.Box(x0: 0, y0: title == nil ? 0 : top - 6, x1: maxX + dx + pad, y1: maxY + dy + 10)
        var unplaced: [String] = []
        // The root's safe-area band named inside it, where it is free (the legend names it too).
        let inset = result.rootSafeArea.top
        if inset >= 12, let place = placer.place([.init(text: "safe area", size: 9)],
                                                 at: [.init(x: width - 4 + dx, y: inset - 4 + dy, anchor: .end), .init(x: 4 + dx, y: inset - 4 + dy),
                                                      .init(x: width / 2 + dx, y: inset - 4 + dy, anchor: .middle)], within: drawing) {
            let anchor = place.anchor == .start ? "" : " text-anchor=\"\(place.anchor.rawValue)\""
            out += "    <text x=\"\(n(place.x))\" y=\"\(n(place.y))\"\(anchor) font-size=\"9\" fill=\"#b03030\">safe area</text>\n"
        }
        for label in measureLabels {
            let runs = [LabelPlacer.Run(text: label.text, size: 9)]
            guard let place = placer.place(runs, at: label.places, within: drawing) else {
                unplaced.append("\(label.about): \(label.text)")
                continue
            }
            let anchor = place.anchor == .start ? "" : " text-anchor=\"\(place.anchor.rawValue)\""
            out += "    <text x=\"\(n(place.x))\" y=\"\(n(place.y))\"\(anchor) font-size=\"9\" fill=\"\(label.color)\">\(escape(label.text))</text>\n"
        }
        // The views' labels, the smallest views first (they have the fewest places): inside a
        // corner, else just outside an edge; then the name alone. A label that finds no free
        // place, and a spacing's value likewise, is listed below the drawing.
        for (name, frame) in viewLabels.sorted(by: { max($0.frame.width, 0) * max($0.frame.height, 0) < max($1.frame.width, 0) * max($1.frame.height, 0) }) {
            let size = "\(n(frame.width))×\(n(frame.height))"
            let left = frame.x + dx, top = frame.y + dy
            let right = left + max(frame.width, 0), bottom = top + max(frame.height, 0)
            let inside = LabelPlacer.Box(x0: left, y0: top, x1: right, y1: bottom)
            let corners: [LabelPlacer.Place] = [.init(x: left + 3, y: top + 12), .init(x: right - 3, y: top + 12, anchor: .end),
                                                .init(x: left + 3, y: bottom - 4), .init(x: right - 3, y: bottom - 4, anchor: .end)]
            let middle = (left + right) / 2
            let outside: [LabelPlacer.Place] = [.init(x: left, y: top - 4), .init(x: left, y: bottom + 12), .init(x: right + 4, y: top + 10),
                                                .init(x: left - 4, y: top + 10, anchor: .end), .init(x: right, y: top - 4, anchor: .end),
                                                .init(x: right, y: bottom + 12, anchor: .end), .init(x: middle, y: top - 4, anchor: .middle),
                                                .init(x: middle, y: bottom + 12, anchor: .middle)]
                // Then further along the rows above and below it.
                + [top - 4, bottom + 12, top - 16, bottom + 24].flatMap { row in
                    stride(from: -48.0, through: 48, by: 8).map { LabelPlacer.Place(x: left + $0, y: row) }
                }
            var written: (runs: [LabelPlacer.Run], place: LabelPlacer.Place)? = nil
            for runs in [[LabelPlacer.Run(text: name + " ", size: 11), .init(text: size, size: 9)], [.init(text: name, size: 11)]] {
                if let place = placer.place(runs, at: corners, within: inside) ?? placer.place(runs, at: outside, within: drawing) {
                    written = (runs, place)
                    break
                }
            }
            guard let (runs, place) = written else {
                unplaced.append("\(name) \(size) at \(n(frame.x)),\(n(frame.y))")
                continue
            }
            let anchor = place.anchor == .start ? "" : " text-anchor=\"\(place.anchor.rawValue)\""
            out += "    <text x=\"\(n(place.x))\" y=\"\(n(place.y))\"\(anchor) fill=\"#222\">\(escape(name))"
            out += runs.count > 1 ? " <tspan fill=\"#666\" font-size=\"9\">\(size)</tspan></text>\n" : "</text>\n"
        }

        // Conflicts in red, with their constraints' text; a legend line for what the shading means.
        var lineY = maxY + dy + 18
        var textWidth = 0.0
        for line in unplaced {
            out += "    <text x=\"\(n(pad))\" y=\"\(n(lineY))\" font-size=\"9\" fill=\"#333\">\(escape(line))</text>\n"
            textWidth = max(textWidth, Double(line.count) * 5.1)
            lineY += 12
        }
        if !unplaced.isEmpty { lineY += 4 }
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
                     x: (Double) -> String, y: (Double) -> String) -> String {
        guard insets.top > 0 || insets.left > 0 || insets.bottom > 0 || insets.right > 0 else { return "" }
        let outer = "M\(x(frame.x)),\(y(frame.y))h\(n(frame.width))v\(n(frame.height))h\(n(-frame.width))z"
        let iw = max(frame.width - insets.left - insets.right, 0), ih = max(frame.height - insets.top - insets.bottom, 0)
        let inner = "M\(x(frame.x + insets.left)),\(y(frame.y + insets.top))h\(n(iw))v\(n(ih))h\(n(-iw))z"
        return "      <path d=\"\(outer) \(inner)\" fill=\"\(fill)\" fill-opacity=\"\(n(opacity))\" fill-rule=\"evenodd\"/>\n"
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
