import UIKit

/// Keeps the views and metrics it is made with; its methods take only formats.
struct LayoutBuilder {
    let views: [String: Any]
    let metrics: [String: Any]?

    init(views: [String: Any], metrics: [String: Any]? = nil) {
        self.views = views
        self.metrics = metrics
    }

    /// Made for one view: the views are the builder's own, not a caller's dictionary.
    init(content: UIView) {
        self.init(views: ["content": content])
    }

    func constraints(_ format: String, options: NSLayoutConstraint.FormatOptions = []) -> [NSLayoutConstraint] {
        return NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
    }

    /// Named like Apple's class method: `NSLayoutConstraint.activate(…)` is still Apple's.
    func activate(_ formats: [String]) {
        NSLayoutConstraint.activate(formats.flatMap { constraints($0) })
    }
}

/// A class whose views are private to this file and written only by its initializer.
final class Pinner {
    private(set) var views: [String: UIView]

    init(_ views: [String: UIView]) {
        self.views = views
    }

    func pin(_ format: String) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: self.views))
    }
}

/// A struct made by its memberwise initializer.
struct Grid {
    let views: [String: Any]
    var metrics: [String: Any]? = nil

    func rows(_ formats: [String]) -> [NSLayoutConstraint] {
        formats.flatMap { NSLayoutConstraint.constraints(withVisualFormat: $0, options: [], metrics: metrics, views: views) }
    }
}

/// Trap: its views may be changed by any code after it is made.
final class OpenBuilder {
    var views: [String: Any]

    init(views: [String: Any]) {
        self.views = views
    }

    func make(_ format: String) -> [NSLayoutConstraint] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
    }
}

/// Trap: keeps its formats and never hands them to Auto Layout.
final class FormatLog {
    let views: [String: Any]
    private var kept: [String] = []

    init(views: [String: Any]) {
        self.views = views
    }

    func note(_ format: String) {
        kept.append(format)
    }
}

/// A struct collecting constraints through a `mutating` method, held by a variable.
struct Batch {
    private(set) var constraints: [NSLayoutConstraint] = []
    var views: [String: Any]

    init(views: [String: Any]) {
        self.views = views
    }

    mutating func push(_ format: String) {
        constraints += NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
    }
}

/// Takes other views or metrics for one call, or uses its own (`views ?? self.views`).
struct Sheet {
    let views: [String: Any]
    let metrics: [String: Any]

    init(views: [String: Any], metrics: [String: Any] = [:]) {
        self.views = views
        self.metrics = metrics
    }

    func lay(_ format: String, views: [String: Any]? = nil, metrics: [String: Any]? = nil) -> [NSLayoutConstraint] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics ?? self.metrics, views: views ?? self.views)
    }
}

/// Collects constraints: made from formats with its own views unless a call passes others
/// (through a constant of the method), or added as they are.
struct Collector {
    var constraints = [NSLayoutConstraint]()
    let views: [String: Any]?
    let metrics: [String: Any]?

    init(views: [String: Any]? = nil, metrics: [String: Any]? = nil) {
        self.views = views
        self.metrics = metrics
    }

    mutating func add(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil, views: [String: Any]? = nil) {
        guard let views = views ?? self.views else { return }
        let metrics = metrics ?? self.metrics
        constraints += NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
    }

    /// Takes no string: a call whose format is a literal is the method above's.
    mutating func add(_ constraint: NSLayoutConstraint) {
        constraints.append(constraint)
    }
}

/// The same overloads, and another type's method of their name taking something a literal
/// may be made as (`CustomStringConvertible`): a call sent to a `Ledger` never reaches it.
struct Ledger {
    var constraints = [NSLayoutConstraint]()
    let views: [String: Any]

    init(views: [String: Any]) {
        self.views = views
    }

    mutating func record(_ format: String, views: [String: Any]? = nil) {
        constraints += NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views ?? self.views)
    }

    mutating func record(_ constraint: NSLayoutConstraint) {
        constraints.append(constraint)
    }
}

final class Journal {
    func record(_ entry: CustomStringConvertible) {
        print(entry)
    }
}

extension Sheet {
    /// Several formats through `lay`, with the sheet's own views: its dictionary is no views.
    func layAll(_ formats: [String], spacing: [String: Any]) -> [NSLayoutConstraint] {
        formats.flatMap { lay($0) }
    }
}

extension Pinner {
    /// Trap: made by another initializer, which adds a view of its own.
    convenience init(_ views: [String: UIView], adding extra: UIView) {
        var all = views
        all["extra"] = extra
        self.init(all)
    }
}

/// Trap: a `mutating` method replaces the whole value, views and all.
struct Swappable {
    let views: [String: Any]

    mutating func including(_ view: UIView, as key: String) {
        var all = views
        all[key] = view
        self = Swappable(views: all)
    }

    func build(_ format: String) -> [NSLayoutConstraint] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
    }
}
