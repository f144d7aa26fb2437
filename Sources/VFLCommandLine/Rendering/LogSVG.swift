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
        let constraints = explanation.log.constraints
        let drawn = explanation.minimal.isEmpty ? Array(constraints.indices) : explanation.minimal
        if let axis = Axis(of: drawn.map { constraints[$0] }), !explanation.frames.isEmpty {
            return dimensions(explanation, drawn: drawn, axis: axis)
        }
        return plan(explanation)
    }

    /// The axis every constraint of `set` is on, if they share one.
    enum Axis {
        case horizontal, vertical

        init?(of set: [LogConstraint]) {
            let axes = Set(set.flatMap { c in [c.firstAttribute] + (c.secondItem != nil ? [c.secondAttribute] : []) }.compactMap(Axis.init))
            guard axes.count == 1, let axis = axes.first else { return nil }
            self = axis
        }

        init?(_ attribute: LayoutAttribute) {
            switch attribute {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins: self = .horizontal
            case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
                self = .vertical
            case .notAnAttribute: return nil
            }
        }
    }

    /// A conflict along one axis, drawn as a dimensioned section: each item a bar along the axis
    /// at the extent it gets once the broken constraint is left out, side by side across it, and
    /// each constraint of the set a dimension line between the edges it relates, in lanes of its
    /// own beside the bars, with its value written on it (`12`, `≥ 140`, `= 180`); the broken
    /// one red and dashed. A negative extent is a red outline of no area, marked with its size.
    static func dimensions(_ explanation: LogExplanation, drawn: [Int], axis: Axis) -> String {
        let constraints = explanation.log.constraints
        let n = { (v: Double) in LayoutNumber.text(v) }
        // Along the axis: each item's start and length; across it, its column.
        let bars = explanation.frames.map { f -> (item: LogItem, start: Double, length: Double) in
            axis == .vertical ? (f.item, f.y, f.height) : (f.item, f.x, f.width)
        }
        // Containers first (longest), then in the report's order.
        let order = bars.indices.sorted { bars[$0].length != bars[$1].length ? bars[$0].length > bars[$1].length : $0 < $1 }
        var column: [String: Int] = [:]
        for (k, i) in order.enumerated() { column[bars[i].item.address] = k }
        let low = bars.map { min($0.start, $0.start + $0.length) }.min() ?? 0
        let high = bars.map { max($0.start, $0.start + $0.length) }.max() ?? 1
        let scale = min(12, max(0.25, 420 / max(high - low, 1)))
        let barWidth = axis == .vertical ? 110.0 : 56.0, gap = 24.0, margin = 24.0
        var laneWidth = axis == .vertical ? 70.0 : 30.0
        func along(_ v: Double) -> Double { margin + 20 + (v - low) * scale }
        func across(_ k: Int) -> Double { margin + (axis == .horizontal ? 8 : 0) + Double(k) * (barWidth + gap) }
        let barsEnd = across(bars.count)
        // A point (along, across) on the page.
        func page(_ a: Double, _ c: Double) -> (Double, Double) { axis == .vertical ? (c, a) : (a, c) }
        func bar(_ item: LogItem?) -> (start: Double, length: Double, column: Int)? {
            guard let item, let k = column[item.address], let b = bars.first(where: { $0.item.address == item.address }) else { return nil }
            return (b.start, b.length, k)
        }
        /// Where an attribute sits along the axis (margins taken as the explanation takes them).
        func edge(_ item: LogItem?, _ attribute: LayoutAttribute) -> Double? {
            guard let b = bar(item) else { return nil }
            let m = LogExplainer.margin
            switch attribute {
            case .left, .leading, .top: return b.start
            case .leftMargin, .leadingMargin, .topMargin: return b.start + m
            case .right, .trailing, .bottom, .firstBaseline, .lastBaseline: return b.start + b.length
            case .rightMargin, .trailingMargin, .bottomMargin: return b.start + b.length - m
            case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: return b.start + b.length / 2
            case .width, .height, .notAnAttribute: return nil
            }
        }
        // Each constraint: the span it measures, the columns it joins, and its value.
        struct Dimension { var index: Int; var from: Double; var to: Double; var columns: [Int]; var value: String }
        var dimensions: [Dimension] = []
        for index in drawn {
            let c = constraints[index]
            let relation = c.relation == .equal ? "" : c.relation == .greaterThanOrEqual ? "≥ " : "≤ "
            // A space between two edges reads as its size (`12` for `… - 12`); a bound keeps its sign.
            let constant = c.relation == .equal && c.multiplier == 1 ? abs(c.constant) : c.constant
            let value = c.constantIsKnown ? relation + (c.multiplier != 1 && c.secondItem != nil ? "\(n(c.multiplier))× + " : "") + n(constant) : "?"
            if c.firstAttribute == .width || c.firstAttribute == .height, let b = bar(c.firstItem) {
                let other = c.secondItem.flatMap { bar($0) }
                dimensions.append(Dimension(index: index, from: b.start, to: b.start + b.length, columns: [b.column] + (other.map { [$0.column] } ?? []),
                                            value: c.secondItem == nil ? (c.relation == .equal ? "= " : relation) + n(c.constant)
                                                : relation + (c.multiplier != 1 ? "\(n(c.multiplier))× " : "") + "its " + "\(c.secondAttribute)"))
            } else if let a = edge(c.secondItem, c.secondAttribute) ?? (c.secondItem == nil ? 0 : nil), let b = edge(c.firstItem, c.firstAttribute) {
                let columns = [c.firstItem, c.secondItem].compactMap { bar($0)?.column }
                dimensions.append(Dimension(index: index, from: a, to: b, columns: columns, value: value))
            }
        }
        // Lanes beside the bars: a dimension takes the first lane free over its span. Edges
        // made to coincide (a span of 0) share the last lane, one label for each place.
        var lanes: [[(Double, Double)]] = []
        var lane: [Int: Int] = [:]
        let isPoint = { (d: Dimension) in abs(d.to - d.from) * scale < 0.5 }
        for d in dimensions where !isPoint(d) {
            let span = (min(d.from, d.to) - 4 / scale, max(d.from, d.to) + 4 / scale)
            let free = lanes.firstIndex { taken in !taken.contains { $0.0 < span.1 && span.0 < $0.1 } } ?? lanes.count
            if free == lanes.count { lanes.append([]) }
            lanes[free].append(span)
            lane[d.index] = free
        }
        var points: [(at: Double, dimensions: [Dimension])] = []
        for d in dimensions where isPoint(d) {
            if let k = points.firstIndex(where: { abs($0.at - d.from) * scale < 0.5 }) { points[k].dimensions.append(d) }
            else { points.append((d.from, [d])) }
        }
        if !points.isEmpty { lanes.append([]) }
        for point in points { for d in point.dimensions { lane[d.index] = lanes.count - 1 } }
        dimensions.removeAll(where: isPoint)
        // A vertical section's labels stand beside their lines: a lane is as wide as the longest.
        if axis == .vertical {
            let longest = dimensions.map { Double("#\($0.index + 1) \($0.value) ✗".count) * 5.6 }.max() ?? 0
            laneWidth = max(laneWidth, longest + 14)
        }
        let pointLabels = points.map { p in p.dimensions.map { "#\($0.index + 1) \($0.value)  " }.joined().count }.max() ?? 0
        let extentAlong = along(high) + 30, extentAcross = barsEnd + Double(lanes.count) * laneWidth + 20 + Double(pointLabels) * 5.5
        let legendHeight = Double(drawn.count) * 14 + 20
        let legendWidth = Double(drawn.map { constraints[$0].equation.count + 16 }.max() ?? 0) * 5.8 + 2 * margin
        let (w, h) = axis == .vertical ? (max(extentAcross, legendWidth), extentAlong + legendHeight) : (max(extentAlong, legendWidth), extentAcross + legendHeight)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(w)) \(n(h))\" width=\"\(n(w))\" height=\"\(n(h))\" "
        svg += "font-family=\"-apple-system, Helvetica, sans-serif\" font-size=\"10\">\n"
        svg += "  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        let palette = ["#4e79a7", "#59a14f", "#9c755f", "#b07aa1", "#76b7b2", "#edc948", "#ff9da7"]
        for (k, i) in order.enumerated() {
            let b = bars[i]
            let negative = b.length < 0
            let color = negative ? "#e15759" : palette[k % palette.count]
            let a0 = along(min(b.start, b.start + b.length)), a1 = along(max(b.start, b.start + b.length))
            let (x, y) = page(a0, across(k))
            let (rw, rh) = axis == .vertical ? (barWidth, max(a1 - a0, 1)) : (max(a1 - a0, 1), barWidth)
            let size = axis == .vertical ? "height" : "width"
            svg += "  <g><title>\(LayoutSVG.escape(b.item.displayName)) \(size) \(n(b.length))</title>"
            svg += "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(rw))\" height=\"\(n(rh))\" fill=\"\(color)\" fill-opacity=\"\(negative ? 0 : 0.15)\" stroke=\"\(color)\"\(negative ? " stroke-dasharray=\"2 2\"" : "")/>"
            // The name above the bar (at its start), its extent in it, or after the name when
            // the bar is too short to hold it; as much of the name as the column holds (about
            // 5.6 points a character).
            let (lx, ly) = axis == .vertical ? (across(k) + 2, a0 - 4) : (a0 + 2, across(k) - 4)
            let extent = n(b.length)
            let fits = a1 - a0 >= (axis == .vertical ? 16 : Double(extent.count) * 6 + 8)
            let suffix = fits ? "" : " · \(extent)"
            let room = axis == .vertical ? Int((barWidth + gap - 8) / 5.6) - suffix.count : 40
            let full = b.item.displayName
            let name = (full.count > room ? full.prefix(max(room - 1, 4)) + "…" : full) + suffix
            svg += "<text x=\"\(n(lx))\" y=\"\(n(ly))\" fill=\"\(negative ? "#e15759" : "#222")\">\(LayoutSVG.escape(name))</text>"
            if fits {
                let (sx, sy) = page((a0 + a1) / 2, across(k) + barWidth / 2)
                svg += "<text x=\"\(n(sx))\" y=\"\(n(sy + 3))\" fill=\"\(negative ? "#e15759" : "#555")\" text-anchor=\"middle\">\(extent)</text>"
            }
            svg += "</g>\n"
        }
        for d in dimensions {
            let broken = d.index == explanation.leftOut
            let color = broken ? "#e15759" : "#333"
            let c = barsEnd + Double(lane[d.index] ?? 0) * laneWidth + 12
            let a0 = along(d.from), a1 = along(d.to)
            // Extension lines from the bars' edges to the dimension line.
            for column in Set(d.columns) {
                for a in [a0, a1] {
                    let (x1, y1) = page(a, across(column) + barWidth), (x2, y2) = page(a, c)
                    svg += "  <line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"#bbb\" stroke-width=\"0.6\" stroke-dasharray=\"1 2\"/>\n"
                }
            }
            let (x1, y1) = page(a0, c), (x2, y2) = page(a1, c)
            let style = broken ? "stroke=\"\(color)\" stroke-width=\"2\" stroke-dasharray=\"5 3\"" : "stroke=\"\(color)\" stroke-width=\"1.2\""
            svg += "  <g><line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" \(style)/>"
            // Ticks at both ends.
            for a in [a0, a1] {
                let (tx1, ty1) = page(a, c - 5), (tx2, ty2) = page(a, c + 5)
                svg += "<line x1=\"\(n(tx1))\" y1=\"\(n(ty1))\" x2=\"\(n(tx2))\" y2=\"\(n(ty2))\" stroke=\"\(color)\" stroke-width=\"1.2\"/>"
            }
            let (tx, ty) = page((a0 + a1) / 2, c + 6)
            svg += "<text x=\"\(n(tx))\" y=\"\(n(axis == .vertical ? ty + 3 : ty + 9))\" fill=\"\(color)\"\(axis == .horizontal ? " text-anchor=\"middle\"" : "")>#\(d.index + 1) \(LayoutSVG.escape(d.value))\(broken ? " ✗" : "")</text></g>\n"
        }
        for point in points {
            let c = barsEnd + Double(lanes.count - 1) * laneWidth + 12
            let a = along(point.at)
            for column in Set(point.dimensions.flatMap(\.columns)) {
                let (x1, y1) = page(a, across(column) + barWidth), (x2, y2) = page(a, c)
                svg += "  <line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"#bbb\" stroke-width=\"0.6\" stroke-dasharray=\"1 2\"/>\n"
            }
            let broken = point.dimensions.contains { $0.index == explanation.leftOut }
            let (mx, my) = page(a, c)
            let label = point.dimensions.map { "#\($0.index + 1) \($0.value)" + ($0.index == explanation.leftOut ? " ✗" : "") }.joined(separator: ", ")
            svg += "  <g><circle cx=\"\(n(mx))\" cy=\"\(n(my))\" r=\"2.5\" fill=\"\(broken ? "#e15759" : "#333")\"/>"
            let (tx, ty) = page(a, c + 6)
            svg += "<text x=\"\(n(tx))\" y=\"\(n(axis == .vertical ? ty + 3 : ty + 9))\" fill=\"\(broken ? "#e15759" : "#333")\">\(LayoutSVG.escape(label))</text></g>\n"
        }
        var y = (axis == .vertical ? extentAlong : extentAcross) + 14
        for index in drawn {
            let broken = index == explanation.leftOut
            let label = broken ? (explanation.log.broken == index ? " (broken)" : " (left out)") : ""
            svg += "  <text x=\"\(n(margin))\" y=\"\(n(y))\" fill=\"\(broken ? "#e15759" : "#333")\">#\(index + 1)\(label): \(LayoutSVG.escape(constraints[index].equation))</text>\n"
            y += 14
        }
        return svg + "</svg>\n"
    }

    /// Any other conflict: each item at its frame, each constraint a line between the edges it
    /// relates (or along the edge it sizes).
    static func plan(_ explanation: LogExplanation) -> String {
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
