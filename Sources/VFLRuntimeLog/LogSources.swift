import VFLLayout
import VFLLint
import VFLSemantics
import VFLSourceScan
import VFLSyntax

/// LogSources ranks, for each constraint of a conflict report, the places in a project that
/// would make a constraint of that shape (`vfl explain-log --source DIR`): SnapKit's `file#line`
/// and an identifier assigned in code are exact hits; otherwise every format literal of the
/// project is lowered as the linter lowers it, and every layout-anchor call with literal numbers
/// is read (`AnchorCalls`), and the constraints that have the same attributes, relation,
/// multiplier, constant and priority are candidates, ranked by how well the views named fit the
/// log's items (class, label, identifier).
///
/// A library call: `LogSources(files:)` takes the files' bytes (the command line walks the
/// directory and reads them).
public struct LogSources {
    public struct Candidate: Sendable {
        public var path: String
        public var line: Int
        public var reason: String
        public var score: Int
    }

    /// One constraint a format or an anchor call of the project makes.
    struct Site {
        var path: String
        var line: Int
        var constraint: LayoutConstraint
        /// What makes it, as a reason quotes it: the format in quotes, or the call.
        var maker: String
        /// The views' expressions by key, as the call passes them.
        var values: [String: String]
    }

    var sites: [Site] = []
    var texts: [(path: String, bytes: [UInt8])] = []

    /// How many Swift and Objective-C files were read.
    public var fileCount: Int { texts.count }

    /// Indexes the Swift and Objective-C files among `files` (others are passed over).
    public init(files: [(path: String, bytes: [UInt8])], platform: Platform = .ios) {
        for (path, bytes) in files {
            guard let language = SourceLanguage(path: path) else { continue }
            guard UTF8Validation.kind(bytes) == .text else { continue }
            texts.append((path, bytes))
            sites += Self.anchorSites(path: path, bytes: bytes)
            let scan = SourceScan.scan(bytes, language: language)
            guard !scan.formats.isEmpty else { continue }
            let lines = LineTable(bytes)
            for embedded in scan.formats {
                guard let text = embedded.text else { continue }
                let environment = Linter.environment(of: embedded, platform: platform)
                let analysis = Semantics.analyze(String(decoding: text, as: UTF8.self), in: environment)
                var values: [String: String] = [:]
                for entry in embedded.views?.entries ?? [] { values[entry.key] = entry.valueText }
                for constraint in analysis.constraints {
                    let line = lines.location(of: embedded.sourceRange(of: constraint.range).lowerBound).line
                    sites.append(Site(path: path, line: line, constraint: constraint, maker: "\"" + String(decoding: text, as: UTF8.self) + "\"", values: values))
                }
            }
        }
    }

    /// The constraints of `bytes`'s anchor calls, as sites whose views are named as written.
    static func anchorSites(path: String, bytes: [UInt8]) -> [Site] {
        let calls = AnchorCalls.calls(in: bytes)
        guard !calls.isEmpty else { return [] }
        let lines = LineTable(bytes)
        return calls.map { call in
            var values: [String: String] = [:]
            for anchor in [call.constraint.first] + (call.constraint.second.map { [$0] } ?? []) { values[anchor.item.name] = anchor.item.name }
            return Site(path: path, line: lines.location(of: call.offset).line, constraint: call.constraint, maker: call.text, values: values)
        }
    }

    /// The best places for `constraint`, best first (at most `limit`).
    public func candidates(for constraint: LogConstraint, limit: Int = 3) -> [Candidate] {
        var found: [Candidate] = []
        if let made = constraint.sourceLocation, let hash = made.lastIndex(of: "#"), let line = Int(made[made.index(after: hash)...]) {
            let name = String(made[..<hash])
            for (path, _) in texts where path.hasSuffix("/" + name) || path == name {
                found.append(Candidate(path: path, line: line, reason: "the log says SnapKit made it here", score: 100))
            }
            // The file has moved on (or is elsewhere): the log's word is still the best lead.
            if found.isEmpty { return [Candidate(path: name, line: line, reason: "the log says SnapKit made it here (no file of that name under the directory)", score: 100)] }
        }
        if let identifier = constraint.identifier, !LogConstraint.isSystemIdentifier(identifier) {
            let needle = Array("\"\(identifier)\"".utf8)
            for (path, bytes) in texts where SourceByteSearch.contains(bytes, needle) {
                let lines = LineTable(bytes)
                var offset = 0
                while let index = SourceByteSearch.firstIndex(of: needle, in: bytes, range: offset..<bytes.count) {
                    found.append(Candidate(path: path, line: lines.location(of: index).line, reason: "its identifier '\(identifier)' is written here", score: 90))
                    offset = index + 1
                }
            }
        }
        if !found.isEmpty || constraint.isSystemMade { return Array(found.prefix(limit)) }
        for site in sites {
            guard var score = Self.match(constraint, site) else { continue }
            // Third-party code (a dependency's checkout) is a place to look after the project's own.
            if site.path.contains("/Pods/") || site.path.contains("/Carthage/") || site.path.contains("/.build/checkouts/") { score -= 3 }
            let byShapeAlone = score <= Self.shapeScore
            found.append(Candidate(path: site.path, line: site.line, reason: "\(site.maker) makes '\(site.constraint.equation)'"
                + (byShapeAlone ? " (the same shape, but no view name fits)" : ""), score: score))
        }
        found.sort { $0.score != $1.score ? $0.score > $1.score : ($0.path, $0.line) < ($1.path, $1.line) }
        return Array(found.prefix(limit))
    }

    /// The formats that place a view whose name fits `item` (its class's word or its label).
    public func placing(_ item: LogItem, limit: Int = 3) -> [Candidate] {
        var found: [Candidate] = []
        var seen = Set<String>()
        for site in sites {
            for case .view(let key) in [site.constraint.first.item] + (site.constraint.second.map { [$0.item] } ?? []) {
                let (fitsClass, fitsLabel) = Self.fit(item, key, site)
                guard fitsClass || fitsLabel, seen.insert("\(site.path):\(site.line)").inserted else { continue }
                found.append(Candidate(path: site.path, line: site.line, reason: "\(site.maker) places '\(key)'", score: (fitsClass ? 1 : 0) + (fitsLabel ? 1 : 0)))
            }
        }
        found.sort { $0.score != $1.score ? $0.score > $1.score : ($0.path, $0.line) < ($1.path, $1.line) }
        return Array(found.prefix(limit))
    }

    /// Leading and left, trailing and right are one attribute here (left to right).
    static func normalized(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .left: return .leading
        case .right: return .trailing
        case .leftMargin: return .leadingMargin
        case .rightMargin: return .trailingMargin
        default: return attribute
        }
    }

    /// A score when the site's constraint has the log constraint's shape, else nil.
    /// The score of a site that matches by shape alone (no view name fits).
    static let shapeScore = 50

    static func match(_ log: LogConstraint, _ site: Site) -> Int? {
        let c = site.constraint
        // A constant read from a metric whose value the project does not show is not a number to match.
        guard c.isExact, abs(c.priority - log.priority) < 0.5, abs(c.multiplier - log.multiplier) < 1e-9, (c.second == nil) == (log.secondItem == nil) else { return nil }
        let logFirst = normalized(log.firstAttribute), logSecond = normalized(log.secondAttribute)
        let siteFirst = normalized(c.first.attribute), siteSecond = c.second.map { normalized($0.attribute) } ?? .notAnAttribute
        let direct = logFirst == siteFirst && logSecond == siteSecond && c.relation == log.relation && abs(c.constant - log.constant) < 1e-6
        // a == b + c written as b == a - c (a >= b + c as b <= a - c).
        let inverted: Relation = log.relation == .equal ? .equal : log.relation == .greaterThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        let flipped = !direct && c.second != nil && log.multiplier == 1 && logFirst == siteSecond && logSecond == siteFirst
            && c.relation == inverted && abs(c.constant + log.constant) < 1e-6
        guard direct || flipped else { return nil }
        var score = shapeScore
        // How well the views fit the log's items: the class's last word or the label in the view's name.
        let pairs: [(LayoutItem, LogItem?)] = flipped ? [(c.first.item, log.secondItem), (c.second!.item, log.firstItem)]
            : [(c.first.item, log.firstItem)] + (c.second.map { [($0.item, log.secondItem)] } ?? [])
        for (item, logItem) in pairs {
            guard let logItem else { continue }
            switch item {
            case .superview:
                if logItem.address == "|" { score += 10 }
            case .view(let key):
                // A layout guide is never a view, nor a view a guide.
                guard key.lowercased().hasSuffix("guide") == logItem.className.hasSuffix("LayoutGuide") else { return nil }
                let (fitsClass, fitsLabel) = fit(logItem, key, site)
                score += (fitsClass ? 5 : 0) + (fitsLabel ? 5 : 0)
            }
        }
        return score
    }

    /// Whether the view passed as `key` at `site` fits `item`: its key or expression holds the
    /// class's word (`avatar` for `MyApp.AvatarView`), or the first word of its label, or the
    /// last part of the name the log calls it by (an accessibility identifier such as
    /// `Profile.avatar`, a Masonry key), which is often the property's own name.
    static func fit(_ item: LogItem, _ key: String, _ site: Site) -> (fitsClass: Bool, fitsLabel: Bool) {
        let name = (key + " " + (site.values[key] ?? "")).lowercased()
        let fitsClass = classWord(item.className).map { name.contains($0) } ?? false
        let fitsLabel = item.label.flatMap { $0.lowercased().split(separator: " ").first }.map { $0.count > 2 && name.contains($0) } ?? false
        let fitsName = item.name.flatMap { $0.lowercased().split(separator: ".").last }.map { $0.count > 2 && name.contains($0) } ?? false
        return (fitsClass, fitsLabel || fitsName)
    }

    /// `UILabel` → "label", `UIImageView` → "image", `MyApp.AvatarView` → "avatar".
    static func classWord(_ className: String) -> String? {
        var name = Substring(className.split(separator: ".").last ?? Substring(className))
        for prefix in ["UI", "NS", "_UI"] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase && !current.isEmpty { words.append(current); current = "" }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        let word = (words.first { !["View", "Layout", "Guide"].contains($0) } ?? words.first)?.lowercased()
        return word.flatMap { $0.count > 2 ? $0 : nil }
    }
}
