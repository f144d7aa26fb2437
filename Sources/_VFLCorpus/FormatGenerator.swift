/// SplitMix64 is a small, fast, seedable random number generator, so that generated corpora
/// and property tests are the same on every run and every machine.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// Returns the next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// FormatGenerator makes realistic Visual Format Language strings: the shapes seen in shipped
/// iOS and macOS code (superview edges, standard and explicit spacing, size predicates with
/// relations, metrics and priorities, lists), valid by construction unless mistakes are asked for.
public struct FormatGenerator {
    /// The random source.
    public var random: SplitMix64
    /// View names drawn from; realistic identifiers of mixed length.
    public var viewNames = ["title", "subtitle", "icon", "badge", "avatar", "nameLabel", "detailLabel",
                            "button", "spacer", "imageView", "textField", "separator", "v0", "v1", "v2",
                            "closeButton", "progressView", "_container", "headerView", "footer"]
    /// Metric names drawn from.
    public var metricNames = ["pad", "margin", "spacing", "inset", "avatarSize", "rowHeight", "gap", "p"]

    /// Creates a generator with `seed`.
    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func chance(_ percent: Int) -> Bool { Int(random.next() % 100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    /// A random number as code writes it: mostly integers, some fractions.
    mutating func number(allowNegative: Bool) -> String {
        let value = chance(85) ? String(int(0...400)) : "\(int(0...99)).\(int(1...9))"
        return allowNegative && chance(5) ? "-" + value : value
    }

    mutating func priority() -> String {
        chance(20) ? pick(metricNames) : pick(["250", "251", "500", "749", "750", "999", "1", "900.5"])
    }

    /// One predicate `[relation] constant [@priority]`.
    mutating func predicate(view: Bool, allowNegative: Bool, otherViews: [String]) -> String {
        var text = ""
        if chance(45) { text += pick(["==", "<=", ">="]) }
        if view && !otherViews.isEmpty && chance(15) {
            text += pick(otherViews)
        } else if chance(25) {
            text += pick(metricNames)
        } else {
            text += number(allowNegative: allowNegative)
        }
        if chance(25) { text += "@" + priority() }
        return text
    }

    /// A connection between two elements.
    mutating func connection() -> String {
        switch int(0...9) {
        case 0...1: return ""
        case 2...4: return "-"
        case 5...6: return "-" + (chance(50) ? String(int(0...40)) : pick(metricNames)) + "-"
        case 7: return "-" + predicate(view: false, allowNegative: false, otherViews: []) + "-"
        default:
            let count = chance(70) ? 1 : 2
            let items = (0..<count).map { _ in predicate(view: false, allowNegative: true, otherViews: []) }
            return "-(" + items.joined(separator: ",") + ")-"
        }
    }

    /// One valid format with between `views` views.
    public mutating func format(views: ClosedRange<Int> = 1...5) -> String {
        var text = ""
        switch int(0...9) {
        case 0...3: text += "H:"
        case 4...7: text += "V:"
        default: break
        }
        let count = int(views)
        var used: [String] = []
        if chance(70) { text += "|" + connection() }
        for index in 0..<count {
            if index > 0 { text += connection() }
            let name = chance(80) ? pick(viewNames) : "view\(index)"
            text += "[" + name
            if chance(55) {
                let predicates = chance(80) ? 1 : 2
                let items = (0..<predicates).map { _ in predicate(view: true, allowNegative: true, otherViews: used) }
                text += "(" + items.joined(separator: ",") + ")"
            }
            text += "]"
            used.append(name)
        }
        if chance(65) { text += connection() + "|" }
        return text
    }

    /// A format with one typical mistake injected (whitespace, a missing bracket, `--`, a
    /// bad relation, a dotted name, text after `|`), for measuring the error path.
    public mutating func malformedFormat() -> String {
        var text = Array(format().utf8)
        let position = int(0...max(0, text.count - 1))
        let mistakes: [[UInt8]] = [Array(" ".utf8), Array("]".utf8), Array("-".utf8), Array(">".utf8),
                                   Array(".x".utf8), Array("|".utf8), Array("(".utf8), Array(",".utf8)]
        let mistake = pick(mistakes)
        if chance(50), !text.isEmpty {
            text.remove(at: position)
        }
        text.insert(contentsOf: mistake, at: min(position, text.count))
        return String(decoding: text, as: UTF8.self)
    }
}
