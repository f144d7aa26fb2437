/// FormatEnvironment is what a format is checked and lowered against: the keys of the views
/// and metrics dictionaries (with metric values when known), the options and the platform.
public struct FormatEnvironment: Sendable {
    /// The keys of the views dictionary, or nil to take the names written in view position
    /// (`[name…`) as the views.
    public var views: Set<String>?
    /// Metrics with known values.
    public var metrics: [String: Double]
    /// Keys of the metrics dictionary whose values are not known (a linter reading source code).
    public var metricsWithoutValues: Set<String>
    /// Whether the metrics dictionary cannot be seen (a linter reading a call whose `metrics:`
    /// is a variable from elsewhere): then any name that is not a view is taken for a metric of
    /// unknown value, and no name is reported as an unknown metric.
    public var metricsAreUnknown = false
    /// Whether `views` holds every key of the views dictionary. When false (a linter that saw
    /// only some of the keys, or none: `views` nil), a name that is not among them is taken for
    /// a view, and reported only as a likely typo when it is one edit away from a key that is.
    public var viewsAreComplete = true
    /// The same for the metrics: when false, a name that is not among `metrics` and
    /// `metricsWithoutValues` is a metric of unknown value, reported only as a likely typo.
    public var metricsAreComplete = true
    /// The format options.
    public var options: FormatOptions
    /// The platform profile resolving standard spacing.
    public var platform: Platform

    public init(views: Set<String>? = nil, metrics: [String: Double] = [:], metricsWithoutValues: Set<String> = [],
                options: FormatOptions = [], platform: Platform = .ios) {
        self.views = views
        self.metrics = metrics
        self.metricsWithoutValues = metricsWithoutValues
        self.options = options
        self.platform = platform
    }

    /// The environment of a call as UIKit/AppKit code has it: `views` as passed to
    /// `constraints(withVisualFormat:options:metrics:views:)` (only the keys matter), `metrics`
    /// with number values (`Double`, `Int`, `Float`, `CGFloat`, `NSNumber`…; a value that is
    /// not a number is a metric of unknown value).
    public init(views: [String: Any], metrics: [String: Any]? = nil, options: FormatOptions = [], platform: Platform = .ios) {
        self.init(views: Set(views.keys), options: options, platform: platform)
        for (key, value) in metrics ?? [:] {
            if let number = Self.number(value) { self.metrics[key] = number } else { metricsWithoutValues.insert(key) }
        }
    }

    static func number(_ value: Any) -> Double? {
        if let double = value as? Double { return double }
        if let integer = value as? Int { return Double(integer) }
        if let float = value as? any BinaryFloatingPoint { return Double(float) }
        if let integer = value as? any BinaryInteger { return Double(integer) }
        return nil
    }

    /// Whether `name` is a key of the metrics dictionary.
    public func isMetric(_ name: String) -> Bool {
        metrics[name] != nil || metricsWithoutValues.contains(name)
    }
}
