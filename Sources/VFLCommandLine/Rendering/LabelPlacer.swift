/// LabelPlacer puts the labels of a drawing where they overlap neither each other nor a line or
/// mark drawn before them. Each label comes with the places it may go, best first; it takes the
/// first that is free, or none (the caller then lists it apart). Text is measured as the tests
/// measure it: 0.56 of the font size a character, from 0.8 of it above the baseline to 0.2 below.
struct LabelPlacer {
    /// A box in drawing coordinates.
    struct Box {
        var x0: Double, y0: Double, x1: Double, y1: Double

        func meets(_ other: Box) -> Bool { x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1 }

        /// Whether the segment from (ax, ay) to (bx, by) passes through the box (Liang–Barsky).
        func meets(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Bool {
            var t0 = 0.0, t1 = 1.0
            let dx = bx - ax, dy = by - ay
            for (p, q) in [(-dx, ax - x0), (dx, x1 - ax), (-dy, ay - y0), (dy, y1 - ay)] {
                if p == 0 {
                    if q < 0 { return false }
                    continue
                }
                let r = q / p
                if p < 0 { if r > t1 { return false }; t0 = max(t0, r) } else { if r < t0 { return false }; t1 = min(t1, r) }
            }
            return t0 < t1
        }
    }

    enum Anchor: String {
        case start, middle, end
    }

    /// Where a label is written: its baseline's start, middle or end.
    struct Place {
        var x: Double
        var y: Double
        var anchor: Anchor = .start
    }

    /// One run of a label's text at one size (a name at 11 points, its size at 9).
    struct Run {
        var text: String
        var size: Double
    }

    private var boxes: [Box] = []
    private var segments: [(Double, Double, Double, Double)] = []
    /// Space kept clear around a label, so that it does not touch what is next to it.
    static let clearance = 1.0

    /// The width of `runs` written one after the other.
    static func width(_ runs: [Run]) -> Double {
        runs.reduce(0) { $0 + Double($1.text.count) * 0.56 * $1.size }
    }

    /// The box of `runs` written at `place`.
    static func box(_ runs: [Run], at place: Place) -> Box {
        let width = Self.width(runs), size = runs.map(\.size).max() ?? 10
        let left = place.anchor == .middle ? place.x - width / 2 : place.anchor == .end ? place.x - width : place.x
        return Box(x0: left, y0: place.y - 0.8 * size, x1: left + width, y1: place.y + 0.2 * size)
    }

    /// A line (or an edge of a mark) labels must not cross.
    mutating func addLine(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        segments.append((x1, y1, x2, y2))
    }

    /// The four edges of a rectangle drawn at (x, y).
    mutating func addRectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        addLine(x, y, x + width, y)
        addLine(x + width, y, x + width, y + height)
        addLine(x, y + height, x + width, y + height)
        addLine(x, y, x, y + height)
    }

    /// Text already written where it is.
    mutating func addText(_ runs: [Run], at place: Place) {
        boxes.append(Self.box(runs, at: place))
    }

    /// The first of `places` where `runs` are free of every label placed and every line, within
    /// `bounds` when given; taken (later labels avoid it). Nil when none is free.
    mutating func place(_ runs: [Run], at places: [Place], within bounds: Box? = nil) -> Place? {
        let c = Self.clearance
        for place in places {
            let box = Self.box(runs, at: place)
            if let bounds, box.x0 < bounds.x0 || box.x1 > bounds.x1 || box.y0 < bounds.y0 || box.y1 > bounds.y1 { continue }
            let padded = Box(x0: box.x0 - c, y0: box.y0 - c, x1: box.x1 + c, y1: box.y1 + c)
            if boxes.contains(where: { $0.meets(padded) }) { continue }
            if segments.contains(where: { padded.meets($0.0, $0.1, $0.2, $0.3) }) { continue }
            boxes.append(box)
            return place
        }
        return nil
    }
}
