import VFLSyntax

/// FormatFunction registers a helper whose argument is a format (`functions` in `.vfl.json`),
/// such as `addConstraints(format:views:)` with views passed positionally as `v0, v1, …`.
public struct FormatFunction: Sendable, Hashable {
    /// The function's base name (`addConstraints`) or an Objective-C selector piece.
    public var name: String
    /// The label of the format argument (`format`); for Objective-C, the selector piece that
    /// takes the format (`addConstraintsWithFormat`).
    public var formatLabel: String
    /// The key pattern of positional views, `v{index}`, or nil when views are a dictionary.
    public var positionalKeys: String?
    /// With `positionalKeys`: whether the views are one array (`views: [icon, title]`), not
    /// one argument each (`views: icon, title`).
    public var viewsAreArray = false
    /// With `positionalKeys`: whether the project defines it both ways, for one argument each
    /// and for an array (the tutorial's two overloads): each call is read the way its argument
    /// is written.
    public var viewsEitherWay = false
    /// Whether the function is seen to make its constraints without metrics (an inferred
    /// helper, whose body passes `metrics: nil`): a metric name in its format is then a mistake.
    /// Any other function may supply metrics of its own, so those of its calls are unknown.
    public var passesNoMetrics: Bool
    /// Whether the function is seen to make its constraints without options (an inferred
    /// helper whose body passes `options: []`): `options:` at its calls are its own, unused.
    public var passesNoOptions = false
    /// Whether it passes options its own code computes (`customOptions`, made from its
    /// `options:` parameter or not): the options of its calls are then unknown.
    public var computesOptions = false
    /// The label of the views argument (`views`; for Objective-C, the selector piece): a helper
    /// may take them as `andViews: [a, b]` or `withViews:`.
    public var viewsLabel: String
    /// For a helper inferred from its body (`FormatHelpers.swift`): its whole signature, which
    /// its calls are matched against, and what each of its parameters is to the API.
    public var signature: HelperSignature? = nil

    public init(name: String, formatLabel: String, positionalKeys: String? = nil, passesNoMetrics: Bool = false, viewsLabel: String = "views") {
        self.name = name
        self.formatLabel = formatLabel
        self.positionalKeys = positionalKeys
        self.passesNoMetrics = passesNoMetrics
        self.viewsLabel = viewsLabel
    }

    /// Whether a call of one is a call of the other: the same signature for two inferred
    /// helpers, else the same name and format label (and, for two taking views one by one, the
    /// same views label: `addConstraints(withFormat:views:)` and `(withFormat:arrayOf:)` are two).
    public func isCalled(as other: FormatFunction) -> Bool {
        if let a = signature, let b = other.signature { return a.isCalled(as: b) }
        return name == other.name && formatLabel == other.formatLabel
            && (positionalKeys == nil || other.positionalKeys == nil || viewsLabel == other.viewsLabel)
    }

    /// Whether the format is the call's first argument, unlabelled (`formatLabel` `_`, Swift:
    /// `func addConstraintsWithFormat(_ format: String, views: UIView...)`): its calls are
    /// found by the function's name.
    public var formatIsUnlabelled: Bool { formatLabel == "_" }

    /// The bytes every call of the function contains: the format's label, or the name (of a
    /// helper read from its body, whose Swift 2 calls leave the label out); a colon for a
    /// selector piece without a name (`[layout :@"H:|[a]|"]`), which is all such a message is
    /// sure to contain.
    var callMarker: [UInt8] {
        let marker = formatIsUnlabelled || positionalKeys != nil && signature == nil ? name : formatLabel
        return marker.isEmpty ? [UInt8(ascii: ":")] : Array(marker.utf8)
    }

    /// The inferred helpers among `definitions` (`SourceScan.inferredHelpers`) that a call
    /// reaches for certain: without duplicates, and without any called alike by another
    /// definition that names the views differently or (`positionalKeys` nil) is another
    /// function (which one a call reaches cannot be told).
    public static func unambiguous(_ definitions: [FormatFunction]) -> [FormatFunction] {
        var result: [FormatFunction] = []
        var ambiguous: [FormatFunction] = []
        for definition in definitions {
            if let k = result.firstIndex(where: { $0.isCalled(as: definition) }) {
                if result[k].positionalKeys != definition.positionalKeys { ambiguous.append(definition) }
                else if result[k].viewsAreArray != definition.viewsAreArray { result[k].viewsEitherWay = true }
            } else {
                result.append(definition)
            }
        }
        return result.filter { helper in helper.positionalKeys != nil && !ambiguous.contains { $0.isCalled(as: helper) } }
    }

    /// The key of positional view `index` under `pattern` (`v{index}` → `v0`).
    /// With `positionalKeys` of the form `<prefix>{index}` (`v{index}`): the prefix.
    var positionalPrefix: String? {
        let marker = "{index}"
        guard let pattern = positionalKeys, pattern.hasSuffix(marker), pattern.count > marker.count else { return nil }
        let prefix = String(pattern.dropLast(marker.count))
        return prefix.contains("{") ? nil : prefix
    }

    static func key(_ pattern: String, _ index: Int) -> String {
        let marker = Array("{index}".utf8)
        let bytes = Array(pattern.utf8)
        var result: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if i + marker.count <= bytes.count && Array(bytes[i..<i + marker.count]) == marker {
                result += Array(String(index).utf8)
                i += marker.count
            } else {
                result.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Reads `addConstraints(format:views:)` with `format_argument`, `positional_keys` and
    /// `views_argument`.
    public init?(signature: String, formatArgument: String, positionalKeys: String?, viewsArgument: String? = nil) {
        let name = signature.firstIndex(of: "(").map { String(signature[..<$0]) } ?? signature
        self.init(name: name, formatLabel: formatArgument, positionalKeys: positionalKeys, viewsLabel: viewsArgument ?? "views")
    }
}
